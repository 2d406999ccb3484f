import { Alert } from 'antd';
import { isApiError } from '../../../app/request';

/** A failed request's message (in the reader's language), under the field that made it. */
export function RequestAlert({ error, testId }: { error: unknown; testId?: string }) {
  return (
    <Alert
      style={{ marginTop: 12 }}
      type="warning"
      showIcon
      message={isApiError(error) ? error.message : String(error)}
      data-testid={testId}
    />
  );
}

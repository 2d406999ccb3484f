import { Alert } from 'antd';

/** Above a settings form: why the last save failed (the server's message, in the user's language). */
export function SaveAlerts({ formError }: { formError?: string | null }) {
  return formError ? (
    <Alert type="error" showIcon message={formError} style={{ marginBottom: 24 }} data-testid="settings-error" />
  ) : null;
}

import { DatePicker } from 'antd';
import dayjs from 'dayjs';

/** A date picker holding `YYYY-MM-DD` text, as a controlled antd form field. */
export function DateField({
  value,
  onChange,
  testId,
}: {
  value?: string | null;
  onChange?: (value: string | null) => void;
  testId?: string;
}) {
  return (
    <DatePicker
      style={{ width: '100%' }}
      format="YYYY-MM-DD"
      value={value ? dayjs(value) : null}
      onChange={(date) => onChange?.(date ? date.format('YYYY-MM-DD') : null)}
      data-testid={testId}
    />
  );
}

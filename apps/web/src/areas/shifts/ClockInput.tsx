import { Input, type InputProps } from 'antd';

interface ClockInputProps extends Omit<InputProps, 'value' | 'onChange' | 'type'> {
  value?: string | null;
  onChange?: (value: string) => void;
}

/** A time of day "HH:mm" (24-hour clock) as a form field: the browser's own time picker. */
export function ClockInput({ value, onChange, ...rest }: ClockInputProps) {
  return (
    <Input
      {...rest}
      type="time"
      step={60}
      value={value ?? ''}
      onChange={(event) => onChange?.(event.target.value)}
      style={{ minWidth: 110, ...rest.style }}
    />
  );
}

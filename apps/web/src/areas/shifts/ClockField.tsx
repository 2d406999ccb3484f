import { CLOCK_PATTERN, SHIFT_CODE_MAX, SHIFT_NAME_MAX, SHIFTS_CODE_PATTERN } from '@takt/contracts';
import type { ColProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFieldRules } from '../../app/crud/field-rules';
import type { CustomFieldProps } from '../../app/resource/resource-def';
import { ClockInput } from './ClockInput';
import { GridItem } from './GridItem';

/** What the shifts area's pages share: the code and name limits. */
export const shiftsCoded = { codeMax: SHIFT_CODE_MAX, nameMax: SHIFT_NAME_MAX, codePattern: SHIFTS_CODE_PATTERN };

/** The rules of a required time of day "HH:mm". */
export function useClockRules() {
  const { t } = useTranslation();
  const rules = useFieldRules();
  return (label: string) => [
    rules.requiredChoice(label),
    rules.pattern(label, CLOCK_PATTERN, t('shifts.clockFormat', { field: label })),
  ];
}

/** A required time of day (a quarter of a form row): a shift's start or end, a day's start. */
export function ClockField({
  name,
  testId,
  label,
  help,
  colProps = { xs: 12, sm: 6 },
}: CustomFieldProps & { colProps?: ColProps }) {
  const clockRules = useClockRules();
  return (
    <GridItem name={name} label={label} tooltip={help} colProps={colProps} rules={clockRules(label)}>
      <ClockInput data-testid={testId} />
    </GridItem>
  );
}

/** A production day's start (half a form row: its label is long). */
export const DayStartField = (props: CustomFieldProps) => <ClockField {...props} colProps={{ xs: 24, sm: 12 }} />;

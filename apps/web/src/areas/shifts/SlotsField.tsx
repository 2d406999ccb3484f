import { ProFormDependency, ProFormItem, ProFormList, ProFormSelect, ProFormText } from '@ant-design/pro-components';
import { CLOCK_PATTERN, SHIFT_SLOT_NAME_MAX, SHIFT_SLOTS_MAX, SLOT_KINDS } from '@takt/contracts';
import { Alert, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CustomFieldProps } from '../../app/resource/resource-def';
import { useClockRules } from './ClockField';
import { ClockInput } from './ClockInput';
import { DayBar } from './DayBar';
import { type ShiftFormValues, shiftProblemText, shiftSegments } from './shift-form';

/** A shift's work and break slots, then the first broken time rule or the shift's day bar. */
export function SlotsField({ label, help }: CustomFieldProps) {
  const { t } = useTranslation();
  const clockRules = useClockRules();
  const startLabel = t('shifts.start');
  const endLabel = t('shifts.end');
  return (
    <>
      <ProFormList
        name="slots"
        label={label}
        tooltip={help}
        max={SHIFT_SLOTS_MAX}
        colProps={{ span: 24 }}
        creatorButtonProps={{ creatorButtonText: t('shifts.shift.addSlot') }}
        creatorRecord={{ kind: 'break', start: '', end: '' }}
        copyIconProps={false}
      >
        <Space align="start" wrap>
          <ProFormSelect
            name="kind"
            noStyle
            width={120}
            allowClear={false}
            options={SLOT_KINDS.map((kind) => ({ value: kind, label: t(`shifts.shift.kinds.${kind}`) }))}
          />
          <ProFormText
            name="name"
            noStyle
            width={160}
            placeholder={t('shifts.shift.slotName')}
            fieldProps={{ maxLength: SHIFT_SLOT_NAME_MAX }}
          />
          <ProFormItem name="start" noStyle rules={clockRules(startLabel)}>
            <ClockInput placeholder={startLabel} />
          </ProFormItem>
          <span>–</span>
          <ProFormItem name="end" noStyle rules={clockRules(endLabel)}>
            <ClockInput placeholder={endLabel} />
          </ProFormItem>
        </Space>
      </ProFormList>
      <ProFormDependency name={['start', 'end', 'overtimeAllowed', 'overtimeMinutes', 'slots', 'code', 'name']}>
        {(values) => {
          const problem = shiftProblemText(t, values as ShiftFormValues);
          const complete = CLOCK_PATTERN.test(values.start ?? '') && CLOCK_PATTERN.test(values.end ?? '');
          return (
            <div style={{ width: '100%', padding: '0 8px 16px' }}>
              {problem ? (
                <Alert type="warning" showIcon message={problem} data-testid="shift-problem" />
              ) : complete && values.start !== values.end ? (
                <DayBar
                  width={640}
                  segments={shiftSegments({
                    code: values.code ?? '',
                    start: values.start,
                    end: values.end,
                    overtimeMinutes: values.overtimeAllowed ? (values.overtimeMinutes ?? 0) : 0,
                    slots: (values.slots ?? []).filter(
                      (slot: { start?: string; end?: string }) =>
                        CLOCK_PATTERN.test(slot?.start ?? '') && CLOCK_PATTERN.test(slot?.end ?? ''),
                    ),
                  })}
                />
              ) : null}
            </div>
          );
        }}
      </ProFormDependency>
    </>
  );
}

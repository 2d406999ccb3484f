import { ProFormDependency, ProFormDigit, ProFormList, ProFormRadio, ProFormText } from '@ant-design/pro-components';
import {
  CRON_SHAPE,
  type ScheduledTask,
  TASK_EXPRESSION_MAX,
  TASK_HEADER_NAME_MAX,
  TASK_HEADER_VALUE_MAX,
  TASK_HEADERS_MAX,
  TASK_INTERVAL_MAX_SECONDS,
  TASK_INTERVAL_MIN_SECONDS,
  TASK_TIMER_TYPES,
} from '@takt/contracts';
import { useTranslation } from 'react-i18next';
import { useFieldRules } from '../../app/crud/field-rules';
import type { CustomFieldProps } from '../../app/resource/resource-def';

/** Timer type, and below it the one field it asks for: the interval in seconds or the cron expression. */
export function TimerField({ testId, label }: CustomFieldProps<ScheduledTask>) {
  const { t } = useTranslation();
  const rules = useFieldRules();
  const intervalLabel = t('scheduler.tasks.intervalSeconds');
  const expressionLabel = t('scheduler.tasks.expression');
  return (
    <>
      <ProFormRadio.Group
        name="timerType"
        label={label}
        colProps={{ span: 12 }}
        radioType="button"
        options={TASK_TIMER_TYPES.map((value) => ({ value, label: t(`scheduler.tasks.timerTypes.${value}`) }))}
        fieldProps={{ 'data-testid': testId } as object}
        rules={[rules.required(label)]}
      />
      <ProFormDependency name={['timerType']}>
        {({ timerType }) =>
          timerType === 'cron' ? (
            <ProFormText
              name="expression"
              label={expressionLabel}
              tooltip={t('scheduler.tasks.expressionHelp')}
              colProps={{ span: 12 }}
              fieldProps={{ 'data-testid': `${testId}-expression`, maxLength: TASK_EXPRESSION_MAX } as object}
              rules={[
                rules.required(expressionLabel),
                { pattern: CRON_SHAPE, message: t('crud.badFormat', { field: expressionLabel }) },
              ]}
            />
          ) : (
            <ProFormDigit
              name="intervalSeconds"
              label={intervalLabel}
              colProps={{ span: 12 }}
              min={TASK_INTERVAL_MIN_SECONDS}
              max={TASK_INTERVAL_MAX_SECONDS}
              fieldProps={{ precision: 0, 'data-testid': `${testId}-interval` } as object}
              rules={[rules.required(intervalLabel)]}
            />
          )
        }
      </ProFormDependency>
    </>
  );
}

/** The request's headers: name and value pairs (none by default). */
export function HeadersField({ testId, label, row }: CustomFieldProps<ScheduledTask>) {
  const { t } = useTranslation();
  const rules = useFieldRules();
  const nameLabel = t('scheduler.tasks.headerName');
  const locked = row?.kind === 'internal';
  return (
    <ProFormList
      name="headers"
      label={label}
      colProps={{ span: 24 }}
      max={TASK_HEADERS_MAX}
      creatorButtonProps={locked ? false : { creatorButtonText: t('scheduler.tasks.addHeader') }}
      copyIconProps={false}
      deleteIconProps={locked ? false : undefined}
      data-testid={testId}
    >
      <ProFormText
        name="name"
        placeholder={nameLabel}
        disabled={locked}
        fieldProps={{ maxLength: TASK_HEADER_NAME_MAX }}
        rules={[rules.required(nameLabel)]}
      />
      <ProFormText
        name="value"
        placeholder={t('scheduler.tasks.headerValue')}
        disabled={locked}
        fieldProps={{ maxLength: TASK_HEADER_VALUE_MAX }}
      />
    </ProFormList>
  );
}

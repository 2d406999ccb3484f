import { ProFormDependency, ProFormDigit, ProFormItem, ProFormSelect, ProFormText } from '@ant-design/pro-components';
import {
  IOT_RULE_CONDITIONS,
  IOT_RULE_DURATION_MAX,
  IOT_RULE_METRIC_MAX,
  IOT_RULE_METRIC_PATTERN,
  IOT_RULE_OFFLINE_MAX,
  IOT_RULE_OFFLINE_MIN,
  IOT_RULE_PUSH_CHANNELS_MAX,
  IOT_RULE_VALUE_MAX,
  IOT_RULE_WEBHOOK_MAX,
  type IotRule,
  type IotRuleCondition,
} from '@takt/contracts';
import { Checkbox, Col } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFieldRules } from '../../../app/crud/field-rules';
import { RefSelect } from '../../../app/crud/RefSelect';
import type { CustomFieldProps } from '../../../app/resource/resource-def';

const WEBHOOK_PATTERN = /^https?:\/\/\S+$/i;

/** A number field of the designer: a third of the row, the contracts' bounds. */
function NumberField(props: {
  name: string;
  label: string;
  testId: string;
  min?: number;
  max: number;
  precision?: number;
  required?: boolean;
  help?: string;
}) {
  const rules = useFieldRules();
  return (
    <ProFormDigit
      name={props.name}
      label={props.label}
      tooltip={props.help}
      colProps={{ xs: 24, sm: 8 }}
      min={props.min ?? -IOT_RULE_VALUE_MAX}
      max={props.max}
      fieldProps={{ precision: props.precision, 'data-testid': `${props.testId}-${props.name}` } as object}
      rules={props.required ? [rules.required(props.label)] : []}
    />
  );
}

/**
 * The condition and, below it, only what that condition asks for: the metric, the limit (or the
 * range, or the change per minute), how long it must hold and the hysteresis; or, offline, the
 * seconds without a message.
 */
export function ConditionField({ testId, label }: CustomFieldProps<IotRule>) {
  const { t } = useTranslation();
  const rules = useFieldRules();
  const metricLabel = t('iotRules.metric');
  return (
    <>
      <ProFormSelect
        name="condition"
        label={label}
        colProps={{ xs: 24, sm: 12 }}
        options={IOT_RULE_CONDITIONS.map((value) => ({ value, label: t(`iotRules.conditions.${value}`) }))}
        allowClear={false}
        fieldProps={{ 'data-testid': testId } as object}
        rules={[rules.requiredChoice(label)]}
      />
      <ProFormDependency name={['condition']}>
        {({ condition }: { condition?: IotRuleCondition }) =>
          condition === 'offline' ? (
            <NumberField
              name="offlineSeconds"
              label={t('iotRules.offlineSeconds')}
              testId={testId}
              min={IOT_RULE_OFFLINE_MIN}
              max={IOT_RULE_OFFLINE_MAX}
              precision={0}
              required
            />
          ) : (
            <ProFormText
              name="metric"
              label={metricLabel}
              tooltip={t('iotRules.metricHelp')}
              colProps={{ xs: 24, sm: 12 }}
              fieldProps={{ maxLength: IOT_RULE_METRIC_MAX, 'data-testid': `${testId}-metric` } as object}
              rules={[rules.required(metricLabel), rules.pattern(metricLabel, IOT_RULE_METRIC_PATTERN)]}
            />
          )
        }
      </ProFormDependency>
      <ProFormDependency name={['condition']}>
        {({ condition }: { condition?: IotRuleCondition }) => {
          if (!condition || condition === 'offline') return null;
          const limits =
            condition === 'outside' ? (
              <>
                <NumberField
                  name="lower"
                  label={t('iotRules.lower')}
                  testId={testId}
                  max={IOT_RULE_VALUE_MAX}
                  required
                />
                <UpperField testId={testId} />
              </>
            ) : (
              <NumberField
                name="limit"
                label={t(condition === 'rateAbove' ? 'iotRules.rateLimit' : 'iotRules.limit')}
                testId={testId}
                max={IOT_RULE_VALUE_MAX}
                required
              />
            );
          return (
            <>
              {limits}
              <NumberField
                name="durationSeconds"
                label={t('iotRules.durationSeconds')}
                help={t('iotRules.durationHelp')}
                testId={testId}
                min={0}
                max={IOT_RULE_DURATION_MAX}
                precision={0}
              />
              <NumberField
                name="hysteresis"
                label={t('iotRules.hysteresis')}
                help={t('iotRules.hysteresisHelp')}
                testId={testId}
                min={0}
                max={IOT_RULE_VALUE_MAX}
              />
            </>
          );
        }}
      </ProFormDependency>
    </>
  );
}

/** The upper limit of a range, not below the lower one (as the server refuses). */
function UpperField({ testId }: { testId: string }) {
  const { t } = useTranslation();
  const rules = useFieldRules();
  const label = t('iotRules.upper');
  return (
    <ProFormDigit
      name="upper"
      label={label}
      colProps={{ xs: 24, sm: 8 }}
      min={-IOT_RULE_VALUE_MAX}
      max={IOT_RULE_VALUE_MAX}
      dependencies={['lower']}
      fieldProps={{ 'data-testid': `${testId}-upper` } as object}
      rules={[
        rules.required(label),
        ({ getFieldValue }: { getFieldValue: (name: string) => unknown }) => ({
          validator: async (_rule: unknown, value: number | null | undefined) => {
            const lower = getFieldValue('lower') as number | null | undefined;
            if (typeof value === 'number' && typeof lower === 'number' && value < lower)
              throw new Error(t('iotRules.upperBelowLower'));
          },
        }),
      ]}
    />
  );
}

/**
 * What the rule does when it fires: the alarm record always; a push (template and channels of
 * the push service), a webhook and an andon item's call at the device's workstation when filled.
 */
export function ActionsField({ testId }: CustomFieldProps<IotRule>) {
  const { t } = useTranslation();
  const rules = useFieldRules();
  const webhookLabel = t('iotRules.webhookUrl');
  const both = ({ getFieldValue }: { getFieldValue: (name: string) => unknown }) => ({
    validator: async () => {
      const template = getFieldValue('pushTemplateId');
      const channels = getFieldValue('pushChannelIds') as string[] | undefined;
      if (Boolean(template) !== Boolean(channels?.length)) throw new Error(t('iotRules.pushBoth'));
    },
  });
  return (
    <>
      <Col span={24}>
        <ProFormItem label={t('iotRules.actions')}>
          <Checkbox.Group
            value={['alarm']}
            disabled
            options={[{ value: 'alarm', label: t('iotRules.actionAlarm') }]}
            data-testid={`${testId}-fixed`}
          />
        </ProFormItem>
      </Col>
      <Col xs={24} sm={12}>
        <ProFormItem
          name="pushTemplateId"
          label={t('iotRules.pushTemplate')}
          dependencies={['pushChannelIds']}
          rules={[both]}
        >
          <RefSelect kind="pushTemplate" allowClear data-testid={`${testId}-push-template`} />
        </ProFormItem>
      </Col>
      <Col xs={24} sm={12}>
        <ProFormItem
          name="pushChannelIds"
          label={t('iotRules.pushChannels')}
          dependencies={['pushTemplateId']}
          rules={[both]}
        >
          <RefSelect
            kind="pushChannel"
            multiple
            maxCount={IOT_RULE_PUSH_CHANNELS_MAX}
            data-testid={`${testId}-push-channels`}
          />
        </ProFormItem>
      </Col>
      <Col xs={24} sm={12}>
        <ProFormItem name="andonItemId" label={t('iotRules.actionAndon')} tooltip={t('iotRules.andonItemHelp')}>
          <RefSelect kind="andonItem" allowClear data-testid={`${testId}-andon-item`} />
        </ProFormItem>
      </Col>
      <ProFormText
        name="webhookUrl"
        label={webhookLabel}
        tooltip={t('iotRules.webhookHelp')}
        colProps={{ span: 24 }}
        fieldProps={{ maxLength: IOT_RULE_WEBHOOK_MAX, 'data-testid': `${testId}-webhook` } as object}
        rules={[{ pattern: WEBHOOK_PATTERN, message: t('iotRules.webhookFormat') }]}
      />
    </>
  );
}

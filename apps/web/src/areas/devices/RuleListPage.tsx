import {
  IOT_RULE_CODE_MAX,
  IOT_RULE_CODE_PATTERN,
  IOT_RULE_CONDITIONS,
  IOT_RULE_DEVICES_MAX,
  IOT_RULE_NAME_MAX,
  IOT_RULE_REMARK_MAX,
  type IotRule,
  iotRuleApi,
  Permissions,
} from '@takt/contracts';
import { Badge, Space, Tabs, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../app/request';
import { ResourcePage } from '../../app/resource/ResourcePage';
import {
  defineResourcePage,
  idList,
  type ResourcePageHandle,
  remarkField,
  textOrNull,
} from '../../app/resource/resource-def';
import { type AlarmScope, RuleAlarmDrawer, RuleAlarmTable } from './iot-rules/RuleAlarmTable';
import { ActionsField, ConditionField } from './iot-rules/RuleFormFields';
import { conditionSummary } from './iot-rules/rule-text';

const P = Permissions.iot.rule;
const numberOrNull = (value: unknown) => (typeof value === 'number' ? value : null);

/** Rules on IoT devices' readings: the designer form (condition, limits, actions) on the resource kit. */
const rules = defineResourcePage<IotRule>({
  api: iotRuleApi,
  permissions: P,
  testId: 'iot-rule',
  settingsKey: 'iot-rules',
  texts: { title: 'iotRules.title', add: 'iotRules.add', edit: 'iotRules.edit' },
  coded: { codeMax: IOT_RULE_CODE_MAX, nameMax: IOT_RULE_NAME_MAX, codePattern: IOT_RULE_CODE_PATTERN },
  formWidth: 820,
  fields: [
    {
      name: 'deviceIds',
      label: 'iotRules.devices',
      input: { kind: 'ref', ref: 'iotDevice', multiple: true, max: IOT_RULE_DEVICES_MAX, required: true },
      wide: true,
      column: { width: 220 },
      render: (row) => (
        <Space size={[4, 4]} wrap>
          {row.devices.map((device) => (
            <Tag key={device.id} title={device.name}>
              {device.code}
            </Tag>
          ))}
        </Space>
      ),
    },
    {
      name: 'condition',
      label: 'iotRules.condition',
      options: { values: IOT_RULE_CONDITIONS, texts: 'iotRules.conditions' },
      input: { kind: 'custom', Field: ConditionField },
      initial: 'above',
      wide: true,
      column: { search: true, sort: true, width: 260 },
      render: (row, t) => (
        <Space direction="vertical" size={0}>
          <span>{t(`iotRules.conditions.${row.condition}`)}</span>
          <code>{conditionSummary(row, t)}</code>
        </Space>
      ),
    },
    {
      name: 'actions',
      label: 'iotRules.actions',
      input: { kind: 'custom', Field: ActionsField },
      wide: true,
      column: { title: 'iotRules.onAlarm', width: 180, responsive: ['lg'] },
      render: (row, t) => (
        <Space size={[4, 4]} wrap>
          <Tag>{t('iotRules.actionAlarmShort')}</Tag>
          {row.pushTemplateId && <Tag color="blue">{t('iotRules.actionPush')}</Tag>}
          {row.webhookUrl && <Tag color="purple">{t('iotRules.actionWebhook')}</Tag>}
          {row.andonItemId && <Tag color="red">{t('iotRules.actionAndon')}</Tag>}
        </Space>
      ),
    },
    {
      name: 'enabled',
      label: 'iotRules.enabled',
      input: { kind: 'switch' },
      initial: true,
      column: { width: 90 },
      render: (row, t) => (
        <Tag color={row.enabled ? 'green' : undefined}>{t(row.enabled ? 'iotRules.enable' : 'iotRules.disable')}</Tag>
      ),
    },
    {
      name: 'activeAlarms',
      label: 'iotRules.activeAlarms',
      column: { width: 110, align: 'center' },
      detail: true,
      render: (row) => <Badge count={row.activeAlarms} showZero color={row.activeAlarms ? 'red' : 'green'} />,
    },
    remarkField(IOT_RULE_REMARK_MAX),
  ],
  // Only what the chosen condition asks for; the push and the webhook when filled.
  body: (body, values) => {
    const condition = values.condition;
    const offline = condition === 'offline';
    return {
      ...body,
      metric: offline ? null : textOrNull(values.metric),
      limit: offline || condition === 'outside' ? null : numberOrNull(values.limit),
      lower: condition === 'outside' ? numberOrNull(values.lower) : null,
      upper: condition === 'outside' ? numberOrNull(values.upper) : null,
      offlineSeconds: offline ? numberOrNull(values.offlineSeconds) : null,
      durationSeconds: offline ? 0 : (numberOrNull(values.durationSeconds) ?? 0),
      hysteresis: offline ? 0 : (numberOrNull(values.hysteresis) ?? 0),
      pushTemplateId: textOrNull(values.pushTemplateId),
      pushChannelIds: idList(values.pushChannelIds),
      webhookUrl: textOrNull(values.webhookUrl),
      andonItemId: textOrNull(values.andonItemId),
    };
  },
});

/** Enable or disable, and the rule's alarms. */
function ruleActions(row: IotRule, page: ResourcePageHandle<IotRule>, showAlarms: () => void) {
  const toggle = async () => {
    await callApi(row.enabled ? iotRuleApi.disable : iotRuleApi.enable, { body: { id: row.id } });
    page.changed(page.t(row.enabled ? 'iotRules.disabledDone' : 'iotRules.enabledDone', { code: row.code }));
  };
  return [
    { key: 'alarms', label: page.t('iotRules.showAlarms'), permission: P.page, onClick: showAlarms },
    {
      key: row.enabled ? 'disable' : 'enable',
      label: page.t(row.enabled ? 'iotRules.disable' : 'iotRules.enable'),
      permission: row.enabled ? P.disable : P.enable,
      onClick: toggle,
    },
  ];
}

export default function RuleListPage() {
  const { t } = useTranslation();
  const [scope, setScope] = useState<AlarmScope>(null);
  return (
    <Tabs
      destroyOnHidden
      items={[
        {
          key: 'rules',
          label: t('iotRules.rulesTab'),
          children: (
            <ResourcePage
              resource={rules}
              leadingActions={(row, page) =>
                ruleActions(row, page, () => setScope({ ruleId: row.id, name: `${row.code} ${row.name}` }))
              }
            >
              <RuleAlarmDrawer scope={scope} onClose={() => setScope(null)} />
            </ResourcePage>
          ),
        },
        { key: 'alarms', label: t('iotRules.alarmsTab'), children: <RuleAlarmTable scope={null} /> },
      ]}
    />
  );
}

import type { ProColumns } from '@ant-design/pro-components';
import { type IotRuleAlarm, iotRuleAlarmApi, Permissions } from '@takt/contracts';
import { App, Drawer, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { TableActions } from '../../../app/access/TableActions';
import { AdminTable, useAdminTable } from '../../../app/crud/AdminTable';
import { durationText } from '../../../app/duration';
import { callApi } from '../../../app/request';
import { dateTimeText } from '../../../app/time';

/** Whose alarms a table lists: every rule's, or one rule's. */
export type AlarmScope = { ruleId: string; name: string } | null;

const WEBHOOK_COLORS: Record<IotRuleAlarm['webhookState'], string | undefined> = {
  none: undefined,
  pending: 'orange',
  sent: 'green',
  failed: 'red',
};

/** Active and past alarms of the rules (or of one rule), newest first, with acknowledging. */
export function RuleAlarmTable({ scope }: { scope: AlarmScope }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const table = useAdminTable();
  const ack = async (row: IotRuleAlarm) => {
    await callApi(iotRuleAlarmApi.ack, { body: { id: row.id } });
    message.success(t('iotRules.alarm.acked'));
    table.ref.current?.reload();
  };
  const columns: ProColumns<IotRuleAlarm>[] = [
    {
      title: t('iotRules.alarm.state'),
      dataIndex: 'active',
      width: 110,
      valueType: 'select',
      valueEnum: { true: { text: t('iotRules.alarm.active') }, false: { text: t('iotRules.alarm.cleared') } },
      render: (_, row) => (
        <Tag color={row.active ? 'red' : 'green'} data-testid={`iot-rule-alarm-state-${row.id}`}>
          {t(row.active ? 'iotRules.alarm.active' : 'iotRules.alarm.cleared')}
        </Tag>
      ),
    },
    ...(scope
      ? []
      : [
          {
            title: t('iotRules.alarm.rule'),
            dataIndex: 'ruleCode',
            search: false,
            render: (_: unknown, row: IotRuleAlarm) => `${row.ruleCode} ${row.ruleName}`,
          },
        ]),
    {
      title: t('iotRules.alarm.device'),
      dataIndex: 'deviceCode',
      search: false,
      render: (_, row) => (row.deviceCode ? `${row.deviceCode} ${row.deviceName ?? ''}` : row.deviceId),
    },
    {
      title: t('iotRules.condition'),
      dataIndex: 'condition',
      search: false,
      render: (_, row) => `${t(`iotRules.conditions.${row.condition}`)}${row.metric ? ` · ${row.metric}` : ''}`,
    },
    { title: t('iotRules.alarm.value'), dataIndex: 'value', search: false, align: 'right', width: 100 },
    { title: t('iotRules.alarm.clearValue'), dataIndex: 'clearValue', search: false, align: 'right', width: 100 },
    {
      title: t('iotRules.alarm.startedAt'),
      dataIndex: 'startedAt',
      sorter: true,
      search: false,
      renderText: dateTimeText,
      width: 170,
    },
    {
      title: t('iotRules.alarm.endedAt'),
      dataIndex: 'endedAt',
      sorter: true,
      search: false,
      renderText: dateTimeText,
      width: 170,
    },
    {
      title: t('iotRules.alarm.duration'),
      dataIndex: 'durationSeconds',
      search: false,
      width: 110,
      render: (_, row) => durationText(t, row.durationSeconds),
    },
    {
      title: t('iotRules.alarm.webhook'),
      dataIndex: 'webhookState',
      search: false,
      width: 100,
      render: (_, row) =>
        row.webhookState === 'none' ? (
          '—'
        ) : (
          <Tag color={WEBHOOK_COLORS[row.webhookState]} title={row.webhookAnswer ?? undefined}>
            {t(`iotRules.alarm.webhookStates.${row.webhookState}`)}
          </Tag>
        ),
    },
    {
      title: t('iotRules.alarm.acknowledgedBy'),
      dataIndex: 'acknowledgedBy',
      search: false,
      render: (_, row) =>
        row.acknowledgedBy ? (
          <Typography.Text title={dateTimeText(row.acknowledgedAt)}>{row.acknowledgedBy}</Typography.Text>
        ) : (
          '-'
        ),
    },
    {
      title: t('crud.actions'),
      valueType: 'option',
      fixed: 'right',
      width: 100,
      render: (_, row) => (
        <TableActions
          actions={[
            {
              key: 'ack',
              label: t('iotRules.alarm.ack'),
              permission: Permissions.iot.rule.edit,
              visible: row.acknowledgedAt === null,
              onClick: () => ack(row),
            },
          ]}
        />
      ),
    },
  ];
  return (
    <AdminTable
      pageRoute={iotRuleAlarmApi.page}
      tableRef={table.ref}
      settingsKey="iot-rule-alarms"
      headerTitle={scope ? undefined : t('iotRules.alarmsTab')}
      columns={columns}
      toQuery={(query) => ({ ...query, ...(scope ? { ruleId: scope.ruleId } : {}) })}
      data-testid="iot-rule-alarms"
    />
  );
}

/** One rule's alarms in a drawer. */
export function RuleAlarmDrawer({ scope, onClose }: { scope: AlarmScope; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Drawer
      open={scope !== null}
      onClose={onClose}
      width={1200}
      destroyOnHidden
      title={scope ? t('iotRules.alarmsOf', { name: scope.name }) : ''}
    >
      {scope && <RuleAlarmTable scope={scope} />}
    </Drawer>
  );
}

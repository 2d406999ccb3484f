import { ModalForm, ProFormTextArea } from '@ant-design/pro-components';
import {
  ESD_ALARM_STATES,
  ESD_REMARK_MAX,
  type EsdAlarmRecord,
  esdAlarmApi,
  LOG_KEY_MAX,
  Permissions,
  RECORD_CODE_PATTERN,
} from '@takt/contracts';
import { Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFieldRules } from '../../app/crud/field-rules';
import { durationText } from '../../app/duration';
import { callApi } from '../../app/request';
import { ResourcePage } from '../../app/resource/ResourcePage';
import { defineResourcePage } from '../../app/resource/resource-def';
import { dateTimeText } from '../../app/time';
import { ESD_STATE_COLORS } from './esd/esd-live';

const P = Permissions.esd.alarmRecord;

/**
 * ESD alarm records: when a collector was in a bad state (start, end, duration), where, its
 * readings then, and who handled it; a date range of at most 31 days, line, workstation, state.
 */
const alarms = defineResourcePage<EsdAlarmRecord>({
  api: esdAlarmApi,
  permissions: { export: P.export },
  testId: 'esdAlarm',
  fileName: 'esd-alarm-records',
  settingsKey: 'esd-alarm-records',
  texts: { title: 'esd.alarms.title', add: 'esd.alarms.title', edit: 'esd.alarms.title' },
  coded: {
    name: false,
    codeMax: LOG_KEY_MAX,
    codePattern: RECORD_CODE_PATTERN,
    codeColumn: { title: 'esd.fields.collector', width: 150 },
  },
  noCreatedAt: true,
  fields: [
    { name: 'collectorName', label: 'esd.fields.collectorName', column: { width: 160, responsive: ['xl'] } },
    {
      name: 'state',
      label: 'esd.fields.state',
      options: { values: ESD_ALARM_STATES, texts: 'esd.states', colors: ESD_STATE_COLORS },
      column: { sort: true, search: true, width: 150 },
    },
    {
      name: 'lineId',
      label: 'esd.fields.line',
      input: { kind: 'ref', ref: 'line' },
      column: { search: true, width: 120 },
      render: (row) => <span title={row.lineName ?? undefined}>{row.lineCode ?? '-'}</span>,
    },
    {
      name: 'stationId',
      label: 'esd.fields.station',
      input: { kind: 'ref', ref: 'station' },
      column: { search: true, width: 140 },
      render: (row) => <span title={row.stationName ?? undefined}>{row.stationCode ?? '-'}</span>,
    },
    {
      name: 'startedAt',
      label: 'esd.fields.startedAt',
      column: {
        sort: true,
        search: true,
        width: 170,
        dateRange: { from: 'startDate', to: 'endDate', within31Days: true },
      },
      render: (row) => dateTimeText(row.startedAt),
    },
    {
      name: 'endedAt',
      label: 'esd.fields.endedAt',
      column: { sort: true, width: 170 },
      render: (row, t) => (row.endedAt ? dateTimeText(row.endedAt) : <Tag color="red">{t('esd.alarms.open')}</Tag>),
    },
    {
      name: 'durationSeconds',
      label: 'esd.fields.duration',
      column: { sort: true, width: 110, align: 'right' },
      render: (row, t) => durationText(t, row.durationSeconds),
    },
    {
      name: 'resistance',
      label: 'esd.fields.resistance',
      column: { width: 120, align: 'right', responsive: ['xxl'] },
      render: (row) => (row.resistance === null ? '-' : row.resistance.toFixed(2)),
    },
    { name: 'acknowledgedBy', label: 'esd.fields.acknowledgedBy', column: { width: 120 } },
    {
      name: 'acknowledgedAt',
      label: 'esd.fields.acknowledgedAt',
      column: { width: 170, responsive: ['xxl'] },
      render: (row) => dateTimeText(row.acknowledgedAt),
    },
    { name: 'remark', label: 'esd.fields.remark', column: { ellipsis: true, responsive: ['xl'] } },
  ],
});

/** Asks for the remark, then records the handling (who and when come from the session). */
function HandleDialog({
  row,
  onClose,
  onDone,
}: {
  row: EsdAlarmRecord | null;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const rules = useFieldRules();
  const label = t('esd.fields.remark');
  return (
    <ModalForm<{ remark: string }>
      key={row?.id ?? 'closed'}
      title={row ? t('esd.alarms.handleTitle', { code: row.code }) : ''}
      open={row !== null}
      width={480}
      modalProps={{ destroyOnHidden: true, onCancel: onClose }}
      onFinish={async (values) => {
        await callApi(esdAlarmApi.handle, { body: { id: row!.id, remark: values.remark.trim() } });
        onDone();
        return true;
      }}
    >
      <ProFormTextArea
        name="remark"
        label={label}
        fieldProps={{ maxLength: ESD_REMARK_MAX, showCount: true, rows: 3, 'data-testid': 'esdAlarm-remark' } as object}
        rules={[
          { required: true, whitespace: true, message: t('crud.required', { field: label }) },
          rules.tooLong(label, ESD_REMARK_MAX),
        ]}
      />
    </ModalForm>
  );
}

export default function EsdAlarmRecordListPage() {
  const { t } = useTranslation();
  const [handling, setHandling] = useState<EsdAlarmRecord | null>(null);
  return (
    <ResourcePage
      resource={alarms}
      rowActions={(row) => [
        {
          key: 'handle',
          label: t('esd.alarms.handle'),
          permission: P.handle,
          visible: row.acknowledgedAt === null,
          onClick: () => setHandling(row),
        },
      ]}
    >
      {(page) => (
        <HandleDialog
          row={handling}
          onClose={() => setHandling(null)}
          onDone={() => {
            setHandling(null);
            page.changed(t('esd.alarms.handled'));
          }}
        />
      )}
    </ResourcePage>
  );
}

import {
  type AndonAlarmRecord,
  andonAlarmRecordApi,
  Permissions,
  PUSH_CHANNEL_TYPES,
  PUSH_DELIVERY_STATES,
  RECORD_CODE_PATTERN,
} from '@takt/contracts';
import { Tag } from 'antd';
import { codeName } from '../../app/crud/code-name';
import { durationText } from '../../app/duration';
import { ResourcePage } from '../../app/resource/ResourcePage';
import { defineResourcePage } from '../../app/resource/resource-def';
import { dateTimeText } from '../../app/time';
import { DELIVERY_COLORS, rangeSearch } from './records/range';

const P = Permissions.andon.alarmRecord;

/**
 * Alarm records (spec 001 §9): every escalation notification, one row per delivery: when the
 * level fired against when it was due, to whom, through which channel, and whether it arrived.
 */
const alarms = defineResourcePage<AndonAlarmRecord>({
  api: andonAlarmRecordApi,
  permissions: { export: P.export },
  testId: 'andonAlarm',
  fileName: 'andon-alarm-records',
  settingsKey: 'andon-alarm-records',
  texts: { title: 'andonRecords.alarms.title', add: 'andonRecords.alarms.title', edit: 'andonRecords.alarms.title' },
  coded: {
    name: false,
    codeMax: 30,
    codePattern: RECORD_CODE_PATTERN,
    codeColumn: { title: 'andonRecords.fields.code', width: 150, fixed: true },
  },
  noCreatedAt: true,
  fixedLayout: true,
  fields: [
    {
      name: 'at',
      label: 'andonRecords.fields.firedAt',
      column: { sort: true, width: 160, ...rangeSearch },
      render: (row) => dateTimeText(row.at),
    },
    {
      name: 'itemId',
      label: 'andonRecords.fields.item',
      input: { kind: 'ref', ref: 'andonItem' },
      column: { responsive: ['xxl'], search: true, width: 140, ellipsis: true },
      render: (row) => <span title={row.itemCode}>{row.itemName}</span>,
    },
    {
      name: 'lineId',
      label: 'andonRecords.fields.line',
      input: { kind: 'ref', ref: 'line' },
      column: { search: true, width: 110, ellipsis: true },
      render: (row) => row.lineName ?? '-',
    },
    {
      name: 'stationCode',
      label: 'andonRecords.fields.station',
      column: { width: 130, ellipsis: true, responsive: ['xxl'] },
      render: (row) => codeName(row.stationCode, row.stationName, '-'),
    },
    {
      name: 'level',
      label: 'andonRecords.fields.ladderLevel',
      column: { sort: true, width: 110 },
      render: (row, t) => `${t(`andonRecords.ladders.${row.ladder}`)} ${row.level}`,
    },
    {
      name: 'delaySeconds',
      label: 'andonRecords.fields.delay',
      column: { responsive: ['xxl'], width: 90, align: 'right' },
      render: (row, t) => (
        <span title={row.dueAt ? dateTimeText(row.dueAt) : undefined}>{durationText(t, row.delaySeconds)}</span>
      ),
    },
    {
      name: 'targetName',
      label: 'andonRecords.fields.recipient',
      column: { width: 130, ellipsis: true },
      render: (row) => row.targetName ?? row.target ?? '-',
    },
    {
      name: 'channelType',
      label: 'andonRecords.fields.channel',
      options: { values: PUSH_CHANNEL_TYPES, texts: 'andonRecords.channelTypes' },
      column: { search: true, width: 130 },
      render: (row, t) =>
        row.channelType ? `${t(`andonRecords.channelTypes.${row.channelType}`)} · ${row.channelName ?? ''}` : '-',
    },
    {
      name: 'state',
      label: 'andonRecords.fields.delivery',
      options: { values: PUSH_DELIVERY_STATES, texts: 'andonRecords.deliveries', colors: DELIVERY_COLORS },
      column: { search: true, width: 100 },
      render: (row, t) =>
        row.state ? <Tag color={DELIVERY_COLORS[row.state]}>{t(`andonRecords.deliveries.${row.state}`)}</Tag> : '-',
    },
    { name: 'attempts', label: 'andonRecords.fields.attempts', column: { width: 70, align: 'right' } },
    { name: 'lastAnswer', label: 'andonRecords.fields.answer', column: { ellipsis: true, responsive: ['xxl'] } },
  ],
});

export default function AlarmRecordListPage() {
  return <ResourcePage resource={alarms} />;
}

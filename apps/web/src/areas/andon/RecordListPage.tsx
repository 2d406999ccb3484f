import {
  ANDON_CALL_SOURCES,
  ANDON_CALL_STATES,
  type AndonCall,
  andonCallApi,
  andonRecordApi,
  Permissions,
  RECORD_CODE_PATTERN,
} from '@takt/contracts';
import { Tag } from 'antd';
import { codeName } from '../../app/crud/code-name';
import { ResourcePage } from '../../app/resource/ResourcePage';
import { defineResourcePage } from '../../app/resource/resource-def';
import { dateTimeText } from '../../app/time';
import { CallDetailDrawer } from './records/CallDetailDrawer';
import { rangeSearch, STATE_COLORS, StepVerdict } from './records/range';

const P = Permissions.andon.record;
/** The verdicts a search can ask for (pending is the open steps' state, shown but not searched). */
const VERDICTS = ['timely', 'overtime'] as const;

/**
 * Andon records (spec 001 §9): every call of a time range (quick ranges, at most 31 days) with
 * the filters; the detail drawer shows the escalation trail; export to Excel.
 */
const records = defineResourcePage<AndonCall>({
  api: { page: andonRecordApi.page, detail: andonCallApi.detail, export: andonRecordApi.export },
  permissions: { get: P.get, export: P.export },
  testId: 'andonRecord',
  fileName: 'andon-records',
  settingsKey: 'andon-records',
  texts: { title: 'andonRecords.records.title', add: 'andonRecords.records.title', edit: 'andonRecords.records.title' },
  coded: {
    name: false,
    codeMax: 30,
    codePattern: RECORD_CODE_PATTERN,
    codeColumn: { title: 'andonRecords.fields.code', width: 150, fixed: true },
  },
  noCreatedAt: true,
  detail: true,
  detailView: CallDetailDrawer,
  fixedLayout: true,
  fields: [
    {
      name: 'calledAt',
      label: 'andonRecords.fields.calledAt',
      // Date over time, two lines: the width the timeliness columns need at 1440 px.
      column: { sort: true, width: 110, ...rangeSearch },
      render: (row) => dateTimeText(row.calledAt),
    },
    {
      name: 'itemId',
      label: 'andonRecords.fields.item',
      input: { kind: 'ref', ref: 'andonItem' },
      column: { responsive: ['xxl'], search: true, width: 150, ellipsis: true },
      render: (row) => <span title={row.itemCode}>{row.itemName}</span>,
    },
    {
      name: 'typeId',
      label: 'andonRecords.fields.type',
      input: { kind: 'ref', ref: 'andonAlarmType' },
      column: { search: true, width: 100 },
      render: (row) => (row.typeColor ? <Tag color={row.typeColor}>{row.typeName}</Tag> : row.typeName),
    },
    { name: 'level', label: 'andonRecords.fields.level', column: { sort: true, width: 70, align: 'center' } },
    {
      name: 'lineId',
      label: 'andonRecords.fields.line',
      input: { kind: 'ref', ref: 'line' },
      column: { responsive: ['xxl'], search: true, width: 120, ellipsis: true },
      render: (row) => row.lineName ?? '-',
    },
    {
      name: 'stationId',
      label: 'andonRecords.fields.station',
      input: { kind: 'ref', ref: 'station' },
      column: { search: true, width: 140, ellipsis: true },
      render: (row) => (
        <span title={row.stationName ?? undefined}>{codeName(row.stationCode, row.stationName, '-')}</span>
      ),
    },
    {
      name: 'source',
      label: 'andonRecords.fields.source',
      options: { values: ANDON_CALL_SOURCES, texts: 'andonRecords.sources' },
      column: { search: true, width: 80, responsive: ['xxl'] },
    },
    {
      name: 'state',
      label: 'andonRecords.fields.state',
      options: { values: ANDON_CALL_STATES, texts: 'andonRecords.states', colors: STATE_COLORS },
      column: { search: true, width: 100 },
      render: (row, t) => {
        const state = row.cancelled ? 'cancelled' : row.state;
        return <Tag color={STATE_COLORS[state]}>{t(`andonRecords.states.${state}`)}</Tag>;
      },
    },
    {
      name: 'responseTimeliness',
      label: 'andonRecords.fields.response',
      options: { values: VERDICTS, texts: 'andonRecords.timeliness' },
      column: { search: true, width: 140 },
      render: (row) => (
        <StepVerdict cancelled={row.cancelled} verdict={row.responseTimeliness} seconds={row.responseSeconds} />
      ),
    },
    {
      name: 'resolutionTimeliness',
      label: 'andonRecords.fields.resolution',
      options: { values: VERDICTS, texts: 'andonRecords.timeliness' },
      column: { search: true, width: 140 },
      render: (row) => (
        <StepVerdict cancelled={row.cancelled} verdict={row.resolutionTimeliness} seconds={row.resolutionSeconds} />
      ),
    },
    {
      name: 'responderName',
      label: 'andonRecords.fields.responder',
      column: { responsive: ['xxl'], width: 100, ellipsis: true },
    },
    {
      name: 'respondedAt',
      label: 'andonRecords.fields.respondedAt',
      column: { sort: true, width: 160, responsive: ['xxl'] },
      render: (row) => dateTimeText(row.respondedAt),
    },
    {
      name: 'endedAt',
      label: 'andonRecords.fields.endedAt',
      column: { sort: true, width: 160, responsive: ['xxl'] },
      render: (row) => dateTimeText(row.endedAt),
    },
    { name: 'cause', label: 'andonRecords.fields.cause', column: { ellipsis: true, responsive: ['xxl'] } },
  ],
});

export default function RecordListPage() {
  return <ResourcePage resource={records} />;
}

import {
  type AndonAlarmRecord,
  type AndonAnalysis,
  type AndonCall,
  type AndonCount,
  type AndonItemFigures,
  type AndonTrendPoint,
  formatInstant,
  type RouteDef,
  XLSX_CONTENT_TYPE,
} from '@takt/contracts';
import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../../platform/auth/auth-context.js';
import { type SheetSpec, writeWorkbook } from '../../platform/excel/excel.js';
import { type DownloadInput, registerDownload, stampedName } from '../../platform/http/register-download.js';
import type { RouteGuards } from '../../platform/http/register-route.js';
import { requestLanguage } from '../../platform/http/request-context.js';
import { type MessageKey, translate } from '../../platform/i18n/messages.js';

/** An export's words in the reader's language and its times in the reader's zone. */
export interface ExportTexts {
  t: (key: MessageKey) => string;
  time: (at: string | null) => string | null;
  timeZone: string;
}

/** A GET export answering an .xlsx file named after the route (`andon_record/export` → `andon-record-…`). */
export function registerWorkbook<D extends RouteDef>(
  app: FastifyInstance,
  guards: RouteGuards,
  def: D,
  zoneOf: (auth: AuthContext) => Promise<string>,
  build: (auth: AuthContext, query: DownloadInput<D>['query'], texts: ExportTexts) => Promise<Buffer>,
): void {
  const base = def.path.replace(/^\/([^/]+).*$/, '$1').replaceAll('_', '-');
  registerDownload(app, guards, def, async ({ auth, query, request }) => {
    const timeZone = await zoneOf(auth);
    const language = requestLanguage(request);
    const texts: ExportTexts = {
      t: (key) => translate(language, key),
      time: (at) => (at ? formatInstant(at, timeZone) : null),
      timeZone,
    };
    const data = await build(auth, query, texts);
    return { data, fileName: stampedName(base, 'xlsx'), contentType: XLSX_CONTENT_TYPE };
  });
}

// A workbook of differently shaped sheets.
const sheet = <T>(spec: SheetSpec<T>) => spec as unknown as SheetSpec<unknown>;
const minutes = (seconds: number | null) => (seconds === null ? null : Math.round(seconds / 6) / 10);
const percent = (rate: number | null) => (rate === null ? null : Math.round(rate * 1000) / 10);
const joined = (...parts: (string | null)[]) => parts.filter(Boolean).join(' ') || null;

export function callsWorkbook({ t, time }: ExportTexts, rows: readonly AndonCall[]): Buffer {
  const stateText = (row: AndonCall) => t(`andonRecords.state.${row.cancelled ? 'cancelled' : row.state}`);
  return writeWorkbook<AndonCall>([
    {
      name: t('andonRecords.sheet.calls'),
      columns: [
        { header: t('andonRecords.col.code'), width: 18, value: (row) => row.code },
        { header: t('andonRecords.col.item'), width: 22, value: (row) => joined(row.itemCode, row.itemName) },
        { header: t('andonRecords.col.type'), width: 12, value: (row) => row.typeName },
        { header: t('andonRecords.col.level'), width: 6, value: (row) => row.level },
        { header: t('andonRecords.col.line'), width: 16, value: (row) => row.lineName },
        { header: t('andonRecords.col.station'), width: 20, value: (row) => joined(row.stationCode, row.stationName) },
        { header: t('andonRecords.col.source'), width: 8, value: (row) => t(`andonRecords.source.${row.source}`) },
        { header: t('andonRecords.col.state'), width: 10, value: stateText },
        { header: t('andonRecords.col.calledAt'), width: 20, value: (row) => time(row.calledAt) },
        { header: t('andonRecords.col.calledBy'), width: 12, value: (row) => row.calledByName },
        { header: t('andonRecords.col.respondedAt'), width: 20, value: (row) => time(row.respondedAt) },
        { header: t('andonRecords.col.responder'), width: 12, value: (row) => row.responderName },
        { header: t('andonRecords.col.arrivedAt'), width: 20, value: (row) => time(row.arrivedAt) },
        { header: t('andonRecords.col.endedAt'), width: 20, value: (row) => time(row.endedAt) },
        {
          header: t('andonRecords.col.responseTimeliness'),
          width: 10,
          value: (row) => t(`andonRecords.timeliness.${row.responseTimeliness}`),
        },
        {
          header: t('andonRecords.col.resolutionTimeliness'),
          width: 10,
          value: (row) => t(`andonRecords.timeliness.${row.resolutionTimeliness}`),
        },
        { header: t('andonRecords.col.cause'), width: 24, value: (row) => row.cause },
        { header: t('andonRecords.col.action'), width: 24, value: (row) => row.action },
        { header: t('andonRecords.col.note'), width: 24, value: (row) => row.note },
      ],
      rows,
    },
  ]);
}

export function alarmRecordsWorkbook({ t, time }: ExportTexts, rows: readonly AndonAlarmRecord[]): Buffer {
  return writeWorkbook<AndonAlarmRecord>([
    {
      name: t('andonRecords.sheet.alarms'),
      columns: [
        { header: t('andonRecords.col.firedAt'), width: 20, value: (row) => time(row.at) },
        { header: t('andonRecords.col.code'), width: 18, value: (row) => row.code },
        { header: t('andonRecords.col.item'), width: 22, value: (row) => joined(row.itemCode, row.itemName) },
        { header: t('andonRecords.col.line'), width: 16, value: (row) => row.lineName },
        { header: t('andonRecords.col.station'), width: 20, value: (row) => joined(row.stationCode, row.stationName) },
        { header: t('andonRecords.col.ladder'), width: 10, value: (row) => t(`andonRecords.ladder.${row.ladder}`) },
        { header: t('andonRecords.col.level'), width: 6, value: (row) => row.level },
        { header: t('andonRecords.col.dueAt'), width: 20, value: (row) => time(row.dueAt) },
        { header: t('andonRecords.col.delay'), width: 10, value: (row) => row.delaySeconds },
        { header: t('andonRecords.col.recipient'), width: 18, value: (row) => row.targetName ?? row.target },
        { header: t('andonRecords.col.channel'), width: 16, value: (row) => row.channelName },
        { header: t('andonRecords.col.channelType'), width: 10, value: (row) => row.channelType },
        {
          header: t('andonRecords.col.delivery'),
          width: 10,
          value: (row) => (row.state ? t(`andonRecords.delivery.${row.state}`) : null),
        },
        { header: t('andonRecords.col.attempts'), width: 8, value: (row) => row.attempts },
        { header: t('andonRecords.col.answer'), width: 30, value: (row) => row.lastAnswer },
      ],
      rows,
    },
  ]);
}

function countSheet(t: ExportTexts['t'], name: MessageKey, rows: readonly AndonCount[]) {
  return sheet<AndonCount>({
    name: t(name),
    columns: [
      { header: t('andonRecords.col.name'), width: 24, value: (row) => row.name },
      { header: t('andonRecords.col.calls'), width: 10, value: (row) => row.calls },
    ],
    rows,
  });
}

/** The analysis's tables: summary, per item with its times, per type and line, rankings, the 30-day trend. */
export function analysisWorkbook({ t }: ExportTexts, analysis: AndonAnalysis): Buffer {
  const { summary } = analysis;
  const figures: [MessageKey, number | null][] = [
    ['andonRecords.figure.calls', summary.calls],
    ['andonRecords.figure.responded', summary.responded],
    ['andonRecords.figure.arrived', summary.arrived],
    ['andonRecords.figure.ended', summary.ended],
    ['andonRecords.figure.cancelled', summary.cancelled],
    ['andonRecords.col.mtta', minutes(summary.mttaSeconds)],
    ['andonRecords.col.mttArrive', minutes(summary.mttArriveSeconds)],
    ['andonRecords.col.mttr', minutes(summary.mttrSeconds)],
    ['andonRecords.col.responseRate', percent(summary.responseTimelyRate)],
    ['andonRecords.col.resolutionRate', percent(summary.resolutionTimelyRate)],
  ];
  const longest = analysis.trends.at(-1)?.points ?? [];
  return writeWorkbook<unknown>([
    sheet<[MessageKey, number | null]>({
      name: t('andonRecords.sheet.summary'),
      columns: [
        { header: t('andonRecords.col.figure'), width: 28, value: (row) => t(row[0]) },
        { header: t('andonRecords.col.value'), width: 12, value: (row) => row[1] },
      ],
      rows: figures,
    }),
    sheet<AndonItemFigures>({
      name: t('andonRecords.sheet.byItem'),
      columns: [
        { header: t('andonRecords.col.item'), width: 24, value: (row) => joined(row.code, row.name) },
        { header: t('andonRecords.col.calls'), width: 10, value: (row) => row.calls },
        { header: t('andonRecords.col.mtta'), width: 14, value: (row) => minutes(row.mttaSeconds) },
        { header: t('andonRecords.col.mttArrive'), width: 14, value: (row) => minutes(row.mttArriveSeconds) },
        { header: t('andonRecords.col.mttr'), width: 14, value: (row) => minutes(row.mttrSeconds) },
        { header: t('andonRecords.col.responseRate'), width: 14, value: (row) => percent(row.responseTimelyRate) },
        { header: t('andonRecords.col.resolutionRate'), width: 14, value: (row) => percent(row.resolutionTimelyRate) },
      ],
      rows: analysis.byItem,
    }),
    countSheet(t, 'andonRecords.sheet.byType', analysis.byType),
    countSheet(t, 'andonRecords.sheet.byLine', analysis.byLine),
    countSheet(t, 'andonRecords.sheet.topStations', analysis.top.stations),
    countSheet(t, 'andonRecords.sheet.topResponders', analysis.top.responders),
    sheet<AndonTrendPoint>({
      name: t('andonRecords.sheet.trend'),
      columns: [
        { header: t('andonRecords.col.day'), width: 12, value: (row) => row.day },
        { header: t('andonRecords.col.calls'), width: 10, value: (row) => row.calls },
        { header: t('andonRecords.col.responseRate'), width: 14, value: (row) => percent(row.responseTimelyRate) },
        { header: t('andonRecords.col.resolutionRate'), width: 14, value: (row) => percent(row.resolutionTimelyRate) },
      ],
      rows: longest,
    }),
  ]);
}

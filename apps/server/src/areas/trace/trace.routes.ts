import {
  type ChainNode,
  type CodedRef,
  formatInstant,
  type ProductTrace,
  type RecallRow,
  TRACE_EXPORT_MAX,
  type TraceEvent,
  type TraceMaterial,
  type TraceUnitRow,
  type TraceUser,
  traceApi,
  wipApi,
  XLSX_CONTENT_TYPE,
} from '@takt/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type SheetSpec, writeWorkbook } from '../../platform/excel/excel.js';
import { registerDownload, stampedName } from '../../platform/http/register-download.js';
import { type RouteGuards, registerRoute } from '../../platform/http/register-route.js';
import { requestLanguage } from '../../platform/http/request-context.js';
import { type MessageKey, translate } from '../../platform/i18n/messages.js';
import type { TraceService } from './trace.service.js';

/** Export cells: the enterprise's wall-clock time of an instant ("2026-11-23 20:00:05"). */
export type TimeFormat = (at: string | null | undefined) => string | null;

const refText = (ref: CodedRef | null | undefined) => (ref ? `${ref.code} ${ref.name}` : null);
const userText = (user: TraceUser | null | undefined) => user?.name ?? null;

// A workbook of differently shaped sheets.
const sheet = <T>(spec: SheetSpec<T>) => spec as unknown as SheetSpec<unknown>;

function exporter(request: FastifyRequest, timeZone: string) {
  const language = requestLanguage(request);
  const t = (key: MessageKey, params?: Record<string, string | number>) => translate(language, key, params);
  const time: TimeFormat = (at) => formatInstant(at, timeZone) || null;
  return { t, time };
}

type Texts = ReturnType<typeof exporter>;

function unitSheet({ t, time }: Texts, name: string, rows: readonly TraceUnitRow[]) {
  return sheet<TraceUnitRow>({
    name,
    columns: [
      { header: t('trace.col.serial'), width: 22, value: (row) => row.serial },
      { header: t('trace.col.unitStatus'), width: 12, value: (row) => t(`trace.status.${row.status}` as MessageKey) },
      { header: t('trace.col.order'), width: 18, value: (row) => row.order?.code },
      { header: t('trace.col.product'), width: 24, value: (row) => refText(row.product) },
      { header: t('trace.col.line'), width: 18, value: (row) => refText(row.line) },
      { header: t('trace.col.nextStep'), width: 24, value: (row) => stepText(row.nextStepNo, row.nextProcess) },
      { header: t('trace.col.repairCount'), width: 8, value: (row) => row.repairCount },
      { header: t('trace.col.box'), width: 18, value: (row) => row.boxCode },
      { header: t('trace.col.lastStation'), width: 20, value: (row) => refText(row.lastStation) },
      { header: t('trace.col.lastScannedAt'), width: 20, value: (row) => time(row.lastScannedAt) },
      { header: t('trace.col.createdAt'), width: 20, value: (row) => time(row.createdAt) },
    ],
    rows,
  });
}

const stepText = (stepNo: number | null, process: CodedRef | null) =>
  stepNo === null ? null : `${stepNo}${process ? ` ${process.code} ${process.name}` : ''}`;

function productWorkbook(texts: Texts, trace: ProductTrace): Buffer {
  const { t, time } = texts;
  const summary: [string, string | number | null][] = [
    [t('trace.col.serial'), trace.unit.serial],
    [t('trace.col.unitStatus'), t(`trace.status.${trace.unit.status}` as MessageKey)],
    [t('trace.col.order'), trace.order?.code ?? null],
    [t('trace.col.orderType'), trace.order?.type ?? null],
    [t('trace.col.product'), refText(trace.unit.product)],
    [t('trace.col.line'), refText(trace.unit.line)],
    [t('trace.col.nextStep'), stepText(trace.unit.nextStepNo, trace.unit.nextProcess)],
    [t('trace.col.repairCount'), trace.unit.repairCount],
    [t('trace.col.box'), trace.box?.code ?? null],
    [t('trace.col.carrier'), trace.carrier?.code ?? null],
    [t('trace.col.createdAt'), time(trace.unit.createdAt)],
    [t('trace.col.completedAt'), time(trace.unit.completedAt)],
  ];
  type RepairLine = {
    repair: ProductTrace['repairs'][number];
    defect: ProductTrace['repairs'][number]['defects'][number] | null;
  };
  const defects = trace.repairs.flatMap((repair): RepairLine[] =>
    repair.defects.length === 0 ? [{ repair, defect: null }] : repair.defects.map((defect) => ({ repair, defect })),
  );
  return writeWorkbook<unknown>([
    sheet<[string, string | number | null]>({
      name: t('trace.sheet.summary'),
      columns: [
        { header: t('trace.col.item'), width: 20, value: (row) => row[0] },
        { header: t('trace.col.value'), width: 36, value: (row) => row[1] },
      ],
      rows: summary,
    }),
    sheet<TraceEvent>({
      name: t('trace.sheet.steps'),
      columns: [
        { header: t('trace.col.time'), width: 20, value: (row) => time(row.scannedAt) },
        { header: t('trace.col.action'), width: 10, value: (row) => t(`trace.action.${row.action}` as MessageKey) },
        { header: t('trace.col.stepNo'), width: 6, value: (row) => row.stepNo },
        { header: t('trace.col.process'), width: 22, value: (row) => refText(row.process) },
        { header: t('trace.col.station'), width: 22, value: (row) => refText(row.station) },
        { header: t('trace.col.operator'), width: 14, value: (row) => userText(row.operator) },
        { header: t('trace.col.shift'), width: 14, value: (row) => refText(row.shift) },
        { header: t('trace.col.barcode'), width: 22, value: (row) => row.barcode },
        { header: t('trace.col.package'), width: 18, value: (row) => row.packageCode },
        { header: t('trace.col.remark'), width: 24, value: (row) => row.remark },
      ],
      rows: trace.events,
    }),
    sheet<TraceMaterial>({
      name: t('trace.sheet.materials'),
      columns: [
        { header: t('trace.col.material'), width: 24, value: (row) => refText(row.material) },
        { header: t('trace.col.barcode'), width: 22, value: (row) => row.barcode },
        { header: t('trace.col.lot'), width: 18, value: (row) => row.lot },
        { header: t('trace.col.stepNo'), width: 6, value: (row) => row.stepNo },
        { header: t('trace.col.process'), width: 22, value: (row) => refText(row.process) },
        { header: t('trace.col.station'), width: 22, value: (row) => refText(row.station) },
        { header: t('trace.col.operator'), width: 14, value: (row) => userText(row.operator) },
        { header: t('trace.col.boundAt'), width: 20, value: (row) => time(row.boundAt) },
        { header: t('trace.col.unboundAt'), width: 20, value: (row) => time(row.unboundAt) },
        { header: t('trace.col.unboundBy'), width: 14, value: (row) => userText(row.unboundBy) },
        { header: t('trace.col.unbindReason'), width: 24, value: (row) => row.unbindReason },
      ],
      rows: trace.materials,
    }),
    sheet<RepairLine>({
      name: t('trace.sheet.repairs'),
      columns: [
        { header: t('trace.col.failedAt'), width: 20, value: (row) => time(row.repair.failedAt) },
        { header: t('trace.col.stepNo'), width: 6, value: (row) => row.repair.failedStepNo },
        { header: t('trace.col.process'), width: 22, value: (row) => refText(row.repair.failedProcess) },
        { header: t('trace.col.station'), width: 22, value: (row) => refText(row.repair.failedStation) },
        { header: t('trace.col.failedBy'), width: 14, value: (row) => userText(row.repair.failedBy) },
        { header: t('trace.col.phenomenon'), width: 22, value: (row) => refText(row.defect?.badPhenomenon) },
        { header: t('trace.col.defectType'), width: 18, value: (row) => refText(row.defect?.defectType) },
        { header: t('trace.col.quantity'), width: 8, value: (row) => row.defect?.quantity },
        {
          header: t('trace.col.repairStatus'),
          width: 12,
          value: (row) => t(`trace.repair.${row.repair.status}` as MessageKey),
        },
        { header: t('trace.col.cause'), width: 20, value: (row) => refText(row.repair.cause) },
        { header: t('trace.col.responsibleUnit'), width: 20, value: (row) => refText(row.repair.responsibleUnit) },
        { header: t('trace.col.solution'), width: 20, value: (row) => refText(row.repair.solution) },
        { header: t('trace.col.repairedBy'), width: 14, value: (row) => userText(row.repair.repairedBy) },
        { header: t('trace.col.repairedAt'), width: 20, value: (row) => time(row.repair.repairedAt) },
        { header: t('trace.col.returnStep'), width: 8, value: (row) => row.repair.returnStepNo },
        { header: t('trace.col.remark'), width: 24, value: (row) => row.repair.remark },
      ],
      rows: defects,
    }),
  ]);
}

function recallSheet({ t, time }: Texts, rows: readonly RecallRow[]) {
  return sheet<RecallRow>({
    name: t('trace.sheet.recall'),
    columns: [
      { header: t('trace.col.serial'), width: 22, value: (row) => row.serial },
      {
        header: t('trace.col.unitStatus'),
        width: 12,
        value: (row) => t(`trace.status.${row.unitStatus}` as MessageKey),
      },
      { header: t('trace.col.order'), width: 18, value: (row) => row.order?.code },
      { header: t('trace.col.product'), width: 24, value: (row) => refText(row.order?.product) },
      { header: t('trace.col.line'), width: 18, value: (row) => refText(row.order?.line) },
      { header: t('trace.col.box'), width: 18, value: (row) => row.boxCode },
      { header: t('trace.col.carrier'), width: 18, value: (row) => row.carrierCode },
      { header: t('trace.col.material'), width: 24, value: (row) => refText(row.material) },
      { header: t('trace.col.barcode'), width: 22, value: (row) => row.barcode },
      { header: t('trace.col.lot'), width: 18, value: (row) => row.lot },
      { header: t('trace.col.boundAt'), width: 20, value: (row) => time(row.boundAt) },
      { header: t('trace.col.unboundAt'), width: 20, value: (row) => time(row.unboundAt) },
    ],
    rows,
  });
}

type ChainRow = { level: number; node: ChainNode };
const flatten = (nodes: readonly ChainNode[], level = 1): ChainRow[] =>
  nodes.flatMap((node) => [{ level, node }, ...flatten(node.children, level + 1)]);

export function registerTraceRoutes(
  app: FastifyInstance,
  guards: RouteGuards,
  service: TraceService,
  /** The zone a user's export times are written in (theirs, else the enterprise's). */
  timeZoneOf: (tenantId: string, userId: string) => Promise<string>,
): void {
  const texts = async (request: FastifyRequest, auth: { tenantId: string; userId: string }) =>
    exporter(request, await timeZoneOf(auth.tenantId, auth.userId));

  registerRoute(app, guards, traceApi.product, ({ auth, query }) => service.product(auth.tenantId, query.serial));
  registerDownload(app, guards, traceApi.productExport, async ({ auth, query, request }) => {
    const trace = await service.product(auth.tenantId, query.serial);
    const data = productWorkbook(await texts(request, auth), trace);
    return { data, fileName: stampedName(`trace-${trace.unit.serial}`, 'xlsx'), contentType: XLSX_CONTENT_TYPE };
  });

  registerRoute(app, guards, traceApi.chain, ({ auth, query }) => service.chain(auth.tenantId, query.code));
  registerDownload(app, guards, traceApi.chainExport, async ({ auth, query, request }) => {
    const chain = await service.chain(auth.tenantId, query.code);
    const { t } = await texts(request, auth);
    const data = writeWorkbook<ChainRow>([
      {
        name: t('trace.sheet.chain'),
        columns: [
          { header: t('trace.col.level'), width: 6, value: (row) => row.level },
          { header: t('trace.col.item'), width: 12, value: (row) => t(`trace.kind.${row.node.kind}` as MessageKey) },
          { header: t('trace.col.code'), width: 24, value: (row) => `${'  '.repeat(row.level - 1)}${row.node.code}` },
          { header: t('trace.col.name'), width: 24, value: (row) => row.node.name },
          { header: t('trace.col.lot'), width: 18, value: (row) => row.node.lot },
          { header: t('trace.col.status'), width: 12, value: (row) => row.node.status },
        ],
        rows: flatten(chain.roots),
      },
    ]);
    return { data, fileName: stampedName('data-chain', 'xlsx'), contentType: XLSX_CONTENT_TYPE };
  });

  registerRoute(app, guards, traceApi.lotPage, ({ auth, query }) => {
    const { pageNo, pageSize, sortField, sortOrder, ...filter } = query;
    return service.lotPage(auth.tenantId, filter, { pageNo, pageSize, sortField, sortOrder });
  });
  registerDownload(app, guards, traceApi.lotExport, async ({ auth, query, request }) => {
    const recall = await service.lotList(auth.tenantId, query, TRACE_EXPORT_MAX);
    const exportTexts = await texts(request, auth);
    const { t } = exportTexts;
    const summary: [string, string | number][] = [
      [t('trace.col.lot'), query.lot],
      [t('trace.col.material'), recall.summary.materials.map(refText).join(', ')],
      [t('trace.col.units'), recall.summary.units],
      [t('trace.col.boxes'), recall.summary.boxes],
      [t('trace.col.carriers'), recall.summary.carriers],
      [t('trace.col.orders'), recall.summary.orders],
      [t('trace.col.bindings'), recall.total],
      ...Object.entries(recall.summary.byStatus).map(([status, n]): [string, number] => [
        t(`trace.status.${status}` as MessageKey),
        n,
      ]),
    ];
    if (recall.total > recall.rows.length)
      summary.push([t('trace.col.remark'), t('trace.col.truncated', { count: recall.rows.length })]);
    const data = writeWorkbook<unknown>([
      sheet<[string, string | number]>({
        name: t('trace.sheet.summary'),
        columns: [
          { header: t('trace.col.item'), width: 20, value: (row) => row[0] },
          { header: t('trace.col.value'), width: 36, value: (row) => row[1] },
        ],
        rows: summary,
      }),
      recallSheet(exportTexts, recall.rows),
    ]);
    return { data, fileName: stampedName(`recall-${query.lot}`, 'xlsx'), contentType: XLSX_CONTENT_TYPE };
  });

  registerRoute(app, guards, traceApi.workOrder, ({ auth, query }) => service.workOrder(auth.tenantId, query));
  registerRoute(app, guards, traceApi.workOrderUnits, ({ auth, query }) => service.orderUnits(auth.tenantId, query));
  registerDownload(app, guards, traceApi.workOrderExport, async ({ auth, query, request }) => {
    const trace = await service.workOrder(auth.tenantId, query);
    const units = await service.orderUnitList(auth.tenantId, trace.order.id, TRACE_EXPORT_MAX);
    const exportTexts = await texts(request, auth);
    const { t } = exportTexts;
    type Step = (typeof trace.steps)[number];
    type Defect = (typeof trace.defects)[number];
    type Material = (typeof trace.materials)[number];
    const data = writeWorkbook<unknown>([
      sheet<Step>({
        name: t('trace.sheet.steps'),
        columns: [
          { header: t('trace.col.stepNo'), width: 6, value: (row) => row.stepNo },
          { header: t('trace.col.process'), width: 24, value: (row) => refText(row.process) },
          { header: t('trace.col.units'), width: 10, value: (row) => row.units },
          { header: t('trace.col.passed'), width: 10, value: (row) => row.passed },
          { header: t('trace.col.failed'), width: 10, value: (row) => row.failed },
          { header: t('trace.col.firstPass'), width: 10, value: (row) => row.firstPass },
          {
            header: t('trace.col.yield'),
            width: 12,
            value: (row) => (row.firstPassYield === null ? null : Math.round(row.firstPassYield * 10000) / 100),
          },
        ],
        rows: trace.steps,
      }),
      sheet<Defect>({
        name: t('trace.sheet.defects'),
        columns: [
          { header: t('trace.col.phenomenon'), width: 24, value: (row) => refText(row.badPhenomenon) },
          { header: t('trace.col.defectType'), width: 20, value: (row) => refText(row.defectType) },
          { header: t('trace.col.quantity'), width: 10, value: (row) => row.quantity },
          { header: t('trace.col.units'), width: 10, value: (row) => row.units },
        ],
        rows: trace.defects,
      }),
      sheet<Material>({
        name: t('trace.sheet.materials'),
        columns: [
          { header: t('trace.col.material'), width: 24, value: (row) => refText(row.material) },
          { header: t('trace.col.quantity'), width: 10, value: (row) => row.quantity },
          { header: t('trace.col.units'), width: 10, value: (row) => row.units },
          { header: t('trace.col.unbound'), width: 10, value: (row) => row.unbound },
          {
            header: t('trace.col.lots'),
            width: 40,
            value: (row) => row.lots.map((lot) => `${lot.lot} (${lot.quantity})`).join(', '),
          },
        ],
        rows: trace.materials,
      }),
      unitSheet(exportTexts, t('trace.sheet.units'), units),
    ]);
    return { data, fileName: stampedName(`order-trace-${trace.order.code}`, 'xlsx'), contentType: XLSX_CONTENT_TYPE };
  });

  registerRoute(app, guards, wipApi.page, ({ auth, query }) => service.wipPage(auth.tenantId, query));
  registerDownload(app, guards, wipApi.export, async ({ auth, query, request }) => {
    const rows = await service.wipList(auth.tenantId, query, TRACE_EXPORT_MAX);
    const exportTexts = await texts(request, auth);
    const data = writeWorkbook<unknown>([unitSheet(exportTexts, exportTexts.t('trace.sheet.wip'), rows)]);
    return { data, fileName: stampedName('wip', 'xlsx'), contentType: XLSX_CONTENT_TYPE };
  });
}

import {
  LANGUAGES,
  PROCESS_TYPE_LABELS,
  PROCESS_TYPES,
  type Process,
  processApi,
  processImportRoutes,
  processImportRowSchema,
  routingApi,
  XLSX_CONTENT_TYPE,
} from '@takt/contracts';
import type { FastifyInstance } from 'fastify';
import { invalid } from '../../platform/errors.js';
import { writeWorkbook } from '../../platform/excel/excel.js';
import { registerSheetImport } from '../../platform/excel/sheet-import.js';
import { registerDownload, stampedName } from '../../platform/http/register-download.js';
import { type RouteGuards, registerRoute } from '../../platform/http/register-route.js';
import { requestLanguage } from '../../platform/http/request-context.js';
import { type MessageKey, translate } from '../../platform/i18n/messages.js';
import { type ResourceExport, registerResourceRoutes } from '../../platform/resources/resource.routes.js';
import type { ProcessService } from './process.resource.js';
import type { RoutingService } from './routing.service.js';

const flag = (value: boolean, text: (key: MessageKey) => string) => text(value ? 'processes.yes' : 'processes.no');

const processExport: ResourceExport<Process> = {
  sheet: 'processes.sheet',
  fileName: 'processes',
  columns: [
    { header: 'processes.col.code', width: 16, value: (row) => row.code },
    { header: 'processes.col.name', width: 28, value: (row) => row.name },
    {
      header: 'processes.col.type',
      width: 14,
      value: (row, _text, language) => PROCESS_TYPE_LABELS[row.type][language],
    },
    { header: 'processes.col.counting', width: 12, value: (row, text) => flag(row.counting, text) },
    { header: 'processes.col.completion', width: 12, value: (row, text) => flag(row.completion, text) },
    { header: 'processes.col.mandatoryScan', width: 12, value: (row, text) => flag(row.mandatoryScan, text) },
    { header: 'processes.col.returnProcess', width: 16, value: (row) => row.returnProcessCode },
    { header: 'processes.col.remark', width: 30, value: (row) => row.remark },
  ],
};

export function registerProcessRoutes(app: FastifyInstance, guards: RouteGuards, processes: ProcessService): void {
  registerResourceRoutes(app, guards, processApi, processes, processExport);
  registerRoute(app, guards, processApi.list, ({ auth }) => processes.list(auth.tenantId));
}

export function registerRoutingRoutes(app: FastifyInstance, guards: RouteGuards, routings: RoutingService): void {
  registerRoute(app, guards, routingApi.page, ({ auth, query }) => routings.page(auth.tenantId, query));
  registerRoute(app, guards, routingApi.detail, ({ auth, query }) =>
    routings.detail(auth.tenantId, query.id, query.versionNo),
  );
  registerRoute(app, guards, routingApi.add, ({ auth, body }) => routings.add(auth.tenantId, body));
  registerRoute(app, guards, routingApi.edit, ({ auth, body }) => routings.edit(auth.tenantId, body));
  registerRoute(app, guards, routingApi.copy, ({ auth, body }) => routings.copy(auth.tenantId, body));
  registerRoute(app, guards, routingApi.delete, async ({ auth, body }) => {
    await routings.delete(auth.tenantId, body.id);
    return null;
  });
}

const normal = (text: string) => text.trim().toLowerCase();

/** A type cell: its key or its label in any language; anything else goes to the schema as is (and fails there). */
export function typeCell(text: string): string | undefined {
  if (text.trim() === '') return undefined;
  const found = PROCESS_TYPES.find(
    (type) =>
      normal(type) === normal(text) ||
      LANGUAGES.some((language) => normal(PROCESS_TYPE_LABELS[type][language]) === normal(text)),
  );
  return found ?? text;
}

const YES = new Set(['yes', 'y', 'true', '1', '是', 'có', 'co']);
const NO = new Set(['no', 'n', 'false', '0', '否', 'không', 'khong']);

/** A yes/no cell in any of the four languages; blank is undefined (the default), anything else fails the schema. */
export function flagCell(text: string): boolean | string | undefined {
  const value = normal(text);
  if (value === '') return undefined;
  if (YES.has(value)) return true;
  if (NO.has(value)) return false;
  return text;
}

export function registerProcessImport(app: FastifyInstance, guards: RouteGuards, processes: ProcessService): void {
  registerSheetImport(app, guards, {
    routes: processImportRoutes,
    sheetName: 'processes.sheet',
    columns: [
      { key: 'code', header: 'processes.col.code', required: true, example: 'P010' },
      { key: 'name', header: 'processes.col.name', required: true, example: 'Solder paste printing' },
      { key: 'type', header: 'processes.col.type', example: 'Normal' },
      { key: 'counting', header: 'processes.col.counting', example: 'No' },
      { key: 'completion', header: 'processes.col.completion', example: 'No' },
      { key: 'mandatoryScan', header: 'processes.col.mandatoryScan', example: 'Yes' },
      { key: 'returnProcessCode', header: 'processes.col.returnProcess', example: '' },
      { key: 'remark', header: 'processes.col.remark' },
    ] as const,
    toInput: (cells) => ({
      code: cells.code,
      name: cells.name,
      type: typeCell(cells.type),
      counting: flagCell(cells.counting),
      completion: flagCell(cells.completion),
      mandatoryScan: flagCell(cells.mandatoryScan),
      returnProcessCode: cells.returnProcessCode || undefined,
      remark: cells.remark || undefined,
    }),
    schema: processImportRowSchema,
    save: async (auth, { returnProcessCode, ...input }) => {
      let returnProcessId: string | null = null;
      if (returnProcessCode) {
        // Earlier rows of the same file count: they are saved in this transaction already.
        const target = await processes.findByCode(auth.tenantId, returnProcessCode);
        if (!target)
          throw invalid('processes.returnProcessUnknown', { field: 'returnProcessCode', code: returnProcessCode });
        returnProcessId = target.id;
      }
      return processes.add(auth.tenantId, { ...input, returnProcessId });
    },
  });
}

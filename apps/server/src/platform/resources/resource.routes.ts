import { type Language, type RouteDef, XLSX_CONTENT_TYPE } from '@takt/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type CellValue, writeWorkbook } from '../excel/excel.js';
import { registerDownload, stampedName } from '../http/register-download.js';
import { type RouteGuards, registerRoute } from '../http/register-route.js';
import { requestLanguage } from '../http/request-context.js';
import { type MessageKey, translate } from '../i18n/messages.js';
import type { ResourceTable } from './resource.repository.js';
import type { OwnValues, ResourceInput, ResourceService } from './resource.service.js';

/** The routes a resource may have, as `defineResource` in the contracts declares them. */
export interface ResourceRoutes {
  page: RouteDef;
  detail?: RouteDef;
  add?: RouteDef;
  edit?: RouteDef;
  delete?: RouteDef;
  export?: RouteDef;
  /** `{ id, status }` → the record with its new status. */
  changeStatus?: RouteDef;
}

/**
 * One column of an export: its header (a message key), width in characters, and the cell of a
 * record (`text` words a message key, `language` anything else worded, in the reader's language).
 */
export interface ExportColumn<Dto> {
  header: MessageKey;
  width?: number;
  value: (row: Dto, text: (key: MessageKey) => string, language: Language) => CellValue;
}

/** The export of a resource: the sheet's name, the file's name (stamped with the time), its columns. */
export interface ResourceExport<Dto> {
  sheet: MessageKey;
  fileName: string;
  columns: readonly ExportColumn<Dto>[];
}

/**
 * Registers the routes a resource's contract has (page always; detail, add, edit, delete, export
 * when declared). The contract's schemas check every query, body and answer, so the handlers
 * only pass them through; an export needs `exported` (its sheet).
 */
export function registerResourceRoutes<T extends ResourceTable, Dto, Input extends ResourceInput>(
  app: FastifyInstance,
  guards: RouteGuards,
  api: ResourceRoutes,
  service: ResourceService<T, Dto, Input>,
  exported?: ResourceExport<Dto>,
): void {
  type Handler = Parameters<typeof registerRoute<RouteDef>>[3];
  const route = (def: RouteDef | undefined, handler: Handler) => def && registerRoute(app, guards, def, handler);
  type Query = Parameters<typeof service.page>[1];
  const answer = (request: FastifyRequest) => ({ language: requestLanguage(request) });
  route(api.page, ({ auth, query, request }) => service.page(auth.tenantId, query as Query, answer(request)));
  route(api.detail, ({ auth, query, request }) =>
    service.detail(auth.tenantId, (query as { id: string }).id, answer(request)),
  );
  route(api.add, ({ auth, body, request }) => service.add(auth.tenantId, body as Input, answer(request)));
  route(api.edit, ({ auth, body, request }) =>
    service.edit(auth.tenantId, body as Input & { id: string }, answer(request)),
  );
  route(api.changeStatus, ({ auth, body, request }) => {
    const { id, status } = body as { id: string; status: unknown };
    return service.change(auth.tenantId, id, { status } as Partial<OwnValues<T>>, answer(request));
  });
  route(api.delete, async ({ auth, body }) => {
    await service.delete(auth.tenantId, (body as { id: string }).id);
    return null;
  });
  if (!api.export) return;
  if (!exported) throw new Error(`${api.export.path} is declared without its sheet`);
  registerDownload(app, guards, api.export, async ({ auth, query, request }) => {
    const rows = await service.list(auth.tenantId, query as Record<string, unknown>, answer(request));
    const language = requestLanguage(request);
    const text = (key: MessageKey) => translate(language, key);
    const data = writeWorkbook([
      {
        name: text(exported.sheet),
        columns: exported.columns.map((column) => ({
          header: text(column.header),
          width: column.width,
          value: (row: Dto) => column.value(row, text, language),
        })),
        rows,
      },
    ]);
    return { data, fileName: stampedName(exported.fileName, 'xlsx'), contentType: XLSX_CONTENT_TYPE };
  });
}

import {
  factoryImportRowSchema,
  type Line,
  lineApi,
  lineImportRoutes,
  type Station,
  stationApi,
  stationImportRoutes,
  type Workshop,
  workshopApi,
  workshopImportRoutes,
  XLSX_CONTENT_TYPE,
} from '@takt/contracts';
import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../../platform/auth/auth-context.js';
import type { DataScopeResolver } from '../../platform/data-scope/data-scope.js';
import { AppError, conflict } from '../../platform/errors.js';
import { type SheetColumn, writeWorkbook } from '../../platform/excel/excel.js';
import { registerSheetImport } from '../../platform/excel/sheet-import.js';
import { registerDownload, stampedName } from '../../platform/http/register-download.js';
import { type RouteGuards, registerRoute } from '../../platform/http/register-route.js';
import { requestLanguage } from '../../platform/http/request-context.js';
import { type MessageKey, translate } from '../../platform/i18n/messages.js';
import type { OrgCaller } from '../organisations/organisation.service.js';
import type { FactoryKind, FactoryService } from './factory.service.js';

export function registerFactoryRoutes(
  app: FastifyInstance,
  guards: RouteGuards,
  services: { factory: FactoryService; dataScopes: DataScopeResolver },
): void {
  const { factory, dataScopes } = services;
  const caller = async (auth: AuthContext): Promise<OrgCaller> => ({
    tenantId: auth.tenantId,
    scope: await dataScopes.resolve(auth),
  });
  const own = (body: { code: string; name: string; sort: number; description?: string | null }) => ({
    code: body.code,
    name: body.name,
    sort: body.sort,
    description: body.description ?? null,
  });

  // ── workshops ──
  registerRoute(app, guards, workshopApi.page, async ({ auth, query }) =>
    factory.page('workshop', await caller(auth), query),
  );
  registerRoute(app, guards, workshopApi.detail, async ({ auth, query }) =>
    factory.detail('workshop', await caller(auth), query.id),
  );
  registerRoute(app, guards, workshopApi.add, async ({ auth, body }) =>
    factory.add('workshop', await caller(auth), { ...own(body), parentId: body.factoryId, ownerId: body.ownerId }),
  );
  registerRoute(app, guards, workshopApi.edit, async ({ auth, body }) =>
    factory.edit('workshop', await caller(auth), body.id, {
      ...own(body),
      parentId: body.factoryId,
      ownerId: body.ownerId,
    }),
  );
  registerRoute(app, guards, workshopApi.delete, async ({ auth, body }) => {
    await factory.delete('workshop', await caller(auth), body.id);
    return null;
  });

  // ── lines ──
  registerRoute(app, guards, lineApi.page, async ({ auth, query }) => factory.page('line', await caller(auth), query));
  registerRoute(app, guards, lineApi.detail, async ({ auth, query }) =>
    factory.detail('line', await caller(auth), query.id),
  );
  registerRoute(app, guards, lineApi.add, async ({ auth, body }) =>
    factory.add('line', await caller(auth), { ...own(body), parentId: body.workshopId, ownerId: body.ownerId }),
  );
  registerRoute(app, guards, lineApi.edit, async ({ auth, body }) =>
    factory.edit('line', await caller(auth), body.id, {
      ...own(body),
      parentId: body.workshopId,
      ownerId: body.ownerId,
    }),
  );
  registerRoute(app, guards, lineApi.delete, async ({ auth, body }) => {
    await factory.delete('line', await caller(auth), body.id);
    return null;
  });

  // ── workstations ──
  registerRoute(app, guards, stationApi.page, async ({ auth, query }) =>
    factory.page('station', await caller(auth), query),
  );
  registerRoute(app, guards, stationApi.detail, async ({ auth, query }) =>
    factory.detail('station', await caller(auth), query.id),
  );
  registerRoute(app, guards, stationApi.add, async ({ auth, body }) =>
    factory.add('station', await caller(auth), {
      ...own(body),
      parentId: body.lineId,
      servedLineIds: body.servedLineIds,
    }),
  );
  registerRoute(app, guards, stationApi.edit, async ({ auth, body }) =>
    factory.edit('station', await caller(auth), body.id, {
      ...own(body),
      parentId: body.lineId,
      servedLineIds: body.servedLineIds,
    }),
  );
  registerRoute(app, guards, stationApi.delete, async ({ auth, body }) => {
    await factory.delete('station', await caller(auth), body.id);
    return null;
  });
  registerRoute(app, guards, stationApi.configProcess, async ({ auth, body }) =>
    factory.configProcesses(await caller(auth), body.id, body.processIds),
  );

  // ── exports ──
  type Text = (key: MessageKey) => string;
  const common = <T extends { code: string; name: string; description: string | null; sort: number }>(
    text: Text,
  ): SheetColumn<T>[] => [
    { header: text('factory.col.code'), width: 20, value: (row) => row.code },
    { header: text('factory.col.name'), width: 30, value: (row) => row.name },
  ];
  const tail = <T extends { description: string | null; sort: number }>(text: Text): SheetColumn<T>[] => [
    { header: text('factory.col.description'), width: 40, value: (row) => row.description },
    { header: text('factory.col.sort'), width: 8, value: (row) => row.sort },
  ];
  const sheet = <T>(sheetKey: MessageKey, fileName: string, rows: T[], columns: SheetColumn<T>[], text: Text) => ({
    data: writeWorkbook([{ name: text(sheetKey), columns, rows }]),
    fileName: stampedName(fileName, 'xlsx'),
    contentType: XLSX_CONTENT_TYPE,
  });

  registerDownload(app, guards, workshopApi.export, async ({ auth, query, request }) => {
    const text: Text = (key) => translate(requestLanguage(request), key);
    const rows = await factory.list('workshop', await caller(auth), query);
    return sheet<Workshop>(
      'factory.sheet.workshop',
      'workshops',
      rows,
      [
        ...common<Workshop>(text),
        { header: text('factory.col.factory'), width: 30, value: (row) => row.factoryName },
        { header: text('factory.col.owner'), width: 20, value: (row) => row.ownerName },
        ...tail<Workshop>(text),
      ],
      text,
    );
  });
  registerDownload(app, guards, lineApi.export, async ({ auth, query, request }) => {
    const text: Text = (key) => translate(requestLanguage(request), key);
    const rows = await factory.list('line', await caller(auth), query);
    return sheet<Line>(
      'factory.sheet.line',
      'lines',
      rows,
      [
        ...common<Line>(text),
        { header: text('factory.col.workshop'), width: 30, value: (row) => row.workshopName },
        { header: text('factory.col.owner'), width: 20, value: (row) => row.ownerName },
        ...tail<Line>(text),
      ],
      text,
    );
  });
  registerDownload(app, guards, stationApi.export, async ({ auth, query, request }) => {
    const text: Text = (key) => translate(requestLanguage(request), key);
    const rows = await factory.list('station', await caller(auth), query);
    return sheet<Station>(
      'factory.sheet.station',
      'workstations',
      rows,
      [
        ...common<Station>(text),
        { header: text('factory.col.line'), width: 30, value: (row) => row.lineName },
        {
          header: text('factory.col.processes'),
          width: 40,
          value: (row) => row.processes.map((process) => process.code).join(', '),
        },
        ...tail<Station>(text),
      ],
      text,
    );
  });

  // ── imports (all rows or none; the parent by its code) ──
  const imports: [FactoryKind, typeof workshopImportRoutes, MessageKey, MessageKey, string][] = [
    ['workshop', workshopImportRoutes, 'factory.sheet.workshop', 'factory.col.factoryCode', 'F01'],
    ['line', lineImportRoutes, 'factory.sheet.line', 'factory.col.workshopCode', 'WS-SMT'],
    ['station', stationImportRoutes, 'factory.sheet.station', 'factory.col.lineCode', 'SMT-L1'],
  ];
  for (const [kind, routes, sheetName, parentHeader, parentExample] of imports) {
    registerSheetImport(app, guards, {
      routes,
      sheetName,
      columns: [
        { key: 'code', header: 'factory.col.code', required: true, example: `${parentExample}-01` },
        { key: 'name', header: 'factory.col.name', required: true, example: 'Example' },
        { key: 'parentCode', header: parentHeader, required: true, example: parentExample },
        { key: 'description', header: 'factory.col.description' },
        { key: 'sort', header: 'factory.col.sort', example: '1' },
      ] as const,
      toInput: (cells) => ({
        code: cells.code,
        name: cells.name,
        parentCode: cells.parentCode,
        description: cells.description || undefined,
        sort: cells.sort === '' ? undefined : Number(cells.sort),
      }),
      schema: factoryImportRowSchema,
      save: async (auth, input) => {
        const parentId = await factory.parentIdByCode(kind, auth.tenantId, input.parentCode);
        const { parentCode: _parent, ...fields } = input;
        try {
          return await factory.add(kind, await caller(auth), { ...fields, parentId });
        } catch (error) {
          // The tree's "code in use" names no field: it belongs to the Code column.
          if (error instanceof AppError && error.messageKey === 'organisations.codeTaken')
            throw conflict('organisations.codeTaken', { ...error.params, field: 'code' });
          throw error;
        }
      },
    });
  }
}

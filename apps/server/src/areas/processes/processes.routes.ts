import { PROCESS_TYPE_LABELS, processApi, routingApi, XLSX_CONTENT_TYPE } from '@takt/contracts';
import type { FastifyInstance } from 'fastify';
import { writeWorkbook } from '../../platform/excel/excel.js';
import { registerDownload, stampedName } from '../../platform/http/register-download.js';
import { type RouteGuards, registerRoute } from '../../platform/http/register-route.js';
import { requestLanguage } from '../../platform/http/request-context.js';
import { type MessageKey, translate } from '../../platform/i18n/messages.js';
import type { ProcessService } from './process.service.js';
import type { RoutingService } from './routing.service.js';

export function registerProcessRoutes(app: FastifyInstance, guards: RouteGuards, processes: ProcessService): void {
  registerRoute(app, guards, processApi.page, ({ auth, query }) => processes.page(auth.tenantId, query));
  registerRoute(app, guards, processApi.list, ({ auth }) => processes.list(auth.tenantId));
  registerRoute(app, guards, processApi.detail, ({ auth, query }) => processes.detail(auth.tenantId, query.id));
  registerRoute(app, guards, processApi.add, ({ auth, body }) => processes.add(auth.tenantId, body));
  registerRoute(app, guards, processApi.edit, ({ auth, body }) => processes.edit(auth.tenantId, body));
  registerRoute(app, guards, processApi.delete, async ({ auth, body }) => {
    await processes.delete(auth.tenantId, body.id);
    return null;
  });

  registerDownload(app, guards, processApi.export, async ({ auth, query, request }) => {
    const language = requestLanguage(request);
    const text = (key: MessageKey) => translate(language, key);
    const flag = (value: boolean) => text(value ? 'processes.yes' : 'processes.no');
    const rows = await processes.list(auth.tenantId, query);
    const data = writeWorkbook([
      {
        name: text('processes.sheet'),
        columns: [
          { header: text('processes.col.code'), width: 16, value: (row) => row.code },
          { header: text('processes.col.name'), width: 28, value: (row) => row.name },
          { header: text('processes.col.type'), width: 14, value: (row) => PROCESS_TYPE_LABELS[row.type][language] },
          { header: text('processes.col.counting'), width: 12, value: (row) => flag(row.counting) },
          { header: text('processes.col.completion'), width: 12, value: (row) => flag(row.completion) },
          { header: text('processes.col.mandatoryScan'), width: 12, value: (row) => flag(row.mandatoryScan) },
          { header: text('processes.col.returnProcess'), width: 16, value: (row) => row.returnProcessCode },
          { header: text('processes.col.remark'), width: 30, value: (row) => row.remark },
        ],
        rows,
      },
    ]);
    return { data, fileName: stampedName('processes', 'xlsx'), contentType: XLSX_CONTENT_TYPE };
  });
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

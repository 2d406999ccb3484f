import { type ExceptionLog, exceptionLogApi, type VisitLog, visitLogApi } from '@takt/contracts';
import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../../platform/auth/auth-context.js';
import { registerDownload } from '../../platform/http/register-download.js';
import { type RouteGuards, registerRoute } from '../../platform/http/register-route.js';
import { requestLanguage } from '../../platform/http/request-context.js';
import type { MessageKey } from '../../platform/i18n/messages.js';
import type { ExceptionLogService } from './exception-log.service.js';
import { keyAndTimeColumns, type LogColumn, logWorkbook } from './log-export.js';
import type { VisitLogService } from './visit-log.service.js';

/** The reader's time zone, which the query's dates are days of. */
export type ReaderZone = (auth: AuthContext) => Promise<string>;

export function registerLogsRoutes(
  app: FastifyInstance,
  guards: RouteGuards,
  services: { exceptions: ExceptionLogService; visits: VisitLogService; zoneOf: ReaderZone },
): void {
  const { exceptions, visits, zoneOf } = services;

  registerRoute(app, guards, exceptionLogApi.page, async ({ auth, query }) =>
    exceptions.page(auth, query, await zoneOf(auth)),
  );
  registerRoute(app, guards, exceptionLogApi.detail, ({ auth, query }) => exceptions.detail(auth, query.id));
  registerDownload(app, guards, exceptionLogApi.export, async ({ auth, query, request }) => {
    const timeZone = await zoneOf(auth);
    const columns: LogColumn<ExceptionLog>[] = [
      ...keyAndTimeColumns<ExceptionLog>(timeZone),
      { header: 'logs.column.tenant', width: 20, value: (row) => row.tenantId },
      { header: 'logs.column.account', width: 16, value: (row) => row.account },
      { header: 'logs.column.method', width: 8, value: (row) => row.method },
      { header: 'logs.column.path', width: 40, value: (row) => row.path },
      { header: 'logs.column.status', width: 10, value: (row) => row.statusCode },
      { header: 'logs.column.message', width: 60, value: (row) => row.message },
      { header: 'logs.column.requestId', width: 38, value: (row) => row.requestId },
      { header: 'logs.column.stack', width: 80, value: (row) => row.stack },
    ];
    return logWorkbook(await exceptions.list(auth, query, timeZone), {
      sheet: 'logs.exception.sheet',
      fileName: 'exception-log',
      columns,
      language: requestLanguage(request),
    });
  });

  registerRoute(app, guards, visitLogApi.page, async ({ auth, query, request }) =>
    visits.page(auth.tenantId, query, await zoneOf(auth), requestLanguage(request)),
  );
  registerDownload(app, guards, visitLogApi.export, async ({ auth, query, request }) => {
    const timeZone = await zoneOf(auth);
    const columns: LogColumn<VisitLog>[] = [
      ...keyAndTimeColumns<VisitLog>(timeZone),
      {
        header: 'logs.column.kind',
        width: 14,
        value: (row, text) => text(`logs.visit.kind.${row.kind}` as MessageKey),
      },
      { header: 'logs.column.account', width: 16, value: (row) => row.account },
      { header: 'logs.column.ip', width: 18, value: (row) => row.ip },
      { header: 'logs.column.userAgent', width: 60, value: (row) => row.userAgent },
      { header: 'logs.column.detail', width: 30, value: (row) => row.detail },
    ];
    const language = requestLanguage(request);
    return logWorkbook(await visits.list(auth.tenantId, query, timeZone, language), {
      sheet: 'logs.visit.sheet',
      fileName: 'visit-log',
      columns,
      language,
    });
  });
}

import {
  dateRangeInstants,
  formatInstant,
  type OperationLog,
  operationLogApi,
  XLSX_CONTENT_TYPE,
} from '@takt/contracts';
import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../../platform/auth/auth-context.js';
import { writeWorkbook } from '../../platform/excel/excel.js';
import { registerDownload, stampedName } from '../../platform/http/register-download.js';
import { type RouteGuards, registerRoute } from '../../platform/http/register-route.js';
import { requestLanguage } from '../../platform/http/request-context.js';
import { type MessageKey, translate } from '../../platform/i18n/messages.js';
import type { OperationLogFilters } from './operation-log.repository.js';
import type { OperationLogService } from './operation-log.service.js';

/** The reader's time zone, which the query's dates are days of. */
export type ReaderZone = (auth: AuthContext) => Promise<string>;

interface QueryFilters {
  startDate?: string;
  endDate?: string;
  code?: string;
  account?: string;
  path?: string;
  success?: 'true' | 'false';
}

/** The contract's query as the repository's filters: dates as instants in the reader's zone, the flag as a boolean. */
function filtersOf(query: QueryFilters, timeZone: string): OperationLogFilters {
  const { startDate, endDate, success, ...rest } = query;
  return {
    ...rest,
    within: startDate && endDate ? dateRangeInstants(startDate, endDate, timeZone) : undefined,
    success: success === undefined ? undefined : success === 'true',
  };
}

export function registerOperationLogRoutes(
  app: FastifyInstance,
  guards: RouteGuards,
  service: OperationLogService,
  zoneOf: ReaderZone,
) {
  registerRoute(app, guards, operationLogApi.page, async ({ auth, query }) => {
    const { pageNo, pageSize, sortField, sortOrder, ...filters } = query;
    return service.page(auth.tenantId, {
      pageNo,
      pageSize,
      sortField,
      sortOrder,
      ...filtersOf(filters, await zoneOf(auth)),
    });
  });
  registerRoute(app, guards, operationLogApi.detail, ({ auth, query }) => service.detail(auth.tenantId, query.id));
  registerDownload(app, guards, operationLogApi.export, async ({ auth, query, request }) => {
    const timeZone = await zoneOf(auth);
    const language = requestLanguage(request);
    const text = (key: MessageKey) => translate(language, key);
    const rows = await service.list(auth.tenantId, filtersOf(query, timeZone));
    const column = (header: MessageKey, width: number, value: (row: OperationLog) => string | number | null) => ({
      header: text(header),
      width,
      value,
    });
    const data = writeWorkbook([
      {
        name: text('operationLog.sheet'),
        columns: [
          column('operationLog.column.key', 20, (row) => row.id),
          column('operationLog.column.time', 20, (row) => formatInstant(row.createdAt, timeZone)),
          column('operationLog.column.account', 16, (row) => row.account),
          column('operationLog.column.method', 8, (row) => row.method),
          column('operationLog.column.path', 40, (row) => row.path),
          column('operationLog.column.result', 10, (row) =>
            text(row.success ? 'operationLog.succeeded' : 'operationLog.failed'),
          ),
          column('operationLog.column.status', 10, (row) => row.statusCode),
          column('operationLog.column.message', 50, (row) => row.message),
          column('operationLog.column.ip', 18, (row) => row.ip),
          column('operationLog.column.duration', 12, (row) => row.durationMs),
          column('operationLog.column.requestId', 38, (row) => row.requestId),
        ],
        rows,
      },
    ]);
    return { data, fileName: stampedName('operation-log', 'xlsx'), contentType: XLSX_CONTENT_TYPE };
  });
}

import { dateRangeInstants, esdFloorApi, formatInstant, XLSX_CONTENT_TYPE } from '@takt/contracts';
import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../../platform/auth/auth-context.js';
import { writeWorkbook } from '../../platform/excel/excel.js';
import { registerDownload, stampedName } from '../../platform/http/register-download.js';
import { type RouteGuards, registerRoute } from '../../platform/http/register-route.js';
import { requestLanguage } from '../../platform/http/request-context.js';
import { translate } from '../../platform/i18n/messages.js';
import type { EsdHistoryService, ReadingFilters } from './esd-history.service.js';

/** The reader's time zone: a query's dates are days there, and the export's times are written in it. */
export type ReaderZone = (auth: AuthContext) => Promise<string>;

interface HistoryQuery {
  collectorId: string;
  metric?: ReadingFilters['metric'];
  startDate?: string;
  endDate?: string;
}

/** The contract's query (dates required and at most 31 days apart, checked at the edge) as instants. */
function filtersOf(query: HistoryQuery, timeZone: string): ReadingFilters {
  const { from, to } = dateRangeInstants(query.startDate ?? '', query.endDate ?? '', timeZone);
  return { collectorId: query.collectorId, metric: query.metric, from, to };
}

/** History (spec 001 §9): series over the spec's ranges, the 30-day trend, the readings and their export. */
export function registerEsdHistoryRoutes(
  app: FastifyInstance,
  guards: RouteGuards,
  history: EsdHistoryService,
  zoneOf: ReaderZone,
): void {
  registerRoute(app, guards, esdFloorApi.series, ({ auth, query }) =>
    history.series(auth.tenantId, query.collectorId, query.metric, query.minutes),
  );
  registerRoute(app, guards, esdFloorApi.trend, ({ auth, query }) =>
    history.trend(auth.tenantId, query.collectorId, query.metric),
  );
  registerRoute(app, guards, esdFloorApi.readings, async ({ auth, query }) => {
    const { pageNo, pageSize, sortField, sortOrder, ...filters } = query;
    return history.page(
      auth.tenantId,
      { pageNo, pageSize, sortField, sortOrder },
      filtersOf(filters, await zoneOf(auth)),
    );
  });
  registerDownload(app, guards, esdFloorApi.export, async ({ auth, query, request }) => {
    const timeZone = await zoneOf(auth);
    const language = requestLanguage(request);
    const { collector, rows } = await history.list(auth.tenantId, filtersOf(query, timeZone));
    const data = writeWorkbook([
      {
        name: translate(language, 'esdFloor.sheet'),
        columns: [
          {
            header: translate(language, 'esdFloor.column.collector'),
            width: 24,
            value: () => `${collector.code} ${collector.name}`,
          },
          {
            header: translate(language, 'esdFloor.column.time'),
            width: 22,
            value: (row) => formatInstant(row.at, timeZone),
          },
          {
            header: translate(language, 'esdFloor.column.metric'),
            width: 24,
            value: (row) => translate(language, `esdFloor.metric.${row.metric}`),
          },
          { header: translate(language, 'esdFloor.column.value'), width: 12, value: (row) => row.value },
        ],
        rows,
      },
    ]);
    return { data, fileName: stampedName('esd-readings', 'xlsx'), contentType: XLSX_CONTENT_TYPE };
  });
}

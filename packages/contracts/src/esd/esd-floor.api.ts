import { Permissions } from '../access/permissions.js';
import { pageResultSchema } from '../common/paging.js';
import { defineRoute } from '../common/route.js';
import { fileResponseSchema } from '../files/file.schema.js';
import {
  esdBoardQuerySchema,
  esdBoardSchema,
  esdReadingExportQuerySchema,
  esdReadingPageQuerySchema,
  esdReadingSchema,
  esdSeriesQuerySchema,
  esdSeriesSchema,
  esdTrendQuerySchema,
} from './esd-floor.schema.js';

export const esdFloorApi = {
  board: defineRoute({
    method: 'GET',
    path: '/esd/kanban',
    summary: "The ESD board of a line: each workstation's worst collector state, values and time in state",
    tag: 'esd',
    access: { permission: Permissions.esd.kanban.page },
    query: esdBoardQuerySchema,
    response: esdBoardSchema,
  }),
  series: defineRoute({
    method: 'GET',
    path: '/esd/history/series',
    summary: "A collector's resistance or voltage over one of the spec's ranges (1 minute to 24 hours back)",
    tag: 'esd',
    access: { permission: Permissions.esd.historyRecord.page },
    query: esdSeriesQuerySchema,
    response: esdSeriesSchema,
  }),
  trend: defineRoute({
    method: 'GET',
    path: '/esd/history/trend',
    summary: "A collector's 30-day trend of one metric: hourly minimum, mean and maximum",
    tag: 'esd',
    access: { permission: Permissions.esd.historyRecord.page },
    query: esdTrendQuerySchema,
    response: esdSeriesSchema,
  }),
  readings: defineRoute({
    method: 'GET',
    path: '/esd/history/page',
    summary: "A collector's stored readings in a date range of at most 31 days",
    tag: 'esd',
    access: { permission: Permissions.esd.historyRecord.page },
    query: esdReadingPageQuerySchema,
    response: pageResultSchema(esdReadingSchema),
  }),
  export: defineRoute({
    method: 'GET',
    path: '/esd/history/export',
    summary: "A collector's readings in the date range as an .xlsx file (blob, not an envelope)",
    tag: 'esd',
    access: { permission: Permissions.esd.historyRecord.export },
    query: esdReadingExportQuerySchema,
    response: fileResponseSchema,
  }),
};

import { z } from 'zod';
import { Permissions } from '../access/permissions.js';
import { dateRangeWithin31Days } from '../common/date-range.js';
import { pageQuerySchema, pageResultSchema } from '../common/paging.js';
import { defineResource } from '../common/resource.js';
import { defineRoute } from '../common/route.js';
import { fileResponseSchema } from '../files/file.schema.js';
import {
  ESD_ALARM_SORT_FIELDS,
  esdAlarmFilters,
  esdAlarmHandleSchema,
  esdAlarmRecordSchema,
} from './esd-alarm.schema.js';
import { esdCollectorSchemas } from './esd-collector.schema.js';
import { esdCollectorTypeSchemas } from './esd-collector-type.schema.js';

const P = Permissions.esd;

export const esdCollectorTypeApi = defineResource(
  {
    path: 'esd_collector_type',
    noun: 'ESD collector type',
    nouns: 'ESD collector types',
    tag: 'esd',
    permissions: P.collectorType,
    schemas: esdCollectorTypeSchemas,
    sortFields: ['code', 'name', 'kind', 'createdAt'],
    notes: {
      add: 'code unique in the enterprise; upper limits not below lower',
      delete: 'refused while collectors use it',
    },
  },
  ['detail', 'add', 'edit', 'delete'],
);

export const esdCollectorApi = defineResource(
  {
    path: 'esd_collector',
    noun: 'ESD collector',
    nouns: 'ESD collectors',
    tag: 'esd',
    permissions: P.collector,
    schemas: esdCollectorSchemas,
    sortFields: ['code', 'name', 'address', 'createdAt'],
    notes: {
      add: 'code unique in the enterprise, address unique on its gateway; limits default to the type’s; upper not below lower',
    },
  },
  ['detail', 'add', 'edit', 'delete', 'export'],
);

export const esdAlarmPageQuerySchema = pageQuerySchema(ESD_ALARM_SORT_FIELDS)
  .extend(esdAlarmFilters)
  .strict()
  .superRefine(dateRangeWithin31Days);
export const esdAlarmExportQuerySchema = z.strictObject(esdAlarmFilters).superRefine(dateRangeWithin31Days);

export const esdAlarmApi = {
  page: defineRoute({
    method: 'GET',
    path: '/esd_alarm_record/page',
    summary: 'ESD alarm records started in a date range of at most 31 days, by line, workstation, state',
    tag: 'esd',
    access: { permission: P.alarmRecord.page },
    query: esdAlarmPageQuerySchema,
    response: pageResultSchema(esdAlarmRecordSchema),
  }),
  export: defineRoute({
    method: 'GET',
    path: '/esd_alarm_record/export',
    summary: 'The filtered ESD alarm records as an .xlsx file (blob, not an envelope)',
    tag: 'esd',
    access: { permission: P.alarmRecord.export },
    query: esdAlarmExportQuerySchema,
    response: fileResponseSchema,
  }),
  handle: defineRoute({
    method: 'POST',
    path: '/esd_alarm_record/handle',
    summary:
      'Acknowledges an ESD alarm with a remark (who and when are recorded; a handled alarm keeps its first handling)',
    tag: 'esd',
    access: { permission: P.alarmRecord.handle },
    body: esdAlarmHandleSchema,
    response: esdAlarmRecordSchema,
  }),
};

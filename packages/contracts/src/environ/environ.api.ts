import { z } from 'zod';
import { Permissions } from '../access/permissions.js';
import { idSchema } from '../common/ids.js';
import { pageResultSchema } from '../common/paging.js';
import { defineResource, resourceIdSchema } from '../common/resource.js';
import { defineRoute } from '../common/route.js';
import { fileResponseSchema } from '../files/file.schema.js';
import {
  environAlarmExportQuerySchema,
  environAlarmHandleSchema,
  environAlarmPageQuerySchema,
  environAlarmSchema,
} from './environ-alarm.schema.js';
import { environDeviceSchemas } from './environ-device.schema.js';
import {
  environReadingPageQuerySchema,
  environReadingSchema,
  environSeriesQuerySchema,
  environSeriesSchema,
  environTrendQuerySchema,
} from './environ-history.schema.js';
import { environLimitsSaveSchema, environLimitsSchema, environValueConfigSchema } from './environ-limits.schema.js';

const P = Permissions.environ;

export const environDeviceApi = defineResource(
  {
    path: 'environ_device',
    noun: 'Temperature and humidity device',
    nouns: 'Temperature and humidity devices',
    tag: 'environ',
    permissions: P.device,
    schemas: environDeviceSchemas,
    sortFields: ['code', 'name', 'lastSeenAt', 'createdAt'],
    notes: { add: 'code unique among the enterprise’s device clients; a token is generated' },
  },
  ['detail', 'add', 'edit', 'delete'],
);

export const environDeviceTokenApi = defineRoute({
  method: 'POST',
  path: '/environ_device/new_token',
  summary: 'Gives a device a new token (the old one stops working at once)',
  tag: 'environ',
  access: { permission: P.device.edit },
  body: resourceIdSchema,
  response: environDeviceSchemas.record,
});

export const environValueConfigApi = {
  list: defineRoute({
    method: 'GET',
    path: '/environ_value_config/list',
    summary: 'The enterprise’s default limits and each device’s own',
    tag: 'environ',
    access: { permission: P.valueConfig.page },
    response: environValueConfigSchema,
  }),
  save: defineRoute({
    method: 'POST',
    path: '/environ_value_config/save',
    summary: 'Saves the default limits, or a device’s own (upper not below lower)',
    tag: 'environ',
    access: { permission: P.valueConfig.edit },
    body: environLimitsSaveSchema,
    response: environLimitsSchema,
  }),
  reset: defineRoute({
    method: 'POST',
    path: '/environ_value_config/reset',
    summary: 'A device follows the default limits again',
    tag: 'environ',
    access: { permission: P.valueConfig.edit },
    body: z.strictObject({ deviceId: idSchema }),
    response: z.null(),
  }),
};

export const environAlarmApi = {
  page: defineRoute({
    method: 'GET',
    path: '/environ_alarm/page',
    summary: 'Alarms, newest first (filters: time span of at most 31 days, device, measure, open or closed)',
    tag: 'environ',
    access: { permission: P.alarm.page },
    query: environAlarmPageQuerySchema,
    response: pageResultSchema(environAlarmSchema),
  }),
  handle: defineRoute({
    method: 'POST',
    path: '/environ_alarm/handle',
    summary: 'Acknowledges an alarm with a remark',
    tag: 'environ',
    access: { permission: P.alarm.handle },
    body: environAlarmHandleSchema,
    response: environAlarmSchema,
  }),
  export: defineRoute({
    method: 'GET',
    path: '/environ_alarm/export',
    summary: 'The filtered alarms as an .xlsx file (blob, not an envelope)',
    tag: 'environ',
    access: { permission: P.alarm.export },
    query: environAlarmExportQuerySchema,
    response: fileResponseSchema,
  }),
};

/** Current values of every device, for the history page's cards. */
export const environCurrentSchema = z.array(
  environDeviceSchemas.record.omit({ token: true }).extend({ limits: environLimitsSchema }),
);
export type EnvironCurrent = z.infer<typeof environCurrentSchema>[number];

export const environHistoryApi = {
  current: defineRoute({
    method: 'GET',
    path: '/environ_history/current',
    summary: 'Every device’s last sample, online state and limits',
    tag: 'environ',
    access: { permission: P.history.page },
    response: environCurrentSchema,
  }),
  series: defineRoute({
    method: 'GET',
    path: '/environ_history/series',
    summary: 'Temperature and humidity of a device over a span (raw, minutes or hours by its length)',
    tag: 'environ',
    access: { permission: P.history.page },
    query: environSeriesQuerySchema,
    response: environSeriesSchema,
  }),
  trend: defineRoute({
    method: 'GET',
    path: '/environ_history/trend',
    summary: 'The last 30 days of a device, hourly minimum, mean and maximum',
    tag: 'environ',
    access: { permission: P.history.page },
    query: environTrendQuerySchema,
    response: environSeriesSchema,
  }),
  readings: defineRoute({
    method: 'GET',
    path: '/environ_history/readings',
    summary: 'A device’s samples over at most 31 days, paged',
    tag: 'environ',
    access: { permission: P.history.page },
    query: environReadingPageQuerySchema,
    response: pageResultSchema(environReadingSchema),
  }),
};

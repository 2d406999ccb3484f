import { Permissions } from '../access/permissions.js';
import { pageResultSchema } from '../common/paging.js';
import { defineResource, resourceIdSchema } from '../common/resource.js';
import { defineRoute } from '../common/route.js';
import { fileResponseSchema } from '../files/file.schema.js';
import {
  iotDeviceQuerySchema,
  iotLatestSchema,
  iotReadingSchema,
  iotReadingsFilterSchema,
  iotReadingsQuerySchema,
  iotSeriesQuerySchema,
  iotSeriesSchema,
} from './iot-data.schema.js';
import { iotDeviceSchemas } from './iot-device.schema.js';
import { iotDriverSchemas, iotDriverTestResultSchema, iotDriverTestSchema } from './iot-driver.schema.js';

const P = Permissions.iot;

export const iotDriverApi = {
  ...defineResource(
    {
      path: 'iot_driver',
      noun: 'IoT driver',
      nouns: 'IoT drivers',
      tag: 'iot',
      permissions: P.driver,
      schemas: iotDriverSchemas,
      sortFields: ['code', 'name', 'createdAt'],
      notes: { add: 'paths and metric names checked', delete: 'refused while devices use it' },
    },
    ['detail', 'add', 'edit', 'delete'],
  ),
  test: defineRoute({
    method: 'POST',
    path: '/iot_driver/test',
    summary: 'The readings a mapping gives for a sample payload (the ingest’s own mapping code)',
    tag: 'iot',
    access: { permission: P.driver.page },
    body: iotDriverTestSchema,
    response: iotDriverTestResultSchema,
  }),
};

const deviceAction = (path: string, summary: string, permission: (typeof P.device)[keyof typeof P.device]) =>
  defineRoute({
    method: 'POST',
    path: `/iot_device/${path}`,
    summary,
    tag: 'iot',
    access: { permission },
    body: resourceIdSchema,
    response: iotDeviceSchemas.record,
  });

export const iotDeviceApi = {
  ...defineResource(
    {
      path: 'iot_device',
      noun: 'IoT device',
      nouns: 'IoT devices',
      tag: 'iot',
      permissions: P.device,
      schemas: iotDeviceSchemas,
      sortFields: ['code', 'name', 'type', 'lastSeenAt', 'createdAt'],
      notes: { add: 'code unique among the enterprise’s device clients; a token is generated' },
    },
    ['detail', 'add', 'edit', 'delete'],
  ),
  newToken: deviceAction('token', 'Gives a device a new token (the old one stops working)', P.device.edit),
  enable: deviceAction('enable', 'Lets a device sign in again', P.device.enable),
  disable: deviceAction('disable', 'Stops a device signing in', P.device.disable),
};

export const iotDataApi = {
  latest: defineRoute({
    method: 'GET',
    path: '/iot_data/latest',
    summary: 'A device’s metrics (from its driver) with their latest values',
    tag: 'iot',
    access: { permission: P.data.page },
    query: iotDeviceQuerySchema,
    response: iotLatestSchema,
  }),
  series: defineRoute({
    method: 'GET',
    path: '/iot_data/series',
    summary: 'One metric of a device between two times (at most 31 days), raw or aggregated by span',
    tag: 'iot',
    access: { permission: P.data.page },
    query: iotSeriesQuerySchema,
    response: iotSeriesSchema,
  }),
  readings: defineRoute({
    method: 'GET',
    path: '/iot_data/readings',
    summary: 'A device’s readings between two times, paged, newest first',
    tag: 'iot',
    access: { permission: P.data.page },
    query: iotReadingsQuerySchema,
    response: pageResultSchema(iotReadingSchema),
  }),
  export: defineRoute({
    method: 'GET',
    path: '/iot_data/export',
    summary: 'A device’s readings between two times as an .xlsx file (blob, not an envelope)',
    tag: 'iot',
    access: { permission: P.data.export },
    query: iotReadingsFilterSchema,
    response: fileResponseSchema,
  }),
};

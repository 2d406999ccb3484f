import {
  dateRangeInstants,
  environAlarmApi,
  type environAlarmExportQuerySchema,
  environDeviceApi,
  environDeviceTokenApi,
  environHistoryApi,
  environValueConfigApi,
  XLSX_CONTENT_TYPE,
} from '@takt/contracts';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { AuthContext } from '../../platform/auth/auth-context.js';
import type { DeviceBus } from '../../platform/devices/device-bus.js';
import { writeWorkbook } from '../../platform/excel/excel.js';
import { registerDownload, stampedName } from '../../platform/http/register-download.js';
import { type RouteGuards, registerRoute } from '../../platform/http/register-route.js';
import { requestLanguage } from '../../platform/http/request-context.js';
import { type MessageKey, translate } from '../../platform/i18n/messages.js';
import { registerResourceRoutes } from '../../platform/resources/resource.routes.js';
import { newDeviceToken } from '../gateways/gateway-directory.js';
import type { AlarmFilters, EnvironAlarmService } from './environ-alarm.service.js';

type AlarmQuery = z.output<typeof environAlarmExportQuerySchema>;

import type { EnvironDeviceResource } from './environ-device.resource.js';
import type { EnvironHistoryService } from './environ-history.service.js';
import type { EnvironLimitsService } from './environ-limits.service.js';

export interface EnvironServices {
  /** The zone a user's dates mean (their preference, else the enterprise's). */
  timeZone: (tenantId: string, userId: string) => Promise<string>;
  devices: EnvironDeviceResource;
  limits: EnvironLimitsService;
  alarms: EnvironAlarmService;
  history: EnvironHistoryService;
  bus: DeviceBus;
}

export function registerEnvironRoutes(app: FastifyInstance, guards: RouteGuards, s: EnvironServices): void {
  registerResourceRoutes(app, guards, environDeviceApi, s.devices);
  registerRoute(app, guards, environDeviceTokenApi, async ({ auth, body }) => {
    const device = await s.devices.change(auth.tenantId, body.id, { token: newDeviceToken() });
    guards.db.afterCommit(async () => s.bus.signOut(auth.tenantId, device.code));
    return device;
  });

  registerRoute(app, guards, environValueConfigApi.list, ({ auth }) => s.limits.config(auth.tenantId));
  registerRoute(app, guards, environValueConfigApi.save, ({ auth, body }) => s.limits.save(auth.tenantId, body));
  registerRoute(app, guards, environValueConfigApi.reset, async ({ auth, body }) => {
    await s.limits.reset(auth.tenantId, body.deviceId);
    return null;
  });

  const alarmFilters = async (auth: AuthContext, query: AlarmQuery): Promise<AlarmFilters> => ({
    ...query,
    ...dateRangeInstants(query.startDate!, query.endDate!, await s.timeZone(auth.tenantId, auth.userId)),
  });
  registerRoute(app, guards, environAlarmApi.page, async ({ auth, query }) =>
    s.alarms.page(auth.tenantId, { ...query, ...(await alarmFilters(auth, query)) }),
  );
  registerRoute(app, guards, environAlarmApi.handle, ({ auth, body }) =>
    s.alarms.handle(auth.tenantId, body.id, auth.account, body.remark),
  );
  registerDownload(app, guards, environAlarmApi.export, async ({ auth, query, request }) => {
    const rows = await s.alarms.list(auth.tenantId, await alarmFilters(auth, query));
    const language = requestLanguage(request);
    const text = (key: MessageKey) => translate(language, key);
    const data = writeWorkbook([
      {
        name: text('environ.sheet.alarms'),
        columns: [
          { header: text('environ.col.device'), width: 16, value: (row: (typeof rows)[number]) => row.deviceCode },
          { header: text('environ.col.deviceName'), width: 20, value: (row) => row.deviceName },
          { header: text('environ.col.metric'), width: 12, value: (row) => text(`environ.metric.${row.metric}`) },
          {
            header: text('environ.col.direction'),
            width: 12,
            value: (row) => text(`environ.direction.${row.direction}`),
          },
          { header: text('environ.col.limit'), width: 10, value: (row) => row.limit },
          { header: text('environ.col.peak'), width: 10, value: (row) => row.peak },
          { header: text('environ.col.startedAt'), width: 22, value: (row) => row.startedAt },
          { header: text('environ.col.endedAt'), width: 22, value: (row) => row.endedAt },
          { header: text('environ.col.duration'), width: 12, value: (row) => row.durationSeconds },
          { header: text('environ.col.handledBy'), width: 14, value: (row) => row.handledBy },
          { header: text('environ.col.remark'), width: 30, value: (row) => row.remark },
        ],
        rows,
      },
    ]);
    return { data, fileName: stampedName('environ-alarms', 'xlsx'), contentType: XLSX_CONTENT_TYPE };
  });

  registerRoute(app, guards, environHistoryApi.current, ({ auth }) => s.history.current(auth.tenantId));
  registerRoute(app, guards, environHistoryApi.series, ({ auth, query }) =>
    s.history.series(auth.tenantId, query.deviceId, new Date(query.from!), new Date(query.to!)),
  );
  registerRoute(app, guards, environHistoryApi.trend, ({ auth, query }) =>
    s.history.trend(auth.tenantId, query.deviceId),
  );
  registerRoute(app, guards, environHistoryApi.readings, ({ auth, query }) =>
    s.history.readingsPage(auth.tenantId, query),
  );
}

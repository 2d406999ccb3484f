import {
  type EsdAlarmRecord,
  type EsdCollector,
  esdAlarmApi,
  esdCollectorApi,
  esdCollectorTypeApi,
  formatInstant,
} from '@takt/contracts';
import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../../platform/auth/auth-context.js';
import { registerDownload } from '../../platform/http/register-download.js';
import { type RouteGuards, registerRoute } from '../../platform/http/register-route.js';
import { requestLanguage } from '../../platform/http/request-context.js';
import type { MessageKey } from '../../platform/i18n/messages.js';
import { registerResourceRoutes } from '../../platform/resources/resource.routes.js';
import { logWorkbook } from '../logs/log-export.js';
import type { EsdAlarmService } from './esd-alarm.service.js';
import type { EsdCollectorService } from './esd-collector.resource.js';
import type { EsdCollectorTypeService } from './esd-collector-type.resource.js';

const stateText = (state: string) => `esd.state.${state}` as MessageKey;
const limits = (lower: number, upper: number) => `${lower} – ${upper}`;

export function registerEsdRoutes(
  app: FastifyInstance,
  guards: RouteGuards,
  services: {
    types: EsdCollectorTypeService;
    collectors: EsdCollectorService;
    alarms: EsdAlarmService;
    zoneOf: (auth: AuthContext) => Promise<string>;
  },
): void {
  const { types, collectors, alarms, zoneOf } = services;
  registerResourceRoutes(app, guards, esdCollectorTypeApi, types);
  registerResourceRoutes(app, guards, esdCollectorApi, collectors, {
    sheet: 'esd.sheet.collectors',
    fileName: 'esd-collectors',
    columns: [
      { header: 'esd.col.code', width: 18, value: (row: EsdCollector) => row.code },
      { header: 'esd.col.name', width: 24, value: (row) => row.name },
      { header: 'esd.col.type', width: 16, value: (row) => row.typeCode },
      { header: 'esd.col.gateway', width: 16, value: (row) => row.gatewayCode },
      { header: 'esd.col.address', width: 8, value: (row) => row.address },
      { header: 'esd.col.line', width: 16, value: (row) => row.lineCode },
      { header: 'esd.col.station', width: 16, value: (row) => row.stationCode },
      { header: 'esd.col.state', width: 16, value: (row, text) => text(stateText(row.state)) },
      { header: 'esd.col.resistance', width: 14, value: (row) => row.resistance },
      { header: 'esd.col.voltage', width: 14, value: (row) => row.voltage },
      {
        header: 'esd.col.resistanceLimits',
        width: 18,
        value: (row) => limits(row.resistanceLower, row.resistanceUpper),
      },
      { header: 'esd.col.voltageLimits', width: 16, value: (row) => limits(row.voltageLower, row.voltageUpper) },
      { header: 'esd.col.warningThreshold', width: 10, value: (row) => row.warningThreshold },
      { header: 'esd.col.offset', width: 10, value: (row) => row.offset },
      { header: 'esd.col.airVolumeLevel', width: 10, value: (row) => row.airVolumeLevel },
      { header: 'esd.col.enabled', width: 8, value: (row, text) => text(row.enabled ? 'esd.col.yes' : 'esd.col.no') },
      { header: 'esd.col.remark', width: 30, value: (row) => row.remark },
    ],
  });

  registerRoute(app, guards, esdAlarmApi.page, async ({ auth, query }) =>
    alarms.page(auth.tenantId, query, await zoneOf(auth)),
  );
  registerRoute(app, guards, esdAlarmApi.handle, ({ auth, body }) => alarms.handle(auth, body));
  registerDownload(app, guards, esdAlarmApi.export, async ({ auth, query, request }) => {
    const timeZone = await zoneOf(auth);
    const time = (value: string | null) => (value ? formatInstant(value, timeZone) : null);
    return logWorkbook<EsdAlarmRecord>(await alarms.list(auth.tenantId, query, timeZone), {
      sheet: 'esd.sheet.alarms',
      fileName: 'esd-alarm-records',
      language: requestLanguage(request),
      columns: [
        { header: 'esd.col.collector', width: 18, value: (row) => row.code },
        { header: 'esd.col.line', width: 16, value: (row) => row.lineCode },
        { header: 'esd.col.station', width: 16, value: (row) => row.stationCode },
        { header: 'esd.col.state', width: 18, value: (row, text) => text(stateText(row.state)) },
        { header: 'esd.col.startedAt', width: 20, value: (row) => time(row.startedAt) },
        { header: 'esd.col.endedAt', width: 20, value: (row) => time(row.endedAt) },
        { header: 'esd.col.duration', width: 12, value: (row) => row.durationSeconds },
        { header: 'esd.col.resistance', width: 14, value: (row) => row.resistance },
        { header: 'esd.col.voltage', width: 14, value: (row) => row.voltage },
        { header: 'esd.col.acknowledgedBy', width: 16, value: (row) => row.acknowledgedBy },
        { header: 'esd.col.acknowledgedAt', width: 20, value: (row) => time(row.acknowledgedAt) },
        { header: 'esd.col.remark', width: 30, value: (row) => row.remark },
      ],
    });
  });
}

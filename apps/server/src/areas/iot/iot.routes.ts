import { compileMapping, iotDataApi, iotDeviceApi, iotDriverApi, mapReading, XLSX_CONTENT_TYPE } from '@takt/contracts';
import type { FastifyInstance } from 'fastify';
import type { DeviceBus } from '../../platform/devices/device-bus.js';
import { invalid } from '../../platform/errors.js';
import { writeWorkbook } from '../../platform/excel/excel.js';
import { registerDownload, stampedName } from '../../platform/http/register-download.js';
import { type RouteGuards, registerRoute } from '../../platform/http/register-route.js';
import { requestLanguage } from '../../platform/http/request-context.js';
import { type MessageKey, translate } from '../../platform/i18n/messages.js';
import { registerResourceRoutes } from '../../platform/resources/resource.routes.js';
import { newDeviceToken } from '../gateways/gateway-directory.js';
import type { IotDataService } from './iot-data.service.js';
import type { IotDeviceService } from './iot-device.resource.js';
import { checkMapping, type IotDriverService } from './iot-driver.resource.js';

export interface IotRouteDeps {
  drivers: IotDriverService;
  devices: IotDeviceService;
  data: IotDataService;
  bus: DeviceBus;
}

/** A sample payload as the ingest reads it: a JSON object. */
function parseSample(sample: string): Record<string, unknown> {
  let json: unknown;
  try {
    json = JSON.parse(sample);
  } catch {
    throw invalid('iot.sampleNotJson');
  }
  if (json === null || typeof json !== 'object' || Array.isArray(json)) throw invalid('iot.sampleNotJson');
  return json as Record<string, unknown>;
}

export function registerIotRoutes(app: FastifyInstance, guards: RouteGuards, deps: IotRouteDeps): void {
  const { drivers, devices, data, bus } = deps;
  registerResourceRoutes(app, guards, iotDriverApi, drivers);
  registerResourceRoutes(app, guards, iotDeviceApi, devices);

  registerRoute(app, guards, iotDriverApi.test, async ({ body }) => {
    const payload = parseSample(body.sample);
    return {
      readings: compileMapping(checkMapping(body.mapping)).map((row) => ({
        metric: row.metric,
        label: row.source.label,
        unit: row.source.unit,
        ...mapReading(row, payload),
      })),
    };
  });

  /**
   * A device's token or state changed: once committed, the bus asks the directory again at the
   * next sign-in, and a device that may no longer sign in as it did is signed out.
   */
  const changeClient = async (tenantId: string, id: string, values: Parameters<typeof devices.change>[2]) => {
    const row = await devices.change(tenantId, id, values);
    guards.db.afterCommit(async () =>
      values.enabled === true ? bus.forget(tenantId, row.code) : bus.signOut(tenantId, row.code),
    );
    return row;
  };
  registerRoute(app, guards, iotDeviceApi.newToken, ({ auth, body }) =>
    changeClient(auth.tenantId, body.id, { token: newDeviceToken() }),
  );
  registerRoute(app, guards, iotDeviceApi.enable, ({ auth, body }) =>
    changeClient(auth.tenantId, body.id, { enabled: true }),
  );
  registerRoute(app, guards, iotDeviceApi.disable, ({ auth, body }) =>
    changeClient(auth.tenantId, body.id, { enabled: false }),
  );

  registerRoute(app, guards, iotDataApi.latest, ({ auth, query }) => data.latest(auth.tenantId, query.deviceId));
  registerRoute(app, guards, iotDataApi.series, ({ auth, query }) => data.series(auth.tenantId, query));
  registerRoute(app, guards, iotDataApi.readings, ({ auth, query }) => data.page(auth.tenantId, query));
  registerDownload(app, guards, iotDataApi.export, async ({ auth, query, request }) => {
    const rows = await data.exported(auth.tenantId, query);
    const language = requestLanguage(request);
    const text = (key: MessageKey) => translate(language, key);
    type Row = (typeof rows)[number];
    const file = writeWorkbook<Row>([
      {
        name: text('iot.sheet.readings'),
        columns: [
          { header: text('iot.col.at'), width: 22, value: (row) => row.at },
          { header: text('iot.col.metric'), width: 16, value: (row) => row.metric },
          { header: text('iot.col.label'), width: 16, value: (row) => row.label },
          { header: text('iot.col.value'), width: 12, value: (row) => row.value },
          { header: text('iot.col.unit'), width: 8, value: (row) => row.unit },
        ],
        rows,
      },
    ]);
    return { data: file, fileName: stampedName('iot-readings', 'xlsx'), contentType: XLSX_CONTENT_TYPE };
  });
}

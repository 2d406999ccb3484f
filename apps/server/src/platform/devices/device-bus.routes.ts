import { deviceBusApi } from '@takt/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { rowsOf } from '../db/table-rows.js';
import { type RouteGuards, registerRoute } from '../http/register-route.js';
import type { DeviceBus } from './device-bus.js';
import { MQTT_WEBSOCKET_PATH } from './embedded-broker.js';

/** `GET /api/devices/bus`: where devices connect (the gateway pages and the simulator read it). */
export function registerDeviceBusRoutes(app: FastifyInstance, guards: RouteGuards, bus: DeviceBus): void {
  registerRoute(app, guards, deviceBusApi.status, async ({ auth }) => {
    const rows = rowsOf<{ code: string }>(
      await guards.db.tenant(auth.tenantId, (tx) =>
        tx.execute(sql`select code from tenants where id = ${auth.tenantId}`),
      ),
    );
    const mode = bus.mode ?? 'embedded';
    return {
      mode,
      tenantCode: rows[0]?.code ?? '',
      port: bus.port(),
      webSocketPath: mode === 'embedded' ? MQTT_WEBSOCKET_PATH : null,
      stats: bus.stats(),
    };
  });
}

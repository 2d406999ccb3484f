import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../platform/db/database.js';
import type { DeviceBus } from '../../platform/devices/device-bus.js';
import type { RouteGuards } from '../../platform/http/register-route.js';
import type { Hub } from '../../platform/hub/hub.js';
import { registerAreaMessages } from '../../platform/i18n/messages.js';
import type { ReferenceRegistry } from '../../platform/references/reference-registry.js';
import { seedIotDemo } from './iot.demo.js';
import { iotMessages } from './iot.messages.js';
import { registerIotRoutes } from './iot.routes.js';
import { iotDevices } from './iot.table.js';
import { IotDataService } from './iot-data.service.js';
import { createIotDevices } from './iot-device.resource.js';
import { iotDirectory } from './iot-directory.js';
import { createIotDrivers } from './iot-driver.resource.js';
import { IotIngest, type OnIotReadings } from './iot-ingest.js';

export type { IotReading, OnIotReadings } from './iot-ingest.js';

/**
 * IoT (issue 18): drivers (telemetry JSON → named readings), devices (device-bus clients with a
 * driver, online state) and their data. `onReadings` is the rules engine's hook inside the
 * ingest's transaction; `lastSeen` answers its offline conditions.
 */
export function createIotModule(ctx: {
  db: Database;
  references: ReferenceRegistry;
  hub: Hub;
  devices: DeviceBus;
  onReadings?: OnIotReadings;
}) {
  registerAreaMessages(iotMessages);
  const drivers = createIotDrivers(ctx.db, ctx.references);
  const devices = createIotDevices(ctx.db, ctx.references, drivers, ctx.devices);
  ctx.references.provide('iotDriver', drivers.repo.lookups.provider());
  ctx.references.provide('iotDevice', devices.repo.lookups.provider());
  for (const [kind, column] of [
    ['iotDriver', iotDevices.driverId],
    ['gateway', iotDevices.gatewayId],
    ['line', iotDevices.lineId],
    ['station', iotDevices.stationId],
  ] as const)
    ctx.references.usedBy(kind, 'iotDevice', (tenantId, id, limit) =>
      devices.repo.lookups.usersOf(tenantId, column, id, limit),
    );
  ctx.devices.addDirectory(iotDirectory(ctx.db));
  const ingest = new IotIngest(ctx.db, ctx.devices, ctx.hub, ctx.onReadings);
  ingest.install();
  const data = new IotDataService(ctx.db, ctx.devices.readings);
  return {
    drivers,
    devices,
    jobs: ingest.jobs(),
    lastSeen: (tenantId: string, deviceIds: readonly string[]) => ingest.lastSeen(tenantId, deviceIds),
    /** The workstation (and line) a device stands at; null without one (andon calls at the device's place). */
    placeOf: (tenantId: string, deviceId: string) =>
      ctx.db.tenant(tenantId, async (tx) => {
        const [row] = await tx
          .select({ lineId: iotDevices.lineId, stationId: iotDevices.stationId })
          .from(iotDevices)
          .where(and(eq(iotDevices.tenantId, tenantId), eq(iotDevices.id, deviceId)));
        return row?.stationId ? { lineId: row.lineId, stationId: row.stationId } : null;
      }),
    register(app: FastifyInstance, guards: RouteGuards): void {
      registerIotRoutes(app, guards, { drivers, devices, data, bus: ctx.devices });
    },
    /** The demo power-meter driver and two devices on the demo line (after the factory). */
    seedDemo: (tenantId: string) => seedIotDemo({ drivers, devices, references: ctx.references }, tenantId),
  };
}

export type IotModule = ReturnType<typeof createIotModule>;

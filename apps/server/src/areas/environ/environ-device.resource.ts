import type { EnvironDevice, environDeviceSchemas } from '@takt/contracts';
import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../platform/db/database.js';
import type { DeviceBus } from '../../platform/devices/device-bus.js';
import type { DeviceDirectory } from '../../platform/devices/device-client.js';
import { lookupRefs } from '../../platform/references/ref-lookup.js';
import type { ReferenceRegistry } from '../../platform/references/reference-registry.js';
import { codedDto, ResourceService } from '../../platform/resources/resource.service.js';
import { newDeviceToken } from '../gateways/gateway-directory.js';
import { environAlarms, environDevices, environExcursions } from './environ.table.js';
import { ENVIRON_CLIENT_KIND } from './environ-ingest.js';
import type { EnvironLimitsService } from './environ-limits.service.js';

type DeviceRow = typeof environDevices.$inferSelect;

/** The devices as the bus knows them: an enabled device signs in with its token. */
export function environDirectory(db: Database): DeviceDirectory {
  return {
    kind: ENVIRON_CLIENT_KIND,
    find: (tenantId, clientCode) =>
      db.tenant(tenantId, async (tx) => {
        const [row] = await tx
          .select({ id: environDevices.id, token: environDevices.token, enabled: environDevices.enabled })
          .from(environDevices)
          .where(and(eq(environDevices.tenantId, tenantId), eq(environDevices.code, clientCode)))
          .limit(1);
        return row ? { id: row.id, token: row.enabled ? row.token : null } : null;
      }),
  };
}

/** Open alarms per device. */
async function openAlarmCounts(db: Database, tenantId: string, ids: string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  return db.tenant(tenantId, async (tx) => {
    const rows = await tx
      .select({ deviceId: environAlarms.deviceId, n: count() })
      .from(environAlarms)
      .where(
        and(eq(environAlarms.tenantId, tenantId), inArray(environAlarms.deviceId, ids), isNull(environAlarms.endedAt)),
      )
      .groupBy(environAlarms.deviceId);
    return new Map(rows.map((row) => [row.deviceId, Number(row.n)]));
  });
}

/** Devices as the API answers them (workshop and line named, open alarms counted). */
export async function environDeviceDtos(
  db: Database,
  references: ReferenceRegistry,
  tenantId: string,
  rows: DeviceRow[],
): Promise<EnvironDevice[]> {
  const workshops = await lookupRefs(
    references,
    tenantId,
    'workshop',
    rows.map((row) => row.workshopId),
  );
  const lines = await lookupRefs(
    references,
    tenantId,
    'line',
    rows.map((row) => row.lineId),
  );
  const alarms = await openAlarmCounts(
    db,
    tenantId,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    ...codedDto(row),
    workshopId: row.workshopId,
    workshopName: row.workshopId ? (workshops.get(row.workshopId)?.name ?? '') : null,
    lineId: row.lineId,
    lineName: row.lineId ? (lines.get(row.lineId)?.name ?? '') : null,
    location: row.location,
    enabled: row.enabled,
    token: row.token,
    online: row.online,
    lastSeenAt: row.lastSeenAt?.toISOString() ?? null,
    sampledAt: row.sampledAt?.toISOString() ?? null,
    temperature: row.temperature,
    humidity: row.humidity,
    openAlarms: alarms.get(row.id) ?? 0,
  }));
}

/**
 * Temperature and humidity devices on the resource kit: the code is the sensor's MQTT client code,
 * a token is generated on add; a changed or deleted device is forgotten by the bus at once.
 */
export function createEnvironDevices(
  db: Database,
  references: ReferenceRegistry,
  deps: { devices: DeviceBus; limits: EnvironLimitsService },
) {
  return new ResourceService<typeof environDevices, EnvironDevice, z.output<typeof environDeviceSchemas.add>>(
    db,
    references,
    {
      kind: 'environDevice',
      table: environDevices,
      equals: { workshopId: environDevices.workshopId, lineId: environDevices.lineId, online: environDevices.online },
      sortable: { lastSeenAt: environDevices.lastSeenAt },
      values: async (tenantId, input, current) => {
        await deps.devices.assertClientCodeFree(tenantId, input.code, ENVIRON_CLIENT_KIND);
        if (input.workshopId) await references.resolveOne(tenantId, 'workshop', input.workshopId, 'workshopId');
        if (input.lineId) await references.resolveOne(tenantId, 'line', input.lineId, 'lineId');
        // The bus may remember the old code, or the new one as unknown (a sensor that tried too early).
        db.afterCommit(async () => {
          deps.devices.forget(tenantId, input.code);
          if (current && (current.code !== input.code || !input.enabled)) deps.devices.signOut(tenantId, current.code);
          else if (current) deps.devices.forget(tenantId, current.code);
        });
        return {
          workshopId: input.workshopId ?? null,
          lineId: input.lineId ?? null,
          location: input.location || null,
          enabled: input.enabled,
          token: current?.token ?? newDeviceToken(),
        };
      },
      beforeDelete: async (tenantId, row) => {
        await db.tenant(tenantId, async (tx) => {
          await deps.limits.forget(tx, tenantId, row.id);
          await tx
            .delete(environExcursions)
            .where(and(eq(environExcursions.tenantId, tenantId), eq(environExcursions.deviceId, row.id)));
        });
        db.afterCommit(async () => deps.devices.signOut(tenantId, row.code));
      },
      toDtos: (tenantId, rows) => environDeviceDtos(db, references, tenantId, rows),
    },
  );
}

export type EnvironDeviceResource = ReturnType<typeof createEnvironDevices>;

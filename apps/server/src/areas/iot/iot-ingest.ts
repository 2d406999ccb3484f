import { type CompiledMappingRow, compileMapping, type IotDeviceUpdate, mapReading } from '@takt/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../platform/db/database.js';
import { rowsOf } from '../../platform/db/table-rows.js';
import type { DeviceBus } from '../../platform/devices/device-bus.js';
import type { DeviceMessage, PresenceEvent } from '../../platform/devices/device-client.js';
import type { Reading } from '../../platform/devices/reading-store.js';
import { markSilentOffline, silentOfflineJob } from '../../platform/devices/silent-offline.js';
import type { Hub } from '../../platform/hub/hub.js';
import type { InternalJob } from '../../platform/scheduler/internal-job.js';
import { iotDevices, iotDrivers, iotLatestValues } from './iot.table.js';

/** The directory kind of IoT devices on the device bus. */
export const IOT_CLIENT_KIND = 'iot';

/** A reading as the rules engine gets it (inside the ingest's transaction). */
export interface IotReading {
  deviceId: string;
  metric: string;
  value: number;
  at: Date;
}
export type OnIotReadings = (tx: Tx, tenantId: string, readings: IotReading[]) => Promise<void>;

/** What one batch did to a device: when it was last heard and how many values were missing. */
interface Touch {
  seen: Date;
  missing: number;
  values: Map<string, { value: number; at: Date }>;
}

/** A PostgreSQL array literal of values that need no escaping (digits, ISO times, integers). */
const arrayLiteral = (values: readonly (string | number)[]) => `{${values.map((value) => `"${value}"`).join(',')}}`;

/**
 * The IoT devices' side of the device bus: telemetry through each device's driver into readings
 * (source = the device), the latest value per metric, last seen and online state, missing values
 * counted per device, and presence. Set-based per batch: one statement per table, not per message.
 */
export class IotIngest {
  constructor(
    private readonly db: Database,
    private readonly devices: DeviceBus,
    private readonly hub: Hub,
    private readonly onReadings?: OnIotReadings,
  ) {}

  install(): void {
    this.devices.on('telemetry', (tx, tenantId, messages) => this.telemetry(tx, tenantId, messages));
    // Heartbeats keep a device online; status messages come through presence.
    this.devices.onAny(async (tx, tenantId, messages) => {
      const heard = messages.filter(
        (message) =>
          message.client.kind === IOT_CLIENT_KIND && message.kind !== 'telemetry' && message.kind !== 'status',
      );
      const touches = new Map<string, Touch>();
      for (const message of heard) touchOf(touches, message.client.id, message.receivedAt);
      await this.touch(tx, tenantId, touches);
    });
    this.devices.onPresence((event) => this.presence(event));
  }

  private async telemetry(tx: Tx, tenantId: string, messages: DeviceMessage<'telemetry'>[]): Promise<void> {
    const mine = messages.filter((message) => message.client.kind === IOT_CLIENT_KIND);
    if (mine.length === 0) return;
    const ids = [...new Set(mine.map((message) => message.client.id))];
    const rows = await tx
      .select({ id: iotDevices.id, enabled: iotDevices.enabled, mapping: iotDrivers.mapping })
      .from(iotDevices)
      .innerJoin(iotDrivers, and(eq(iotDrivers.tenantId, iotDevices.tenantId), eq(iotDrivers.id, iotDevices.driverId)))
      .where(and(eq(iotDevices.tenantId, tenantId), inArray(iotDevices.id, ids)));
    const mappingOf = new Map<string, CompiledMappingRow[]>(
      rows.filter((row) => row.enabled).map((row) => [row.id, compileMapping(row.mapping)]),
    );
    const readings: Reading[] = [];
    const touches = new Map<string, Touch>();
    for (const message of mine) {
      const mapping = mappingOf.get(message.client.id);
      if (!mapping) continue;
      const touch = touchOf(touches, message.client.id, message.receivedAt);
      for (const row of mapping) {
        const { value } = mapReading(row, message.payload);
        if (value === null) {
          touch.missing++;
          continue;
        }
        readings.push({ sourceId: message.client.id, metric: row.metric, value, at: message.at });
        const latest = touch.values.get(row.metric);
        if (!latest || latest.at <= message.at) touch.values.set(row.metric, { value, at: message.at });
      }
    }
    await this.devices.readings.append(tx, tenantId, readings);
    await this.keepLatest(tx, tenantId, touches);
    await this.touch(tx, tenantId, touches);
    if (this.onReadings && readings.length > 0)
      await this.onReadings(
        tx,
        tenantId,
        readings.map((reading) => ({
          deviceId: reading.sourceId,
          metric: reading.metric,
          value: reading.value,
          at: reading.at,
        })),
      );
  }

  private async keepLatest(tx: Tx, tenantId: string, touches: Map<string, Touch>): Promise<void> {
    const values = [...touches].flatMap(([deviceId, touch]) =>
      [...touch.values].map(([metric, latest]) => ({ tenantId, deviceId, metric, value: latest.value, at: latest.at })),
    );
    if (values.length === 0) return;
    // Sorted by key: concurrent batches lock the same rows in the same order.
    values.sort((a, b) =>
      a.deviceId === b.deviceId ? (a.metric < b.metric ? -1 : 1) : a.deviceId < b.deviceId ? -1 : 1,
    );
    await tx
      .insert(iotLatestValues)
      .values(values)
      .onConflictDoUpdate({
        target: [iotLatestValues.tenantId, iotLatestValues.deviceId, iotLatestValues.metric],
        set: { value: sql`excluded.value`, at: sql`excluded.at` },
        setWhere: sql`excluded.at >= ${iotLatestValues.at}`,
      });
  }

  /** Last seen, online and missing counts of the batch's devices in one statement; the hub hears once committed. */
  private async touch(tx: Tx, tenantId: string, touches: Map<string, Touch>): Promise<void> {
    if (touches.size === 0) return;
    if (!/^\d+$/.test(tenantId)) throw new Error(`tenant id must be numeric, got ${tenantId}`);
    const sorted = [...touches].sort(([a], [b]) => (a < b ? -1 : 1));
    const ids = sorted.map(([id]) => id);
    const list = sorted.map(([, touch]) => touch);
    const result = await tx.execute(
      sql.raw(`update iot_devices d set
          last_seen_at = greatest(d.last_seen_at, v.seen), online = true, missing_count = d.missing_count + v.missing
        from unnest('${arrayLiteral(ids)}'::bigint[], '${arrayLiteral(list.map((t) => t.seen.toISOString()))}'::timestamptz[],
          '${arrayLiteral(list.map((t) => t.missing))}'::int[]) as v(id, seen, missing)
        where d.tenant_id = ${tenantId} and d.id = v.id
        returning d.id::text as id, d.last_seen_at as "lastSeenAt"`),
    );
    const updates = rowsOf<{ id: string; lastSeenAt: Date | string }>(result).map((row): IotDeviceUpdate => {
      const values = touches.get(row.id)?.values;
      return {
        area: 'iot',
        id: row.id,
        online: true,
        lastSeenAt: new Date(row.lastSeenAt).toISOString(),
        ...(values &&
          values.size > 0 && {
            values: Object.fromEntries(
              [...values].map(([metric, latest]) => [metric, { value: latest.value, at: latest.at.toISOString() }]),
            ),
          }),
      };
    });
    this.announce(tenantId, updates);
  }

  private async presence(event: PresenceEvent): Promise<void> {
    if (event.client.kind !== IOT_CLIENT_KIND) return;
    const { tenantId, id } = event.client;
    await this.db.tenant(tenantId, async (tx) => {
      const [row] = await tx
        .update(iotDevices)
        .set({
          online: event.online,
          lastSeenAt: sql`greatest(${iotDevices.lastSeenAt}, ${event.at.toISOString()}::timestamptz)`,
        })
        .where(and(eq(iotDevices.tenantId, tenantId), eq(iotDevices.id, id)))
        .returning({ lastSeenAt: iotDevices.lastSeenAt });
      if (row)
        this.announce(tenantId, [
          { area: 'iot', id, online: event.online, lastSeenAt: row.lastSeenAt?.toISOString() ?? null },
        ]);
    });
  }

  private announce(tenantId: string, updates: IotDeviceUpdate[]): void {
    if (updates.length === 0) return;
    this.db.afterCommit(async () => {
      for (const data of updates) await this.hub.publish({ target: { tenantId }, event: 'DeviceUpdate', data });
    });
  }

  /** When each device was last heard (null: never); ids of other enterprises are absent. */
  lastSeen(tenantId: string, deviceIds: readonly string[]): Promise<Map<string, Date | null>> {
    if (deviceIds.length === 0) return Promise.resolve(new Map());
    return this.db.tenant(tenantId, async (tx) => {
      const rows = await tx
        .select({ id: iotDevices.id, lastSeenAt: iotDevices.lastSeenAt })
        .from(iotDevices)
        .where(and(eq(iotDevices.tenantId, tenantId), inArray(iotDevices.id, [...deviceIds])));
      return new Map(rows.map((row) => [row.id, row.lastSeenAt]));
    });
  }

  /** Devices silent for three heartbeats go offline (every enterprise at once). */
  async markOffline(now: Date): Promise<number> {
    const rows = await markSilentOffline(this.db, iotDevices, now);
    for (const row of rows)
      await this.hub.publish({
        target: { tenantId: row.tenantId },
        event: 'DeviceUpdate',
        data: {
          area: 'iot',
          id: row.id,
          online: false,
          lastSeenAt: row.lastSeenAt?.toISOString() ?? null,
        } satisfies IotDeviceUpdate,
      });
    return rows.length;
  }

  jobs(): InternalJob[] {
    return [silentOfflineJob('iot.mark-offline', 30, 'devices', (due) => this.markOffline(due))];
  }
}

function touchOf(touches: Map<string, Touch>, id: string, seen: Date): Touch {
  const found = touches.get(id);
  if (found) {
    if (seen > found.seen) found.seen = seen;
    return found;
  }
  const touch: Touch = { seen, missing: 0, values: new Map() };
  touches.set(id, touch);
  return touch;
}

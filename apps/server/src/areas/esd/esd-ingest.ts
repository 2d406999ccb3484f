import type { EsdCollectorKind } from '@takt/contracts';
import { sql } from 'drizzle-orm';
import type { Database, Tx } from '../../platform/db/database.js';
import { rowsOf } from '../../platform/db/table-rows.js';
import type { DeviceBus } from '../../platform/devices/device-bus.js';
import type { DeviceMessage } from '../../platform/devices/device-client.js';
import type { Reading } from '../../platform/devices/reading-store.js';
import type { Hub } from '../../platform/hub/hub.js';
import { judgeSample, measuresOf } from './esd-judge.js';
import { applyTracks, CollectorTrack, type EsdAlarmListener, lockCollectors } from './esd-state-store.js';

/** The kind of each collector type among these ids (one query per batch). */
async function kindsOf(tx: Tx, tenantId: string, typeIds: readonly string[]): Promise<Map<string, EsdCollectorKind>> {
  if (typeIds.length === 0) return new Map();
  const rows = rowsOf<{ id: string; kind: EsdCollectorKind }>(
    await tx.execute(sql`select id::text as id, kind from esd_collector_types
      where tenant_id = ${tenantId} and id in (${sql.join(
        typeIds.map((id) => sql`${id}`),
        sql`, `,
      )})`),
  );
  return new Map(rows.map((row) => [row.id, row.kind]));
}

/**
 * The `esd` messages of a batch: each sample (gateway + channel) goes to its collector, its
 * readings (after the offset) to `device_readings`, its judgement to the collector's state and
 * alarms, in the batch's transaction; samples of channels without an enabled collector are dropped.
 */
export function esdIngest(db: Database, hub: Hub, devices: DeviceBus, listeners: readonly EsdAlarmListener[] = []) {
  return async (tx: Tx, tenantId: string, messages: DeviceMessage<'esd'>[]) => {
    const fromGateways = messages.filter((message) => message.client.kind === 'gateway');
    if (fromGateways.length === 0) return;
    const gatewayIds = [...new Set(fromGateways.map((message) => message.client.id))];
    const collectors = await lockCollectors(tx, tenantId, { gatewayIds });
    if (collectors.length === 0) return;
    const kinds = await kindsOf(tx, tenantId, [...new Set(collectors.map((collector) => collector.typeId))]);
    const byChannel = new Map(
      collectors.map((collector) => [`${collector.gatewayId}/${collector.address}`, collector]),
    );

    const tracks = new Map<string, CollectorTrack>();
    const readings: Reading[] = [];
    const ordered = [...fromGateways].sort((a, b) => a.at.getTime() - b.at.getTime());
    for (const message of ordered) {
      for (const sample of message.payload.samples) {
        const collector = byChannel.get(`${message.client.id}/${sample.channel}`);
        if (!collector) continue;
        const track = tracks.get(collector.id) ?? new CollectorTrack(collector, message.at);
        tracks.set(collector.id, track);
        const judged = { ...collector, kind: kinds.get(collector.typeId) ?? 'wristStrap' };
        const { resistance, voltage } = measuresOf(judged, sample);
        if (resistance !== null) {
          track.resistance = resistance;
          readings.push({ sourceId: collector.id, metric: 'resistance', value: resistance, at: message.at });
        }
        if (voltage !== null) {
          track.voltage = voltage;
          readings.push({ sourceId: collector.id, metric: 'voltage', value: voltage, at: message.at });
        }
        const next = judgeSample(judged, { state: track.state, outCount: track.outCount }, sample);
        track.moveTo(next.state, message.at);
        track.outCount = next.outCount;
        if (!track.lastSeenAt || message.receivedAt > track.lastSeenAt) track.lastSeenAt = message.receivedAt;
      }
    }
    await devices.readings.append(tx, tenantId, readings);
    await applyTracks(db, hub, tx, tenantId, [...tracks.values()], listeners);
  };
}

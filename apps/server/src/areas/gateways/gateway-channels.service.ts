import {
  type GatewayChannels,
  type GatewayChannelsSave,
  type GatewayType,
  instantOfWallMinutes,
  wallMinutes,
} from '@takt/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../platform/db/database.js';
import type { ReadingStore } from '../../platform/devices/reading-store.js';
import { businessRule, invalid, notFound } from '../../platform/errors.js';
import { stationsOfLine } from './gateway-stations.js';
import { gatewayChannels, gateways } from './gateways.table.js';

const MINUTES_PER_DAY = 1440;

/** The metric a counter gateway's channel counts under (readings of the gateway). */
export const counterMetric = (channel: number) => `ch${channel}.count`;

/** Forgets which workstations a gateway's channels serve (its line changed, it was deleted or reassigned). */
export async function clearGatewayChannels(tx: Tx, tenantId: string, gatewayId: string): Promise<void> {
  await tx
    .delete(gatewayChannels)
    .where(and(eq(gatewayChannels.tenantId, tenantId), eq(gatewayChannels.gatewayId, gatewayId)));
}

/** The instant today began in a time zone. */
function startOfToday(now: Date, timeZone: string): Date {
  return instantOfWallMinutes(Math.floor(wallMinutes(now, timeZone) / MINUTES_PER_DAY) * MINUTES_PER_DAY, timeZone);
}

/**
 * A gateway's channels 1..N and the workstations they serve (workstations of the gateway's line):
 * shown, set by hand, or allotted automatically in the line's order (spec 000 §2).
 */
export class GatewayChannelService {
  constructor(
    private readonly db: Database,
    private readonly readings: ReadingStore,
  ) {}

  /** The channels with their workstations (counter gateways: today's count in `timeZone`). */
  view(tenantId: string, type: GatewayType, id: string, timeZone: string): Promise<GatewayChannels> {
    return this.db.tenant(tenantId, async (tx) => {
      const gateway = await this.gateway(tx, tenantId, type, id);
      return this.answer(tx, tenantId, gateway, timeZone);
    });
  }

  /** Sets each listed channel's workstation (null: none); channels not listed keep theirs. */
  save(tenantId: string, type: GatewayType, input: GatewayChannelsSave, timeZone: string): Promise<GatewayChannels> {
    return this.db.tenant(tenantId, async (tx) => {
      const gateway = await this.gateway(tx, tenantId, type, input.id, true);
      const stations = gateway.lineId ? await stationsOfLine(tx, tenantId, gateway.lineId) : [];
      const onLine = new Set(stations.map((station) => station.id));
      const seen = new Set<number>();
      for (const { channel, stationId } of input.channels) {
        if (channel > gateway.channels || seen.has(channel))
          throw invalid('gateways.channelOutOfRange', { channel, channels: gateway.channels });
        seen.add(channel);
        if (stationId !== null && !onLine.has(stationId)) throw invalid('gateways.stationNotOnLine', { channel });
      }
      await this.write(
        tx,
        tenantId,
        gateway.id,
        input.channels.map((item) => ({ channel: item.channel, stationId: item.stationId })),
      );
      return this.answer(tx, tenantId, gateway, timeZone);
    });
  }

  /**
   * Automatic allotment: channel n serves the line's n-th workstation (sort, then code); channels
   * beyond the workstations serve none. A gateway that knows no channels count gets one per
   * workstation. Refused without a line or when the line has no workstations.
   */
  allot(tenantId: string, type: GatewayType, id: string, timeZone: string): Promise<GatewayChannels> {
    return this.db.tenant(tenantId, async (tx) => {
      let gateway = await this.gateway(tx, tenantId, type, id, true);
      if (!gateway.lineId) throw businessRule('gateways.noLine', { code: gateway.code });
      const stations = await stationsOfLine(tx, tenantId, gateway.lineId);
      if (stations.length === 0) throw businessRule('gateways.lineWithoutStations', { code: gateway.code });
      if (gateway.channels === 0) {
        const [updated] = await tx
          .update(gateways)
          .set({ channels: stations.length, updatedAt: new Date() })
          .where(and(eq(gateways.tenantId, tenantId), eq(gateways.id, gateway.id)))
          .returning();
        gateway = updated!;
      }
      await clearGatewayChannels(tx, tenantId, gateway.id);
      await this.write(
        tx,
        tenantId,
        gateway.id,
        Array.from({ length: gateway.channels }, (_, n) => ({ channel: n + 1, stationId: stations[n]?.id ?? null })),
      );
      return this.answer(tx, tenantId, gateway, timeZone);
    });
  }

  /** The workstation each channel of a gateway serves (channels without one left out). */
  async stationsByChannel(tx: Tx, tenantId: string, gatewayId: string): Promise<Map<number, string>> {
    const rows = await tx
      .select({ channel: gatewayChannels.channel, stationId: gatewayChannels.stationId })
      .from(gatewayChannels)
      .where(and(eq(gatewayChannels.tenantId, tenantId), eq(gatewayChannels.gatewayId, gatewayId)));
    return new Map(rows.flatMap((row) => (row.stationId ? [[row.channel, row.stationId] as const] : [])));
  }

  private async gateway(tx: Tx, tenantId: string, type: GatewayType, id: string, lock = false) {
    const query = tx
      .select()
      .from(gateways)
      .where(and(eq(gateways.tenantId, tenantId), eq(gateways.id, id), eq(gateways.type, type)));
    const [row] = lock ? await query.for('update') : await query;
    if (!row) throw notFound();
    return row;
  }

  private async write(
    tx: Tx,
    tenantId: string,
    gatewayId: string,
    rows: { channel: number; stationId: string | null }[],
  ) {
    if (rows.length === 0) return;
    await tx
      .insert(gatewayChannels)
      .values(rows.map((row) => ({ tenantId, gatewayId, ...row })))
      .onConflictDoUpdate({
        target: [gatewayChannels.tenantId, gatewayChannels.gatewayId, gatewayChannels.channel],
        set: { stationId: sql`excluded.station_id` },
      });
  }

  private async answer(
    tx: Tx,
    tenantId: string,
    gateway: typeof gateways.$inferSelect,
    timeZone: string,
  ): Promise<GatewayChannels> {
    const stations = gateway.lineId ? await stationsOfLine(tx, tenantId, gateway.lineId) : [];
    const byId = new Map(stations.map((station) => [station.id, station]));
    const allotted = await tx
      .select({ channel: gatewayChannels.channel, stationId: gatewayChannels.stationId })
      .from(gatewayChannels)
      .where(and(eq(gatewayChannels.tenantId, tenantId), eq(gatewayChannels.gatewayId, gateway.id)))
      .orderBy(asc(gatewayChannels.channel));
    const stationOf = new Map(allotted.map((row) => [row.channel, row.stationId]));
    const now = new Date();
    const from = startOfToday(now, timeZone);
    const channels = [];
    for (let channel = 1; channel <= gateway.channels; channel++) {
      const stationId = stationOf.get(channel) ?? null;
      const station = stationId ? byId.get(stationId) : undefined;
      channels.push({
        channel,
        stationId,
        stationCode: station?.code ?? null,
        stationName: station?.name ?? null,
        todayCount: gateway.type === 'counter' ? await this.countSince(tenantId, gateway.id, channel, from, now) : null,
      });
    }
    return { id: gateway.id, type: gateway.type, lineId: gateway.lineId, channels, stations };
  }

  private async countSince(tenantId: string, gatewayId: string, channel: number, from: Date, to: Date) {
    const points = await this.readings.series(tenantId, {
      sourceId: gatewayId,
      metric: counterMetric(channel),
      from,
      to,
      resolution: 'minute',
    });
    return Math.round(points.reduce((sum, point) => sum + point.mean * point.count, 0));
  }
}

import { DEVICE_HEARTBEAT_SECONDS, type GatewayUpdate } from '@takt/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../platform/db/database.js';
import { rowsOf } from '../../platform/db/table-rows.js';
import type { DeviceClient, DeviceMessage, PresenceEvent } from '../../platform/devices/device-client.js';
import { markSilentOffline, silentOfflineJob } from '../../platform/devices/silent-offline.js';
import type { Hub } from '../../platform/hub/hub.js';
import type { InternalJob } from '../../platform/scheduler/internal-job.js';
import { gatewayChannels, gateways } from './gateways.table.js';

/** The bus directory's kind of gateway clients. */
export const GATEWAY_CLIENT_KIND = 'gateway';
const isGateway = (client: DeviceClient) => client.kind === GATEWAY_CLIENT_KIND;

/** A gateway still online is announced again at most this often (its last-message time moves on the pages). */
const ANNOUNCE_EVERY_MS = 5_000;

type Announced = { online: boolean; at: number };

/**
 * Online and offline of gateways (spec 000 §4): the broker's connects and disconnects, any
 * message (online, with the time of the last one), heartbeats (firmware, channels), and silence
 * longer than DEVICE_SILENT_OFFLINE_SECONDS (offline). Changes go to the enterprise's pages over
 * the hub (`DeviceUpdate` with `area: 'gateway'`).
 */
export class GatewayPresence {
  private readonly announced = new Map<string, Announced>();

  constructor(
    private readonly db: Database,
    private readonly hub: Hub,
  ) {}

  /** A connect or disconnect on the embedded broker, or a `status` message. */
  async presence(event: PresenceEvent): Promise<void> {
    if (!isGateway(event.client)) return;
    const { tenantId, id } = event.client;
    await this.db.tenant(tenantId, async (tx) => {
      const [row] = await tx
        .update(gateways)
        .set(
          event.online
            ? {
                online: true,
                connectedAt: event.at,
                lastSeenAt: sql`greatest(${gateways.lastSeenAt}, ${event.at.toISOString()}::timestamptz)`,
              }
            : { online: false },
        )
        .where(and(eq(gateways.tenantId, tenantId), eq(gateways.id, id)))
        .returning({ id: gateways.id, online: gateways.online, lastSeenAt: gateways.lastSeenAt });
      if (row) this.announce(tenantId, [row], true);
    });
  }

  /** Every stored message of a gateway: online, and its last message's time (one statement per batch). */
  async messages(tx: Tx, tenantId: string, messages: readonly DeviceMessage[]): Promise<void> {
    const latest = new Map<string, Date>();
    for (const message of messages) {
      if (!isGateway(message.client)) continue;
      const seen = latest.get(message.client.id);
      if (!seen || seen < message.at) latest.set(message.client.id, message.at);
    }
    if (latest.size === 0) return;
    const values = sql.join(
      [...latest].map(([id, at]) => sql`(${id}::bigint, ${at.toISOString()}::timestamptz)`),
      sql`, `,
    );
    const rows = rowsOf<{ id: string; online: boolean; last_seen_at: string | Date | null }>(
      await tx.execute(sql`
        update gateways as g
           set online = true, last_seen_at = greatest(g.last_seen_at, v.at)
          from (values ${values}) as v(id, at)
         where g.tenant_id = ${tenantId} and g.id = v.id
     returning g.id::text as id, g.online, g.last_seen_at`),
    );
    this.announce(
      tenantId,
      rows.map((row) => ({
        id: row.id,
        online: row.online,
        lastSeenAt: row.last_seen_at === null ? null : new Date(row.last_seen_at),
      })),
      false,
    );
  }

  /** Heartbeats: the gateway's firmware and channel count as it reports them (the latest of the batch). */
  async heartbeats(tx: Tx, tenantId: string, messages: readonly DeviceMessage<'heartbeat'>[]): Promise<void> {
    const latest = new Map<string, DeviceMessage<'heartbeat'>>();
    for (const message of messages) {
      if (!isGateway(message.client)) continue;
      const seen = latest.get(message.client.id);
      if (!seen || seen.at <= message.at) latest.set(message.client.id, message);
    }
    for (const [id, { payload }] of latest) {
      if (payload.firmware === undefined && payload.channels === undefined) continue;
      await tx
        .update(gateways)
        .set({
          ...(payload.firmware !== undefined && { firmware: payload.firmware }),
          ...(payload.channels !== undefined && { channels: payload.channels }),
        })
        .where(and(eq(gateways.tenantId, tenantId), eq(gateways.id, id)));
      if (payload.channels !== undefined)
        await tx
          .delete(gatewayChannels)
          .where(
            and(
              eq(gatewayChannels.tenantId, tenantId),
              eq(gatewayChannels.gatewayId, id),
              sql`${gatewayChannels.channel} > ${payload.channels}`,
            ),
          );
    }
  }

  /** Gateways silent for DEVICE_SILENT_OFFLINE_SECONDS go offline (every enterprise); answers how many. */
  async markSilentOffline(now: Date): Promise<number> {
    const rows = await markSilentOffline(
      this.db,
      gateways,
      now,
      sql`coalesce(${gateways.lastSeenAt}, ${gateways.connectedAt}, ${gateways.updatedAt})`,
    );
    for (const row of rows) this.announce(row.tenantId, [{ ...row, online: false }], true);
    return rows.length;
  }

  jobs(): InternalJob[] {
    return [
      silentOfflineJob('gateways.mark-silent-offline', DEVICE_HEARTBEAT_SECONDS, 'gateways', (due) =>
        this.markSilentOffline(due),
      ),
    ];
  }

  /** Tells the enterprise's pages once committed; an unchanged online gateway at most every few seconds. */
  private announce(
    tenantId: string,
    rows: readonly { id: string; online: boolean; lastSeenAt: Date | null }[],
    always: boolean,
  ): void {
    const now = Date.now();
    const updates: GatewayUpdate[] = [];
    for (const row of rows) {
      const last = this.announced.get(row.id);
      if (!always && last && last.online === row.online && now - last.at < ANNOUNCE_EVERY_MS) continue;
      this.announced.set(row.id, { online: row.online, at: now });
      updates.push({
        area: 'gateway',
        id: row.id,
        online: row.online,
        lastSeenAt: row.lastSeenAt?.toISOString() ?? null,
      });
    }
    if (updates.length === 0) return;
    this.db.afterCommit(async () => {
      for (const data of updates) await this.hub.publish({ target: { tenantId }, event: 'DeviceUpdate', data });
    });
  }
}

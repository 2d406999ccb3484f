import {
  type EsdAlarmState,
  type EsdCollectorUpdate,
  type EsdState,
  isEsdAlarmState,
  worstEsdState,
} from '@takt/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../platform/db/database.js';
import { rowsOf } from '../../platform/db/table-rows.js';
import type { Hub } from '../../platform/hub/hub.js';
import { esdAlarms, esdCollectorStates, esdCollectors } from './esd.table.js';

/** An ESD alarm that opened at a workstation, told to listeners once committed (andon's automatic calls). */
export interface EsdAlarmOpened {
  tenantId: string;
  lineId: string | null;
  stationId: string;
  state: EsdAlarmState;
  at: Date;
}
export type EsdAlarmListener = (alarm: EsdAlarmOpened) => Promise<void>;

/** A collector as the ingest and the offline job see it: its settings and its current state (null: never heard from). */
export type TrackedCollector = Awaited<ReturnType<typeof lockCollectors>>[number];

/** One stay in a bad state that a batch opened (and maybe closed again). */
interface Episode {
  state: EsdAlarmState;
  startedAt: Date;
  endedAt: Date | null;
  resistance: number | null;
  voltage: number | null;
}

/**
 * A collector's way through a batch of samples (or the offline job's tick): its state moves, the
 * alarm it had open ends, the alarms of the bad states it entered open. `apply` writes them all.
 */
export class CollectorTrack {
  state: EsdState;
  outCount: number;
  since: Date;
  resistance: number | null;
  voltage: number | null;
  lastSeenAt: Date | null;
  /** When the alarm open before the batch ended (null: still open, or none). */
  closedExisting: Date | null = null;
  readonly episodes: Episode[] = [];

  constructor(
    readonly collector: TrackedCollector,
    now: Date,
  ) {
    this.state = (collector.state as EsdState | null) ?? 'offline';
    this.outCount = collector.outCount ?? 0;
    this.since = collector.since ?? now;
    this.resistance = collector.resistance;
    this.voltage = collector.voltage;
    this.lastSeenAt = collector.lastSeenAt;
  }

  /** Moves to `state` at `at`: the alarm of a bad state ends, one for the new bad state opens. */
  moveTo(state: EsdState, at: Date): void {
    if (state === this.state) return;
    // A sample older than the current state's start counts from that start.
    const when = at < this.since ? this.since : at;
    if (isEsdAlarmState(this.state)) {
      const open = this.episodes.at(-1);
      if (open && open.endedAt === null) open.endedAt = when;
      else if (this.collector.alarmId && !this.closedExisting) this.closedExisting = when;
    }
    if (isEsdAlarmState(state))
      this.episodes.push({ state, startedAt: when, endedAt: null, resistance: this.resistance, voltage: this.voltage });
    this.state = state;
    this.since = when;
  }
}

/**
 * The enabled collectors on these gateways (or these collectors), with their states, locked for
 * the batch (`no key update`: a concurrent batch of the same gateway waits; references still work).
 */
export function lockCollectors(tx: Tx, tenantId: string, by: { gatewayIds?: string[]; ids?: string[] }) {
  const c = esdCollectors;
  const s = esdCollectorStates;
  return tx
    .select({
      id: c.id,
      gatewayId: c.gatewayId,
      address: c.address,
      lineId: c.lineId,
      stationId: c.stationId,
      typeId: c.typeId,
      resistanceLower: c.resistanceLower,
      resistanceUpper: c.resistanceUpper,
      voltageLower: c.voltageLower,
      voltageUpper: c.voltageUpper,
      warningThreshold: c.warningThreshold,
      offset: c.offset,
      state: s.state,
      since: s.since,
      outCount: s.outCount,
      alarmId: s.alarmId,
      resistance: s.resistance,
      voltage: s.voltage,
      lastSeenAt: s.lastSeenAt,
    })
    .from(c)
    .leftJoin(s, and(eq(s.tenantId, c.tenantId), eq(s.collectorId, c.id)))
    .where(
      and(
        eq(c.tenantId, tenantId),
        eq(c.enabled, true),
        by.gatewayIds ? inArray(c.gatewayId, by.gatewayIds) : undefined,
        by.ids ? inArray(c.id, by.ids) : undefined,
      ),
    )
    .orderBy(c.id)
    .for('no key update', { of: c });
}

const seconds = (from: Date, to: Date) => Math.max(0, Math.round((to.getTime() - from.getTime()) / 1000));

/**
 * Writes what the tracks did, a few statements for the whole batch: ends the alarms open before
 * it, inserts the ones it opened, upserts the states; tells the enterprise's boards once committed.
 */
export async function applyTracks(
  db: Database,
  hub: Hub,
  tx: Tx,
  tenantId: string,
  tracks: CollectorTrack[],
  listeners: readonly EsdAlarmListener[] = [],
) {
  if (tracks.length === 0) return;
  const closing = tracks.filter((track) => track.closedExisting && track.collector.alarmId);
  if (closing.length > 0) {
    const values = sql.join(
      closing.map(
        (track) => sql`(${track.collector.alarmId}::bigint, ${track.closedExisting!.toISOString()}::timestamptz)`,
      ),
      sql`, `,
    );
    await tx.execute(sql`update esd_alarms a set ended_at = v.ended_at,
        duration_seconds = greatest(0, round(extract(epoch from v.ended_at - a.started_at)))::int
      from (values ${values}) as v(id, ended_at)
      where a.tenant_id = ${tenantId} and a.id = v.id and a.ended_at is null`);
  }

  const opened = tracks.flatMap((track) =>
    track.episodes.map((episode) => ({
      tenantId,
      collectorId: track.collector.id,
      lineId: track.collector.lineId,
      stationId: track.collector.stationId,
      state: episode.state,
      startedAt: episode.startedAt,
      endedAt: episode.endedAt,
      durationSeconds: episode.endedAt ? seconds(episode.startedAt, episode.endedAt) : null,
      resistance: episode.resistance,
      voltage: episode.voltage,
    })),
  );
  const openAlarm = new Map<string, string>();
  if (opened.length > 0) {
    const rows = await tx
      .insert(esdAlarms)
      .values(opened)
      .returning({ id: esdAlarms.id, collectorId: esdAlarms.collectorId, endedAt: esdAlarms.endedAt });
    for (const row of rows) if (row.endedAt === null) openAlarm.set(row.collectorId, row.id);
  }

  const alarmOf = (track: CollectorTrack) =>
    openAlarm.get(track.collector.id) ??
    (isEsdAlarmState(track.state) && !track.closedExisting ? track.collector.alarmId : null);
  const s = esdCollectorStates;
  await tx
    .insert(s)
    .values(
      tracks.map((track) => ({
        tenantId,
        collectorId: track.collector.id,
        state: track.state,
        since: track.since,
        resistance: track.resistance,
        voltage: track.voltage,
        outCount: track.outCount,
        alarmId: alarmOf(track),
        lastSeenAt: track.lastSeenAt,
        updatedAt: new Date(),
      })),
    )
    .onConflictDoUpdate({
      target: [s.tenantId, s.collectorId],
      set: {
        state: sql`excluded.state`,
        since: sql`excluded.since`,
        resistance: sql`excluded.resistance`,
        voltage: sql`excluded.voltage`,
        outCount: sql`excluded.out_count`,
        alarmId: sql`excluded.alarm_id`,
        lastSeenAt: sql`excluded.last_seen_at`,
        updatedAt: sql`excluded.updated_at`,
      },
    });

  const collectors: EsdCollectorUpdate[] = tracks.map((track) => ({
    id: track.collector.id,
    lineId: track.collector.lineId,
    stationId: track.collector.stationId,
    state: track.state,
    stateSince: track.since.toISOString(),
    resistance: track.resistance,
    voltage: track.voltage,
    lastSeenAt: track.lastSeenAt?.toISOString() ?? null,
  }));
  db.afterCommit(() => hub.publish({ target: { tenantId }, event: 'DeviceUpdate', data: { area: 'esd', collectors } }));
  const alarms: EsdAlarmOpened[] = opened.map((alarm) => ({
    tenantId,
    lineId: alarm.lineId,
    stationId: alarm.stationId,
    state: alarm.state,
    at: alarm.startedAt,
  }));
  if (alarms.length > 0 && listeners.length > 0)
    db.afterCommit(async () => {
      for (const alarm of alarms) for (const listener of listeners) await listener(alarm);
    });
}

/**
 * The worst current state of a workstation's enabled collectors (one never heard from counts as
 * offline), or null when it has none: what the scan interlock asks. Joins the caller's transaction.
 */
export function esdStateOfStation(db: Database, tenantId: string, stationId: string): Promise<EsdState | null> {
  return db.tenant(tenantId, async (tx) => {
    const rows = rowsOf<{ state: EsdState }>(
      await tx.execute(sql`select coalesce(s.state, 'offline') as state
        from esd_collectors c
        left join esd_collector_states s on s.tenant_id = c.tenant_id and s.collector_id = c.id
        where c.tenant_id = ${tenantId} and c.station_id = ${stationId} and c.enabled`),
    );
    return worstEsdState(rows.map((row) => row.state));
  });
}

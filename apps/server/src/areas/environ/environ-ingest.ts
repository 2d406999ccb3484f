import { ENVIRON_METRICS, type EnvironDirection, type EnvironMetric } from '@takt/contracts';
import { and, asc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../platform/db/database.js';
import type { DeviceMessage } from '../../platform/devices/device-client.js';
import type { ReadingStore } from '../../platform/devices/reading-store.js';
import type { Hub } from '../../platform/hub/hub.js';
import { environAlarms, environDevices, environExcursions } from './environ.table.js';
import { applySample, type MeasureState, measureLimits } from './environ-alarm-rule.js';
import type { EnvironLimitsService } from './environ-limits.service.js';

/** The directory kind of temperature and humidity devices on the bus. */
export const ENVIRON_CLIENT_KIND = 'environ';

const stateKey = (deviceId: string, metric: EnvironMetric) => `${deviceId}/${metric}`;

/** Tells live pages a device changed (after the batch commits). */
export function announceDevices(db: Database, hub: Hub, tenantId: string, deviceIds: Iterable<string>): void {
  const ids = [...new Set(deviceIds)];
  if (ids.length === 0) return;
  db.afterCommit(async () => {
    for (const id of ids)
      await hub.publish({ target: { tenantId }, event: 'DeviceUpdate', data: { area: 'environ', id } });
  });
}

/**
 * The `environ` messages of one enterprise's batch, inside its transaction: readings (temperature
 * and humidity per device), each device's last sample and online state, and the alarm rule over
 * the samples in time order, its state (excursions, open alarms) kept in tables. Set-based: a few
 * statements per batch, whatever its size.
 */
export function environIngest(deps: { db: Database; hub: Hub; readings: ReadingStore; limits: EnvironLimitsService }) {
  return async (tx: Tx, tenantId: string, all: DeviceMessage<'environ'>[]): Promise<void> => {
    const messages = all
      .filter((message) => message.client.kind === ENVIRON_CLIENT_KIND)
      .sort((a, b) => a.at.getTime() - b.at.getTime());
    if (messages.length === 0) return;
    const wanted = [...new Set(messages.map((message) => message.client.id))];
    // Locked in id order: batches of the same devices wait for each other.
    const devices = await tx
      .select({ id: environDevices.id, sampledAt: environDevices.sampledAt })
      .from(environDevices)
      .where(and(eq(environDevices.tenantId, tenantId), inArray(environDevices.id, wanted)))
      .orderBy(asc(environDevices.id))
      .for('update');
    const known = new Set(devices.map((device) => device.id));
    const samples = messages.filter((message) => known.has(message.client.id));
    if (samples.length === 0) return;
    const ids = [...known];

    await deps.readings.append(
      tx,
      tenantId,
      samples.flatMap((message) =>
        ENVIRON_METRICS.map((metric) => ({
          sourceId: message.client.id,
          metric,
          value: message.payload[metric],
          at: message.at,
        })),
      ),
    );
    await updateLastSamples(tx, tenantId, samples);

    const states = await loadStates(tx, tenantId, ids);
    const limits = await deps.limits.effective(tx, tenantId, ids);
    for (const message of samples) {
      const deviceLimits = limits.get(message.client.id);
      if (!deviceLimits) continue;
      for (const metric of ENVIRON_METRICS) {
        const state = states.get(stateKey(message.client.id, metric));
        if (state) applySample(state, message.payload[metric], message.at, measureLimits(deviceLimits, metric));
      }
    }
    await saveStates(tx, tenantId, ids, states);
    announceDevices(deps.db, deps.hub, tenantId, ids);
  };
}

/** Each device's newest sample of the batch becomes its current values (unless a newer one is stored). */
async function updateLastSamples(tx: Tx, tenantId: string, samples: DeviceMessage<'environ'>[]): Promise<void> {
  const last = new Map<string, DeviceMessage<'environ'>>();
  for (const message of samples) last.set(message.client.id, message);
  const rows = [...last.values()].map(
    (m) =>
      sql`(${m.client.id}::bigint, ${m.payload.temperature}::float8, ${m.payload.humidity}::float8, ${m.at.toISOString()}::timestamptz)`,
  );
  await tx.execute(sql`update environ_devices as d set
      online = true, last_seen_at = now(), updated_at = now(),
      temperature = case when d.sampled_at is null or d.sampled_at <= v.at then v.t else d.temperature end,
      humidity = case when d.sampled_at is null or d.sampled_at <= v.at then v.h else d.humidity end,
      sampled_at = greatest(d.sampled_at, v.at)
    from (values ${sql.join(rows, sql`, `)}) as v(id, t, h, at)
    where d.tenant_id = ${tenantId} and d.id = v.id`);
}

async function loadStates(tx: Tx, tenantId: string, ids: string[]): Promise<Map<string, MeasureState>> {
  const states = new Map<string, MeasureState>();
  for (const id of ids)
    for (const metric of ENVIRON_METRICS)
      states.set(stateKey(id, metric), { excursion: null, alarm: null, ended: [], alarmChanged: false });
  const excursions = await tx
    .select()
    .from(environExcursions)
    .where(and(eq(environExcursions.tenantId, tenantId), inArray(environExcursions.deviceId, ids)));
  for (const row of excursions) {
    const state = states.get(stateKey(row.deviceId, row.metric as EnvironMetric));
    if (state) state.excursion = { direction: row.direction as EnvironDirection, since: row.since, peak: row.peak };
  }
  const open = await tx
    .select()
    .from(environAlarms)
    .where(
      and(eq(environAlarms.tenantId, tenantId), inArray(environAlarms.deviceId, ids), isNull(environAlarms.endedAt)),
    );
  for (const row of open) {
    const state = states.get(stateKey(row.deviceId, row.metric as EnvironMetric));
    if (state)
      state.alarm = {
        id: row.id,
        direction: row.direction as EnvironDirection,
        limit: row.limitValue,
        peak: row.peak,
        startedAt: row.startedAt,
        endedAt: null,
      };
  }
  return states;
}

async function saveStates(tx: Tx, tenantId: string, ids: string[], states: Map<string, MeasureState>): Promise<void> {
  await tx
    .delete(environExcursions)
    .where(and(eq(environExcursions.tenantId, tenantId), inArray(environExcursions.deviceId, ids)));
  const excursions: (typeof environExcursions.$inferInsert)[] = [];
  const inserts: (typeof environAlarms.$inferInsert)[] = [];
  const changes: SQL[] = [];
  for (const [key, state] of states) {
    const [deviceId, metric] = key.split('/') as [string, EnvironMetric];
    if (state.excursion) excursions.push({ tenantId, deviceId, metric, ...state.excursion });
    for (const alarm of [...state.ended, ...(state.alarm ? [state.alarm] : [])]) {
      if (alarm.id === null)
        inserts.push({
          tenantId,
          deviceId,
          metric,
          direction: alarm.direction,
          limitValue: alarm.limit,
          peak: alarm.peak,
          startedAt: alarm.startedAt,
          endedAt: alarm.endedAt,
        });
      else if (alarm.endedAt || state.alarmChanged)
        changes.push(
          sql`(${alarm.id}::bigint, ${alarm.peak}::float8, ${alarm.endedAt?.toISOString() ?? null}::timestamptz)`,
        );
    }
  }
  if (excursions.length > 0) await tx.insert(environExcursions).values(excursions);
  if (changes.length > 0)
    await tx.execute(sql`update environ_alarms as a set peak = v.peak, ended_at = v.ended
      from (values ${sql.join(changes, sql`, `)}) as v(id, peak, ended)
      where a.tenant_id = ${tenantId} and a.id = v.id`);
  // Inserted after the updates: an alarm ended and a new one opened in one batch never meet the open-alarm index twice.
  if (inserts.length > 0) await tx.insert(environAlarms).values(inserts);
}

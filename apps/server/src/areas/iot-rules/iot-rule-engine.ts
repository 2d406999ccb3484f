import type { IotRuleCondition } from '@takt/contracts';
import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../platform/db/database.js';
import { iotRuleAlarms, iotRuleDevices, iotRuleStates, iotRules } from './iot-rules.table.js';
import { FIRING, type RuleLimits, type RuleState, type RuleStep, stepPresence, stepReading } from './rule-condition.js';

/** A reading of an IoT device, as the devices' ingest hands it to the rules. */
export interface IotReading {
  deviceId: string;
  metric: string;
  value: number;
  at: Date;
}

/** When each device last sent anything (null: never); the IoT devices area answers it. */
export type LastSeen = (tenantId: string, deviceIds: readonly string[]) => Promise<Map<string, Date | null>>;

export type RuleRow = typeof iotRules.$inferSelect;

/** An alarm that opened in a batch (it may have cleared in the same batch): what the actions tell. */
export interface FiredAlarm {
  id: string;
  rule: RuleRow;
  deviceId: string;
  value: number | null;
  startedAt: Date;
}

interface Watch {
  rule: RuleRow;
  deviceId: string;
  state: RuleState;
  changed: boolean;
}

interface Opening {
  watch: Watch;
  value: number | null;
  startedAt: Date;
  endedAt: Date | null;
  clearValue: number | null;
}

const keyOf = (ruleId: string, deviceId: string) => `${ruleId}:${deviceId}`;

const limitsOf = (rule: RuleRow): RuleLimits => ({ ...rule, condition: rule.condition as IotRuleCondition });

/** The rule and device pairs a batch touches, their states locked; then each step, then one write per table. */
class Batch {
  private readonly watches = new Map<string, Watch>();
  private readonly openings: Opening[] = [];
  private readonly openingOf = new Map<Watch, Opening>();
  private readonly closings: { alarmId: string; endedAt: Date; value: number | null }[] = [];
  fired = 0;
  cleared = 0;

  constructor(
    private readonly tx: Tx,
    private readonly tenantId: string,
  ) {}

  /** Creates the missing states and locks them all, so concurrent batches of a device take turns. */
  async lock(pairs: { rule: RuleRow; deviceId: string }[]): Promise<Watch[]> {
    const { tx, tenantId } = this;
    await tx
      .insert(iotRuleStates)
      .values(pairs.map((pair) => ({ tenantId, ruleId: pair.rule.id, deviceId: pair.deviceId })))
      .onConflictDoNothing();
    const ruleIds = [...new Set(pairs.map((pair) => pair.rule.id))];
    const deviceIds = [...new Set(pairs.map((pair) => pair.deviceId))];
    const rows = await tx
      .select()
      .from(iotRuleStates)
      .where(
        and(
          eq(iotRuleStates.tenantId, tenantId),
          inArray(iotRuleStates.ruleId, ruleIds),
          inArray(iotRuleStates.deviceId, deviceIds),
        ),
      )
      .orderBy(iotRuleStates.ruleId, iotRuleStates.deviceId)
      .for('update');
    const stateOf = new Map(rows.map((row) => [keyOf(row.ruleId, row.deviceId), row]));
    return pairs.map((pair) => {
      const row = stateOf.get(keyOf(pair.rule.id, pair.deviceId))!;
      const watch: Watch = {
        rule: pair.rule,
        deviceId: pair.deviceId,
        state: { pendingSince: row.pendingSince, alarmId: row.alarmId, lastValue: row.lastValue, lastAt: row.lastAt },
        changed: false,
      };
      this.watches.set(keyOf(pair.rule.id, pair.deviceId), watch);
      return watch;
    });
  }

  /** Applies one step's outcome to the watch (an alarm opened and cleared in one batch is one record). */
  apply(watch: Watch, step: RuleStep): void {
    const before = watch.state.alarmId;
    if (step.state !== watch.state) {
      watch.state = step.state;
      watch.changed = true;
    }
    if (step.fire) {
      const opening: Opening = {
        watch,
        value: step.fire.value,
        startedAt: step.fire.at,
        endedAt: null,
        clearValue: null,
      };
      this.openings.push(opening);
      this.openingOf.set(watch, opening);
      this.fired++;
    }
    if (step.clear && before !== null) {
      const opening = before === FIRING ? this.openingOf.get(watch) : undefined;
      if (opening) {
        opening.endedAt = step.clear.at;
        opening.clearValue = step.clear.value;
      } else this.closings.push({ alarmId: before, endedAt: step.clear.at, value: step.clear.value });
      this.cleared++;
    }
  }

  /** Writes the alarms and states; answers the alarms that opened. */
  async write(): Promise<FiredAlarm[]> {
    const { tx, tenantId } = this;
    const fired: FiredAlarm[] = [];
    if (this.openings.length > 0) {
      const inserted = await tx
        .insert(iotRuleAlarms)
        .values(
          this.openings.map(({ watch: { rule, deviceId }, value, startedAt, endedAt, clearValue }) => ({
            tenantId,
            ruleId: rule.id,
            ruleCode: rule.code,
            ruleName: rule.name,
            deviceId,
            condition: rule.condition,
            metric: rule.condition === 'offline' ? null : rule.metric,
            value,
            clearValue,
            startedAt,
            endedAt,
            webhookState: rule.webhookUrl ? 'pending' : 'none',
          })),
        )
        .returning({ id: iotRuleAlarms.id });
      this.openings.forEach((opening, index) => {
        const id = inserted[index]!.id;
        if (opening.endedAt === null) opening.watch.state = { ...opening.watch.state, alarmId: id };
        const { rule, deviceId } = opening.watch;
        fired.push({ id, rule, deviceId, value: opening.value, startedAt: opening.startedAt });
      });
    }
    if (this.closings.length > 0) {
      const values = sql.join(
        this.closings.map(
          (closing) =>
            sql`(${closing.alarmId}::bigint, ${closing.endedAt.toISOString()}::timestamptz, ${closing.value}::double precision)`,
        ),
        sql`, `,
      );
      await tx.execute(sql`
        update iot_rule_alarms a set ended_at = c.ended_at, clear_value = c.value
        from (values ${values}) as c(id, ended_at, value)
        where a.tenant_id = ${tenantId} and a.id = c.id and a.ended_at is null`);
    }
    const changed = [...this.watches.values()].filter((watch) => watch.changed);
    if (changed.length > 0) {
      await tx
        .insert(iotRuleStates)
        .values(
          changed.map(({ rule, deviceId, state }) => ({
            tenantId,
            ruleId: rule.id,
            deviceId,
            ...state,
            updatedAt: new Date(),
          })),
        )
        .onConflictDoUpdate({
          target: [iotRuleStates.tenantId, iotRuleStates.ruleId, iotRuleStates.deviceId],
          set: {
            pendingSince: sql`excluded.pending_since`,
            alarmId: sql`excluded.alarm_id`,
            lastValue: sql`excluded.last_value`,
            lastAt: sql`excluded.last_at`,
            updatedAt: sql`excluded.updated_at`,
          },
        });
    }
    return fired;
  }
}

/**
 * The rules engine: readings of a batch (inside the ingest's transaction) and the offline check
 * step every enabled rule watching their devices, with the state kept per rule and device in
 * `iot_rule_states`; alarms are written in the same transaction, their actions run after commit.
 */
export class IotRuleEngine {
  constructor(
    private readonly db: Database,
    private readonly lastSeen: LastSeen,
    private readonly onFired: (tenantId: string, alarms: FiredAlarm[]) => Promise<void>,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /**
   * Steps the rules watching these readings' devices and metrics, in the readings' time order;
   * their offline rules learn the device was heard now (server time, as `lastSeen` answers).
   */
  async evaluate(
    tx: Tx,
    tenantId: string,
    readings: readonly IotReading[],
  ): Promise<{ fired: number; cleared: number }> {
    if (readings.length === 0) return { fired: 0, cleared: 0 };
    const deviceIds = [...new Set(readings.map((reading) => reading.deviceId))];
    const metrics = [...new Set(readings.map((reading) => reading.metric))];
    const pairs = await this.watching(
      tx,
      tenantId,
      deviceIds,
      or(eq(iotRules.condition, 'offline'), inArray(iotRules.metric, metrics)),
    );
    if (pairs.length === 0) return { fired: 0, cleared: 0 };
    const batch = new Batch(tx, tenantId);
    const watches = await batch.lock(pairs);
    const byDevice = new Map<string, Watch[]>();
    for (const watch of watches) byDevice.set(watch.deviceId, [...(byDevice.get(watch.deviceId) ?? []), watch]);
    const ordered = [...readings].sort((a, b) => a.at.getTime() - b.at.getTime());
    const heard = this.clock();
    for (const reading of ordered) {
      for (const watch of byDevice.get(reading.deviceId) ?? []) {
        const limits = limitsOf(watch.rule);
        if (limits.condition === 'offline') batch.apply(watch, stepPresence(limits, watch.state, heard, heard));
        else if (watch.rule.metric === reading.metric)
          batch.apply(watch, stepReading(limits, watch.state, reading.value, reading.at));
      }
    }
    await this.finish(tenantId, batch);
    return { fired: batch.fired, cleared: batch.cleared };
  }

  /** Steps one enterprise's offline rules with each device's last message, as of `now`. */
  checkOffline(tenantId: string, now: Date): Promise<{ fired: number; cleared: number }> {
    return this.db.tenant(tenantId, async (tx) => {
      const pairs = await this.watching(tx, tenantId, null, eq(iotRules.condition, 'offline'));
      if (pairs.length === 0) return { fired: 0, cleared: 0 };
      const seen = await this.lastSeen(tenantId, [...new Set(pairs.map((pair) => pair.deviceId))]);
      const batch = new Batch(tx, tenantId);
      for (const watch of await batch.lock(pairs))
        batch.apply(watch, stepPresence(limitsOf(watch.rule), watch.state, seen.get(watch.deviceId) ?? null, now));
      await this.finish(tenantId, batch);
      return { fired: batch.fired, cleared: batch.cleared };
    });
  }

  /** The enterprises with an enabled offline rule (the offline job's round). */
  async offlineTenants(): Promise<string[]> {
    const rows = await this.db.system((tx) =>
      tx
        .selectDistinct({ tenantId: iotRules.tenantId })
        .from(iotRules)
        .where(and(eq(iotRules.enabled, true), eq(iotRules.condition, 'offline'))),
    );
    return rows.map((row) => row.tenantId);
  }

  private async finish(tenantId: string, batch: Batch): Promise<void> {
    const fired = await batch.write();
    if (fired.length > 0) this.db.afterCommit(() => this.onFired(tenantId, fired));
  }

  /** Enabled rules and the devices they watch, of these devices (all when null), matching `also`. */
  private async watching(tx: Tx, tenantId: string, deviceIds: string[] | null, also: SQL | undefined) {
    return tx
      .select({ rule: iotRules, deviceId: iotRuleDevices.deviceId })
      .from(iotRuleDevices)
      .innerJoin(iotRules, and(eq(iotRules.tenantId, iotRuleDevices.tenantId), eq(iotRules.id, iotRuleDevices.ruleId)))
      .where(
        and(
          eq(iotRuleDevices.tenantId, tenantId),
          deviceIds ? inArray(iotRuleDevices.deviceId, deviceIds) : undefined,
          eq(iotRules.enabled, true),
          also,
        ),
      )
      .orderBy(iotRuleDevices.ruleId, iotRuleDevices.deviceId);
  }
}

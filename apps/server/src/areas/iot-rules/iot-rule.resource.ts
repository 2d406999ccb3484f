import type { IotRule, IotRuleCondition, IotRuleInput } from '@takt/contracts';
import { and, count, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { invalid } from '../../platform/errors.js';
import { type ReferenceRegistry, refKindName } from '../../platform/references/reference-registry.js';
import { ResourceService, timesDto } from '../../platform/resources/resource.service.js';
import type { IotDeviceLookup } from './alarm-actions.js';
import { iotRuleAlarms, iotRuleDevices, iotRuleStates, iotRules } from './iot-rules.table.js';

type RuleRow = typeof iotRules.$inferSelect;

/** The limits a condition uses, the others cleared; refuses what the condition lacks. */
function conditionValues(input: IotRuleInput) {
  const condition: IotRuleCondition = input.condition;
  const limit = input.limit ?? null;
  const lower = input.lower ?? null;
  const upper = input.upper ?? null;
  const none = { metric: null, limit: null, lower: null, upper: null, offlineSeconds: null };
  if (condition === 'offline') {
    if (input.offlineSeconds == null) throw invalid('iotRules.offlineRequired');
    return { ...none, offlineSeconds: input.offlineSeconds, durationSeconds: 0, hysteresis: 0 };
  }
  if (!input.metric) throw invalid('iotRules.metricRequired');
  const common = {
    ...none,
    metric: input.metric,
    durationSeconds: input.durationSeconds,
    hysteresis: input.hysteresis,
  };
  if (condition === 'outside') {
    if (lower === null || upper === null || upper < lower) throw invalid('iotRules.rangeRequired');
    return { ...common, lower, upper };
  }
  if (limit === null) throw invalid('iotRules.limitRequired');
  return { ...common, limit };
}

/**
 * Rules (resource kit): code unique in the enterprise, at least one device (checked with the IoT
 * devices' lookup), the push template and channels through the reference registry. An edit
 * forgets the pending conditions of the rule; a device taken off the rule, or the rule deleted,
 * ends its active alarms.
 */
export function createIotRules(db: Database, references: ReferenceRegistry, devices: IotDeviceLookup) {
  /** Ends the active alarms of the rule on these devices (all when null) and drops their states. */
  const release = (tenantId: string, ruleId: string, keep: string[] | null) =>
    db.tenant(tenantId, async (tx) => {
      const scope = (table: typeof iotRuleStates | typeof iotRuleAlarms) =>
        and(
          eq(table.tenantId, tenantId),
          eq(table.ruleId, ruleId),
          keep ? notInArray(table.deviceId, keep) : undefined,
        );
      await tx
        .update(iotRuleAlarms)
        .set({ endedAt: new Date() })
        .where(and(scope(iotRuleAlarms), isNull(iotRuleAlarms.endedAt)));
      await tx.delete(iotRuleStates).where(scope(iotRuleStates));
    });

  const service = new ResourceService<typeof iotRules, IotRule, IotRuleInput>(db, references, {
    kind: 'iotRule',
    table: iotRules,
    codeTaken: 'iotRules.codeTaken',
    equals: { condition: iotRules.condition },
    sortable: { condition: iotRules.condition },
    values: async (tenantId, input) => {
      const values = conditionValues(input);
      const deviceIds = [...new Set(input.deviceIds)];
      const found = new Set((await devices(tenantId, deviceIds)).map((device) => device.id));
      const missing = deviceIds.filter((id) => !found.has(id));
      if (missing.length)
        throw invalid('references.missing', {
          field: 'deviceIds',
          kind: refKindName('iotDevice'),
          ids: missing.join(', '),
        });
      const pushTemplateId = input.pushTemplateId ?? null;
      const pushChannelIds = [...new Set(input.pushChannelIds)];
      if ((pushTemplateId === null) !== (pushChannelIds.length === 0)) throw invalid('iotRules.pushIncomplete');
      if (pushTemplateId) await references.resolve(tenantId, 'pushTemplate', [pushTemplateId], 'pushTemplateId');
      await references.resolve(tenantId, 'pushChannel', pushChannelIds, 'pushChannelIds');
      const andonItemId = input.andonItemId ?? null;
      if (andonItemId) await references.resolveOne(tenantId, 'andonItem', andonItemId, 'andonItemId');
      return {
        andonItemId,
        ...values,
        condition: input.condition,
        enabled: input.enabled,
        pushTemplateId,
        pushChannelIds,
        webhookUrl: input.webhookUrl ?? null,
        remark: input.remark || null,
      };
    },
    afterSave: (tenantId, ruleId, input) =>
      db.tenant(tenantId, async (tx) => {
        const deviceIds = [...new Set(input.deviceIds)];
        await tx
          .delete(iotRuleDevices)
          .where(
            and(
              eq(iotRuleDevices.tenantId, tenantId),
              eq(iotRuleDevices.ruleId, ruleId),
              notInArray(iotRuleDevices.deviceId, deviceIds),
            ),
          );
        await tx
          .insert(iotRuleDevices)
          .values(deviceIds.map((deviceId) => ({ tenantId, ruleId, deviceId })))
          .onConflictDoNothing();
        await release(tenantId, ruleId, deviceIds);
        await tx
          .update(iotRuleStates)
          .set({ pendingSince: null, lastValue: null, lastAt: null })
          .where(and(eq(iotRuleStates.tenantId, tenantId), eq(iotRuleStates.ruleId, ruleId)));
      }),
    beforeDelete: async (tenantId, row) => {
      await release(tenantId, row.id, null);
      await db.tenant(tenantId, (tx) =>
        tx.delete(iotRuleDevices).where(and(eq(iotRuleDevices.tenantId, tenantId), eq(iotRuleDevices.ruleId, row.id))),
      );
    },
    toDtos: (tenantId, rows) => toDtos(tenantId, rows),
  });

  async function toDtos(tenantId: string, rows: RuleRow[]): Promise<IotRule[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const { links, active } = await db.tenant(tenantId, async (tx) => ({
      links: await tx
        .select()
        .from(iotRuleDevices)
        .where(and(eq(iotRuleDevices.tenantId, tenantId), inArray(iotRuleDevices.ruleId, ids)))
        .orderBy(iotRuleDevices.deviceId),
      active: await tx
        .select({ ruleId: iotRuleAlarms.ruleId, n: count() })
        .from(iotRuleAlarms)
        .where(
          and(eq(iotRuleAlarms.tenantId, tenantId), inArray(iotRuleAlarms.ruleId, ids), isNull(iotRuleAlarms.endedAt)),
        )
        .groupBy(iotRuleAlarms.ruleId),
    }));
    const named = new Map(
      (await devices(tenantId, [...new Set(links.map((link) => link.deviceId))])).map((d) => [d.id, d]),
    );
    const activeOf = new Map(active.map((row) => [row.ruleId, row.n]));
    return rows.map((row) => {
      const deviceIds = links.filter((link) => link.ruleId === row.id).map((link) => link.deviceId);
      return {
        id: row.id,
        code: row.code,
        name: row.name,
        deviceIds,
        devices: deviceIds.map((id) => named.get(id) ?? { id, code: id, name: '' }),
        condition: row.condition as IotRuleCondition,
        metric: row.metric,
        limit: row.limit,
        lower: row.lower,
        upper: row.upper,
        offlineSeconds: row.offlineSeconds,
        durationSeconds: row.durationSeconds,
        hysteresis: row.hysteresis,
        enabled: row.enabled,
        pushTemplateId: row.pushTemplateId,
        pushChannelIds: row.pushChannelIds,
        webhookUrl: row.webhookUrl,
        andonItemId: row.andonItemId,
        remark: row.remark,
        activeAlarms: activeOf.get(row.id) ?? 0,
        ...timesDto(row),
      };
    });
  }

  return Object.assign(service, {
    /** Enables or disables a rule; disabling forgets its pending conditions (active alarms stay). */
    async setEnabled(tenantId: string, id: string, enabled: boolean): Promise<IotRule> {
      return db.tenant(tenantId, async (tx) => {
        const rule = await service.change(tenantId, id, { enabled });
        if (!enabled)
          await tx
            .update(iotRuleStates)
            .set({ pendingSince: null, lastValue: null, lastAt: null, updatedAt: sql`now()` })
            .where(and(eq(iotRuleStates.tenantId, tenantId), eq(iotRuleStates.ruleId, id)));
        return rule;
      });
    },
  });
}
export type IotRules = ReturnType<typeof createIotRules>;

import type { IotRuleAlarm, IotRuleCondition, iotRuleAlarmPageQuerySchema, PageResult } from '@takt/contracts';
import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../platform/db/database.js';
import { listConditions, selectPage } from '../../platform/db/paged-select.js';
import { conflict, notFound } from '../../platform/errors.js';
import type { IotDeviceLookup } from './alarm-actions.js';
import { iotRuleAlarms } from './iot-rules.table.js';

type AlarmRow = typeof iotRuleAlarms.$inferSelect;
type AlarmQuery = z.output<typeof iotRuleAlarmPageQuerySchema>;

/** Alarms of the rules: the list (active or past, of a rule or a device) and acknowledging one. */
export class IotRuleAlarms {
  constructor(
    private readonly db: Database,
    private readonly devices: IotDeviceLookup,
  ) {}

  page(tenantId: string, query: AlarmQuery): Promise<PageResult<IotRuleAlarm>> {
    return this.db.tenant(tenantId, async (tx) => {
      const active = query.active === undefined ? undefined : query.active === 'true';
      const where = listConditions(
        query,
        { equals: { ruleId: iotRuleAlarms.ruleId, deviceId: iotRuleAlarms.deviceId } },
        eq(iotRuleAlarms.tenantId, tenantId),
        active === undefined ? undefined : active ? isNull(iotRuleAlarms.endedAt) : isNotNull(iotRuleAlarms.endedAt),
      );
      const { rows, totalRows } = await selectPage(tx, tx.select().from(iotRuleAlarms).$dynamic(), query, {
        table: iotRuleAlarms,
        where,
        sortable: { startedAt: iotRuleAlarms.startedAt, endedAt: iotRuleAlarms.endedAt },
        defaultOrder: desc(iotRuleAlarms.startedAt),
        tieBreaker: iotRuleAlarms.id,
      });
      return { rows: await this.toDtos(tenantId, rows), totalRows, pageNo: query.pageNo, pageSize: query.pageSize };
    });
  }

  /** Acknowledges an alarm once (by the signed-in user's name); a second time is a 409. */
  ack(tenantId: string, id: string, by: string): Promise<IotRuleAlarm> {
    return this.db.tenant(tenantId, async (tx) => {
      const [row] = await tx
        .select()
        .from(iotRuleAlarms)
        .where(and(eq(iotRuleAlarms.tenantId, tenantId), eq(iotRuleAlarms.id, id)))
        .for('update');
      if (!row) throw notFound();
      if (row.acknowledgedAt) throw conflict('iotRules.alreadyAcknowledged');
      const [updated] = await tx
        .update(iotRuleAlarms)
        .set({ acknowledgedBy: by, acknowledgedAt: new Date() })
        .where(and(eq(iotRuleAlarms.tenantId, tenantId), eq(iotRuleAlarms.id, id)))
        .returning();
      const [dto] = await this.toDtos(tenantId, [updated!]);
      return dto!;
    });
  }

  private async toDtos(tenantId: string, rows: AlarmRow[]): Promise<IotRuleAlarm[]> {
    const named = new Map(
      (await this.devices(tenantId, [...new Set(rows.map((row) => row.deviceId))])).map((d) => [d.id, d]),
    );
    return rows.map((row) => ({
      id: row.id,
      ruleId: row.ruleId,
      ruleCode: row.ruleCode,
      ruleName: row.ruleName,
      deviceId: row.deviceId,
      deviceCode: named.get(row.deviceId)?.code ?? null,
      deviceName: named.get(row.deviceId)?.name ?? null,
      condition: row.condition as IotRuleCondition,
      metric: row.metric,
      value: row.value,
      clearValue: row.clearValue,
      active: row.endedAt === null,
      startedAt: row.startedAt.toISOString(),
      endedAt: row.endedAt?.toISOString() ?? null,
      durationSeconds: row.endedAt ? Math.round((row.endedAt.getTime() - row.startedAt.getTime()) / 1000) : null,
      acknowledgedBy: row.acknowledgedBy,
      acknowledgedAt: row.acknowledgedAt?.toISOString() ?? null,
      pushId: row.pushId,
      webhookState: row.webhookState as IotRuleAlarm['webhookState'],
      webhookAnswer: row.webhookAnswer,
    }));
  }
}

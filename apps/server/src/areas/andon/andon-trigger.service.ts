import type { AndonTriggerKind } from '@takt/contracts';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../platform/db/database.js';
import type { AndonCalls } from './andon-call.service.js';
import type { AndonTriggerRules } from './andon-trigger.resource.js';
import { andonTriggerFires, andonTriggers } from './andon-trigger.table.js';

type TriggerRow = typeof andonTriggers.$inferSelect;

/** Where something happened that may call: the workstation and its line. */
export interface AndonPlaceEvent {
  tenantId: string;
  lineId: string | null;
  stationId: string;
  at: Date;
}

/** Defects recorded at a workstation (a failed scan's, a report's), by bad phenomenon. */
export interface DefectsEvent extends AndonPlaceEvent {
  badPhenomenonIds: readonly string[];
}

/** How many defects a workstation had in (after, until], of one phenomenon or any (null). */
export type DefectCounter = (
  tenantId: string,
  query: { stationId: string; badPhenomenonId: string | null; after: Date; until: Date },
) => Promise<number>;

const jsonList = (id: string) => JSON.stringify([id]);

/**
 * Runs the rules of automatic calls when something happens at a workstation: the enabled rules of
 * that kind whose scope holds the workstation (its line among the lines, or it among the
 * workstations, or no scope at all) raise their item's call there, each in its own transaction
 * (a rule whose item is gone or disabled is logged, the others still call).
 */
export class AndonTriggerRunner {
  constructor(
    private readonly db: Database,
    private readonly calls: Pick<AndonCalls, 'raise'>,
    private readonly rules: AndonTriggerRules,
    private readonly defectCounters: readonly DefectCounter[],
    private readonly log: FastifyBaseLogger,
  ) {}

  /** An ESD alarm opened at the workstation. */
  esdAlarm(event: AndonPlaceEvent): Promise<number> {
    return this.raiseAll('esdAlarm', event);
  }

  /** A device at the workstation had a fault (an IoT rule's alarm opened on it). */
  deviceFault(event: AndonPlaceEvent): Promise<number> {
    return this.raiseAll('deviceFault', event);
  }

  /**
   * Defects were recorded: each defects rule counting one of their phenomena (or any) counts the
   * workstation's defects within its minutes, since it last fired there; at N it raises once.
   */
  async defects(event: DefectsEvent): Promise<number> {
    const rules = (await this.matching('defects', event)).filter(
      (rule) => rule.badPhenomenonId === null || event.badPhenomenonIds.includes(rule.badPhenomenonId),
    );
    let raised = 0;
    for (const rule of rules) {
      const fired = await this.guarded(rule, event, (firedAt) => this.defectsReached(rule, event, firedAt));
      if (fired) raised++;
    }
    return raised;
  }

  /** An IoT rule's andon action: its item, called at the device's workstation. */
  async raiseItem(event: AndonPlaceEvent, itemId: string, sourceRef: string): Promise<boolean> {
    try {
      await this.db.tenant(event.tenantId, () =>
        this.calls.raise(event.tenantId, { itemId, stationId: event.stationId, source: 'rule', sourceRef }),
      );
      return true;
    } catch (error) {
      this.log.warn(
        { err: error, tenantId: event.tenantId, sourceRef, itemId },
        'andon action could not raise its call',
      );
      return false;
    }
  }

  private async raiseAll(kind: AndonTriggerKind, event: AndonPlaceEvent): Promise<number> {
    let raised = 0;
    for (const rule of await this.matching(kind, event))
      if (await this.guarded(rule, event, async () => true)) raised++;
    return raised;
  }

  /** Locks the rule's mark at the workstation; when `due` says so, raises and marks the time. */
  private async guarded(
    rule: TriggerRow,
    event: AndonPlaceEvent,
    due: (firedAt: Date | null) => Promise<boolean>,
  ): Promise<boolean> {
    const { tenantId, stationId } = event;
    try {
      return await this.db.tenant(tenantId, async (tx) => {
        const mark = and(
          eq(andonTriggerFires.tenantId, tenantId),
          eq(andonTriggerFires.triggerId, rule.id),
          eq(andonTriggerFires.stationId, stationId),
        );
        await tx.insert(andonTriggerFires).values({ tenantId, triggerId: rule.id, stationId }).onConflictDoNothing();
        const [row] = await tx.select().from(andonTriggerFires).where(mark).for('update');
        if (!(await due(row?.firedAt ?? null))) return false;
        await this.calls.raise(tenantId, { itemId: rule.itemId, stationId, source: 'rule', sourceRef: rule.code });
        await tx.update(andonTriggerFires).set({ firedAt: event.at }).where(mark);
        await this.rules.fired(tenantId, rule.id, event.at);
        return true;
      });
    } catch (error) {
      this.log.warn({ err: error, tenantId, rule: rule.code, stationId }, 'andon rule could not raise its call');
      return false;
    }
  }

  /** N defects within M minutes at the workstation, counted after the rule last fired there. */
  private async defectsReached(rule: TriggerRow, event: DefectsEvent, firedAt: Date | null): Promise<boolean> {
    const windowStart = new Date(event.at.getTime() - rule.defectMinutes! * 60_000);
    const after = firedAt && firedAt > windowStart ? firedAt : windowStart;
    let count = 0;
    for (const counter of this.defectCounters)
      count += await counter(event.tenantId, {
        stationId: event.stationId,
        badPhenomenonId: rule.badPhenomenonId,
        after,
        until: event.at,
      });
    return count >= rule.defectCount!;
  }

  /** Enabled rules of a kind whose scope holds the workstation. */
  private matching(kind: AndonTriggerKind, event: AndonPlaceEvent): Promise<TriggerRow[]> {
    const t = andonTriggers;
    const inScope: SQL = sql`((${t.lineIds} = '[]'::jsonb and ${t.stationIds} = '[]'::jsonb)
      or ${t.stationIds} @> ${jsonList(event.stationId)}::jsonb
      ${event.lineId ? sql`or ${t.lineIds} @> ${jsonList(event.lineId)}::jsonb` : sql``})`;
    return this.db.tenant(event.tenantId, (tx) =>
      tx
        .select()
        .from(t)
        .where(and(eq(t.tenantId, event.tenantId), eq(t.kind, kind), eq(t.enabled, true), inScope))
        .orderBy(t.code),
    );
  }
}

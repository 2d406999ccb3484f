import type { AndonLadder, PushValues } from '@takt/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/database.js';
import type { TimerFiring, TimerHandler, TimerRequest } from '../../platform/scheduler/one-shot-timers.js';
import { factoryOrgDetails } from '../factory/factory.table.js';
import type { PushReceipt, PushRequest } from '../push/push.service.js';
import type { PushDirectory, PushRecipient } from '../push/push-directory.js';
import { type AndonFlowLevelRow, andonCallEvents, andonCalls, andonFlows } from './andon.table.js';
import { type AndonCallRow, findCallRow, namesOf } from './andon-call.view.js';
import type { AndonLinks } from './andon-link.js';

export const ESCALATION_TIMER = 'andon.escalate';

/** What escalation uses of the scheduler and the push area. */
export interface EscalationDeps {
  timers: {
    at(tx: Tx, timer: TimerRequest): Promise<void>;
    cancel(tx: Tx, tenantId: string, name: string, keyPrefix: string): Promise<number>;
  };
  push: { send(tenantId: string, request: PushRequest): Promise<PushReceipt> };
  directory: PushDirectory;
  /** Push templates' codes and channels' names by id (the push area's records). */
  templateCode(tenantId: string, id: string): Promise<string | null>;
  channelNames(tenantId: string, ids: readonly string[]): Promise<string[]>;
  links: AndonLinks;
  /** Tells monitors the call changed, once the transaction commits. */
  announce(tx: Tx, tenantId: string, row: AndonCallRow): Promise<void>;
}

const keyOf = (callId: string, ladder?: AndonLadder, level?: number) =>
  [callId, ladder, level].filter((part) => part !== undefined).join('/') + (level === undefined ? '/' : '');

/** Whether a ladder still applies to a call: the response ladder while calling, the resolution ladder until it ends. */
const ladderApplies = (ladder: AndonLadder, state: string) =>
  ladder === 'response' ? state === 'calling' : state !== 'ended';

/**
 * Escalation (spec 001 §5, §9): at the call, each level of its item's flow becomes a durable
 * timer keyed by the call; a level fires (once, in the enterprise's transaction) while its ladder
 * still applies: it reaches its recipients through the push service in that same transaction,
 * records an `escalated` step and raises the call's level. A response cancels the response
 * ladder's timers; an end or a cancel cancels them all.
 */
export class Escalation {
  constructor(private readonly deps: EscalationDeps) {}

  /** Sets the timers of the call's flow (none without a flow, or when the flow is disabled). */
  async plan(tx: Tx, row: AndonCallRow): Promise<void> {
    if (row.flowId === null) return;
    const [flow] = await tx
      .select({ levels: andonFlows.levels, enabled: andonFlows.enabled })
      .from(andonFlows)
      .where(and(eq(andonFlows.tenantId, row.tenantId), eq(andonFlows.id, row.flowId)));
    if (!flow?.enabled) return;
    for (const level of flow.levels) {
      await this.deps.timers.at(tx, {
        tenantId: row.tenantId,
        name: ESCALATION_TIMER,
        key: keyOf(row.id, level.ladder, level.level),
        dueAt: new Date(row.calledAt.getTime() + level.minutes * 60_000),
        // The level as it was at the call: a later edit of the flow does not change a running call.
        payload: { callId: row.id, level },
      });
    }
  }

  stopResponseLadder(tx: Tx, tenantId: string, callId: string): Promise<number> {
    return this.deps.timers.cancel(tx, tenantId, ESCALATION_TIMER, keyOf(callId, 'response'));
  }

  stopAll(tx: Tx, tenantId: string, callId: string): Promise<number> {
    return this.deps.timers.cancel(tx, tenantId, ESCALATION_TIMER, keyOf(callId));
  }

  handler(): TimerHandler {
    return { name: ESCALATION_TIMER, fire: (firing) => this.fire(firing) };
  }

  private async fire({ tx, tenantId, payload, dueAt, now }: TimerFiring): Promise<void> {
    const { callId, level } = payload as { callId: string; level: AndonFlowLevelRow };
    const row = await findCallRow(tx, tenantId, callId, { lock: true });
    if (!row || !ladderApplies(level.ladder, row.state)) return;
    const people = await this.recipients(tx, tenantId, row, level);
    const names = await namesOf(tx, tenantId, [row]);
    const links = people.map((person) => {
      const token = this.deps.links.token({ tenantId, callId, userId: person.id }, now);
      return `${person.name}: ${this.deps.links.url(token)}`;
    });
    const values: PushValues = {
      code: row.code,
      item: row.itemName,
      type: row.typeName,
      level: level.level,
      line: (row.lineId && names.orgs.get(row.lineId)?.name) || '',
      station: names.orgs.get(row.stationId)?.name ?? '',
      note: row.note ?? '',
      minutes: Math.floor((now.getTime() - row.calledAt.getTime()) / 60_000),
      time: row.calledAt.toISOString(),
      link: links.join('\n'),
    };
    const template = await this.deps.templateCode(tenantId, level.templateId);
    const receipt = template
      ? await this.deps.push.send(tenantId, {
          template,
          values,
          targets: { users: people.map((person) => person.id) },
          channels: level.channelIds,
        })
      : { pushId: null, deliveryIds: [], skipped: [`unknown template ${level.templateId}`] };
    await tx.insert(andonCallEvents).values({
      tenantId,
      callId,
      kind: 'escalated',
      at: now,
      ladder: level.ladder,
      level: level.level,
      dueAt,
      pushId: receipt.pushId,
      detail: {
        recipients: people.map((person) => ({ kind: 'user', id: person.id, name: person.name })),
        recipientIds: people.map((person) => person.id),
        named: level.recipients,
        channels: await this.deps.channelNames(tenantId, level.channelIds),
        skipped: receipt.skipped,
      },
    });
    const [updated] = await tx
      .update(andonCalls)
      .set({ escalatedLevel: sql`greatest(${andonCalls.escalatedLevel}, ${level.level})`, updatedAt: now })
      .where(and(eq(andonCalls.tenantId, tenantId), eq(andonCalls.id, callId)))
      .returning();
    if (updated) await this.deps.announce(tx, tenantId, updated);
  }

  /**
   * The people a level names. The shift model has no people per shift, so "the line's current
   * shift" reaches the line's owner and the users of the line's organisation (and below it).
   */
  private async recipients(
    tx: Tx,
    tenantId: string,
    row: AndonCallRow,
    level: AndonFlowLevelRow,
  ): Promise<PushRecipient[]> {
    const ids = (kind: string) => level.recipients.flatMap((r) => (r.kind === kind && r.id ? [r.id] : []));
    const line = level.recipients.some((r) => r.kind === 'lineShift') ? row.lineId : null;
    const owners = line
      ? await tx
          .select({ id: factoryOrgDetails.ownerId })
          .from(factoryOrgDetails)
          .where(and(eq(factoryOrgDetails.tenantId, tenantId), eq(factoryOrgDetails.orgId, line)))
      : [];
    return this.deps.directory.recipients(tenantId, {
      users: [...ids('user'), ...owners.flatMap((owner) => (owner.id ? [owner.id] : []))],
      roles: ids('role'),
      organisations: line ? [line] : [],
    });
  }
}

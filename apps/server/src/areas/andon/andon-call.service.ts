import {
  type AndonCall,
  type AndonCallDetail,
  type AndonCallSource,
  type AndonCallState,
  type AndonEventKind,
  type AndonResponseChannel,
  type andonArriveSchema,
  type andonCancelSchema,
  type andonOpenQuerySchema,
  type andonResolveSchema,
  Permissions,
  zonedDate,
} from '@takt/contracts';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { PermissionChecker } from '../../platform/auth/auth-context.js';
import type { Database, Tx } from '../../platform/db/database.js';
import { businessRule, invalid, notFound } from '../../platform/errors.js';
import type { Hub } from '../../platform/hub/hub.js';
import type { NestedMessage } from '../../platform/i18n/messages.js';
import { UserStatus, users } from '../identity/identity.table.js';
import { OrgType, organisations } from '../organisations/organisation.table.js';
import {
  andonAlarmTypes,
  andonCallCodeCounters,
  andonCallEvents,
  andonCalls,
  andonItems,
  TRAIL_NAME_MAX,
} from './andon.table.js';
import type { AndonResponders } from './andon-call.responders.js';
import { trailOf } from './andon-call.trail.js';
import { type AndonCallRow, findCallRow, isLate, namesOf, toAndonCall, viewCalls } from './andon-call.view.js';
import type { AndonLinks } from './andon-link.js';
import type { Escalation } from './escalation.js';

/** Who does something to a call: a signed-in user (or the user behind an external app). */
export interface AndonActor {
  userId: string;
  name: string;
  account: string;
  adminType: number;
}

/** Who a step of the trail names: a user, or a device standing for whoever pressed it (no user id). */
interface TrailBy {
  userId: string | null;
  name: string;
}

/** A gateway box's cancel: its button's item at its workstation; `box` is `<gateway code>/<channel>`. */
export interface AndonBoxWithdrawal {
  itemId: string;
  stationId: string;
  box: string;
}

/** A call to raise: from the call screen, an app, a gateway button or a rule. */
export interface AndonRaise {
  itemId: string;
  stationId: string;
  source: AndonCallSource;
  /** The gateway and channel, the rule, or the app that called. */
  sourceRef?: string | null;
  note?: string | null;
  photoIds?: readonly string[];
  /** The user who called; none for buttons and rules. */
  by?: AndonActor | null;
}

/**
 * The calls (spec 001 §4): each method runs in the caller's transaction when there is one (a
 * rule raising from an ingest), else in its own; refusals are 404/422 in the user's language.
 */
export interface AndonCalls {
  /** A new call, or the open call of the same item at the same workstation. */
  raise(tenantId: string, input: AndonRaise): Promise<AndonCall>;
  respond(
    tenantId: string,
    actor: AndonActor,
    input: { id: string; channel: AndonResponseChannel },
  ): Promise<AndonCall>;
  arrive(tenantId: string, actor: AndonActor, input: z.output<typeof andonArriveSchema>): Promise<AndonCall>;
  resolve(tenantId: string, actor: AndonActor, input: z.output<typeof andonResolveSchema>): Promise<AndonCall>;
  cancel(tenantId: string, actor: AndonActor, input: z.output<typeof andonCancelSchema>): Promise<AndonCall>;
  /**
   * A gateway box withdraws its button's call at its workstation while it is still calling: no
   * user and no permission (the box is where the call was made), the trail naming the box. Null
   * when nothing of the item is calling there.
   */
  withdrawAtBox(tenantId: string, input: AndonBoxWithdrawal): Promise<AndonCall | null>;
  /** Calls not ended, oldest first; `mine`: those the actor may respond to. */
  open(
    tenantId: string,
    actor: AndonActor,
    query: z.output<typeof andonOpenQuerySchema>,
  ): Promise<{ now: string; calls: AndonCall[] }>;
  detail(tenantId: string, id: string): Promise<AndonCallDetail>;
  /** Accepts through a robot message's signed link, as the user it names. */
  acceptLink(token: string): Promise<{ call: AndonCall; responderName: string }>;
}

export interface AndonCallDeps {
  db: Database;
  hub: Pick<Hub, 'publish'>;
  escalation: Escalation;
  responders: AndonResponders;
  links: AndonLinks;
  /** Whether a file is the enterprise's (photos). */
  fileExists(tenantId: string, id: string): Promise<boolean>;
  /** The enterprise's time zone (call codes count days there). */
  timeZone(tenantId: string): Promise<string>;
  /** Whether the user holds a permission (cancelling someone else's call). */
  access: PermissionChecker;
  clock?: () => Date;
}

const stateText = (state: string): NestedMessage => ({ messageKey: `andon.state.${state as AndonCallState}` });
const pad = (value: number, width: number) => String(value).padStart(width, '0');

/** The calls of spec 001 §4 (see {@link AndonCalls}). */
export class AndonCallService implements AndonCalls {
  private readonly clock: () => Date;

  constructor(private readonly deps: AndonCallDeps) {
    this.clock = deps.clock ?? (() => new Date());
  }

  raise(tenantId: string, input: AndonRaise): Promise<AndonCall> {
    return this.deps.db.tenant(tenantId, async (tx) => {
      const now = this.clock();
      const [item] = await tx
        .select()
        .from(andonItems)
        .where(and(eq(andonItems.tenantId, tenantId), eq(andonItems.id, input.itemId)));
      if (!item) throw businessRule('andon.itemMissing', { id: input.itemId });
      if (!item.enabled) throw businessRule('andon.itemDisabled', { code: item.code });
      const place = await this.placeOf(tx, tenantId, input.stationId);
      for (const id of input.photoIds ?? [])
        if (!(await this.deps.fileExists(tenantId, id))) throw businessRule('andon.photoMissing', { id });
      const open = await this.openAt(tx, tenantId, input.stationId, input.itemId);
      if (open) return this.view(tx, open);
      const [type] = await tx
        .select({ name: andonAlarmTypes.name })
        .from(andonAlarmTypes)
        .where(and(eq(andonAlarmTypes.tenantId, tenantId), eq(andonAlarmTypes.id, item.typeId)));
      const [row] = await tx
        .insert(andonCalls)
        .values({
          tenantId,
          code: await this.nextCode(tx, tenantId, now),
          itemId: item.id,
          itemCode: item.code,
          itemName: item.name,
          typeId: item.typeId,
          typeName: type?.name ?? '',
          level: item.level,
          flowId: item.flowId,
          ...place,
          stationId: input.stationId,
          source: input.source,
          sourceRef: input.sourceRef ?? null,
          note: input.note ?? null,
          photoIds: [...(input.photoIds ?? [])],
          responseMinutes: item.responseMinutes,
          resolutionMinutes: item.resolutionMinutes,
          calledAt: now,
          calledBy: input.by?.userId ?? null,
          calledByName: input.by?.name ?? null,
        })
        // Pressed twice at once: the other press's call is the open one.
        .onConflictDoNothing()
        .returning();
      if (!row) {
        const other = await this.openAt(tx, tenantId, input.stationId, input.itemId);
        if (!other) throw new Error('andon: a call neither inserted nor open');
        return this.view(tx, other);
      }
      await this.event(tx, row, 'called', now, input.by, { source: input.source, sourceRef: input.sourceRef ?? null });
      await this.deps.escalation.plan(tx, row);
      return this.changed(tx, row);
    });
  }

  respond(
    tenantId: string,
    actor: AndonActor,
    input: { id: string; channel: AndonResponseChannel },
  ): Promise<AndonCall> {
    return this.deps.db.tenant(tenantId, async (tx) => {
      const row = await this.locked(tx, tenantId, input.id);
      if (row.state !== 'calling')
        throw businessRule('andon.notCalling', { code: row.code, state: stateText(row.state) });
      await this.assertMayHandle(tx, actor, row);
      const now = this.clock();
      const updated = await this.update(tx, row, {
        state: 'responding',
        respondedAt: now,
        responderId: actor.userId,
        responderName: actor.name,
        responseChannel: input.channel,
        responseTimely: !isLate(row.calledAt, row.responseMinutes, now),
      });
      await this.event(tx, row, 'responded', now, actor, { channel: input.channel });
      await this.deps.escalation.stopResponseLadder(tx, tenantId, row.id);
      return this.changed(tx, updated);
    });
  }

  arrive(tenantId: string, actor: AndonActor, input: z.output<typeof andonArriveSchema>): Promise<AndonCall> {
    return this.deps.db.tenant(tenantId, async (tx) => {
      const row = await this.locked(tx, tenantId, input.id);
      if (row.state !== 'responding')
        throw businessRule('andon.notResponding', { code: row.code, state: stateText(row.state) });
      if (row.arrivedAt) throw businessRule('andon.alreadyArrived', { code: row.code });
      const name = row.responderName ?? '';
      if (input.proof === 'badge') {
        const [responder] = await tx
          .select({ account: users.account, jobNumber: users.jobNumber })
          .from(users)
          .where(and(eq(users.tenantId, tenantId), eq(users.id, row.responderId ?? '0')));
        if (!responder || (input.code !== responder.account && input.code !== responder.jobNumber))
          throw businessRule('andon.badgeMismatch', { badge: input.code, name, code: row.code });
      } else {
        if (actor.userId !== row.responderId) throw businessRule('andon.notResponder', { name, code: row.code });
        const [station] = await tx
          .select({ code: organisations.code })
          .from(organisations)
          .where(and(eq(organisations.tenantId, tenantId), eq(organisations.id, row.stationId)));
        if (input.code !== station?.code)
          throw businessRule('andon.stationMismatch', {
            scanned: input.code,
            station: station?.code ?? '',
            code: row.code,
          });
      }
      const now = this.clock();
      const updated = await this.update(tx, row, { arrivedAt: now, arrivalProof: input.proof });
      await this.event(tx, row, 'arrived', now, actor, { proof: input.proof, code: input.code });
      return this.changed(tx, updated);
    });
  }

  resolve(tenantId: string, actor: AndonActor, input: z.output<typeof andonResolveSchema>): Promise<AndonCall> {
    return this.deps.db.tenant(tenantId, async (tx) => {
      const row = await this.locked(tx, tenantId, input.id);
      if (row.state === 'calling') throw businessRule('andon.notResponded', { code: row.code });
      if (row.state !== 'responding')
        throw businessRule('andon.notResponding', { code: row.code, state: stateText(row.state) });
      await this.assertMayHandle(tx, actor, row);
      const now = this.clock();
      const updated = await this.update(tx, row, {
        state: 'ended',
        endedAt: now,
        resolverId: actor.userId,
        resolverName: actor.name,
        cause: input.cause,
        action: input.action,
        resolutionTimely: !isLate(row.calledAt, row.resolutionMinutes, now),
      });
      await this.event(tx, row, 'resolved', now, actor, { cause: input.cause, action: input.action });
      await this.deps.escalation.stopAll(tx, tenantId, row.id);
      return this.changed(tx, updated);
    });
  }

  cancel(tenantId: string, actor: AndonActor, input: z.output<typeof andonCancelSchema>): Promise<AndonCall> {
    return this.deps.db.tenant(tenantId, async (tx) => {
      const row = await this.locked(tx, tenantId, input.id);
      if (row.state !== 'calling')
        throw businessRule('andon.notCalling', { code: row.code, state: stateText(row.state) });
      const mayCancel =
        row.calledBy === actor.userId ||
        (await this.deps.access.isAllowed({ tenantId, ...actor }, Permissions.andon.call.trigger));
      if (!mayCancel) throw businessRule('andon.cancelNotAllowed', { code: row.code });
      return this.withdraw(tx, row, actor, { reason: input.reason ?? null });
    });
  }

  withdrawAtBox(tenantId: string, input: AndonBoxWithdrawal): Promise<AndonCall | null> {
    return this.deps.db.tenant(tenantId, async (tx) => {
      const open = await this.openAt(tx, tenantId, input.stationId, input.itemId);
      if (!open) return null;
      const row = await this.locked(tx, tenantId, open.id);
      if (row.state !== 'calling') return null;
      const box = { userId: null, name: input.box.slice(0, TRAIL_NAME_MAX) };
      return this.withdraw(tx, row, box, { reason: null, source: 'button', sourceRef: input.box });
    });
  }

  open(
    tenantId: string,
    actor: AndonActor,
    query: z.output<typeof andonOpenQuerySchema>,
  ): Promise<{ now: string; calls: AndonCall[] }> {
    return this.deps.db.tenant(tenantId, async (tx) => {
      const now = this.clock();
      let rows = await tx
        .select()
        .from(andonCalls)
        .where(
          and(
            eq(andonCalls.tenantId, tenantId),
            ne(andonCalls.state, 'ended'),
            query.lineId ? eq(andonCalls.lineId, query.lineId) : undefined,
            query.workshopId ? eq(andonCalls.workshopId, query.workshopId) : undefined,
          ),
        )
        .orderBy(asc(andonCalls.calledAt), asc(andonCalls.id));
      if (query.mine === 'true') {
        const allowed = await this.deps.responders.allowed(tx, tenantId, actor, rows);
        rows = rows.filter((row) => allowed.has(row.id));
      }
      return { now: now.toISOString(), calls: await viewCalls(tx, tenantId, rows, now) };
    });
  }

  detail(tenantId: string, id: string): Promise<AndonCallDetail> {
    return this.deps.db.tenant(tenantId, async (tx) => {
      const row = await findCallRow(tx, tenantId, id);
      if (!row) throw notFound('andon.callMissing', { id });
      const events = await tx
        .select()
        .from(andonCallEvents)
        .where(and(eq(andonCallEvents.tenantId, tenantId), eq(andonCallEvents.callId, id)))
        .orderBy(asc(andonCallEvents.at), asc(andonCallEvents.id));
      return { ...(await this.view(tx, row)), events: await trailOf(tx, tenantId, events) };
    });
  }

  async acceptLink(token: string): Promise<{ call: AndonCall; responderName: string }> {
    const claim = this.deps.links.verify(token, this.clock());
    return this.deps.db.tenant(claim.tenantId, async (tx) => {
      const [user] = await tx
        .select({ name: users.name, account: users.account, adminType: users.adminType, status: users.status })
        .from(users)
        .where(and(eq(users.tenantId, claim.tenantId), eq(users.id, claim.userId)));
      if (!user || user.status !== UserStatus.NORMAL) throw invalid('andon.linkInvalid');
      const actor = { userId: claim.userId, name: user.name, account: user.account, adminType: user.adminType };
      const call = await this.respond(claim.tenantId, actor, { id: claim.callId, channel: 'link' });
      return { call, responderName: user.name };
    });
  }

  /** The workstation's line and workshop (its parent and grandparent in the organisation tree). */
  private async placeOf(tx: Tx, tenantId: string, stationId: string) {
    const org = async (id: string, type: number) => {
      const [row] = await tx
        .select({ id: organisations.id, pid: organisations.pid })
        .from(organisations)
        .where(and(eq(organisations.tenantId, tenantId), eq(organisations.id, id), eq(organisations.type, type)));
      return row;
    };
    const station = await org(stationId, OrgType.WORKSTATION);
    if (!station) throw businessRule('andon.stationMissing', { id: stationId });
    const line = await org(station.pid, OrgType.LINE);
    const workshop = line ? await org(line.pid, OrgType.WORKSHOP) : undefined;
    return { lineId: line?.id ?? null, workshopId: workshop?.id ?? null };
  }

  private async openAt(tx: Tx, tenantId: string, stationId: string, itemId: string) {
    const [row] = await tx
      .select()
      .from(andonCalls)
      .where(
        and(
          eq(andonCalls.tenantId, tenantId),
          eq(andonCalls.stationId, stationId),
          eq(andonCalls.itemId, itemId),
          ne(andonCalls.state, 'ended'),
        ),
      );
    return row;
  }

  /** `AD` + the enterprise's date + the day's count (4 digits), from the counter row of this transaction. */
  private async nextCode(tx: Tx, tenantId: string, now: Date): Promise<string> {
    const date = zonedDate(now, await this.deps.timeZone(tenantId));
    const day = `${date.year}-${pad(date.month, 2)}-${pad(date.day, 2)}`;
    const [counter] = await tx
      .insert(andonCallCodeCounters)
      .values({ tenantId, day, value: 1 })
      .onConflictDoUpdate({
        target: [andonCallCodeCounters.tenantId, andonCallCodeCounters.day],
        set: { value: sql`${andonCallCodeCounters.value} + 1` },
      })
      .returning({ value: andonCallCodeCounters.value });
    return `AD${day.replaceAll('-', '')}${pad(counter!.value, 4)}`;
  }

  private async locked(tx: Tx, tenantId: string, id: string): Promise<AndonCallRow> {
    const row = await findCallRow(tx, tenantId, id, { lock: true });
    if (!row) throw notFound('andon.callMissing', { id });
    return row;
  }

  private async assertMayHandle(tx: Tx, actor: AndonActor, row: AndonCallRow): Promise<void> {
    if (await this.deps.responders.may(tx, row.tenantId, actor, row)) return;
    const names = await namesOf(tx, row.tenantId, [row]);
    const station = names.orgs.get(row.stationId)?.name ?? row.stationId;
    throw businessRule('andon.notAuthorized', { code: row.code, item: row.itemName, station });
  }

  /**
   * Ends a calling call as cancelled (a withdrawn call), by a user or a box. Its verdicts stay
   * null: a withdrawn call was owed neither a response nor a fix, so it is neither timely nor
   * overtime in the view, the records' filters and the analysis.
   */
  private async withdraw(tx: Tx, row: AndonCallRow, by: TrailBy, detail: Record<string, unknown>) {
    const now = this.clock();
    const updated = await this.update(tx, row, { state: 'ended', cancelled: true, endedAt: now });
    await this.event(tx, row, 'cancelled', now, by, detail);
    await this.deps.escalation.stopAll(tx, row.tenantId, row.id);
    return this.changed(tx, updated);
  }

  private async update(tx: Tx, row: AndonCallRow, values: Partial<AndonCallRow>): Promise<AndonCallRow> {
    const [updated] = await tx
      .update(andonCalls)
      .set({ ...values, updatedAt: this.clock() })
      .where(and(eq(andonCalls.tenantId, row.tenantId), eq(andonCalls.id, row.id)))
      .returning();
    return updated!;
  }

  private async event(
    tx: Tx,
    row: AndonCallRow,
    kind: AndonEventKind,
    at: Date,
    by: TrailBy | null | undefined,
    detail: Record<string, unknown>,
  ): Promise<void> {
    await tx.insert(andonCallEvents).values({
      tenantId: row.tenantId,
      callId: row.id,
      kind,
      at,
      userId: by?.userId ?? null,
      userName: by?.name ?? null,
      detail,
    });
  }

  private async view(tx: Tx, row: AndonCallRow): Promise<AndonCall> {
    return toAndonCall(row, await namesOf(tx, row.tenantId, [row]), this.clock());
  }

  /** The call as it now is, announced to the enterprise's monitors once the transaction commits. */
  private async changed(tx: Tx, row: AndonCallRow): Promise<AndonCall> {
    const call = await this.view(tx, row);
    announceCall(this.deps.db, this.deps.hub, row.tenantId, call);
    return call;
  }
}

/** Publishes the hub's `AndonUpdate` to the enterprise after the current transaction commits. */
export function announceCall(db: Database, hub: Pick<Hub, 'publish'>, tenantId: string, call: AndonCall): void {
  db.afterCommit(() => hub.publish({ target: { tenantId }, event: 'AndonUpdate', data: { call } }));
}

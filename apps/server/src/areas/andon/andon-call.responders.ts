import { AdminType } from '@takt/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/database.js';
import { andonAuthorizations, andonCallEvents, andonItems } from './andon.table.js';
import type { AndonCallRow } from './andon-call.view.js';

/** Who a check is about: a user of the enterprise and whether they administer it. */
export interface AndonUser {
  userId: string;
  adminType: number;
}

/** Holders of the roles (enabled roles only): the access area's roles. */
export type RoleHolders = (tenantId: string, roleIds: readonly string[]) => Promise<string[]>;

const covers = (list: readonly string[], id: string) => list.length === 0 || list.includes(id);

/**
 * Who may respond to and resolve a call (issue 19): the item's responsible users or holders of its
 * responsible roles; a user whose response authorisation covers the item and the workstation;
 * anyone an escalation level of the call has already notified; and the enterprise's administrators.
 */
export class AndonResponders {
  constructor(private readonly roleHolders: RoleHolders) {}

  /** The ids of those among `calls` the user may respond to and resolve. */
  async allowed(tx: Tx, tenantId: string, user: AndonUser, calls: readonly AndonCallRow[]): Promise<Set<string>> {
    if (calls.length === 0) return new Set();
    if (user.adminType === AdminType.ENTERPRISE_ADMIN || user.adminType === AdminType.SUPER_ADMIN)
      return new Set(calls.map((call) => call.id));
    const items = new Map(
      (
        await tx
          .select({ id: andonItems.id, users: andonItems.responsibleUserIds, roles: andonItems.responsibleRoleIds })
          .from(andonItems)
          .where(
            and(eq(andonItems.tenantId, tenantId), inArray(andonItems.id, [...new Set(calls.map((c) => c.itemId))])),
          )
      ).map((item) => [item.id, item]),
    );
    const heldRoles = await this.heldRoles(
      tenantId,
      user.userId,
      [...items.values()].flatMap((item) => item.roles),
    );
    const [grant] = await tx
      .select()
      .from(andonAuthorizations)
      .where(and(eq(andonAuthorizations.tenantId, tenantId), eq(andonAuthorizations.userId, user.userId)));
    const notified = await this.notifiedOf(
      tx,
      tenantId,
      user.userId,
      calls.map((call) => call.id),
    );
    const allowed = new Set<string>();
    for (const call of calls) {
      const item = items.get(call.itemId);
      const responsible =
        item !== undefined && (item.users.includes(user.userId) || item.roles.some((role) => heldRoles.has(role)));
      const granted =
        grant !== undefined && covers(grant.itemIds, call.itemId) && covers(grant.stationIds, call.stationId);
      if (responsible || granted || notified.has(call.id)) allowed.add(call.id);
    }
    return allowed;
  }

  async may(tx: Tx, tenantId: string, user: AndonUser, call: AndonCallRow): Promise<boolean> {
    return (await this.allowed(tx, tenantId, user, [call])).has(call.id);
  }

  private async heldRoles(tenantId: string, userId: string, roleIds: readonly string[]): Promise<Set<string>> {
    const held = new Set<string>();
    for (const roleId of new Set(roleIds))
      if ((await this.roleHolders(tenantId, [roleId])).includes(userId)) held.add(roleId);
    return held;
  }

  /** Calls among `callIds` whose fired escalation levels named the user. */
  private async notifiedOf(tx: Tx, tenantId: string, userId: string, callIds: readonly string[]): Promise<Set<string>> {
    const rows = await tx
      .selectDistinct({ callId: andonCallEvents.callId })
      .from(andonCallEvents)
      .where(
        and(
          eq(andonCallEvents.tenantId, tenantId),
          inArray(andonCallEvents.callId, [...callIds]),
          eq(andonCallEvents.kind, 'escalated'),
          sql`${andonCallEvents.detail} -> 'recipientIds' @> ${JSON.stringify([userId])}::jsonb`,
        ),
      );
    return new Set(rows.map((row) => row.callId));
  }
}

import { NoticeState, type noticeAdminApi, type RouteDef } from '@takt/contracts';
import { and, asc, count, desc, eq, gt, inArray, isNotNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../platform/db/database.js';
import { listConditions, selectPage } from '../../platform/db/paged-select.js';
import { rowReader, rowsOf } from '../../platform/db/table-rows.js';
import { withinDays } from '../messages/day-window.js';
import { noticeRecipients, notices } from './notice.table.js';

export type NoticeRow = typeof notices.$inferSelect;
type Writable = Omit<typeof notices.$inferInsert, 'tenantId' | 'id' | 'createdAt' | 'updatedAt'>;

/** A released notice as one user sees it. */
export interface ReceivedRow {
  notice: NoticeRow;
  readAt: Date | null;
}

/**
 * The user's row of a notice, if any: joined on (tenant, notice, user), so at most one per notice.
 * A notice reaches the user when it is released and is for all users or has their row.
 */
function receivedBy(tenantId: string, userId: string) {
  const join = and(
    eq(noticeRecipients.tenantId, notices.tenantId),
    eq(noticeRecipients.noticeId, notices.id),
    eq(noticeRecipients.userId, userId),
  );
  const visible = and(
    eq(notices.tenantId, tenantId),
    eq(notices.state, NoticeState.RELEASED),
    or(eq(notices.allUsers, true), isNotNull(noticeRecipients.userId)),
  ) as SQL;
  return { join, visible };
}

const newestFirst = [desc(notices.publishedAt), desc(notices.id)];
const readNotice = rowReader(notices);

type NoticeRouteQuery<D> =
  D extends RouteDef<infer Q, z.ZodType | undefined, z.ZodType> ? z.output<NonNullable<Q>> : never;
export type NoticePageQuery = NoticeRouteQuery<typeof noticeAdminApi.page>;

export class NoticeRepository {
  constructor(private readonly db: Database) {}

  /** The administrators' list: every state, filtered, sorted (title for `code`), newest first by default. */
  page(tenantId: string, query: NoticePageQuery, timeZone: string) {
    return this.db.tenant(tenantId, (tx) =>
      selectPage(tx, tx.select().from(notices).$dynamic(), query, {
        table: notices,
        where: listConditions(
          query,
          { contains: { code: notices.title }, equals: { type: notices.type, state: notices.state } },
          eq(notices.tenantId, tenantId),
          ...withinDays(notices.createdAt, query.createdFrom, query.createdTo, timeZone),
        ),
        sortable: {
          code: notices.title,
          type: notices.type,
          state: notices.state,
          publicTime: notices.publishedAt,
          createdTime: notices.createdAt,
        },
        defaultOrder: desc(notices.createdAt),
        tieBreaker: notices.id,
      }),
    );
  }

  /** The chosen recipients of each of these notices. */
  recipientsOf(tenantId: string, noticeIds: readonly string[]): Promise<Map<string, string[]>> {
    if (noticeIds.length === 0) return Promise.resolve(new Map());
    return this.db.tenant(tenantId, async (tx) => {
      const rows = await tx
        .select({ noticeId: noticeRecipients.noticeId, userId: noticeRecipients.userId })
        .from(noticeRecipients)
        .innerJoin(
          notices,
          and(
            eq(notices.tenantId, noticeRecipients.tenantId),
            eq(notices.id, noticeRecipients.noticeId),
            eq(notices.allUsers, false),
          ),
        )
        .where(and(eq(noticeRecipients.tenantId, tenantId), inArray(noticeRecipients.noticeId, [...noticeIds])))
        .orderBy(asc(noticeRecipients.userId));
      const map = new Map<string, string[]>();
      for (const row of rows) map.set(row.noticeId, [...(map.get(row.noticeId) ?? []), row.userId]);
      return map;
    });
  }

  /** The notice, locked until the transaction ends (an edit or delete checks its state first). */
  lock(tenantId: string, id: string): Promise<NoticeRow | undefined> {
    return this.db.tenant(tenantId, async (tx) => {
      const [row] = await tx
        .select()
        .from(notices)
        .where(and(eq(notices.tenantId, tenantId), eq(notices.id, id)))
        .for('update');
      return row;
    });
  }

  /** A draft's new content and recipients (the recipients' rows replaced). */
  update(tenantId: string, id: string, values: Partial<Writable>, recipientIds: readonly string[]): Promise<NoticeRow> {
    return this.db.tenant(tenantId, async (tx) => {
      const [row] = await tx
        .update(notices)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(notices.tenantId, tenantId), eq(notices.id, id)))
        .returning();
      if (!row) throw new Error(`notice ${id} vanished while locked`);
      await tx
        .delete(noticeRecipients)
        .where(and(eq(noticeRecipients.tenantId, tenantId), eq(noticeRecipients.noticeId, id)));
      if (recipientIds.length) {
        await tx.insert(noticeRecipients).values(recipientIds.map((userId) => ({ tenantId, noticeId: id, userId })));
      }
      return row;
    });
  }

  delete(tenantId: string, id: string): Promise<void> {
    return this.db.tenant(tenantId, async (tx) => {
      await tx
        .delete(noticeRecipients)
        .where(and(eq(noticeRecipients.tenantId, tenantId), eq(noticeRecipients.noticeId, id)));
      await tx.delete(notices).where(and(eq(notices.tenantId, tenantId), eq(notices.id, id)));
    });
  }

  insert(tenantId: string, values: Writable, recipientIds: readonly string[]): Promise<NoticeRow> {
    return this.db.tenant(tenantId, async (tx) => {
      const [row] = await tx
        .insert(notices)
        .values({ tenantId, ...values })
        .returning();
      if (!row) throw new Error('notices insert returned no row');
      if (recipientIds.length) {
        await tx
          .insert(noticeRecipients)
          .values(recipientIds.map((userId) => ({ tenantId, noticeId: row.id, userId })));
      }
      return row;
    });
  }

  findById(tenantId: string, id: string): Promise<NoticeRow | undefined> {
    return this.db.tenant(tenantId, async (tx) => {
      const [row] = await tx
        .select()
        .from(notices)
        .where(and(eq(notices.tenantId, tenantId), eq(notices.id, id)));
      return row;
    });
  }

  /** The chosen recipients of a notice (none for a notice to all users). */
  recipientIds(tenantId: string, notice: NoticeRow): Promise<string[]> {
    if (notice.allUsers) return Promise.resolve([]);
    return this.db.tenant(tenantId, async (tx) => {
      const rows = await tx
        .select({ userId: noticeRecipients.userId })
        .from(noticeRecipients)
        .where(and(eq(noticeRecipients.tenantId, tenantId), eq(noticeRecipients.noticeId, notice.id)))
        .orderBy(asc(noticeRecipients.userId));
      return rows.map((row) => row.userId);
    });
  }

  /** Moves a notice from one of `from` to a new state; undefined when it was in none of them. */
  changeState(
    tenantId: string,
    id: string,
    from: readonly number[],
    values: Partial<Writable> & { state: number },
  ): Promise<NoticeRow | undefined> {
    return this.db.tenant(tenantId, async (tx) => {
      const [row] = await tx
        .update(notices)
        .set({ ...values, updatedAt: new Date() })
        .where(
          and(eq(notices.tenantId, tenantId), eq(notices.id, id), or(...from.map((state) => eq(notices.state, state)))),
        )
        .returning();
      return row;
    });
  }

  /** A (re)released notice is unread again for everyone. */
  clearReads(tenantId: string, noticeId: string): Promise<void> {
    return this.db.tenant(tenantId, async (tx) => {
      await tx
        .update(noticeRecipients)
        .set({ readAt: null })
        .where(and(eq(noticeRecipients.tenantId, tenantId), eq(noticeRecipients.noticeId, noticeId)));
    });
  }

  /** Per type: how many notices reach the user, and how many of them are unread. */
  receivedCounts(tenantId: string, userId: string): Promise<{ type: number; total: number; unread: number }[]> {
    const { join, visible } = receivedBy(tenantId, userId);
    return this.db.tenant(tenantId, async (tx) =>
      tx
        .select({
          type: notices.type,
          total: count(),
          unread: sql<number>`count(*) filter (where ${noticeRecipients.readAt} is null)`.mapWith(Number),
        })
        .from(notices)
        .leftJoin(noticeRecipients, join)
        .where(visible)
        .groupBy(notices.type),
    );
  }

  /** Page `pageNo` of each type's notices that reach the user, newest first, in one query. */
  receivedPages(
    tenantId: string,
    userId: string,
    page: { pageNo: number; pageSize: number; type?: number },
  ): Promise<ReceivedRow[]> {
    const { join, visible } = receivedBy(tenantId, userId);
    return this.db.tenant(tenantId, async (tx) => {
      const ranked = tx
        .select({
          id: notices.id,
          rank: sql<number>`row_number() over (partition by ${notices.type} order by ${notices.publishedAt} desc, ${notices.id} desc)`
            .mapWith(Number)
            .as('rank'),
        })
        .from(notices)
        .leftJoin(noticeRecipients, join)
        .where(page.type === undefined ? visible : and(visible, eq(notices.type, page.type)))
        .as('ranked');
      const first = (page.pageNo - 1) * page.pageSize;
      const rows = await tx
        .select({ notice: notices, readAt: noticeRecipients.readAt })
        .from(ranked)
        .innerJoin(notices, and(eq(notices.tenantId, tenantId), eq(notices.id, ranked.id)))
        .leftJoin(noticeRecipients, join)
        .where(and(gt(ranked.rank, first), lte(ranked.rank, first + page.pageSize)))
        .orderBy(asc(notices.type), asc(ranked.rank));
      return rows;
    });
  }

  /**
   * How many released notices the user has not read, and the newest of them. Every signed-in
   * page asks, so the two statements are `sql` templates, not built by drizzle's query builder on
   * each call (see platform/db/table-rows.ts).
   */
  unread(tenantId: string, userId: string, limit: number): Promise<{ count: number; rows: ReceivedRow[] }> {
    const from = sql`from notices n
      left join notice_recipients r on r.tenant_id = n.tenant_id and r.notice_id = n.id and r.user_id = ${userId}
      where n.tenant_id = ${tenantId} and n.state = ${NoticeState.RELEASED}
        and (n.all_users or r.user_id is not null) and r.read_at is null`;
    return this.db.tenant(tenantId, async (tx) => {
      const raw = rowsOf<Record<string, unknown>>(
        await tx.execute(
          sql`select n.*, r.read_at as recipient_read_at ${from} order by n.published_at desc, n.id desc limit ${limit}`,
        ),
      );
      const [total] = rowsOf<{ n: number }>(await tx.execute(sql`select count(*)::int as n ${from}`));
      const rows = raw.map(
        (row): ReceivedRow => ({
          notice: readNotice(row),
          readAt:
            row.recipient_read_at == null
              ? null
              : (noticeRecipients.readAt.mapFromDriverValue(row.recipient_read_at) as Date),
        }),
      );
      return { count: Number(total?.n ?? 0), rows };
    });
  }

  /** One released notice that reaches the user. */
  findReceived(tenantId: string, userId: string, id: string): Promise<ReceivedRow | undefined> {
    const { join, visible } = receivedBy(tenantId, userId);
    return this.db.tenant(tenantId, async (tx) => {
      const [row] = await tx
        .select({ notice: notices, readAt: noticeRecipients.readAt })
        .from(notices)
        .leftJoin(noticeRecipients, join)
        .where(and(visible, eq(notices.id, id)));
      return row;
    });
  }

  /** Records that the user read the notice; a notice already read keeps its first read time. */
  markRead(tenantId: string, userId: string, noticeId: string, at: Date): Promise<void> {
    return this.db.tenant(tenantId, async (tx) => {
      await tx
        .insert(noticeRecipients)
        .values({ tenantId, noticeId, userId, readAt: at })
        .onConflictDoUpdate({
          target: [noticeRecipients.tenantId, noticeRecipients.noticeId, noticeRecipients.userId],
          set: { readAt: sql`coalesce(${noticeRecipients.readAt}, excluded.read_at)` },
        });
    });
  }
}

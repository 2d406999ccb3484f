import { MessageState, type messagePullQuerySchema, type messagePullSentQuerySchema } from '@takt/contracts';
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Tx } from '../../platform/db/database.js';
import { listConditions, selectPage } from '../../platform/db/paged-select.js';
import type { PageRequest } from '../../platform/db/paging.js';
import { messageRecords, messageRecordTargets } from './message.table.js';

export type MessageRecordRow = typeof messageRecords.$inferSelect;
type PullQuery = z.output<typeof messagePullQuerySchema>;
type PullSentQuery = z.output<typeof messagePullSentQuerySchema>;

/** A recipient's row joined with the send it belongs to: what the recipient sees. */
export interface InboxRow {
  targetId: string;
  state: number;
  readAt: Date | null;
  record: MessageRecordRow;
}

const inboxColumns = {
  targetId: messageRecordTargets.id,
  state: messageRecordTargets.state,
  readAt: messageRecordTargets.readAt,
  record: messageRecords,
};

const joinRecord = and(
  eq(messageRecords.tenantId, messageRecordTargets.tenantId),
  eq(messageRecords.id, messageRecordTargets.recordId),
);

/** Messages sort by their time alone: newest first unless asked ascending, ties by id the same way. */
function byTime(query: PageRequest<'publicTime'>, table: typeof messageRecords | typeof messageRecordTargets) {
  const request: PageRequest<'publicTime'> = {
    pageNo: query.pageNo,
    pageSize: query.pageSize,
    sortField: 'publicTime',
    sortOrder: query.sortOrder === 'ascend' ? 'ascend' : 'descend',
  };
  return {
    request,
    order: { sortable: { publicTime: table.createdAt }, defaultOrder: desc(table.createdAt), tieBreaker: table.id },
  };
}

/** The message centre's query: paging, sorting and its filters. */
export interface CentreQuery extends PageRequest<'publicTime' | 'code' | 'type' | 'recipientCount'> {
  code?: string | undefined;
  type?: number | undefined;
  senderName?: string | undefined;
  sentFrom?: string | undefined;
  sentTo?: string | undefined;
}

/** How many recipients of the outer query's send have read it. */
function readCountOfRecord(tx: Tx) {
  const read = tx
    .select({ n: sql<number>`count(*)::int`.as('n') })
    .from(messageRecordTargets)
    .where(
      and(
        eq(messageRecordTargets.tenantId, messageRecords.tenantId),
        eq(messageRecordTargets.recordId, messageRecords.id),
        eq(messageRecordTargets.state, MessageState.READ),
      ),
    );
  return sql<number>`(${read})`.mapWith(Number);
}

export class MessageRepository {
  constructor(private readonly db: Database) {}

  /** One send and a row per recipient, as one unit. */
  insert(
    tenantId: string,
    values: Omit<typeof messageRecords.$inferInsert, 'tenantId' | 'id' | 'recipientCount' | 'createdAt'>,
    recipientIds: readonly string[],
  ): Promise<{ record: MessageRecordRow; targets: { id: string; recipientId: string }[] }> {
    return this.db.tenant(tenantId, async (tx) => {
      const [record] = await tx
        .insert(messageRecords)
        .values({ tenantId, ...values, recipientCount: recipientIds.length, createdAt: values.publicTime })
        .returning();
      if (!record) throw new Error('message_records insert returned no row');
      const targets = await tx
        .insert(messageRecordTargets)
        .values(
          recipientIds.map((recipientId) => ({
            tenantId,
            recordId: record.id,
            recipientId,
            createdAt: values.publicTime,
          })),
        )
        .returning({ id: messageRecordTargets.id, recipientId: messageRecordTargets.recipientId });
      return { record, targets };
    });
  }

  /** The recipient's messages, newest first; `read` picks the read or the unread list. */
  inbox(tenantId: string, recipientId: string, query: PullQuery): Promise<{ rows: InboxRow[]; totalRows: number }> {
    return this.db.tenant(tenantId, (tx) => {
      const t = messageRecordTargets;
      const state =
        query.read === undefined ? undefined : query.read === 'true' ? MessageState.READ : MessageState.UNREAD;
      const { request, order } = byTime(query, t);
      return selectPage(tx, tx.select(inboxColumns).from(t).innerJoin(messageRecords, joinRecord).$dynamic(), request, {
        table: t,
        where: and(
          eq(t.tenantId, tenantId),
          eq(t.recipientId, recipientId),
          state === undefined ? undefined : eq(t.state, state),
        ),
        ...order,
      });
    });
  }

  unreadCount(tenantId: string, recipientId: string): Promise<number> {
    return this.db.tenant(tenantId, async (tx) => {
      const [row] = await tx
        .select({ n: count() })
        .from(messageRecordTargets)
        .where(
          and(
            eq(messageRecordTargets.tenantId, tenantId),
            eq(messageRecordTargets.recipientId, recipientId),
            eq(messageRecordTargets.state, MessageState.UNREAD),
          ),
        );
      return Number(row?.n ?? 0);
    });
  }

  /** One of the recipient's rows; someone else's row is not found. */
  findInboxRow(tenantId: string, recipientId: string, targetId: string): Promise<InboxRow | undefined> {
    return this.db.tenant(tenantId, async (tx) => {
      const [row] = await tx
        .select(inboxColumns)
        .from(messageRecordTargets)
        .innerJoin(messageRecords, joinRecord)
        .where(
          and(
            eq(messageRecordTargets.tenantId, tenantId),
            eq(messageRecordTargets.recipientId, recipientId),
            eq(messageRecordTargets.id, targetId),
          ),
        );
      return row;
    });
  }

  /** Which of these row ids belong to the recipient. */
  ownedTargetIds(tenantId: string, recipientId: string, targetIds: readonly string[]): Promise<string[]> {
    return this.db.tenant(tenantId, async (tx) => {
      const rows = await tx
        .select({ id: messageRecordTargets.id })
        .from(messageRecordTargets)
        .where(
          and(
            eq(messageRecordTargets.tenantId, tenantId),
            eq(messageRecordTargets.recipientId, recipientId),
            inArray(messageRecordTargets.id, [...targetIds]),
          ),
        );
      return rows.map((row) => row.id);
    });
  }

  /** Marks the recipient's unread rows among `targetIds` read; returns how many changed. */
  markRead(tenantId: string, recipientId: string, targetIds: readonly string[], at: Date): Promise<number> {
    return this.db.tenant(tenantId, async (tx) => {
      const changed = await tx
        .update(messageRecordTargets)
        .set({ state: MessageState.READ, readAt: at })
        .where(
          and(
            eq(messageRecordTargets.tenantId, tenantId),
            eq(messageRecordTargets.recipientId, recipientId),
            eq(messageRecordTargets.state, MessageState.UNREAD),
            inArray(messageRecordTargets.id, [...targetIds]),
          ),
        )
        .returning({ id: messageRecordTargets.id });
      return changed.length;
    });
  }

  /** What the sender sent, newest first, with how many recipients have read each. */
  sent(tenantId: string, senderId: string, query: PullSentQuery) {
    return this.db.tenant(tenantId, (tx) => {
      const readCount = tx
        .select({ n: sql<number>`count(*)::int`.as('n') })
        .from(messageRecordTargets)
        .where(
          and(
            eq(messageRecordTargets.tenantId, messageRecords.tenantId),
            eq(messageRecordTargets.recordId, messageRecords.id),
            eq(messageRecordTargets.state, MessageState.READ),
          ),
        );
      const rows = tx
        .select({ record: messageRecords, readCount: sql<number>`(${readCount})`.mapWith(Number) })
        .from(messageRecords)
        .$dynamic();
      const { request, order } = byTime(query, messageRecords);
      return selectPage(tx, rows, request, {
        table: messageRecords,
        where: and(eq(messageRecords.tenantId, tenantId), eq(messageRecords.senderId, senderId)),
        ...order,
      });
    });
  }

  /** Every send of the enterprise, newest first unless sorted, with its read count. */
  centre(tenantId: string, query: CentreQuery, window: SQL[]) {
    const r = messageRecords;
    return this.db.tenant(tenantId, (tx) =>
      selectPage(
        tx,
        tx
          .select({ record: r, readCount: readCountOfRecord(tx) })
          .from(r)
          .$dynamic(),
        query,
        {
          table: r,
          where: listConditions(
            query,
            { contains: { code: r.title, senderName: r.senderName }, equals: { type: r.type } },
            eq(r.tenantId, tenantId),
            ...window,
          ),
          sortable: { publicTime: r.createdAt, code: r.title, type: r.type, recipientCount: r.recipientCount },
          defaultOrder: desc(r.createdAt),
          tieBreaker: r.id,
        },
      ),
    );
  }

  findSend(tenantId: string, id: string): Promise<{ record: MessageRecordRow; readCount: number } | undefined> {
    return this.db.tenant(tenantId, async (tx) => {
      const [row] = await tx
        .select({ record: messageRecords, readCount: readCountOfRecord(tx) })
        .from(messageRecords)
        .where(and(eq(messageRecords.tenantId, tenantId), eq(messageRecords.id, id)));
      return row;
    });
  }

  /** A send's recipients' rows, in the order they were written. */
  targetsOf(tenantId: string, recordId: string) {
    return this.db.tenant(tenantId, (tx) =>
      tx
        .select({
          id: messageRecordTargets.id,
          recipientId: messageRecordTargets.recipientId,
          state: messageRecordTargets.state,
          readAt: messageRecordTargets.readAt,
        })
        .from(messageRecordTargets)
        .where(and(eq(messageRecordTargets.tenantId, tenantId), eq(messageRecordTargets.recordId, recordId)))
        .orderBy(asc(messageRecordTargets.id)),
    );
  }

  /** Deletes a send and its recipients' rows; false when there was no such send. */
  deleteSend(tenantId: string, id: string): Promise<boolean> {
    return this.db.tenant(tenantId, async (tx) => {
      await tx
        .delete(messageRecordTargets)
        .where(and(eq(messageRecordTargets.tenantId, tenantId), eq(messageRecordTargets.recordId, id)));
      const gone = await tx
        .delete(messageRecords)
        .where(and(eq(messageRecords.tenantId, tenantId), eq(messageRecords.id, id)))
        .returning({ id: messageRecords.id });
      return gone.length > 0;
    });
  }
}

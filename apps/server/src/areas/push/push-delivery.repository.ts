import type { pushDeliveryPageQuerySchema } from '@takt/contracts';
import { and, asc, desc, eq, inArray, isNotNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Tx } from '../../platform/db/database.js';
import { listConditions, selectPage } from '../../platform/db/paged-select.js';
import { pushAttempts, pushDeliveries } from './push.table.js';

export type DeliveryRow = typeof pushDeliveries.$inferSelect;
export type DeliveryInsert = Omit<typeof pushDeliveries.$inferInsert, 'tenantId' | 'id'>;
type PageQuery = z.output<typeof pushDeliveryPageQuerySchema>;

/** Deliveries a sender may take: waiting and due, or left "sending" by a process whose lease ran out. */
const claimable = (now: Date): SQL =>
  or(
    and(eq(pushDeliveries.state, 'pending'), lte(pushDeliveries.nextAttemptAt, now)),
    and(eq(pushDeliveries.state, 'sending'), isNotNull(pushDeliveries.leaseUntil), lte(pushDeliveries.leaseUntil, now)),
  )!;

/** What one attempt changes on its delivery, and the attempt's own record. */
export interface AttemptOutcome {
  delivery: Partial<DeliveryInsert>;
  attempt: { attempt: number; ok: boolean; answer: string; at: Date };
}

export class PushDeliveryRepository {
  constructor(private readonly db: Database) {}

  nextId(tenantId: string): Promise<string> {
    return this.db.tenant(tenantId, async (tx) => {
      const result = await tx.execute(sql`select nextval('takt_id_seq')::text as id`);
      return (result as unknown as { rows: { id: string }[] }).rows[0]!.id;
    });
  }

  insertMany(tenantId: string, rows: DeliveryInsert[]): Promise<DeliveryRow[]> {
    if (rows.length === 0) return Promise.resolve([]);
    return this.db.tenant(tenantId, (tx) =>
      tx
        .insert(pushDeliveries)
        .values(rows.map((row) => ({ tenantId, ...row })))
        .returning(),
    );
  }

  page(tenantId: string, query: PageQuery) {
    return this.db.tenant(tenantId, (tx) =>
      selectPage(tx, tx.select().from(pushDeliveries).$dynamic(), query, {
        table: pushDeliveries,
        where: listConditions(
          query,
          {
            equals: {
              channelId: pushDeliveries.channelId,
              templateCode: pushDeliveries.templateCode,
              pushId: pushDeliveries.pushId,
              state: pushDeliveries.state,
            },
          },
          eq(pushDeliveries.tenantId, tenantId),
        ),
        sortable: {
          createdAt: pushDeliveries.createdAt,
          state: pushDeliveries.state,
          attempts: pushDeliveries.attempts,
          channelCode: pushDeliveries.channelCode,
        },
        defaultOrder: desc(pushDeliveries.createdAt),
        tieBreaker: pushDeliveries.id,
      }),
    );
  }

  findById(tenantId: string, id: string): Promise<DeliveryRow | undefined> {
    return this.db.tenant(tenantId, async (tx) => {
      const [row] = await tx
        .select()
        .from(pushDeliveries)
        .where(and(eq(pushDeliveries.tenantId, tenantId), eq(pushDeliveries.id, id)));
      return row;
    });
  }

  attempts(tenantId: string, deliveryId: string) {
    return this.db.tenant(tenantId, (tx) =>
      tx
        .select()
        .from(pushAttempts)
        .where(and(eq(pushAttempts.tenantId, tenantId), eq(pushAttempts.deliveryId, deliveryId)))
        .orderBy(asc(pushAttempts.attempt), asc(pushAttempts.id)),
    );
  }

  private async markSending(tx: Tx, keys: { tenantId: string; id: string }[], now: Date, leaseMs: number) {
    if (keys.length === 0) return [];
    const claimed: DeliveryRow[] = [];
    const leaseUntil = new Date(now.getTime() + leaseMs);
    for (const key of keys) {
      const [row] = await tx
        .update(pushDeliveries)
        .set({ state: 'sending', leaseUntil, updatedAt: now })
        .where(and(eq(pushDeliveries.tenantId, key.tenantId), eq(pushDeliveries.id, key.id)))
        .returning();
      if (row) claimed.push(row);
    }
    return claimed;
  }

  /**
   * Claims up to `limit` due deliveries of every enterprise: locked `FOR UPDATE SKIP LOCKED` (a
   * concurrent claimer skips them), marked sending under a lease until `now + leaseMs`, and
   * committed before anything is sent.
   */
  claimDue(now: Date, limit: number, leaseMs: number): Promise<DeliveryRow[]> {
    return this.db.system(async (tx) => {
      const keys = await tx
        .select({ tenantId: pushDeliveries.tenantId, id: pushDeliveries.id })
        .from(pushDeliveries)
        .where(claimable(now))
        .orderBy(asc(pushDeliveries.nextAttemptAt), asc(pushDeliveries.id))
        .limit(limit)
        .for('update', { skipLocked: true });
      return this.markSending(tx, keys, now, leaseMs);
    });
  }

  /** Claims these of the enterprise's deliveries when they are still waiting (a push's first attempt). */
  claimIds(tenantId: string, ids: readonly string[], now: Date, leaseMs: number): Promise<DeliveryRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db.tenant(tenantId, async (tx) => {
      const keys = await tx
        .select({ tenantId: pushDeliveries.tenantId, id: pushDeliveries.id })
        .from(pushDeliveries)
        .where(
          and(
            eq(pushDeliveries.tenantId, tenantId),
            inArray(pushDeliveries.id, [...ids]),
            eq(pushDeliveries.state, 'pending'),
          ),
        )
        .orderBy(asc(pushDeliveries.id))
        .for('update', { skipLocked: true });
      return this.markSending(tx, keys, now, leaseMs);
    });
  }

  /** Writes an attempt and its delivery's new state in one transaction. */
  record(tenantId: string, id: string, outcome: AttemptOutcome): Promise<DeliveryRow | undefined> {
    return this.db.tenant(tenantId, async (tx) => {
      await tx.insert(pushAttempts).values({ tenantId, deliveryId: id, ...outcome.attempt });
      const [row] = await tx
        .update(pushDeliveries)
        .set({ ...outcome.delivery, updatedAt: outcome.attempt.at })
        .where(and(eq(pushDeliveries.tenantId, tenantId), eq(pushDeliveries.id, id)))
        .returning();
      return row;
    });
  }
}

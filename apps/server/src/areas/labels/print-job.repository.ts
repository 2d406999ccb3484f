import type { printJobPageQuerySchema } from '@takt/contracts';
import { and, asc, desc, eq, inArray, isNotNull, lte, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Tx } from '../../platform/db/database.js';
import { listConditions, selectPage } from '../../platform/db/paged-select.js';
import { printJobs } from './labels.table.js';

export type PrintJobRow = typeof printJobs.$inferSelect;
export type PrintJobInsert = Omit<typeof printJobs.$inferInsert, 'tenantId' | 'id'>;
type PageQuery = z.output<typeof printJobPageQuerySchema>;

/** Jobs a sender may take: waiting and due, or left "sending" by a process whose lease ran out. */
const claimable = (now: Date): SQL =>
  or(
    and(eq(printJobs.state, 'pending'), lte(printJobs.nextAttemptAt, now)),
    and(eq(printJobs.state, 'sending'), isNotNull(printJobs.leaseUntil), lte(printJobs.leaseUntil, now)),
  )!;

export class PrintJobRepository {
  constructor(private readonly db: Database) {}

  page(tenantId: string, query: PageQuery) {
    return this.db.tenant(tenantId, async (tx) => {
      const { rows, totalRows } = await selectPage(tx, tx.select().from(printJobs).$dynamic(), query, {
        table: printJobs,
        where: listConditions(
          query,
          { contains: { templateCode: printJobs.templateCode }, equals: { state: printJobs.state } },
          eq(printJobs.tenantId, tenantId),
        ),
        sortable: {
          createdAt: printJobs.createdAt,
          state: printJobs.state,
          attempts: printJobs.attempts,
          nextAttemptAt: printJobs.nextAttemptAt,
          templateCode: printJobs.templateCode,
        },
        defaultOrder: desc(printJobs.createdAt),
        tieBreaker: printJobs.id,
      });
      return { rows, totalRows };
    });
  }

  findById(tenantId: string, id: string): Promise<PrintJobRow | undefined> {
    return this.db.tenant(tenantId, async (tx) => {
      const [row] = await tx
        .select()
        .from(printJobs)
        .where(and(eq(printJobs.tenantId, tenantId), eq(printJobs.id, id)));
      return row;
    });
  }

  insert(tenantId: string, values: PrintJobInsert): Promise<PrintJobRow> {
    return this.db.tenant(tenantId, async (tx) => {
      const [row] = await tx
        .insert(printJobs)
        .values({ tenantId, ...values })
        .returning();
      return row!;
    });
  }

  update(tenantId: string, id: string, values: Partial<PrintJobInsert>): Promise<PrintJobRow | undefined> {
    return this.db.tenant(tenantId, async (tx) => {
      const [row] = await tx
        .update(printJobs)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(printJobs.tenantId, tenantId), eq(printJobs.id, id)))
        .returning();
      return row;
    });
  }

  private async markSending(tx: Tx, keys: { tenantId: string; id: string }[], now: Date, leaseMs: number) {
    const claimed: PrintJobRow[] = [];
    for (const key of keys) {
      const [row] = await tx
        .update(printJobs)
        .set({ state: 'sending', leaseUntil: new Date(now.getTime() + leaseMs), updatedAt: now })
        .where(and(eq(printJobs.tenantId, key.tenantId), eq(printJobs.id, key.id)))
        .returning();
      if (row) claimed.push(row);
    }
    return claimed;
  }

  /**
   * Claims up to `limit` due jobs of every enterprise for one sender: the rows are locked
   * `FOR UPDATE SKIP LOCKED` (a concurrent claimer in another process skips them) and marked
   * sending under a lease until `now + leaseMs`, then the transaction commits before sending.
   */
  claimDue(now: Date, limit: number, leaseMs: number): Promise<PrintJobRow[]> {
    return this.db.system(async (tx) => {
      const keys = await tx
        .select({ tenantId: printJobs.tenantId, id: printJobs.id })
        .from(printJobs)
        .where(claimable(now))
        .orderBy(asc(printJobs.nextAttemptAt), asc(printJobs.id))
        .limit(limit)
        .for('update', { skipLocked: true });
      return this.markSending(tx, keys, now, leaseMs);
    });
  }

  /** Claims one job for a manual retry: waiting, failed or with an expired lease (undefined otherwise). */
  claimOne(tenantId: string, id: string, now: Date, leaseMs: number): Promise<PrintJobRow | undefined> {
    return this.db.tenant(tenantId, async (tx) => {
      const keys = await tx
        .select({ tenantId: printJobs.tenantId, id: printJobs.id })
        .from(printJobs)
        .where(
          and(
            eq(printJobs.tenantId, tenantId),
            eq(printJobs.id, id),
            or(inArray(printJobs.state, ['pending', 'failed']), claimable(now)),
          ),
        )
        .for('update', { skipLocked: true });
      const [row] = await this.markSending(tx, keys, now, leaseMs);
      return row;
    });
  }

  /** Cancels a waiting or failed job (undefined when it is sending or finished). */
  cancel(tenantId: string, id: string, now: Date): Promise<PrintJobRow | undefined> {
    return this.db.tenant(tenantId, async (tx) => {
      const [row] = await tx
        .update(printJobs)
        .set({ state: 'cancelled', nextAttemptAt: null, leaseUntil: null, finishedAt: now, updatedAt: now })
        .where(
          and(eq(printJobs.tenantId, tenantId), eq(printJobs.id, id), inArray(printJobs.state, ['pending', 'failed'])),
        )
        .returning();
      return row;
    });
  }
}

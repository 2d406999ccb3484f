import { and, asc, eq, inArray, like, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Tx } from '../db/database.js';
import { scheduledTimers } from './scheduler.table.js';

/** What a timer's handler is given: the enterprise's transaction the timer is deleted in. */
export interface TimerFiring {
  tx: Tx;
  tenantId: string;
  key: string;
  dueAt: Date;
  payload: Record<string, unknown>;
  /** The scheduler's clock when it fired. */
  now: Date;
}

/** An area's work for its timers, registered by name (`<area>.<what>`). */
export interface TimerHandler {
  name: string;
  fire(firing: TimerFiring): Promise<void>;
}

export interface TimerRequest {
  tenantId: string;
  name: string;
  /** Unique per handler and enterprise: setting the same key again moves the timer. */
  key: string;
  dueAt: Date;
  payload?: Record<string, unknown>;
}

/** A handler that failed is tried again this much later (its transaction rolled back). */
const RETRY_AFTER_MS = 60_000;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * The scheduler's durable one-shot timers (`scheduled_timers`). `at` and `cancel` join the
 * caller's transaction; `fireDue` fires each due timer in a transaction of its enterprise that
 * claims it `FOR UPDATE SKIP LOCKED`, runs its handler and deletes it: across processes each
 * timer fires once, and one whose transaction did not commit is still due.
 */
export class OneShotTimers {
  private readonly handlers = new Map<string, TimerHandler>();

  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
  ) {}

  register(handlers: readonly TimerHandler[]): void {
    for (const handler of handlers) {
      if (this.handlers.has(handler.name)) throw new Error(`timer handler ${handler.name} registered twice`);
      this.handlers.set(handler.name, handler);
    }
  }

  async at(tx: Tx, timer: TimerRequest): Promise<void> {
    const payload = timer.payload ?? {};
    await tx
      .insert(scheduledTimers)
      .values({ tenantId: timer.tenantId, name: timer.name, key: timer.key, dueAt: timer.dueAt, payload })
      .onConflictDoUpdate({
        target: [scheduledTimers.tenantId, scheduledTimers.name, scheduledTimers.key],
        set: { dueAt: timer.dueAt, payload },
      });
  }

  /** Removes the handler's timers whose key starts with `keyPrefix`; answers how many. */
  async cancel(tx: Tx, tenantId: string, name: string, keyPrefix: string): Promise<number> {
    const removed = await tx
      .delete(scheduledTimers)
      .where(
        and(
          eq(scheduledTimers.tenantId, tenantId),
          eq(scheduledTimers.name, name),
          like(scheduledTimers.key, `${escapeLike(keyPrefix)}%`),
        ),
      )
      .returning({ id: scheduledTimers.id });
    return removed.length;
  }

  /**
   * Fires up to `batch` timers due at `now`; answers how many fired, whether more may be due
   * (a full batch was read) and the earliest time still ahead.
   */
  async fireDue(now: Date, batch: number): Promise<{ fired: number; more: boolean; nextDue: Date | null }> {
    const names = [...this.handlers.keys()];
    if (names.length === 0) return { fired: 0, more: false, nextDue: null };
    // Only timers this process has a handler for: a process of another version leaves the rest.
    const mine = inArray(scheduledTimers.name, names);
    const due = await this.db.system((tx) =>
      tx
        .select({ tenantId: scheduledTimers.tenantId, id: scheduledTimers.id })
        .from(scheduledTimers)
        .where(and(mine, lte(scheduledTimers.dueAt, now)))
        .orderBy(asc(scheduledTimers.dueAt))
        .limit(batch),
    );
    let fired = 0;
    for (const timer of due) if (await this.fireOne(timer.tenantId, timer.id, now)) fired += 1;
    const [ahead] = await this.db.system((tx) =>
      tx
        .select({ next: sql<Date | string | null>`min(${scheduledTimers.dueAt})` })
        .from(scheduledTimers)
        .where(mine),
    );
    return { fired, more: due.length >= batch, nextDue: ahead?.next ? new Date(ahead.next) : null };
  }

  private async fireOne(tenantId: string, id: string, now: Date): Promise<boolean> {
    try {
      return await this.db.tenant(tenantId, async (tx) => {
        const [timer] = await tx
          .select()
          .from(scheduledTimers)
          .where(
            and(eq(scheduledTimers.tenantId, tenantId), eq(scheduledTimers.id, id), lte(scheduledTimers.dueAt, now)),
          )
          .for('update', { skipLocked: true });
        // Another process holds it, or fired it already.
        if (!timer) return false;
        const handler = this.handlers.get(timer.name);
        if (!handler) return false;
        await handler.fire({ tx, tenantId, key: timer.key, dueAt: timer.dueAt, payload: timer.payload, now });
        await tx.delete(scheduledTimers).where(and(eq(scheduledTimers.tenantId, tenantId), eq(scheduledTimers.id, id)));
        return true;
      });
    } catch (error) {
      this.log.error({ err: error, tenantId, timerId: id }, 'scheduler: timer handler failed; retrying later');
      await this.db.tenant(tenantId, (tx) =>
        tx
          .update(scheduledTimers)
          .set({ dueAt: new Date(now.getTime() + RETRY_AFTER_MS) })
          .where(and(eq(scheduledTimers.tenantId, tenantId), eq(scheduledTimers.id, id))),
      );
      return false;
    }
  }
}

import { and, inArray, lt } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import type { InternalJob } from './internal-job.js';
import { scheduledTaskRuns } from './scheduler.table.js';

/** Runs are kept this many days (the run list queries at most 31 days at a time). */
export const TASK_RUN_KEEP_DAYS = 90;
const BATCH = 5_000;

/** Daily: the engine's own job, deleting runs older than {@link TASK_RUN_KEEP_DAYS}, in batches. */
export function runRetentionJob(db: Database): InternalJob {
  return {
    name: 'scheduler.purge-old-runs',
    schedule: { kind: 'cron', expression: '0 15 0 * * *' },
    run: async ({ due, signal }) => {
      const before = new Date(due.getTime() - TASK_RUN_KEEP_DAYS * 86_400_000);
      let total = 0;
      for (;;) {
        signal.throwIfAborted();
        const deleted = await db.system(async (tx) => {
          const batch = tx
            .select({ id: scheduledTaskRuns.id })
            .from(scheduledTaskRuns)
            .where(lt(scheduledTaskRuns.startedAt, before))
            .limit(BATCH);
          const gone = await tx
            .delete(scheduledTaskRuns)
            .where(and(lt(scheduledTaskRuns.startedAt, before), inArray(scheduledTaskRuns.id, batch)))
            .returning({ id: scheduledTaskRuns.id });
          return gone.length;
        });
        total += deleted;
        if (deleted < BATCH) return `Deleted ${total} runs`;
      }
    },
  };
}

import type { FastifyBaseLogger } from 'fastify';

/** When an internal job runs unless an administrator changes its task: every N seconds, or a cron expression with seconds. */
export type JobSchedule = { kind: 'interval'; seconds: number } | { kind: 'cron'; expression: string };

export interface JobContext {
  /** The tick this run is for (its due time, not the clock when it started). */
  due: Date;
  /** Aborted when the server stops or the run exceeds its time limit: stop at the next safe point. */
  signal: AbortSignal;
  log: FastifyBaseLogger;
}

/**
 * Work an area registers with the scheduler by name (the area's module returns it in `jobs`):
 * purging old rows, generating check tasks, escalating andon calls. The scheduler runs each due
 * tick once across every server process; the job only does its work and answers a short result.
 */
export interface InternalJob {
  /** Stable, dotted `<area>.<what>`: the task's request address for internal tasks. */
  name: string;
  schedule: JobSchedule;
  run(context: JobContext): Promise<string | undefined>;
}

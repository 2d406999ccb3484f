import { constants } from 'node:os';

/** Stop requests: Ctrl+C, `kill`/`docker stop`/systemd, and a closed terminal. */
export const STOP_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;
/**
 * How long a graceful stop may take before the process exits anyway. Within 10 s in every phase,
 * with room for the process to end and for `npm start` to follow it.
 */
export const SHUTDOWN_BUDGET_MS = 8_000;

export interface StopHandling {
  /**
   * Asks for a stop as a first signal does (the parent that watched this process went away).
   * A later signal still stops at once.
   */
  requestStop(reason: string): void;
}

/**
 * The first stop signal calls `stop` (graceful: end background work, close connections and the
 * database, then exit) and arms a deadline: past `budgetMs` the process exits with status 1
 * whatever it still waits for. The timer is unref'd, so it never keeps a stopped process alive.
 * A second signal exits at once, with 128 + the signal's number, as the default action would.
 */
export function handleStopSignals(options: {
  stop(reason: string): void;
  log(message: string, fields: Record<string, unknown>): void;
  budgetMs?: number;
}): StopHandling {
  const budgetMs = options.budgetMs ?? SHUTDOWN_BUDGET_MS;
  let stopping = false;
  const log = (message: string, fields: Record<string, unknown>) => {
    try {
      options.log(message, fields);
    } catch {
      // Logging is best effort; the stop is not.
    }
  };
  const requestStop = (reason: string) => {
    if (stopping) return;
    stopping = true;
    log('shutting down', { reason, budgetMs });
    setTimeout(() => {
      log('shutdown took longer than its budget: exiting now', { budgetMs });
      process.exit(1);
    }, budgetMs).unref();
    options.stop(reason);
  };
  for (const signal of STOP_SIGNALS) {
    process.on(signal, () => {
      if (!stopping) return requestStop(signal);
      log('second stop signal: exiting now', { signal });
      process.exit(128 + constants.signals[signal]);
    });
  }
  return { requestStop };
}

import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { tenants } from '../areas/tenants/tenant.table.js';
import type { Database } from '../platform/db/database.js';

/** An area that can add its part of the demo enterprise (through its own services, idempotently). */
export interface DemoSeeding {
  /** Master data and open orders, seeded before the server listens. */
  seedDemo?(tenantId: string): Promise<void>;
  /**
   * Production history (scans, reports), seeded after the server listens: it takes minutes on
   * the embedded database. Ends early, after its current transaction, once `signal` aborts.
   */
  seedDemoHistory?(tenantId: string, signal: AbortSignal): Promise<void>;
}

async function demoTenantId(db: Database, demoCode: string): Promise<string | undefined> {
  const [demo] = await db.system((tx) => tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.code, demoCode)));
  return demo?.id;
}

/**
 * The demo enterprise's factory (workshops, lines, stations, shifts, processes, routings,
 * products, BOMs, quality catalogue, barcode rules, a label template, orders), seeded on the
 * first start so a new user sees a real factory. Each area seeds its own part; `areas` is in
 * dependency order (a routing needs its processes, a BOM its products and materials).
 */
export async function seedDemoFactory(
  db: Database,
  areas: readonly DemoSeeding[],
  log: FastifyBaseLogger,
  stopping?: AbortSignal,
  demoCode = 'demo',
): Promise<void> {
  const demoId = await demoTenantId(db, demoCode);
  if (!demoId) return;
  try {
    for (const area of areas) {
      if (stopping?.aborted) return log.warn('demo factory cut short: the server stopped');
      await area.seedDemo?.(demoId);
    }
    log.info('demo factory seeded');
  } catch (error) {
    // The accounts are seeded already: a broken demo factory must not stop the console starting.
    log.error({ err: error }, 'seeding the demo factory failed');
  }
}

/** Log messages once the history is in, or has failed: e2e/run.mjs waits for one of them (by these texts). */
const DEMO_HISTORY_DONE = 'demo history seeded';
const DEMO_HISTORY_FAILED = 'seeding the demo history failed';

/** The demo enterprise's week of production, in the areas' order (reports follow the scans). */
export async function seedDemoHistory(
  db: Database,
  areas: readonly DemoSeeding[],
  log: FastifyBaseLogger,
  signal: AbortSignal,
  demoCode = 'demo',
): Promise<void> {
  const started = performance.now();
  try {
    const demoId = await demoTenantId(db, demoCode);
    if (!demoId) return;
    log.info('seeding the demo history in the background');
    for (const area of areas) {
      if (signal.aborted) return;
      await area.seedDemoHistory?.(demoId, signal);
    }
    if (!signal.aborted) log.info({ ms: Math.round(performance.now() - started) }, DEMO_HISTORY_DONE);
  } catch (error) {
    if (!signal.aborted) log.error({ err: error }, DEMO_HISTORY_FAILED);
  }
}

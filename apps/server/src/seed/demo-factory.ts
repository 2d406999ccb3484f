import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { tenants } from '../areas/tenants/tenant.table.js';
import type { Database } from '../platform/db/database.js';

/** An area that can add its part of the demo factory (through its own services, idempotently). */
export interface DemoSeeding {
  seedDemo?(tenantId: string): Promise<void>;
}

/**
 * The demo enterprise's factory (workshops, lines, stations, shifts, processes, routings,
 * products, BOMs, quality catalogue, barcode rules, a label template), seeded on the first
 * start so a new user sees a real factory. Each area seeds its own part; `areas` is in
 * dependency order (a routing needs its processes, a BOM its products and materials).
 */
export async function seedDemoFactory(
  db: Database,
  areas: readonly DemoSeeding[],
  log: FastifyBaseLogger,
  demoCode = 'demo',
): Promise<void> {
  const [demo] = await db.system((tx) => tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.code, demoCode)));
  if (!demo) return;
  try {
    for (const area of areas) await area.seedDemo?.(demo.id);
    log.info('demo factory seeded');
  } catch (error) {
    // The accounts are seeded already: a broken demo factory must not stop the console starting.
    log.error({ err: error }, 'seeding the demo factory failed');
  }
}

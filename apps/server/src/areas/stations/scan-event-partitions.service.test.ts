import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test-support/databases.js';
import { createTenant, tenantIdOf } from '../../test-support/fixtures.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { ensureScanEventPartitions, partitionMonth, partitionMonths } from './scan-event-partitions.service.js';
import { scanEvents } from './stations.table.js';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

describe('partition months', () => {
  it('names and bounds months in UTC, across a year end', () => {
    const at = new Date('2026-12-31T23:30:00Z');
    expect(partitionMonth(at)).toEqual({
      name: 'scan_events_y2026m12',
      from: new Date('2026-12-01T00:00:00Z'),
      to: new Date('2027-01-01T00:00:00Z'),
    });
    expect(partitionMonths(at, 1, 3).map((month) => month.name)).toEqual([
      'scan_events_y2026m11',
      'scan_events_y2026m12',
      'scan_events_y2027m01',
      'scan_events_y2027m02',
      'scan_events_y2027m03',
    ]);
  });
});

describe.each(testDatabaseKinds())('scan_events partitions on %s', (kind) => {
  let t: TestServer;
  let demoId: string;
  let otherId: string;

  const partitions = async () =>
    rowsOf<{ name: string }>(
      await t.server.db.system((tx) =>
        tx.execute(sql`select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid
                       where i.inhparent = 'public.scan_events'::regclass order by 1`),
      ),
    ).map((row) => row.name);

  const insertEvent = (tenantId: string, scannedAt: Date, serial: string) =>
    t.server.db.tenant(tenantId, (tx) =>
      tx.insert(scanEvents).values({ tenantId, scannedAt, action: 'pass', serial, stationId: '1' }),
    );

  const whereIs = async (serial: string) =>
    rowsOf<{ part: string }>(
      await t.server.db.system((tx) =>
        tx.execute(sql`select tableoid::regclass::text as part from scan_events where serial = ${serial}`),
      ),
    ).map((row) => row.part);

  beforeAll(async () => {
    t = await startTestServer(kind);
    demoId = await tenantIdOf(t.server.db, 'demo');
    otherId = await createTenant(t.server.db, { code: `part_other_${kind}` });
  });
  afterAll(() => t?.close());

  it('has last month through three months ahead once the server has started', async () => {
    const names = await partitions();
    const now = new Date();
    for (const month of partitionMonths(now, 1, 3)) expect(names).toContain(month.name);
    expect(names).toContain('scan_events_default');
  });

  it('puts a row of next month into its partition, not the default one', async () => {
    const next = partitionMonth(new Date(), 1);
    await insertEvent(demoId, new Date(next.from.getTime() + 3600_000), `PART-NEXT-${kind}`);
    expect(await whereIs(`PART-NEXT-${kind}`)).toEqual([next.name]);
    const far = new Date(Date.UTC(2001, 0, 15));
    await insertEvent(demoId, far, `PART-FAR-${kind}`);
    expect(await whereIs(`PART-FAR-${kind}`)).toEqual(['scan_events_default']);
  });

  it('is idempotent, and moves rows out of the default partition when their month gets one', async () => {
    const far = partitionMonth(new Date(Date.UTC(2001, 0, 15)));
    expect(await ensureScanEventPartitions(t.server.db, [far])).toEqual([far.name]);
    expect(await whereIs(`PART-FAR-${kind}`)).toEqual([far.name]);
    expect(await ensureScanEventPartitions(t.server.db, [far, partitionMonth(new Date())])).toEqual([]);
    const concurrent = await Promise.all([
      ensureScanEventPartitions(t.server.db, [partitionMonth(new Date(Date.UTC(2002, 5, 1)))]),
      ensureScanEventPartitions(t.server.db, [partitionMonth(new Date(Date.UTC(2002, 5, 1)))]),
    ]);
    expect(concurrent.flat()).toEqual(['scan_events_y2002m06']);
  });

  it('keeps other enterprises’ rows invisible through the parent and in a partition', async () => {
    const next = partitionMonth(new Date(), 1);
    await insertEvent(otherId, new Date(next.from.getTime() + 7200_000), `PART-OTHER-${kind}`);
    const seen = async (tenantId: string, table: string) =>
      rowsOf<{ serial: string }>(
        await t.server.db.tenant(tenantId, (tx) =>
          tx.execute(sql.raw(`select serial from ${table} where serial like 'PART-%' order by serial`)),
        ),
      ).map((row) => row.serial);
    expect(await seen(demoId, 'scan_events')).toEqual([`PART-FAR-${kind}`, `PART-NEXT-${kind}`]);
    expect(await seen(otherId, 'scan_events')).toEqual([`PART-OTHER-${kind}`]);
    expect(await seen(demoId, next.name)).toEqual([`PART-NEXT-${kind}`]);
    // Writing another enterprise's row through the parent is refused by the policy.
    await expect(
      t.server.db.tenant(demoId, (tx) =>
        tx
          .insert(scanEvents)
          .values({ tenantId: otherId, scannedAt: new Date(), action: 'pass', serial: 'PART-X', stationId: '1' }),
      ),
    ).rejects.toThrow();
  });
});

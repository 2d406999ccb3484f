import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productionUnits, scanEvents } from '../../areas/stations/stations.table.js';
import { testDatabaseKinds } from '../../test-support/databases.js';
import { createTenant } from '../../test-support/fixtures.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { rowReader, rowsOf, setList, valuesList } from './table-rows.js';

const readUnit = rowReader(productionUnits);

describe.each(testDatabaseKinds())('rows read and written with sql statements on %s', (kind) => {
  let t: TestServer;
  let tenantId: string;

  beforeAll(async () => {
    t = await startTestServer(kind);
    tenantId = await createTenant(t.server.db, { code: 'rows_sql' });
  });
  afterAll(() => t?.close());

  const byDrizzle = (serial: string) =>
    t.server.db.tenant(tenantId, async (tx) => {
      const [row] = await tx
        .select()
        .from(productionUnits)
        .where(and(eq(productionUnits.tenantId, tenantId), eq(productionUnits.serial, serial)));
      return row;
    });
  const bySql = (serial: string) =>
    t.server.db.tenant(tenantId, async (tx) =>
      rowsOf<Record<string, unknown>>(
        await tx.execute(sql`select * from production_units where tenant_id = ${tenantId} and serial = ${serial}`),
      ).map(readUnit),
    );

  it('reads a row as drizzle does (ids, numbers, times, nulls), and sets what a partial row names', async () => {
    await t.server.db.tenant(tenantId, (tx) =>
      tx.insert(productionUnits).values({
        tenantId,
        serial: 'ROW-1',
        workOrderId: '9007199254740993',
        productId: '2',
        lineId: '3',
        routingVersionId: '4',
        status: 'in_process',
        nextStepNo: 2,
        failedStepNo: null,
        lastScannedAt: new Date('2026-11-24T10:00:00.123Z'),
        createdAt: new Date('2026-11-24T09:00:00Z'),
      }),
    );
    const [read] = await bySql('ROW-1');
    expect(read).toEqual(await byDrizzle('ROW-1'));
    expect(read).toMatchObject({ workOrderId: '9007199254740993', nextStepNo: 2, failedStepNo: null, packageId: null });
    expect(read?.lastScannedAt).toEqual(new Date('2026-11-24T10:00:00.123Z'));

    const completedAt = new Date('2026-11-24T11:30:00.456Z');
    const [updated] = await t.server.db.tenant(tenantId, async (tx) =>
      rowsOf<Record<string, unknown>>(
        await tx.execute(
          sql`update production_units
                 set ${setList(productionUnits, { status: 'completed', nextStepNo: null, completedAt, lastStationId: undefined })}
               where tenant_id = ${tenantId} and serial = ${'ROW-1'} returning *`,
        ),
      ).map(readUnit),
    );
    expect(updated).toEqual(await byDrizzle('ROW-1'));
    expect(updated).toMatchObject({ status: 'completed', nextStepNo: null, completedAt, repairCount: 0 });
  });

  it('inserts rows with the SQL defaults for what a row leaves out, nulls and json kept', async () => {
    const at = new Date('2026-11-24T12:00:00.789Z');
    await t.server.db.tenant(tenantId, (tx) =>
      tx.execute(
        sql`insert into scan_events ${valuesList(scanEvents, [
          { tenantId, scannedAt: at, action: 'pass', stationId: '5', serial: 'EV-1', detail: { remark: 'ok', n: 2 } },
          { tenantId, scannedAt: at, action: 'fail', stationId: '5', serial: 'EV-1', stepNo: 3, detail: null },
        ])}`,
      ),
    );
    const rows = await t.server.db.tenant(tenantId, (tx) =>
      tx.select().from(scanEvents).where(eq(scanEvents.serial, 'EV-1')).orderBy(scanEvents.action),
    );
    expect(rows).toMatchObject([
      { action: 'fail', stepNo: 3, detail: null, scannedAt: at, unitId: null },
      { action: 'pass', stepNo: null, detail: { remark: 'ok', n: 2 }, scannedAt: at },
    ]);
    expect(rows[0]!.id).toMatch(/^\d+$/);
    expect(rows[0]!.id).not.toBe(rows[1]!.id);
  });

  it('refuses a field that is not a column', () => {
    expect(() => setList(productionUnits, { nope: 1 } as never)).toThrow(/nope is not a column/);
    expect(() => valuesList(productionUnits, [{ nope: 1 } as never])).toThrow(/nope is not a column/);
  });
});

import { randomUUID } from 'node:crypto';
import { processApi, scanApi, stationApi } from '@takt/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenantIdOf } from '../../test-support/fixtures.js';
import { type HeldTransaction, heldTransaction } from '../../test-support/held-transaction.js';
import { oneStepLine } from '../../test-support/production-line.js';
import { type RouteClient, routeClient } from '../../test-support/route-client.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';

/**
 * A scan and the delete of its workstation or process at the same moment, on PostgreSQL (READ
 * COMMITTED, separate connections): one of the two loses cleanly. A second connection holds a
 * transaction open to fix the order: the scan that locked its record first keeps it (the delete
 * answers 409 naming the unit), the delete that locked it first makes the scan fail (400, nothing
 * saved). PGlite has one connection, so nothing runs at the same moment there.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('a scan racing the delete of its workstation or process', () => {
  let t: TestServer;
  let tenantId: string;
  let held: HeldTransaction;
  const ids: Record<string, string> = {};

  let api: RouteClient;
  const scan = (station: string, serial: string) =>
    api.call(scanApi.passing, {
      body: {
        clientScanId: randomUUID(),
        stationId: ids[station]!,
        processId: ids.PA,
        workOrderId: ids.order!,
        serial,
      },
    });
  const remove = async (what: 'station' | 'process', id: string) => {
    const response = await api.call(what === 'station' ? stationApi.delete : processApi.delete, { body: { id } });
    return { status: response.status, message: response.body.message };
  };

  beforeAll(async () => {
    t = await startTestServer('postgres');
    api = routeClient(t, { token: (await t.login('admin')).token });
    tenantId = await tenantIdOf(t.server.db, 'demo');
    Object.assign(ids, await oneStepLine(api, 'RC', ['PA', 'PX'], ['S1', 'S2']));
    held = await heldTransaction(t.database.databaseUrl!);
  }, 120_000);
  afterAll(async () => {
    await held?.end();
    await t?.close();
  });

  it('refuses the workstation delete when the scan locked the workstation first', async () => {
    // The scan locks its workstation, then waits for its process (held here).
    await held.query('BEGIN');
    await held.query('SELECT id FROM processes WHERE tenant_id = $1 AND id = $2 FOR UPDATE', [tenantId, ids.PA]);
    const scanned = scan('S1', 'RC0001');
    await held.waiting(1);
    const deleted = remove('station', ids.S1!);
    await held.waiting(2);
    await held.query('ROLLBACK');
    expect((await scanned).status).toBe(200);
    expect(await deleted).toEqual({
      status: 409,
      message: 'RC-S1 Station S1 cannot be deleted: it is used by unit RC0001',
    });
  });

  it('refuses the scan when the workstation delete locked the workstation first', async () => {
    // What the delete does, held open here: lock the row, find no user, delete it.
    await held.query('BEGIN');
    await held.query('SELECT id FROM organisations WHERE tenant_id = $1 AND id = $2 FOR UPDATE', [tenantId, ids.S2]);
    const scanned = scan('S2', 'RC0002');
    await held.waiting(1);
    await held.query('DELETE FROM organisations WHERE tenant_id = $1 AND id = $2', [tenantId, ids.S2]);
    await held.query('COMMIT');
    const response = await scanned;
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(`stationId: no workstation with id ${ids.S2} exists in this enterprise`);
    const saved = await held.query(
      `SELECT 1 FROM scan_events WHERE station_id = $1 UNION ALL SELECT 1 FROM scan_usage WHERE ref_id = $1`,
      [ids.S2],
    );
    expect(saved).toEqual([]);
  });

  it('refuses the process delete when a scan locked the process first', async () => {
    // What a scan's first use of a process does (scan-usage.service.ts), held open here.
    const [unit] = await held.query<{ id: string }>(
      'SELECT id FROM production_units WHERE tenant_id = $1 AND serial = $2',
      [tenantId, 'RC0001'],
    );
    await held.query('BEGIN');
    await held.query(
      `INSERT INTO scan_usage (tenant_id, kind, ref_id, unit_id, scanned_at) VALUES ($1, 'process', $2, $3, now())`,
      [tenantId, ids.PX, unit!.id],
    );
    await held.query('SELECT id FROM processes WHERE tenant_id = $1 AND id = $2 FOR KEY SHARE', [tenantId, ids.PX]);
    const deleted = remove('process', ids.PX!);
    await held.waiting(1);
    await held.query('COMMIT');
    expect(await deleted).toEqual({
      status: 409,
      message: 'RC-PX Process PX cannot be deleted: it is used by unit RC0001',
    });
  });
});

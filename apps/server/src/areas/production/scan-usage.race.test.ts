import { randomUUID } from 'node:crypto';
import { OrgType, type PageResult } from '@takt/contracts';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenantIdOf } from '../../test-support/fixtures.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';

type Id = { id: string };

/**
 * A scan and the delete of its workstation or process at the same moment, on PostgreSQL (READ
 * COMMITTED, separate connections): one of the two loses cleanly. A second connection holds a
 * transaction open to fix the order: the scan that locked its record first keeps it (the delete
 * answers 409 naming the unit), the delete that locked it first makes the scan fail (400, nothing
 * saved). PGlite has one connection, so nothing runs at the same moment there.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('a scan racing the delete of its workstation or process', () => {
  let t: TestServer;
  let token: string;
  let tenantId: string;
  let holder: pg.Client;
  let watcher: pg.Client;
  const ids: Record<string, string> = {};

  const ok = async <T = Id>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await t.call<T>(method, `/api${path}`, { token, body });
    expect(response.status, `${path} ${JSON.stringify(response.body)}`).toBe(200);
    return response.body.data;
  };
  const scan = (station: string, serial: string) =>
    t.call('POST', '/api/trace/passing/scan', {
      token,
      body: { clientScanId: randomUUID(), stationId: ids[station], processId: ids.PA, workOrderId: ids.order, serial },
    });
  const remove = async (what: 'station' | 'process', id: string) => {
    const response = await t.call('POST', `/api/${what}/delete`, { token, body: { id } });
    return { status: response.status, message: response.body.message };
  };
  /** Until `count` statements of the test database wait for a row lock. */
  const waiting = async (count: number) => {
    for (let tries = 0; tries < 200; tries++) {
      const { rows } = await watcher.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
      );
      if (rows[0]!.n >= count) return;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`${count} statements never waited for a lock`);
  };

  beforeAll(async () => {
    t = await startTestServer('postgres');
    token = (await t.login('admin')).token;
    tenantId = await tenantIdOf(t.server.db, 'demo');
    const factories = await ok<PageResult<{ id: string; type: number }>>('GET', '/org/page?pageSize=50');
    const factoryOrg: Id =
      factories.rows.find((row) => row.type === OrgType.FACTORY) ??
      (await ok('POST', '/org/add', { name: 'RC factory', code: 'RC-F', type: OrgType.FACTORY }));
    const workshop = await ok('POST', '/workshop/add', { factoryId: factoryOrg.id, code: 'RC-WS', name: 'Workshop' });
    ids.line = (await ok('POST', '/line/add', { workshopId: workshop.id, code: 'RC-L1', name: 'Line 1' })).id;
    for (const code of ['PA', 'PX'])
      ids[code] = (
        await ok('POST', '/process/add', { code: `RC-${code}`, name: `Process ${code}`, type: 'normal' })
      ).id;
    const routing = await ok('POST', '/routing/add', { code: 'RC-R', name: 'Routing', steps: [{ processId: ids.PA }] });
    for (const code of ['S1', 'S2']) {
      ids[code] = (
        await ok('POST', '/station/add', { lineId: ids.line, code: `RC-${code}`, name: `Station ${code}` })
      ).id;
      await ok('POST', '/station/config_process', { id: ids[code], processIds: [ids.PA] });
    }
    const unit = await ok('POST', '/unit/add', { code: 'RC-PCS', name: 'Piece' });
    const product = await ok('POST', '/product/add', {
      code: 'RC-FG',
      name: 'Fan',
      unitId: unit.id,
      routingId: routing.id,
    });
    const order = { productId: product.id, lineId: ids.line, planQuantity: 10, planDate: '2026-12-01' };
    ids.order = (await ok('POST', '/work_order/add', order)).id;
    await ok('POST', '/work_order/issue', { ids: [ids.order] });
    holder = new pg.Client({ connectionString: t.database.databaseUrl });
    watcher = new pg.Client({ connectionString: t.database.databaseUrl });
    await holder.connect();
    await watcher.connect();
  }, 120_000);
  afterAll(async () => {
    await holder?.end();
    await watcher?.end();
    await t?.close();
  });

  it('refuses the workstation delete when the scan locked the workstation first', async () => {
    // The scan locks its workstation, then waits for its process (held here).
    await holder.query('BEGIN');
    await holder.query('SELECT id FROM processes WHERE tenant_id = $1 AND id = $2 FOR UPDATE', [tenantId, ids.PA]);
    const scanned = scan('S1', 'RC0001');
    await waiting(1);
    const deleted = remove('station', ids.S1!);
    await waiting(2);
    await holder.query('ROLLBACK');
    expect((await scanned).status).toBe(200);
    expect(await deleted).toEqual({
      status: 409,
      message: 'RC-S1 Station S1 cannot be deleted: it is used by unit RC0001',
    });
  });

  it('refuses the scan when the workstation delete locked the workstation first', async () => {
    // What the delete does, held open here: lock the row, find no user, delete it.
    await holder.query('BEGIN');
    await holder.query('SELECT id FROM organisations WHERE tenant_id = $1 AND id = $2 FOR UPDATE', [tenantId, ids.S2]);
    const scanned = scan('S2', 'RC0002');
    await waiting(1);
    await holder.query('DELETE FROM organisations WHERE tenant_id = $1 AND id = $2', [tenantId, ids.S2]);
    await holder.query('COMMIT');
    const response = await scanned;
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(`stationId: no workstation with id ${ids.S2} exists in this enterprise`);
    const { rows } = await watcher.query(
      `SELECT 1 FROM scan_events WHERE station_id = $1 UNION ALL SELECT 1 FROM scan_usage WHERE ref_id = $1`,
      [ids.S2],
    );
    expect(rows).toEqual([]);
  });

  it('refuses the process delete when a scan locked the process first', async () => {
    // What a scan's first use of a process does (scan-usage.ts), held open here.
    const { rows } = await watcher.query<{ id: string }>(
      'SELECT id FROM production_units WHERE tenant_id = $1 AND serial = $2',
      [tenantId, 'RC0001'],
    );
    await holder.query('BEGIN');
    await holder.query(
      `INSERT INTO scan_usage (tenant_id, kind, ref_id, unit_id, scanned_at) VALUES ($1, 'process', $2, $3, now())`,
      [tenantId, ids.PX, rows[0]!.id],
    );
    await holder.query('SELECT id FROM processes WHERE tenant_id = $1 AND id = $2 FOR KEY SHARE', [tenantId, ids.PX]);
    const deleted = remove('process', ids.PX!);
    await waiting(1);
    await holder.query('COMMIT');
    expect(await deleted).toEqual({
      status: 409,
      message: 'RC-PX Process PX cannot be deleted: it is used by unit RC0001',
    });
  });
});

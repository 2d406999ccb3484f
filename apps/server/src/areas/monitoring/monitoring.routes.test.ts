import path from 'node:path';
import { AdminType, hostMonitorApi } from '@takt/contracts';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test-support/databases.js';
import { createTenant, createUser } from '../../test-support/fixtures.js';
import { connectHub } from '../../test-support/hub-client.js';
import { type RouteClient, routeClient } from '../../test-support/route-client.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { DatabaseFacts } from './database-facts.js';
import { HostMonitorService } from './host-monitor.service.js';

describe.each(testDatabaseKinds())('host monitoring on %s', (kind) => {
  let t: TestServer;
  let api: RouteClient;

  beforeAll(async () => {
    t = await startTestServer(kind);
    api = routeClient(t, { token: (await t.login('superAdmin')).token });
  });
  afterAll(() => t?.close());

  it('answers the machine, the process, the database and the hub to the super administrator', async () => {
    const hub = connectHub(t.baseUrl, { token: api.token });
    await hub.opened();
    try {
      const host = await api.ok(hostMonitorApi.host);
      expect(host.cpu.cores).toBeGreaterThanOrEqual(1);
      expect(host.cpu.model).not.toBe('');
      expect(host.memory.totalBytes).toBeGreaterThan(0);
      expect(host.memory.usedBytes + host.memory.freeBytes).toBe(host.memory.totalBytes);
      // The disk is the data directory's file system.
      expect(host.disk?.path).toBe(path.resolve(t.database.dataDir));
      expect(host.disk!.sizeBytes).toBeGreaterThan(0);
      expect(host.disk!.usedBytes).toBeLessThanOrEqual(host.disk!.sizeBytes);
      // The server runs in this test's process.
      expect(host.process).toMatchObject({ pid: process.pid, nodeVersion: process.version });
      expect(host.process.heapUsedBytes).toBeLessThanOrEqual(host.process.heapTotalBytes);
      expect(host.process.eventLoopDelayMs.p50).toBeLessThanOrEqual(host.process.eventLoopDelayMs.p99);
      expect(host.database.kind).toBe(kind);
      expect(host.database.version).toMatch(/^\d+(\.\d+)?/);
      expect(host.database.sizeBytes).toBeGreaterThan(0);
      expect(host.database.connections.reduce((sum, row) => sum + row.count, 0)).toBeGreaterThanOrEqual(1);
      expect(host.hub.sockets).toBe(1);
      // The server's own scheduler answers its backlog (what is due, running, waiting).
      expect(host.backlog).toMatchObject({ due: expect.any(Number), running: expect.any(Number) });
    } finally {
      hub.close();
      await hub.closed();
    }
    await expect.poll(async () => (await api.ok(hostMonitorApi.host)).hub.sockets).toBe(0);
  });

  it('refuses everyone but the platform super administrator', async () => {
    const admin = (await t.login('admin')).token;
    const refused = await api.call(hostMonitorApi.host, { as: admin });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toContain('platform:server:page');
    expect((await api.call(hostMonitorApi.host, { as: (await t.login('operator')).token })).status).toBe(403);
    // Another enterprise's administrator, for whom the code is not in any catalogue grant, all the same.
    const otherId = await createTenant(t.server.db, { code: `host_${kind}` });
    await createUser(t.server.db, otherId, { account: `host_admin_${kind}`, adminType: AdminType.ENTERPRISE_ADMIN });
    const other = (await t.login(`host_admin_${kind}`)).token;
    expect((await api.call(hostMonitorApi.host, { as: other })).status).toBe(403);
    expect((await routeClient(t).call(hostMonitorApi.host)).status).toBe(401);
  });

  it('shows the scheduler backlog when one is given', async () => {
    const monitor = new HostMonitorService({
      database: new DatabaseFacts(t.server.db),
      dataDir: t.database.dataDir,
      hubSockets: () => 7,
      backlog: async () => ({ due: 3, running: 1, oldestDueSeconds: 42 }),
    });
    try {
      const snapshot = await monitor.snapshot();
      expect(snapshot.backlog).toEqual({ due: 3, running: 1, oldestDueSeconds: 42 });
      expect(snapshot.hub.sockets).toBe(7);
    } finally {
      monitor.close();
    }
  });

  it.runIf(kind === 'postgres')('names the longest running statement of another connection', async () => {
    const client = new pg.Client({ connectionString: t.database.databaseUrl });
    const admin = new pg.Client({ connectionString: t.database.databaseUrl });
    await client.connect();
    await admin.connect();
    const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
    const sleeping = client.query('select pg_sleep(600) /* host monitor test */').catch(() => null);
    try {
      await expect
        .poll(async () => (await api.ok(hostMonitorApi.host)).database.longestQuery?.text ?? '')
        .toContain('host monitor test');
      const host = await api.ok(hostMonitorApi.host);
      expect(host.database.connections.find((row) => row.state === 'active')?.count).toBeGreaterThanOrEqual(1);
    } finally {
      await admin.query('select pg_cancel_backend($1)', [rows[0]!.pid]);
      await sleeping;
      await client.end();
      await admin.end();
    }
  });
});

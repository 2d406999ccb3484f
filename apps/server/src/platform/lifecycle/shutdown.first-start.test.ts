import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { processesOf, type SpawnedServer, spawnServer } from '../../test-support/spawned-server.js';
import { LOCK_FILE } from './data-dir-lock.js';

/** The requirement: a stop signal ends the server within 10 s, in every phase. */
const STOP_MS = 10_000;

async function until(condition: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`no ${what} after ${timeoutMs} ms`);
    await sleep(100);
  }
}

// One fresh data directory, started twice: stopped while its database is created, then (which
// proves the first stop left nothing half-made) started in full and stopped while the demo's
// production history is seeded. Output pipes closed both times, as when the terminal is gone.
describe('stopping a first start on a fresh data directory', () => {
  let dataDir: string;
  const servers: SpawnedServer[] = [];

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'takt-first-start-'));
  });
  afterAll(async () => {
    for (const server of servers) server.child.kill('SIGKILL');
    await Promise.all(servers.map((server) => server.exited));
    await rm(dataDir, { recursive: true, force: true });
  });

  it('stops while the database is created and migrated, and leaves no half-made database', async () => {
    const server = spawnServer(dataDir);
    servers.push(server);
    // The child creating the database has initialised it; migrations and the seed follow.
    await until(() => existsSync(path.join(dataDir, 'pgdata.new', 'PG_VERSION')), 90_000, 'new database');
    server.closePipes();
    server.child.kill('SIGTERM');
    expect(await server.exitWithin(STOP_MS)).toEqual({ code: 0, signal: null });
    expect(processesOf(dataDir, '--prepare-database')).toEqual([]);
    expect(existsSync(path.join(dataDir, 'pgdata.new'))).toBe(false);
    expect(existsSync(path.join(dataDir, 'pgdata'))).toBe(false);
    expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
  }, 120_000);

  it('starts in full after that, and stops while the demo history is seeded', async () => {
    const server = spawnServer(dataDir);
    servers.push(server);
    await server.waitFor(/"msg":"seeding the demo history in the background"/, 180_000);
    server.closePipes();
    server.child.kill('SIGTERM');
    expect(await server.exitWithin(STOP_MS)).toEqual({ code: 0, signal: null });
    expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
  }, 240_000);
});

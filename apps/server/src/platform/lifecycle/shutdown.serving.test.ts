import { existsSync, readFileSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test-support/databases.js';
import { type SpawnedServer, spawnServer } from '../../test-support/spawned-server.js';
import { LOCK_FILE } from './data-dir-lock.js';

/** The requirement: a stop signal ends the server within 10 s, in every phase. */
const STOP_MS = 10_000;
/** Starting on a copy of the template: generous for a busy 2-core CI machine. */
const START_MS = 60_000;

/**
 * A request whose body never comes, once the server has it: graceful close would wait for it
 * for ever (a connection the server has not read a request from yet is closed at once).
 */
async function stuckRequest(server: SpawnedServer, port: number): Promise<Socket> {
  const socket = await new Promise<Socket>((resolve, reject) => {
    const connection = connect(port, '127.0.0.1', () => resolve(connection));
    connection.on('error', reject);
  });
  socket.write(
    'POST /api/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"acc',
  );
  await server.waitFor(/"url":"\/api\/login"[^\n]*"msg":"incoming request"/, STOP_MS);
  return socket;
}

describe('stopping a server on the embedded database', () => {
  let database: TestDatabase;
  const servers: SpawnedServer[] = [];
  const sockets: Socket[] = [];
  const start = (env?: NodeJS.ProcessEnv) => {
    const server = spawnServer(database.dataDir, env);
    servers.push(server);
    return server;
  };

  beforeAll(async () => {
    database = await createTestDatabase('pglite', { pgliteDir: inject('pgliteTemplate') });
  });
  // A test that fails half-way leaves no server holding the directory for the next one.
  afterEach(async () => {
    for (const socket of sockets) socket.destroy();
    for (const server of servers) server.child.kill('SIGKILL');
    await Promise.all(servers.map((server) => server.exited));
  });
  afterAll(async () => {
    await database?.drop();
  });

  it('refuses a second server on the same data directory, and takes over the lock of a killed one', async () => {
    const lockFile = path.join(database.dataDir, LOCK_FILE);
    const first = start();
    await first.listening(START_MS);
    expect(readFileSync(lockFile, 'utf8').trim()).toBe(String(first.pid));

    const second = start();
    // It refuses before loading the server's modules; the time allowed is for Node and tsx to start.
    const refused = await second.exitWithin(START_MS);
    expect(refused?.code, second.output()).toBe(1);
    expect(second.output()).toContain(`The data directory ${database.dataDir} is in use`);
    expect(second.output()).toContain(`(pid ${first.pid})`);
    expect(readFileSync(lockFile, 'utf8').trim()).toBe(String(first.pid));

    // kill -9 leaves the lock behind, naming a process that no longer runs.
    first.child.kill('SIGKILL');
    await first.exited;
    expect(readFileSync(lockFile, 'utf8').trim()).toBe(String(first.pid));

    const third = start();
    await third.listening(START_MS);
    expect(readFileSync(lockFile, 'utf8').trim()).toBe(String(third.pid));

    // Serving, nobody reading its output any more: SIGTERM stops it, gracefully, and frees the directory.
    third.closePipes();
    third.child.kill('SIGTERM');
    expect(await third.exitWithin(STOP_MS)).toEqual({ code: 0, signal: null });
    expect(existsSync(lockFile)).toBe(false);
  }, 180_000);

  it('stops during start-up on an existing database', async () => {
    const server = start();
    await server.waitFor(/./, START_MS);
    server.closePipes();
    server.child.kill('SIGTERM');
    const exit = await server.exitWithin(STOP_MS);
    expect(exit?.signal).toBeNull();
    // 0 when start-up reached a point to stop at within the budget, 1 when the deadline ended it.
    expect([0, 1]).toContain(exit?.code);
    expect(existsSync(path.join(database.dataDir, LOCK_FILE))).toBe(false);
  }, 120_000);

  it('stops at once on a second signal (SIGHUP), while the first still waits', async () => {
    const server = start();
    const port = await server.listening(START_MS);
    sockets.push(await stuckRequest(server, port));
    server.child.kill('SIGHUP');
    await server.waitFor(/"msg":"shutting down"/, STOP_MS);
    server.child.kill('SIGHUP');
    // 128 + SIGHUP's number: the second signal's exit, not the graceful one (0) or the deadline's (1).
    expect(await server.exitWithin(STOP_MS)).toEqual({ code: 129, signal: null });
  }, 120_000);

  it('exits when a graceful stop overruns its budget, output pipes closed', async () => {
    const server = start();
    const port = await server.listening(START_MS);
    sockets.push(await stuckRequest(server, port));
    server.closePipes();
    server.child.kill('SIGTERM');
    expect(await server.exitWithin(STOP_MS)).toEqual({ code: 1, signal: null });
    expect(existsSync(path.join(database.dataDir, LOCK_FILE))).toBe(false);
  }, 120_000);
});

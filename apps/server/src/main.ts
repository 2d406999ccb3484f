import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Server } from './app.js';
import { loadConfig } from './platform/config.js';
import { type DataDirLock, DataDirLocked, lockDataDir } from './platform/lifecycle/data-dir-lock.js';
import { dropOutputWriteErrors, logLine } from './platform/lifecycle/output.js';
import { handleStopSignals } from './platform/lifecycle/shutdown.js';

const PREPARE_FLAG = '--prepare-database';
/** Where the child creates a new embedded database; it becomes `pgdata` only once complete. */
const PGDATA_NEW = 'pgdata.new';

function printAccounts(seeded: Server['seeded']): void {
  if (!seeded) return;
  // Printed once, on the first start: the passwords exist nowhere else in clear.
  const lines = seeded.map((s) => `  ${s.account.padEnd(12)} ${s.password.padEnd(14)} (${s.role}, tenant ${s.tenant})`);
  process.stdout.write(`\nFirst start: sign-in accounts\n${lines.join('\n')}\n\n`);
}

dropOutputWriteErrors();
const startedAt = performance.now();
const config = loadConfig();

if (process.argv.includes(PREPARE_FLAG)) {
  // The serving process holds the data directory's lock, forwards stop signals and throws away
  // an unfinished database: this child keeps the default action of a signal (end at once).
  const { prepareDatabase } = await import('./app.js');
  printAccounts(await prepareDatabase(config, PGDATA_NEW));
  process.exit(0);
}

const stopping = new AbortController();
let preparing: ChildProcess | undefined;
let serving: Server | undefined;
let lock: DataDirLock | undefined;

function closeAndExit(server: Server): void {
  server
    .close()
    .then(() => process.exit(0))
    .catch((error: unknown) => {
      server.app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    });
}

const stopHandling = handleStopSignals({
  log: (message, fields) => (serving ? serving.app.log.info(fields, message) : logLine('info', message, fields)),
  stop(reason) {
    stopping.abort();
    if (preparing && preparing.exitCode === null && preparing.signalCode === null)
      preparing.kill(reason.startsWith('SIG') ? (reason as NodeJS.Signals) : 'SIGTERM');
    // Before it listens, start-up notices the request between its steps (below).
    if (serving) closeAndExit(serving);
  },
});
// However this process ends: no database child left behind, and the data directory free again.
process.on('exit', () => {
  if (preparing && preparing.exitCode === null && preparing.signalCode === null) preparing.kill('SIGKILL');
  lock?.release();
});
// Run by `npm start` (scripts/start.mjs) with an IPC channel: when that process goes away, so does this one.
if (process.channel) {
  process.channel.unref();
  process.on('disconnect', () => stopHandling.requestStop('npm start went away'));
}

if (!config.DATABASE_URL) {
  // One process per embedded database: two would write the same files.
  try {
    lock = lockDataDir(config.DATA_DIR);
  } catch (error) {
    if (!(error instanceof DataDirLocked)) throw error;
    process.stderr.write(`Takt MES cannot start: ${error.message}\n`);
    process.exit(1);
  }
}

/** Runs this file again with PREPARE_FLAG; resolves with its exit code (null: ended by a signal). */
function prepareInChild(): Promise<number | null> {
  return new Promise((resolve) => {
    preparing = spawn(process.execPath, [...process.execArgv, ...process.argv.slice(1), PREPARE_FLAG], {
      stdio: 'inherit',
    });
    preparing.once('error', () => resolve(1));
    preparing.once('exit', (code) => resolve(code));
  });
}

// Creating a new embedded database takes ~860 MB that the WASM heap never hands back, so a
// short-lived child creates, migrates and seeds it; this process then opens it at ~400 MB. The
// child builds it under another name, so a start stopped half-way leaves no half-made database.
const pgdata = path.join(config.DATA_DIR, 'pgdata');
const preparedNow = !config.DATABASE_URL && !existsSync(path.join(pgdata, 'PG_VERSION'));
if (preparedNow) {
  const pgdataNew = path.join(config.DATA_DIR, PGDATA_NEW);
  rmSync(pgdataNew, { recursive: true, force: true });
  const code = await prepareInChild();
  if (code !== 0) {
    rmSync(pgdataNew, { recursive: true, force: true });
    process.exit(stopping.signal.aborted ? 0 : (code ?? 1));
  }
  rmSync(pgdata, { recursive: true, force: true });
  renameSync(pgdataNew, pgdata);
}
// The server's modules load only now: a refused start (the lock) ends before loading them, at once.
const { createServer } = await import('./app.js');
if (stopping.signal.aborted) process.exit(0);
const server = await createServer(config, { preparedNow, stopping: stopping.signal });
if (stopping.signal.aborted) closeAndExit(server);
else {
  await server.app.listen({ port: config.PORT, host: config.HOST });
  serving = server;
  if (stopping.signal.aborted) closeAndExit(server);
  else {
    const address = server.app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.PORT;
    const database = config.DATABASE_URL ? 'PostgreSQL' : `embedded PGlite in ${config.DATA_DIR}`;
    server.app.log.info(
      { startMs: Math.round(performance.now() - startedAt), database },
      `Takt MES ready on http://localhost:${port}`,
    );
    printAccounts(server.seeded);
    server.startDemoHistory();
  }
}

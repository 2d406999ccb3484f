// `npm start`: build whatever is missing or out of date, then run the built server.
// The server's environment (PORT, DATA_DIR, DATABASE_URL, SEED_PASSWORD, ...) passes through.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildIfStale, ROOT } from './build-if-stale.mjs';

try {
  await buildIfStale();
} catch (error) {
  process.stderr.write(`[start] ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}

const server = spawn(process.execPath, ['--enable-source-maps', path.join(ROOT, 'apps/server/dist/main.js')], {
  cwd: process.cwd(),
  stdio: 'inherit',
});

// Pass stop requests on: the server closes its connections and the database, then exits.
// (Ctrl+C already reaches the whole process group; the server ignores a second signal.)
const forwarded = ['SIGINT', 'SIGTERM', 'SIGHUP'];
for (const signal of forwarded) {
  process.on(signal, () => {
    if (server.exitCode === null && server.signalCode === null) server.kill(signal);
  });
}

// `kill <pid of npm>`: npm passes SIGTERM to the `sh -c` it runs this script in, and sh dies
// without passing it on. Orphaned, this process would keep the server running: notice the
// parent's death (we get a new parent) and stop the server.
const parent = process.ppid;
const orphanWatch = setInterval(() => {
  if (process.ppid !== parent && server.exitCode === null && server.signalCode === null) {
    clearInterval(orphanWatch);
    server.kill('SIGTERM');
  }
}, 500);
orphanWatch.unref();

server.on('error', (error) => {
  process.stderr.write(`[start] could not run the server: ${error.message}\n`);
  process.exit(1);
});

server.on('exit', (code, signal) => {
  if (signal) {
    // Die the same way the server did, so callers see the same status.
    for (const s of forwarded) process.removeAllListeners(s);
    process.kill(process.pid, signal);
    return;
  }
  process.exit(code ?? 1);
});

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

// Output is best effort: once the terminal or the parent reading it is gone, a write fails
// (EPIPE); that must not throw here.
for (const stream of [process.stdout, process.stderr]) stream.on('error', () => {});

// The server runs in a session of its own, so a signal sent to this process group (Ctrl+C, a
// closed terminal, `kill -- -<pgid>`) reaches it once, through this script, and not twice: the
// server takes a second signal as "stop at once". The IPC channel tells the server when this
// script is gone, however it ended (kill -9 too): it then stops by itself.
const server = spawn(process.execPath, ['--enable-source-maps', path.join(ROOT, 'apps/server/dist/main.js')], {
  cwd: process.cwd(),
  stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
  detached: true,
});
server.channel?.unref();
const running = () => server.exitCode === null && server.signalCode === null;

// Pass stop requests on: the server closes its connections and the database, then exits; a
// second request stops it at once.
const forwarded = ['SIGINT', 'SIGTERM', 'SIGHUP'];
let stopRequested = false;
for (const signal of forwarded) {
  process.on(signal, () => {
    stopRequested = true;
    if (running()) server.kill(signal);
  });
}

// `kill <pid of npm>`: npm passes SIGTERM to the `sh -c` it runs this script in, and sh dies
// without passing it on. Orphaned, this process would keep the server running: notice the
// parent's death (we get a new parent) and stop the server, unless a stop is under way.
const parent = process.ppid;
const orphanWatch = setInterval(() => {
  if (process.ppid !== parent && running()) {
    clearInterval(orphanWatch);
    if (!stopRequested) server.kill('SIGTERM');
    stopRequested = true;
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

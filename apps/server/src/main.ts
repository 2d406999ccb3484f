import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createServer, prepareDatabase, type Server } from './app.js';
import { loadConfig } from './platform/config.js';

const PREPARE_FLAG = '--prepare-database';

function printAccounts(seeded: Server['seeded']): void {
  if (!seeded) return;
  // Printed once, on the first start: the passwords exist nowhere else in clear.
  const lines = seeded.map((s) => `  ${s.account.padEnd(12)} ${s.password.padEnd(14)} (${s.role}, tenant ${s.tenant})`);
  process.stdout.write(`\nFirst start: sign-in accounts\n${lines.join('\n')}\n\n`);
}

const startedAt = performance.now();
const config = loadConfig();

if (process.argv.includes(PREPARE_FLAG)) {
  printAccounts(await prepareDatabase(config));
  process.exit(0);
}
// Creating a new embedded database takes ~860 MB that the WASM heap never hands back, so a
// short-lived child creates, migrates and seeds it; this process then opens it at ~400 MB.
const preparedNow = !config.DATABASE_URL && !existsSync(path.join(config.DATA_DIR, 'pgdata', 'PG_VERSION'));
if (preparedNow) {
  const child = spawnSync(process.execPath, [...process.execArgv, ...process.argv.slice(1), PREPARE_FLAG], {
    stdio: 'inherit',
  });
  if (child.status !== 0) process.exit(child.status ?? 1);
}

const server = await createServer(config, { preparedNow });
await server.app.listen({ port: config.PORT, host: config.HOST });
const address = server.app.server.address();
const port = typeof address === 'object' && address ? address.port : config.PORT;
const database = config.DATABASE_URL ? 'PostgreSQL' : `embedded PGlite in ${config.DATA_DIR}`;
server.app.log.info(
  { startMs: Math.round(performance.now() - startedAt), database },
  `Takt MES ready on http://localhost:${port}`,
);
printAccounts(server.seeded);
server.startDemoHistory();

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    server.app.log.info({ signal }, 'shutting down');
    server
      .close()
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        server.app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      });
  });
}

import { createServer } from './app.js';
import { loadConfig } from './platform/config.js';

const startedAt = performance.now();
const config = loadConfig();
const server = await createServer(config);
await server.app.listen({ port: config.PORT, host: config.HOST });
const address = server.app.server.address();
const port = typeof address === 'object' && address ? address.port : config.PORT;
const database = config.DATABASE_URL ? 'PostgreSQL' : `embedded PGlite in ${config.DATA_DIR}`;
server.app.log.info(
  { startMs: Math.round(performance.now() - startedAt), database },
  `Takt MES ready on http://localhost:${port}`,
);
if (server.seeded) {
  // Printed once, on the first start: the passwords exist nowhere else in clear.
  const lines = server.seeded.map(
    (s) => `  ${s.account.padEnd(12)} ${s.password.padEnd(14)} (${s.role}, tenant ${s.tenant})`,
  );
  process.stdout.write(`\nFirst start: sign-in accounts\n${lines.join('\n')}\n\n`);
}

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

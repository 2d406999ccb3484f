// The baseline of the trace benchmark: a bare Fastify server answering trace-by-serial and
// recall-by-lot with the hand-written SQL of bench/trace-sql.ts straight on the database: no
// session, permission, row security or validation, one statement (trace) or two (recall).
// Usage: node --import tsx bench/trace-baseline.ts <port> <tenantId> <databaseUrl | pglite:<dataDir>>
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { RECALL_COUNTS_SQL, RECALL_PAGE_SQL, type Sql, TRACE_SQL } from './trace-sql.js';

const [port, tenantId, target] = process.argv.slice(2);
if (!port || !tenantId || !target) throw new Error('usage: trace-baseline.ts <port> <tenantId> <database>');

// The same fastify, pg and PGlite the server uses: resolved from the server's workspace.
const requireFromServer = createRequire(path.resolve('apps/server/package.json'));
const load = async (name: string) => import(pathToFileURL(requireFromServer.resolve(name)).href);
const { default: Fastify } = await load('fastify');

let sql: Sql;
let close: () => Promise<void>;
if (target.startsWith('pglite:')) {
  const { PGlite } = await load('@electric-sql/pglite');
  const client = await PGlite.create(path.join(target.slice('pglite:'.length), 'pgdata'));
  sql = client;
  close = () => client.close();
} else {
  const { default: pg } = await load('pg');
  const pool = new pg.Pool({ connectionString: target, max: 10 });
  sql = pool;
  close = () => pool.end();
}

const ok = (data: unknown) => ({ success: true, code: 200, message: 'Success', data });

const app = Fastify({ logger: false });
app.get('/api/trace/product', async (request: { query: Record<string, string> }, reply: { code(n: number): void }) => {
  const { rows } = await sql.query<{ trace: unknown }>(TRACE_SQL, [tenantId, request.query.serial]);
  if (!rows[0]) {
    reply.code(404);
    return { success: false, code: 404, message: 'not found', data: null };
  }
  return ok(rows[0].trace);
});
app.get('/api/trace/lot/page', async (request: { query: Record<string, string> }) => {
  const pageNo = Number(request.query.pageNo ?? 1);
  const pageSize = Number(request.query.pageSize ?? 10);
  const counts = await sql.query<{ bindings: number }>(RECALL_COUNTS_SQL, [tenantId, request.query.lot]);
  const page = await sql.query(RECALL_PAGE_SQL, [tenantId, request.query.lot, pageSize, (pageNo - 1) * pageSize]);
  const summary = counts.rows[0];
  return ok({ rows: page.rows, totalRows: summary?.bindings ?? 0, pageNo, pageSize, summary });
});
await app.listen({ port: Number(port), host: '127.0.0.1' });
process.on('SIGTERM', () =>
  app
    .close()
    .then(close)
    .then(() => process.exit(0)),
);

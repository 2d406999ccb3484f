// The baseline of the user-page benchmark: a bare Fastify handler that runs the hand-written page
// query (bench/user-page-sql.ts) straight on the database, with no session, permission, data
// scope or validation, and answers the same envelope.
// Usage: node --import tsx bench/user-page-baseline.ts <port> <tenantId> <databaseUrl | pglite:<dataDir>>
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { PAGE_SQL, type Sql } from './user-page-sql.js';

const [port, tenantId, target] = process.argv.slice(2);
if (!port || !tenantId || !target) throw new Error('usage: user-page-baseline.ts <port> <tenantId> <database>');

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

type PageRow = Record<string, unknown> & { total: number; created_at: Date; updated_at: Date };

const app = Fastify({ logger: false });
app.get('/api/user/page', async (request: { query: Record<string, string> }) => {
  const pageNo = Number(request.query.pageNo ?? 1);
  const pageSize = Number(request.query.pageSize ?? 10);
  const { rows } = await sql.query<PageRow>(PAGE_SQL, [
    tenantId,
    request.query.orgId,
    pageSize,
    (pageNo - 1) * pageSize,
  ]);
  return {
    success: true,
    code: 200,
    message: 'Success',
    data: {
      rows: rows.map((row) => ({
        id: row.id,
        account: row.account,
        name: row.name,
        nickname: row.nickname,
        avatar: row.avatar,
        birthday: row.birthday,
        gender: row.gender,
        phone: row.phone,
        email: row.email,
        orgId: row.org_id,
        orgName: row.org_name,
        jobNumber: row.job_number,
        roleIds: row.role_ids,
        roleNames: row.role_names,
        wecomAccount: row.wecom_account,
        dingtalkAccount: row.dingtalk_account,
        status: row.status,
        adminType: row.admin_type,
        createdAt: new Date(row.created_at).toISOString(),
        updatedAt: new Date(row.updated_at).toISOString(),
      })),
      totalRows: rows[0]?.total ?? 0,
      pageNo,
      pageSize,
    },
  };
});
await app.listen({ port: Number(port), host: '127.0.0.1' });
process.on('SIGTERM', () =>
  app
    .close()
    .then(close)
    .then(() => process.exit(0)),
);

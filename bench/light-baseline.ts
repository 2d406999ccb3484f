// The baseline of the light-route benchmark: a bare Fastify handler for GET /api/sysNotice/unread
// that sends, by hand, the statements a signed-in request needs: begin, the tenant context
// (role and tenant in one set_config statement), the session and user read by the token's
// session id, the newest unread notices, their count, commit. It reads the token's claims
// without checking its signature, validates nothing and answers the same envelope.
// Usage: node --import tsx bench/light-baseline.ts <port> <databaseUrl | pglite:<dataDir>>
import { loadFromServer, openBaselineDatabase, stopOnSigterm } from './baseline-db.js';

const [port, target] = process.argv.slice(2);
if (!port || !target) throw new Error('usage: light-baseline.ts <port> <database>');

const { default: Fastify } = await loadFromServer('fastify');
const { transaction, close } = await openBaselineDatabase(target);

const SESSION_SQL = `select s.user_id, s.expires_at, s.revoked_at, u.status
  from sessions s join users u on u.tenant_id = s.tenant_id and u.id = s.user_id
 where s.tenant_id = $1 and s.id = $2`;
const FROM = `from notices n
  left join notice_recipients r on r.tenant_id = n.tenant_id and r.notice_id = n.id and r.user_id = $2
 where n.tenant_id = $1 and n.state = 1 and (n.all_users or r.user_id is not null) and r.read_at is null`;
const ROWS_SQL = `select n.id, n.title, n.content, n.type, n.published_at, n.created_at, n.publisher_name, r.read_at
  ${FROM} order by n.published_at desc, n.id desc limit $3`;
const COUNT_SQL = `select count(*)::int as n ${FROM}`;

type Notice = {
  id: string;
  title: string;
  content: string;
  type: number;
  published_at: Date | null;
  created_at: Date;
  publisher_name: string | null;
  read_at: Date | null;
};

const app = Fastify({ logger: false });
interface Reply {
  code(status: number): { send(body: unknown): unknown };
}

app.get('/api/sysNotice/unread', async (request: { headers: Record<string, string | undefined> }, reply: Reply) => {
  const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
  const claims = token ? JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) : null;
  if (!claims?.tid || !claims.sid) return reply.code(401).send({ success: false, code: 401 });
  return transaction(async (client) => {
    await client.query(`select set_config('role', 'takt_app', true), set_config('takt.tenant_id', $1, true)`, [
      claims.tid,
    ]);
    const [session] = (
      await client.query<{ user_id: string; expires_at: Date; revoked_at: Date | null; status: number }>(SESSION_SQL, [
        claims.tid,
        claims.sid,
      ])
    ).rows;
    if (
      !session ||
      session.revoked_at ||
      session.expires_at.getTime() <= Date.now() ||
      String(session.user_id) !== claims.sub
    )
      return reply.code(401).send({ success: false, code: 401 });
    const { rows } = await client.query<Notice>(ROWS_SQL, [claims.tid, session.user_id, 5]);
    const [count] = (await client.query<{ n: number }>(COUNT_SQL, [claims.tid, session.user_id])).rows;
    return {
      success: true,
      code: 200,
      message: 'Success',
      data: {
        unreadCount: count?.n ?? 0,
        rows: rows.map((row) => ({
          id: String(row.id),
          title: row.title,
          content: row.content,
          type: row.type,
          publicTime: (row.published_at ?? row.created_at).toISOString(),
          read: row.read_at !== null,
          senderName: row.publisher_name,
        })),
      },
    };
  });
});
await app.listen({ port: Number(port), host: '127.0.0.1' });
stopOnSigterm(app, close);

// SQL shared by the user-page benchmark (bench/user-page.ts) and its baseline: seeding 100 000
// users into the demo enterprise with generate_series, and the hand-written page query.

/** Anything that runs one parametrised statement: a pg client or PGlite. */
export interface Sql {
  query<T>(text: string, params?: unknown[]): Promise<{ rows: T[] }>;
}

export const BENCH_USERS = Number(process.env.BENCH_USERS ?? 100_000);
export const WORKSHOPS = 20;
export const LINES_PER_WORKSHOP = 10;

/**
 * Adds 20 workshops of 10 lines each under the demo factory and BENCH_USERS users spread over
 * them (names in no particular order, every 20th disabled), with their account directory rows.
 * Returns the demo tenant and the first bench workshop (the filtered subtree).
 */
export async function seedBenchUsers(sql: Sql): Promise<{ tenantId: string; orgId: string }> {
  const [tenant] = (await sql.query<{ id: string }>(`select id::text from tenants where code = 'demo'`)).rows;
  if (!tenant) throw new Error('no demo enterprise');
  const t = tenant.id;
  const [factory] = (
    await sql.query<{ id: string }>(
      `select id::text from organisations where tenant_id = $1 and pid = 0 order by id limit 1`,
      [t],
    )
  ).rows;
  if (!factory) throw new Error('no demo factory');
  await sql.query(
    `insert into organisations (tenant_id, pid, name, code, type, sort)
     select $1, $2, 'Bench Workshop ' || w, 'BW' || w, 3, w from generate_series(1, ${WORKSHOPS}) w`,
    [t, factory.id],
  );
  await sql.query(
    `insert into organisations (tenant_id, pid, name, code, type, sort)
     select o.tenant_id, o.id, o.name || ' Line ' || l, o.code || '-L' || l, 4, l
     from organisations o, generate_series(1, ${LINES_PER_WORKSHOP}) l
     where o.tenant_id = $1 and o.code like 'BW%'`,
    [t],
  );
  await sql.query(
    `with orgs as (
       select array_agg(id order by id) as ids from organisations where tenant_id = $1 and code like 'BW%'
     ), hash as (
       select password_hash from users where tenant_id = $1 and account = 'admin'
     )
     insert into users (tenant_id, account, password_hash, name, phone, job_number, org_id, admin_type, status, gender)
     select $1, 'bench' || i, hash.password_hash,
            initcap(substr(md5(i::text), 1, 7)) || ' ' || initcap(substr(md5((i * 7919)::text), 1, 5)),
            '13' || lpad(i::text, 9, '0'), 'J' || i,
            orgs.ids[1 + (i * 7) % cardinality(orgs.ids)], 3,
            case when i % 20 = 0 then 1 else 0 end, 1 + i % 3
     from generate_series(1, ${BENCH_USERS}) i, orgs, hash`,
    [t],
  );
  await sql.query(
    `insert into account_directory (account, tenant_id, user_id)
     select account, tenant_id, id from users where tenant_id = $1 and account like 'bench%'`,
    [t],
  );
  // A table at rest: statistics and the visibility map (so counts can read the index alone), as
  // autovacuum leaves it on PostgreSQL. PGlite has no autovacuum: there this is the best case.
  await sql.query('vacuum analyze users');
  await sql.query('vacuum analyze organisations');
  const [workshop] = (
    await sql.query<{ id: string }>(`select id::text from organisations where tenant_id = $1 and code = 'BW1'`, [t])
  ).rows;
  return { tenantId: t, orgId: workshop!.id };
}

/**
 * The page by hand: the organisation subtree (recursive), the matching users sorted by name,
 * one page of them with their organisation and role names, and the total, in one statement.
 */
export const PAGE_SQL = `
with recursive sub(id) as (
  select id from organisations where tenant_id = $1 and id = $2
  union all
  select o.id from organisations o join sub on o.pid = sub.id where o.tenant_id = $1
),
hits as (
  select * from users u where u.tenant_id = $1 and u.org_id = any(array(select id from sub))
),
page as (
  select * from hits order by name asc, id asc limit $3 offset $4
)
select (select count(*) from hits)::int as total,
       p.id::text, p.account, p.name, p.nickname, p.avatar, p.birthday::text, p.gender, p.phone, p.email,
       p.org_id::text as org_id, o.name as org_name, p.job_number, p.wecom_account, p.dingtalk_account,
       p.status, p.admin_type, p.created_at, p.updated_at,
       coalesce((select json_agg(r.id::text order by r.id) from user_roles ur
                 join roles r on r.tenant_id = ur.tenant_id and r.id = ur.role_id
                 where ur.tenant_id = p.tenant_id and ur.user_id = p.id), '[]') as role_ids,
       coalesce((select json_agg(r.name order by r.id) from user_roles ur
                 join roles r on r.tenant_id = ur.tenant_id and r.id = ur.role_id
                 where ur.tenant_id = p.tenant_id and ur.user_id = p.id), '[]') as role_names
from page p
left join organisations o on o.tenant_id = p.tenant_id and o.id = p.org_id
order by p.name asc, p.id asc`;

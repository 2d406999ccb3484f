import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { APP_ROLE, type Database, TENANT_SETTING } from './database.js';

const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../drizzle');

/**
 * Brings the schema up to date: committed drizzle-kit migrations, then the application role
 * and the row-level-security rule, which is derived from the schema itself so a new
 * tenant-owned table is covered the moment it exists.
 */
/** Serialises migrations when several server processes start on one PostgreSQL database. */
const MIGRATION_LOCK = 7_301_946_411;

export async function migrateDatabase(db: Database, databaseUrl?: string): Promise<void> {
  if (db.kind === 'pglite') {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(db.drizzle as never, { migrationsFolder: MIGRATIONS_DIR });
    await db.system(async (tx) => {
      await ensureAppRole(tx);
      await ensureRowLevelSecurity(tx);
    });
    return;
  }
  if (!databaseUrl) throw new Error('a PostgreSQL database needs its URL to migrate');
  const pg = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const client = new pg.default.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    const single = drizzle(client);
    await migrate(single, { migrationsFolder: MIGRATIONS_DIR });
    await single.transaction(async (tx) => {
      await ensureAppRole(tx as never);
      await ensureRowLevelSecurity(tx as never);
    });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    await client.end();
  }
}

type Executor = { execute: Database['drizzle']['execute'] };

async function ensureAppRole(tx: Executor): Promise<void> {
  // Roles are cluster-wide: another database (or a parallel test run) may create it first.
  await tx.execute(
    sql.raw(`
    DO $$
    BEGIN
      IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '${APP_ROLE}') THEN
        BEGIN
          CREATE ROLE ${APP_ROLE} NOLOGIN NOSUPERUSER NOBYPASSRLS;
        EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
        END;
      END IF;
      IF NOT pg_has_role(current_user, '${APP_ROLE}', 'MEMBER') THEN
        EXECUTE format('GRANT ${APP_ROLE} TO %I', current_user);
      END IF;
    END $$;`),
  );
  await tx.execute(sql.raw(`GRANT USAGE ON SCHEMA public TO ${APP_ROLE}`));
  await tx.execute(sql.raw(`GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO ${APP_ROLE}`));
  await tx.execute(sql.raw(`GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO ${APP_ROLE}`));
}

/** Tables scoped by a column other than tenant_id. */
const TENANT_KEY_OVERRIDES: Record<string, string> = { tenants: 'id' };

export async function tenantScopedTables(tx: Executor): Promise<{ table: string; column: string }[]> {
  const result = await tx.execute(sql`
    select c.relname as table_name
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    join pg_attribute a on a.attrelid = c.oid and a.attname = 'tenant_id' and not a.attisdropped
    where n.nspname = 'public' and c.relkind in ('r', 'p')
    order by c.relname`);
  const rows = (result as unknown as { rows: { table_name: string }[] }).rows;
  const tables = rows.map((row) => ({ table: row.table_name, column: 'tenant_id' }));
  for (const [table, column] of Object.entries(TENANT_KEY_OVERRIDES)) tables.push({ table, column });
  return tables;
}

/**
 * Every tenant-scoped table gets forced row-level security and two policies. Only what is
 * missing is created, so a normal start takes no table locks.
 */
async function ensureRowLevelSecurity(tx: Executor): Promise<void> {
  const tenantExpr = `NULLIF(current_setting('${TENANT_SETTING}', true), '')::bigint`;
  const state = await tx.execute(sql`
    select c.relname as table_name, c.relrowsecurity as enabled, c.relforcerowsecurity as forced,
           coalesce(array_agg(p.polname::text) filter (where p.polname is not null), '{}') as policies
    from pg_class c
    left join pg_policy p on p.polrelid = c.oid
    where c.relnamespace = 'public'::regnamespace
    group by c.relname, c.relrowsecurity, c.relforcerowsecurity`);
  const existing = new Map(
    (
      state as unknown as { rows: { table_name: string; enabled: boolean; forced: boolean; policies: string[] }[] }
    ).rows.map((row) => [row.table_name, row]),
  );
  for (const { table, column } of await tenantScopedTables(tx)) {
    const current = existing.get(table);
    if (!current?.enabled) await tx.execute(sql.raw(`ALTER TABLE "${table}" ENABLE ROW LEVEL SECURITY`));
    if (!current?.forced) await tx.execute(sql.raw(`ALTER TABLE "${table}" FORCE ROW LEVEL SECURITY`));
    if (!current?.policies.includes('tenant_isolation')) {
      // The application role sees and writes only the request's tenant.
      await tx.execute(
        sql.raw(
          `CREATE POLICY tenant_isolation ON "${table}" TO ${APP_ROLE} USING ("${column}" = ${tenantExpr}) WITH CHECK ("${column}" = ${tenantExpr})`,
        ),
      );
    }
    if (!current?.policies.includes('platform_access')) {
      // Platform work (sign-in lookup, seeding, cross-tenant administration) runs as the
      // connecting role, which the forced policies would otherwise shut out when it is not a
      // superuser.
      await tx.execute(
        sql.raw(
          `CREATE POLICY platform_access ON "${table}" TO CURRENT_USER USING (current_user <> '${APP_ROLE}') WITH CHECK (current_user <> '${APP_ROLE}')`,
        ),
      );
    }
  }
}

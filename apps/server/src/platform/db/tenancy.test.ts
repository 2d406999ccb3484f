import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dictionaryTypes } from '../../areas/dictionaries/dictionary.table.js';
import { users } from '../../areas/identity/identity.table.js';
import { tenants } from '../../areas/tenants/tenant.table.js';
import { testDatabaseKinds } from '../../test-support/databases.js';
import { createTenant, createUser, tenantIdOf } from '../../test-support/fixtures.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { APP_ROLE } from './database.js';
import { tenantScopedTables } from './migrate.js';

type Row = Record<string, unknown>;
const rowsOf = (result: unknown) => (result as { rows: Row[] }).rows;

describe.each(testDatabaseKinds())('tenant isolation on %s', (kind) => {
  let t: TestServer;
  let demoId: string;
  let otherId: string;

  beforeAll(async () => {
    t = await startTestServer(kind);
    demoId = await tenantIdOf(t.server.db, 'demo');
    otherId = await createTenant(t.server.db, { code: `iso_${kind}` });
    await createUser(t.server.db, otherId, { account: `iso_admin_${kind}`, adminType: 2 });
  });
  afterAll(() => t?.close());

  it('a query that forgets its tenant filter still sees only its own tenant', async () => {
    const allUsers = await t.server.db.system((tx) => tx.select({ tenantId: users.tenantId }).from(users));
    expect(new Set(allUsers.map((u) => u.tenantId)).size).toBeGreaterThan(2);

    const seen = await t.server.db.tenant(demoId, (tx) => tx.select({ tenantId: users.tenantId }).from(users));
    expect(seen.length).toBeGreaterThan(0);
    expect(new Set(seen.map((u) => u.tenantId))).toEqual(new Set([demoId]));

    const tenantRows = await t.server.db.tenant(demoId, (tx) => tx.select({ id: tenants.id }).from(tenants));
    expect(tenantRows).toEqual([{ id: demoId }]);

    const raw = await t.server.db.tenant(otherId, (tx) =>
      tx.execute(sql`select tenant_id::text from dictionary_types`),
    );
    expect(rowsOf(raw).every((row) => row.tenant_id === otherId)).toBe(true);
  });

  it('cannot write rows of another tenant, nor change them', async () => {
    await expect(
      t.server.db.tenant(demoId, (tx) =>
        tx.insert(dictionaryTypes).values({ tenantId: otherId, name: 'Smuggled', code: 'smuggled' }),
      ),
    ).rejects.toThrow();
    const updated = await t.server.db.tenant(demoId, (tx) =>
      tx.execute(sql`update dictionary_types set name = 'hijacked' where tenant_id = ${otherId}`),
    );
    expect(
      (updated as { rowCount?: number; affectedRows?: number }).rowCount ??
        (updated as { affectedRows?: number }).affectedRows ??
        0,
    ).toBe(0);
    const names = await t.server.db.system((tx) =>
      tx.execute(sql`select count(*)::int as n from dictionary_types where name = 'hijacked'`),
    );
    expect(rowsOf(names)[0]!.n).toBe(0);
  });

  it('runs application queries as a role that is neither superuser nor exempt from row security', async () => {
    const result = await t.server.db.tenant(demoId, (tx) =>
      tx.execute(
        sql`select current_user as who, r.rolsuper, r.rolbypassrls from pg_roles r where r.rolname = current_user`,
      ),
    );
    expect(rowsOf(result)[0]).toEqual({ who: APP_ROLE, rolsuper: false, rolbypassrls: false });
  });

  it('every tenant-owned table keys on tenant_id and has forced row-level security', async () => {
    const tables = await t.server.db.system((tx) => tenantScopedTables(tx));
    expect(tables.map((x) => x.table)).toEqual(
      expect.arrayContaining([
        'users',
        'sessions',
        'roles',
        'organisations',
        'operation_logs',
        'dictionary_types',
        'tenants',
      ]),
    );
    for (const { table, column } of tables) {
      const result = await t.server.db.system((tx) =>
        tx.execute(sql`
          select c.relrowsecurity, c.relforcerowsecurity,
                 (select array_agg(a.attname::text order by k.ord)
                    from pg_index i
                    cross join unnest(i.indkey) with ordinality as k(attnum, ord)
                    join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.attnum
                   where i.indrelid = c.oid and i.indisprimary) as pk,
                 (select array_agg(a.attname::text)
                    from pg_index i
                    join pg_attribute a on a.attrelid = i.indrelid and a.attnum = i.indkey[0]
                   where i.indrelid = c.oid) as index_leads,
                 (select count(*)::int from pg_policy p where p.polrelid = c.oid and p.polname = 'tenant_isolation') as policies
          from pg_class c where c.relname = ${table} and c.relnamespace = 'public'::regnamespace`),
      );
      const row = rowsOf(result)[0]!;
      expect({ table, ...row }).toMatchObject({ table, relrowsecurity: true, relforcerowsecurity: true, policies: 1 });
      // The directory of accounts is the one platform table carrying a tenant_id outside its key.
      // Device readings are append-only (nothing updates or deletes one row), so they carry no key:
      // every index of theirs leads with the tenant instead.
      if (table === 'device_readings' || table.startsWith('device_readings_'))
        expect({ table, leads: [...new Set(row.index_leads as string[])] }).toEqual({ table, leads: [column] });
      else if (table !== 'account_directory')
        expect({ table, pk: (row.pk as string[])[0] }).toEqual({ table, pk: column });
    }
  });

  it('an enterprise cannot read, change or delete another one’s records through the API', async () => {
    const demoToken = (await t.login('admin')).token;
    const otherToken = (await t.login(`iso_admin_${kind}`)).token;
    const created = await t.call<{ id: string }>('POST', '/api/dictionary_type/add', {
      token: demoToken,
      body: { name: 'Demo only', code: 'demo_only' },
    });
    expect(created.status).toBe(200);
    const id = created.body.data.id;

    const otherPage = await t.call<{ rows: { code: string }[] }>('GET', '/api/dictionary_type/page?pageSize=500', {
      token: otherToken,
    });
    expect(otherPage.body.data.rows.map((r) => r.code)).not.toContain('demo_only');
    const edit = await t.call('POST', '/api/dictionary_type/edit', {
      token: otherToken,
      body: { id, name: 'Stolen', code: 'demo_only' },
    });
    expect(edit.status).toBe(404);
    const remove = await t.call('POST', '/api/dictionary_type/delete', { token: otherToken, body: { id } });
    expect(remove.status).toBe(404);
    const status = await t.call('POST', '/api/dictionary_type/changeStatus', {
      token: otherToken,
      body: { id, status: 1 },
    });
    expect(status.status).toBe(404);

    const demoPage = await t.call<{ rows: { id: string; name: string; status: number }[] }>(
      'GET',
      '/api/dictionary_type/page?code=demo_only',
      { token: demoToken },
    );
    expect(demoPage.body.data.rows).toEqual([expect.objectContaining({ id, name: 'Demo only', status: 0 })]);
  });
});

import { asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import { boolean, integer, PgDialect, pgTable, text } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test-support/databases.js';
import { createTenant } from '../../test-support/fixtures.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { listConditions, selectPage } from './paged-select.js';
import { type PageRequest, pageOrder } from './paging.js';

const things = pgTable('things', {
  tenantId: integer('tenant_id').notNull(),
  name: text('name').notNull(),
  state: integer('state').notNull(),
  enabled: boolean('enabled').notNull(),
});
const dialect = new PgDialect();
const render = (query: Record<string, unknown>) => {
  const where = listConditions(
    query,
    { contains: { name: things.name }, equals: { state: things.state, enabled: things.enabled } },
    eq(things.tenantId, 7),
  );
  if (!where) return undefined;
  const { sql, params } = dialect.sqlToQuery(where);
  return { sql, params };
};

describe('listConditions', () => {
  it('always keeps the tenant, and leaves out filters without a value (absent, null or empty text)', () => {
    expect(render({ name: '', state: undefined, enabled: null })).toEqual({
      sql: '"things"."tenant_id" = $1',
      params: [7],
    });
  });

  it('matches text as contained, pattern characters literally, and keeps false and 0 as values', () => {
    expect(render({ name: '5%_a', state: 0, enabled: false })).toEqual({
      sql: '("things"."tenant_id" = $1 and "things"."name" ilike $2 and "things"."state" = $3 and "things"."enabled" = $4)',
      params: [7, '%5\\%\\_a%', 0, false],
    });
  });
});

describe('pageOrder', () => {
  const order = (request: PageRequest<'name'>, tieBreaker: Parameters<typeof pageOrder>[3]) => {
    const { sql: text } = dialect.sqlToQuery(
      sql.join(pageOrder(request, { name: things.name }, desc(things.state), tieBreaker), sql`, `),
    );
    return text;
  };
  const page = { pageNo: 1, pageSize: 10 };

  it("turns a tie-breaking column the sort's way, ascending under the fallback order", () => {
    expect(order({ ...page, sortField: 'name', sortOrder: 'descend' }, things.tenantId)).toBe(
      '"things"."name" desc, "things"."tenant_id" desc',
    );
    expect(order(page, things.tenantId)).toBe('"things"."state" desc, "things"."tenant_id" asc');
  });

  it('keeps a tie-breaking order as given, whatever the sort', () => {
    const tieBreaker: SQL = asc(things.tenantId);
    expect(order({ ...page, sortField: 'name', sortOrder: 'descend' }, tieBreaker)).toBe(
      '"things"."name" desc, "things"."tenant_id" asc',
    );
    expect(order(page, tieBreaker)).toBe('"things"."state" desc, "things"."tenant_id" asc');
  });
});

/** A table of this test's own, created inside each transaction (platform tests use no area's tables). */
const units = pgTable('paged_select_units', { serial: text('serial').notNull(), status: text('status').notNull() });

describe.each(testDatabaseKinds())('selectPage on %s', (kind) => {
  let t: TestServer;
  let tenantId: string;

  beforeAll(async () => {
    t = await startTestServer(kind);
    tenantId = await createTenant(t.server.db, { code: 'paged_select' });
  });
  afterAll(() => t?.close());

  it('counts the groups of a grouped list given as its select, filtered by its conditions', async () => {
    const u = units;
    const byStatus = (where: SQL | undefined) =>
      t.server.db.tenant(tenantId, async (tx) => {
        await tx.execute(
          sql`create temporary table paged_select_units (serial text not null, status text not null) on commit drop`,
        );
        await tx.insert(u).values([
          { serial: 'PS-1', status: 'in_process' },
          { serial: 'PS-2', status: 'in_process' },
          { serial: 'PS-3', status: 'completed' },
        ]);
        const groups = () =>
          tx.select({ status: u.status, units: sql<number>`count(*)::int` }).from(u).groupBy(u.status).$dynamic();
        return selectPage(
          tx,
          groups(),
          { pageNo: 1, pageSize: 1 },
          {
            table: groups(),
            where,
            sortable: {},
            defaultOrder: asc(u.status),
            tieBreaker: asc(u.status),
          },
        );
      });

    expect(await byStatus(undefined)).toEqual({
      rows: [{ status: 'completed', units: 1 }],
      totalRows: 2,
    });
    expect(await byStatus(sql`${u.serial} <> 'PS-3'`)).toEqual({
      rows: [{ status: 'in_process', units: 2 }],
      totalRows: 1,
    });
  });
});

import { eq } from 'drizzle-orm';
import { boolean, integer, PgDialect, pgTable, text } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { listConditions } from './paged-select.js';

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

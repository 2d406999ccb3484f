import { and, asc, count, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../platform/db/database.js';
import { selectPage } from '../../platform/db/paged-select.js';
import { likePattern, type PageRequest } from '../../platform/db/paging.js';
import { CodedLookups } from '../../platform/references/coded-lookups.js';
import { organisations } from './organisation.table.js';

export type OrganisationRow = typeof organisations.$inferSelect;
export type OrganisationWritable = Pick<OrganisationRow, 'pid' | 'name' | 'code' | 'type' | 'sort'>;

export interface OrganisationFilter {
  /** Only these organisations (already the caller's data scope and/or a parent's subtree). */
  ids?: readonly string[];
  /** Only the direct children of this organisation. */
  pid?: string;
  name?: string;
  code?: string;
  type?: number;
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

export class OrganisationRepository {
  constructor(private readonly db: Database) {}

  /** The roots and every organisation below them (roots included, unknown roots dropped). */
  subtreeIds(tenantId: string, rootIds: readonly string[]): Promise<string[]> {
    if (rootIds.length === 0) return Promise.resolve([]);
    return this.db.tenant(tenantId, async (tx) => {
      const roots = sql.join(
        rootIds.map((id) => sql`${id}::bigint`),
        sql`, `,
      );
      const result = await tx.execute(sql`
        with recursive tree(id) as (
          select id from organisations where tenant_id = ${tenantId} and id in (${roots})
          union
          select o.id from organisations o join tree t on o.pid = t.id where o.tenant_id = ${tenantId}
        )
        select id::text as id from tree`);
      return rowsOf<{ id: string }>(result).map((row) => row.id);
    });
  }

  /** The ids of the organisation's ancestors, nearest first (the organisation itself excluded). */
  ancestorIds(tenantId: string, id: string): Promise<string[]> {
    return this.db.tenant(tenantId, async (tx) => {
      const result = await tx.execute(sql`
        with recursive up(id, pid, depth) as (
          select id, pid, 0 from organisations where tenant_id = ${tenantId} and id = ${id}::bigint
          union
          select o.id, o.pid, up.depth + 1 from organisations o join up on o.id = up.pid
          where o.tenant_id = ${tenantId} and up.depth < 1000
        )
        select id::text as id from up where depth > 0 order by depth`);
      return rowsOf<{ id: string }>(result).map((row) => row.id);
    });
  }

  all(tenantId: string, filter: OrganisationFilter = {}): Promise<OrganisationRow[]> {
    return this.db.tenant(tenantId, (tx) =>
      tx
        .select()
        .from(organisations)
        .where(this.where(tenantId, filter))
        .orderBy(asc(organisations.sort), asc(organisations.id)),
    );
  }

  page(
    tenantId: string,
    filter: OrganisationFilter,
    request: PageRequest<'name' | 'code' | 'type' | 'sort' | 'createdAt'>,
  ): Promise<{ rows: OrganisationRow[]; totalRows: number }> {
    return this.db.tenant(tenantId, async (tx) => {
      const { rows, totalRows } = await selectPage(tx, tx.select().from(organisations).$dynamic(), request, {
        table: organisations,
        where: this.where(tenantId, filter),
        sortable: {
          name: organisations.name,
          code: organisations.code,
          type: organisations.type,
          sort: organisations.sort,
          createdAt: organisations.createdAt,
        },
        defaultOrder: sql`${organisations.type} asc, ${organisations.sort} asc`,
        tieBreaker: organisations.id,
      });
      return { rows, totalRows };
    });
  }

  /** The organisation; with `lock`, locked FOR UPDATE until the transaction ends. */
  findById(tenantId: string, id: string, lock = false): Promise<OrganisationRow | undefined> {
    return this.db.tenant(tenantId, async (tx) => {
      const query = tx
        .select()
        .from(organisations)
        .where(and(eq(organisations.tenantId, tenantId), eq(organisations.id, id)));
      const [row] = lock ? await query.for('update') : await query;
      return row;
    });
  }

  findByCode(tenantId: string, code: string): Promise<OrganisationRow | undefined> {
    return this.db.tenant(tenantId, async (tx) => {
      const [row] = await tx
        .select()
        .from(organisations)
        .where(and(eq(organisations.tenantId, tenantId), eq(organisations.code, code)));
      return row;
    });
  }

  /** Organisations whose name or code is one of `names` (exact, case as written). */
  byNamesOrCodes(tenantId: string, names: readonly string[]) {
    if (names.length === 0) return Promise.resolve([]);
    return this.db.tenant(tenantId, (tx) =>
      tx
        .select({ id: organisations.id, name: organisations.name, code: organisations.code })
        .from(organisations)
        .where(
          and(
            eq(organisations.tenantId, tenantId),
            or(inArray(organisations.name, [...names]), inArray(organisations.code, [...names])),
          ),
        ),
    );
  }

  byIds(tenantId: string, ids: readonly string[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db.tenant(tenantId, (tx) =>
      tx
        .select()
        .from(organisations)
        .where(and(eq(organisations.tenantId, tenantId), inArray(organisations.id, [...ids]))),
    );
  }

  private readonly lookupsByType = new Map<number, CodedLookups<typeof organisations>>();

  /** Code/name lookups of the organisations of one type (workshops, lines, … for the registry). */
  ofType(type: number): CodedLookups<typeof organisations> {
    let lookups = this.lookupsByType.get(type);
    if (!lookups) {
      lookups = new CodedLookups(this.db, organisations, { only: eq(organisations.type, type) });
      this.lookupsByType.set(type, lookups);
    }
    return lookups;
  }

  childCount(tenantId: string, id: string): Promise<number> {
    return this.db.tenant(tenantId, async (tx) => {
      const [row] = await tx
        .select({ n: count() })
        .from(organisations)
        .where(and(eq(organisations.tenantId, tenantId), eq(organisations.pid, id)));
      return Number(row?.n ?? 0);
    });
  }

  insert(tenantId: string, values: OrganisationWritable): Promise<OrganisationRow> {
    return this.db.tenant(tenantId, async (tx) => {
      const [row] = await tx
        .insert(organisations)
        .values({ tenantId, ...values })
        .returning();
      return row!;
    });
  }

  update(tenantId: string, id: string, values: OrganisationWritable): Promise<OrganisationRow | undefined> {
    return this.db.tenant(tenantId, async (tx) => {
      const [row] = await tx
        .update(organisations)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(organisations.tenantId, tenantId), eq(organisations.id, id)))
        .returning();
      return row;
    });
  }

  delete(tenantId: string, id: string): Promise<void> {
    return this.db.tenant(tenantId, async (tx: Tx) => {
      await tx.delete(organisations).where(and(eq(organisations.tenantId, tenantId), eq(organisations.id, id)));
    });
  }

  private where(tenantId: string, filter: OrganisationFilter): SQL | undefined {
    const parts: SQL[] = [eq(organisations.tenantId, tenantId)];
    if (filter.ids) parts.push(filter.ids.length > 0 ? inArray(organisations.id, [...filter.ids]) : sql`false`);
    if (filter.pid !== undefined) parts.push(eq(organisations.pid, filter.pid));
    if (filter.name) parts.push(ilike(organisations.name, likePattern(filter.name)));
    if (filter.code) parts.push(ilike(organisations.code, likePattern(filter.code)));
    if (filter.type !== undefined) parts.push(eq(organisations.type, filter.type));
    return and(...parts);
  }
}

import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database.js';
import { listConditions, selectPage } from '../db/paged-select.js';
import type { PageRequest } from '../db/paging.js';
import { type CodedLookupOptions, CodedLookups } from '../references/coded-lookups.js';

/** The columns a resource's table has: the enterprise, id, code, a name (most have one) and the two times. */
export type ResourceTable = PgTable & {
  tenantId: AnyPgColumn;
  id: AnyPgColumn;
  code: AnyPgColumn;
  name?: AnyPgColumn;
  createdAt: AnyPgColumn;
  updatedAt: AnyPgColumn;
};
type BaseRow = { id: string; code: string; createdAt: Date; updatedAt: Date };
export type RowOf<T extends ResourceTable> = T['$inferSelect'] & BaseRow;
/** What a save writes: every column but the enterprise, the id and the times. */
export type WritableOf<T extends ResourceTable> = Omit<
  T['$inferInsert'],
  'tenantId' | 'id' | 'createdAt' | 'updatedAt'
>;

/** How a resource's list is filtered and ordered (the repository's half of a resource declaration). */
export interface ListSpec {
  /** Filters whose column contains the text (case-insensitive); default code and name (when there is one). */
  contains?: Record<string, AnyPgColumn>;
  /** Filters whose column equals the value. */
  equals?: Record<string, AnyPgColumn>;
  /** Conditions of filters that are neither (a flag, a parent's children…). */
  conditions?: (query: Record<string, unknown>) => (SQL | undefined)[];
  /** The sort whitelist besides code, name and createdAt. */
  sortable?: Record<string, AnyPgColumn>;
  /** Comes before the code in the default order of the list and the pickers (e.g. commonly used first). */
  leadingOrder?: SQL[];
}

/**
 * The table access of a resource: its page (the shared paged select), the unfiltered list of an
 * export, one row, the row with a code, insert, update, delete, and the registry's lookups.
 */
export class ResourceRepository<T extends ResourceTable> {
  /** Registry lookups: by ids (ordered by code, with key-share/update locks), picker search, used-by finders. */
  readonly lookups: CodedLookups<T>;
  private readonly sortable: Record<string, AnyPgColumn>;
  readonly order: SQL[];

  constructor(
    private readonly db: Database,
    private readonly table: T,
    private readonly list: ListSpec = {},
    options: CodedLookupOptions = {},
  ) {
    const t = this.t;
    this.lookups = new CodedLookups(db, table, {
      searchOrder: list.leadingOrder,
      byIdsOrder: [asc(t.code)],
      ...options,
    });
    this.sortable = { code: t.code, ...(t.name && { name: t.name }), createdAt: t.createdAt, ...list.sortable };
    this.order = [...(list.leadingOrder ?? []), asc(t.code)];
  }

  private get t(): ResourceTable {
    return this.table;
  }

  private where(tenantId: string, ...conditions: (SQL | undefined)[]) {
    return and(eq(this.t.tenantId, tenantId), ...conditions);
  }

  private filtered(tenantId: string, query: Record<string, unknown>) {
    const {
      contains = { code: this.t.code, ...(this.t.name && { name: this.t.name }) },
      equals,
      conditions,
    } = this.list;
    return listConditions(query, { contains, equals }, eq(this.t.tenantId, tenantId), ...(conditions?.(query) ?? []));
  }

  page(tenantId: string, query: PageRequest<string> & Record<string, unknown>) {
    return this.db.tenant(tenantId, async (tx) => {
      const { rows, totalRows } = await selectPage(tx, tx.select().from(this.t).$dynamic(), query, {
        table: this.t,
        where: this.filtered(tenantId, query),
        sortable: this.sortable,
        defaultOrder: sql.join(this.order, sql`, `),
        tieBreaker: this.t.id,
      });
      return { rows: rows as RowOf<T>[], totalRows };
    });
  }

  /** The records matching the filters (exports), in the default order; at most `limit` when given. */
  all(tenantId: string, query: Record<string, unknown>, limit?: number): Promise<RowOf<T>[]> {
    return this.db.tenant(tenantId, async (tx) => {
      const rows = tx
        .select()
        .from(this.t)
        .where(this.filtered(tenantId, query))
        .orderBy(...this.order, asc(this.t.id))
        .$dynamic();
      return (await (limit === undefined ? rows : rows.limit(limit))) as RowOf<T>[];
    });
  }

  /** The whole records among `ids` (another area's lookups batched for a list). */
  findByIds(tenantId: string, ids: readonly string[]): Promise<RowOf<T>[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db.tenant(tenantId, async (tx) => {
      const rows = await tx
        .select()
        .from(this.t)
        .where(this.where(tenantId, inArray(this.t.id, [...ids])));
      return rows as RowOf<T>[];
    });
  }

  /** The whole record; `lock` 'update' holds it for an edit (code and name lookups are {@link lookups}). */
  findById(tenantId: string, id: string, lock?: 'update'): Promise<RowOf<T> | undefined> {
    return this.findWhere(tenantId, eq(this.t.id, id), lock);
  }

  /** The record with this code (among those `within` selects, when codes are unique within a parent). */
  findByCode(tenantId: string, code: string, within?: SQL): Promise<RowOf<T> | undefined> {
    return this.findWhere(tenantId, and(eq(this.t.code, code), within) as SQL);
  }

  private findWhere(tenantId: string, condition: SQL, lock?: 'update'): Promise<RowOf<T> | undefined> {
    return this.db.tenant(tenantId, async (tx) => {
      const rows = tx.select().from(this.t).where(this.where(tenantId, condition));
      const [row] = lock ? await rows.for(lock) : await rows;
      return row as RowOf<T> | undefined;
    });
  }

  insert(tenantId: string, values: WritableOf<T>): Promise<RowOf<T>> {
    return this.db.tenant(tenantId, async (tx) => {
      const [row] = await tx
        .insert(this.t)
        .values({ ...values, tenantId } as never)
        .returning();
      return row as RowOf<T>;
    });
  }

  update(tenantId: string, id: string, values: Partial<WritableOf<T>>): Promise<RowOf<T> | undefined> {
    return this.db.tenant(tenantId, async (tx) => {
      const [row] = await tx
        .update(this.t)
        .set({ ...values, updatedAt: new Date() } as never)
        .where(this.where(tenantId, eq(this.t.id, id)))
        .returning();
      return row as RowOf<T> | undefined;
    });
  }

  delete(tenantId: string, id: string): Promise<void> {
    return this.db.tenant(tenantId, async (tx) => {
      await tx.delete(this.t).where(this.where(tenantId, eq(this.t.id, id)));
    });
  }
}

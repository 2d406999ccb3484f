import type { CodedRef } from '@takt/contracts';
import { and, asc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database.js';
import { likePattern } from '../db/paging.js';
import type { RefProvider } from './reference-registry.js';

/** A tenant-owned table of records known by code and name (a record without a name is known by its code alone). */
export type CodedTable = PgTable & { tenantId: AnyPgColumn; id: AnyPgColumn; code: AnyPgColumn; name?: AnyPgColumn };

export interface CodedLookupOptions {
  /** Picker order before the code (e.g. commonly used first). */
  searchOrder?: SQL[];
  /** Rows of the table that are not records of this kind (e.g. other organisation types). */
  only?: SQL;
  /** Order of the `byIds` answer (unordered when absent). */
  byIdsOrder?: SQL[];
}

/**
 * The lookups every owner of a master-data kind answers (the reference registry's provider, the
 * "used by" finders, the row lock of a delete), written once for any coded table.
 */
export class CodedLookups<T extends CodedTable> {
  constructor(
    private readonly db: Database,
    private readonly table: T,
    private readonly options: CodedLookupOptions = {},
  ) {}

  private get coded() {
    return { id: this.table.id, code: this.table.code, name: this.name };
  }

  /** A record without a name answers its code as its name. */
  private get name(): AnyPgColumn {
    return this.table.name ?? this.table.code;
  }

  private where(tenantId: string, ...conditions: (SQL | undefined)[]) {
    return and(eq(this.table.tenantId, tenantId), this.options.only, ...conditions);
  }

  /**
   * The records among `ids`. `lock`: 'key share' while a record referencing them is saved (they
   * cannot be deleted under it), 'update' before a delete checks who uses the record.
   */
  byIds(tenantId: string, ids: readonly string[], lock?: 'key share' | 'update'): Promise<CodedRef[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db.tenant(tenantId, async (tx) => {
      const query = tx
        .select(this.coded)
        .from(this.table as PgTable)
        .where(this.where(tenantId, inArray(this.table.id, [...ids])))
        .orderBy(...(this.options.byIdsOrder ?? []));
      return (lock ? await query.for(lock) : await query) as CodedRef[];
    });
  }

  /** The records with exactly these codes (codes are unique per enterprise). */
  byCodes(tenantId: string, codes: readonly string[]): Promise<CodedRef[]> {
    if (codes.length === 0) return Promise.resolve([]);
    return this.db.tenant(tenantId, async (tx) => {
      const rows = await tx
        .select(this.coded)
        .from(this.table as PgTable)
        .where(this.where(tenantId, inArray(this.table.code, [...codes])));
      return rows as CodedRef[];
    });
  }

  /** Up to `limit` records whose code or name contains `keyword` (all when blank), by code. */
  search(tenantId: string, keyword: string | undefined, limit: number): Promise<CodedRef[]> {
    return this.db.tenant(tenantId, async (tx) => {
      const match = keyword
        ? or(ilike(this.table.code, likePattern(keyword)), ilike(this.name, likePattern(keyword)))
        : undefined;
      const rows = await tx
        .select(this.coded)
        .from(this.table as PgTable)
        .where(this.where(tenantId, match))
        .orderBy(...(this.options.searchOrder ?? []), asc(this.table.code))
        .limit(limit);
      return rows as CodedRef[];
    });
  }

  /** Records whose `column` points at `id` (a "used by" finder of the registry), by code. */
  usersOf(tenantId: string, column: AnyPgColumn, id: string, limit: number): Promise<CodedRef[]> {
    return this.db.tenant(tenantId, async (tx) => {
      const rows = await tx
        .select(this.coded)
        .from(this.table as PgTable)
        .where(this.where(tenantId, eq(column, id)))
        .orderBy(asc(this.table.code))
        .limit(limit);
      return rows as CodedRef[];
    });
  }

  /** The registry provider of this kind. */
  provider(): RefProvider {
    return {
      byIds: (tenantId, ids, options) => this.byIds(tenantId, ids, options?.lock ? 'key share' : undefined),
      search: (tenantId, keyword, limit) => this.search(tenantId, keyword, limit),
      byCodes: (tenantId, codes) => this.byCodes(tenantId, codes),
    };
  }
}

import type { PageResult, RefKind, RouteDef } from '@takt/contracts';
import { and, asc, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../platform/db/database.js';
import { selectPage } from '../../platform/db/paged-select.js';
import { likePattern } from '../../platform/db/paging.js';
import { conflict, notFound } from '../../platform/errors.js';
import { type RouteGuards, registerRoute } from '../../platform/http/register-route.js';
import { type CodedLookupOptions, CodedLookups } from '../../platform/references/coded-lookups.js';
import { type ReferenceRegistry, refKindName } from '../../platform/references/reference-registry.js';

/**
 * One "coded catalogue" (a table of records with a code unique in the enterprise and a name),
 * written once for the five quality catalogues: repository, service (uniqueness, in-use
 * refusals, reference provider) and route registration. Each catalogue declares only what is
 * its own in a {@link CatalogueDef}.
 */

/** The columns every catalogue table starts with (see quality.table.ts `coded()`). */
export type CatalogueTable = PgTable & {
  tenantId: AnyPgColumn;
  id: AnyPgColumn;
  code: AnyPgColumn;
  name: AnyPgColumn;
  createdAt: AnyPgColumn;
  updatedAt: AnyPgColumn;
};
type CodedRow = { id: string; code: string; name: string; createdAt: Date; updatedAt: Date };
export type RowOf<T extends CatalogueTable> = T['$inferSelect'] & CodedRow;
type OwnValues<T extends CatalogueTable> = Omit<
  T['$inferInsert'],
  'tenantId' | 'id' | 'code' | 'name' | 'createdAt' | 'updatedAt'
>;

export interface CodedInput {
  code: string;
  name: string;
}

/** The filters of a list: code and name contain the text, and the catalogue's own. */
export type CatalogueFilter = { code?: string; name?: string } & Record<string, unknown>;
/** A list query: paging and sorting besides the filters. */
export type CatalogueQuery = CatalogueFilter & {
  pageNo: number;
  pageSize: number;
  sortField?: string;
  sortOrder?: 'ascend' | 'descend';
};

export interface CatalogueDef<T extends CatalogueTable, Dto, Input extends CodedInput> {
  kind: RefKind;
  table: T;
  /** Sortable columns besides code, name and createdAt (keys are the contract's sort fields). */
  sortable?: Record<string, AnyPgColumn>;
  /** Comes before the code in the default order of lists and pickers (e.g. commonly used first). */
  leadingOrder?: SQL[];
  /** Conditions for the catalogue's own filters of the list query. */
  filters?: (query: CatalogueFilter) => SQL[];
  /** The catalogue's own column values of a validated add/edit body; checks its references (inside the transaction). */
  values: (tenantId: string, input: Input) => Promise<OwnValues<T>>;
  /** Saves what lives beside the row (links), inside the same transaction. */
  afterSave?: (tenantId: string, id: string, input: Input) => Promise<void>;
  /** The records as the API answers them (one call per list, so lookups can be batched). */
  toDtos: (tenantId: string, rows: RowOf<T>[]) => Promise<Dto[]>;
}

/** The coded fields of a record as every catalogue answers them. */
export function codedDto(row: CodedRow) {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export class CatalogueRepository<T extends CatalogueTable> {
  /** Registry lookups: by ids (ordered by code, with key-share/update locks), picker search, used-by finders. */
  readonly lookups: CodedLookups<T>;

  constructor(
    private readonly db: Database,
    private readonly table: T,
    options: CodedLookupOptions = {},
  ) {
    this.lookups = new CodedLookups(db, table, { ...options, byIdsOrder: [asc(table.code)] });
  }

  private get t(): CatalogueTable {
    return this.table;
  }

  private where(tenantId: string, ...conditions: (SQL | undefined)[]) {
    return and(eq(this.t.tenantId, tenantId), ...conditions);
  }

  page(tenantId: string, query: CatalogueQuery, filters: SQL[], sortable: Record<string, AnyPgColumn>, order: SQL[]) {
    return this.db.tenant(tenantId, async (tx) => {
      const { rows, totalRows } = await selectPage(tx, tx.select().from(this.t).$dynamic(), query, {
        table: this.t,
        where: this.where(tenantId, ...this.codedFilters(query), ...filters),
        sortable,
        defaultOrder: sql.join(order, sql`, `),
        tieBreaker: this.t.id,
      });
      return { rows: rows as RowOf<T>[], totalRows };
    });
  }

  /** Every record matching the filters (exports), in the default order. */
  list(tenantId: string, query: CatalogueFilter, filters: SQL[], order: SQL[]): Promise<RowOf<T>[]> {
    return this.db.tenant(tenantId, async (tx) => {
      const rows = await tx
        .select()
        .from(this.t)
        .where(this.where(tenantId, ...this.codedFilters(query), ...filters))
        .orderBy(...order, asc(this.t.id));
      return rows as RowOf<T>[];
    });
  }

  private codedFilters(query: CatalogueFilter): SQL[] {
    const conditions: SQL[] = [];
    if (query.code) conditions.push(ilike(this.t.code, likePattern(query.code)));
    if (query.name) conditions.push(ilike(this.t.name, likePattern(query.name)));
    return conditions;
  }

  /** The whole record (detail); code and name lookups and row locks are {@link lookups}. */
  findById(tenantId: string, id: string): Promise<RowOf<T> | undefined> {
    return this.db.tenant(tenantId, async (tx) => {
      const [row] = await tx
        .select()
        .from(this.t)
        .where(this.where(tenantId, eq(this.t.id, id)));
      return row as RowOf<T> | undefined;
    });
  }

  findByCode(tenantId: string, code: string): Promise<RowOf<T> | undefined> {
    return this.db.tenant(tenantId, async (tx) => {
      const [row] = await tx
        .select()
        .from(this.t)
        .where(this.where(tenantId, eq(this.t.code, code)));
      return row as RowOf<T> | undefined;
    });
  }

  insert(tenantId: string, values: CodedInput & OwnValues<T>): Promise<RowOf<T>> {
    return this.db.tenant(tenantId, async (tx) => {
      const [row] = await tx
        .insert(this.t)
        .values({ ...values, tenantId } as never)
        .returning();
      return row as RowOf<T>;
    });
  }

  update(tenantId: string, id: string, values: CodedInput & OwnValues<T>): Promise<RowOf<T> | undefined> {
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

export class CatalogueService<T extends CatalogueTable, Dto, Input extends CodedInput> {
  readonly repo: CatalogueRepository<T>;
  private readonly sortable: Record<string, AnyPgColumn>;
  private readonly order: SQL[];

  constructor(
    private readonly db: Database,
    private readonly references: ReferenceRegistry,
    private readonly def: CatalogueDef<T, Dto, Input>,
  ) {
    const t: CatalogueTable = def.table;
    this.repo = new CatalogueRepository(db, def.table, { searchOrder: def.leadingOrder });
    this.sortable = { code: t.code, name: t.name, createdAt: t.createdAt, ...def.sortable };
    this.order = [...(def.leadingOrder ?? []), asc(t.code)];
  }

  get kind(): RefKind {
    return this.def.kind;
  }

  private async dto(tenantId: string, row: RowOf<T>): Promise<Dto> {
    const [dto] = await this.def.toDtos(tenantId, [row]);
    if (dto === undefined) throw new Error(`${this.def.kind} ${row.id} has no answer`);
    return dto;
  }

  private filters(query: CatalogueFilter): SQL[] {
    return this.def.filters?.(query) ?? [];
  }

  async page(tenantId: string, query: CatalogueQuery): Promise<PageResult<Dto>> {
    return this.db.tenant(tenantId, async () => {
      const { rows, totalRows } = await this.repo.page(tenantId, query, this.filters(query), this.sortable, this.order);
      return {
        rows: await this.def.toDtos(tenantId, rows),
        totalRows,
        pageNo: query.pageNo,
        pageSize: query.pageSize,
      };
    });
  }

  list(tenantId: string, query: CatalogueFilter): Promise<Dto[]> {
    return this.db.tenant(tenantId, async () =>
      this.def.toDtos(tenantId, await this.repo.list(tenantId, query, this.filters(query), this.order)),
    );
  }

  detail(tenantId: string, id: string): Promise<Dto> {
    return this.db.tenant(tenantId, async () => {
      const row = await this.repo.findById(tenantId, id);
      if (!row) throw notFound();
      return this.dto(tenantId, row);
    });
  }

  /** The record with this code, or undefined (demo seed, imports). */
  findByCode(tenantId: string, code: string): Promise<RowOf<T> | undefined> {
    return this.repo.findByCode(tenantId, code);
  }

  private async assertCodeFree(tenantId: string, code: string, id?: string) {
    const existing = await this.repo.findByCode(tenantId, code);
    if (existing && existing.id !== id)
      throw conflict('quality.codeTaken', { kind: refKindName(this.def.kind), code, field: 'code' });
  }

  add(tenantId: string, input: Input): Promise<Dto> {
    return this.db.tenant(tenantId, async () => {
      await this.assertCodeFree(tenantId, input.code);
      const own = await this.def.values(tenantId, input);
      const row = await this.repo.insert(tenantId, { code: input.code, name: input.name, ...own });
      await this.def.afterSave?.(tenantId, row.id, input);
      return this.dto(tenantId, row);
    });
  }

  edit(tenantId: string, input: Input & { id: string }): Promise<Dto> {
    return this.db.tenant(tenantId, async () => {
      const [existing] = await this.repo.lookups.byIds(tenantId, [input.id], 'update');
      if (!existing) throw notFound();
      await this.assertCodeFree(tenantId, input.code, input.id);
      const own = await this.def.values(tenantId, input);
      const row = await this.repo.update(tenantId, input.id, { code: input.code, name: input.name, ...own });
      await this.def.afterSave?.(tenantId, input.id, input);
      if (!row) throw notFound();
      return this.dto(tenantId, row);
    });
  }

  /**
   * Deletes a record nothing uses. The row is locked FOR UPDATE first, so a concurrent save
   * that references it (FOR KEY SHARE through the registry) either finishes before the check
   * sees it or finds the record gone.
   */
  delete(tenantId: string, id: string): Promise<void> {
    return this.db.tenant(tenantId, async () => {
      const row = await this.repo.lookups.lockForDelete(tenantId, id);
      if (!row) throw notFound();
      await this.references.assertUnused(tenantId, this.def.kind, row);
      await this.repo.delete(tenantId, id);
    });
  }
}

/** The five routes of a catalogue, as `catalogueApi` in the contracts declares them. */
export interface CatalogueRoutes {
  page: RouteDef;
  detail: RouteDef;
  add: RouteDef;
  edit: RouteDef;
  delete: RouteDef;
}

/**
 * Registers page, detail, add, edit and delete of one catalogue. The contract's schemas check
 * every query, body and answer, so the handlers only pass them through.
 */
export function registerCatalogueRoutes<T extends CatalogueTable, Dto, Input extends CodedInput>(
  app: FastifyInstance,
  guards: RouteGuards,
  api: CatalogueRoutes,
  service: CatalogueService<T, Dto, Input>,
): void {
  type Handler = Parameters<typeof registerRoute<RouteDef>>[3];
  const route = (def: RouteDef, handler: Handler) => registerRoute(app, guards, def, handler);
  route(api.page, async ({ auth, query }) => service.page(auth.tenantId, query as CatalogueQuery));
  route(api.detail, async ({ auth, query }) => service.detail(auth.tenantId, (query as { id: string }).id));
  route(api.add, async ({ auth, body }) => service.add(auth.tenantId, body as Input));
  route(api.edit, async ({ auth, body }) => service.edit(auth.tenantId, body as Input & { id: string }));
  route(api.delete, async ({ auth, body }) => {
    await service.delete(auth.tenantId, (body as { id: string }).id);
    return null;
  });
}

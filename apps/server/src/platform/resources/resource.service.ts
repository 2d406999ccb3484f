import type { CodedRef, Language, PageResult, RefKind, Usage } from '@takt/contracts';
import { eq } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database.js';
import type { PageRequest } from '../db/paging.js';
import { conflict, notFound } from '../errors.js';
import type { MessageKey } from '../i18n/messages.js';
import type { ReferenceRegistry } from '../references/reference-registry.js';
import { refKindName } from '../references/reference-registry.js';
import {
  type ListSpec,
  ResourceRepository,
  type ResourceTable,
  type RowOf,
  type WritableOf,
} from './resource.repository.js';

/**
 * The resource kit's server half: one declaration ({@link ResourceDef}) gives a resource its
 * repository (the shared paged select), its service (code unique in the enterprise, references
 * checked, deletes refused while the reference registry finds a user) and, with
 * `registerResourceRoutes`, its routes. Hooks carry what is a resource's own.
 */

/** A row's values besides code and name (which every save writes from the input). */
export type OwnValues<T extends ResourceTable> = Omit<WritableOf<T>, 'code' | 'name'>;

/** What every add and edit body carries: the code, and the name of a resource that has one. */
export interface ResourceInput {
  code: string;
  name?: string;
}

/** The reader's language, for records whose answer is worded (titles in four languages). */
export interface AnswerContext {
  language?: Language;
}

export interface ResourceDef<T extends ResourceTable, Dto, Input extends ResourceInput> extends ListSpec {
  /**
   * The reference registry's kind: pickers, "in use by" refusals, the name in messages. A
   * resource nothing references has none (and then names its own `codeTaken`).
   */
  kind?: RefKind;
  table: T;
  /** The refusal when the code is taken (params: kind, code, field); default "The <kind> code <code> is already in use". */
  codeTaken?: MessageKey;
  /**
   * Codes are unique among the records with the same value in this column (a dictionary's values
   * within their type), not across the enterprise; `value` is the saved record's.
   */
  codeWithin?: { column: AnyPgColumn; value: (input: Input, current?: RowOf<T>) => string };
  /**
   * The row's values of a validated add/edit body; checks its references and the resource's own
   * rules (inside the save's transaction). `current` is the row an edit changes (locked).
   */
  values: (tenantId: string, input: Input, current?: RowOf<T>) => Promise<OwnValues<T>>;
  /** Saves what lives beside the row (links), inside the same transaction. */
  afterSave?: (tenantId: string, id: string, input: Input) => Promise<void>;
  /** The records as the API answers them (one call per list, so lookups can be batched). */
  toDtos: (tenantId: string, rows: RowOf<T>[], context: AnswerContext) => Promise<Dto[]>;
  /** The resource's own refusals of a delete (a system row, a type that still has values), after the row is locked. */
  beforeDelete?: (tenantId: string, row: RowOf<T>) => Promise<void> | void;
  /** Runs after every add, edit, delete and change (a per-enterprise cache drops its copy). */
  onChanged?: (tenantId: string) => void;
  /** The detail also names the records of other kinds that use this one (`usedBy`). */
  detailUsedBy?: boolean;
  /** Rows an export writes at most. */
  exportMax?: number;
}

/** The times of a record as every resource answers them. */
export function timesDto(row: { createdAt: Date; updatedAt: Date }) {
  return { createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

/** The fields every resource answers: id, code, name and the times. */
export function codedDto(row: { id: string; code: string; name: string; createdAt: Date; updatedAt: Date }) {
  return { id: row.id, code: row.code, name: row.name, ...timesDto(row) };
}

type ListQuery = PageRequest<string> & Record<string, unknown>;

/** A row as the reference registry names it (a record without a name by its code). */
function codedRef(row: { id: string; code: string; name?: string | null }): CodedRef {
  return { id: row.id, code: row.code, name: row.name ?? row.code };
}

export class ResourceService<T extends ResourceTable, Dto, Input extends ResourceInput> {
  readonly repo: ResourceRepository<T>;

  constructor(
    private readonly db: Database,
    private readonly references: ReferenceRegistry,
    private readonly def: ResourceDef<T, Dto, Input>,
  ) {
    if (!def.kind && !def.codeTaken) throw new Error('a resource without a reference kind names its own codeTaken');
    this.repo = new ResourceRepository(db, def.table, def);
  }

  /** The reference kind a provider is registered under (only a referenced resource has one). */
  get kind(): RefKind {
    if (!this.def.kind) throw new Error(`${this.def.codeTaken}: this resource is not a reference kind`);
    return this.def.kind;
  }

  private async dto(tenantId: string, row: RowOf<T>, context: AnswerContext = {}): Promise<Dto> {
    const [dto] = await this.def.toDtos(tenantId, [row], context);
    if (dto === undefined) throw new Error(`${this.def.table} ${row.id} has no answer`);
    return dto;
  }

  page(tenantId: string, query: ListQuery, context: AnswerContext = {}): Promise<PageResult<Dto>> {
    return this.db.tenant(tenantId, async () => {
      const { rows, totalRows } = await this.repo.page(tenantId, query);
      const answers = await this.def.toDtos(tenantId, rows, context);
      return { rows: answers, totalRows, pageNo: query.pageNo, pageSize: query.pageSize };
    });
  }

  /** Every record matching the list's filters, in the list's default order (exports). */
  list(tenantId: string, query: Record<string, unknown> = {}, context: AnswerContext = {}): Promise<Dto[]> {
    return this.db.tenant(tenantId, async () =>
      this.def.toDtos(tenantId, await this.repo.all(tenantId, query, this.def.exportMax), context),
    );
  }

  detail(tenantId: string, id: string, context: AnswerContext = {}): Promise<Dto | (Dto & { usedBy: Usage[] })> {
    return this.db.tenant(tenantId, async () => {
      const row = await this.repo.findById(tenantId, id);
      if (!row) throw notFound();
      const dto = await this.dto(tenantId, row, context);
      if (!this.def.detailUsedBy || !this.def.kind) return dto;
      return { ...dto, usedBy: await this.references.usages(tenantId, this.def.kind, id) };
    });
  }

  /** The record with this code, or undefined (demo seed, imports). */
  findByCode(tenantId: string, code: string): Promise<RowOf<T> | undefined> {
    return this.repo.findByCode(tenantId, code);
  }

  private async assertCodeFree(tenantId: string, input: Input, current?: RowOf<T>) {
    const { code } = input;
    const within = this.def.codeWithin;
    const existing = await this.repo.findByCode(
      tenantId,
      code,
      within && eq(within.column, within.value(input, current)),
    );
    const id = current?.id;
    if (!existing || existing.id === id) return;
    const kind = this.def.kind && refKindName(this.def.kind);
    throw conflict(this.def.codeTaken ?? 'resources.codeTaken', { ...(kind && { kind }), code, field: 'code' });
  }

  /** Code and name as a save writes them (a resource without a name has only its code). */
  private named(input: Input) {
    return this.def.table.name ? { code: input.code, name: input.name } : { code: input.code };
  }

  add(tenantId: string, input: Input, context: AnswerContext = {}): Promise<Dto> {
    return this.db.tenant(tenantId, async () => {
      await this.assertCodeFree(tenantId, input);
      const own = await this.def.values(tenantId, input);
      const row = await this.repo.insert(tenantId, { ...own, ...this.named(input) } as WritableOf<T>);
      await this.def.afterSave?.(tenantId, row.id, input);
      this.def.onChanged?.(tenantId);
      return this.dto(tenantId, row, context);
    });
  }

  edit(tenantId: string, input: Input & { id: string }, context: AnswerContext = {}): Promise<Dto> {
    return this.db.tenant(tenantId, async () => {
      // The edited row is read whole and locked in one statement; the values hook is given it.
      const current = await this.repo.findById(tenantId, input.id, 'update');
      if (!current) throw notFound();
      await this.assertCodeFree(tenantId, input, current);
      const own = await this.def.values(tenantId, input, current);
      const row = await this.repo.update(tenantId, input.id, { ...own, ...this.named(input) } as WritableOf<T>);
      if (!row) throw notFound();
      await this.def.afterSave?.(tenantId, input.id, input);
      this.def.onChanged?.(tenantId);
      return this.dto(tenantId, row, context);
    });
  }

  /** Sets some of a record's own values (a changeStatus route), without the add/edit checks. */
  change(tenantId: string, id: string, values: Partial<OwnValues<T>>, context: AnswerContext = {}): Promise<Dto> {
    return this.db.tenant(tenantId, async () => {
      const row = await this.repo.update(tenantId, id, values as Partial<WritableOf<T>>);
      if (!row) throw notFound();
      this.def.onChanged?.(tenantId);
      return this.dto(tenantId, row, context);
    });
  }

  /**
   * Deletes a record nothing uses. The row is locked FOR UPDATE first, so a concurrent save
   * that references it (FOR KEY SHARE through the registry) either finishes before the check
   * sees it or finds the record gone.
   */
  delete(tenantId: string, id: string): Promise<void> {
    return this.db.tenant(tenantId, async () => {
      const row = await this.repo.findById(tenantId, id, 'update');
      if (!row) throw notFound();
      await this.def.beforeDelete?.(tenantId, row);
      if (this.def.kind) await this.references.assertUnused(tenantId, this.def.kind, codedRef(row));
      await this.repo.delete(tenantId, id);
      this.def.onChanged?.(tenantId);
    });
  }
}

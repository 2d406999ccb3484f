import type { PageResult, RefKind, Usage } from '@takt/contracts';
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

export interface ResourceInput {
  code: string;
  name: string;
}

export interface ResourceDef<T extends ResourceTable, Dto, Input extends ResourceInput> extends ListSpec {
  /** The reference registry's kind: pickers, "in use by" refusals, the name in messages. */
  kind: RefKind;
  table: T;
  /** The refusal when the code is taken (params: kind, code, field); default "The <kind> code <code> is already in use". */
  codeTaken?: MessageKey;
  /**
   * The row's values of a validated add/edit body; checks its references and the resource's own
   * rules (inside the save's transaction). `current` is the row an edit changes (locked).
   */
  values: (tenantId: string, input: Input, current?: RowOf<T>) => Promise<OwnValues<T>>;
  /** Saves what lives beside the row (links), inside the same transaction. */
  afterSave?: (tenantId: string, id: string, input: Input) => Promise<void>;
  /** The records as the API answers them (one call per list, so lookups can be batched). */
  toDtos: (tenantId: string, rows: RowOf<T>[]) => Promise<Dto[]>;
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

export class ResourceService<T extends ResourceTable, Dto, Input extends ResourceInput> {
  readonly repo: ResourceRepository<T>;

  constructor(
    private readonly db: Database,
    private readonly references: ReferenceRegistry,
    private readonly def: ResourceDef<T, Dto, Input>,
  ) {
    this.repo = new ResourceRepository(db, def.table, def);
  }

  get kind(): RefKind {
    return this.def.kind;
  }

  private async dto(tenantId: string, row: RowOf<T>): Promise<Dto> {
    const [dto] = await this.def.toDtos(tenantId, [row]);
    if (dto === undefined) throw new Error(`${this.def.kind} ${row.id} has no answer`);
    return dto;
  }

  page(tenantId: string, query: ListQuery): Promise<PageResult<Dto>> {
    return this.db.tenant(tenantId, async () => {
      const { rows, totalRows } = await this.repo.page(tenantId, query);
      return { rows: await this.def.toDtos(tenantId, rows), totalRows, pageNo: query.pageNo, pageSize: query.pageSize };
    });
  }

  /** Every record matching the list's filters, in the list's default order (exports). */
  list(tenantId: string, query: Record<string, unknown>): Promise<Dto[]> {
    return this.db.tenant(tenantId, async () =>
      this.def.toDtos(tenantId, await this.repo.all(tenantId, query, this.def.exportMax)),
    );
  }

  detail(tenantId: string, id: string): Promise<Dto | (Dto & { usedBy: Usage[] })> {
    return this.db.tenant(tenantId, async () => {
      const row = await this.repo.findById(tenantId, id);
      if (!row) throw notFound();
      const dto = await this.dto(tenantId, row);
      if (!this.def.detailUsedBy) return dto;
      return { ...dto, usedBy: await this.references.usages(tenantId, this.def.kind, id) };
    });
  }

  /** The record with this code, or undefined (demo seed, imports). */
  findByCode(tenantId: string, code: string): Promise<RowOf<T> | undefined> {
    return this.repo.findByCode(tenantId, code);
  }

  private async assertCodeFree(tenantId: string, code: string, id?: string) {
    const existing = await this.repo.findByCode(tenantId, code);
    if (existing && existing.id !== id)
      throw conflict(this.def.codeTaken ?? 'resources.codeTaken', {
        kind: refKindName(this.def.kind),
        code,
        field: 'code',
      });
  }

  add(tenantId: string, input: Input): Promise<Dto> {
    return this.db.tenant(tenantId, async () => {
      await this.assertCodeFree(tenantId, input.code);
      const own = await this.def.values(tenantId, input);
      const row = await this.repo.insert(tenantId, { ...own, code: input.code, name: input.name } as WritableOf<T>);
      await this.def.afterSave?.(tenantId, row.id, input);
      return this.dto(tenantId, row);
    });
  }

  edit(tenantId: string, input: Input & { id: string }): Promise<Dto> {
    return this.db.tenant(tenantId, async () => {
      // The edited row is read whole and locked in one statement; the values hook is given it.
      const current = await this.repo.findById(tenantId, input.id, 'update');
      if (!current) throw notFound();
      await this.assertCodeFree(tenantId, input.code, input.id);
      const own = await this.def.values(tenantId, input, current);
      const row = await this.repo.update(tenantId, input.id, {
        ...own,
        code: input.code,
        name: input.name,
      } as WritableOf<T>);
      if (!row) throw notFound();
      await this.def.afterSave?.(tenantId, input.id, input);
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

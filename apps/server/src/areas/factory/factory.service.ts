import {
  type CodedRef,
  type Line,
  type linePageQuerySchema,
  type Organisation,
  OrgType,
  type PageResult,
  type Station,
  type stationPageQuerySchema,
  type Workshop,
  type workshopPageQuerySchema,
} from '@takt/contracts';
import type { z } from 'zod';
import type { Database } from '../../platform/db/database.js';
import { invalid, notFound } from '../../platform/errors.js';
import type { ReferenceRegistry } from '../../platform/references/reference-registry.js';
import type { OrganisationService, OrgCaller } from '../organisations/organisation.service.js';
import type { FactoryDetailsRow, FactoryRepository } from './factory.repository.js';

/** The three things of the factory model, each an organisation type of the tree. */
export type FactoryKind = 'workshop' | 'line' | 'station';

interface KindRule {
  type: OrgType;
  /** The kind of the parent (a workshop's parent is a factory organisation, not a registry kind). */
  parentKind: FactoryKind | null;
  /** The field naming the parent in forms and filters. */
  parentField: 'factoryId' | 'workshopId' | 'lineId';
  hasOwner: boolean;
}

export const FACTORY_KINDS: Record<FactoryKind, KindRule> = {
  workshop: { type: OrgType.WORKSHOP, parentKind: null, parentField: 'factoryId', hasOwner: true },
  line: { type: OrgType.LINE, parentKind: 'workshop', parentField: 'workshopId', hasOwner: true },
  station: { type: OrgType.WORKSTATION, parentKind: 'line', parentField: 'lineId', hasOwner: false },
};

/** The factory kind of an organisation type (undefined: factory, department). */
export function factoryKindOfType(type: number): FactoryKind | undefined {
  return (Object.keys(FACTORY_KINDS) as FactoryKind[]).find((kind) => FACTORY_KINDS[kind].type === type);
}

type Dto<K extends FactoryKind> = K extends 'workshop' ? Workshop : K extends 'line' ? Line : Station;

/** What a form sends, whichever kind: the parent under its own field name, plus the own fields. */
export interface FactoryInput {
  parentId: string;
  code: string;
  name: string;
  sort: number;
  description?: string | null;
  ownerId?: string | null;
  /** A workstation's other lines (undefined: unchanged). */
  servedLineIds?: readonly string[] | undefined;
}

type AnyPageQuery = z.output<typeof workshopPageQuerySchema> &
  Partial<z.output<typeof linePageQuerySchema>> &
  Partial<z.output<typeof stationPageQuerySchema>>;
export type FactoryFilters = Omit<AnyPageQuery, 'pageNo' | 'pageSize' | 'sortField' | 'sortOrder'>;

/**
 * Workshops, lines and workstations. Code, name, parent and sort are the organisation tree's
 * (every write goes through OrganisationService, so the tree and these pages never drift); the
 * description, owner and a workstation's processes are kept here, keyed by the organisation id.
 */
export class FactoryService {
  constructor(
    private readonly db: Database,
    private readonly repo: FactoryRepository,
    private readonly organisations: OrganisationService,
    private readonly references: ReferenceRegistry,
  ) {}

  page<K extends FactoryKind>(
    kind: K,
    caller: OrgCaller,
    query: AnyPageQuery & { pageNo: number; pageSize: number },
  ): Promise<PageResult<Dto<K>>> {
    return this.db.tenant(caller.tenantId, async () => {
      const { pid, onlyIds } = await this.narrowing(kind, caller.tenantId, query);
      const result = await this.organisations.pageWithin(
        caller,
        {
          pageNo: query.pageNo,
          pageSize: query.pageSize,
          sortField: query.sortField,
          sortOrder: query.sortOrder,
          name: query.name,
          code: query.code,
          type: FACTORY_KINDS[kind].type,
          pid,
        },
        onlyIds,
      );
      return { ...result, rows: await this.decorate(kind, caller.tenantId, result.rows) };
    });
  }

  /** Every record matching the filters inside the caller's scope, in tree order (for export). */
  list<K extends FactoryKind>(kind: K, caller: OrgCaller, filters: FactoryFilters): Promise<Dto<K>[]> {
    return this.db.tenant(caller.tenantId, async () => {
      const { pid, onlyIds } = await this.narrowing(kind, caller.tenantId, filters);
      let rows = await this.organisations.list(caller, {
        name: filters.name,
        code: filters.code,
        type: FACTORY_KINDS[kind].type,
        pid,
      });
      if (onlyIds) {
        const only = new Set(onlyIds);
        rows = rows.filter((row) => only.has(row.id));
      }
      return this.decorate(kind, caller.tenantId, rows);
    });
  }

  detail<K extends FactoryKind>(kind: K, caller: OrgCaller, id: string): Promise<Dto<K>> {
    return this.db.tenant(caller.tenantId, async () => {
      const [dto] = await this.decorate(kind, caller.tenantId, [await this.visible(kind, caller, id)]);
      return dto!;
    });
  }

  add<K extends FactoryKind>(kind: K, caller: OrgCaller, input: FactoryInput): Promise<Dto<K>> {
    const { tenantId } = caller;
    return this.db.tenant(tenantId, async () => {
      await this.checkFields(kind, tenantId, input);
      const org = await this.organisations.add(caller, {
        pid: input.parentId,
        name: input.name,
        code: input.code,
        type: FACTORY_KINDS[kind].type,
        sort: input.sort,
      });
      await this.saveOwnFields(kind, tenantId, org.id, input);
      return this.detail(kind, caller, org.id);
    });
  }

  edit<K extends FactoryKind>(kind: K, caller: OrgCaller, id: string, input: FactoryInput): Promise<Dto<K>> {
    const { tenantId } = caller;
    return this.db.tenant(tenantId, async () => {
      await this.visible(kind, caller, id);
      await this.checkFields(kind, tenantId, input);
      await this.organisations.edit(caller, {
        id,
        pid: input.parentId,
        name: input.name,
        code: input.code,
        type: FACTORY_KINDS[kind].type,
        sort: input.sort,
      });
      await this.saveOwnFields(kind, tenantId, id, input);
      return this.detail(kind, caller, id);
    });
  }

  /**
   * Through the organisation tree's delete, which refuses sub-organisations and users and runs
   * this area's guard ({@link guardDelete}: records that use it).
   */
  delete(kind: FactoryKind, caller: OrgCaller, id: string): Promise<void> {
    return this.db.tenant(caller.tenantId, async () => {
      await this.visible(kind, caller, id);
      await this.organisations.delete(caller, id);
    });
  }

  /** Sets the workstation's processes in order (each checked through the registry's `process` kind). */
  configProcesses(caller: OrgCaller, id: string, processIds: readonly string[]): Promise<Station> {
    const { tenantId } = caller;
    return this.db.tenant(tenantId, async () => {
      await this.visible('station', caller, id);
      await this.references.resolve(tenantId, 'process', processIds, 'processIds');
      await this.repo.replaceProcesses(tenantId, id, processIds);
      return this.detail('station', caller, id);
    });
  }

  /** Registered with OrganisationService: an organisation of the factory model in use is not deleted, from any page. */
  async guardDelete(tenantId: string, org: { id: string; code: string; name: string; type: number }): Promise<void> {
    const kind = factoryKindOfType(org.type);
    if (kind) await this.references.assertUnused(tenantId, kind, org);
  }

  /** Registered with OrganisationService: the organisation's own fields go with it. */
  forget(tenantId: string, orgId: string): Promise<void> {
    return this.repo.forget(tenantId, orgId);
  }

  /**
   * The parent of a new record by its code (imports): the factory organisation of a workshop, the
   * workshop of a line, the line of a workstation. Unknown: 400 naming the `parentCode` column.
   */
  async parentIdByCode(kind: FactoryKind, tenantId: string, code: string): Promise<string> {
    const parentKind = FACTORY_KINDS[kind].parentKind;
    const [match] = parentKind
      ? await this.byCodes(parentKind, tenantId, [code])
      : await this.organisations.codesOfType(tenantId, OrgType.FACTORY, [code]);
    if (!match) throw invalid(`factory.parentNotFound.${kind}`, { field: 'parentCode', code });
    return match.id;
  }

  // ── registry ───────────────────────────────────────────────────────────────────────────

  refs(kind: FactoryKind, tenantId: string, ids: readonly string[], options?: { lock?: boolean }): Promise<CodedRef[]> {
    return this.organisations.refsOfType(tenantId, FACTORY_KINDS[kind].type, ids, options);
  }

  search(kind: FactoryKind, tenantId: string, keyword: string | undefined, limit: number): Promise<CodedRef[]> {
    return this.organisations.searchOfType(tenantId, FACTORY_KINDS[kind].type, keyword, limit);
  }

  byCodes(kind: FactoryKind, tenantId: string, codes: readonly string[]): Promise<CodedRef[]> {
    return this.organisations.codesOfType(tenantId, FACTORY_KINDS[kind].type, codes);
  }

  /** The workstations that serve a line besides their own (registry usage of kind `line`). */
  async stationsServingLine(tenantId: string, lineId: string, limit: number): Promise<CodedRef[]> {
    const ids = await this.repo.stationsServingLine(tenantId, lineId, limit);
    const refs = await this.refs('station', tenantId, ids);
    return refs.sort((a, b) => a.code.localeCompare(b.code));
  }

  /** The workstations configured with a process (registry usage of kind `process`). */
  async stationsUsingProcess(tenantId: string, processId: string, limit: number): Promise<CodedRef[]> {
    const ids = await this.repo.stationsUsingProcess(tenantId, processId, limit);
    const refs = await this.refs('station', tenantId, ids);
    return refs.sort((a, b) => a.code.localeCompare(b.code));
  }

  // ── helpers ────────────────────────────────────────────────────────────────────────────

  /** The organisation, when it is of this kind, in the tenant and in the caller's scope; else not found. */
  private async visible(kind: FactoryKind, caller: OrgCaller, id: string): Promise<Organisation> {
    const org = await this.organisations.detail(caller, id);
    if (org.type !== FACTORY_KINDS[kind].type) throw notFound();
    return org;
  }

  /** The parent (through the registry: 400 naming the field) and the owner (a user of the enterprise). */
  private async checkFields(kind: FactoryKind, tenantId: string, input: FactoryInput): Promise<void> {
    const rule = FACTORY_KINDS[kind];
    if (rule.parentKind) await this.references.resolveOne(tenantId, rule.parentKind, input.parentId, rule.parentField);
    if (rule.hasOwner && input.ownerId) {
      const names = await this.organisations.userNames(tenantId, [input.ownerId]);
      if (!names.has(input.ownerId)) throw invalid('factory.ownerNotFound', { id: input.ownerId });
    }
  }

  private async saveOwnFields(kind: FactoryKind, tenantId: string, orgId: string, input: FactoryInput): Promise<void> {
    await this.repo.saveDetails(tenantId, orgId, {
      description: input.description || null,
      ownerId: FACTORY_KINDS[kind].hasOwner ? input.ownerId || null : null,
    });
    if (kind === 'station' && input.servedLineIds) {
      // Its own line needs no row: it always serves it.
      const others = input.servedLineIds.filter((id) => id !== input.parentId);
      await this.references.resolve(tenantId, 'line', others, 'servedLineIds');
      await this.repo.replaceServedLines(tenantId, orgId, others);
    }
  }

  /** Code and name of every id listed per workstation. */
  private async refMap(
    tenantId: string,
    kind: 'process' | 'line',
    perStation: Map<string, string[]>,
  ): Promise<Map<string, CodedRef>> {
    const ids = [...new Set([...perStation.values()].flat())];
    if (ids.length === 0) return new Map();
    const refs = await this.references.options(tenantId, { kind, ids, limit: ids.length });
    return new Map(refs.map((ref) => [ref.id, ref]));
  }

  /** The tree filter (one parent's subtree) and any further ids (owner, workshop of a line filter). */
  private async narrowing(
    kind: FactoryKind,
    tenantId: string,
    filters: FactoryFilters,
  ): Promise<{ pid?: string; onlyIds?: string[] }> {
    let pid: string | undefined;
    let onlyIds: string[] | undefined;
    const narrow = (ids: readonly string[]) => {
      const set = new Set(ids);
      onlyIds = onlyIds ? onlyIds.filter((id) => set.has(id)) : [...set];
    };
    if (kind === 'workshop') pid = filters.factoryId;
    if (kind === 'line') pid = filters.workshopId;
    if (kind === 'station') {
      pid = filters.lineId ?? filters.workshopId;
      if (filters.lineId && filters.workshopId)
        narrow(await this.organisations.subtreeIds(tenantId, [filters.workshopId]));
    }
    if (FACTORY_KINDS[kind].hasOwner && filters.ownerId) narrow(await this.repo.idsOwnedBy(tenantId, filters.ownerId));
    return { pid, onlyIds };
  }

  private async decorate<K extends FactoryKind>(
    kind: K,
    tenantId: string,
    orgs: readonly Organisation[],
  ): Promise<Dto<K>[]> {
    const ids = orgs.map((org) => org.id);
    const details = new Map<string, FactoryDetailsRow>(
      (await this.repo.detailsOf(tenantId, ids)).map((row) => [row.orgId, row]),
    );
    const base = (org: Organisation) => ({
      id: org.id,
      code: org.code,
      name: org.name,
      sort: org.sort,
      description: details.get(org.id)?.description ?? null,
      createdAt: org.createdAt,
      updatedAt: org.updatedAt,
    });
    if (kind === 'station') {
      const processes = await this.repo.processesOf(tenantId, ids);
      const lines = await this.repo.servedLinesOf(tenantId, ids);
      const processRefs = await this.refMap(tenantId, 'process', processes);
      const lineRefs = await this.refMap(tenantId, 'line', lines);
      return orgs.map(
        (org): Station => ({
          ...base(org),
          lineId: org.pid,
          lineName: org.parentName,
          processes: (processes.get(org.id) ?? []).flatMap((id) => processRefs.get(id) ?? []),
          servedLines: (lines.get(org.id) ?? []).flatMap((id) => lineRefs.get(id) ?? []),
        }),
      ) as Dto<K>[];
    }
    const ownerIds = [...details.values()].map((row) => row.ownerId).filter((id): id is string => id !== null);
    const owners = await this.organisations.userNames(tenantId, ownerIds);
    const owner = (org: Organisation) => {
      const ownerId = details.get(org.id)?.ownerId ?? null;
      return { ownerId, ownerName: ownerId ? (owners.get(ownerId) ?? null) : null };
    };
    if (kind === 'workshop') {
      return orgs.map(
        (org): Workshop => ({ ...base(org), ...owner(org), factoryId: org.pid, factoryName: org.parentName }),
      ) as Dto<K>[];
    }
    return orgs.map(
      (org): Line => ({ ...base(org), ...owner(org), workshopId: org.pid, workshopName: org.parentName }),
    ) as Dto<K>[];
  }
}

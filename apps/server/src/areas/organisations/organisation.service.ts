import {
  ORG_ALLOWED_PARENTS,
  type Organisation,
  type OrgTreeNode,
  type OrgType,
  type organisationAddSchema,
  type organisationEditSchema,
  type organisationExportQuerySchema,
  type organisationPageQuerySchema,
  orgTypeFits,
  type PageResult,
} from '@takt/contracts';
import type { z } from 'zod';
import type { DataScope } from '../../platform/data-scope/data-scope.js';
import type { Database } from '../../platform/db/database.js';
import { businessRule, conflict, notFound } from '../../platform/errors.js';
import type { MessageKey } from '../../platform/i18n/messages.js';
import type { UserOrgDirectory } from '../identity/user-orgs.js';
import type { OrganisationFilter, OrganisationRepository, OrganisationRow } from './organisation.repository.js';

const isId = (id: string) => /^[1-9]\d{0,18}$/.test(id);

const RULE_TEXT: Record<OrgType, MessageKey> = {
  1: 'organisations.rule.factory',
  2: 'organisations.rule.department',
  3: 'organisations.rule.workshop',
  4: 'organisations.rule.line',
  5: 'organisations.rule.workstation',
};

type PageQuery = z.output<typeof organisationPageQuerySchema>;
type Filters = z.output<typeof organisationExportQuerySchema>;
type AddInput = z.output<typeof organisationAddSchema>;
type EditInput = z.output<typeof organisationEditSchema>;

/** Who asks: their enterprise and the organisations their data scope lets them see. */
export interface OrgCaller {
  tenantId: string;
  scope: DataScope;
}

function toDto(row: OrganisationRow, parentName: string | null): Organisation {
  return {
    id: row.id,
    pid: row.pid,
    parentName,
    name: row.name,
    code: row.code,
    type: row.type,
    sort: row.sort,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Rows (already in sort order) as a tree; a row whose parent is not among them is a root. */
export function buildOrgTree(rows: readonly OrganisationRow[]): OrgTreeNode[] {
  const nodes = new Map<string, OrgTreeNode>();
  for (const row of rows) {
    nodes.set(row.id, {
      id: row.id,
      pid: row.pid,
      name: row.name,
      code: row.code,
      type: row.type,
      sort: row.sort,
      children: [],
    });
  }
  const roots: OrgTreeNode[] = [];
  for (const node of nodes.values()) {
    const parent = nodes.get(node.pid);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

export class OrganisationService {
  private readonly deletionHooks: ((tenantId: string, orgId: string) => Promise<void>)[] = [];
  private readonly deletionGuards: ((tenantId: string, org: OrganisationRow) => Promise<void>)[] = [];

  constructor(
    private readonly db: Database,
    private readonly repo: OrganisationRepository,
    private readonly users: UserOrgDirectory,
  ) {}

  /** Work another area does in the same transaction when an organisation is deleted. */
  onDelete(hook: (tenantId: string, orgId: string) => Promise<void>): void {
    this.deletionHooks.push(hook);
  }

  /**
   * A check another area runs before an organisation is deleted (from any page), in the delete's
   * transaction; it refuses by throwing (e.g. the factory area's "in use by" refusal).
   */
  guardDelete(guard: (tenantId: string, org: OrganisationRow) => Promise<void>): void {
    this.deletionGuards.push(guard);
  }

  // ── lookups for other areas ────────────────────────────────────────────────────────────

  /** Organisations of one type among `ids` as code/name refs (for the reference registry); `lock`: FOR KEY SHARE. */
  refsOfType(tenantId: string, type: OrgType, ids: readonly string[], options?: { lock?: boolean }) {
    const wanted = [...new Set(ids)].filter(isId);
    return this.repo.ofType(type).byIds(tenantId, wanted, options?.lock ? 'key share' : undefined);
  }

  /** Up to `limit` organisations of one type whose code or name contains `keyword`, by code. */
  searchOfType(tenantId: string, type: OrgType, keyword: string | undefined, limit: number) {
    return this.repo.ofType(type).search(tenantId, keyword, limit);
  }

  /** Organisations of one type with exactly these codes. */
  codesOfType(tenantId: string, type: OrgType, codes: readonly string[]) {
    return this.repo.ofType(type).byCodes(tenantId, codes);
  }

  /** Names of the enterprise's users among `ids` (unknown ids are absent), for areas that name a user. */
  userNames(tenantId: string, ids: readonly string[]): Promise<Map<string, string>> {
    return this.users.namesOf(tenantId, [...new Set(ids)].filter(isId));
  }

  /** Like {@link userNames}, deleted users included by the name they had (records of work done). */
  userNamesEver(tenantId: string, ids: readonly string[]): Promise<Map<string, string>> {
    return this.users.namesEverOf(tenantId, [...new Set(ids)].filter(isId));
  }

  /**
   * Like {@link page}, narrowed further to `onlyIds` (another area's own filters, e.g. the
   * factory area's owner filter). Same data scope, sorting and parent filter.
   */
  pageWithin(caller: OrgCaller, query: PageQuery, onlyIds?: readonly string[]): Promise<PageResult<Organisation>> {
    return this.db.tenant(caller.tenantId, async () => {
      const filter = await this.filterOf(caller, query);
      if (onlyIds) {
        const only = new Set(onlyIds);
        filter.ids = filter.ids ? filter.ids.filter((id) => only.has(id)) : [...only];
      }
      const { rows, totalRows } = await this.repo.page(caller.tenantId, filter, query);
      return {
        rows: await this.withParents(caller.tenantId, rows),
        totalRows,
        pageNo: query.pageNo,
        pageSize: query.pageSize,
      };
    });
  }

  /** `rootIds` and every organisation below them, in the tenant (ids that name no organisation are dropped). */
  subtreeIds(tenantId: string, rootIds: readonly string[]): Promise<string[]> {
    return this.repo.subtreeIds(tenantId, [...new Set(rootIds)].filter(isId));
  }

  /**
   * Organisation ids by name or code (for imports): each of `names` that matches exactly one
   * organisation, by its name or its code, maps to its id. A name that matches several
   * organisations (two with the same name, or one's name equal to another's code) is ambiguous
   * and left out of the map, as is a name that matches none; the caller reports both as unknown.
   */
  async idsByNames(tenantId: string, names: readonly string[]): Promise<Map<string, string>> {
    const wanted = [...new Set(names.filter((name) => name.length > 0))];
    const rows = await this.repo.byNamesOrCodes(tenantId, wanted);
    const matches = new Map<string, Set<string>>();
    for (const row of rows) {
      for (const key of new Set([row.name, row.code])) {
        if (!wanted.includes(key)) continue;
        const ids = matches.get(key) ?? new Set<string>();
        ids.add(row.id);
        matches.set(key, ids);
      }
    }
    const result = new Map<string, string>();
    for (const [name, ids] of matches) {
      const [only] = ids;
      if (ids.size === 1 && only) result.set(name, only);
    }
    return result;
  }

  /** Names of the organisations among `ids` (unknown ids are absent from the map). */
  async namesByIds(tenantId: string, ids: readonly string[]): Promise<Map<string, string>> {
    const rows = await this.repo.byIds(tenantId, [...new Set(ids)].filter(isId));
    return new Map(rows.map((row) => [row.id, row.name]));
  }

  /** Whether `id` names an organisation of the tenant. */
  async exists(tenantId: string, id: string): Promise<boolean> {
    if (!isId(id)) return false;
    return (await this.repo.findById(tenantId, id)) !== undefined;
  }

  /** The ids among `ids` that name no organisation of the tenant. */
  async unknownIds(tenantId: string, ids: readonly string[]): Promise<string[]> {
    const known = new Set((await this.repo.byIds(tenantId, [...new Set(ids)].filter(isId))).map((row) => row.id));
    return ids.filter((id) => !known.has(id));
  }

  // ── administration (spec 000 §3 "Organisation") ───────────────────────────────────────

  /** The organisations the caller's data scope covers, as a tree. */
  tree(caller: OrgCaller): Promise<OrgTreeNode[]> {
    return this.db.tenant(caller.tenantId, async () =>
      buildOrgTree(await this.repo.all(caller.tenantId, this.scoped(caller))),
    );
  }

  page(caller: OrgCaller, query: PageQuery): Promise<PageResult<Organisation>> {
    return this.db.tenant(caller.tenantId, async () => {
      const filter = await this.filterOf(caller, query);
      const { rows, totalRows } = await this.repo.page(caller.tenantId, filter, query);
      return {
        rows: await this.withParents(caller.tenantId, rows),
        totalRows,
        pageNo: query.pageNo,
        pageSize: query.pageSize,
      };
    });
  }

  /** Every organisation matching the filters inside the caller's scope, in tree order (for export). */
  list(caller: OrgCaller, filters: Filters): Promise<Organisation[]> {
    return this.db.tenant(caller.tenantId, async () => {
      const rows = await this.repo.all(caller.tenantId, await this.filterOf(caller, filters));
      const order: OrganisationRow[] = [];
      const walk = (nodes: OrgTreeNode[]) => {
        for (const node of nodes) {
          const row = rows.find((candidate) => candidate.id === node.id);
          if (row) order.push(row);
          walk(node.children);
        }
      };
      walk(buildOrgTree(rows));
      return this.withParents(caller.tenantId, order);
    });
  }

  detail(caller: OrgCaller, id: string): Promise<Organisation> {
    return this.db.tenant(caller.tenantId, async () => {
      const row = await this.visible(caller, id);
      const [dto] = await this.withParents(caller.tenantId, [row]);
      return dto!;
    });
  }

  add(caller: OrgCaller, input: AddInput): Promise<Organisation> {
    const { tenantId } = caller;
    return this.db.tenant(tenantId, async () => {
      await this.checkParent(caller, input.pid, input.type);
      if (await this.repo.findByCode(tenantId, input.code))
        throw conflict('organisations.codeTaken', { code: input.code });
      const row = await this.repo.insert(tenantId, input);
      const [dto] = await this.withParents(tenantId, [row]);
      return dto!;
    });
  }

  edit(caller: OrgCaller, input: EditInput): Promise<Organisation> {
    const { tenantId } = caller;
    return this.db.tenant(tenantId, async () => {
      const existing = await this.visible(caller, input.id);
      if (input.pid !== existing.pid || input.type !== existing.type) {
        if (input.pid !== '0' && (await this.repo.subtreeIds(tenantId, [input.id])).includes(input.pid)) {
          throw businessRule('organisations.cycle');
        }
        await this.checkParent(caller, input.pid, input.type as OrgType);
      }
      if (input.type !== existing.type) {
        const children = await this.repo.all(tenantId, { pid: input.id });
        const misfits = children.filter((child) => !orgTypeFits(child.type as OrgType, input.type as OrgType));
        if (misfits.length > 0) {
          throw businessRule('organisations.childrenMisfit', { name: existing.name, count: misfits.length });
        }
      }
      const sameCode = await this.repo.findByCode(tenantId, input.code);
      if (sameCode && sameCode.id !== input.id) throw conflict('organisations.codeTaken', { code: input.code });
      const { id, ...values } = input;
      const row = await this.repo.update(tenantId, id, values);
      if (!row) throw notFound();
      const [dto] = await this.withParents(tenantId, [row]);
      return dto!;
    });
  }

  /**
   * Refuses an organisation with sub-organisations or users (saying how many), or one a guard
   * refuses. The row is locked first, so a scan or record saving it meanwhile is either seen by
   * the guards or finds the organisation gone.
   */
  delete(caller: OrgCaller, id: string): Promise<void> {
    const { tenantId } = caller;
    return this.db.tenant(tenantId, async () => {
      const row = await this.visible(caller, id, true);
      for (const guard of this.deletionGuards) await guard(tenantId, row);
      const children = await this.repo.childCount(tenantId, id);
      if (children > 0) throw businessRule('organisations.hasChildren', { name: row.name, count: children });
      const members = await this.users.countInOrgs(tenantId, [id]);
      if (members > 0) throw businessRule('organisations.hasUsers', { name: row.name, count: members });
      for (const hook of this.deletionHooks) await hook(tenantId, id);
      await this.repo.delete(tenantId, id);
    });
  }

  // ── helpers ────────────────────────────────────────────────────────────────────────────

  /** The caller's scope as a repository filter (undefined ids: everything). */
  private scoped(caller: OrgCaller): OrganisationFilter {
    return caller.scope.kind === 'all' ? {} : { ids: caller.scope.orgIds };
  }

  private async filterOf(caller: OrgCaller, filters: Filters): Promise<OrganisationFilter> {
    let ids = caller.scope.kind === 'all' ? undefined : [...caller.scope.orgIds];
    if (filters.pid) {
      const subtree = await this.repo.subtreeIds(caller.tenantId, [filters.pid]);
      ids = ids ? subtree.filter((id) => ids!.includes(id)) : subtree;
    }
    return { ids, name: filters.name, code: filters.code, type: filters.type };
  }

  /**
   * The organisation, when it exists in the tenant and lies in the caller's scope; else not found.
   * `lock`: FOR UPDATE for the rest of the transaction (a delete checks its users next).
   */
  private async visible(caller: OrgCaller, id: string, lock = false): Promise<OrganisationRow> {
    const row = await this.repo.findById(caller.tenantId, id, lock);
    if (!row || !this.inScope(caller, id)) throw notFound();
    return row;
  }

  private inScope(caller: OrgCaller, id: string): boolean {
    return caller.scope.kind === 'all' || caller.scope.orgIds.includes(id);
  }

  /**
   * The parent must exist in the tenant and in the caller's scope (top level: only for a caller
   * who sees everything), and the type must fit under it.
   */
  private async checkParent(caller: OrgCaller, pid: string, type: OrgType): Promise<void> {
    let parentType: OrgType | null = null;
    if (pid === '0') {
      if (caller.scope.kind !== 'all') throw businessRule('organisations.topLevelNeedsAll');
    } else {
      const parent = await this.repo.findById(caller.tenantId, pid);
      if (!parent || !this.inScope(caller, pid)) throw notFound('organisations.parentNotFound');
      parentType = parent.type as OrgType;
    }
    if (!ORG_ALLOWED_PARENTS[type]?.includes(parentType)) throw businessRule(RULE_TEXT[type]);
  }

  private async withParents(tenantId: string, rows: readonly OrganisationRow[]): Promise<Organisation[]> {
    const names = await this.namesByIds(
      tenantId,
      rows.map((row) => row.pid).filter((pid) => pid !== '0'),
    );
    return rows.map((row) => toDto(row, names.get(row.pid) ?? null));
  }
}

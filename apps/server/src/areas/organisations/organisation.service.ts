import type { Database } from '../../platform/db/database.js';
import type { OrganisationRepository } from './organisation.repository.js';

const isId = (id: string) => /^[1-9]\d{0,18}$/.test(id);

export class OrganisationService {
  constructor(
    private readonly db: Database,
    private readonly repo: OrganisationRepository,
  ) {}

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
    for (const [name, ids] of matches) if (ids.size === 1) result.set(name, [...ids][0]!);
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
}

import type { CodedRef, RefKind } from '@takt/contracts';
import { conflict, invalid } from '../errors.js';
import type { MessageKey, NestedMessage } from '../i18n/messages.js';

/**
 * How the area owning a kind of master data answers for it. Both methods run in the caller's
 * tenant transaction (they use `db.tenant`, which joins it).
 */
export interface RefProvider {
  /**
   * The records with these ids that exist in the enterprise (others are simply absent). With
   * `lock`, the rows are locked `FOR KEY SHARE` until the transaction ends, so a record being
   * saved with a reference cannot lose it to a concurrent delete.
   */
  byIds(tenantId: string, ids: readonly string[], options?: { lock?: boolean }): Promise<CodedRef[]>;
  /** Up to `limit` records whose code or name contains `keyword` (all when blank), by code. */
  search(tenantId: string, keyword: string | undefined, limit: number): Promise<CodedRef[]>;
  /** The records with exactly these codes (imports and seeds name records by code). */
  byCodes(tenantId: string, codes: readonly string[]): Promise<CodedRef[]>;
}

/** The records of one kind that use record `id` (empty when none); at most `limit` of them. */
export type UsageFinder = (tenantId: string, id: string, limit: number) => Promise<CodedRef[]>;

/** Codes named per kind in an "in use" message before "…". */
const USAGE_CODES_SHOWN = 5;

export const refKindName = (kind: RefKind): NestedMessage => ({
  messageKey: `references.kind.${kind}` as MessageKey,
});

/**
 * One place where master-data areas meet without reading each other's tables: the owner of a
 * kind provides lookups, the areas that point at it resolve their references here and register
 * who uses what, so the owner can refuse a delete and say what still refers to the record.
 */
export class ReferenceRegistry {
  private readonly providers = new Map<RefKind, RefProvider>();
  private readonly users = new Map<RefKind, { kind: RefKind; find: UsageFinder }[]>();

  provide(kind: RefKind, provider: RefProvider): void {
    if (this.providers.has(kind)) throw new Error(`a provider for ${kind} is registered already`);
    this.providers.set(kind, provider);
  }

  /** Records of `userKind` may point at records of `kind`; `find` lists them for one record. */
  usedBy(kind: RefKind, userKind: RefKind, find: UsageFinder): void {
    const list = this.users.get(kind) ?? [];
    list.push({ kind: userKind, find });
    this.users.set(kind, list);
  }

  private provider(kind: RefKind): RefProvider {
    const provider = this.providers.get(kind);
    if (!provider) throw new Error(`no provider for ${kind}`);
    return provider;
  }

  options(tenantId: string, query: { kind: RefKind; keyword?: string; ids?: string[]; limit: number }) {
    const provider = this.provider(query.kind);
    if (query.ids) return provider.byIds(tenantId, query.ids);
    return provider.search(tenantId, query.keyword, query.limit);
  }

  /** The record of a kind with exactly this code, if any. */
  async findByCode(tenantId: string, kind: RefKind, code: string): Promise<CodedRef | undefined> {
    const [found] = await this.provider(kind).byCodes(tenantId, [code]);
    return found;
  }

  /**
   * The referenced records by id, locked against deletion for the rest of the transaction.
   * Ids that do not exist in the enterprise (another enterprise's included) are a 400 naming
   * `field`. Duplicate and empty ids are ignored.
   */
  async resolve(
    tenantId: string,
    kind: RefKind,
    ids: readonly string[],
    field: string,
  ): Promise<Map<string, CodedRef>> {
    const wanted = [...new Set(ids)].filter((id) => id !== '');
    if (wanted.length === 0) return new Map();
    const found = await this.provider(kind).byIds(tenantId, wanted, { lock: true });
    const byId = new Map(found.map((ref) => [ref.id, ref]));
    const missing = wanted.filter((id) => !byId.has(id));
    if (missing.length > 0)
      throw invalid('references.missing', { field, kind: refKindName(kind), ids: missing.join(', ') });
    return byId;
  }

  /** One referenced record (see {@link resolve}). */
  async resolveOne(tenantId: string, kind: RefKind, id: string, field: string): Promise<CodedRef> {
    return (await this.resolve(tenantId, kind, [id], field)).get(id)!;
  }

  /** Every registered use of a record, by using kind (kinds with no use left out). */
  async usages(tenantId: string, kind: RefKind, id: string): Promise<{ kind: RefKind; refs: CodedRef[] }[]> {
    const result: { kind: RefKind; refs: CodedRef[] }[] = [];
    for (const user of this.users.get(kind) ?? []) {
      const refs = await user.find(tenantId, id, USAGE_CODES_SHOWN + 1);
      if (refs.length > 0) result.push({ kind: user.kind, refs });
    }
    return result;
  }

  /**
   * Refuses (409) to delete a record something still refers to, naming the referring records:
   * "P10 Soldering cannot be deleted: it is used by Routing R1, R2; Product FG-01".
   */
  async assertUnused(tenantId: string, kind: RefKind, record: { id: string; code: string; name: string }) {
    const usages = await this.usages(tenantId, kind, record.id);
    if (usages.length === 0) return;
    const users: NestedMessage[] = usages.map((usage) => {
      const codes = usage.refs.slice(0, USAGE_CODES_SHOWN).map((ref) => ref.code);
      const more = usage.refs.length > USAGE_CODES_SHOWN;
      return {
        messageKey: more ? 'references.usageMore' : 'references.usage',
        params: { kind: refKindName(usage.kind), codes: codes.join(', ') },
      };
    });
    throw conflict('references.inUse', { record: [record.code, record.name].filter(Boolean).join(' '), users });
  }
}

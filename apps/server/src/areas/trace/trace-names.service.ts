import type { CodedRef, RefKind, TraceUser } from '@takt/contracts';
import type { ReferenceRegistry } from '../../platform/references/reference-registry.js';

/** Names of users by id (unknown ids absent). */
export type UserNames = (tenantId: string, ids: readonly string[]) => Promise<Map<string, string>>;

/** How long a looked-up name is reused (master data seldom changes; a trace may show a rename this late). */
export const NAME_CACHE_MS = 5_000;
const NAME_CACHE_MAX = 20_000;

/**
 * Names looked up in the last few seconds, per enterprise, kind and id, shared by the requests of
 * one process (as station scanning caches its master data): a burst of traces does not look up
 * the same stations and processes again and again. Bounded; nothing here is needed for correctness.
 */
export class NameCache {
  private readonly entries = new Map<string, { value: CodedRef | string | null; at: number }>();

  /** The name, `null` if the record was looked up and is gone, `undefined` if not known here. */
  get(key: string): CodedRef | string | null | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (Date.now() - entry.at > NAME_CACHE_MS) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: string, value: CodedRef | string | null): void {
    if (this.entries.size >= NAME_CACHE_MAX) this.entries.clear();
    this.entries.set(key, { value, at: Date.now() });
  }
}

/**
 * Collects the ids a trace answer names (stations, processes, materials, users …), then looks
 * each kind up once through the reference registry, so an answer costs one query per kind
 * instead of one per row. A record that no longer exists reads as null.
 */
export class TraceNames {
  private readonly wanted = new Map<RefKind, Set<string>>();
  private readonly wantedUsers = new Set<string>();
  private readonly refs = new Map<RefKind, Map<string, CodedRef>>();
  private readonly users = new Map<string, string>();

  constructor(
    private readonly references: ReferenceRegistry,
    private readonly userNames: UserNames,
    private readonly cache: NameCache = new NameCache(),
  ) {}

  want(kind: RefKind, ...ids: (string | null | undefined)[]): this {
    const set = this.wanted.get(kind) ?? new Set<string>();
    this.wanted.set(kind, set);
    for (const id of ids) if (id) set.add(id);
    return this;
  }

  wantUser(...ids: (string | null | undefined)[]): this {
    for (const id of ids) if (id) this.wantedUsers.add(id);
    return this;
  }

  async load(tenantId: string): Promise<this> {
    for (const [kind, ids] of this.wanted) {
      const known = this.refs.get(kind) ?? new Map<string, CodedRef>();
      const missing: string[] = [];
      for (const id of ids) {
        if (known.has(id)) continue;
        const cached = this.cache.get(`${tenantId}:${kind}:${id}`);
        if (cached === null) continue; // gone: reads as null
        if (cached && typeof cached !== 'string') known.set(id, cached);
        else missing.push(id);
      }
      if (missing.length > 0) {
        const found = await this.references.options(tenantId, { kind, ids: missing, limit: missing.length });
        for (const ref of found) {
          const coded = { id: ref.id, code: ref.code, name: ref.name };
          known.set(ref.id, coded);
          this.cache.set(`${tenantId}:${kind}:${ref.id}`, coded);
        }
        // Ids no record answers are remembered too, so they are not looked up on every trace.
        for (const id of missing) if (!known.has(id)) this.cache.set(`${tenantId}:${kind}:${id}`, null);
      }
      this.refs.set(kind, known);
    }
    this.wanted.clear();
    const users: string[] = [];
    for (const id of this.wantedUsers) {
      if (this.users.has(id)) continue;
      const cached = this.cache.get(`${tenantId}:user:${id}`);
      if (cached === null) continue;
      if (typeof cached === 'string') this.users.set(id, cached);
      else users.push(id);
    }
    if (users.length > 0) {
      const names = await this.userNames(tenantId, users);
      for (const id of users) {
        const name = names.get(id);
        if (name !== undefined) this.users.set(id, name);
        this.cache.set(`${tenantId}:user:${id}`, name ?? null);
      }
    }
    this.wantedUsers.clear();
    return this;
  }

  ref(kind: RefKind, id: string | null | undefined): CodedRef | null {
    return id ? (this.refs.get(kind)?.get(id) ?? null) : null;
  }

  user(id: string | null | undefined): TraceUser | null {
    if (!id) return null;
    const name = this.users.get(id);
    return name === undefined ? null : { id, name };
  }
}

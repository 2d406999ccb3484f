import type { CodedRef, RefKind, TraceUser } from '@takt/contracts';
import type { ReferenceRegistry } from '../../platform/references/reference-registry.js';

/** Names of users by id (unknown ids absent). */
export type UserNames = (tenantId: string, ids: readonly string[]) => Promise<Map<string, string>>;

/**
 * Collects the ids a trace answer names (stations, processes, materials, users …), then looks
 * each kind up once through the reference registry, so an answer costs one query per kind
 * instead of one per row. A record that no longer exists reads as null.
 */
export class TraceNames {
  private readonly wanted = new Map<RefKind, Set<string>>();
  private readonly wantedUsers = new Set<string>();
  private readonly refs = new Map<RefKind, Map<string, CodedRef>>();
  private users = new Map<string, string>();

  constructor(
    private readonly references: ReferenceRegistry,
    private readonly userNames: UserNames,
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
      const missing = [...ids].filter((id) => !known.has(id));
      if (missing.length > 0) {
        const found = await this.references.options(tenantId, { kind, ids: missing, limit: missing.length });
        for (const ref of found) known.set(ref.id, { id: ref.id, code: ref.code, name: ref.name });
      }
      this.refs.set(kind, known);
    }
    this.wanted.clear();
    const users = [...this.wantedUsers].filter((id) => !this.users.has(id));
    if (users.length > 0) this.users = new Map([...this.users, ...(await this.userNames(tenantId, users))]);
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

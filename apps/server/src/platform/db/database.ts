import { AsyncLocalStorage } from 'node:async_hooks';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';

export type DrizzleDb = PgDatabase<PgQueryResultHKT>;
export type Tx = PgTransaction<
  PgQueryResultHKT,
  Record<string, never>,
  ExtractTablesWithRelations<Record<string, never>>
>;
export type DatabaseKind = 'pglite' | 'postgres';

/** The role every application query runs as: not a superuser, not an owner, so RLS applies. */
export const APP_ROLE = 'takt_app';
/** The session setting the row-level-security policies read the tenant from. */
export const TENANT_SETTING = 'takt.tenant_id';

/**
 * Opens a transaction whose first round trip is `begin` (the text names the whole opening,
 * context included), runs work, commits; rolls back when work throws. Without it, drizzle's own
 * transaction is used and the context costs one more statement.
 */
export type OpenTransaction = <T>(begin: string, work: (tx: Tx) => Promise<T>) => Promise<T>;

interface Ambient {
  tx: Tx;
  tenantId: string | null;
  afterCommit: (() => Promise<void>)[];
}

/**
 * The one door to the database. `tenant()` runs work as the application role with the tenant
 * set for row-level security; `system()` runs platform work (sign-in lookup, seeding,
 * cross-tenant administration) as the connecting user. Calls nested inside an open context of
 * the same kind join its transaction, so a service method is one atomic unit.
 */
export class Database {
  private readonly ambient = new AsyncLocalStorage<Ambient>();
  /** Where failures of after-commit work are reported (the server points it at its logger). */
  reportError: (error: unknown) => void = (error) => console.error(error);

  constructor(
    readonly kind: DatabaseKind,
    readonly drizzle: DrizzleDb,
    private readonly syncAfterCommit: () => Promise<void>,
    private readonly closeClient: () => Promise<void>,
    private readonly openTransaction?: OpenTransaction,
  ) {}

  tenant<T>(tenantId: string, work: (tx: Tx) => Promise<T>): Promise<T> {
    if (!/^\d+$/.test(tenantId)) throw new Error(`tenant id must be numeric, got ${JSON.stringify(tenantId)}`);
    return this.run(tenantId, work);
  }

  system<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return this.run(null, work);
  }

  /**
   * Runs `work` once the transaction this call runs inside has committed (at once when there is
   * none); never when it rolls back. For announcements such as hub events, which must not tell
   * of rows that readers cannot see yet.
   */
  afterCommit(work: () => Promise<void>): void {
    const open = this.ambient.getStore();
    if (open) open.afterCommit.push(work);
    else this.runAfterCommit([work]);
  }

  /** The tenant of the transaction this call runs inside, if any. */
  currentTenant(): string | null | undefined {
    return this.ambient.getStore()?.tenantId;
  }

  private async run<T>(tenantId: string | null, work: (tx: Tx) => Promise<T>): Promise<T> {
    const open = this.ambient.getStore();
    if (open) {
      if (open.tenantId !== tenantId) {
        throw new Error(`database context ${tenantId ?? 'system'} opened inside ${open.tenantId ?? 'system'}`);
      }
      return work(open.tx);
    }
    const committed: (() => Promise<void>)[] = [];
    const inContext = (tx: Tx) => this.ambient.run({ tx, tenantId, afterCommit: committed }, () => work(tx));
    let result: T;
    if (this.openTransaction) {
      // The tenant id is digits (checked by `tenant`), so it can stand in the text: the context
      // then travels with `begin` in one round trip.
      const begin =
        tenantId === null
          ? 'begin'
          : `begin; select set_config('role', '${APP_ROLE}', true), set_config('${TENANT_SETTING}', '${tenantId}', true)`;
      result = await this.openTransaction(begin, inContext);
    } else {
      result = await this.drizzle.transaction(async (tx) => {
        if (tenantId !== null) {
          await tx.execute(
            sql`select set_config('role', ${APP_ROLE}, true), set_config(${TENANT_SETTING}, ${tenantId}, true)`,
          );
        }
        return inContext(tx as unknown as Tx);
      });
    }
    await this.syncAfterCommit();
    this.runAfterCommit(committed);
    return result;
  }

  private runAfterCommit(list: (() => Promise<void>)[]): void {
    for (const work of list) {
      // Outside any transaction context: the work may open transactions of its own.
      this.ambient.exit(() => {
        work().catch((error: unknown) => this.reportError(error));
      });
    }
  }

  close(): Promise<void> {
    return this.closeClient();
  }
}

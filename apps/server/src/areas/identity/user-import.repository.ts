import { and, eq, inArray, lt } from 'drizzle-orm';
import { lookupInChunks } from '../../platform/db/chunked-lookup.js';
import type { Database } from '../../platform/db/database.js';
import { accountDirectory, users } from './identity.table.js';
import { userImportJobs } from './user-import.table.js';

export type UserImportJobRow = typeof userImportJobs.$inferSelect;
export type NewImportedUser = Pick<
  typeof users.$inferInsert,
  'account' | 'name' | 'nickname' | 'birthday' | 'gender' | 'phone' | 'email' | 'jobNumber' | 'orgId'
>;

const RUNNING = ['validating', 'importing'];

/** Accounts one directory lookup names (an import's whole sheet in few statements). */
const ACCOUNTS_PER_LOOKUP = 5000;

/** Import jobs, and the bulk writes of an import (users and their accounts in the directory). */
export class UserImportRepository {
  constructor(private readonly db: Database) {}

  createJob(
    tenantId: string,
    values: { createdBy: string; mode: string; language: string; fileName: string },
  ): Promise<UserImportJobRow> {
    return this.db.tenant(tenantId, async (tx) => {
      const [row] = await tx
        .insert(userImportJobs)
        .values({ tenantId, state: 'validating', ...values })
        .returning();
      return row!;
    });
  }

  findJob(tenantId: string, id: string): Promise<UserImportJobRow | undefined> {
    return this.db.tenant(tenantId, async (tx) => {
      const [row] = await tx
        .select()
        .from(userImportJobs)
        .where(and(eq(userImportJobs.tenantId, tenantId), eq(userImportJobs.id, id)));
      return row;
    });
  }

  updateJob(
    tenantId: string,
    id: string,
    values: Partial<Omit<UserImportJobRow, 'tenantId' | 'id' | 'createdAt'>>,
  ): Promise<void> {
    return this.db.tenant(tenantId, async (tx) => {
      await tx
        .update(userImportJobs)
        .set({ ...values, heartbeatAt: new Date(), updatedAt: new Date() })
        .where(and(eq(userImportJobs.tenantId, tenantId), eq(userImportJobs.id, id)));
    });
  }

  /**
   * Marks running jobs as failed, in every enterprise: all of them (`before` absent: this
   * process owns the only database, PGlite) or those whose heartbeat is older than `before`.
   */
  failAbandoned(messageKey: string, before?: Date): Promise<number> {
    return this.db.system(async (tx) => {
      const stale = before ? lt(userImportJobs.heartbeatAt, before) : undefined;
      const rows = await tx
        .update(userImportJobs)
        .set({ state: 'failed', messageKey, finishedAt: new Date(), updatedAt: new Date() })
        .where(and(inArray(userImportJobs.state, RUNNING), stale))
        .returning({ id: userImportJobs.id });
      return rows.length;
    });
  }

  /** Which of these accounts any enterprise already uses (the directory spans the platform). */
  takenAccounts(accounts: readonly string[]): Promise<Set<string>> {
    if (accounts.length === 0) return Promise.resolve(new Set());
    return this.db.system(async (tx) => {
      const rows = await lookupInChunks(
        accounts,
        (chunk) =>
          tx
            .select({ account: accountDirectory.account })
            .from(accountDirectory)
            .where(inArray(accountDirectory.account, chunk)),
        ACCOUNTS_PER_LOOKUP,
      );
      return new Set(rows.map((row) => row.account));
    });
  }

  /**
   * Inserts one batch of users with their accounts in the directory; returns their ids by
   * account. Throws {@link AccountTakenError} when another enterprise claimed an account meanwhile.
   */
  insertUsers(
    tenantId: string,
    rows: readonly NewImportedUser[],
    common: { passwordHash: string; adminType: number },
  ): Promise<Map<string, string>> {
    return this.db.tenant(tenantId, async (tx) => {
      const inserted = await tx
        .insert(users)
        .values(rows.map((row) => ({ tenantId, ...row, ...common })))
        .returning({ id: users.id, account: users.account });
      const claimed = await tx
        .insert(accountDirectory)
        .values(inserted.map((row) => ({ account: row.account, tenantId, userId: row.id })))
        .onConflictDoNothing({ target: accountDirectory.account })
        .returning({ account: accountDirectory.account });
      if (claimed.length !== inserted.length) {
        const got = new Set(claimed.map((row) => row.account));
        throw new AccountTakenError(inserted.find((row) => !got.has(row.account))!.account);
      }
      return new Map(inserted.map((row) => [row.account, row.id]));
    });
  }
}

export class AccountTakenError extends Error {
  constructor(readonly account: string) {
    super(`account ${account} was taken meanwhile`);
  }
}

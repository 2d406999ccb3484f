import { and, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { verificationCodes } from './verification-code.table.js';

export type VerificationCodeRow = typeof verificationCodes.$inferSelect;

/**
 * Verification codes: platform rows (no tenant exists when a code is asked for), so every
 * method runs in the platform context.
 */
export class VerificationCodeRepository {
  constructor(private readonly db: Database) {}

  /**
   * Serialises code requests for one target until the transaction ends, in every server
   * process: two requests at once cannot both pass the resend check.
   */
  lockTarget(target: string): Promise<void> {
    return this.db.system(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`code:${target}`}, 0))`);
    });
  }

  /** Codes sent to the target since `since`, newest first. */
  sentSince(target: string, since: Date): Promise<Pick<VerificationCodeRow, 'id' | 'createdAt'>[]> {
    return this.db.system((tx) =>
      tx
        .select({ id: verificationCodes.id, createdAt: verificationCodes.createdAt })
        .from(verificationCodes)
        .where(and(eq(verificationCodes.target, target), gt(verificationCodes.createdAt, since)))
        .orderBy(desc(verificationCodes.createdAt), desc(verificationCodes.id)),
    );
  }

  /** Forgets the target's codes older than `before` (nothing counts them any more). */
  deleteOlderThan(target: string, before: Date): Promise<void> {
    return this.db.system(async (tx) => {
      await tx
        .delete(verificationCodes)
        .where(and(eq(verificationCodes.target, target), lt(verificationCodes.createdAt, before)));
    });
  }

  insert(values: {
    target: string;
    purpose: string;
    codeHash: string;
    createdAt: Date;
    expiresAt: Date;
  }): Promise<string> {
    return this.db.system(async (tx) => {
      const [row] = await tx.insert(verificationCodes).values(values).returning({ id: verificationCodes.id });
      return row!.id;
    });
  }

  delete(id: string): Promise<void> {
    return this.db.system(async (tx) => {
      await tx.delete(verificationCodes).where(eq(verificationCodes.id, id));
    });
  }

  /** The latest code sent to the target for this purpose, locked until the transaction ends. */
  latestForUpdate(target: string, purpose: string): Promise<VerificationCodeRow | undefined> {
    return this.db.system(async (tx) => {
      const [row] = await tx
        .select()
        .from(verificationCodes)
        .where(and(eq(verificationCodes.target, target), eq(verificationCodes.purpose, purpose)))
        .orderBy(desc(verificationCodes.createdAt), desc(verificationCodes.id))
        .limit(1)
        .for('update');
      return row;
    });
  }

  /** Counts one wrong entry; returns the new count. */
  countWrongTry(id: string): Promise<number> {
    return this.db.system(async (tx) => {
      const [row] = await tx
        .update(verificationCodes)
        .set({ wrongTries: sql`${verificationCodes.wrongTries} + 1` })
        .where(eq(verificationCodes.id, id))
        .returning({ wrongTries: verificationCodes.wrongTries });
      return row?.wrongTries ?? 0;
    });
  }

  consume(id: string, at: Date): Promise<void> {
    return this.db.system(async (tx) => {
      await tx.update(verificationCodes).set({ consumedAt: at }).where(eq(verificationCodes.id, id));
    });
  }
}

import { lt } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import type { InternalJob } from '../../platform/scheduler/internal-job.js';
import { verificationCodes } from './verification-code.table.js';

/**
 * Codes are valid for minutes, but the daily request limit counts a target's codes of the last
 * day, so a code is kept one day and then forgotten. Issuing a code already forgets that target's
 * older ones; this job forgets those of targets that never came back.
 */
export const VERIFICATION_CODE_KEEP_MS = 24 * 3600 * 1000;

/** Deletes the verification codes created before `before`; answers how many. */
export function purgeVerificationCodes(db: Database, before: Date): Promise<number> {
  return db.system(async (tx) => {
    const gone = await tx
      .delete(verificationCodes)
      .where(lt(verificationCodes.createdAt, before))
      .returning({ id: verificationCodes.id });
    return gone.length;
  });
}

/** Hourly: verification codes older than a day. */
export function verificationCodePurgeJob(db: Database): InternalJob {
  return {
    name: 'registration.purge-verification-codes',
    schedule: { kind: 'interval', seconds: 3600 },
    run: async ({ due }) => {
      const purged = await purgeVerificationCodes(db, new Date(due.getTime() - VERIFICATION_CODE_KEEP_MS));
      return `Deleted ${purged} verification codes`;
    },
  };
}

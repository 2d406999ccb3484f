import { index, pgTable, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { createdAt, idColumn } from '../../platform/db/columns.js';

/**
 * Verification codes sent for registration, sign-in by SMS and password reset. A platform
 * table: codes are asked for before any tenant is known. Only a keyed digest of each code is
 * kept.
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: idColumn().primaryKey(),
    /** E-mail address (lower case) or mobile number. */
    target: varchar('target', { length: 128 }).notNull(),
    purpose: varchar('purpose', { length: 16 }).notNull(),
    codeHash: text('code_hash').notNull(),
    wrongTries: smallint('wrong_tries').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('verification_codes_target').on(t.target, t.createdAt)],
);

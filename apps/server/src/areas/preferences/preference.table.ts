import type { Preferences } from '@takt/contracts';
import { jsonb, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { bigintString, tenantIdColumn, updatedAt } from '../../platform/db/columns.js';

/**
 * One row per user who saved preferences (spec 000 §3 "User preferences"). The values are the
 * saved ones only; reads lay them over the defaults, so a new preference needs no migration.
 */
export const userPreferences = pgTable(
  'user_preferences',
  {
    tenantId: tenantIdColumn(),
    userId: bigintString('user_id').notNull(),
    values: jsonb('values').$type<Partial<Preferences>>().notNull().default({}),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.userId] })],
);

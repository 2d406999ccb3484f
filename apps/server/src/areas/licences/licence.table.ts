import { boolean, index, integer, pgTable, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { bigintString, idColumn } from '../../platform/db/columns.js';

/**
 * Subscription activation records of this installation (platform table: the super
 * administrator's records about enterprises, not an enterprise's own data). A row is either an
 * application made here (applied, then signed here or elsewhere, then activated) or a licence
 * this installation signed for an application made on another installation.
 */
export const licences = pgTable(
  'licences',
  {
    id: idColumn().primaryKey(),
    orderNo: varchar('order_no', { length: 50 }).notNull(),
    /** The enterprise on this installation (null for licences signed for another installation). */
    enterpriseId: bigintString('enterprise_id'),
    enterpriseCode: varchar('enterprise_code', { length: 50 }).notNull(),
    operatorJobNumber: varchar('operator_job_number', { length: 50 }),
    subscriptionType: smallint('subscription_type').notNull(),
    quantity: integer('quantity').notNull(),
    days: integer('days'),
    deadline: varchar('deadline', { length: 10 }),
    state: smallint('state').notNull(),
    applicationCode: varchar('application_code', { length: 32 }).notNull(),
    appliedHere: boolean('applied_here').notNull().default(true),
    appliedAt: timestamp('applied_at', { withTimezone: true, mode: 'date' }),
    authorisedAt: timestamp('authorised_at', { withTimezone: true, mode: 'date' }),
    activatedAt: timestamp('activated_at', { withTimezone: true, mode: 'date' }),
    licence: text('licence'),
  },
  (t) => [
    uniqueIndex('licences_application_code').on(t.applicationCode),
    index('licences_enterprise').on(t.enterpriseCode),
  ],
);

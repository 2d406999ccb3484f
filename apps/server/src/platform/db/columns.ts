import { sql } from 'drizzle-orm';
import { customType, pgSequence, timestamp } from 'drizzle-orm/pg-core';

/** One sequence feeds every id, so an id names one row across the whole database. */
export const idSequence = pgSequence('takt_id_seq', { startWith: 1000 });

/** A bigint that travels as a decimal string (DESIGN §3: ids are strings in JSON). */
export const bigintString = customType<{ data: string; driverData: string | number | bigint }>({
  dataType: () => 'bigint',
  fromDriver: (value) => String(value),
  toDriver: (value) => value,
});

/** Primary-key id drawn from the shared sequence. */
export const idColumn = (name = 'id') => bigintString(name).notNull().default(sql`nextval('takt_id_seq')`);

/** tenant_id: part of the primary key of every tenant-owned table. */
export const tenantIdColumn = () => bigintString('tenant_id').notNull();

export const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

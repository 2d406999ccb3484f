import { sql } from 'drizzle-orm';
import { customType, type PgColumn, pgSequence, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

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

/** A timestamptz column read as a Date. */
export const timestampTz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const createdAt = () => timestampTz('created_at').notNull().defaultNow();
export const updatedAt = () => timestampTz('updated_at').notNull().defaultNow();

/** An alarm record's period: `started_at`, and `ended_at`, null while the alarm is open. */
export const alarmPeriod = () => ({ startedAt: timestampTz('started_at').notNull(), endedAt: timestampTz('ended_at') });

/** At most one open alarm (`ended_at is null`) per value of `columns`. */
export const oneOpenAlarm = (name: string, ...columns: [PgColumn, ...PgColumn[]]) =>
  uniqueIndex(name)
    .on(...columns)
    .where(sql`ended_at is null`);

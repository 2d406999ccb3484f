import { doublePrecision, index, integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
import { bigintString, tenantIdColumn, timestampTz } from '../db/columns.js';

/**
 * Every reading the device bus stored: one row per source, metric and time. A source is the row
 * a reading belongs to (an ESD collector, a temperature/humidity sensor, an IoT device, a gateway
 * channel); its area knows which. Partitioned by month on `at` (migration 0017, like
 * `scan_events`); append-only, so no primary key to keep up.
 */
export const deviceReadings = pgTable(
  'device_readings',
  {
    tenantId: tenantIdColumn(),
    sourceId: bigintString('source_id').notNull(),
    metric: varchar('metric', { length: 40 }).notNull(),
    value: doublePrecision('value').notNull(),
    at: timestampTz('at').notNull(),
  },
  (t) => [index('device_readings_tenant_source').on(t.tenantId, t.sourceId, t.metric, t.at)],
);

const aggregateColumns = () => ({
  tenantId: tenantIdColumn(),
  sourceId: bigintString('source_id').notNull(),
  metric: varchar('metric', { length: 40 }).notNull(),
  bucket: timestampTz('bucket').notNull(),
  count: integer('count').notNull(),
  sum: doublePrecision('sum').notNull(),
  min: doublePrecision('min').notNull(),
  max: doublePrecision('max').notNull(),
});

/** Readings per minute (count, sum, min, max), kept up in the same transaction as the raw rows. */
export const deviceReadingMinutes = pgTable('device_reading_minutes', aggregateColumns(), (t) => [
  primaryKey({ columns: [t.tenantId, t.sourceId, t.metric, t.bucket] }),
]);

/** Readings per hour: what 30-day trends read. */
export const deviceReadingHours = pgTable('device_reading_hours', aggregateColumns(), (t) => [
  primaryKey({ columns: [t.tenantId, t.sourceId, t.metric, t.bucket] }),
]);

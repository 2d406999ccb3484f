import { type ReadingPoint, type ReadingResolution, resolutionFor } from '@takt/contracts';
import { sql } from 'drizzle-orm';
import type { Database, Tx } from '../db/database.js';
import { ensureMonthlyPartitions, type MonthlyTable, partitionMonths } from '../db/monthly-partitions.js';
import { rowsOf } from '../db/table-rows.js';

/** One reading to store: a source's metric at a time. */
export interface Reading {
  sourceId: string;
  metric: string;
  value: number;
  at: Date;
}

/** Metric names: what the areas and drivers name readings (`resistance`, `temperature`, `ch1.count`). */
export const METRIC_PATTERN = /^[A-Za-z0-9_.-]{1,40}$/;

export const DEVICE_READINGS_TABLE: MonthlyTable = { table: 'device_readings', timeColumn: 'at', lock: 7_301_946_513 };

const MINUTE = 60_000;
const HOUR = 3_600_000;

interface Bucket {
  sourceId: string;
  metric: string;
  bucket: number;
  count: number;
  sum: number;
  min: number;
  max: number;
}

function aggregate(readings: readonly Reading[], width: number): Bucket[] {
  const buckets = new Map<string, Bucket>();
  for (const reading of readings) {
    const bucket = Math.floor(reading.at.getTime() / width) * width;
    const key = `${reading.sourceId}\u0000${reading.metric}\u0000${bucket}`;
    const found = buckets.get(key);
    if (found) {
      found.count++;
      found.sum += reading.value;
      if (reading.value < found.min) found.min = reading.value;
      if (reading.value > found.max) found.max = reading.value;
    } else {
      buckets.set(key, {
        sourceId: reading.sourceId,
        metric: reading.metric,
        bucket,
        count: 1,
        sum: reading.value,
        min: reading.value,
        max: reading.value,
      });
    }
  }
  return [...buckets.values()];
}

/** A PostgreSQL array literal of values that need no escaping (digits, ISO times, checked metric names). */
function arrayLiteral(values: readonly (string | number)[]): string {
  return `{${values.map((value) => `"${value}"`).join(',')}}`;
}

async function upsertBuckets(
  tx: Tx,
  table: 'device_reading_minutes' | 'device_reading_hours',
  tenantId: string,
  buckets: Bucket[],
) {
  if (buckets.length === 0) return;
  // Rows sorted by key: concurrent batches then lock the same rows in the same order.
  buckets.sort((a, b) =>
    a.sourceId === b.sourceId
      ? a.metric === b.metric
        ? a.bucket - b.bucket
        : a.metric < b.metric
          ? -1
          : 1
      : a.sourceId < b.sourceId
        ? -1
        : 1,
  );
  await tx.execute(
    sql.raw(`insert into ${table} as t (tenant_id, source_id, metric, bucket, count, sum, min, max)
      select ${tenantId}, * from unnest(
        '${arrayLiteral(buckets.map((b) => b.sourceId))}'::bigint[],
        '${arrayLiteral(buckets.map((b) => b.metric))}'::varchar[],
        '${arrayLiteral(buckets.map((b) => new Date(b.bucket).toISOString()))}'::timestamptz[],
        '${arrayLiteral(buckets.map((b) => b.count))}'::int[],
        '${arrayLiteral(buckets.map((b) => b.sum))}'::float8[],
        '${arrayLiteral(buckets.map((b) => b.min))}'::float8[],
        '${arrayLiteral(buckets.map((b) => b.max))}'::float8[])
      on conflict (tenant_id, source_id, metric, bucket) do update set
        count = t.count + excluded.count, sum = t.sum + excluded.sum,
        min = least(t.min, excluded.min), max = greatest(t.max, excluded.max)`),
  );
}

/**
 * Where device readings live (DESIGN §5): raw rows in monthly partitions of `device_readings`,
 * and per-minute and per-hour aggregates kept up in the same transaction, so a 30-day trend reads
 * ~720 hourly rows per series instead of millions of raw ones.
 */
export class ReadingStore {
  constructor(private readonly db: Database) {}

  /** Stores readings of one enterprise inside the caller's transaction (the ingest's batch). */
  async append(tx: Tx, tenantId: string, readings: readonly Reading[]): Promise<void> {
    if (readings.length === 0) return;
    if (!/^\d+$/.test(tenantId)) throw new Error(`tenant id must be numeric, got ${tenantId}`);
    for (const reading of readings) {
      if (!/^\d+$/.test(reading.sourceId)) throw new Error(`source id must be numeric, got ${reading.sourceId}`);
      if (!METRIC_PATTERN.test(reading.metric)) throw new Error(`bad metric name ${reading.metric}`);
      if (!Number.isFinite(reading.value)) throw new Error(`reading ${reading.metric} is not a finite number`);
    }
    await tx.execute(
      sql.raw(`insert into device_readings (tenant_id, source_id, metric, value, at)
        select ${tenantId}, * from unnest(
          '${arrayLiteral(readings.map((r) => r.sourceId))}'::bigint[],
          '${arrayLiteral(readings.map((r) => r.metric))}'::varchar[],
          '${arrayLiteral(readings.map((r) => r.value))}'::float8[],
          '${arrayLiteral(readings.map((r) => r.at.toISOString()))}'::timestamptz[])`),
    );
    await upsertBuckets(tx, 'device_reading_minutes', tenantId, aggregate(readings, MINUTE));
    await upsertBuckets(tx, 'device_reading_hours', tenantId, aggregate(readings, HOUR));
  }

  /**
   * A series of one source's metric between two times, at the resolution the span calls for
   * (raw up to 6 hours, minutes up to 3 days, hours beyond) unless one is asked for.
   */
  async series(
    tenantId: string,
    query: { sourceId: string; metric: string; from: Date; to: Date; resolution?: ReadingResolution },
  ): Promise<ReadingPoint[]> {
    const resolution = query.resolution ?? resolutionFor(query.to.getTime() - query.from.getTime());
    return this.db.tenant(tenantId, async (tx) => {
      const result =
        resolution === 'raw'
          ? await tx.execute(sql`select at, value as min, value as max, value as mean, 1 as count
              from device_readings where tenant_id = ${tenantId} and source_id = ${query.sourceId}
              and metric = ${query.metric} and at >= ${query.from.toISOString()}::timestamptz
              and at < ${query.to.toISOString()}::timestamptz order by at limit 20000`)
          : await tx.execute(sql`select bucket as at, min, max, sum / count as mean, count
              from ${sql.raw(resolution === 'minute' ? 'device_reading_minutes' : 'device_reading_hours')}
              where tenant_id = ${tenantId} and source_id = ${query.sourceId} and metric = ${query.metric}
              and bucket >= ${query.from.toISOString()}::timestamptz and bucket < ${query.to.toISOString()}::timestamptz
              order by bucket limit 20000`);
      return rowsOf<{ at: Date | string; min: number; max: number; mean: number; count: number }>(result).map(
        (row) => ({
          at: new Date(row.at).toISOString(),
          min: Number(row.min),
          max: Number(row.max),
          mean: Number(row.mean),
          count: Number(row.count),
        }),
      );
    });
  }

  /** Keeps monthly partitions from last month through three ahead (start-up and a daily job). */
  keepPartitions(now = new Date()): Promise<string[]> {
    return ensureMonthlyPartitions(this.db, DEVICE_READINGS_TABLE, partitionMonths(now, 1, 3, 'device_readings'));
  }

  /** Drops minute aggregates older than `days` (hours stay; trends read those). */
  async purgeMinutes(before: Date): Promise<number> {
    return this.db.system(async (tx) => {
      const result = await tx.execute(
        sql`delete from device_reading_minutes where bucket < ${before.toISOString()}::timestamptz`,
      );
      return (
        (result as { rowCount?: number; affectedRows?: number }).rowCount ??
        (result as { affectedRows?: number }).affectedRows ??
        0
      );
    });
  }
}

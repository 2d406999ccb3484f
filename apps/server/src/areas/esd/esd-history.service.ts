import {
  type CodedRef,
  DEVICE_TREND_DAYS,
  ESD_METRICS,
  type EsdMetric,
  type EsdReading,
  type EsdSeries,
  type PageResult,
} from '@takt/contracts';
import { and, desc, eq, gte, inArray, lt } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { selectPage } from '../../platform/db/paged-select.js';
import type { PageRequest } from '../../platform/db/paging.js';
import { deviceReadings } from '../../platform/devices/device-readings.table.js';
import type { ReadingStore } from '../../platform/devices/reading-store.js';
import { notFound } from '../../platform/errors.js';
import { esdCollectors } from './esd.table.js';

/** At most this many readings go into one export (31 days of one collector sampled every few seconds). */
const EXPORT_MAX_ROWS = 100_000;

export interface ReadingFilters {
  collectorId: string;
  metric?: EsdMetric;
  from: Date;
  to: Date;
}

/**
 * A collector's history (spec 001 §9): its series over the spec's ranges and the 30-day trend
 * (the device bus's reading store picks raw rows or aggregates by span), and its stored readings.
 */
export class EsdHistoryService {
  constructor(
    private readonly db: Database,
    private readonly readings: Pick<ReadingStore, 'series'>,
  ) {}

  /** The last `minutes` of a collector's metric. */
  series(tenantId: string, collectorId: string, metric: EsdMetric, minutes: number): Promise<EsdSeries> {
    const to = new Date();
    return this.seriesBetween(tenantId, collectorId, metric, new Date(to.getTime() - minutes * 60_000), to);
  }

  /** The last DEVICE_TREND_DAYS days, hour by hour (minimum, mean, maximum). */
  trend(tenantId: string, collectorId: string, metric: EsdMetric): Promise<EsdSeries> {
    const to = new Date();
    const from = new Date(to.getTime() - DEVICE_TREND_DAYS * 86_400_000);
    return this.seriesBetween(tenantId, collectorId, metric, from, to, 'hour');
  }

  page(
    tenantId: string,
    request: PageRequest<'at' | 'value'>,
    filters: ReadingFilters,
  ): Promise<PageResult<EsdReading>> {
    return this.db.tenant(tenantId, async (tx) => {
      await this.collector(tenantId, filters.collectorId);
      const { rows, totalRows } = await selectPage(
        tx,
        tx
          .select({ at: deviceReadings.at, metric: deviceReadings.metric, value: deviceReadings.value })
          .from(deviceReadings)
          .$dynamic(),
        request,
        {
          table: deviceReadings,
          where: this.where(tenantId, filters),
          sortable: { at: deviceReadings.at, value: deviceReadings.value },
          defaultOrder: desc(deviceReadings.at),
          tieBreaker: deviceReadings.metric,
        },
      );
      return { rows: rows.map(toReading), totalRows, pageNo: request.pageNo, pageSize: request.pageSize };
    });
  }

  /** The readings of the filters, newest first, with the collector (for the export's title). */
  list(tenantId: string, filters: ReadingFilters): Promise<{ collector: CodedRef; rows: EsdReading[] }> {
    return this.db.tenant(tenantId, async (tx) => {
      const collector = await this.collector(tenantId, filters.collectorId);
      const rows = await tx
        .select({ at: deviceReadings.at, metric: deviceReadings.metric, value: deviceReadings.value })
        .from(deviceReadings)
        .where(this.where(tenantId, filters))
        .orderBy(desc(deviceReadings.at), deviceReadings.metric)
        .limit(EXPORT_MAX_ROWS);
      return { collector, rows: rows.map(toReading) };
    });
  }

  private where(tenantId: string, filters: ReadingFilters) {
    return and(
      eq(deviceReadings.tenantId, tenantId),
      eq(deviceReadings.sourceId, filters.collectorId),
      filters.metric ? eq(deviceReadings.metric, filters.metric) : inArray(deviceReadings.metric, [...ESD_METRICS]),
      gte(deviceReadings.at, filters.from),
      lt(deviceReadings.at, filters.to),
    );
  }

  private seriesBetween(
    tenantId: string,
    collectorId: string,
    metric: EsdMetric,
    from: Date,
    to: Date,
    resolution?: 'hour',
  ): Promise<EsdSeries> {
    return this.db.tenant(tenantId, async () => {
      const collector = await this.collector(tenantId, collectorId);
      const points = await this.readings.series(tenantId, { sourceId: collectorId, metric, from, to, resolution });
      return { collector, metric, from: from.toISOString(), to: to.toISOString(), points };
    });
  }

  /** The collector of the enterprise (another enterprise's id reads as not found). */
  private collector(tenantId: string, id: string): Promise<CodedRef> {
    return this.db.tenant(tenantId, async (tx) => {
      const [row] = await tx
        .select({ id: esdCollectors.id, code: esdCollectors.code, name: esdCollectors.name })
        .from(esdCollectors)
        .where(and(eq(esdCollectors.tenantId, tenantId), eq(esdCollectors.id, id)));
      if (!row) throw notFound();
      return row;
    });
  }
}

function toReading(row: { at: Date; metric: string; value: number }): EsdReading {
  return { at: row.at.toISOString(), metric: row.metric as EsdMetric, value: row.value };
}

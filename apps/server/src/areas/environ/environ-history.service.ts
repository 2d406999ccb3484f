import {
  DEVICE_TREND_DAYS,
  ENVIRON_METRICS,
  type EnvironCurrent,
  type EnvironReading,
  type EnvironSeries,
  type PageResult,
  type ReadingResolution,
  resolutionFor,
} from '@takt/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { rowsOf } from '../../platform/db/table-rows.js';
import type { ReadingStore } from '../../platform/devices/reading-store.js';
import { notFound } from '../../platform/errors.js';
import type { ReferenceRegistry } from '../../platform/references/reference-registry.js';
import { environDevices } from './environ.table.js';
import { environDeviceDtos } from './environ-device.resource.js';
import type { EnvironLimitsService } from './environ-limits.service.js';

/** History of temperature and humidity: current values, series for the §9 ranges, 30-day trends, the readings table. */
export class EnvironHistoryService {
  constructor(
    private readonly db: Database,
    private readonly references: ReferenceRegistry,
    private readonly readings: ReadingStore,
    private readonly limits: EnvironLimitsService,
  ) {}

  /** Every device's card: last sample, online state, open alarms and the limits it is held to. */
  current(tenantId: string): Promise<EnvironCurrent[]> {
    return this.db.tenant(tenantId, async (tx) => {
      const rows = await tx
        .select()
        .from(environDevices)
        .where(eq(environDevices.tenantId, tenantId))
        .orderBy(asc(environDevices.code));
      const limits = await this.limits.effective(
        tx,
        tenantId,
        rows.map((row) => row.id),
      );
      const dtos = await environDeviceDtos(this.db, this.references, tenantId, rows);
      return dtos.map(({ token: _, ...device }) => ({ ...device, limits: limits.get(device.id)! }));
    });
  }

  async series(tenantId: string, deviceId: string, from: Date, to: Date, resolution?: ReadingResolution) {
    await this.deviceMustExist(tenantId, deviceId);
    const chosen = resolution ?? resolutionFor(to.getTime() - from.getTime());
    const [temperature, humidity] = await Promise.all(
      ENVIRON_METRICS.map((metric) =>
        this.readings.series(tenantId, { sourceId: deviceId, metric, from, to, resolution: chosen }),
      ),
    );
    return { resolution: chosen, temperature: temperature!, humidity: humidity! } satisfies EnvironSeries;
  }

  /** The last 30 days, hourly (minimum, mean and maximum of each hour). */
  trend(tenantId: string, deviceId: string, now = new Date()): Promise<EnvironSeries> {
    const from = new Date(now.getTime() - DEVICE_TREND_DAYS * 86_400_000);
    return this.series(tenantId, deviceId, from, now, 'hour');
  }

  /** A device's samples between two times, newest first unless asked otherwise. */
  async readingsPage(
    tenantId: string,
    query: {
      deviceId: string;
      from?: string;
      to?: string;
      pageNo: number;
      pageSize: number;
      sortOrder?: 'ascend' | 'descend';
    },
  ): Promise<PageResult<EnvironReading>> {
    await this.deviceMustExist(tenantId, query.deviceId);
    return this.db.tenant(tenantId, async (tx) => {
      const where = sql`tenant_id = ${tenantId} and source_id = ${query.deviceId}
        and metric in ('temperature', 'humidity')
        and at >= ${query.from}::timestamptz and at < ${query.to}::timestamptz`;
      const order = query.sortOrder === 'ascend' ? sql`asc` : sql`desc`;
      const rows = rowsOf<{ at: Date | string; temperature: number | null; humidity: number | null }>(
        await tx.execute(sql`select at,
            max(value) filter (where metric = 'temperature') as temperature,
            max(value) filter (where metric = 'humidity') as humidity
          from device_readings where ${where}
          group by at order by at ${order}
          limit ${query.pageSize} offset ${(query.pageNo - 1) * query.pageSize}`),
      );
      const [total] = rowsOf<{ n: number | string }>(
        await tx.execute(sql`select count(distinct at) as n from device_readings where ${where}`),
      );
      return {
        rows: rows.map((row) => ({
          at: new Date(row.at).toISOString(),
          temperature: row.temperature === null ? null : Number(row.temperature),
          humidity: row.humidity === null ? null : Number(row.humidity),
        })),
        totalRows: Number(total?.n ?? 0),
        pageNo: query.pageNo,
        pageSize: query.pageSize,
      };
    });
  }

  private async deviceMustExist(tenantId: string, deviceId: string): Promise<void> {
    const found = await this.db.tenant(tenantId, (tx) =>
      tx
        .select({ id: environDevices.id })
        .from(environDevices)
        .where(and(eq(environDevices.tenantId, tenantId), eq(environDevices.id, deviceId)))
        .limit(1),
    );
    if (found.length === 0) throw notFound('environ.deviceNotFound', { id: deviceId });
  }
}

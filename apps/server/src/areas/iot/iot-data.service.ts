import { IOT_DATA_EXPORT_MAX, type IotLatest, type IotReading, type IotSeries, resolutionFor } from '@takt/contracts';
import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { deviceReadings } from '../../platform/devices/device-readings.table.js';
import type { ReadingStore } from '../../platform/devices/reading-store.js';
import { notFound } from '../../platform/errors.js';
import { iotDevices, iotDrivers, iotLatestValues, type StoredMappingRow } from './iot.table.js';

interface Span {
  deviceId: string;
  metric?: string;
  from: string;
  to: string;
}

/** A device's data: its driver's metrics with the latest values, series for charts, the readings list and export. */
export class IotDataService {
  constructor(
    private readonly db: Database,
    private readonly readings: ReadingStore,
  ) {}

  /** The device and its driver's mapping (404 when the device is not the enterprise's). */
  async device(tenantId: string, deviceId: string) {
    const [row] = await this.db.tenant(tenantId, (tx) =>
      tx
        .select({
          id: iotDevices.id,
          online: iotDevices.online,
          lastSeenAt: iotDevices.lastSeenAt,
          missingCount: iotDevices.missingCount,
          mapping: iotDrivers.mapping,
        })
        .from(iotDevices)
        .innerJoin(
          iotDrivers,
          and(eq(iotDrivers.tenantId, iotDevices.tenantId), eq(iotDrivers.id, iotDevices.driverId)),
        )
        .where(and(eq(iotDevices.tenantId, tenantId), eq(iotDevices.id, deviceId))),
    );
    if (!row) throw notFound();
    return row;
  }

  async latest(tenantId: string, deviceId: string): Promise<IotLatest> {
    const device = await this.device(tenantId, deviceId);
    const latest = await this.db.tenant(tenantId, (tx) =>
      tx
        .select({ metric: iotLatestValues.metric, value: iotLatestValues.value, at: iotLatestValues.at })
        .from(iotLatestValues)
        .where(and(eq(iotLatestValues.tenantId, tenantId), eq(iotLatestValues.deviceId, deviceId))),
    );
    const byMetric = new Map(latest.map((row) => [row.metric, row]));
    return {
      deviceId,
      online: device.online,
      lastSeenAt: device.lastSeenAt?.toISOString() ?? null,
      missingCount: device.missingCount,
      values: device.mapping.map((row: StoredMappingRow) => {
        const found = byMetric.get(row.metric);
        return {
          metric: row.metric,
          label: row.label,
          unit: row.unit,
          decimals: row.decimals,
          value: found?.value ?? null,
          at: found?.at.toISOString() ?? null,
        };
      }),
    };
  }

  async series(tenantId: string, query: Required<Span>): Promise<IotSeries> {
    await this.device(tenantId, query.deviceId);
    const from = new Date(query.from);
    const to = new Date(query.to);
    const resolution = resolutionFor(to.getTime() - from.getTime());
    const points = await this.readings.series(tenantId, {
      sourceId: query.deviceId,
      metric: query.metric,
      from,
      to,
      resolution,
    });
    return { resolution, points };
  }

  private where(tenantId: string, query: Span): SQL | undefined {
    return and(
      eq(deviceReadings.tenantId, tenantId),
      eq(deviceReadings.sourceId, query.deviceId),
      query.metric ? eq(deviceReadings.metric, query.metric) : undefined,
      gte(deviceReadings.at, new Date(query.from)),
      lt(deviceReadings.at, new Date(query.to)),
    );
  }

  /** Raw readings, newest first (or oldest first when sorted ascending by time). */
  async page(
    tenantId: string,
    query: Span & { pageNo: number; pageSize: number; sortOrder?: 'ascend' | 'descend' },
  ): Promise<{ rows: IotReading[]; totalRows: number; pageNo: number; pageSize: number }> {
    await this.device(tenantId, query.deviceId);
    return this.db.tenant(tenantId, async (tx) => {
      const where = this.where(tenantId, query);
      const [total] = await tx.select({ n: count() }).from(deviceReadings).where(where);
      const rows = await tx
        .select({ metric: deviceReadings.metric, value: deviceReadings.value, at: deviceReadings.at })
        .from(deviceReadings)
        .where(where)
        .orderBy(query.sortOrder === 'ascend' ? deviceReadings.at : desc(deviceReadings.at), deviceReadings.metric)
        .limit(query.pageSize)
        .offset((query.pageNo - 1) * query.pageSize);
      return {
        rows: rows.map((row) => ({ metric: row.metric, value: row.value, at: row.at.toISOString() })),
        totalRows: Number(total?.n ?? 0),
        pageNo: query.pageNo,
        pageSize: query.pageSize,
      };
    });
  }

  /** The readings of an export (oldest first), with each metric's label and unit from the driver. */
  async exported(tenantId: string, query: Span) {
    const device = await this.device(tenantId, query.deviceId);
    const rowOf = new Map(device.mapping.map((row) => [row.metric, row]));
    const rows = await this.db.tenant(tenantId, (tx) =>
      tx
        .select({ metric: deviceReadings.metric, value: deviceReadings.value, at: deviceReadings.at })
        .from(deviceReadings)
        .where(this.where(tenantId, query))
        .orderBy(deviceReadings.at, deviceReadings.metric)
        .limit(IOT_DATA_EXPORT_MAX),
    );
    return rows.map((row) => ({
      ...row,
      label: rowOf.get(row.metric)?.label ?? row.metric,
      unit: rowOf.get(row.metric)?.unit ?? '',
    }));
  }
}

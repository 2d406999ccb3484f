import type { EnvironAlarm, EnvironDirection, EnvironMetric, PageResult } from '@takt/contracts';
import { ENVIRON_EXPORT_MAX } from '@takt/contracts';
import { and, asc, desc, eq, gte, isNotNull, isNull, lt, type SQL } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { selectPage } from '../../platform/db/paged-select.js';
import { notFound } from '../../platform/errors.js';
import { environAlarms, environDevices } from './environ.table.js';

/** The list's filters, the date range as instants in the reader's time zone. */
export interface AlarmFilters {
  from?: Date;
  to?: Date;
  deviceId?: string;
  metric?: EnvironMetric;
  state?: 'open' | 'closed';
}

const columns = {
  id: environAlarms.id,
  deviceId: environAlarms.deviceId,
  deviceCode: environDevices.code,
  deviceName: environDevices.name,
  metric: environAlarms.metric,
  direction: environAlarms.direction,
  limit: environAlarms.limitValue,
  peak: environAlarms.peak,
  startedAt: environAlarms.startedAt,
  endedAt: environAlarms.endedAt,
  handledBy: environAlarms.handledBy,
  handledAt: environAlarms.handledAt,
  remark: environAlarms.remark,
};

interface AlarmRow {
  id: string;
  deviceId: string;
  /** Null once the device is deleted (its alarms stay). */
  deviceCode: string | null;
  deviceName: string | null;
  metric: string;
  direction: string;
  limit: number;
  peak: number;
  startedAt: Date;
  endedAt: Date | null;
  handledBy: string | null;
  handledAt: Date | null;
  remark: string | null;
}

function alarmDto(row: AlarmRow, now: Date): EnvironAlarm {
  const end = row.endedAt ?? now;
  return {
    id: row.id,
    deviceId: row.deviceId,
    deviceCode: row.deviceCode ?? row.deviceId,
    deviceName: row.deviceName ?? '',
    metric: row.metric as EnvironMetric,
    direction: row.direction as EnvironDirection,
    limit: row.limit,
    peak: row.peak,
    startedAt: row.startedAt.toISOString(),
    endedAt: row.endedAt?.toISOString() ?? null,
    durationSeconds: Math.max(0, Math.round((end.getTime() - row.startedAt.getTime()) / 1000)),
    handledBy: row.handledBy,
    handledAt: row.handledAt?.toISOString() ?? null,
    remark: row.remark,
  };
}

/** Alarms of temperature and humidity devices: the list with its filters, acknowledging, the export. */
export class EnvironAlarmService {
  constructor(private readonly db: Database) {}

  private where(tenantId: string, filters: AlarmFilters): SQL | undefined {
    return and(
      eq(environAlarms.tenantId, tenantId),
      filters.from ? gte(environAlarms.startedAt, filters.from) : undefined,
      filters.to ? lt(environAlarms.startedAt, filters.to) : undefined,
      filters.deviceId ? eq(environAlarms.deviceId, filters.deviceId) : undefined,
      filters.metric ? eq(environAlarms.metric, filters.metric) : undefined,
      filters.state === 'open' ? isNull(environAlarms.endedAt) : undefined,
      filters.state === 'closed' ? isNotNull(environAlarms.endedAt) : undefined,
    );
  }

  private select(tx: Parameters<Parameters<Database['tenant']>[1]>[0], tenantId: string) {
    return tx
      .select(columns)
      .from(environAlarms)
      .leftJoin(
        environDevices,
        and(eq(environDevices.tenantId, tenantId), eq(environDevices.id, environAlarms.deviceId)),
      )
      .$dynamic();
  }

  page(
    tenantId: string,
    query: AlarmFilters & {
      pageNo: number;
      pageSize: number;
      sortField?: 'startedAt' | 'endedAt' | 'peak';
      sortOrder?: 'ascend' | 'descend';
    },
  ): Promise<PageResult<EnvironAlarm>> {
    return this.db.tenant(tenantId, async (tx) => {
      const now = new Date();
      const { rows, totalRows } = await selectPage(tx, this.select(tx, tenantId), query, {
        table: environAlarms,
        where: this.where(tenantId, query),
        sortable: { startedAt: environAlarms.startedAt, endedAt: environAlarms.endedAt, peak: environAlarms.peak },
        defaultOrder: desc(environAlarms.startedAt),
        tieBreaker: environAlarms.id,
      });
      return { rows: rows.map((row) => alarmDto(row, now)), totalRows, pageNo: query.pageNo, pageSize: query.pageSize };
    });
  }

  /** Every alarm the filters find (the export), newest first. */
  list(tenantId: string, filters: AlarmFilters): Promise<EnvironAlarm[]> {
    return this.db.tenant(tenantId, async (tx) => {
      const now = new Date();
      const rows = await this.select(tx, tenantId)
        .where(this.where(tenantId, filters))
        .orderBy(desc(environAlarms.startedAt), asc(environAlarms.id))
        .limit(ENVIRON_EXPORT_MAX);
      return rows.map((row) => alarmDto(row, now));
    });
  }

  /** Acknowledges an alarm (again: the newer remark and person stand). */
  handle(tenantId: string, id: string, by: string, remark: string | undefined): Promise<EnvironAlarm> {
    return this.db.tenant(tenantId, async (tx) => {
      const updated = await tx
        .update(environAlarms)
        .set({ handledBy: by, handledAt: new Date(), remark: remark || null })
        .where(and(eq(environAlarms.tenantId, tenantId), eq(environAlarms.id, id)))
        .returning({ id: environAlarms.id });
      if (updated.length === 0) throw notFound('environ.alarmNotFound', { id });
      const [row] = await this.select(tx, tenantId).where(
        and(eq(environAlarms.tenantId, tenantId), eq(environAlarms.id, id)),
      );
      return alarmDto(row!, new Date());
    });
  }
}

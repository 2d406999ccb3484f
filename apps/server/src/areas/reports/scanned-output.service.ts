import type { ScannedOutputPage, scannedOutputQuerySchema } from '@takt/contracts';
import type { z } from 'zod';
import type { DataScope } from '../../platform/data-scope/data-scope.js';
import type { Database } from '../../platform/db/database.js';
import { lookupRefs } from '../../platform/references/ref-lookup.js';
import type { ReferenceRegistry } from '../../platform/references/reference-registry.js';
import type { ProductionStats } from '../stations/production-stats.service.js';
import type { ReportOrderSource } from './report-orders.js';
import type { ReportService } from './reports.service.js';

type Query = z.output<typeof scannedOutputQuerySchema>;

/** Who reads scanned output: their enterprise, their data scope, and whose time zone. */
export interface ScannedOutputReader {
  tenantId: string;
  userId: string;
  scope: DataScope;
}

/**
 * Output counted by station scanning, shown beside the hand-entered production reports (a unit
 * scanned through its steps needs no report to count). The figures come from the production
 * area's statistics; names from the reference registry; only lines of the reader's data scope.
 */
export class ScannedOutputService {
  constructor(
    private readonly db: Database,
    private readonly reports: Pick<ReportService, 'window'>,
    private readonly stats: Pick<ProductionStats, 'scannedOutput'>,
    private readonly orders: Pick<ReportOrderSource, 'codes'>,
    private readonly references: ReferenceRegistry,
    /** The ids of the lines a data scope covers. */
    private readonly scopedLineIds: (reader: ScannedOutputReader) => Promise<string[]>,
  ) {}

  page(reader: ScannedOutputReader, query: Query): Promise<ScannedOutputPage> {
    const { tenantId } = reader;
    return this.db.tenant(tenantId, async () => {
      const range = await this.reports.window(tenantId, query, reader.userId);
      const paging = { pageNo: query.pageNo, pageSize: query.pageSize, timeZone: range.timeZone };
      let lineIds = query.lineId ? [query.lineId] : undefined;
      if (reader.scope.kind !== 'all') {
        const scoped = await this.scopedLineIds(reader);
        lineIds = lineIds ? lineIds.filter((id) => scoped.includes(id)) : scoped;
      }
      if (lineIds?.length === 0) return { rows: [], totalRows: 0, ...paging };

      const { rows, totalRows } = await this.stats.scannedOutput(
        tenantId,
        { from: range.from, to: range.to, timeZone: range.timeZone, lineIds, processId: query.processId },
        query,
      );
      const codes = await this.orders.codes(
        tenantId,
        rows.map((row) => row.workOrderId),
      );
      const refs = (
        kind: 'line' | 'process' | 'station' | 'shift',
        key: 'lineId' | 'processId' | 'stationId' | 'shiftId',
      ) =>
        lookupRefs(
          this.references,
          tenantId,
          kind,
          rows.map((row) => row[key]),
        );
      const lines = await refs('line', 'lineId');
      const processes = await refs('process', 'processId');
      const stations = await refs('station', 'stationId');
      const shifts = await refs('shift', 'shiftId');
      const ref = (map: Map<string, { id: string; code: string; name: string }>, id: string | null) =>
        id ? (map.get(id) ?? { id, code: id, name: '' }) : null;
      return {
        rows: rows.map((row) => ({
          day: row.day,
          workOrder: { id: row.workOrderId, code: codes.get(row.workOrderId) ?? row.workOrderId },
          line: ref(lines, row.lineId),
          process: ref(processes, row.processId) ?? { id: row.processId, code: row.processId, name: '' },
          station: ref(stations, row.stationId),
          shift: ref(shifts, row.shiftId),
          passed: row.passed,
          failed: row.failed,
          firstAt: row.firstAt.toISOString(),
          lastAt: row.lastAt.toISOString(),
        })),
        totalRows,
        ...paging,
      };
    });
  }
}

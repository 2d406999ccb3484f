import { type ProductionToday, TODAY_ORDERS_MAX, todayOrderSchema } from '@takt/contracts';
import type { DataScope } from '../../platform/data-scope/data-scope.js';
import type { Database } from '../../platform/db/database.js';
import { lookupRefs, refParts } from '../../platform/references/ref-lookup.js';
import type { ReferenceRegistry } from '../../platform/references/reference-registry.js';
import type { ProductionStats } from '../stations/production-stats.service.js';
import type { WorkOrderService } from '../work-orders/work-order.service.js';
import type { ReportService } from './reports.service.js';

/** Who asks: their enterprise, their data scope, and whose time zone says what today is. */
export interface TodayReader {
  tenantId: string;
  userId: string;
  scope: DataScope;
}

/**
 * Today on the caller's lines (the home page): good output from production execution's figures
 * and released orders from the work-orders area, both over the lines of the caller's data scope
 * (every line for the scope `all`).
 */
export class ProductionTodayService {
  constructor(
    private readonly db: Database,
    private readonly reports: Pick<ReportService, 'calendar' | 'window'>,
    private readonly stats: ProductionStats,
    private readonly workOrders: Pick<WorkOrderService, 'releasedOn'>,
    private readonly references: ReferenceRegistry,
    /** The ids of the lines the caller's data scope covers. */
    private readonly scopedLineIds: (reader: TodayReader) => Promise<string[]>,
  ) {}

  today(reader: TodayReader): Promise<ProductionToday> {
    const { tenantId, userId } = reader;
    return this.db.tenant(tenantId, async () => {
      // Today and its hours in the reader's time zone, as on the report pages.
      const { today, timeZone } = await this.reports.calendar(tenantId, userId);
      const range = await this.reports.window(tenantId, { startDate: today, endDate: today }, userId);
      const lineIds = reader.scope.kind === 'all' ? undefined : await this.scopedLineIds(reader);
      const output =
        lineIds?.length === 0
          ? null
          : await this.stats.output(tenantId, { from: range.from, to: range.to, timeZone, lineIds });
      const released = await this.workOrders.releasedOn(tenantId, lineIds, TODAY_ORDERS_MAX);

      const goodByLine = new Map((output?.byLine ?? []).map((row) => [row.lineId, row.good]));
      const shown = [...new Set([...goodByLine.keys(), ...released.countByLine.keys()])];
      const refs = await lookupRefs(this.references, tenantId, 'line', shown);
      const lines = shown
        .map((lineId) => ({
          lineId,
          ...refParts(refs, lineId),
          good: goodByLine.get(lineId) ?? 0,
          openOrders: released.countByLine.get(lineId) ?? 0,
        }))
        .sort((a, b) => a.code.localeCompare(b.code));
      return {
        date: today,
        timeZone,
        lines,
        good: lines.reduce((sum, line) => sum + line.good, 0),
        openOrders: lines.reduce((sum, line) => sum + line.openOrders, 0),
        // The schema's fields of each order (the work-orders DTO carries many more).
        orders: released.rows.map((order) => todayOrderSchema.parse(order)),
      };
    });
  }
}

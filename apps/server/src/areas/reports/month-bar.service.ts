import { MONTH_BAR_MONTHS, type MonthBar, monthsUpTo, nextMonth } from '@takt/contracts';
import type { Database } from '../../platform/db/database.js';
import type { ProductionStats } from '../stations/production-stats.service.js';
import type { TodayReader } from './production-today.js';
import { dayStart } from './report-time.js';
import type { ReportRepository } from './reports.repository.js';
import type { ReportService } from './reports.service.js';

/**
 * The welcome page's month chart: good output and defects per month over the last
 * {@link MONTH_BAR_MONTHS} months, on the lines of the reader's data scope, months in the
 * reader's time zone. Output and scan defects come from production execution's figures,
 * report defect items from this area's reports.
 */
export class MonthBarService {
  constructor(
    private readonly db: Database,
    private readonly reports: Pick<ReportService, 'calendar'>,
    private readonly repo: Pick<ReportRepository, 'defectsByMonth'>,
    private readonly stats: Pick<ProductionStats, 'monthly'>,
    /** The ids of the lines the reader's data scope covers. */
    private readonly scopedLineIds: (reader: TodayReader) => Promise<string[]>,
  ) {}

  monthBar(reader: TodayReader): Promise<MonthBar> {
    const { tenantId, userId } = reader;
    return this.db.tenant(tenantId, async () => {
      const { today, timeZone } = await this.reports.calendar(tenantId, userId);
      const months = monthsUpTo(today, MONTH_BAR_MONTHS);
      const rows = new Map(months.map((month) => [month, { month, good: 0, defects: 0 }]));
      const lineIds = reader.scope.kind === 'all' ? undefined : await this.scopedLineIds(reader);
      if (lineIds?.length === 0) return { timeZone, months: [...rows.values()] };

      const from = dayStart(`${months[0]}-01`, timeZone);
      const to = dayStart(`${nextMonth(months.at(-1)!)}-01`, timeZone);
      for (const figure of await this.stats.monthly(tenantId, { from, to, timeZone, lineIds })) {
        const row = rows.get(figure.month);
        if (!row) continue;
        row.good += figure.good;
        row.defects += figure.defects;
      }
      for (const figure of await this.repo.defectsByMonth(tenantId, { from, to, lineIds }, timeZone)) {
        const row = rows.get(figure.month);
        if (row) row.defects += figure.quantity;
      }
      return { timeZone, months: [...rows.values()] };
    });
  }
}

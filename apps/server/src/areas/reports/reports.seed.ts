import { addDays, REPORT_TIME_SPENT_MAX } from '@takt/contracts';
import type { ReferenceRegistry } from '../../platform/references/reference-registry.js';
import type { ProductionStats } from '../stations/production-stats.service.js';
import { dayStart } from './report-time.js';
import type { ReportRepository } from './reports.repository.js';
import type { ReportService } from './reports.service.js';

/** Days of scans the demo reports are made from, and how many reports at most. */
const DEMO_DAYS = 7;
const DEMO_REPORTS = 36;

export interface ReportsSeedDeps {
  reports: ReportService;
  repo: ReportRepository;
  stats: ProductionStats;
  references: ReferenceRegistry;
}

/**
 * Demo production reports: one per day, order, process and workstation that scanned units in
 * the last days (the busiest first), reported by one of its operators, with good = units passed
 * and bad = failures, the failures split over the catalogue's first bad phenomena. Made from
 * whatever orders were scanned; an enterprise that has reports already is left alone, as is one
 * without scans (a report needs an operator to report it).
 */
export async function seedReportsDemo(deps: ReportsSeedDeps, tenantId: string): Promise<void> {
  const { reports, repo, stats, references } = deps;
  const { timeZone, today } = await reports.calendar(tenantId);
  const startDate = addDays(today, 1 - DEMO_DAYS);
  const from = dayStart(startDate, timeZone);
  if (await repo.hasAny(tenantId)) return;
  const activity = await stats.activity(tenantId, { from, to: new Date(), timeZone }, DEMO_REPORTS);
  const phenomena = await references.options(tenantId, { kind: 'badPhenomenon', limit: 3 });
  for (const row of activity) {
    if (!row.operatorId || row.passed + row.failed === 0 || (row.failed > 0 && phenomena.length === 0)) continue;
    const split =
      row.failed > 1 && phenomena.length > 1 ? [Math.ceil(row.failed / 2), Math.floor(row.failed / 2)] : [row.failed];
    const minutes = Math.round((row.lastAt.getTime() - row.firstAt.getTime()) / 60_000);
    try {
      await reports.add(
        { tenantId, userId: row.operatorId },
        {
          code: null,
          workOrderId: row.workOrderId,
          processId: row.processId,
          stationId: row.stationId,
          reporterId: row.operatorId,
          reportedAt: row.lastAt.toISOString(),
          goodQuantity: row.passed,
          badQuantity: row.failed,
          scrapQuantity: 0,
          defects:
            row.failed === 0
              ? []
              : split.map((quantity, index) => ({ badPhenomenonId: phenomena[index]!.id, quantity })),
          timeSpent: Math.min(REPORT_TIME_SPENT_MAX, Math.max(1, minutes)),
          remark: null,
        },
      );
    } catch {
      // An order closed since (or another refusal): no report for it.
    }
  }
}

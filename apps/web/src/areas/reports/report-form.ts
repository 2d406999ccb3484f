import {
  type CodedRef,
  type ProductionReport,
  type ReportAddBody,
  type ReportQuantityProblem,
  reportQuantityProblems,
} from '@takt/contracts';

/** The report form's values (the time as an ISO string; the page turns pickers into it). */
export interface ReportFormValues extends Record<string, unknown> {
  code?: string | null;
  workOrderId?: string;
  processId?: string;
  stationId?: string;
  reporterId?: string | null;
  reportedAt?: string;
  goodQuantity?: number | null;
  badQuantity?: number | null;
  scrapQuantity?: number | null;
  defects?: ({ badPhenomenonId?: string; defectTypeId?: string | null; quantity?: number | null } | undefined)[];
  timeSpent?: number | null;
  remark?: string | null;
}

const count = (value: number | null | undefined) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/** The form's quantities as the shared rule reads them (blank counts as 0; unfilled items are skipped). */
export function formQuantities(values: ReportFormValues) {
  return {
    goodQuantity: count(values.goodQuantity),
    badQuantity: count(values.badQuantity),
    scrapQuantity: count(values.scrapQuantity),
    defects: (values.defects ?? []).map((item) => ({
      badPhenomenonId: item?.badPhenomenonId ?? null,
      defectTypeId: item?.defectTypeId ?? null,
      quantity: count(item?.quantity),
    })),
  };
}

/** What the shared defect-items rule finds wrong with the form (the same rule the server applies). */
export function formProblems(values: ReportFormValues): ReportQuantityProblem[] {
  return reportQuantityProblems(formQuantities(values));
}

/** The text key and values of a problem (texts under `reports.rule`). */
export function problemMessage(problem: ReportQuantityProblem): { key: string; values: Record<string, number> } {
  switch (problem.rule) {
    case 'empty':
      return { key: 'reports.rule.empty', values: {} };
    case 'itemTooLarge':
      return {
        key: 'reports.rule.itemTooLarge',
        values: { item: problem.index + 1, quantity: problem.quantity, total: problem.total },
      };
    case 'itemsMismatch':
      return { key: 'reports.rule.itemsMismatch', values: { sum: problem.sum, total: problem.total } };
    case 'duplicateItem':
      return { key: 'reports.rule.duplicateItem', values: { item: problem.index + 1 } };
  }
}

/**
 * The choice a picker keeps when what it depends on changes (the order for a process; the order
 * and process for a workstation): none until those are chosen (`ready`), the chosen one while the
 * fitting ones are not known yet, else the chosen one only when it is among them.
 */
export function keptChoice(
  chosen: string | undefined,
  ready: boolean,
  fitting: readonly CodedRef[] | undefined,
): string | undefined {
  if (!chosen || !ready) return undefined;
  if (!fitting) return chosen;
  return fitting.some((record) => record.id === chosen) ? chosen : undefined;
}

/** The add/edit body from the form's values. */
export function reportBody(values: ReportFormValues): ReportAddBody {
  const quantities = formQuantities(values);
  return {
    code: values.code?.trim() || null,
    workOrderId: values.workOrderId ?? '',
    processId: values.processId ?? '',
    stationId: values.stationId ?? '',
    reporterId: values.reporterId || null,
    reportedAt: values.reportedAt ?? null,
    goodQuantity: quantities.goodQuantity,
    badQuantity: quantities.badQuantity,
    scrapQuantity: quantities.scrapQuantity,
    defects: (values.defects ?? []).flatMap((item) =>
      item?.badPhenomenonId
        ? [
            {
              badPhenomenonId: item.badPhenomenonId,
              defectTypeId: item.defectTypeId || null,
              quantity: count(item.quantity),
            },
          ]
        : [],
    ),
    timeSpent: count(values.timeSpent),
    remark: values.remark?.trim() || null,
  };
}

/** The form's values for a saved report (edit) or a new one. */
export function reportValues(report: ProductionReport | null, now: string): ReportFormValues {
  if (!report) return { goodQuantity: 0, badQuantity: 0, scrapQuantity: 0, defects: [], timeSpent: 0, reportedAt: now };
  return {
    code: report.code,
    workOrderId: report.workOrderId,
    processId: report.processId,
    stationId: report.stationId,
    reporterId: report.reporterId,
    reportedAt: report.reportedAt,
    goodQuantity: report.goodQuantity,
    badQuantity: report.badQuantity,
    scrapQuantity: report.scrapQuantity,
    defects: report.defects.map((item) => ({
      badPhenomenonId: item.badPhenomenonId,
      defectTypeId: item.defectTypeId,
      quantity: item.quantity,
    })),
    timeSpent: report.timeSpent,
    remark: report.remark,
  };
}

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { reportAddSchema, reportQuantityProblems, totalDefects } from './report.schema.js';
import { paretoRows, ratio } from './report-analysis.schema.js';

const item = (quantity: number, badPhenomenonId = '1', defectTypeId: string | null = null) => ({
  badPhenomenonId,
  defectTypeId,
  quantity,
});
const report = (good: number, bad: number, scrap: number, defects: ReturnType<typeof item>[] = []) => ({
  goodQuantity: good,
  badQuantity: bad,
  scrapQuantity: scrap,
  defects,
});

/** Splits `total` into positive parts (none when 0). */
const partition = (total: number) =>
  fc.array(fc.integer({ min: 1, max: Math.max(1, total) }), { maxLength: 8 }).map((cuts) => {
    const parts: number[] = [];
    let left = total;
    for (const cut of cuts) {
      if (left === 0) break;
      const part = Math.min(cut, left);
      parts.push(part);
      left -= part;
    }
    if (left > 0) parts.push(left);
    return parts;
  });

/** Distinct phenomenon ids for `n` items. */
const items = (parts: number[]) => parts.map((quantity, index) => item(quantity, String(index + 1)));

describe('the defect-items rule', () => {
  it('accepts good-only reports and defects matched exactly by their items', () => {
    expect(reportQuantityProblems(report(10, 0, 0))).toEqual([]);
    expect(reportQuantityProblems(report(10, 3, 2, [item(4, '1'), item(1, '2')]))).toEqual([]);
    expect(reportQuantityProblems(report(0, 0, 1, [item(1)]))).toEqual([]);
  });

  it('refuses a report of nothing', () => {
    expect(reportQuantityProblems(report(0, 0, 0))).toEqual([{ rule: 'empty' }]);
  });

  it('refuses an item above the total defects, and items that do not add up to it', () => {
    expect(reportQuantityProblems(report(5, 2, 0, [item(3)]))).toEqual([
      { rule: 'itemTooLarge', index: 0, quantity: 3, total: 2 },
      { rule: 'itemsMismatch', sum: 3, total: 2 },
    ]);
    expect(reportQuantityProblems(report(5, 2, 1, [item(1)]))).toEqual([{ rule: 'itemsMismatch', sum: 1, total: 3 }]);
    // Defects need their items.
    expect(reportQuantityProblems(report(5, 1, 0))).toEqual([{ rule: 'itemsMismatch', sum: 0, total: 1 }]);
    // No defects, no items.
    expect(reportQuantityProblems(report(5, 0, 0, [item(1)]))).toEqual([
      { rule: 'itemTooLarge', index: 0, quantity: 1, total: 0 },
      { rule: 'itemsMismatch', sum: 1, total: 0 },
    ]);
  });

  it('refuses the same bad phenomenon and defect type twice, but not the same phenomenon with another type', () => {
    expect(reportQuantityProblems(report(0, 2, 0, [item(1, '7', '3'), item(1, '7', '3')]))).toEqual([
      { rule: 'duplicateItem', index: 1 },
    ]);
    expect(reportQuantityProblems(report(0, 2, 0, [item(1, '7', '3'), item(1, '7', '4')]))).toEqual([]);
    expect(reportQuantityProblems(report(0, 2, 0, [item(1, '7'), item(1, '7', null)]))).toEqual([
      { rule: 'duplicateItem', index: 1 },
    ]);
  });

  it('holds for any split of the defects into items (property)', () => {
    const reports = fc
      .tuple(fc.nat(1000), fc.nat(1000), fc.nat(1000))
      .filter(([good, bad, scrap]) => good + bad + scrap > 0)
      .chain(([good, bad, scrap]) =>
        fc.tuple(fc.constant(good), fc.constant(bad), fc.constant(scrap), partition(bad + scrap)),
      );
    fc.assert(
      fc.property(reports, ([good, bad, scrap, parts]) => {
        expect(parts.reduce((a, b) => a + b, 0)).toBe(bad + scrap);
        expect(reportQuantityProblems(report(good, bad, scrap, items(parts)))).toEqual([]);
      }),
    );
  });

  it('refuses any items whose sum differs from bad + scrap (property)', () => {
    fc.assert(
      fc.property(
        fc.nat(500),
        fc.nat(500),
        fc.nat(500),
        fc.array(fc.integer({ min: 1, max: 600 }), { maxLength: 6 }),
        (good, bad, scrap, quantities) => {
          const sum = quantities.reduce((a, b) => a + b, 0);
          fc.pre(sum !== bad + scrap);
          const problems = reportQuantityProblems(report(good, bad, scrap, items(quantities)));
          expect(problems).toContainEqual({ rule: 'itemsMismatch', sum, total: bad + scrap });
        },
      ),
    );
  });

  it('flags exactly the items above the total defects (property)', () => {
    fc.assert(
      fc.property(
        fc.nat(50),
        fc.nat(50),
        fc.array(fc.integer({ min: 1, max: 120 }), { maxLength: 6 }),
        (bad, scrap, quantities) => {
          const total = totalDefects({ badQuantity: bad, scrapQuantity: scrap });
          const flagged = reportQuantityProblems(report(1, bad, scrap, items(quantities)))
            .filter((problem) => problem.rule === 'itemTooLarge')
            .map((problem) => (problem.rule === 'itemTooLarge' ? problem.index : -1));
          expect(flagged).toEqual(quantities.flatMap((quantity, index) => (quantity > total ? [index] : [])));
        },
      ),
    );
  });

  it('lets the schema take whole non-negative quantities only and a blank code', () => {
    const base = {
      workOrderId: '1',
      processId: '2',
      stationId: '3',
      goodQuantity: 1,
      badQuantity: 0,
      scrapQuantity: 0,
    };
    expect(reportAddSchema.parse({ ...base, code: '' }).code).toBeNull();
    expect(reportAddSchema.parse({ ...base, code: ' RP-1 ' }).code).toBe('RP-1');
    expect(reportAddSchema.safeParse({ ...base, goodQuantity: -1 }).success).toBe(false);
    expect(reportAddSchema.safeParse({ ...base, goodQuantity: 1.5 }).success).toBe(false);
    expect(reportAddSchema.safeParse({ ...base, defects: [{ badPhenomenonId: '4', quantity: 0 }] }).success).toBe(
      false,
    );
    expect(reportAddSchema.safeParse({ ...base, code: 'with space' }).success).toBe(false);
  });
});

describe('the Pareto table', () => {
  it('sorts largest first, drops zeros and accumulates the share up to 1', () => {
    const rows = paretoRows([
      { code: 'B', quantity: 2 },
      { code: 'A', quantity: 5 },
      { code: 'C', quantity: 0 },
      { code: 'D', quantity: 2 },
      { code: null, quantity: 1 },
    ]);
    expect(rows.map((row) => [row.code, row.quantity, row.share, row.cumulativeShare])).toEqual([
      ['A', 5, 0.5, 0.5],
      ['B', 2, 0.2, 0.7],
      ['D', 2, 0.2, 0.9],
      [null, 1, 0.1, 1],
    ]);
    expect(paretoRows([])).toEqual([]);
  });

  it('always ends at 1 and never decreases (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ code: fc.string(), quantity: fc.nat(1000) }), { maxLength: 30 }), (input) => {
        const rows = paretoRows(input);
        for (let i = 1; i < rows.length; i++) {
          expect(rows[i]!.quantity).toBeLessThanOrEqual(rows[i - 1]!.quantity);
          expect(rows[i]!.cumulativeShare).toBeGreaterThanOrEqual(rows[i - 1]!.cumulativeShare);
        }
        if (rows.length > 0) expect(rows.at(-1)!.cumulativeShare).toBe(1);
      }),
    );
  });

  it('divides only by something', () => {
    expect(ratio(1, 4)).toBe(0.25);
    expect(ratio(0, 0)).toBeNull();
  });
});

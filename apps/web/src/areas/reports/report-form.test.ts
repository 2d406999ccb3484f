import { describe, expect, it } from 'vitest';
import { formProblems, keptChoice, problemMessage, reportBody } from './report-form';

describe('the report form', () => {
  it('checks the defect items with the shared rule, reading blanks as 0 and skipping unfilled rows', () => {
    expect(formProblems({ goodQuantity: 5, badQuantity: null, scrapQuantity: undefined, defects: [] })).toEqual([]);
    const [problem] = formProblems({
      goodQuantity: 0,
      badQuantity: 2,
      scrapQuantity: 1,
      defects: [{ badPhenomenonId: '1', quantity: 2 }],
    });
    expect(problem).toEqual({ rule: 'itemsMismatch', sum: 2, total: 3 });
    expect(problemMessage(problem!)).toEqual({ key: 'reports.rule.itemsMismatch', values: { sum: 2, total: 3 } });
    expect(problemMessage({ rule: 'itemTooLarge', index: 0, quantity: 4, total: 3 }).values).toEqual({
      item: 1,
      quantity: 4,
      total: 3,
    });
  });

  it('builds the body: blank code generated, blank reporter is the signed-in user, unfilled items dropped', () => {
    expect(
      reportBody({
        code: '  ',
        workOrderId: '1',
        processId: '2',
        stationId: '3',
        reporterId: '',
        reportedAt: '2026-11-20T10:00:00+08:00',
        goodQuantity: 4,
        badQuantity: 1,
        scrapQuantity: null,
        defects: [{ badPhenomenonId: '9', defectTypeId: undefined, quantity: 1 }, undefined, { quantity: 3 }],
        timeSpent: null,
        remark: ' ok ',
      }),
    ).toEqual({
      code: null,
      workOrderId: '1',
      processId: '2',
      stationId: '3',
      reporterId: null,
      reportedAt: '2026-11-20T10:00:00+08:00',
      goodQuantity: 4,
      badQuantity: 1,
      scrapQuantity: 0,
      defects: [{ badPhenomenonId: '9', defectTypeId: null, quantity: 1 }],
      timeSpent: 0,
      remark: 'ok',
    });
  });

  it('keeps a process or workstation only while it fits the choices it depends on', () => {
    const fitting = [
      { id: '31', code: 'S1', name: 'Station 1' },
      { id: '32', code: 'S2', name: 'Station 2' },
    ];
    expect(keptChoice('32', true, fitting)).toBe('32');
    // Not known yet (loading): kept until they are.
    expect(keptChoice('32', true, undefined)).toBe('32');
    // Another order (or process) whose fitting records do not include it, or one of them cleared.
    expect(keptChoice('32', true, [fitting[0]!])).toBeUndefined();
    expect(keptChoice('32', true, [])).toBeUndefined();
    expect(keptChoice('32', false, fitting)).toBeUndefined();
    expect(keptChoice('32', false, undefined)).toBeUndefined();
    expect(keptChoice(undefined, true, fitting)).toBeUndefined();
  });
});

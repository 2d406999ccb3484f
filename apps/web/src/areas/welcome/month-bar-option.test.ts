import { describe, expect, it } from 'vitest';
import { monthBarOption } from './month-bar-option';

describe('month bar option', () => {
  it('draws good output and defects per month', () => {
    const option = monthBarOption(
      [
        { month: '2026-10', good: 120, defects: 3 },
        { month: '2026-11', good: 80, defects: 0 },
      ],
      { good: 'Good', defects: 'Defects' },
    );
    expect(option.xAxis).toMatchObject({ data: ['2026-10', '2026-11'] });
    expect(option.series).toEqual([
      expect.objectContaining({ name: 'Good', data: [120, 80] }),
      expect.objectContaining({ name: 'Defects', data: [3, 0] }),
    ]);
  });
});

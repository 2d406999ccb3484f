import { describe, expect, it } from 'vitest';
import { codeListCell, flagCell } from './quality.routes.js';

describe('bad phenomena import cells', () => {
  it('reads yes/no in any language, blank as the default, anything else for the schema to refuse', () => {
    for (const yes of ['Yes', ' yes ', '是', 'Có', 'true', '1']) expect(flagCell(yes), yes).toBe(true);
    for (const no of ['No', '否', 'Không', 'false', '0']) expect(flagCell(no), no).toBe(false);
    expect(flagCell('  ')).toBeUndefined();
    expect(flagCell('maybe')).toBe('maybe');
  });

  it('splits code lists on commas, semicolons and spaces of either width', () => {
    expect(codeListCell('C-1, C-2；C-3，C-4 C-5、C-6')).toEqual(['C-1', 'C-2', 'C-3', 'C-4', 'C-5', 'C-6']);
    expect(codeListCell('')).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { modeOfParts, partsOfMode } from './watermark-choice';

describe('watermark choice', () => {
  it('reads a saved mode in its order', () => {
    expect(partsOfMode('21')).toEqual(['2', '1']);
    expect(partsOfMode('4')).toEqual(['4']);
    expect(partsOfMode('')).toEqual([]);
  });

  it('keeps the order of parts already chosen and adds a new one last', () => {
    expect(modeOfParts(['2'], ['1', '2'])).toBe('21');
    expect(modeOfParts(['2', '1'], ['1'])).toBe('1');
    expect(modeOfParts([], ['3', '4'])).toBe('34');
  });

  it('never writes more than two parts', () => {
    expect(modeOfParts(['1', '2'], ['1', '2', '3'])).toBe('12');
  });
});

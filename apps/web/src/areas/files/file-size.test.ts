import { describe, expect, it } from 'vitest';
import { fileSizeText } from './file-size';

describe('fileSizeText', () => {
  it.each([
    [0, '0 B'],
    [1023, '1023 B'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [20 * 1024 * 1024, '20 MB'],
    [1_610_612_736, '1.5 GB'],
    [15_728_640_000, '15 GB'],
  ])('%d → %s', (bytes, text) => {
    expect(fileSizeText(bytes)).toBe(text);
  });
});

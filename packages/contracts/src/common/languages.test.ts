import { describe, expect, it } from 'vitest';
import { negotiateLanguage } from './languages.js';

describe('negotiateLanguage', () => {
  it.each([
    [undefined, 'en-US'],
    ['', 'en-US'],
    ['zh-CN', 'zh-CN'],
    ['zh-TW,zh;q=0.9', 'zh-TW'],
    ['zh-HK', 'zh-TW'],
    ['zh', 'zh-CN'],
    ['vi', 'vi-VN'],
    ['fr-FR,vi;q=0.5,en;q=0.7', 'en-US'],
    ['fr-FR,vi;q=0.8,en;q=0.7', 'vi-VN'],
    ['de-DE', 'en-US'],
    ['en-GB', 'en-US'],
    ['zh-CN;q=0, vi-VN', 'vi-VN'],
  ])('%s → %s', (header, expected) => {
    expect(negotiateLanguage(header)).toBe(expected);
  });
});

import { describe, expect, it } from 'vitest';
import { sayAgain } from './server-texts';

describe('sayAgain', () => {
  const texts = { 'production.refusal.passed': '{serial} 已经过站 {process}', 'bom.scan.order': '扫码顺序错误' };

  it('fills a server text’s parameters', () => {
    expect(sayAgain(texts, { key: 'production.refusal.passed', params: { serial: 'SN-1', process: 'P020' } })).toBe(
      'SN-1 已经过站 P020',
    );
    expect(sayAgain(texts, { key: 'bom.scan.order', params: {} })).toBe('扫码顺序错误');
  });

  it('says nothing for a key it lacks or before the texts arrive, so the kept words show instead', () => {
    expect(sayAgain(texts, { key: 'production.newer', params: {} })).toBeNull();
    expect(sayAgain(undefined, { key: 'bom.scan.order', params: {} })).toBeNull();
  });
});

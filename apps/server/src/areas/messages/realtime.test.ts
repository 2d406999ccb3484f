import { describe, expect, it } from 'vitest';
import { fitForHub } from './realtime.js';

describe('fitForHub', () => {
  const base = { id: '1', title: '标题', content: '' };
  const bytes = (value: unknown) => Buffer.byteLength(JSON.stringify(value));

  it('leaves data that fits untouched', () => {
    const data = { ...base, content: '短消息' };
    expect(fitForHub(data)).toBe(data);
  });

  it.each([
    ['ASCII', 'x'.repeat(9000)],
    ['CJK', '温'.repeat(2000)],
    ['emoji', '🙂'.repeat(1500)],
    ['escaped', '"\\\n'.repeat(2000)],
  ])('cuts %s content to fit, keeping a prefix of the original', (_kind, content) => {
    const cut = fitForHub({ ...base, content }, 3000);
    expect(bytes(cut)).toBeLessThanOrEqual(3000);
    expect(bytes(cut)).toBeGreaterThan(2500);
    expect(cut.content.endsWith('…')).toBe(true);
    expect(content.startsWith(cut.content.slice(0, -1))).toBe(true);
    // No half of a surrogate pair at the cut.
    expect(cut.content).not.toMatch(/[\uD800-\uDBFF]…$/);
    expect(cut.title).toBe(base.title);
  });
});

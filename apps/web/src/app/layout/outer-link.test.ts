import { describe, expect, it } from 'vitest';
import { withTokenParameter } from './outer-link';

describe('withTokenParameter (spec 000 §2 outer links)', () => {
  it('appends ?token=… to a link without a query', () => {
    expect(withTokenParameter('https://bi.example.com/board', 'abc.def')).toBe(
      'https://bi.example.com/board?token=abc.def',
    );
  });

  it('joins an existing query and keeps the hash last', () => {
    expect(withTokenParameter('https://x.example/a?b=1#top', 't')).toBe('https://x.example/a?b=1&token=t#top');
    expect(withTokenParameter('https://x.example/a?', 't')).toBe('https://x.example/a?token=t');
  });

  it('encodes the token', () => {
    expect(withTokenParameter('/x', 'a+b/c')).toBe('/x?token=a%2Bb%2Fc');
  });

  it('skips the parameter when there is no token', () => {
    expect(withTokenParameter('https://x.example/a', null)).toBe('https://x.example/a');
    expect(withTokenParameter('https://x.example/a', '')).toBe('https://x.example/a');
  });
});

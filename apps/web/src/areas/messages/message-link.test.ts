import { describe, expect, it } from 'vitest';
import { messageLink, messageTypeKey } from './message-link';

describe('messageLink', () => {
  it('opens console routes in the console and other addresses in place or in a new window', () => {
    expect(messageLink({ pagePath: '/work-order/list?id=1', jumpTarget: 'self' })).toEqual({
      kind: 'route',
      to: '/work-order/list?id=1',
    });
    expect(messageLink({ pagePath: '/message', jumpTarget: null })).toEqual({ kind: 'route', to: '/message' });
    expect(messageLink({ pagePath: 'https://example.com/a', jumpTarget: 'self' })).toEqual({
      kind: 'location',
      url: 'https://example.com/a',
    });
    expect(messageLink({ pagePath: '/message', jumpTarget: 'blank' })).toEqual({ kind: 'window', url: '/message' });
  });

  it('goes nowhere without a page, or with an address that is not a route or http(s)', () => {
    expect(messageLink({ pagePath: null, jumpTarget: 'self' })).toBeNull();
    expect(messageLink({ pagePath: '  ', jumpTarget: null })).toBeNull();
    expect(messageLink({ pagePath: 'javascript:alert(1)', jumpTarget: 'blank' })).toBeNull();
    expect(messageLink({ pagePath: '//evil.example.com', jumpTarget: 'self' })).toBeNull();
    expect(messageLink({ pagePath: 'relative/path', jumpTarget: 'self' })).toBeNull();
  });
});

describe('messageTypeKey', () => {
  it('names the three message types and falls back to other', () => {
    expect([1, 2, 3, 9].map(messageTypeKey)).toEqual(['notification', 'alert', 'todo', 'other']);
  });
});

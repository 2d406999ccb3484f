import { describe, expect, it } from 'vitest';
import { isMobileUserAgent } from './device';

describe('isMobileUserAgent', () => {
  it('recognizes phones', () => {
    for (const agent of [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36',
      'Mozilla/5.0 (Linux; U; Android 13; zh-CN; V2183A) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/100 Mobile Safari/537.36',
    ]) {
      expect(isMobileUserAgent(agent)).toBe(true);
    }
  });

  it('leaves desktops and tablets on the console', () => {
    for (const agent of [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0 Safari/537.36',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
      'Mozilla/5.0 (iPad; CPU OS 12_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1 Mobile/15E148 Safari/604.1',
      'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
    ]) {
      expect(isMobileUserAgent(agent)).toBe(false);
    }
    expect(isMobileUserAgent(undefined)).toBe(false);
  });
});

import { LANGUAGES } from '@takt/contracts';
import { describe, expect, it } from 'vitest';
import { messageCatalogs, translate } from './messages.js';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('server message catalogs', () => {
  const english = messageCatalogs['en-US'];

  it.each(LANGUAGES)('%s has every key, non-empty, with the same placeholders as en-US', (language) => {
    const catalog = messageCatalogs[language];
    expect(Object.keys(catalog).sort()).toEqual(Object.keys(english).sort());
    for (const [key, text] of Object.entries(catalog)) {
      expect(text.trim(), key).not.toBe('');
      expect(placeholders(text), key).toEqual(placeholders(english[key as keyof typeof english]));
    }
  });

  it('fills placeholders and leaves unknown ones visible', () => {
    expect(translate('en-US', 'auth.accountLocked', { minutes: 15 })).toBe(
      'Too many failed sign-ins: the account is locked. Try again in 15 minutes',
    );
    expect(translate('zh-CN', 'error.forbidden', {})).toBe('禁止访问（403）：您没有权限 {permission}');
  });
});

import { describe, expect, it } from 'vitest';
import { WATERMARK_MODE_PATTERN, watermarkParts } from '../page-settings/page-setting.schema.js';
import { DEFAULT_PREFERENCES, preferencesSchema } from '../preferences/preference.schema.js';
import { ENTERPRISE_NAME_PATTERN, normalizeTarget, registerBodySchema, targetChannel } from './registration.schema.js';

describe('verification targets', () => {
  it.each([
    ['13800138000', 'sms'],
    ['ada@example.com', 'email'],
    ['Ada.Lovelace+mes@Example.co.uk', 'email'],
    ['1380013800', null],
    ['+8613800138000', null],
    ['23800138000', null],
    ['ada@example', null],
    ['ada example.com', null],
  ])('%s → %s', (target, channel) => {
    expect(targetChannel(target)).toBe(channel);
  });

  it('normalises e-mail addresses to lower case and trims', () => {
    expect(normalizeTarget(' Ada@Example.COM ')).toBe('ada@example.com');
    expect(normalizeTarget(' 13800138000 ')).toBe('13800138000');
  });
});

describe('enterprise names (spec 000 §5)', () => {
  it.each(['苏州精密制造', 'Acme（Suzhou）Works', '（某某）有限公司', 'ABCD'])('accepts %s', (name) => {
    expect(ENTERPRISE_NAME_PATTERN.test(name)).toBe(true);
  });
  it.each(['Acme Works', 'Acme(Works)', 'Acme2024', 'Acme-Works'])('refuses %s', (name) => {
    expect(ENTERPRISE_NAME_PATTERN.test(name)).toBe(false);
  });
  it('counts 4 to 20 characters', () => {
    const body = {
      account: 'ada1',
      name: 'Ada',
      target: 'a@b.cn',
      code: '123456',
      password: 'abcdef',
      confirm: 'abcdef',
    };
    expect(registerBodySchema.safeParse({ ...body, enterpriseName: '苏州工厂' }).success).toBe(true);
    expect(registerBodySchema.safeParse({ ...body, enterpriseName: '苏州厂' }).success).toBe(false);
    expect(registerBodySchema.safeParse({ ...body, enterpriseName: '工'.repeat(21) }).success).toBe(false);
  });
});

describe('watermark modes (spec 000 §3)', () => {
  it.each(['1', '2', '12', '34', '41'])('accepts %s', (mode) => {
    expect(WATERMARK_MODE_PATTERN.test(mode)).toBe(true);
  });
  it.each(['', '0', '5', '11', '123', '1a', ' 1'])('refuses %j', (mode) => {
    expect(WATERMARK_MODE_PATTERN.test(mode)).toBe(false);
  });
  it('reads the parts of a mode, at most two', () => {
    expect(watermarkParts('24')).toEqual(['2', '4']);
    expect(watermarkParts('1233')).toEqual(['1', '2']);
    expect(watermarkParts('x')).toEqual([]);
  });
});

describe('preference defaults', () => {
  it('are valid preferences', () => {
    expect(preferencesSchema.safeParse({ ...DEFAULT_PREFERENCES, language: 'en-US' }).success).toBe(true);
    expect(DEFAULT_PREFERENCES.themeColor).toBe('#1890FF');
  });
});

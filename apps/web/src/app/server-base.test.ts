import { beforeEach, describe, expect, it } from 'vitest';
import {
  apiBaseFor,
  normalizeBaseUrl,
  parseServerConfig,
  SERVER_BASE_KEY,
  storedServerBase,
  storeServerBase,
} from './server-base';
import { readLocal, removeLocal } from './storage';

describe('normalizeBaseUrl', () => {
  it('keeps origin and path, drops trailing slashes', () => {
    expect(normalizeBaseUrl('https://mes.example.com/')).toBe('https://mes.example.com');
    expect(normalizeBaseUrl(' http://10.0.0.5:8080/takt// ')).toBe('http://10.0.0.5:8080/takt');
    expect(normalizeBaseUrl('')).toBe('');
  });

  it('refuses what is no http(s) base', () => {
    expect(normalizeBaseUrl('javascript:alert(1)')).toBeNull();
    expect(normalizeBaseUrl('ftp://x.example')).toBeNull();
    expect(normalizeBaseUrl('mes.example.com')).toBeNull();
    expect(normalizeBaseUrl('https://x.example/?a=1')).toBeNull();
    expect(normalizeBaseUrl('https://user:pw@x.example')).toBeNull();
    expect(normalizeBaseUrl(42)).toBeNull();
  });
});

describe('parseServerConfig', () => {
  it('puts the default (this origin) first and drops bad or duplicate entries', () => {
    expect(
      parseServerConfig([
        { name: 'Plant B', url: 'https://b.example/' },
        { name: 'Here', url: '' },
        { name: 'Plant B again', url: 'https://b.example' },
        { name: 'Bad', url: 'nope' },
        null,
        'x',
      ]),
    ).toEqual([
      { name: 'Here', url: '' },
      { name: 'Plant B', url: 'https://b.example' },
    ]);
  });

  it('adds the default when the file has none or is not a list', () => {
    expect(parseServerConfig([{ name: 'B', url: 'https://b.example' }])).toEqual([
      { name: '', url: '' },
      { name: 'B', url: 'https://b.example' },
    ]);
    expect(parseServerConfig({})).toEqual([{ name: '', url: '' }]);
  });
});

describe('stored choice', () => {
  beforeEach(() => removeLocal(SERVER_BASE_KEY));

  it('stores another server and forgets it when this origin is chosen again', () => {
    storeServerBase('https://b.example', 'http://127.0.0.1:8080');
    expect(readLocal(SERVER_BASE_KEY)).toBe('https://b.example');
    expect(storedServerBase()).toBe('https://b.example');
    storeServerBase('http://127.0.0.1:8080', 'http://127.0.0.1:8080');
    expect(readLocal(SERVER_BASE_KEY)).toBeNull();
    expect(storedServerBase()).toBe('');
  });
});

describe('apiBaseFor', () => {
  it('prefixes the API path with the chosen server', () => {
    expect(apiBaseFor('', '/api')).toBe('/api');
    expect(apiBaseFor('https://b.example', '/api')).toBe('https://b.example/api');
    expect(apiBaseFor('https://b.example/takt', 'api')).toBe('https://b.example/takt/api');
    expect(apiBaseFor('https://b.example', 'https://c.example/api')).toBe('https://c.example/api');
  });
});

import { describe, expect, it } from 'vitest';
import { loginUrl, redirectAfterSignIn, safeRedirectPath } from './redirect';

describe('safeRedirectPath', () => {
  it('keeps in-app paths with query and hash', () => {
    expect(safeRedirectPath('/welcome')).toBe('/welcome');
    expect(safeRedirectPath('/work-orders/list?status=open&id=1&id=2#top')).toBe(
      '/work-orders/list?status=open&id=1&id=2#top',
    );
  });

  it.each([
    ['absolute URL', 'https://evil.example/welcome'],
    ['protocol-relative', '//evil.example'],
    ['backslash trick', '/\\evil.example'],
    ['tab inside scheme-relative', '/\t/evil.example'],
    ['newline', '/welcome\nSet-Cookie: x'],
    ['javascript scheme', 'javascript:alert(1)'],
    ['relative without slash', 'welcome'],
    ['empty', ''],
    ['login loop', '/login?redirect=/welcome'],
    ['bare root', '/'],
  ])('rejects %s', (_label, value) => {
    expect(safeRedirectPath(value)).toBeNull();
  });

  it('rejects non-strings and very long values', () => {
    expect(safeRedirectPath(null)).toBeNull();
    expect(safeRedirectPath(undefined)).toBeNull();
    expect(safeRedirectPath(`/${'a'.repeat(3000)}`)).toBeNull();
  });

  it('normalises dot segments without leaving the origin', () => {
    expect(safeRedirectPath('/a/../../welcome')).toBe('/welcome');
  });
});

describe('redirectAfterSignIn', () => {
  it('falls back when the parameter is unsafe or missing', () => {
    expect(redirectAfterSignIn('https://evil.example', '/welcome')).toBe('/welcome');
    expect(redirectAfterSignIn(null, '/welcome')).toBe('/welcome');
    expect(redirectAfterSignIn('/message', '/welcome')).toBe('/message');
  });
});

describe('loginUrl', () => {
  it('carries an encoded return path', () => {
    expect(loginUrl('/welcome')).toBe('/login?redirect=%2Fwelcome');
    expect(loginUrl('/a?b=1&c=2')).toBe('/login?redirect=%2Fa%3Fb%3D1%26c%3D2');
  });

  it('omits the parameter for the login page itself or nothing', () => {
    expect(loginUrl('/login?redirect=%2Fwelcome')).toBe('/login');
    expect(loginUrl(undefined)).toBe('/login');
  });
});

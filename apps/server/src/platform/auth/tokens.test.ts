import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { mintRefreshToken, parseRefreshToken, refreshSecretMatches, TokenService } from './tokens.js';

const digits = fc.bigInt({ min: 1n, max: 2n ** 63n - 1n }).map(String);

describe('refresh tokens', () => {
  it('round-trip: a minted token parses back to its tenant and session and matches its hash', () => {
    fc.assert(
      fc.property(digits, digits, (tenantId, sessionId) => {
        const { token, hash } = mintRefreshToken(tenantId, sessionId);
        const parsed = parseRefreshToken(token);
        expect(parsed).toMatchObject({ tenantId, sessionId });
        expect(refreshSecretMatches(parsed!.secret, hash)).toBe(true);
      }),
    );
  });

  it('rejects anything else', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const parsed = parseRefreshToken(text);
        if (parsed) expect(text).toMatch(/^\d+\.\d+\.[A-Za-z0-9_-]{20,}$/);
      }),
    );
    const { token, hash } = mintRefreshToken('1', '2');
    const other = mintRefreshToken('1', '2');
    expect(refreshSecretMatches(parseRefreshToken(other.token)!.secret, hash)).toBe(false);
    expect(parseRefreshToken(`${token}.extra`)).toBeNull();
  });
});

describe('access tokens', () => {
  const dirs: string[] = [];
  afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

  it('generates a private signing key once and tells expired from forged tokens', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'takt-keys-'));
    dirs.push(dataDir);
    const service = await TokenService.create({ dataDir, accessTtlSeconds: 60 });
    const keyFile = path.join(dataDir, 'keys', 'token-signing.key');
    expect((await stat(keyFile)).mode & 0o777).toBe(0o600);

    const claims = { tenantId: '10', userId: '20', sessionId: '30' };
    const token = await service.signAccess(claims);
    expect(await service.verifyAccess(token)).toEqual({ ok: true, claims });
    // A second instance on the same data directory reads the same key.
    const again = await TokenService.create({ dataDir, accessTtlSeconds: 60 });
    expect((await again.verifyAccess(token)).ok).toBe(true);

    const otherDir = await mkdtemp(path.join(os.tmpdir(), 'takt-keys-'));
    dirs.push(otherDir);
    const stranger = await TokenService.create({ dataDir: otherDir, accessTtlSeconds: 60 });
    expect(await stranger.verifyAccess(token)).toEqual({ ok: false, reason: 'invalid' });

    const short = await TokenService.create({ dataDir, accessTtlSeconds: -10 });
    expect(await service.verifyAccess(await short.signAccess(claims))).toEqual({ ok: false, reason: 'expired' });
  });

  it('a token verified before is still refused once it expires, and a forged one never passes', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'takt-keys-'));
    dirs.push(dataDir);
    const service = await TokenService.create({ dataDir, accessTtlSeconds: 60 });
    const claims = { tenantId: '10', userId: '20', sessionId: '30' };
    const token = await service.signAccess(claims);
    expect(await service.verifyAccess(token)).toEqual({ ok: true, claims });
    expect(await service.verifyAccess(token)).toEqual({ ok: true, claims });
    const [header, payload, signature] = token.split('.');
    const tampered = `${header}.${payload}.${signature?.slice(0, -2)}AA`;
    expect(await service.verifyAccess(tampered)).toEqual({ ok: false, reason: 'invalid' });
    const now = Date.now();
    const clock = vi.spyOn(Date, 'now').mockReturnValue(now + 61_000);
    try {
      expect(await service.verifyAccess(token)).toEqual({ ok: false, reason: 'expired' });
    } finally {
      clock.mockRestore();
    }
  });
});

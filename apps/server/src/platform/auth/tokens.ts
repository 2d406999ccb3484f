import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { errors, jwtVerify, SignJWT } from 'jose';

export interface AccessClaims {
  tenantId: string;
  userId: string;
  sessionId: string;
}

export type AccessCheck = { ok: true; claims: AccessClaims } | { ok: false; reason: 'expired' | 'invalid' };

/** Past this many remembered tokens the memory of verified tokens starts afresh. */
const VERIFIED_MAX = 10_000;

/**
 * Signs and checks access tokens (short-lived JWT, HS256) and mints refresh tokens (opaque,
 * `<tenantId>.<sessionId>.<secret>`, stored only as a hash).
 */
export class TokenService {
  /**
   * Tokens whose signature and claims were verified, with their expiry (seconds). A signature
   * check has one answer per token text and key, so only the expiry is checked again; a client
   * sends the same token for its whole life, and every request checked it twice (before the body
   * and in the transaction).
   */
  private readonly verified = new Map<string, { claims: AccessClaims; exp: number }>();

  private constructor(
    private readonly key: Uint8Array,
    readonly accessTtlSeconds: number,
  ) {}

  /** The key comes from TOKEN_SECRET, else from DATA_DIR/keys, generated on first start. */
  static async create(options: { secret?: string; dataDir: string; accessTtlSeconds: number }): Promise<TokenService> {
    const secret = options.secret ?? (await loadOrCreateSecret(options.dataDir));
    return new TokenService(new TextEncoder().encode(secret), options.accessTtlSeconds);
  }

  signAccess(claims: AccessClaims): Promise<string> {
    return new SignJWT({ tid: claims.tenantId, sid: claims.sessionId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.userId)
      .setIssuedAt()
      .setExpirationTime(`${this.accessTtlSeconds}s`)
      .sign(this.key);
  }

  /**
   * A keyed digest (HMAC-SHA256 under the signing key) for short secrets kept at rest, such as
   * verification codes: a leaked table cannot be brute-forced without the key, and every
   * process sharing TOKEN_SECRET computes the same digest.
   */
  digest(data: string): string {
    return createHmac('sha256', this.key).update(data).digest('base64url');
  }

  async verifyAccess(token: string): Promise<AccessCheck> {
    const known = this.verified.get(token);
    if (known) {
      // jose's rule (no clock tolerance): expired once the current second reaches `exp`.
      if (Math.floor(Date.now() / 1000) < known.exp) return { ok: true, claims: known.claims };
      this.verified.delete(token);
      return { ok: false, reason: 'expired' };
    }
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
      const { sub, tid, sid, exp } = payload;
      if (typeof sub !== 'string' || typeof tid !== 'string' || typeof sid !== 'string') {
        return { ok: false, reason: 'invalid' };
      }
      const claims = { userId: sub, tenantId: tid, sessionId: sid };
      // Only tokens that expire are remembered (ours always do).
      if (typeof exp === 'number') {
        if (this.verified.size >= VERIFIED_MAX) this.verified.clear();
        this.verified.set(token, { claims, exp });
      }
      return { ok: true, claims };
    } catch (error) {
      return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
    }
  }
}

export function mintRefreshToken(tenantId: string, sessionId: string): { token: string; hash: string } {
  const secret = randomBytes(32).toString('base64url');
  return { token: `${tenantId}.${sessionId}.${secret}`, hash: hashSecret(secret) };
}

export function parseRefreshToken(token: string): { tenantId: string; sessionId: string; secret: string } | null {
  const match = /^(\d{1,19})\.(\d{1,19})\.([A-Za-z0-9_-]{20,100})$/.exec(token);
  return match ? { tenantId: match[1]!, sessionId: match[2]!, secret: match[3]! } : null;
}

export function refreshSecretMatches(secret: string, storedHash: string): boolean {
  const a = Buffer.from(hashSecret(secret));
  const b = Buffer.from(storedHash);
  return a.length === b.length && timingSafeEqual(a, b);
}

function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('base64url');
}

async function loadOrCreateSecret(dataDir: string): Promise<string> {
  const file = path.join(dataDir, 'keys', 'token-signing.key');
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch {
    await mkdir(path.dirname(file), { recursive: true });
    const secret = randomBytes(48).toString('base64url');
    // 'wx' fails if another process created it first; then read theirs.
    try {
      await writeFile(file, `${secret}\n`, { flag: 'wx', mode: 0o600 });
      await chmod(file, 0o600);
      return secret;
    } catch {
      return (await readFile(file, 'utf8')).trim();
    }
  }
}

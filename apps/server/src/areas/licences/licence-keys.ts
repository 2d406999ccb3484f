import {
  createHash,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  type KeyObject,
  sign,
  verify,
} from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type LicencePayload, licencePayloadSchema } from '@takt/contracts';

const KEY_FILE = 'licence-ed25519.pem';

export type LicenceCheck =
  | { ok: true; payload: LicencePayload }
  | { ok: false; reason: 'malformed' | 'untrustedKey' | 'badSignature' };

/** Key id: the first 16 hex digits of SHA-256 over the public key's SPKI DER. */
export function keyIdOf(publicKey: KeyObject): string {
  const der = publicKey.export({ type: 'spki', format: 'der' });
  return createHash('sha256').update(der).digest('hex').slice(0, 16);
}

/** A public key given as base64 SPKI DER or as PEM. */
export function parsePublicKey(text: string): KeyObject {
  const trimmed = text.trim();
  const key = trimmed.startsWith('-----')
    ? createPublicKey(trimmed)
    : createPublicKey({ key: Buffer.from(trimmed, 'base64'), format: 'der', type: 'spki' });
  if (key.asymmetricKeyType !== 'ed25519') throw new Error('licence keys are Ed25519 keys');
  return key;
}

/** `LICENCE_TRUSTED_KEYS`: public keys separated by commas or whitespace. */
export function parseTrustedKeys(value: string | undefined): KeyObject[] {
  return (value ?? '')
    .split(/[\s,]+/)
    .filter(Boolean)
    .map(parsePublicKey);
}

/**
 * This installation's licence signing key (Ed25519) and the public keys it trusts. The private
 * key comes from `LICENCE_SIGNING_KEY` (base64 PKCS#8 DER or PEM) or from DATA_DIR/keys, where it
 * is generated on first start; the trusted keys are its own plus `LICENCE_TRUSTED_KEYS`.
 *
 * A licence text is base64url(payload JSON) '.' base64url(signature over those JSON bytes).
 */
export class LicenceKeys {
  readonly keyId: string;
  private readonly trusted: Map<string, KeyObject>;

  private constructor(
    private readonly privateKey: KeyObject,
    readonly publicKey: KeyObject,
    others: KeyObject[],
  ) {
    this.keyId = keyIdOf(publicKey);
    this.trusted = new Map([...others, publicKey].map((key) => [keyIdOf(key), key]));
  }

  static async create(options: { dataDir: string; signingKey?: string; trustedKeys?: string }): Promise<LicenceKeys> {
    const privateKey = options.signingKey
      ? parsePrivateKey(options.signingKey)
      : await loadOrCreateKey(path.join(options.dataDir, 'keys'));
    return new LicenceKeys(privateKey, createPublicKey(privateKey), parseTrustedKeys(options.trustedKeys));
  }

  /** The public key as base64 SPKI DER (what another installation's LICENCE_TRUSTED_KEYS takes). */
  get publicKeyText(): string {
    return this.publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
  }

  sign(payload: Omit<LicencePayload, 'kid' | 'v'>): string {
    const body = Buffer.from(JSON.stringify({ v: 1, kid: this.keyId, ...payload }), 'utf8');
    return `${body.toString('base64url')}.${sign(null, body, this.privateKey).toString('base64url')}`;
  }

  check(text: string): LicenceCheck {
    const parts = text.trim().split('.');
    if (parts.length !== 2 || !parts[0] || !parts[1]) return { ok: false, reason: 'malformed' };
    const body = Buffer.from(parts[0], 'base64url');
    const signature = Buffer.from(parts[1], 'base64url');
    let parsed: unknown;
    try {
      parsed = JSON.parse(body.toString('utf8'));
    } catch {
      return { ok: false, reason: 'malformed' };
    }
    const payload = licencePayloadSchema.safeParse(parsed);
    if (!payload.success) return { ok: false, reason: 'malformed' };
    const key = this.trusted.get(payload.data.kid);
    if (!key) return { ok: false, reason: 'untrustedKey' };
    if (signature.length !== 64 || !verify(null, body, key, signature)) return { ok: false, reason: 'badSignature' };
    return { ok: true, payload: payload.data };
  }
}

function parsePrivateKey(text: string): KeyObject {
  const trimmed = text.trim();
  const key = trimmed.startsWith('-----')
    ? createPrivateKey(trimmed)
    : createPrivateKey({ key: Buffer.from(trimmed, 'base64'), format: 'der', type: 'pkcs8' });
  if (key.asymmetricKeyType !== 'ed25519') throw new Error('LICENCE_SIGNING_KEY must be an Ed25519 key');
  return key;
}

async function loadOrCreateKey(dir: string): Promise<KeyObject> {
  const file = path.join(dir, KEY_FILE);
  try {
    return createPrivateKey(await readFile(file, 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(dir, { recursive: true });
  const { privateKey } = generateKeyPairSync('ed25519');
  const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  try {
    // 'wx': two processes starting at once must not overwrite each other's key.
    await writeFile(file, pem, { flag: 'wx', mode: 0o600 });
    await chmod(file, 0o600);
    return privateKey;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return createPrivateKey(await readFile(file, 'utf8'));
  }
}

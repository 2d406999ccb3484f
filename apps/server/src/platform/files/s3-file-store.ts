import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { assertObjectKey, type FileStore, missingObject, newObjectKey, type StoredObject } from './file-store.js';

// The SDK warns once, on the first client, that its releases from 2027 on will need Node 22. The
// server supports Node 20.19 and up, and that notice is for whoever upgrades the SDK, not for the
// operator reading the server's output.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

/** An S3-compatible bucket and how to reach it. */
export interface S3Location {
  /** `https://host[:port]`; null: Amazon S3 in `region`. */
  endpoint: string | null;
  region: string;
  bucket: string;
  /** Path-style addresses (`<endpoint>/<bucket>/<key>`) rather than `<bucket>.<host>`. */
  pathStyle: boolean;
  accessKeyId: string;
  secretAccessKey: string;
}

/** How long a store may take: to connect, and to answer one request. */
const CONNECT_TIMEOUT_MS = 5_000;
const REQUEST_TIMEOUT_MS = 60_000;

/** Where a bucket's objects are, as the file list shows it: `<endpoint>/<bucket>` or `s3://<bucket>`. */
export function s3StoragePath(location: Pick<S3Location, 'endpoint' | 'bucket'>): string {
  return location.endpoint ? `${location.endpoint.replace(/\/+$/, '')}/${location.bucket}` : `s3://${location.bucket}`;
}

/** Objects in an S3-compatible bucket, under the same keys as the local folder's. */
export class S3FileStore implements FileStore {
  readonly repository = 's3';
  private readonly client: S3Client;

  constructor(
    readonly location: S3Location,
    options: { maxAttempts?: number } = {},
  ) {
    this.client = new S3Client({
      region: location.region,
      ...(location.endpoint ? { endpoint: location.endpoint } : {}),
      forcePathStyle: location.pathStyle,
      // Always the enterprise's own keys: never the server's environment or instance credentials.
      credentials: { accessKeyId: location.accessKeyId, secretAccessKey: location.secretAccessKey },
      maxAttempts: options.maxAttempts ?? 3,
      requestHandler: { connectionTimeout: CONNECT_TIMEOUT_MS, requestTimeout: REQUEST_TIMEOUT_MS },
      // Checksums only where the service requires them: S3-compatible servers differ in support.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  get storagePath(): string {
    return s3StoragePath(this.location);
  }

  async put(tenantId: string, extension: string, data: Buffer, contentType?: string): Promise<StoredObject> {
    const key = newObjectKey(tenantId, extension);
    await this.putObject(key, data, contentType);
    return { repository: this.repository, storagePath: this.storagePath, key };
  }

  async open(key: string): Promise<{ stream: Readable; size: number }> {
    assertObjectKey(key);
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.location.bucket, Key: key }));
      if (!(answer.Body instanceof Readable)) throw new Error(`the store answered ${key} without a stream`);
      return { stream: answer.Body, size: answer.ContentLength ?? 0 };
    } catch (error) {
      if (isMissing(error)) throw missingObject(key);
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertObjectKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.location.bucket, Key: key }));
  }

  /**
   * Tries the store as files use it: puts a small object, reads it back, deletes it. Rejects
   * with the store's own error (see {@link s3Problem}) or a `readBack` problem.
   */
  async probe(): Promise<void> {
    const key = `takt-connection-test/${randomBytes(12).toString('hex')}.txt`;
    const body = Buffer.from(`Takt MES connection test ${new Date().toISOString()}`);
    await this.putObject(key, body, 'text/plain');
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.location.bucket, Key: key }));
      const read = Buffer.from((await answer.Body?.transformToByteArray()) ?? []);
      if (!read.equals(body)) throw new S3ProbeError('readBack');
    } finally {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.location.bucket, Key: key }));
    }
  }

  close(): void {
    this.client.destroy();
  }

  private async putObject(key: string, data: Buffer, contentType?: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.location.bucket,
        Key: key,
        Body: data,
        ContentLength: data.length,
        ...(contentType ? { ContentType: contentType } : {}),
      }),
    );
  }
}

function isMissing(error: unknown): boolean {
  if (error instanceof NoSuchKey) return true;
  return error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404 && error.name !== 'NoSuchBucket';
}

/** What went wrong talking to a store, in words a person can act on. */
export type S3Problem = 'unreachable' | 'bucketMissing' | 'badKeys' | 'accessDenied' | 'readBack' | 'failed';

class S3ProbeError extends Error {
  constructor(readonly problem: S3Problem) {
    super(`object storage problem: ${problem}`);
  }
}

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPROTO',
  'ERR_SSL_WRONG_VERSION_NUMBER',
  'CERT_HAS_EXPIRED',
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
]);

/** Classifies an error from a store: a wrong address, a missing bucket, keys it refuses, … */
export function s3Problem(error: unknown): { problem: S3Problem; reason: string } {
  const failure = error as { name?: string; code?: string; message?: string; cause?: { code?: string } };
  const reason = `${failure.name ?? 'Error'}: ${failure.message ?? String(error)}`.slice(0, 300);
  if (error instanceof S3ProbeError) return { problem: error.problem, reason };
  const name = failure.name ?? '';
  if (name === 'NoSuchBucket') return { problem: 'bucketMissing', reason };
  if (['InvalidAccessKeyId', 'SignatureDoesNotMatch', 'InvalidToken', 'AuthorizationHeaderMalformed'].includes(name))
    return { problem: 'badKeys', reason };
  if (name === 'AccessDenied' || (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 403))
    return { problem: 'accessDenied', reason };
  const code = failure.code ?? failure.cause?.code;
  if (
    (code && NETWORK_CODES.has(code)) ||
    name === 'TimeoutError' ||
    name === 'RequestTimeout' ||
    // An address that answers, but not as an S3 store does (a web page, a proxy's error).
    (error instanceof S3ServiceException && error.$response !== undefined && !error.$fault && name === 'Unknown') ||
    (!(error instanceof S3ServiceException) && /getaddrinfo|connect|socket|timed? ?out/i.test(reason))
  )
    return { problem: 'unreachable', reason };
  return { problem: 'failed', reason };
}

import { createHash } from 'node:crypto';
import { businessRule } from '../../platform/errors.js';
import type { FileStore } from '../../platform/files/file-store.js';
import { S3FileStore, type S3Location, s3Problem } from '../../platform/files/s3-file-store.js';
import type { FileRepository, FileStoreRow } from './file.repository.js';

/** An enterprise's storage configuration as the tenants area keeps it (keys may be missing). */
export interface StorageSettings {
  endpoint: string | null;
  region: string;
  bucket: string;
  pathStyle: boolean;
  accessKeyId: string | null;
  secretAccessKey: string | null;
}

/** The enterprise's storage configuration; null: the server's local folder. */
export type StorageOf = (tenantId: string) => Promise<StorageSettings | null>;

/** The keys a configuration needs before files can be written with it. */
export function completeLocation(settings: StorageSettings): S3Location {
  if (!settings.accessKeyId || !settings.secretAccessKey) throw businessRule('file.store.keysMissing');
  return { ...settings, accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey };
}

/**
 * The stores files are written to and read from: the local folder, and one client per bucket
 * row (`file_stores`, which never changes, so a client is kept for as long as the process runs).
 */
export class FileStores {
  private readonly buckets = new Map<string, S3FileStore>();

  constructor(
    private readonly repo: FileRepository,
    private readonly local: FileStore,
    private readonly storageOf: StorageOf,
  ) {}

  /** The store the enterprise's new files go to, and its row (null: the local folder). */
  async current(tenantId: string): Promise<{ store: FileStore; storeId: string | null }> {
    const settings = await this.storageOf(tenantId);
    if (!settings) return { store: this.local, storeId: null };
    const location = completeLocation(settings);
    const row = await this.repo.storeFor(tenantId, fingerprint(location), location);
    return { store: this.client(row), storeId: row.id };
  }

  /** The store a file was written to. */
  async byId(tenantId: string, storeId: string | null): Promise<FileStore> {
    if (storeId === null) return this.local;
    const cached = this.buckets.get(storeId);
    if (cached) return cached;
    const row = await this.repo.findStore(tenantId, storeId);
    if (!row) throw new Error(`file store ${storeId} of ${tenantId} is missing`);
    return this.client(row);
  }

  /**
   * Runs a store call; a store that cannot be used (unreachable, bucket gone, keys refused)
   * becomes a refusal saying so in the reader's language, not an internal error.
   */
  async attempt<T>(store: FileStore, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (!(store instanceof S3FileStore) || (error as { code?: string }).code === 'ENOENT') throw error;
      throw problemRefusal(error, store.location);
    }
  }

  /**
   * Tries a configuration before it is saved: a small object put, read back and deleted. A
   * failure is a refusal naming what to fix (the address, the bucket, the keys).
   */
  async test(location: S3Location): Promise<void> {
    const store = new S3FileStore(location, { maxAttempts: 1 });
    try {
      await store.probe();
    } catch (error) {
      throw problemRefusal(error, location);
    } finally {
      store.close();
    }
  }

  close(): void {
    for (const store of this.buckets.values()) store.close();
    this.buckets.clear();
  }

  private client(row: FileStoreRow): S3FileStore {
    let store = this.buckets.get(row.id);
    if (!store) {
      store = new S3FileStore(row);
      this.buckets.set(row.id, store);
    }
    return store;
  }
}

/** The refusal for a store's failure: what went wrong, with the bucket and the address it was tried at. */
function problemRefusal(error: unknown, location: S3Location) {
  const { problem, reason } = s3Problem(error);
  return businessRule(`file.store.${problem}`, {
    reason,
    bucket: location.bucket,
    endpoint: location.endpoint ?? `s3.${location.region}.amazonaws.com`,
  });
}

function fingerprint(location: S3Location): string {
  const { endpoint, region, bucket, pathStyle, accessKeyId, secretAccessKey } = location;
  return createHash('sha256')
    .update(JSON.stringify([endpoint, region, bucket, pathStyle, accessKeyId, secretAccessKey]))
    .digest('hex');
}

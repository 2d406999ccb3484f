import type { StorageConfig } from '@takt/contracts';

/** What an enterprise's settings hold for object storage (the secret never leaves the server). */
export interface StoredStorage {
  region: string;
  bucket: string;
  endpoint: string | null;
  /** Absent in settings saved before it existed: virtual-hosted addresses. */
  pathStyle: boolean;
  accessKeyId: string | null;
  secretAccessKey: string | null;
}

/** The object storage in an enterprise's settings, or null (the local folder). */
export function storedStorage(settings: Record<string, unknown>): StoredStorage | null {
  const value = settings.storage as Partial<StoredStorage> | undefined;
  if (!value || typeof value !== 'object' || !value.region || !value.bucket) return null;
  return {
    region: value.region,
    bucket: value.bucket,
    endpoint: value.endpoint ?? null,
    pathStyle: value.pathStyle === true,
    accessKeyId: value.accessKeyId ?? null,
    secretAccessKey: value.secretAccessKey ?? null,
  };
}

/** The configuration as the web app sees it: the secret only as "one is stored". */
export function storageConfigOf(storage: StoredStorage | null): StorageConfig | null {
  return storage
    ? {
        region: storage.region,
        bucket: storage.bucket,
        endpoint: storage.endpoint,
        pathStyle: storage.pathStyle,
        accessKeyId: storage.accessKeyId,
        secretSet: Boolean(storage.secretAccessKey),
      }
    : null;
}

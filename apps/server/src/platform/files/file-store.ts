import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** Where a stored object lives: the store's name, its location, and the key inside it. */
export interface StoredObject {
  /** The kind of store: 'local' or 's3'. */
  repository: string;
  /** The store's location: a folder, or a bucket. */
  storagePath: string;
  key: string;
}

/**
 * Keeps the bytes of uploaded files. Keys are `<tenantId>/<random>.<ext>`; the database row in
 * `files` says which store holds them: this folder, or an S3-compatible bucket (`S3FileStore`).
 */
export interface FileStore {
  readonly repository: string;
  put(tenantId: string, extension: string, data: Buffer, contentType?: string): Promise<StoredObject>;
  /** A stream of the object's bytes; rejects when it is missing. */
  open(key: string): Promise<{ stream: Readable; size: number }>;
  delete(key: string): Promise<void>;
}

const KEY_PATTERN = /^(\d{1,19})\/([a-z0-9]{20,64})\.([a-z0-9]{1,10})$/;

/** The tenant a key belongs to, or null when the key is not one of ours. */
export function tenantOfKey(key: string): string | null {
  return KEY_PATTERN.exec(key)?.[1] ?? null;
}

/** A new object's key, `<tenantId>/<random>.<ext>`; throws on a tenant id or extension that could not be one. */
export function newObjectKey(tenantId: string, extension: string): string {
  if (!/^\d{1,19}$/.test(tenantId)) throw new Error(`bad tenant id ${tenantId}`);
  if (!/^[a-z0-9]{1,10}$/.test(extension)) throw new Error(`bad extension ${extension}`);
  return `${tenantId}/${randomBytes(16).toString('hex')}.${extension}`;
}

/** Throws unless the key is one {@link newObjectKey} makes (a key read back from the database is checked again). */
export function assertObjectKey(key: string): void {
  if (!KEY_PATTERN.test(key)) throw new Error(`bad file key ${JSON.stringify(key)}`);
}

/** The error a store's `open` rejects with when the object is gone (as the file system's). */
export function missingObject(key: string): Error {
  return Object.assign(new Error(`no object ${key}`), { code: 'ENOENT' });
}

/** A folder on the local disk: `DATA_DIR/files/<tenantId>/<random>.<ext>`. */
export class LocalFileStore implements FileStore {
  readonly repository = 'local';

  constructor(private readonly root: string) {}

  async put(tenantId: string, extension: string, data: Buffer): Promise<StoredObject> {
    const key = newObjectKey(tenantId, extension);
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    // Written to a temporary name, flushed, then renamed: a reader never sees half a file,
    // and an acknowledged upload survives a crash.
    const temporary = `${target}.${randomBytes(4).toString('hex')}.tmp`;
    const handle = await open(temporary, 'wx');
    try {
      await handle.writeFile(data);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temporary, target);
    return { repository: this.repository, storagePath: this.root, key };
  }

  async open(key: string): Promise<{ stream: Readable; size: number }> {
    const file = this.pathOf(key);
    const info = await stat(file);
    return { stream: createReadStream(file), size: info.size };
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  private pathOf(key: string): string {
    // Keys are generated here, but a key read back from the database is checked again so that
    // no value can reach outside the store's folder.
    assertObjectKey(key);
    return path.join(this.root, ...key.split('/'));
  }
}

import type { Readable } from 'node:stream';
import { type FileRecord, fileUrl } from '@takt/contracts';
import { notFound } from '../../platform/errors.js';
import { type FileStore, tenantOfKey } from '../../platform/files/file-store.js';
import type { FileRepository, FileRow } from './file.repository.js';

export interface NewUpload {
  name: string;
  extension: string;
  contentType: string;
  data: Buffer;
  /** What the file is for, e.g. 'home-picture'. */
  purpose: string;
  createdBy: string | null;
}

function toRecord(row: FileRow): FileRecord {
  return {
    id: row.id,
    repository: row.repository,
    name: row.name,
    extension: row.extension,
    size: row.size,
    contentType: row.contentType,
    key: row.key,
    storagePath: row.storagePath,
    url: fileUrl(row.id),
    createdAt: row.createdAt.toISOString(),
  };
}

/** Files of an enterprise: bytes in the file store, a row in `files` (spec 000 §3 "File"). */
export class FileService {
  constructor(
    private readonly repo: FileRepository,
    private readonly store: FileStore,
  ) {}

  /**
   * Stores the bytes, then the row. Call it outside a transaction: a slow store must not hold
   * one open. If the row cannot be written, the bytes are removed again.
   */
  async save(tenantId: string, upload: NewUpload): Promise<FileRecord> {
    const stored = await this.store.put(tenantId, upload.extension, upload.data);
    try {
      const row = await this.repo.insert(tenantId, {
        repository: stored.repository,
        storagePath: stored.storagePath,
        key: stored.key,
        name: upload.name,
        extension: upload.extension,
        size: upload.data.length,
        contentType: upload.contentType,
        purpose: upload.purpose,
        createdBy: upload.createdBy,
      });
      return toRecord(row);
    } catch (error) {
      await this.store.delete(stored.key).catch(() => {});
      throw error;
    }
  }

  /** Whether the enterprise has this file. */
  async exists(tenantId: string, id: string): Promise<boolean> {
    return (await this.repo.findById(tenantId, id)) !== undefined;
  }

  /** The enterprise's file and a stream of its bytes; 404 for any other id. */
  async open(tenantId: string, id: string): Promise<{ file: FileRecord; stream: Readable; size: number }> {
    const row = await this.repo.findById(tenantId, id);
    // Row-level security already hides other tenants' rows; the key is checked as a second wall.
    if (!row || tenantOfKey(row.key) !== tenantId) throw notFound('file.notFound');
    try {
      const { stream, size } = await this.store.open(row.key);
      return { file: toRecord(row), stream, size };
    } catch (error) {
      if ((error as { code?: string }).code === 'ENOENT') throw notFound('file.notFound');
      throw error;
    }
  }
}

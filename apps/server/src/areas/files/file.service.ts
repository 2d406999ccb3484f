import type { Readable } from 'node:stream';
import {
  FILE_UPLOAD_EXTENSIONS,
  type FileListRow,
  type FileRecord,
  type fileApi,
  fileExtensionOf,
  fileUrl,
  type PageResult,
  type RouteQuery,
} from '@takt/contracts';
import type { AuthContext } from '../../platform/auth/auth-context.js';
import type { Database } from '../../platform/db/database.js';
import { conflict, invalid, notFound } from '../../platform/errors.js';
import { type FileStore, tenantOfKey } from '../../platform/files/file-store.js';
import { detectImageType } from '../../platform/files/image-type.js';
import type { Upload } from '../../platform/files/upload.js';
import type { NestedMessage } from '../../platform/i18n/messages.js';
import type { FileRepository, FileRow } from './file.repository.js';
import type { FileStores } from './file-stores.js';

export interface NewUpload {
  name: string;
  extension: string;
  contentType: string;
  data: Buffer;
  /** What the file is for, e.g. 'home-picture'. */
  purpose: string;
  createdBy: string | null;
}

/**
 * Where an area shows a stored file (a user's avatar, the home page's picture): the uses of the
 * file at `url` in the enterprise, each worded ("avatar of Alice, Bob"); none when unused.
 */
export type FileUsageFinder = (tenantId: string, url: string) => Promise<NestedMessage[]>;

export interface FileServiceDeps {
  db: Database;
  repo: FileRepository;
  stores: FileStores;
  /** Users' names by id, deleted users included (who uploaded a file). */
  userNames: (tenantId: string, ids: readonly string[]) => Promise<Map<string, string>>;
  /** The time zone a user reads days in (the list's date filter). */
  timeZoneOf: (tenantId: string, userId: string) => Promise<string>;
}

type PageQuery = RouteQuery<typeof fileApi.page> & { pageNo: number; pageSize: number };

/** Media types of the uploads whose bytes are not recognised as an image. */
const CONTENT_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  txt: 'text/plain; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  gif: 'image/gif',
  webp: 'image/webp',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  zip: 'application/zip',
  apk: 'application/vnd.android.package-archive',
};

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

/**
 * Files of an enterprise: bytes in the store its storage configuration names (the local folder,
 * or its S3-compatible bucket), a row in `files` (spec 000 §3 "File") that remembers which
 * store holds them, so a later change of configuration never loses a file.
 */
export class FileService {
  private readonly usages: FileUsageFinder[] = [];

  constructor(private readonly deps: FileServiceDeps) {}

  /** Registers where an area shows stored files, so a file it shows is not deleted. */
  usedBy(find: FileUsageFinder): void {
    this.usages.push(find);
  }

  /**
   * Stores the bytes, then the row. Call it outside a transaction: a slow store must not hold
   * one open. If the row cannot be written, the bytes are removed again.
   */
  async save(tenantId: string, upload: NewUpload): Promise<FileRecord> {
    const { store, storeId } = await this.deps.stores.current(tenantId);
    const stored = await this.deps.stores.attempt(store, () =>
      store.put(tenantId, upload.extension, upload.data, upload.contentType),
    );
    try {
      const row = await this.deps.repo.insert(tenantId, {
        repository: stored.repository,
        storeId,
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
      await store.delete(stored.key).catch(() => {});
      throw error;
    }
  }

  /** A file uploaded on the file storage page: any of the accepted types, named by its extension. */
  async upload(auth: AuthContext, upload: Upload): Promise<FileListRow> {
    const extension = fileExtensionOf(upload.filename);
    if (!(FILE_UPLOAD_EXTENSIONS as readonly string[]).includes(extension))
      throw invalid('file.unsupportedType', { types: FILE_UPLOAD_EXTENSIONS.join(', ') });
    const image = detectImageType(upload.data);
    const sameKind = image && (image.extension === extension || (image.extension === 'jpg' && extension === 'jpeg'));
    const record = await this.save(auth.tenantId, {
      name: upload.filename,
      extension,
      contentType: sameKind ? image.contentType : (CONTENT_TYPES[extension] ?? 'application/octet-stream'),
      data: upload.data,
      purpose: 'upload',
      createdBy: auth.userId,
    });
    const row = await this.deps.repo.findById(auth.tenantId, record.id);
    return (await this.toListRows(auth.tenantId, [row!]))[0]!;
  }

  /** Whether the enterprise has this file. */
  async exists(tenantId: string, id: string): Promise<boolean> {
    return (await this.deps.repo.findById(tenantId, id)) !== undefined;
  }

  /** The enterprise's file and a stream of its bytes; 404 for any other id, or when the bytes are gone. */
  async open(tenantId: string, id: string): Promise<{ file: FileRecord; stream: Readable; size: number }> {
    const row = await this.deps.repo.findById(tenantId, id);
    // Row-level security already hides other tenants' rows; the key is checked as a second wall.
    if (!row || tenantOfKey(row.key) !== tenantId) throw notFound('file.notFound');
    const store = await this.storeOf(row);
    try {
      const { stream, size } = await this.deps.stores.attempt(store, () => store.open(row.key));
      return { file: toRecord(row), stream, size };
    } catch (error) {
      if ((error as { code?: string }).code === 'ENOENT') throw notFound('file.notFound');
      throw error;
    }
  }

  /** The file storage page: the enterprise's files, newest first unless sorted, with who uploaded them. */
  async page(auth: AuthContext, query: PageQuery): Promise<PageResult<FileListRow>> {
    const timeZone = await this.deps.timeZoneOf(auth.tenantId, auth.userId);
    const { rows, totalRows } = await this.deps.repo.page(auth.tenantId, query, timeZone);
    return {
      rows: await this.toListRows(auth.tenantId, rows),
      totalRows,
      pageNo: query.pageNo,
      pageSize: query.pageSize,
    };
  }

  /**
   * Deletes a file nothing shows any more (409 naming its uses otherwise), then its bytes from
   * the store it was written to, once the delete is committed.
   */
  delete(tenantId: string, id: string): Promise<void> {
    return this.deps.db.tenant(tenantId, async () => {
      const row = await this.deps.repo.findById(tenantId, id, 'update');
      if (!row) throw notFound('file.notFound');
      const uses = (await Promise.all(this.usages.map((find) => find(tenantId, fileUrl(id))))).flat();
      if (uses.length > 0) throw conflict('file.inUse', { name: row.name, uses });
      const store = await this.storeOf(row);
      await this.deps.repo.delete(tenantId, id);
      // A store that fails now leaves an object no row names: logged, never a half-deleted row.
      this.deps.db.afterCommit(() => store.delete(row.key));
    });
  }

  private storeOf(row: FileRow): Promise<FileStore> {
    return this.deps.stores.byId(row.tenantId, row.storeId);
  }

  private async toListRows(tenantId: string, rows: FileRow[]): Promise<FileListRow[]> {
    const uploaders = rows.flatMap((row) => (row.createdBy ? [row.createdBy] : []));
    const names = uploaders.length > 0 ? await this.deps.userNames(tenantId, uploaders) : new Map<string, string>();
    return rows.map((row) => ({
      ...toRecord(row),
      purpose: row.purpose,
      createdBy: row.createdBy,
      createdByName: row.createdBy ? (names.get(row.createdBy) ?? null) : null,
    }));
  }
}

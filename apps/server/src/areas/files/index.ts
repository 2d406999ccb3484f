import type { FastifyInstance } from 'fastify';
import type { Database } from '../../platform/db/database.js';
import { LocalFileStore } from '../../platform/files/file-store.js';
import type { RouteGuards } from '../../platform/http/register-route.js';
import { registerAreaMessages } from '../../platform/i18n/messages.js';
import { fileMessages } from './file.messages.js';
import { FileRepository } from './file.repository.js';
import { registerFileRoutes } from './file.routes.js';
import { FileService, type FileServiceDeps } from './file.service.js';
import { FileStores, type StorageOf } from './file-stores.js';

export interface FilesDeps extends Pick<FileServiceDeps, 'userNames' | 'timeZoneOf'> {
  db: Database;
  /** The local folder (DATA_DIR/files): files of enterprises without object storage. */
  dir: string;
  /** Each enterprise's object storage configuration (the tenants area keeps it). */
  storageOf: StorageOf;
}

/** Uploaded files: their rows, and their bytes in the local folder or the enterprise's bucket. */
export function createFilesModule(deps: FilesDeps) {
  registerAreaMessages(fileMessages);
  const repo = new FileRepository(deps.db);
  const stores = new FileStores(repo, new LocalFileStore(deps.dir), deps.storageOf);
  const files = new FileService({ db: deps.db, repo, stores, userNames: deps.userNames, timeZoneOf: deps.timeZoneOf });
  return {
    files,
    /** Tries an S3-compatible store before it is saved (the object storage page). */
    stores,
    register(app: FastifyInstance, guards: RouteGuards): void {
      registerFileRoutes(app, guards, files);
    },
    close(): void {
      stores.close();
    },
  };
}

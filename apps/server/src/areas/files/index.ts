import type { FastifyInstance } from 'fastify';
import type { Database } from '../../platform/db/database.js';
import { LocalFileStore } from '../../platform/files/file-store.js';
import type { RouteGuards } from '../../platform/http/register-route.js';
import { FileRepository } from './file.repository.js';
import { registerFileRoutes } from './file.routes.js';
import { FileService } from './file.service.js';

/** Uploaded files: their rows, and their bytes in a folder (`dir`, DATA_DIR/files). */
export function createFilesModule(deps: { db: Database; dir: string }) {
  const files = new FileService(new FileRepository(deps.db), new LocalFileStore(deps.dir));
  return {
    files,
    register(app: FastifyInstance, guards: RouteGuards): void {
      registerFileRoutes(app, guards, files);
    },
  };
}

import type { FastifyInstance } from 'fastify';
import type { Database } from '../../platform/db/database.js';
import type { RouteGuards } from '../../platform/http/register-route.js';
import type { FileService } from '../files/file.service.js';
import { PageSettingRepository } from './page-setting.repository.js';
import { registerPageSettingRoutes } from './page-setting.routes.js';
import { PageSettingService } from './page-setting.service.js';

/** Each enterprise's page settings (title, logo, …). */
export function createPageSettingsModule(deps: { db: Database; files: FileService }) {
  const repo = new PageSettingRepository(deps.db);
  const pageSettings = new PageSettingService(deps.db, repo, deps.files);
  // The home page's picture is not deleted from the file storage page while it is shown.
  deps.files.usedBy(async (tenantId, url) =>
    (await repo.find(tenantId))?.homePicture === url ? [{ messageKey: 'file.usage.homePicture' }] : [],
  );
  return {
    pageSettings,
    register(app: FastifyInstance, guards: RouteGuards): void {
      registerPageSettingRoutes(app, guards, pageSettings);
    },
  };
}

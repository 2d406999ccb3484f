import type { FastifyInstance } from 'fastify';
import type { Database } from '../../platform/db/database.js';
import type { RouteGuards } from '../../platform/http/register-route.js';
import type { FileService } from '../files/file.service.js';
import { PageSettingRepository } from './page-setting.repository.js';
import { registerPageSettingRoutes } from './page-setting.routes.js';
import { PageSettingService } from './page-setting.service.js';

/** Each enterprise's page settings (title, logo, …). */
export function createPageSettingsModule(deps: { db: Database; files: FileService }) {
  const pageSettings = new PageSettingService(deps.db, new PageSettingRepository(deps.db), deps.files);
  return {
    pageSettings,
    register(app: FastifyInstance, guards: RouteGuards): void {
      registerPageSettingRoutes(app, guards, pageSettings);
    },
  };
}

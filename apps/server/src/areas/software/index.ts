import type { FastifyInstance } from 'fastify';
import type { Database } from '../../platform/db/database.js';
import type { RouteGuards } from '../../platform/http/register-route.js';
import { registerAreaMessages } from '../../platform/i18n/messages.js';
import type { FileService } from '../files/file.service.js';
import { softwareMessages } from './software.messages.js';
import { SoftwareRepository } from './software.repository.js';
import { registerSoftwareRoutes } from './software.routes.js';
import { type SoftwareEnterprises, SoftwareService } from './software.service.js';

export interface SoftwareDeps {
  db: Database;
  files: FileService;
  /** The enterprises a version is synced to (the tenants area's administration). */
  enterprises: SoftwareEnterprises;
  platformTenantId: string;
}

/** Internal apps: versions uploaded by the platform, synced to enterprises, fetched by terminals. */
export function createSoftwareModule(deps: SoftwareDeps) {
  registerAreaMessages(softwareMessages);
  const software = new SoftwareService(
    new SoftwareRepository(deps.db),
    deps.files,
    deps.enterprises,
    deps.platformTenantId,
  );
  return {
    software,
    register(app: FastifyInstance, guards: RouteGuards & { platformTenantId: string }): void {
      registerSoftwareRoutes(app, guards, software);
    },
  };
}

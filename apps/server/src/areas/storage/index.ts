import type { FastifyInstance } from 'fastify';
import type { RouteGuards } from '../../platform/http/register-route.js';
import { registerAreaMessages } from '../../platform/i18n/messages.js';
import type { AccessService } from '../access/access.service.js';
import type { FileStores } from '../files/file-stores.js';
import type { TenantAdminService } from '../tenants/tenant-admin.service.js';
import { registerObjectStorageRoutes } from './object-storage.routes.js';
import { ObjectStorageService } from './object-storage.service.js';
import { storageMessages } from './storage.messages.js';

/** The platform's object storage page: where each enterprise's files are written. */
export function createStorageModule(deps: {
  enterprises: TenantAdminService;
  stores: FileStores;
  access: AccessService;
}) {
  registerAreaMessages(storageMessages);
  const objectStorage = new ObjectStorageService(deps.enterprises, deps.stores, deps.access);
  return {
    objectStorage,
    register(app: FastifyInstance, guards: RouteGuards & { platformTenantId: string }): void {
      registerObjectStorageRoutes(app, guards, objectStorage);
    },
  };
}

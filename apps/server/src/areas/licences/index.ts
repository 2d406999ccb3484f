import type { FastifyInstance } from 'fastify';
import type { Database } from '../../platform/db/database.js';
import type { RouteGuards } from '../../platform/http/register-route.js';
import { registerAreaMessages } from '../../platform/i18n/messages.js';
import type { TenantAdminService } from '../tenants/tenant-admin.service.js';
import { licenceMessages } from './licence.messages.js';
import { LicenceRepository } from './licence.repository.js';
import { registerLicenceRoutes } from './licence.routes.js';
import { LicenceService } from './licence.service.js';
import { LicenceKeys } from './licence-keys.js';

export interface LicencesDeps {
  db: Database;
  /** The enterprises a licence is applied to. */
  enterprises: TenantAdminService;
  /** Signing key: DATA_DIR/keys unless given; trusted keys: comma-separated. */
  keys: { dataDir: string; signingKey?: string; trustedKeys?: string };
}

/** Licences: signed by this installation (or a trusted one) and activated per enterprise. */
export async function createLicencesModule(deps: LicencesDeps) {
  registerAreaMessages(licenceMessages);
  const keys = await LicenceKeys.create(deps.keys);
  const licences = new LicenceService(deps.db, new LicenceRepository(deps.db), deps.enterprises, keys);
  return {
    licences,
    register(app: FastifyInstance, guards: RouteGuards & { platformTenantId: string }): void {
      registerLicenceRoutes(app, guards, licences);
    },
  };
}

import type { FastifyInstance } from 'fastify';
import type { Database } from '../../platform/db/database.js';
import type { EventBus } from '../../platform/events/event-bus.js';
import type { RouteGuards } from '../../platform/http/register-route.js';
import type { Hub } from '../../platform/hub/hub.js';
import { registerAreaMessages } from '../../platform/i18n/messages.js';
import { lateBound } from '../../platform/modules/late-bound.js';
import type { AccessService } from '../access/access.service.js';
import type { IdentityRepository } from '../identity/identity.repository.js';
import { enterpriseMessages } from './enterprise.messages.js';
import { TenantRepository } from './tenant.repository.js';
import { TenantService } from './tenant.service.js';
import { TenantAdminRepository } from './tenant-admin.repository.js';
import { registerTenantAdminRoutes } from './tenant-admin.routes.js';
import { TenantAdminService } from './tenant-admin.service.js';

export interface TenantsDeps {
  db: Database;
  bus: EventBus;
  hub: Hub;
  /** The enterprises' grants (apps and modules). */
  access: AccessService;
  platformTenantId: string;
}

/**
 * Enterprises: each one's row (held in memory for session checks) and their administration on
 * the platform. Built before the identity area, which needs it: the accounts and sessions an
 * enterprise's administration changes are set afterwards with `useIdentity`.
 */
export function createTenantsModule(deps: TenantsDeps) {
  registerAreaMessages(enterpriseMessages);
  const { db } = deps;
  const tenants = new TenantService(new TenantRepository(db), db, deps.bus);
  const identity = lateBound<IdentityRepository>("the tenants area's accounts and sessions");
  const tenantAdmin = new TenantAdminService(
    db,
    new TenantAdminRepository(db),
    new TenantRepository(db),
    tenants,
    deps.access,
    identity.ref,
    deps.hub,
    deps.platformTenantId,
  );
  return {
    tenants,
    tenantAdmin,
    /** Hook: the identity area's accounts and sessions, once they exist. */
    useIdentity: identity.set,
    register(app: FastifyInstance, guards: RouteGuards & { platformTenantId: string }): void {
      registerTenantAdminRoutes(app, guards, tenantAdmin);
    },
  };
}

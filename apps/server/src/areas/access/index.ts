import type { FastifyInstance } from 'fastify';
import type { VisitRecorder } from '../../platform/auth/visit.js';
import type { Database } from '../../platform/db/database.js';
import type { EventBus } from '../../platform/events/event-bus.js';
import type { RouteGuards } from '../../platform/http/register-route.js';
import { registerAreaMessages } from '../../platform/i18n/messages.js';
import { lateBound } from '../../platform/modules/late-bound.js';
import type { ReferenceRegistry } from '../../platform/references/reference-registry.js';
import type { UserOrgDirectory } from '../identity/user-orgs.js';
import type { OrganisationService } from '../organisations/organisation.service.js';
import { accessMessages } from './access.messages.js';
import { AccessRepository } from './access.repository.js';
import { AccessService } from './access.service.js';
import { AppAdminRepository } from './app-admin.repository.js';
import { registerAppAdminRoutes } from './app-admin.routes.js';
import { AppAdminService } from './app-admin.service.js';
import { CatalogCache } from './catalog-cache.js';
import { DataScopeService } from './data-scope.service.js';
import { externalAppMessages } from './external-app.messages.js';
import { registerExternalAppRoutes } from './external-app.routes.js';
import { ExternalAppService } from './external-app.service.js';
import { menuAdminMessages } from './menu-admin.messages.js';
import { MenuAdminRepository } from './menu-admin.repository.js';
import { registerMenuAdminRoutes } from './menu-admin.routes.js';
import { MenuAdminService } from './menu-admin.service.js';
import { RoleRepository } from './role.repository.js';
import { registerRoleRoutes } from './role.routes.js';
import { RoleService } from './role.service.js';

export interface AccessDeps {
  db: Database;
  bus: EventBus;
  organisations: OrganisationService;
  /** External apps are a resource of the kit. */
  references: ReferenceRegistry;
  /** Where each external app's call is recorded (kind `appCall`). */
  visits: VisitRecorder;
}

/**
 * Permissions (the catalog, grants, menus and buttons), apps and menus, roles and data scopes.
 * Built before the identity area, which needs it: the users' admin types and organisations are
 * set afterwards with `useUsers`.
 */
export function createAccessModule(deps: AccessDeps) {
  registerAreaMessages(accessMessages, menuAdminMessages, externalAppMessages);
  const { db, bus, organisations } = deps;
  const accessRepository = new AccessRepository(db);
  const catalogCache = new CatalogCache(accessRepository, bus);
  const access = new AccessService(db, accessRepository, catalogCache, bus);
  const appAdminRepository = new AppAdminRepository(db);
  const appAdmin = new AppAdminService(db, appAdminRepository, catalogCache);
  const menuAdmin = new MenuAdminService(
    db,
    new MenuAdminRepository(db),
    appAdminRepository,
    accessRepository,
    access,
    catalogCache,
  );
  const users = lateBound<UserOrgDirectory>("the access area's user directory");
  const roleRepository = new RoleRepository(db, { changed: (tenantId) => access.rolesChanged(tenantId) });
  const roles = new RoleService(db, roleRepository, users.ref, organisations, menuAdmin);
  const dataScopes = new DataScopeService(db, roleRepository, organisations, users.ref);
  organisations.onDelete((tenantId, orgId) => dataScopes.forgetOrg(tenantId, orgId));
  const externalApps = new ExternalAppService(db, deps.references, access, deps.visits);
  return {
    access,
    appAdmin,
    menuAdmin,
    roles,
    dataScopes,
    /** External apps; also the guards' check of app tokens. */
    externalApps,
    /** Hook: the identity area's directory of users' organisations and admin types, once it exists. */
    useUsers: users.set,
    register(app: FastifyInstance, guards: RouteGuards): void {
      registerRoleRoutes(app, guards, roles);
      registerAppAdminRoutes(app, guards, appAdmin);
      registerMenuAdminRoutes(app, guards, menuAdmin);
      registerExternalAppRoutes(app, guards, externalApps);
    },
  };
}

import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { TokenService } from '../../platform/auth/tokens.js';
import type { VisitRecorder } from '../../platform/auth/visit.js';
import type { Database } from '../../platform/db/database.js';
import type { EventBus } from '../../platform/events/event-bus.js';
import type { RouteGuards } from '../../platform/http/register-route.js';
import type { Hub } from '../../platform/hub/hub.js';
import { registerAreaMessages } from '../../platform/i18n/messages.js';
import type { AccessService } from '../access/access.service.js';
import type { DataScopeService } from '../access/data-scope.service.js';
import type { RoleService } from '../access/role.service.js';
import type { FileService } from '../files/file.service.js';
import type { OrganisationService } from '../organisations/organisation.service.js';
import type { ParameterService } from '../parameters/parameter.service.js';
import type { TimeZoneService } from '../preferences/time-zone.service.js';
import type { TenantService } from '../tenants/tenant.service.js';
import { AccountService } from './account.service.js';
import { registerAuthRoutes } from './auth.routes.js';
import { AuthService } from './auth.service.js';
import { IdentityRepository } from './identity.repository.js';
import { registerOnlineUserRoutes } from './online-user.routes.js';
import { OnlineUserService } from './online-user.service.js';
import { SessionStateCache } from './session-state-cache.js';
import { userAdminMessages } from './user-admin.messages.js';
import { UserAdminRepository } from './user-admin.repository.js';
import { registerUserAdminRoutes } from './user-admin.routes.js';
import { UserAdminService } from './user-admin.service.js';
import { userImportMessages } from './user-import.messages.js';
import { UserImportRepository } from './user-import.repository.js';
import { registerUserImportRoutes } from './user-import.routes.js';
import { UserImportService } from './user-import.service.js';
import { UserOrgDirectory } from './user-orgs.js';
import { registerUserPictureRoutes } from './user-picture.routes.js';
import { UserPictureService } from './user-picture.service.js';
import { userProfileMessages } from './user-profile.messages.js';
import { UserProfileRepository } from './user-profile.repository.js';
import { registerUserProfileRoutes } from './user-profile.routes.js';
import { UserProfileService } from './user-profile.service.js';

export interface IdentityDeps {
  db: Database;
  bus: EventBus;
  hub: Hub;
  log: FastifyBaseLogger;
  tokens: TokenService;
  refreshTokenTtlSeconds: number;
  /** Each enterprise's row, checked on every session. */
  tenants: TenantService;
  access: AccessService;
  organisations: OrganisationService;
  roles: RoleService;
  dataScopes: DataScopeService;
  parameters: Pick<ParameterService, 'value'>;
  files: FileService;
  timeZones: Pick<TimeZoneService, 'fromSaved'>;
  /** The visit log: sign-ins, sign-outs, refusals and lock-outs. */
  visits: VisitRecorder;
  /** Where refused sign-ins of unknown accounts are recorded. */
  platformTenantId: string;
}

/**
 * Sign-in and sessions, accounts, online users, profiles and pictures, user administration and
 * import. Built after the areas it uses; those that need it back (organisations, access,
 * preferences, tenants) are given `userOrgs`, `account` and `identity` through their hooks.
 * Fails the user imports a stopped process left running.
 */
export async function createIdentityModule(deps: IdentityDeps) {
  registerAreaMessages(userAdminMessages, userProfileMessages, userImportMessages);
  const { db, bus, hub, tenants, access, organisations, roles, dataScopes, parameters, files } = deps;
  const sessionStates = new SessionStateCache(db, bus);
  const identity = new IdentityRepository(db, sessionStates);
  const auth = new AuthService(
    db,
    identity,
    tenants,
    deps.tokens,
    deps.refreshTokenTtlSeconds,
    sessionStates,
    deps.visits,
    deps.platformTenantId,
  );
  const userOrgs = new UserOrgDirectory(db);
  const account = new AccountService(db, identity, tenants, access, deps.timeZones);
  const onlineUsers = new OnlineUserService(db, identity, auth, hub);
  const userProfileRepository = new UserProfileRepository(db, sessionStates);
  const userProfile = new UserProfileService(db, identity, userProfileRepository, hub);
  const userPictures = new UserPictureService(db, identity, userProfileRepository, access, dataScopes, files);
  // A picture a user shows is not deleted from the file storage page.
  files.usedBy(async (tenantId, url) => {
    const showing = await userProfileRepository.showingPicture(tenantId, url);
    return (['avatar', 'signature'] as const).flatMap((kind) =>
      showing[kind].length > 0
        ? [{ messageKey: `file.usage.${kind}` as const, params: { names: showing[kind].join(', ') } }]
        : [],
    );
  });
  const userImport = new UserImportService(db, new UserImportRepository(db), {
    organisations,
    roles,
    scopes: dataScopes,
    parameters,
    files,
    hub,
    log: deps.log,
  });
  await userImport.recoverAbandoned();
  const userAdmin = new UserAdminService(db, new UserAdminRepository(db, sessionStates), {
    organisations,
    roles,
    dataScopes,
    parameters,
    access,
    hub,
  });
  return {
    sessionStates,
    identity,
    auth,
    userOrgs,
    account,
    onlineUsers,
    userProfile,
    userPictures,
    userImport,
    userAdmin,
    register(app: FastifyInstance, guards: RouteGuards): void {
      registerAuthRoutes(app, guards, { auth, account });
      registerOnlineUserRoutes(app, guards, onlineUsers);
      registerUserProfileRoutes(app, guards, userProfile);
      registerUserPictureRoutes(app, guards, userPictures);
      registerUserImportRoutes(app, guards, userImport, files);
      registerUserAdminRoutes(app, guards, userAdmin);
    },
  };
}

import type { FastifyInstance } from 'fastify';
import type { DataScopeResolver } from '../../platform/data-scope/data-scope.js';
import type { Database } from '../../platform/db/database.js';
import type { RouteGuards } from '../../platform/http/register-route.js';
import { registerAreaMessages } from '../../platform/i18n/messages.js';
import { lateBound } from '../../platform/modules/late-bound.js';
import type { ReferenceRegistry } from '../../platform/references/reference-registry.js';
import type { UserOrgDirectory } from '../identity/user-orgs.js';
import { OrganisationRepository } from './organisation.repository.js';
import { registerOrganisationRoutes } from './organisation.routes.js';
import { OrganisationService } from './organisation.service.js';
import { organisationMessages } from './organisations.messages.js';
import { createPositions } from './position.resource.js';

/**
 * The organisation tree and positions. Built before the identity area, which needs it: the
 * users' side of an organisation (its members, their names) is set afterwards with `useUsers`.
 */
export function createOrganisationsModule(deps: { db: Database; references: ReferenceRegistry }) {
  registerAreaMessages(organisationMessages);
  const { db, references } = deps;
  const users = lateBound<UserOrgDirectory>("the organisations area's user directory");
  const organisations = new OrganisationService(db, new OrganisationRepository(db), users.ref);
  const positions = createPositions(db, references);
  return {
    organisations,
    positions,
    /** Hook: the identity area's directory of users' organisations, once it exists. */
    useUsers: users.set,
    /** The data scopes (the access area's, built after this one) are taken here. */
    register(app: FastifyInstance, guards: RouteGuards & { dataScopes: DataScopeResolver }): void {
      registerOrganisationRoutes(app, guards, { organisations, positions, dataScopes: guards.dataScopes });
    },
  };
}

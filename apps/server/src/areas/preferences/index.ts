import type { FastifyInstance } from 'fastify';
import type { Database } from '../../platform/db/database.js';
import type { RouteGuards } from '../../platform/http/register-route.js';
import { lateBound } from '../../platform/modules/late-bound.js';
import type { ParameterService } from '../parameters/parameter.service.js';
import { PreferenceRepository } from './preference.repository.js';
import { registerPreferenceRoutes } from './preference.routes.js';
import { type AccountLanguage, PreferenceService } from './preference.service.js';
import { TimeZoneService } from './time-zone.service.js';

/**
 * User preferences and the time zone they imply. Built before the identity area, which needs the
 * time zones: the accounts a changed language is saved on are set afterwards with `useAccounts`.
 */
export function createPreferencesModule(deps: { db: Database; parameters: Pick<ParameterService, 'value'> }) {
  const repo = new PreferenceRepository(deps.db);
  const timeZones = new TimeZoneService(repo, deps.parameters);
  const accounts = lateBound<AccountLanguage>("the preferences area's accounts");
  const preferences = new PreferenceService(deps.db, repo, accounts.ref);
  return {
    timeZones,
    preferences,
    /** Hook: the identity area's accounts, once they exist. */
    useAccounts: accounts.set,
    register(app: FastifyInstance, guards: RouteGuards): void {
      registerPreferenceRoutes(app, guards, preferences);
    },
  };
}

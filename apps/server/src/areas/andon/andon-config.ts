import { andonAlarmTypeApi, andonAuthorizationApi, andonFlowApi, andonItemApi, andonLabelApi } from '@takt/contracts';
import type { FastifyInstance } from 'fastify';
import { type RouteGuards, registerRoute } from '../../platform/http/register-route.js';
import { registerResourceRoutes } from '../../platform/resources/resource.routes.js';
import type { RoleService } from '../access/role.service.js';
import type { AccountService } from '../identity/account.service.js';
import type { PushChannels } from '../push/push-channel.resource.js';
import type { PushTemplates } from '../push/push-template.resource.js';
import type { MasterDataContext } from '../references/master-data-context.js';
import { AndonAuthorizationService } from './andon-authorization.js';
import type { AndonPeople } from './andon-config.people.js';
import {
  createAndonAlarmTypes,
  createAndonItems,
  createAndonLabels,
  registerItemUsages,
} from './andon-config.resources.js';
import { seedAndonConfigDemo } from './andon-config.seed.js';
import { createAndonFlows } from './andon-flow.resource.js';

/** What the set-up needs besides the master-data context (built in app.ts). */
export interface AndonConfigDeps {
  roles: Pick<RoleService, 'namesOf' | 'idsByNames'>;
  accounts: Pick<AccountService, 'usersByAccount'>;
  /** The demo seed's push channel and template. */
  push: { channels: PushChannels; templates: PushTemplates };
}

/**
 * The andon set-up (issue 19): alarm types, labels, items, escalation flows (resource kit) and
 * response authorisation. Provides the reference kinds `andonAlarmType`, `andonLabel`,
 * `andonFlow` and `andonItem`.
 */
export function createAndonConfig(ctx: MasterDataContext, deps: AndonConfigDeps) {
  const { db, references } = ctx;
  const people: AndonPeople = {
    userNames: (tenantId, ids) => ctx.organisations.userNames(tenantId, ids),
    roleNames: (tenantId, ids) => deps.roles.namesOf(tenantId, ids),
  };
  const types = createAndonAlarmTypes(db, references);
  const labels = createAndonLabels(db, references);
  const flows = createAndonFlows(db, references, people);
  const items = createAndonItems(db, references, people, { types, labels });
  const authorizations = new AndonAuthorizationService(db, references, people);
  references.provide('andonAlarmType', types.repo.lookups.provider());
  references.provide('andonLabel', labels.repo.lookups.provider());
  references.provide('andonFlow', flows.repo.lookups.provider());
  references.provide('andonItem', items.repo.lookups.provider());
  registerItemUsages(references, items, db);

  return {
    types,
    labels,
    items,
    flows,
    authorizations,
    register(app: FastifyInstance, guards: RouteGuards): void {
      registerResourceRoutes(app, guards, andonAlarmTypeApi, types);
      registerResourceRoutes(app, guards, andonLabelApi, labels);
      const { enable, disable, ...itemRoutes } = andonItemApi;
      registerResourceRoutes(app, guards, itemRoutes, items);
      registerRoute(app, guards, enable, ({ auth, body }) => items.change(auth.tenantId, body.id, { enabled: true }));
      registerRoute(app, guards, disable, ({ auth, body }) => items.change(auth.tenantId, body.id, { enabled: false }));
      const { enable: flowOn, disable: flowOff, ...flowRoutes } = andonFlowApi;
      registerResourceRoutes(app, guards, flowRoutes, flows);
      registerRoute(app, guards, flowOn, ({ auth, body }) => flows.change(auth.tenantId, body.id, { enabled: true }));
      registerRoute(app, guards, flowOff, ({ auth, body }) => flows.change(auth.tenantId, body.id, { enabled: false }));
      registerRoute(app, guards, andonAuthorizationApi.page, ({ auth, query }) =>
        authorizations.page(auth.tenantId, query),
      );
      registerRoute(app, guards, andonAuthorizationApi.save, ({ auth, body }) =>
        authorizations.save(auth.tenantId, body),
      );
      registerRoute(app, guards, andonAuthorizationApi.delete, async ({ auth, body }) => {
        await authorizations.delete(auth.tenantId, body.id);
        return null;
      });
    },
    seedDemo: (tenantId: string) =>
      seedAndonConfigDemo(
        {
          types,
          labels,
          items,
          flows,
          authorizations,
          ...deps.push,
          roleIds: (id, codes) => deps.roles.idsByNames(id, codes),
          userIds: (id, accounts) => deps.accounts.usersByAccount(id, accounts),
        },
        tenantId,
      ),
  };
}

export type AndonConfig = ReturnType<typeof createAndonConfig>;

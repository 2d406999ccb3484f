import type { FastifyInstance } from 'fastify';
import type { RouteGuards } from '../../platform/http/register-route.js';
import { registerAreaMessages } from '../../platform/i18n/messages.js';
import type { MasterDataContext } from '../references/master-data-context.js';
import { factoryMessages } from './factory.messages.js';
import { FactoryRepository } from './factory.repository.js';
import { registerFactoryRoutes } from './factory.routes.js';
import { seedFactoryDemo } from './factory.seed.js';
import { type FactoryKind, FactoryService } from './factory.service.js';

/** Workshops, production lines and workstations (spec 001 §3), kept as organisations of the organisation tree: builds the area's services, registers its reference providers and routes. */
export function createFactoryModule(ctx: MasterDataContext) {
  registerAreaMessages(factoryMessages);
  const factory = new FactoryService(ctx.db, new FactoryRepository(ctx.db), ctx.organisations, ctx.references);

  for (const kind of ['workshop', 'line', 'station'] as const satisfies FactoryKind[]) {
    ctx.references.provide(kind, {
      byIds: (tenantId, ids, options) => factory.refs(kind, tenantId, ids, options),
      search: (tenantId, keyword, limit) => factory.search(kind, tenantId, keyword, limit),
      byCodes: (tenantId, codes) => factory.byCodes(kind, tenantId, codes),
    });
  }
  ctx.references.usedBy('process', 'station', (tenantId, id, limit) =>
    factory.stationsUsingProcess(tenantId, id, limit),
  );
  ctx.references.usedBy('line', 'station', (tenantId, id, limit) => factory.stationsServingLine(tenantId, id, limit));
  // One thing, not two copies: a workshop, line or workstation deleted on the organisation page
  // is refused while records use it, and takes this area's fields with it.
  ctx.organisations.guardDelete((tenantId, org) => factory.guardDelete(tenantId, org));
  ctx.organisations.onDelete((tenantId, orgId) => factory.forget(tenantId, orgId));

  return {
    factory,
    register(app: FastifyInstance, guards: RouteGuards): void {
      registerFactoryRoutes(app, guards, { factory, dataScopes: ctx.dataScopes });
    },
    /** The demo factory's workshops, lines and workstations (and their processes when the processes exist). */
    seedDemo(tenantId: string): Promise<void> {
      return seedFactoryDemo({ factory, organisations: ctx.organisations, references: ctx.references }, tenantId);
    },
  };
}

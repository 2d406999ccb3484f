import type { FastifyInstance } from 'fastify';
import type { RouteGuards } from '../../platform/http/register-route.js';
import { registerAreaMessages } from '../../platform/i18n/messages.js';
import type { MasterDataContext } from '../references/master-data-context.js';
import { createQualityCatalogues } from './quality.catalogues.js';
import { qualityMessages } from './quality.messages.js';
import { registerQualityRoutes } from './quality.routes.js';
import { seedQualityDemo } from './quality.seed.js';

/** The quality catalogue: defect types, bad phenomena, causes, responsible units, solutions: builds the area's services, registers its reference providers and routes. */
export function createQualityModule(ctx: MasterDataContext) {
  registerAreaMessages(qualityMessages);
  const catalogues = createQualityCatalogues(ctx);
  const { references } = ctx;
  for (const service of [
    catalogues.defectTypes,
    catalogues.badPhenomena,
    catalogues.defectCauses,
    catalogues.responsibleUnits,
    catalogues.solutions,
  ])
    references.provide(service.kind, service.repo.lookups.provider());
  const { links } = catalogues;
  references.usedBy('defectType', 'badPhenomenon', (tenantId, id, limit) => links.phenomenaOfType(tenantId, id, limit));
  references.usedBy('defectCause', 'badPhenomenon', (tenantId, id, limit) =>
    links.phenomenaWithCause(tenantId, id, limit),
  );
  references.usedBy('solution', 'badPhenomenon', (tenantId, id, limit) =>
    links.phenomenaWithSolution(tenantId, id, limit),
  );
  ctx.organisations.onDelete((tenantId, orgId) => links.clearOrganisation(tenantId, orgId));

  return {
    catalogues,
    register(app: FastifyInstance, guards: RouteGuards): void {
      registerQualityRoutes(app, guards, catalogues);
    },
    /** The demo factory's quality catalogue (idempotent). */
    seedDemo: (tenantId: string) => seedQualityDemo(catalogues, ctx.organisations, tenantId),
  };
}

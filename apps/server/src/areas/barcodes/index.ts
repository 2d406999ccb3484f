import type { FastifyInstance } from 'fastify';
import type { RouteGuards } from '../../platform/http/register-route.js';
import { registerAreaMessages } from '../../platform/i18n/messages.js';
import type { MasterDataContext } from '../references/master-data-context.js';
import { BarcodeRuleRepository } from './barcode-rule.repository.js';
import { createBarcodeRules } from './barcode-rule.resource.js';
import { registerBarcodeRoutes } from './barcode-rule.routes.js';
import { BarcodeRuleService } from './barcode-rule.service.js';
import { barcodesMessages } from './barcodes.messages.js';
import { seedBarcodesDemo } from './barcodes.seed.js';

/** Barcode rules, serial schemes and gap-free serial generation: builds the area's services, registers its reference providers and routes. */
export function createBarcodesModule(ctx: MasterDataContext) {
  registerAreaMessages(barcodesMessages);
  const repo = new BarcodeRuleRepository(ctx.db);
  const records = createBarcodeRules(ctx.db, ctx.references, repo);
  const rules = new BarcodeRuleService(ctx.db, repo, ctx.parameters);
  ctx.references.provide('barcodeRule', records.repo.lookups.provider());
  return {
    /** The rules themselves (scanning reads a rule's format). */
    records,
    /** Generation, batches and issued-code checks for other areas (labels print batches; scanning checks codes). */
    rules,
    register(app: FastifyInstance, guards: RouteGuards): void {
      registerBarcodeRoutes(app, guards, { records, rules });
    },
    /** The demo rules SN-FAN and BOX-GS1 (idempotent). */
    seedDemo: (tenantId: string) => seedBarcodesDemo(records, tenantId),
  };
}

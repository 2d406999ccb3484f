import type { FastifyInstance } from 'fastify';
import type { RouteGuards } from '../../platform/http/register-route.js';
import { registerAreaMessages } from '../../platform/i18n/messages.js';
import type { MasterDataContext } from '../references/master-data-context.js';
import { bomMessages } from './bom.messages.js';
import { BomRepository } from './bom.repository.js';
import { createBoms } from './bom.resource.js';
import { registerBomRoutes } from './bom.routes.js';
import { seedBomDemo } from './bom.seed.js';
import { BomService } from './bom.service.js';
import { boms as bomTable, scanConfigs as scanConfigTable } from './bom.table.js';
import { ScanConfigRepository } from './scan-config.repository.js';
import { createScanConfigs } from './scan-config.resource.js';
import { ScanConfigService } from './scan-config.service.js';

const refsOf = (rows: { id: string; code: string; name: string }[]) =>
  rows.map((row) => ({ id: row.id, code: row.code, name: row.name }));

/** Bills of materials and scan configurations per product and process: builds the area's services, registers its reference providers and routes. */
export function createBomModule(ctx: MasterDataContext) {
  registerAreaMessages(bomMessages);
  const { db, references } = ctx;
  const bomRepo = new BomRepository(db);
  const scanRepo = new ScanConfigRepository(db);
  const bomResource = createBoms(db, references, bomRepo);
  const boms = new BomService(db, bomResource, bomRepo, references);
  const scanResource = createScanConfigs(db, references, scanRepo, boms);
  const scanConfigs = new ScanConfigService(db, scanResource, scanRepo, boms, references);

  references.provide('bom', bomResource.repo.lookups.provider());
  references.provide('scanConfig', scanResource.repo.lookups.provider());

  references.usedBy('product', 'bom', (tenantId, id, limit) =>
    bomResource.repo.lookups.usersOf(tenantId, bomTable.productId, id, limit),
  );
  references.usedBy('material', 'bom', async (tenantId, id, limit) =>
    refsOf(await bomRepo.usingLineRef(tenantId, 'materialId', id, limit)),
  );
  references.usedBy('process', 'bom', async (tenantId, id, limit) =>
    refsOf(await bomRepo.usingLineRef(tenantId, 'processId', id, limit)),
  );
  references.usedBy('product', 'scanConfig', (tenantId, id, limit) =>
    scanResource.repo.lookups.usersOf(tenantId, scanConfigTable.productId, id, limit),
  );
  references.usedBy('process', 'scanConfig', (tenantId, id, limit) =>
    scanResource.repo.lookups.usersOf(tenantId, scanConfigTable.processId, id, limit),
  );
  for (const [kind, column] of [
    ['material', 'materialId'],
    ['barcodeRule', 'barcodeRuleId'],
  ] as const)
    references.usedBy(kind, 'scanConfig', async (tenantId, id, limit) =>
      refsOf(await scanRepo.using(tenantId, column, id, limit)),
    );

  return {
    boms,
    scanConfigs,
    register(app: FastifyInstance, guards: RouteGuards): void {
      registerBomRoutes(app, guards, { boms, scanConfigs });
    },
    /** The demo factory's BOMs and scan configurations (after factory, processes and materials). */
    seedDemo: (tenantId: string) => seedBomDemo({ db, references, boms, scanConfigs }, tenantId),
  };
}

import type { WorkOrderStatus } from '@takt/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalEventBus } from '../../platform/events/event-bus.js';
import { ReferenceRegistry } from '../../platform/references/reference-registry.js';
import { testDatabaseKinds } from '../../test-support/databases.js';
import { createTenant } from '../../test-support/fixtures.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { createFactoryModule } from '../factory/index.js';
import { UserOrgDirectory } from '../identity/user-orgs.js';
import { createMaterialsModule } from '../materials/index.js';
import { OrganisationRepository } from '../organisations/organisation.repository.js';
import { OrganisationService } from '../organisations/organisation.service.js';
import { createProcessesModule } from '../processes/index.js';
import type { MasterDataContext } from '../references/master-data-context.js';
import { createWorkOrdersModule } from './index.js';

describe.each(testDatabaseKinds())('work-order demo seed on %s', (kind) => {
  let t: TestServer;
  let tenantId: string;
  let area: ReturnType<typeof createWorkOrdersModule>;

  beforeAll(async () => {
    t = await startTestServer(kind);
    tenantId = await createTenant(t.server.db, { code: 'wo_seed' });
    const db = t.server.db;
    const references = new ReferenceRegistry();
    const organisations = new OrganisationService(db, new OrganisationRepository(db), new UserOrgDirectory(db));
    const ctx = {
      db,
      references,
      organisations,
      hub: t.server.hub,
      bus: new LocalEventBus(),
      parameters: { value: async () => 'Asia/Shanghai' },
    } as unknown as MasterDataContext;
    const processes = createProcessesModule(ctx);
    const factory = createFactoryModule(ctx);
    const materials = createMaterialsModule(ctx);
    area = createWorkOrdersModule(ctx, { processes, materials });
    await processes.seedDemo(tenantId);
    await factory.seedDemo(tenantId);
    await materials.seedDemo(tenantId);
  });
  afterAll(() => t?.close());

  it('seeds plans and orders in every state across the demo lines, once', async () => {
    await area.seedDemo(tenantId);
    await area.seedDemo(tenantId);
    const page = await area.workOrders.page(tenantId, { pageNo: 1, pageSize: 100, scope: 'all' });
    expect(page.totalRows).toBe(15);
    const statuses = new Set(page.rows.map((row) => row.status));
    for (const status of ['initial', 'issued', 'in_production', 'paused', 'completed', 'closed'] as WorkOrderStatus[])
      expect(statuses.has(status), status).toBe(true);
    // Open on each assembly line: at least two issued or in production, with a pinned routing version.
    for (const line of ['ASM-L1', 'ASM-L2']) {
      const scannable = page.rows.filter(
        (row) => row.lineCode === line && (row.status === 'issued' || row.status === 'in_production'),
      );
      expect(scannable.length, line).toBeGreaterThanOrEqual(2);
      for (const row of scannable) {
        expect(row.routingVersionId).not.toBeNull();
        expect(row.planQuantity).toBeGreaterThanOrEqual(200);
      }
    }
    // The default list hides what finished before today.
    const current = await area.workOrders.page(tenantId, { pageNo: 1, pageSize: 100, scope: 'current' });
    expect(current.rows.map((row) => row.code)).not.toContain('WO-DEMO-A203');
    expect(current.rows.map((row) => row.code)).toContain('WO-DEMO-A104');
    const plans = await area.plans.resource.page(tenantId, { pageNo: 1, pageSize: 10 });
    expect(plans.rows.map((row) => [row.code, row.status]).sort()).toEqual([
      ['PP-DEMO-001', 'open'],
      ['PP-DEMO-002', 'open'],
      ['PP-DEMO-003', 'open'],
      ['PP-DEMO-004', 'closed'],
    ]);
    expect(plans.rows.find((row) => row.code === 'PP-DEMO-001')).toMatchObject({ orderedQuantity: 950, orderCount: 3 });
  });
});

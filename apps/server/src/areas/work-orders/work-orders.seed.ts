import type { WorkOrderStatus, WorkOrderType } from '@takt/contracts';
import type { Database } from '../../platform/db/database.js';
import type { ReferenceRegistry } from '../../platform/references/reference-registry.js';
import type { PlanService } from './plan.service.js';
import type { WorkOrderRepository } from './work-order.repository.js';
import type { WorkOrderService } from './work-order.service.js';

interface DemoPlan {
  code: string;
  product: string;
  line: string | null;
  quantity: number;
  /** Days from today (enterprise time zone). */
  start: number;
  end: number;
  salesOrder: string;
  closed?: boolean;
}

interface DemoOrder {
  code: string;
  product: string;
  line: string;
  type: WorkOrderType;
  quantity: number;
  /** Plan date: days from today. */
  day: number;
  status: WorkOrderStatus;
  plan?: string;
  /** Completed or closed: days ago it finished (0 = today, shown by the default list). */
  finishedDaysAgo?: number;
  /** Counts of orders no demo unit is scanned through (paused, completed, closed). */
  counts?: { input: number; good: number; bad: number; scrap: number };
  notes?: string;
}

const DEMO_PLANS: DemoPlan[] = [
  {
    code: 'PP-DEMO-001',
    product: 'FG-FAN-D10',
    line: 'ASM-L1',
    quantity: 1200,
    start: -2,
    end: 10,
    salesOrder: 'SO-2026-0101',
  },
  {
    code: 'PP-DEMO-002',
    product: 'SF-CB100',
    line: 'SMT-L1',
    quantity: 2000,
    start: -1,
    end: 14,
    salesOrder: 'SO-2026-0102',
  },
  {
    code: 'PP-DEMO-003',
    product: 'FG-FAN-F20',
    line: null,
    quantity: 500,
    start: 3,
    end: 20,
    salesOrder: 'SO-2026-0107',
  },
  {
    code: 'PP-DEMO-004',
    product: 'SF-CB200',
    line: 'SMT-L2',
    quantity: 600,
    start: -20,
    end: -5,
    salesOrder: 'SO-2026-0088',
    closed: true,
  },
];

/**
 * The demo orders. Issued and in-production orders carry no counts: the production demo scans
 * real units through them (ASM-L1: WO-DEMO-A101, A102; ASM-L2: WO-DEMO-A201, A202; SMT lines:
 * WO-DEMO-S101, S201).
 */
const DEMO_ORDERS: DemoOrder[] = [
  {
    code: 'WO-DEMO-A101',
    product: 'FG-FAN-D10',
    line: 'ASM-L1',
    type: 'normal',
    quantity: 400,
    day: 0,
    status: 'in_production',
    plan: 'PP-DEMO-001',
  },
  {
    code: 'WO-DEMO-A102',
    product: 'FG-FAN-D10',
    line: 'ASM-L1',
    type: 'urgent',
    quantity: 300,
    day: 0,
    status: 'issued',
    plan: 'PP-DEMO-001',
  },
  {
    code: 'WO-DEMO-A103',
    product: 'FG-FAN-D12',
    line: 'ASM-L1',
    type: 'normal',
    quantity: 200,
    day: -1,
    status: 'paused',
    counts: { input: 86, good: 80, bad: 4, scrap: 1 },
    notes: 'Waiting for blades',
  },
  {
    code: 'WO-DEMO-A104',
    product: 'FG-FAN-D12',
    line: 'ASM-L1',
    type: 'normal',
    quantity: 150,
    day: -1,
    status: 'completed',
    finishedDaysAgo: 0,
    counts: { input: 152, good: 150, bad: 3, scrap: 1 },
  },
  {
    code: 'WO-DEMO-A105',
    product: 'FG-FAN-D10',
    line: 'ASM-L1',
    type: 'normal',
    quantity: 250,
    day: 2,
    status: 'initial',
    plan: 'PP-DEMO-001',
  },
  {
    code: 'WO-DEMO-A201',
    product: 'FG-FAN-F20',
    line: 'ASM-L2',
    type: 'normal',
    quantity: 300,
    day: 0,
    status: 'in_production',
  },
  {
    code: 'WO-DEMO-A202',
    product: 'FG-FAN-D12',
    line: 'ASM-L2',
    type: 'normal',
    quantity: 250,
    day: 0,
    status: 'issued',
  },
  {
    code: 'WO-DEMO-A203',
    product: 'FG-FAN-F20',
    line: 'ASM-L2',
    type: 'normal',
    quantity: 200,
    day: -4,
    status: 'completed',
    finishedDaysAgo: 3,
    counts: { input: 203, good: 200, bad: 5, scrap: 2 },
  },
  {
    code: 'WO-DEMO-A204',
    product: 'FG-FAN-D10',
    line: 'ASM-L2',
    type: 'rework',
    quantity: 40,
    day: 1,
    status: 'initial',
    notes: 'Rework of returned units',
  },
  {
    code: 'WO-DEMO-S101',
    product: 'SF-CB100',
    line: 'SMT-L1',
    type: 'normal',
    quantity: 500,
    day: 0,
    status: 'in_production',
    plan: 'PP-DEMO-002',
  },
  {
    code: 'WO-DEMO-S102',
    product: 'SF-CB100',
    line: 'SMT-L1',
    type: 'normal',
    quantity: 500,
    day: 1,
    status: 'initial',
    plan: 'PP-DEMO-002',
  },
  {
    code: 'WO-DEMO-S103',
    product: 'SF-CB200',
    line: 'SMT-L1',
    type: 'normal',
    quantity: 300,
    day: -1,
    status: 'closed',
    finishedDaysAgo: 0,
    counts: { input: 120, good: 116, bad: 4, scrap: 0 },
    notes: 'Customer cancelled the rest',
  },
  {
    code: 'WO-DEMO-S201',
    product: 'SF-CB200',
    line: 'SMT-L2',
    type: 'normal',
    quantity: 400,
    day: 0,
    status: 'issued',
  },
  {
    code: 'WO-DEMO-S202',
    product: 'SF-CB200',
    line: 'SMT-L2',
    type: 'normal',
    quantity: 600,
    day: -10,
    status: 'closed',
    finishedDaysAgo: 6,
    plan: 'PP-DEMO-004',
    counts: { input: 598, good: 590, bad: 9, scrap: 2 },
  },
  {
    code: 'WO-DEMO-S203',
    product: 'SF-CB100',
    line: 'SMT-L2',
    type: 'urgent',
    quantity: 120,
    day: 1,
    status: 'initial',
  },
];

export interface WorkOrdersSeedDeps {
  db: Database;
  workOrders: WorkOrderService;
  plans: PlanService;
  repo: WorkOrderRepository;
  references: ReferenceRegistry;
}

const DAY_MS = 86_400_000;
const shift = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * Demo plans and orders in every state across the demo lines, through the area's own services
 * (issuing pins the routings' versions); states beyond issued are then set directly, as the
 * scans and buttons of a past week would have left them. Idempotent: codes that exist are kept.
 * Records the demo factory lacks (another enterprise's layout) are skipped.
 */
export async function seedWorkOrdersDemo(deps: WorkOrdersSeedDeps, tenantId: string): Promise<void> {
  const { workOrders, plans, repo, references } = deps;
  const today = (await workOrders.today(tenantId)).iso;
  const idOf = async (kind: 'product' | 'line', code: string) =>
    (await references.findByCode(tenantId, kind, code))?.id;

  const planIds = new Map<string, string>();
  for (const plan of DEMO_PLANS) {
    const existing = await references.findByCode(tenantId, 'productionPlan', plan.code);
    if (existing) {
      planIds.set(plan.code, existing.id);
      continue;
    }
    const productId = await idOf('product', plan.product);
    const lineId = plan.line ? await idOf('line', plan.line) : null;
    if (!productId || (plan.line && !lineId)) continue;
    const added = await plans.add(tenantId, {
      code: plan.code,
      productId,
      lineId,
      planQuantity: plan.quantity,
      startDate: shift(today, plan.start),
      endDate: shift(today, plan.end),
      salesOrder: plan.salesOrder,
      notes: null,
    });
    planIds.set(plan.code, added.id);
  }

  const now = Date.now();
  for (const order of DEMO_ORDERS) {
    if (await workOrders.resource.findByCode(tenantId, order.code)) continue;
    const productId = await idOf('product', order.product);
    const lineId = await idOf('line', order.line);
    if (!productId || !lineId) continue;
    await deps.db.tenant(tenantId, async () => {
      const added = await workOrders.add(tenantId, {
        code: order.code,
        type: order.type,
        productId,
        lineId,
        planQuantity: order.quantity,
        planDate: shift(today, order.day),
        notes: order.notes ?? null,
        salesOrder: null,
        planId: order.plan ? (planIds.get(order.plan) ?? null) : null,
      });
      if (order.status === 'initial') return;
      const issued = await workOrders.batch(tenantId, 'issue', [added.id], 'en-US');
      if (!issued.items[0]?.ok) return;
      if (order.status === 'issued') return;
      const finishedAt = order.finishedDaysAgo === undefined ? null : new Date(now - order.finishedDaysAgo * DAY_MS);
      const startedAt = new Date(now - ((order.finishedDaysAgo ?? 0) + 1) * DAY_MS);
      await repo.update(tenantId, added.id, {
        status: order.status,
        startedAt,
        finishedAt,
        issuedAt: startedAt,
        statusChangedAt: finishedAt ?? new Date(now),
        inputQuantity: order.counts?.input ?? 0,
        goodQuantity: order.counts?.good ?? 0,
        badQuantity: order.counts?.bad ?? 0,
        scrapQuantity: order.counts?.scrap ?? 0,
      });
    });
  }

  for (const plan of DEMO_PLANS) {
    const id = planIds.get(plan.code);
    if (!plan.closed || !id) continue;
    if ((await plans.resource.detail(tenantId, id)).status === 'open') await plans.close(tenantId, id);
  }
}

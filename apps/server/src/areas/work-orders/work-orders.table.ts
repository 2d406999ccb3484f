import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { bigintString, createdAt, idColumn, tenantIdColumn, updatedAt } from '../../platform/db/columns.js';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Production plans: what to make of a product by when. Work orders are generated from a plan
 * (a plan's `orderedQuantity` is the sum of the plan quantities of its orders).
 */
export const productionPlans = pgTable(
  'production_plans',
  {
    tenantId: tenantIdColumn(),
    id: idColumn(),
    code: varchar('code', { length: 30 }).notNull(),
    productId: bigintString('product_id').notNull(),
    /** The line it is planned for; any line of the factory when null. */
    lineId: bigintString('line_id'),
    planQuantity: integer('plan_quantity').notNull(),
    orderedQuantity: integer('ordered_quantity').notNull().default(0),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    /** `open` | `closed`. */
    status: varchar('status', { length: 16 }).notNull().default('open'),
    salesOrder: varchar('sales_order', { length: 30 }),
    notes: varchar('notes', { length: 200 }),
    createdBy: bigintString('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('production_plans_tenant_code').on(t.tenantId, t.code),
    index('production_plans_tenant_status').on(t.tenantId, t.status, t.startDate),
  ],
);

/**
 * Work orders (spec 001 §3). The routing version is pinned when the order is issued, so an
 * edited routing never changes the steps of an order in production. The quantities are kept
 * by production execution in the same transaction as the scans that change them:
 * `inputQuantity` units started, `goodQuantity` units finished, `badQuantity` failures
 * recorded, `scrapQuantity` units scrapped.
 */
export const workOrders = pgTable(
  'work_orders',
  {
    tenantId: tenantIdColumn(),
    id: idColumn(),
    code: varchar('code', { length: 30 }).notNull(),
    /** `normal` | `urgent` | `rework`. */
    type: varchar('type', { length: 16 }).notNull(),
    productId: bigintString('product_id').notNull(),
    lineId: bigintString('line_id').notNull(),
    routingId: bigintString('routing_id').notNull(),
    /** Pinned on issue; null while the order is `initial`. */
    routingVersionId: bigintString('routing_version_id'),
    /** The pinned version's number (shown with the order; null while `initial`). */
    routingVersionNo: integer('routing_version_no'),
    planId: bigintString('plan_id'),
    planQuantity: integer('plan_quantity').notNull(),
    planDate: date('plan_date', { mode: 'string' }).notNull(),
    /** `initial` | `issued` | `in_production` | `paused` | `completed` | `closed`. */
    status: varchar('status', { length: 16 }).notNull().default('initial'),
    notes: varchar('notes', { length: 200 }),
    salesOrder: varchar('sales_order', { length: 30 }),
    inputQuantity: integer('input_quantity').notNull().default(0),
    goodQuantity: integer('good_quantity').notNull().default(0),
    badQuantity: integer('bad_quantity').notNull().default(0),
    scrapQuantity: integer('scrap_quantity').notNull().default(0),
    issuedAt: at('issued_at'),
    startedAt: at('started_at'),
    /** When the order reached `completed` or `closed` (the list shows those of today). */
    finishedAt: at('finished_at'),
    statusChangedAt: at('status_changed_at').notNull().defaultNow(),
    createdBy: bigintString('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('work_orders_tenant_code').on(t.tenantId, t.code),
    index('work_orders_tenant_status').on(t.tenantId, t.status, t.finishedAt),
    index('work_orders_tenant_line_status').on(t.tenantId, t.lineId, t.status),
    index('work_orders_tenant_plan_date').on(t.tenantId, t.planDate),
    index('work_orders_tenant_plan').on(t.tenantId, t.planId),
    index('work_orders_tenant_product').on(t.tenantId, t.productId),
    // Routing edits and deletes: whether an order names the routing, or was issued on a version of it.
    index('work_orders_tenant_routing').on(t.tenantId, t.routingId, t.routingVersionId),
  ],
);

/**
 * The counters behind generated codes: `WO` (orders) or `PP` (plans) + the date in the
 * enterprise time zone + a daily count, advanced in the request's transaction (gap-free).
 */
export const workOrderCodeCounters = pgTable(
  'work_order_code_counters',
  {
    tenantId: tenantIdColumn(),
    /** The code prefix the counter is for: `WO` or `PP`. */
    prefix: varchar('prefix', { length: 8 }).notNull().default('WO'),
    day: date('day', { mode: 'string' }).notNull(),
    value: integer('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.prefix, t.day] })],
);

/** Per-enterprise production settings (work-orders/WorkSettingPage); defaults when there is no row. */
export const workSettings = pgTable('work_settings', {
  tenantId: tenantIdColumn().primaryKey(),
  boxCapacity: integer('box_capacity').notNull(),
  carrierCapacity: integer('carrier_capacity').notNull(),
  autoComplete: boolean('auto_complete').notNull(),
  allowOverProduction: boolean('allow_over_production').notNull(),
  autoAdvance: boolean('auto_advance').notNull().default(false),
  boxRuleId: bigintString('box_rule_id'),
  carrierRuleId: bigintString('carrier_rule_id'),
  updatedAt: updatedAt(),
});

import { z } from 'zod';
import { Permissions } from '../access/permissions.js';
import { idSchema } from '../common/ids.js';
import { pageQuerySchema, pageResultSchema, repeatedParam } from '../common/paging.js';
import { defineRoute } from '../common/route.js';
import { sheetImportRoutes } from '../common/sheet-import.schema.js';
import { fileResponseSchema } from '../files/file.schema.js';
import {
  isoDateSchema,
  PLAN_CODE_MAX,
  planGenerateSchema,
  planStatusSchema,
  productionPlanAddSchema,
  productionPlanEditSchema,
  productionPlanSchema,
  WORK_ORDER_CODE_MAX,
  type WorkOrderBatchAction,
  workOrderAddSchema,
  workOrderBatchResultSchema,
  workOrderBatchSchema,
  workOrderEditSchema,
  workOrderIdSchema,
  workOrderSchema,
  workOrderStatusSchema,
  workOrderTypeSchema,
  workSettingsEditSchema,
  workSettingsSchema,
} from './work-order.schema.js';

const P = Permissions.work.workOrder;
const PP = Permissions.plan.productionPlan;

/**
 * `current` (the default, spec 001 §4): every order in initial, issued, in production or paused,
 * plus those completed or closed today (enterprise time zone). `all`: history too.
 */
export const WORK_ORDER_SCOPES = ['current', 'all'] as const;
export type WorkOrderScope = (typeof WORK_ORDER_SCOPES)[number];

export const workOrderListQuerySchema = z.strictObject({
  code: z.string().trim().max(WORK_ORDER_CODE_MAX).optional(),
  productId: idSchema.optional(),
  lineId: idSchema.optional(),
  planId: idSchema.optional(),
  type: workOrderTypeSchema.optional(),
  status: repeatedParam(workOrderStatusSchema).optional(),
  planDateFrom: isoDateSchema.optional(),
  planDateTo: isoDateSchema.optional(),
  salesOrder: z.string().trim().max(WORK_ORDER_CODE_MAX).optional(),
  scope: z.enum(WORK_ORDER_SCOPES).default('current'),
});
export type WorkOrderListQuery = z.input<typeof workOrderListQuerySchema>;

export const workOrderPageQuerySchema = pageQuerySchema([
  'code',
  'type',
  'status',
  'planQuantity',
  'planDate',
  'goodQuantity',
  'createdAt',
  'updatedAt',
])
  .extend(workOrderListQuerySchema.shape)
  .strict();

const batch = (action: WorkOrderBatchAction, permission: (typeof P)[keyof typeof P], summary: string) =>
  defineRoute({
    method: 'POST',
    path: `/work_order/${action}`,
    summary: `${summary}; each order on its own, answered per order (at most 200 ids)`,
    tag: 'work-orders',
    access: { permission },
    body: workOrderBatchSchema,
    response: workOrderBatchResultSchema,
  });

export const workOrderApi = {
  page: defineRoute({
    method: 'GET',
    path: '/work_order/page',
    summary:
      'Work orders, paged (filters: code, product, line, plan, type, status, plan date range; scope current or all)',
    tag: 'work-orders',
    access: { permission: P.page },
    query: workOrderPageQuerySchema,
    response: pageResultSchema(workOrderSchema),
  }),
  detail: defineRoute({
    method: 'GET',
    path: '/work_order/detail',
    summary: 'One work order',
    tag: 'work-orders',
    access: { permission: P.get },
    query: workOrderIdSchema,
    response: workOrderSchema,
  }),
  add: defineRoute({
    method: 'POST',
    path: '/work_order/add',
    summary: 'Adds a work order (code generated when blank; routing defaults to the product’s)',
    tag: 'work-orders',
    access: { permission: P.add },
    body: workOrderAddSchema,
    response: workOrderSchema,
  }),
  edit: defineRoute({
    method: 'POST',
    path: '/work_order/edit',
    summary: 'Edits a work order (only while initial)',
    tag: 'work-orders',
    access: { permission: P.edit },
    body: workOrderEditSchema,
    response: workOrderSchema,
  }),
  issue: batch('issue', P.issue, 'Issues initial orders (pins the routing’s current version)'),
  pause: batch('pause', P.pause, 'Pauses orders in production'),
  resume: batch('resume', P.resume, 'Resumes paused orders'),
  complete: batch('complete', P.complete, 'Completes orders in production or paused'),
  close: batch('close', P.close, 'Closes open orders'),
  delete: batch('delete', P.delete, 'Deletes initial orders'),
  export: defineRoute({
    method: 'GET',
    path: '/work_order/export',
    summary: 'The filtered work orders as an .xlsx file (blob, not an envelope)',
    tag: 'work-orders',
    access: { permission: P.export },
    query: workOrderListQuerySchema,
    response: fileResponseSchema,
  }),
};

/** Order import (spec 001 §5): product and line by name, order number 6–50, plan date checked. */
export const workOrderImportRoutes = sheetImportRoutes('/work_order', {
  tag: 'work-orders',
  what: 'work orders',
  permission: P.import,
});

export const workSettingApi = {
  detail: defineRoute({
    method: 'GET',
    path: '/work_setting/detail',
    summary:
      'The enterprise’s production settings (box and carrier capacity, auto-complete, over-production, station auto-advance)',
    tag: 'work-orders',
    access: { permission: Permissions.work.setting.get },
    response: workSettingsSchema,
  }),
  edit: defineRoute({
    method: 'POST',
    path: '/work_setting/edit',
    summary: 'Saves the enterprise’s production settings',
    tag: 'work-orders',
    access: { permission: Permissions.work.setting.edit },
    body: workSettingsEditSchema,
    response: workSettingsSchema,
  }),
};

export const productionPlanListQuerySchema = z.strictObject({
  code: z.string().trim().max(PLAN_CODE_MAX).optional(),
  productId: idSchema.optional(),
  lineId: idSchema.optional(),
  status: planStatusSchema.optional(),
  startDateFrom: isoDateSchema.optional(),
  startDateTo: isoDateSchema.optional(),
  salesOrder: z.string().trim().max(PLAN_CODE_MAX).optional(),
});
export type ProductionPlanListQuery = z.input<typeof productionPlanListQuerySchema>;
export const productionPlanPageQuerySchema = pageQuerySchema([
  'code',
  'planQuantity',
  'orderedQuantity',
  'startDate',
  'endDate',
  'status',
  'createdAt',
])
  .extend(productionPlanListQuerySchema.shape)
  .strict();

export const productionPlanApi = {
  page: defineRoute({
    method: 'GET',
    path: '/production_plan/page',
    summary: 'Production plans, paged (filters: code, product, line, status, start date range, sales order)',
    tag: 'work-orders',
    access: { permission: PP.page },
    query: productionPlanPageQuerySchema,
    response: pageResultSchema(productionPlanSchema),
  }),
  detail: defineRoute({
    method: 'GET',
    path: '/production_plan/detail',
    summary: 'One production plan',
    tag: 'work-orders',
    access: { permission: PP.get },
    query: workOrderIdSchema,
    response: productionPlanSchema,
  }),
  add: defineRoute({
    method: 'POST',
    path: '/production_plan/add',
    summary: 'Adds a production plan (code generated when blank)',
    tag: 'work-orders',
    access: { permission: PP.add },
    body: productionPlanAddSchema,
    response: productionPlanSchema,
  }),
  edit: defineRoute({
    method: 'POST',
    path: '/production_plan/edit',
    summary: 'Edits an open plan (the quantity not below what is ordered; product fixed once ordered)',
    tag: 'work-orders',
    access: { permission: PP.edit },
    body: productionPlanEditSchema,
    response: productionPlanSchema,
  }),
  delete: defineRoute({
    method: 'POST',
    path: '/production_plan/delete',
    summary: 'Deletes a plan no work order was made from',
    tag: 'work-orders',
    access: { permission: PP.delete },
    body: workOrderIdSchema,
    response: z.null(),
  }),
  close: defineRoute({
    method: 'POST',
    path: '/production_plan/close',
    summary: 'Closes a plan (no more orders are made from it)',
    tag: 'work-orders',
    access: { permission: PP.close },
    body: workOrderIdSchema,
    response: productionPlanSchema,
  }),
  generate: defineRoute({
    method: 'POST',
    path: '/production_plan/generate_orders',
    summary: 'Makes work orders from an open plan (N orders or given quantities; never more than the plan)',
    tag: 'work-orders',
    access: { permission: PP.generateOrder },
    body: planGenerateSchema,
    response: z.array(workOrderSchema),
  }),
  export: defineRoute({
    method: 'GET',
    path: '/production_plan/export',
    summary: 'The filtered plans as an .xlsx file (blob, not an envelope)',
    tag: 'work-orders',
    access: { permission: PP.export },
    query: productionPlanListQuerySchema,
    response: fileResponseSchema,
  }),
};

export const productionPlanImportRoutes = sheetImportRoutes('/production_plan', {
  tag: 'work-orders',
  what: 'production plans',
  permission: PP.import,
});

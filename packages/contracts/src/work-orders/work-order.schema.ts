import { z } from 'zod';
import { idSchema } from '../common/ids.js';

/**
 * Work orders and production plans (spec 001 §3, §4, §5). This file holds the enums, limits and
 * schemas every side shares, and the state machine (one pure function the server enforces and
 * the web uses to enable its buttons).
 */

export const WORK_ORDER_CODE_MAX = 30;
export const WORK_ORDER_NOTES_MAX = 200;
export const SALES_ORDER_MAX = 30;
export const PLAN_QUANTITY_MIN = 1;
export const PLAN_QUANTITY_MAX = 2147483647;
/**
 * Order import (spec 001 §5): product and line names required, at most 50; order number at least
 * 6. The spec allows numbers up to 50 there, but an order's code is stored (and printed, and
 * scanned) with at most WORK_ORDER_CODE_MAX, so the import checks the code as the form does.
 */
export const ORDER_IMPORT_NAME_MAX = 50;
export const ORDER_IMPORT_CODE_MIN = 6;
/** Orders one batch action may name. */
export const WORK_ORDER_BATCH_MAX = 200;
/** Exports stop at this many orders. */
export const WORK_ORDER_EXPORT_MAX = 10_000;

export const WORK_ORDER_TYPES = ['normal', 'urgent', 'rework'] as const;
export type WorkOrderType = (typeof WORK_ORDER_TYPES)[number];
export const workOrderTypeSchema = z.enum(WORK_ORDER_TYPES);

export const WORK_ORDER_STATUSES = ['initial', 'issued', 'in_production', 'paused', 'completed', 'closed'] as const;
export type WorkOrderStatus = (typeof WORK_ORDER_STATUSES)[number];
export const workOrderStatusSchema = z.enum(WORK_ORDER_STATUSES);

/** Orders a station may scan units of. */
export const SCANNABLE_ORDER_STATUSES: readonly WorkOrderStatus[] = ['issued', 'in_production'];
/** Orders that are still open (closing is allowed from these). */
export const OPEN_ORDER_STATUSES: readonly WorkOrderStatus[] = ['initial', 'issued', 'in_production', 'paused'];
/** Open orders past initial (a line's orders to produce). Any order issued pins its routing version for good. */
export const RELEASED_ORDER_STATUSES: readonly WorkOrderStatus[] = ['issued', 'in_production', 'paused'];

export const PLAN_STATUSES = ['open', 'closed'] as const;
export type PlanStatus = (typeof PLAN_STATUSES)[number];
export const planStatusSchema = z.enum(PLAN_STATUSES);

// ---------------------------------------------------------------------------------------------
// The state machine
// ---------------------------------------------------------------------------------------------

/**
 * What can be done to an order. `start` is not a button: production execution starts an issued
 * order with its first scan. `edit` and `delete` change no status but follow the same rules.
 */
export const WORK_ORDER_ACTIONS = ['issue', 'start', 'pause', 'resume', 'complete', 'close', 'delete', 'edit'] as const;
export type WorkOrderAction = (typeof WORK_ORDER_ACTIONS)[number];
export const workOrderActionSchema = z.enum(WORK_ORDER_ACTIONS);

/** The batch actions of the order list (spec 001 §4), each one endpoint. */
export const WORK_ORDER_BATCH_ACTIONS = ['issue', 'pause', 'resume', 'complete', 'close', 'delete'] as const;
export type WorkOrderBatchAction = (typeof WORK_ORDER_BATCH_ACTIONS)[number];

/**
 * Why an action is refused: `closed` (spec 001 §8: 'This work order has been closed and cannot
 * be operated again'), `completed` (a completed order can only be looked at), or `state` (the
 * action does not apply to the order's current status, e.g. pausing an order not in production).
 */
export type WorkOrderRefusal = 'closed' | 'completed' | 'state';

export type WorkOrderTransition = { ok: true; next: WorkOrderStatus | null } | { ok: false; reason: WorkOrderRefusal };

/** Allowed moves: action → the statuses it applies to and the status it leads to (null: the order is deleted). */
const MOVES: Record<WorkOrderAction, { from: readonly WorkOrderStatus[]; to: WorkOrderStatus | 'same' | null }> = {
  issue: { from: ['initial'], to: 'issued' },
  start: { from: ['issued'], to: 'in_production' },
  pause: { from: ['in_production'], to: 'paused' },
  resume: { from: ['paused'], to: 'in_production' },
  complete: { from: ['in_production', 'paused'], to: 'completed' },
  close: { from: OPEN_ORDER_STATUSES, to: 'closed' },
  delete: { from: ['initial'], to: null },
  edit: { from: ['initial'], to: 'same' },
};

/**
 * The work-order state machine (spec 001 §4): initial → issued (issue) → in production (first
 * scan) ⇄ paused (pause / resume) → completed (complete, from in production or paused); any of
 * initial, issued, in production or paused → closed (close); delete and edit only while initial.
 * A closed order refuses every action.
 */
export function workOrderTransition(status: WorkOrderStatus, action: WorkOrderAction): WorkOrderTransition {
  const move = MOVES[action];
  if (move.from.includes(status)) return { ok: true, next: move.to === 'same' ? status : move.to };
  if (status === 'closed') return { ok: false, reason: 'closed' };
  if (status === 'completed') return { ok: false, reason: 'completed' };
  return { ok: false, reason: 'state' };
}

/** Whether the action is allowed from the status (the web enables its buttons by this). */
export const canApplyWorkOrderAction = (status: WorkOrderStatus, action: WorkOrderAction) =>
  workOrderTransition(status, action).ok;

// ---------------------------------------------------------------------------------------------
// Work orders
// ---------------------------------------------------------------------------------------------

const SINGLE_LINE = /^[^\p{Cc}\p{Cs}]*$/u;
/** Codes: letters, digits and `-_./` (they are printed into barcodes and typed at stations); blank: generated. */
export const WORK_ORDER_CODE_PATTERN = /^[A-Za-z0-9_./-]*$/;
export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar date `YYYY-MM-DD` that exists. */
export const isoDateSchema = z
  .string()
  .regex(DATE_PATTERN, { message: 'YYYY-MM-DD', abort: true })
  .refine((value) => {
    const [y, m, d] = value.split('-').map(Number) as [number, number, number];
    const date = new Date(Date.UTC(y, m - 1, d));
    return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d && y >= 1900;
  }, 'YYYY-MM-DD');

export const planQuantitySchema = z.number().int().min(PLAN_QUANTITY_MIN).max(PLAN_QUANTITY_MAX);
const optionalText = (max: number) => z.string().trim().max(max).regex(SINGLE_LINE).nullish();
export const workOrderCodeSchema = z.string().trim().max(WORK_ORDER_CODE_MAX).regex(WORK_ORDER_CODE_PATTERN);

export const workOrderSchema = z.object({
  id: idSchema,
  code: z.string(),
  type: workOrderTypeSchema,
  status: workOrderStatusSchema,
  productId: idSchema,
  productCode: z.string(),
  productName: z.string(),
  lineId: idSchema,
  lineCode: z.string(),
  lineName: z.string(),
  routingId: idSchema,
  routingCode: z.string(),
  routingName: z.string(),
  /** Pinned on issue; null while initial. */
  routingVersionId: idSchema.nullable(),
  routingVersionNo: z.number().int().nullable(),
  planId: idSchema.nullable(),
  planCode: z.string().nullable(),
  planQuantity: z.number().int(),
  planDate: z.string(),
  notes: z.string().nullable(),
  salesOrder: z.string().nullable(),
  inputQuantity: z.number().int(),
  goodQuantity: z.number().int(),
  badQuantity: z.number().int(),
  scrapQuantity: z.number().int(),
  issuedAt: z.string().nullable(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  statusChangedAt: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type WorkOrder = z.infer<typeof workOrderSchema>;

export const workOrderFieldsSchema = z.strictObject({
  /** Generated (`WO` + production date + daily count) when blank. */
  code: workOrderCodeSchema.nullish(),
  type: workOrderTypeSchema.default('normal'),
  productId: idSchema,
  lineId: idSchema,
  /** The product's routing when absent. */
  routingId: idSchema.nullish(),
  planQuantity: planQuantitySchema,
  planDate: isoDateSchema,
  notes: optionalText(WORK_ORDER_NOTES_MAX),
  salesOrder: optionalText(SALES_ORDER_MAX),
  planId: idSchema.nullish(),
});
export const workOrderAddSchema = workOrderFieldsSchema;
export type WorkOrderAddInput = z.input<typeof workOrderAddSchema>;
export const workOrderEditSchema = workOrderFieldsSchema.extend({ id: idSchema });
export type WorkOrderEditInput = z.input<typeof workOrderEditSchema>;
export const workOrderIdSchema = z.strictObject({ id: idSchema });

export const workOrderBatchSchema = z.strictObject({
  ids: z.array(idSchema).min(1).max(WORK_ORDER_BATCH_MAX),
});
export type WorkOrderBatchInput = z.input<typeof workOrderBatchSchema>;

/** One order's outcome in a batch action: `message` is the refusal (or "done") in the reader's language. */
export const workOrderBatchItemSchema = z.object({
  id: idSchema,
  /** Empty when the id names no order of the enterprise. */
  code: z.string(),
  ok: z.boolean(),
  message: z.string(),
  /** The order's status after the action (null when deleted or not found). */
  status: workOrderStatusSchema.nullable(),
});
export type WorkOrderBatchItem = z.infer<typeof workOrderBatchItemSchema>;
export const workOrderBatchResultSchema = z.object({
  succeeded: z.number().int(),
  refused: z.number().int(),
  items: z.array(workOrderBatchItemSchema),
});
export type WorkOrderBatchResult = z.infer<typeof workOrderBatchResultSchema>;

/** One imported order row (spec 001 §5): product and line named by name (or code), order number 6–30. */
export const workOrderImportRowSchema = z.strictObject({
  code: workOrderCodeSchema.min(ORDER_IMPORT_CODE_MIN),
  productName: z.string().trim().min(1).max(ORDER_IMPORT_NAME_MAX).regex(SINGLE_LINE),
  lineName: z.string().trim().min(1).max(ORDER_IMPORT_NAME_MAX).regex(SINGLE_LINE),
  type: workOrderTypeSchema.default('normal'),
  planQuantity: planQuantitySchema,
  planDate: isoDateSchema,
  salesOrder: optionalText(SALES_ORDER_MAX),
  notes: optionalText(WORK_ORDER_NOTES_MAX),
});
export type WorkOrderImportRow = z.output<typeof workOrderImportRowSchema>;

// ---------------------------------------------------------------------------------------------
// Production settings (per enterprise)
// ---------------------------------------------------------------------------------------------

export const PACKING_CAPACITY_MAX = 10_000;

export const workSettingsSchema = z.object({
  /** Units per box an encasement station opens a box with unless told otherwise. */
  boxCapacity: z.number().int().min(1).max(PACKING_CAPACITY_MAX),
  /** Boxes per carrier a pack station opens a carrier with unless told otherwise. */
  carrierCapacity: z.number().int().min(1).max(PACKING_CAPACITY_MAX),
  /** The order completes itself when its good quantity reaches its plan quantity. */
  autoComplete: z.boolean(),
  /** Scans may start units beyond the plan quantity. */
  allowOverProduction: z.boolean(),
  /**
   * Station screens move on by themselves, with a banner and a sound, to the line's next order
   * that takes scans once their chosen order completes or closes; off: the operator chooses.
   */
  autoAdvance: z.boolean(),
  /** The barcode rule box codes follow (a scanned box code must fit it); null: any code that names nothing else. */
  boxRuleId: idSchema.nullable(),
  /** The barcode rule carrier codes follow; null: any code that names nothing else. */
  carrierRuleId: idSchema.nullable(),
});
export type WorkSettings = z.infer<typeof workSettingsSchema>;
export const workSettingsEditSchema = workSettingsSchema
  .extend({ boxRuleId: idSchema.nullish().default(null), carrierRuleId: idSchema.nullish().default(null) })
  .strict();
export const DEFAULT_WORK_SETTINGS: WorkSettings = {
  boxCapacity: 20,
  carrierCapacity: 40,
  autoComplete: true,
  allowOverProduction: false,
  autoAdvance: false,
  boxRuleId: null,
  carrierRuleId: null,
};

// ---------------------------------------------------------------------------------------------
// Production plans
// ---------------------------------------------------------------------------------------------

export const PLAN_CODE_MAX = 30;
/** Orders one "generate work orders" may make. */
export const PLAN_GENERATE_MAX = 50;

export const productionPlanSchema = z.object({
  id: idSchema,
  code: z.string(),
  productId: idSchema,
  productCode: z.string(),
  productName: z.string(),
  lineId: idSchema.nullable(),
  lineCode: z.string().nullable(),
  lineName: z.string().nullable(),
  planQuantity: z.number().int(),
  /** Sum of the plan quantities of the orders made from the plan. */
  orderedQuantity: z.number().int(),
  orderCount: z.number().int(),
  startDate: z.string(),
  endDate: z.string(),
  status: planStatusSchema,
  salesOrder: z.string().nullable(),
  notes: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ProductionPlan = z.infer<typeof productionPlanSchema>;

const planFields = {
  /** Generated (`PP` + date + daily count) when blank. */
  code: z.string().trim().max(PLAN_CODE_MAX).regex(WORK_ORDER_CODE_PATTERN).nullish(),
  productId: idSchema,
  lineId: idSchema.nullish(),
  planQuantity: planQuantitySchema,
  startDate: isoDateSchema,
  endDate: isoDateSchema,
  salesOrder: optionalText(SALES_ORDER_MAX),
  notes: optionalText(WORK_ORDER_NOTES_MAX),
};
const endNotBeforeStart = (plan: { startDate: string; endDate: string }) => plan.endDate >= plan.startDate;
export const productionPlanAddSchema = z
  .strictObject(planFields)
  .refine(endNotBeforeStart, { path: ['endDate'], message: 'before startDate' });
export type ProductionPlanAddInput = z.input<typeof productionPlanAddSchema>;
export const productionPlanEditSchema = z
  .strictObject({ id: idSchema, ...planFields })
  .refine(endNotBeforeStart, { path: ['endDate'], message: 'before startDate' });
export type ProductionPlanEditInput = z.input<typeof productionPlanEditSchema>;

/**
 * "Generate work orders": either `count` orders splitting the remaining quantity evenly, or the
 * given `quantities`; each on `lineIds[i]` (the last line repeats; the plan's line when absent).
 */
export const planGenerateSchema = z
  .strictObject({
    id: idSchema,
    count: z.number().int().min(1).max(PLAN_GENERATE_MAX).optional(),
    quantities: z.array(planQuantitySchema).min(1).max(PLAN_GENERATE_MAX).optional(),
    lineIds: z.array(idSchema).max(PLAN_GENERATE_MAX).default([]),
    type: workOrderTypeSchema.default('normal'),
    planDate: isoDateSchema.optional(),
  })
  .refine((input) => (input.count === undefined) !== (input.quantities === undefined), {
    path: ['count'],
    message: 'count or quantities',
  });
export type PlanGenerateInput = z.input<typeof planGenerateSchema>;

/** The quantities `count` orders get when splitting `remaining` (the first ones get the remainder). */
export function splitQuantity(remaining: number, count: number): number[] {
  if (remaining <= 0 || count <= 0) return [];
  const n = Math.min(count, remaining);
  const base = Math.floor(remaining / n);
  const extra = remaining - base * n;
  return Array.from({ length: n }, (_, index) => base + (index < extra ? 1 : 0));
}

/** One imported plan row: product and line by name or code. */
export const productionPlanImportRowSchema = z.strictObject({
  code: z.string().trim().max(PLAN_CODE_MAX).regex(WORK_ORDER_CODE_PATTERN).optional(),
  productName: z.string().trim().min(1).max(ORDER_IMPORT_NAME_MAX).regex(SINGLE_LINE),
  lineName: z.string().trim().max(ORDER_IMPORT_NAME_MAX).regex(SINGLE_LINE).optional(),
  planQuantity: planQuantitySchema,
  startDate: isoDateSchema,
  endDate: isoDateSchema,
  salesOrder: optionalText(SALES_ORDER_MAX),
  notes: optionalText(WORK_ORDER_NOTES_MAX),
});
export type ProductionPlanImportRow = z.output<typeof productionPlanImportRowSchema>;

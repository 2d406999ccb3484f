import { z } from 'zod';

/**
 * Work orders and production plans (spec 001 §3, §4, §5). This file holds the enums and limits
 * every side shares; the work-orders area grows the rest of its schemas here.
 */

export const WORK_ORDER_CODE_MAX = 30;
export const WORK_ORDER_NOTES_MAX = 200;
export const SALES_ORDER_MAX = 30;
export const PLAN_QUANTITY_MIN = 1;
export const PLAN_QUANTITY_MAX = 2147483647;
/** Order import (spec 001 §5): product and line names required, at most 50; order number 6 to 50. */
export const ORDER_IMPORT_NAME_MAX = 50;
export const ORDER_IMPORT_CODE_MIN = 6;
export const ORDER_IMPORT_CODE_MAX = 50;

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

export const PLAN_STATUSES = ['open', 'closed'] as const;
export type PlanStatus = (typeof PLAN_STATUSES)[number];

import { z } from 'zod';
import { workOrderSchema } from '../work-orders/work-order.schema.js';

/**
 * Today on the caller's lines (the home page): the lines of their data scope with today's good
 * output (the analysis's definition, over today in the enterprise's time zone) and how many
 * released orders (issued, in production, paused) each has, and the first of those orders.
 */

/** Orders listed; the per-line counts cover them all. */
export const TODAY_ORDERS_MAX = 10;

export const todayLineSchema = z.object({
  lineId: z.string(),
  code: z.string(),
  name: z.string(),
  good: z.number().int(),
  openOrders: z.number().int(),
});
export type TodayLine = z.infer<typeof todayLineSchema>;

export const todayOrderSchema = workOrderSchema.pick({
  id: true,
  code: true,
  status: true,
  productCode: true,
  productName: true,
  lineId: true,
  lineCode: true,
  lineName: true,
  planDate: true,
  planQuantity: true,
  goodQuantity: true,
});
export type TodayOrder = z.infer<typeof todayOrderSchema>;

export const productionTodaySchema = z.object({
  /** Today, `YYYY-MM-DD` in the enterprise's time zone. */
  date: z.string(),
  timeZone: z.string(),
  /** Lines with output today or released orders, by code. */
  lines: z.array(todayLineSchema),
  good: z.number().int(),
  openOrders: z.number().int(),
  /** In production first, then by plan date. */
  orders: z.array(todayOrderSchema),
});
export type ProductionToday = z.infer<typeof productionTodaySchema>;

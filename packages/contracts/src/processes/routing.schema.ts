import { z } from 'zod';
import { idSchema } from '../common/ids.js';
import { processTypeSchema } from './process.schema.js';

/**
 * Routings (craft routes): an ordered list of process steps. A repair step (a process of type
 * `repair`) is a branch: good units skip it; a failed unit goes to the first repair step after the
 * step where it failed and then returns to the repair step's return step, which comes before it.
 * Routings have versions: the steps of a version in use by an open work order never change, an
 * edit then makes a new version and the routing's current version moves on.
 */

export const ROUTING_CODE_MAX = 50;
export const ROUTING_NAME_MAX = 50;
export const ROUTING_DESCRIPTION_MAX = 200;
export const ROUTING_CODE_PATTERN = /^[A-Za-z0-9_.-]+$/;
export const ROUTING_STEPS_MAX = 100;

const SINGLE_LINE = /^[^\p{Cc}\p{Cs}]*$/u;

/** One step as saved: its process, and for a repair step the number (1-based) of the step it returns to. */
export const routingStepInputSchema = z.strictObject({
  processId: idSchema,
  repair: z.boolean().default(false),
  returnToStepNo: z.number().int().min(1).max(ROUTING_STEPS_MAX).nullish(),
});
export type RoutingStepInput = z.input<typeof routingStepInputSchema>;

export const routingStepSchema = z.object({
  stepNo: z.number().int(),
  processId: idSchema,
  processCode: z.string(),
  processName: z.string(),
  processType: processTypeSchema,
  repair: z.boolean(),
  returnToStepNo: z.number().int().nullable(),
});
export type RoutingStep = z.infer<typeof routingStepSchema>;

export const routingVersionSummarySchema = z.object({
  id: idSchema,
  versionNo: z.number().int(),
  stepCount: z.number().int(),
  createdAt: z.string(),
});
export type RoutingVersionSummary = z.infer<typeof routingVersionSummarySchema>;

export const routingSchema = z.object({
  id: idSchema,
  code: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  currentVersionId: idSchema,
  currentVersionNo: z.number().int(),
  stepCount: z.number().int(),
  /** The process codes of the current version in order, repair steps marked `(R)`: "P010 → P020 → P100(R)". */
  flow: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Routing = z.infer<typeof routingSchema>;

/** A routing with the steps of one of its versions (the current one unless asked otherwise) and every version. */
export const routingDetailSchema = routingSchema.extend({
  versionId: idSchema,
  versionNo: z.number().int(),
  steps: z.array(routingStepSchema),
  versions: z.array(routingVersionSummarySchema),
});
export type RoutingDetail = z.infer<typeof routingDetailSchema>;

export const routingFieldsSchema = z.strictObject({
  code: z.string().trim().min(1).max(ROUTING_CODE_MAX).regex(ROUTING_CODE_PATTERN),
  name: z.string().trim().min(1).max(ROUTING_NAME_MAX).regex(SINGLE_LINE),
  description: z.string().trim().max(ROUTING_DESCRIPTION_MAX).regex(SINGLE_LINE).nullish(),
  steps: z.array(routingStepInputSchema).max(ROUTING_STEPS_MAX),
});
export const routingAddSchema = routingFieldsSchema;
export const routingEditSchema = routingFieldsSchema.extend({ id: idSchema });
export const routingIdSchema = z.strictObject({ id: idSchema });
export const routingCopySchema = z.strictObject({
  id: idSchema,
  code: routingFieldsSchema.shape.code,
  name: routingFieldsSchema.shape.name,
});
export const routingDetailQuerySchema = z.strictObject({
  id: idSchema,
  /** A version number of the routing; its current version when absent. */
  versionNo: z.coerce.number().int().min(1).optional(),
});

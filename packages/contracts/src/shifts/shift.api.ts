import { z } from 'zod';
import { Permissions } from '../access/permissions.js';
import { idSchema } from '../common/ids.js';
import { pageQuerySchema, pageResultSchema } from '../common/paging.js';
import { defineRoute } from '../common/route.js';
import { codedRefSchema } from '../references/reference.schema.js';
import {
  SHIFT_CODE_MAX,
  SHIFT_NAME_MAX,
  shiftAddSchema,
  shiftEditSchema,
  shiftIdSchema,
  shiftSchema,
  slotKindSchema,
} from './shift.schema.js';
import {
  shiftRegimeAddSchema,
  shiftRegimeEditSchema,
  shiftRegimeIdSchema,
  shiftRegimeSchema,
} from './shift-regime.schema.js';
import {
  timeRangeAddSchema,
  timeRangeEditSchema,
  timeRangeGenerateSchema,
  timeRangeIdSchema,
  timeRangePurposeSchema,
  timeRangeSchema,
} from './time-range.schema.js';

const P = Permissions.basics;

const codeNameFilters = {
  code: z.string().trim().max(SHIFT_CODE_MAX).optional(),
  name: z.string().trim().max(SHIFT_NAME_MAX).optional(),
};

export const shiftPageQuerySchema = pageQuerySchema(['code', 'name', 'start', 'end', 'createdAt'])
  .extend({ ...codeNameFilters, crossesMidnight: z.enum(['true', 'false']).optional() })
  .strict();

export const shiftApi = {
  page: defineRoute({
    method: 'GET',
    path: '/shift/page',
    summary: 'Shifts, paged',
    tag: 'shifts',
    access: { permission: P.shift.page },
    query: shiftPageQuerySchema,
    response: pageResultSchema(shiftSchema),
  }),
  list: defineRoute({
    method: 'GET',
    path: '/shift/list',
    summary: 'Every shift of the enterprise by start time (a lookup for pickers and forms)',
    tag: 'shifts',
    access: 'session',
    response: z.array(shiftSchema),
  }),
  add: defineRoute({
    method: 'POST',
    path: '/shift/add',
    summary: 'Adds a shift (code unique in the enterprise; slots inside the shift, no overlaps, at most 24 h)',
    tag: 'shifts',
    access: { permission: P.shift.add },
    body: shiftAddSchema,
    response: shiftSchema,
  }),
  edit: defineRoute({
    method: 'POST',
    path: '/shift/edit',
    summary: 'Edits a shift (its regimes must stay free of overlaps)',
    tag: 'shifts',
    access: { permission: P.shift.edit },
    body: shiftEditSchema,
    response: shiftSchema,
  }),
  delete: defineRoute({
    method: 'POST',
    path: '/shift/delete',
    summary: 'Deletes a shift no regime or time range uses',
    tag: 'shifts',
    access: { permission: P.shift.delete },
    body: shiftIdSchema,
    response: z.null(),
  }),
};

export const shiftRegimePageQuerySchema = pageQuerySchema(['code', 'name', 'dayStart', 'createdAt'])
  .extend({ ...codeNameFilters, shiftId: idSchema.optional(), lineId: idSchema.optional() })
  .strict();

export const shiftRegimeApi = {
  page: defineRoute({
    method: 'GET',
    path: '/shift_regime/page',
    summary: 'Shift regimes with their shifts and lines, paged',
    tag: 'shifts',
    access: { permission: P.shiftRegime.page },
    query: shiftRegimePageQuerySchema,
    response: pageResultSchema(shiftRegimeSchema),
  }),
  detail: defineRoute({
    method: 'GET',
    path: '/shift_regime/detail',
    summary: 'One shift regime',
    tag: 'shifts',
    access: { permission: P.shiftRegime.get },
    query: shiftRegimeIdSchema,
    response: shiftRegimeSchema,
  }),
  add: defineRoute({
    method: 'POST',
    path: '/shift_regime/add',
    summary: 'Adds a shift regime (shifts must not overlap; a line follows at most one regime)',
    tag: 'shifts',
    access: { permission: P.shiftRegime.add },
    body: shiftRegimeAddSchema,
    response: shiftRegimeSchema,
  }),
  edit: defineRoute({
    method: 'POST',
    path: '/shift_regime/edit',
    summary: 'Edits a shift regime',
    tag: 'shifts',
    access: { permission: P.shiftRegime.edit },
    body: shiftRegimeEditSchema,
    response: shiftRegimeSchema,
  }),
  delete: defineRoute({
    method: 'POST',
    path: '/shift_regime/delete',
    summary: 'Deletes a shift regime (its lines are left without one)',
    tag: 'shifts',
    access: { permission: P.shiftRegime.delete },
    body: shiftRegimeIdSchema,
    response: z.null(),
  }),
};

export const timeRangePageQuerySchema = pageQuerySchema(['code', 'name', 'start', 'sort', 'createdAt'])
  .extend({ ...codeNameFilters, purpose: timeRangePurposeSchema.optional(), shiftId: idSchema.optional() })
  .strict();

export const timeRangeApi = {
  page: defineRoute({
    method: 'GET',
    path: '/time_range/page',
    summary: 'Time ranges, paged',
    tag: 'shifts',
    access: { permission: P.timeRange.page },
    query: timeRangePageQuerySchema,
    response: pageResultSchema(timeRangeSchema),
  }),
  list: defineRoute({
    method: 'GET',
    path: '/time_range/list',
    summary: 'Every time range of the enterprise in sort order (a lookup for reports)',
    tag: 'shifts',
    access: 'session',
    response: z.array(timeRangeSchema),
  }),
  add: defineRoute({
    method: 'POST',
    path: '/time_range/add',
    summary: 'Adds a time range (inside its shift when it has one)',
    tag: 'shifts',
    access: { permission: P.timeRange.add },
    body: timeRangeAddSchema,
    response: timeRangeSchema,
  }),
  generate: defineRoute({
    method: 'POST',
    path: '/time_range/generate',
    summary: 'Cuts a shift into consecutive ranges (e.g. hour buckets); codes that exist are skipped',
    tag: 'shifts',
    access: { permission: P.timeRange.add },
    body: timeRangeGenerateSchema,
    response: z.array(timeRangeSchema),
  }),
  edit: defineRoute({
    method: 'POST',
    path: '/time_range/edit',
    summary: 'Edits a time range',
    tag: 'shifts',
    access: { permission: P.timeRange.edit },
    body: timeRangeEditSchema,
    response: timeRangeSchema,
  }),
  delete: defineRoute({
    method: 'POST',
    path: '/time_range/delete',
    summary: 'Deletes a time range',
    tag: 'shifts',
    access: { permission: P.timeRange.delete },
    body: timeRangeIdSchema,
    response: z.null(),
  }),
};

export const shiftResolveQuerySchema = z.strictObject({
  lineId: idSchema,
  /** ISO-8601 instant with offset (or Z); now when absent. */
  at: z.iso.datetime({ offset: true }).optional(),
});

/**
 * Which shift a line is on at an instant: the production day, the shift occurrence (start and
 * end as ISO instants with the enterprise's offset), whether it is overtime, and the time slot
 * (working time or break) when the shift has slots covering that moment.
 */
export const shiftResolutionSchema = z.object({
  at: z.string(),
  timeZone: z.string(),
  regime: codedRefSchema.nullable(),
  shift: codedRefSchema.extend({ start: z.string(), end: z.string() }).nullable(),
  productionDay: z.string().nullable(),
  shiftStart: z.string().nullable(),
  shiftEnd: z.string().nullable(),
  overtime: z.boolean(),
  slot: z.object({ kind: slotKindSchema, name: z.string().nullable(), start: z.string(), end: z.string() }).nullable(),
  timeRange: codedRefSchema.nullable(),
});
export type ShiftResolutionDto = z.infer<typeof shiftResolutionSchema>;

export const shiftResolveApi = {
  resolve: defineRoute({
    method: 'GET',
    path: '/shift/resolve',
    summary: 'Which shift, production day and slot line L is on at time T (enterprise time zone, across midnight)',
    tag: 'shifts',
    access: 'session',
    query: shiftResolveQuerySchema,
    response: shiftResolutionSchema,
  }),
};

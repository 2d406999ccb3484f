import { z } from 'zod';

export const PAGE_SIZE_DEFAULT = 10;
export const PAGE_SIZE_MAX = 500;

export const sortOrderSchema = z.enum(['ascend', 'descend']);
export type SortOrder = z.infer<typeof sortOrderSchema>;

/**
 * Paging query of DESIGN §3. `sortFields` lists the columns a list may be sorted by, so an
 * unknown sortField is a 400 rather than an SQL error or a silent no-op.
 */
export function pageQuerySchema<const F extends readonly [string, ...string[]]>(sortFields: F) {
  return z.object({
    pageNo: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
    sortField: z.enum(sortFields).optional(),
    sortOrder: sortOrderSchema.optional(),
  });
}

export function pageResultSchema<T extends z.ZodType>(row: T) {
  return z.object({
    rows: z.array(row),
    totalRows: z.number().int(),
    pageNo: z.number().int(),
    pageSize: z.number().int(),
  });
}

export type PageResult<T> = { rows: T[]; totalRows: number; pageNo: number; pageSize: number };

/** Query params that may repeat (`?id=1&id=2`) arrive as a string or an array. */
export function repeatedParam<T extends z.ZodType>(item: T) {
  return z.preprocess((value) => (value === undefined || Array.isArray(value) ? value : [value]), z.array(item));
}

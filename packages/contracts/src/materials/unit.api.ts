import { z } from 'zod';
import { Permissions } from '../access/permissions.js';
import { pageQuerySchema, pageResultSchema } from '../common/paging.js';
import { defineRoute } from '../common/route.js';
import { materialsFilterSchema } from './fields.js';
import { unitAddSchema, unitEditSchema, unitIdSchema, unitSchema } from './unit.schema.js';

const P = Permissions.basics.unit;

export const unitPageQuerySchema = pageQuerySchema(['code', 'name', 'precision', 'createdAt'])
  .extend({ code: materialsFilterSchema, name: materialsFilterSchema })
  .strict();

export const unitApi = {
  page: defineRoute({
    method: 'GET',
    path: '/unit/page',
    summary: 'Units of measure, paged',
    tag: 'materials',
    access: { permission: P.page },
    query: unitPageQuerySchema,
    response: pageResultSchema(unitSchema),
  }),
  add: defineRoute({
    method: 'POST',
    path: '/unit/add',
    summary: 'Adds a unit of measure (code unique in the enterprise)',
    tag: 'materials',
    access: { permission: P.add },
    body: unitAddSchema,
    response: unitSchema,
  }),
  edit: defineRoute({
    method: 'POST',
    path: '/unit/edit',
    summary: 'Edits a unit (its precision cannot drop below the decimals of a safety stock in it)',
    tag: 'materials',
    access: { permission: P.edit },
    body: unitEditSchema,
    response: unitSchema,
  }),
  delete: defineRoute({
    method: 'POST',
    path: '/unit/delete',
    summary: 'Deletes a unit no material or product uses',
    tag: 'materials',
    access: { permission: P.delete },
    body: unitIdSchema,
    response: z.null(),
  }),
};

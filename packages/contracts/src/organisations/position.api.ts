import { z } from 'zod';
import { Permissions } from '../access/permissions.js';
import { pageQuerySchema, pageResultSchema } from '../common/paging.js';
import { defineRoute } from '../common/route.js';
import {
  POSITION_CODE_MAX,
  POSITION_NAME_MAX,
  positionAddSchema,
  positionEditSchema,
  positionIdSchema,
  positionSchema,
} from './position.schema.js';

const P = Permissions.sys.position;

export const positionPageQuerySchema = pageQuerySchema(['name', 'code', 'sort', 'createdAt'])
  .extend({
    name: z.string().trim().max(POSITION_NAME_MAX).optional(),
    code: z.string().trim().max(POSITION_CODE_MAX).optional(),
  })
  .strict();

export const positionApi = {
  page: defineRoute({
    method: 'GET',
    path: '/position/page',
    summary: 'Positions, paged',
    tag: 'positions',
    access: { permission: P.page },
    query: positionPageQuerySchema,
    response: pageResultSchema(positionSchema),
  }),
  list: defineRoute({
    method: 'GET',
    path: '/position/list',
    summary: 'Every position of the enterprise in sort order (a lookup for pickers)',
    tag: 'positions',
    access: 'session',
    response: z.array(positionSchema),
  }),
  add: defineRoute({
    method: 'POST',
    path: '/position/add',
    summary: 'Adds a position (code unique in the enterprise)',
    tag: 'positions',
    access: { permission: P.add },
    body: positionAddSchema,
    response: positionSchema,
  }),
  edit: defineRoute({
    method: 'POST',
    path: '/position/edit',
    summary: 'Edits a position',
    tag: 'positions',
    access: { permission: P.edit },
    body: positionEditSchema,
    response: positionSchema,
  }),
  delete: defineRoute({
    method: 'POST',
    path: '/position/delete',
    summary: 'Deletes a position',
    tag: 'positions',
    access: { permission: P.delete },
    body: positionIdSchema,
    response: z.null(),
  }),
};

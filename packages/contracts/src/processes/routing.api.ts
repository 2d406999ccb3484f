import { z } from 'zod';
import { Permissions } from '../access/permissions.js';
import { idSchema } from '../common/ids.js';
import { pageQuerySchema, pageResultSchema } from '../common/paging.js';
import { defineRoute } from '../common/route.js';
import {
  ROUTING_CODE_MAX,
  ROUTING_NAME_MAX,
  routingAddSchema,
  routingCopySchema,
  routingDetailQuerySchema,
  routingDetailSchema,
  routingEditSchema,
  routingIdSchema,
  routingSchema,
} from './routing.schema.js';

const P = Permissions.basics.routing;

export const routingPageQuerySchema = pageQuerySchema(['code', 'name', 'createdAt', 'updatedAt'])
  .extend({
    code: z.string().trim().max(ROUTING_CODE_MAX).optional(),
    name: z.string().trim().max(ROUTING_NAME_MAX).optional(),
    /** Routings whose current version has a step with this process. */
    processId: idSchema.optional(),
  })
  .strict();

export const routingApi = {
  page: defineRoute({
    method: 'GET',
    path: '/routing/page',
    summary: 'Routings, paged, filtered by code, name and a process of the current version',
    tag: 'routings',
    access: { permission: P.page },
    query: routingPageQuerySchema,
    response: pageResultSchema(routingSchema),
  }),
  detail: defineRoute({
    method: 'GET',
    path: '/routing/detail',
    summary: 'A routing with the steps of its current version (or of the version asked for) and its versions',
    tag: 'routings',
    access: { permission: P.get },
    query: routingDetailQuerySchema,
    response: routingDetailSchema,
  }),
  add: defineRoute({
    method: 'POST',
    path: '/routing/add',
    summary: 'Adds a routing with its first version',
    tag: 'routings',
    access: { permission: P.add },
    body: routingAddSchema,
    response: routingDetailSchema,
  }),
  edit: defineRoute({
    method: 'POST',
    path: '/routing/edit',
    summary:
      'Edits a routing. Changed steps replace those of the current version, or make a new version once a work order has been issued on it (a used version never changes)',
    tag: 'routings',
    access: { permission: P.edit },
    body: routingEditSchema,
    response: routingDetailSchema,
  }),
  delete: defineRoute({
    method: 'POST',
    path: '/routing/delete',
    summary: 'Deletes a routing (with its versions) that nothing uses',
    tag: 'routings',
    access: { permission: P.delete },
    body: routingIdSchema,
    response: z.null(),
  }),
  copy: defineRoute({
    method: 'POST',
    path: '/routing/copy',
    summary: 'A new routing with another code and name and the steps of the current version',
    tag: 'routings',
    access: { permission: P.copy },
    body: routingCopySchema,
    response: routingDetailSchema,
  }),
};

import { z } from 'zod';
import { Permissions } from '../access/permissions.js';
import { pageQuerySchema, pageResultSchema } from '../common/paging.js';
import { defineRoute } from '../common/route.js';
import {
  PARAM_CATEGORY_MAX,
  PARAM_CODE_MAX,
  PARAM_NAME_MAX,
  sysParamAddSchema,
  sysParamEditSchema,
  sysParamIdSchema,
  sysParamSchema,
} from './parameter.schema.js';

const P = Permissions.sys.param;

export const sysParamPageQuerySchema = pageQuerySchema(['name', 'code', 'category', 'sort', 'createdAt'])
  .extend({
    name: z.string().trim().max(PARAM_NAME_MAX).optional(),
    code: z.string().trim().max(PARAM_CODE_MAX).optional(),
    category: z.string().trim().max(PARAM_CATEGORY_MAX).optional(),
    isSystem: z
      .enum(['true', 'false'])
      .transform((v) => v === 'true')
      .optional(),
  })
  .strict();

export const sysParamValueQuerySchema = z.strictObject({
  code: z.string().trim().min(1).max(PARAM_CODE_MAX),
});

export const sysParamApi = {
  page: defineRoute({
    method: 'GET',
    path: '/sys_param/page',
    summary: 'System parameters, paged',
    tag: 'parameters',
    access: { permission: P.page },
    query: sysParamPageQuerySchema,
    response: pageResultSchema(sysParamSchema),
  }),
  detail: defineRoute({
    method: 'GET',
    path: '/sys_param/detail',
    summary: 'One system parameter',
    tag: 'parameters',
    access: { permission: P.page },
    query: sysParamIdSchema,
    response: sysParamSchema,
  }),
  add: defineRoute({
    method: 'POST',
    path: '/sys_param/add',
    summary: 'Add a parameter (code unique in the enterprise)',
    tag: 'parameters',
    access: { permission: P.add },
    body: sysParamAddSchema,
    response: sysParamSchema,
  }),
  edit: defineRoute({
    method: 'POST',
    path: '/sys_param/edit',
    summary: "Edit a parameter (a system parameter's code and category are fixed)",
    tag: 'parameters',
    access: { permission: P.edit },
    body: sysParamEditSchema,
    response: sysParamSchema,
  }),
  delete: defineRoute({
    method: 'POST',
    path: '/sys_param/delete',
    summary: 'Delete a parameter (system parameters cannot be deleted)',
    tag: 'parameters',
    access: { permission: P.delete },
    body: sysParamIdSchema,
    response: z.null(),
  }),
  value: defineRoute({
    method: 'GET',
    path: '/sys_param/value',
    summary: "A parameter's value by code, for any signed-in page (null when there is none; secrets excluded)",
    tag: 'parameters',
    access: 'session',
    query: sysParamValueQuerySchema,
    response: z.string().nullable(),
  }),
};

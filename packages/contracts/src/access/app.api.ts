import { z } from 'zod';
import { pageQuerySchema, pageResultSchema } from '../common/paging.js';
import { defineRoute } from '../common/route.js';
import {
  APP_CODE_MAX,
  APP_NAME_MAX,
  appAddSchema,
  appEditSchema,
  appIdQuerySchema,
  appSchema,
  appSetDefaultSchema,
} from './app.schema.js';
import { Permissions } from './permissions.js';

const P = Permissions.platform.app;

export const appPageQuerySchema = pageQuerySchema(['sort', 'code', 'name'])
  .extend({
    name: z.string().trim().max(APP_NAME_MAX).optional(),
    code: z.string().trim().max(APP_CODE_MAX).optional(),
  })
  .strict();

export const appApi = {
  page: defineRoute({
    method: 'GET',
    path: '/app/page',
    summary: 'Apps, paged',
    tag: 'apps',
    access: { permission: P.page },
    query: appPageQuerySchema,
    response: pageResultSchema(appSchema),
  }),
  list: defineRoute({
    method: 'GET',
    path: '/app/list',
    summary: 'Every app, by sort',
    tag: 'apps',
    access: { permission: P.page },
    response: z.array(appSchema),
  }),
  add: defineRoute({
    method: 'POST',
    path: '/app/add',
    summary: 'Add an app',
    tag: 'apps',
    access: { permission: P.add },
    body: appAddSchema,
    response: appSchema,
  }),
  edit: defineRoute({
    method: 'PUT',
    path: '/app/edit',
    summary: 'Edit an app (its code is fixed)',
    tag: 'apps',
    access: { permission: P.edit },
    body: appEditSchema,
    response: appSchema,
  }),
  delete: defineRoute({
    method: 'DELETE',
    path: '/app/delete',
    summary: 'Delete an app without menus or enterprise grants (catalog apps cannot be deleted)',
    tag: 'apps',
    access: { permission: P.delete },
    query: appIdQuerySchema,
    response: z.null(),
  }),
  setDefault: defineRoute({
    method: 'PUT',
    path: '/app/set_default',
    summary: 'Make an app the default (one at a time)',
    tag: 'apps',
    access: { permission: P.edit },
    body: appSetDefaultSchema,
    response: appSchema,
  }),
};

import { z } from 'zod';
import { idSchema } from '../common/ids.js';
import { pageQuerySchema, pageResultSchema } from '../common/paging.js';
import { defineRoute } from '../common/route.js';
import { Permissions } from './permissions.js';
import {
  ROLE_CODE_MAX,
  ROLE_NAME_MAX,
  roleAddSchema,
  roleDataGrantSchema,
  roleDetailSchema,
  roleEditSchema,
  roleGrantDataSchema,
  roleGrantMenuSchema,
  roleIdSchema,
  roleOptionSchema,
  roleSchema,
} from './role.schema.js';

const P = Permissions.sys.role;

export const rolePageQuerySchema = pageQuerySchema(['name', 'code', 'sort', 'createdAt'])
  .extend({
    name: z.string().trim().max(ROLE_NAME_MAX).optional(),
    code: z.string().trim().max(ROLE_CODE_MAX).optional(),
    enabled: z
      .enum(['true', 'false'])
      .transform((value) => value === 'true')
      .optional(),
  })
  .strict();

export const roleApi = {
  page: defineRoute({
    method: 'GET',
    path: '/role/page',
    summary: 'Roles of the enterprise, paged',
    tag: 'roles',
    access: { permission: P.page },
    query: rolePageQuerySchema,
    response: pageResultSchema(roleSchema),
  }),
  dropDown: defineRoute({
    method: 'GET',
    path: '/role/drop_down',
    summary: 'Enabled roles (id, name, code) in sort order: a lookup for the screens that assign roles',
    tag: 'roles',
    access: 'session',
    response: z.array(roleOptionSchema),
  }),
  detail: defineRoute({
    method: 'GET',
    path: '/role/detail',
    summary: 'One role with its menus, custom organisations and user count',
    tag: 'roles',
    access: { permission: P.get },
    query: roleIdSchema,
    response: roleDetailSchema,
  }),
  add: defineRoute({
    method: 'POST',
    path: '/role/add',
    summary: 'Adds a role (code unique in the enterprise); its data scope starts as own department',
    tag: 'roles',
    access: { permission: P.add },
    body: roleAddSchema,
    response: roleSchema,
  }),
  edit: defineRoute({
    method: 'POST',
    path: '/role/edit',
    summary: "Edits a role's name, code, sort, enabled flag and remark",
    tag: 'roles',
    access: { permission: P.edit },
    body: roleEditSchema,
    response: roleSchema,
  }),
  delete: defineRoute({
    method: 'POST',
    path: '/role/delete',
    summary: 'Deletes a role no user holds',
    tag: 'roles',
    access: { permission: P.delete },
    body: roleIdSchema,
    response: z.null(),
  }),
  grantMenu: defineRoute({
    method: 'POST',
    path: '/role/grant_menu',
    summary: "Replaces the role's menus and buttons; its users have the new permissions on their next request",
    tag: 'roles',
    access: { permission: P.grantMenu },
    body: roleGrantMenuSchema,
    response: z.null(),
  }),
  ownMenu: defineRoute({
    method: 'GET',
    path: '/role/own_menu',
    summary: 'The ids of the menus and buttons granted to the role',
    tag: 'roles',
    access: { permission: P.grantMenu },
    query: roleIdSchema,
    response: z.array(idSchema),
  }),
  grantData: defineRoute({
    method: 'POST',
    path: '/role/grant_data',
    summary: "Sets the role's data scope (and the organisations of a custom scope)",
    tag: 'roles',
    access: { permission: P.grantData },
    body: roleGrantDataSchema,
    response: z.null(),
  }),
  ownData: defineRoute({
    method: 'GET',
    path: '/role/own_data',
    summary: "The role's data scope and custom organisations",
    tag: 'roles',
    access: { permission: P.grantData },
    query: roleIdSchema,
    response: roleDataGrantSchema,
  }),
};

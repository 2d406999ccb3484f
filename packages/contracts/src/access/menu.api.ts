import { z } from 'zod';
import { defineRoute } from '../common/route.js';
import { accountMenuSchema } from '../identity/auth.schema.js';
import {
  menuAddSchema,
  menuAppQuerySchema,
  menuEditSchema,
  menuGrantNodeSchema,
  menuIdQuerySchema,
  menuListQuerySchema,
  menuRecordNodeSchema,
  menuRecordSchema,
  menuTreeQuerySchema,
} from './menu.schema.js';
import { Permissions } from './permissions.js';

const P = Permissions.platform.menu;

/** Spec 000 §7 menu calls. */
export const menuApi = {
  list: defineRoute({
    method: 'GET',
    path: '/menu/list',
    summary: 'The menu tree, filtered by app and name',
    tag: 'menus',
    access: { permission: P.page },
    query: menuListQuerySchema,
    response: z.array(menuRecordNodeSchema),
  }),
  add: defineRoute({
    method: 'POST',
    path: '/menu/add',
    summary: 'Add a directory, menu or button',
    tag: 'menus',
    access: { permission: P.add },
    body: menuAddSchema,
    response: menuRecordSchema,
  }),
  edit: defineRoute({
    method: 'PUT',
    path: '/menu/edit',
    summary: 'Edit a directory, menu or button',
    tag: 'menus',
    access: { permission: P.edit },
    body: menuEditSchema,
    response: menuRecordSchema,
  }),
  delete: defineRoute({
    method: 'DELETE',
    path: '/menu/delete',
    summary: 'Delete a menu without children (catalog entries cannot be deleted)',
    tag: 'menus',
    access: { permission: P.delete },
    query: menuIdQuerySchema,
    response: z.null(),
  }),
  ownTree: defineRoute({
    method: 'GET',
    path: '/menu/own_tree',
    summary: "The signed-in user's permitted menus and buttons",
    tag: 'menus',
    access: 'session',
    response: z.array(menuGrantNodeSchema),
  }),
  tenantOwnTree: defineRoute({
    method: 'GET',
    path: '/menu/tenant_own_tree',
    summary: "Every menu and button the caller's enterprise may grant (its apps)",
    tag: 'menus',
    access: 'session',
    response: z.array(menuGrantNodeSchema),
  }),
  excludeButtonTree: defineRoute({
    method: 'GET',
    path: '/menu/exclude_button_tree',
    summary: 'Directories and menus only (parent picker)',
    tag: 'menus',
    access: { permission: P.page },
    query: menuTreeQuerySchema,
    response: z.array(menuGrantNodeSchema),
  }),
  antDesignAllMenu: defineRoute({
    method: 'GET',
    path: '/menu/ant_design_all_menu',
    summary: "The whole tree in the shape of the shell's menu",
    tag: 'menus',
    access: { permission: P.page },
    response: z.array(accountMenuSchema),
  }),
  appMenus: defineRoute({
    method: 'GET',
    path: '/menu/app_menus',
    summary: "The signed-in user's permitted menus of one app, in the shell's shape",
    tag: 'menus',
    access: 'session',
    query: menuAppQuerySchema,
    response: z.array(accountMenuSchema),
  }),
};

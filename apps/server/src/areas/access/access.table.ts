import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { bigintString, createdAt, idColumn, tenantIdColumn, updatedAt } from '../../platform/db/columns.js';

type Titles = Record<string, string>;

/** Apps of the platform catalog (spec 000 §3 "App"). Platform-level: every tenant reads them. */
export const apps = pgTable('apps', {
  id: idColumn().primaryKey(),
  code: varchar('code', { length: 50 }).notNull().unique(),
  name: varchar('name', { length: 50 }).notNull(),
  titles: jsonb('titles').$type<Titles>().notNull().default({}),
  icon: varchar('icon', { length: 64 }),
  sort: integer('sort').notNull().default(0),
  isDefault: boolean('is_default').notNull().default(false),
  platformOnly: boolean('platform_only').notNull().default(false),
  /** A catalog app the administrator edited: catalog sync keeps its name, titles, icon and sort. */
  customised: boolean('customised').notNull().default(false),
});

export const MenuKind = { directory: 1, menu: 2, button: 3 } as const;

/** Menus, pages and buttons of the whole product (spec 000 §3 "Menu record"). Platform-level. */
export const menus = pgTable(
  'menus',
  {
    id: idColumn().primaryKey(),
    /** Stable catalog key, e.g. `mes.factory.workshop.add`. */
    code: varchar('code', { length: 120 }).notNull().unique(),
    pid: bigintString('pid').notNull().default('0'),
    appCode: varchar('app_code', { length: 50 }).notNull(),
    type: smallint('type').notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    titles: jsonb('titles').$type<Titles>().notNull().default({}),
    path: varchar('path', { length: 200 }),
    component: varchar('component', { length: 200 }),
    redirect: varchar('redirect', { length: 200 }),
    permission: varchar('permission', { length: 100 }),
    link: varchar('link', { length: 500 }),
    icon: varchar('icon', { length: 64 }),
    openMode: varchar('open_mode', { length: 16 }).notNull().default('component'),
    hidden: boolean('hidden').notNull().default(false),
    hideChildrenInMenu: boolean('hide_children_in_menu').notNull().default(false),
    sort: integer('sort').notNull().default(0),
    remark: varchar('remark', { length: 200 }),
    /** A catalog entry the administrator edited: catalog sync keeps its title, icon, sort and visibility. */
    customised: boolean('customised').notNull().default(false),
  },
  (t) => [index('menus_app').on(t.appCode), index('menus_pid').on(t.pid)],
);

/** Apps granted to an enterprise: they bound which menus its users can ever get. */
export const tenantApps = pgTable(
  'tenant_apps',
  {
    tenantId: tenantIdColumn(),
    appCode: varchar('app_code', { length: 50 }).notNull(),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.appCode] })],
);

export const DataScope = { ALL: 1, DEPT_AND_BELOW: 2, DEPT: 3, SELF: 4, CUSTOM: 5 } as const;

export const roles = pgTable(
  'roles',
  {
    tenantId: tenantIdColumn(),
    id: idColumn(),
    code: varchar('code', { length: 50 }).notNull(),
    name: varchar('name', { length: 50 }).notNull(),
    dataScope: smallint('data_scope').notNull().default(DataScope.ALL),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    remark: varchar('remark', { length: 200 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] }), uniqueIndex('roles_tenant_code').on(t.tenantId, t.code)],
);

export const roleMenus = pgTable(
  'role_menus',
  {
    tenantId: tenantIdColumn(),
    roleId: bigintString('role_id').notNull(),
    menuId: bigintString('menu_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.roleId, t.menuId] })],
);

export const userRoles = pgTable(
  'user_roles',
  {
    tenantId: tenantIdColumn(),
    userId: bigintString('user_id').notNull(),
    roleId: bigintString('role_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.userId, t.roleId] }), index('user_roles_role').on(t.tenantId, t.roleId)],
);

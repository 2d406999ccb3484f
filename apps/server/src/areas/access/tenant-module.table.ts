import { pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
import { bigintString, tenantIdColumn } from '../../platform/db/columns.js';

/**
 * Function modules granted to an enterprise: top-level directories (menus with pid 0) of its
 * granted apps. An app with no rows here is granted whole (every module, present and future);
 * an app with rows is limited to the listed modules. Menus outside them are never reachable.
 */
export const tenantModules = pgTable(
  'tenant_modules',
  {
    tenantId: tenantIdColumn(),
    appCode: varchar('app_code', { length: 50 }).notNull(),
    menuId: bigintString('menu_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.appCode, t.menuId] })],
);

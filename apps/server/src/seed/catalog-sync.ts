import { APP_CATALOG, flattenMenuCatalog, type MenuType } from '@takt/contracts';
import { type AnyColumn, sql } from 'drizzle-orm';
import { apps, MenuKind, menus } from '../areas/access/access.table.js';
import type { Database } from '../platform/db/database.js';

const KIND: Record<MenuType, number> = { directory: MenuKind.directory, menu: MenuKind.menu, button: MenuKind.button };

/** On conflict: the catalog's value unless the administrator customised the row. */
function unlessCustomised(table: typeof apps | typeof menus, column: AnyColumn) {
  return sql`case when ${table.customised} then ${column} else excluded.${sql.identifier(column.name)} end`;
}

/**
 * Brings the apps and menus tables in line with the catalog in contracts, by stable key, on
 * every start: a release that adds pages gives existing installations their menus, and ids
 * (which roles reference) never change.
 *
 * Administrator edits survive: a catalog row edited on the menu or app page is `customised`,
 * and keeps its names, icon, sort and visibility (apps: name, titles, icon, sort); its
 * structure (parent, app, type, route, component, permission, link, open mode) still follows
 * the catalog. Which app is the default is the administrator's choice once one exists.
 */
export async function syncCatalog(db: Database): Promise<void> {
  await db.system(async (tx) => {
    for (const app of APP_CATALOG) {
      const values = {
        code: app.code,
        name: app.title['en-US'],
        titles: app.title,
        icon: app.icon,
        sort: app.sort,
        isDefault: false,
        platformOnly: app.platformOnly,
      };
      await tx
        .insert(apps)
        .values(values)
        .onConflictDoUpdate({
          target: apps.code,
          set: {
            name: unlessCustomised(apps, apps.name),
            titles: unlessCustomised(apps, apps.titles),
            icon: unlessCustomised(apps, apps.icon),
            sort: unlessCustomised(apps, apps.sort),
            platformOnly: values.platformOnly,
          },
        });
    }
    const fallback = APP_CATALOG.find((app) => app.isDefault);
    if (fallback) {
      await tx.execute(
        sql`update apps set is_default = true where code = ${fallback.code} and not exists (select 1 from apps where is_default)`,
      );
    }
    const ids = new Map<string, string>();
    for (const node of flattenMenuCatalog()) {
      const { seed } = node;
      const values = {
        code: seed.key,
        pid: node.parentKey ? ids.get(node.parentKey)! : '0',
        appCode: node.app,
        type: KIND[seed.type],
        name: seed.title['en-US'],
        titles: seed.title,
        path: seed.path ?? null,
        component: seed.component ?? null,
        redirect: seed.redirect ?? null,
        permission: seed.permission ?? null,
        link: seed.link ?? null,
        icon: seed.icon ?? null,
        openMode: seed.openMode ?? 'component',
        hidden: seed.hidden ?? false,
        hideChildrenInMenu: seed.hideChildrenInMenu ?? false,
        sort: node.sort,
      };
      const [row] = await tx
        .insert(menus)
        .values(values)
        .onConflictDoUpdate({
          target: menus.code,
          set: {
            ...values,
            code: sql`excluded.code`,
            name: unlessCustomised(menus, menus.name),
            titles: unlessCustomised(menus, menus.titles),
            icon: unlessCustomised(menus, menus.icon),
            sort: unlessCustomised(menus, menus.sort),
            hidden: unlessCustomised(menus, menus.hidden),
          },
        })
        .returning({ id: menus.id });
      ids.set(seed.key, row!.id);
    }
  });
}

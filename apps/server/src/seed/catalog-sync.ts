import { APP_CATALOG, flattenMenuCatalog, type MenuType } from '@takt/contracts';
import { sql } from 'drizzle-orm';
import { apps, MenuKind, menus } from '../areas/access/access.table.js';
import type { Database } from '../platform/db/database.js';

const KIND: Record<MenuType, number> = { directory: MenuKind.directory, menu: MenuKind.menu, button: MenuKind.button };

/**
 * Brings the apps and menus tables in line with the catalog in contracts, by stable key, on
 * every start: a release that adds pages gives existing installations their menus, and ids
 * (which roles reference) never change.
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
        isDefault: app.isDefault,
        platformOnly: app.platformOnly,
      };
      await tx.insert(apps).values(values).onConflictDoUpdate({ target: apps.code, set: values });
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
        .onConflictDoUpdate({ target: menus.code, set: { ...values, code: sql`excluded.code` } })
        .returning({ id: menus.id });
      ids.set(seed.key, row!.id);
    }
  });
}

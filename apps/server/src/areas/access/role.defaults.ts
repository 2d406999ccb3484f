import { type Language, ROLE_TEMPLATES, roleTemplateMenuKeys } from '@takt/contracts';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../platform/db/database.js';
import { menus, roleMenus, roles } from './access.table.js';

/**
 * An enterprise's starting roles (`ROLE_TEMPLATES`: line operator, production supervisor,
 * quality engineer, maintenance technician, administrator), named in its default language, with
 * their menus and buttons. Idempotent: a role code the enterprise already has is left as it is,
 * grants included, so it may run again for any enterprise. Returns the role ids by code.
 */
export async function seedDefaultRoles(tx: Tx, tenantId: string, language: Language): Promise<Map<string, string>> {
  const catalog = await tx.select({ id: menus.id, code: menus.code }).from(menus);
  const menuIds = new Map(catalog.map((menu) => [menu.code, menu.id]));
  const added = await tx
    .insert(roles)
    .values(
      ROLE_TEMPLATES.map((template, index) => ({
        tenantId,
        code: template.code,
        name: template.names[language],
        dataScope: template.dataScope,
        sort: index + 1,
        remark: template.remarks[language],
      })),
    )
    .onConflictDoNothing()
    .returning({ id: roles.id, code: roles.code });
  const templates = new Map(ROLE_TEMPLATES.map((template) => [template.code, template]));
  const grants = added.flatMap((role) => {
    const template = templates.get(role.code);
    return [...(template ? roleTemplateMenuKeys(template) : [])]
      .map((key) => menuIds.get(key))
      .filter((menuId) => menuId !== undefined)
      .map((menuId) => ({ tenantId, roleId: role.id, menuId }));
  });
  if (grants.length) await tx.insert(roleMenus).values(grants);
  const all = await tx.select({ id: roles.id, code: roles.code }).from(roles).where(eq(roles.tenantId, tenantId));
  return new Map(all.map((role) => [role.code, role.id]));
}

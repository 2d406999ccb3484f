import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { AdminType } from '@takt/contracts';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import type { Server } from '../app.js';
import { menus, roleMenus, roles, tenantApps, userRoles } from '../areas/access/access.table.js';
import { accountDirectory, users } from '../areas/identity/identity.table.js';
import { tenants } from '../areas/tenants/tenant.table.js';
import { hashPassword } from '../platform/auth/passwords.js';
import type { Database } from '../platform/db/database.js';
import { TEST_PASSWORD } from './databases.js';

/** Test data written the way the seed writes it, in the platform context. */

export async function tenantIdOf(db: Database, code: string): Promise<string> {
  return db.system(async (tx) => {
    const [row] = await tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.code, code));
    if (!row) throw new Error(`no tenant ${code}`);
    return row.id;
  });
}

export async function createTenant(
  db: Database,
  values: { code: string; name?: string; enabled?: boolean; isPermanent?: boolean; deadline?: string | null },
  /** The apps the enterprise has (their menus and permissions). */
  apps: readonly string[] = ['system', 'mes'],
): Promise<string> {
  return db.system(async (tx) => {
    const [row] = await tx
      .insert(tenants)
      .values({ name: values.name ?? `Enterprise ${values.code}`, ...values })
      .returning({ id: tenants.id });
    await tx.insert(tenantApps).values(apps.map((appCode) => ({ tenantId: row!.id, appCode })));
    return row!.id;
  });
}

export async function updateTenant(
  server: Pick<Server, 'db' | 'tenantChanged'>,
  tenantId: string,
  values: Partial<{ enabled: boolean; isPermanent: boolean; deadline: string | null }>,
): Promise<void> {
  await server.db.system(async (tx) => {
    await tx.update(tenants).set(values).where(eq(tenants.id, tenantId));
  });
  server.tenantChanged(tenantId);
}

export async function createUser(
  db: Database,
  tenantId: string,
  values: { account: string; name?: string; adminType?: number; status?: number; password?: string },
): Promise<string> {
  const passwordHash = await hashPassword(values.password ?? TEST_PASSWORD);
  return db.system(async (tx) => {
    const [row] = await tx
      .insert(users)
      .values({
        tenantId,
        account: values.account,
        name: values.name ?? values.account,
        adminType: values.adminType ?? AdminType.USER,
        status: values.status ?? 0,
        passwordHash,
      })
      .returning({ id: users.id });
    await tx.insert(accountDirectory).values({ account: values.account, tenantId, userId: row!.id });
    return row!.id;
  });
}

export async function setUserStatus(
  server: Pick<Server, 'db' | 'tenantChanged'>,
  userId: string,
  status: number,
): Promise<void> {
  const [row] = await server.db.system((tx) =>
    tx.update(users).set({ status }).where(eq(users.id, userId)).returning({ tenantId: users.tenantId }),
  );
  if (row) server.tenantChanged(row.tenantId);
}

/** A test server, or its database alone when no copy in memory can have read what is written. */
type Target = Database | Pick<Server, 'db' | 'tenantChanged'>;

const split = (target: Target) =>
  'tenantChanged' in target ? { db: target.db, changed: target.tenantChanged } : { db: target, changed: () => {} };

/** Grants the user a new role holding the menus/buttons that carry the given permission codes. */
export async function grantPermissions(
  target: Target,
  tenantId: string,
  userId: string,
  codes: string[],
  roleCode = `role_${Date.now()}_${Math.round(Math.random() * 1e6)}`,
): Promise<string> {
  const { db, changed } = split(target);
  const roleId = await db.system(async (tx) => {
    const [role] = await tx
      .insert(roles)
      .values({ tenantId, code: roleCode, name: roleCode })
      .returning({ id: roles.id });
    const rows = await tx.select({ id: menus.id, permission: menus.permission }).from(menus);
    const granted = rows.filter((row) => row.permission && codes.includes(row.permission));
    if (granted.length !== codes.length) throw new Error(`unknown permission among ${codes.join(', ')}`);
    await tx.insert(roleMenus).values(granted.map((row) => ({ tenantId, roleId: role!.id, menuId: row.id })));
    await tx.insert(userRoles).values({ tenantId, userId, roleId: role!.id });
    return role!.id;
  });
  changed(tenantId);
  return roleId;
}

export async function setRoleEnabled(
  server: Pick<Server, 'db' | 'tenantChanged'>,
  roleId: string,
  enabled: boolean,
): Promise<void> {
  const [row] = await server.db.system((tx) =>
    tx.update(roles).set({ enabled }).where(eq(roles.id, roleId)).returning({ tenantId: roles.tenantId }),
  );
  if (row) server.tenantChanged(row.tenantId);
}

/** An access token that expired a minute ago, signed with the server's own key. */
export async function expiredAccessToken(
  dataDir: string,
  claims: { tenantId: string; userId: string; sessionId: string },
): Promise<string> {
  const secret = (await readFile(path.join(dataDir, 'keys', 'token-signing.key'), 'utf8')).trim();
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ tid: claims.tenantId, sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.userId)
    .setIssuedAt(now - 3600)
    .setExpirationTime(now - 60)
    .sign(new TextEncoder().encode(secret));
}

/** The claims inside an access token (no verification: tests only). */
export function claimsOf(token: string): { tenantId: string; userId: string; sessionId: string } {
  const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as {
    tid: string;
    sid: string;
    sub: string;
  };
  return { tenantId: payload.tid, sessionId: payload.sid, userId: payload.sub };
}

import { randomInt } from 'node:crypto';
import { AdminType, APP_CATALOG } from '@takt/contracts';
import { count, eq } from 'drizzle-orm';
import { tenantApps, userRoles } from '../areas/access/access.table.js';
import { accountDirectory, users } from '../areas/identity/identity.table.js';
import { OrgType, organisations } from '../areas/organisations/organisation.table.js';
import { tenants } from '../areas/tenants/tenant.table.js';
import { hashPassword } from '../platform/auth/passwords.js';
import type { Database, Tx } from '../platform/db/database.js';
import { seedTenantDefaults } from './tenant-defaults.js';

export interface SeededAccount {
  account: string;
  password: string;
  tenant: string;
  role: string;
}

const PLATFORM_CODE = 'platform';
const DEMO_CODE = 'demo';

interface DemoUser {
  account: string;
  /** How the first start's account list describes the account. */
  label: string;
  name: string;
  adminType?: number;
  phone?: string;
  jobNumber: string;
  org: keyof DemoOrgs;
  /** The code of the starting role (ROLE_TEMPLATES) the user holds. */
  role: string;
}

/** The demo enterprise's people: its administrator and one user per starting role of the floor. */
const DEMO_USERS: readonly DemoUser[] = [
  {
    account: 'admin',
    label: 'enterprise administrator',
    name: 'Demo Admin',
    adminType: AdminType.ENTERPRISE_ADMIN,
    phone: '13800138000',
    jobNumber: 'A0001',
    org: 'factory',
    role: 'administrator',
  },
  {
    account: 'operator',
    label: 'line operator',
    name: 'Li Wei',
    phone: '13912345678',
    jobNumber: 'E1024',
    org: 'line1',
    role: 'operator',
  },
  {
    account: 'supervisor',
    label: 'production supervisor',
    name: 'Zhang Min',
    jobNumber: 'E2001',
    org: 'smt',
    role: 'supervisor',
  },
  {
    account: 'quality',
    label: 'quality engineer',
    name: 'Chen Jing',
    jobNumber: 'E3001',
    org: 'quality',
    role: 'quality',
  },
  {
    account: 'maintenance',
    label: 'maintenance technician',
    name: 'Wang Qiang',
    jobNumber: 'E4001',
    org: 'factory',
    role: 'maintenance',
  },
];

function generatedPassword(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
  return Array.from({ length: 12 }, () => alphabet[randomInt(alphabet.length)]).join('');
}

/** The platform tenant's id (it exists once the database is seeded). */
export async function platformTenantId(db: Database): Promise<string> {
  return db.system(async (tx) => {
    const [row] = await tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.code, PLATFORM_CODE));
    if (!row) throw new Error('the platform tenant is missing: the database was not seeded');
    return row.id;
  });
}

/**
 * First start only: the platform tenant with its super administrator, and a demo enterprise
 * with its starting roles, an administrator and a user of each floor role, a factory organisation
 * and default dictionaries. This is the one place that writes across areas, in the platform
 * context, before any request exists.
 * Returns the accounts created, or null when the database already had tenants.
 */
export async function seedIfEmpty(db: Database, seedPassword: string | undefined): Promise<SeededAccount[] | null> {
  return db.system(async (tx) => {
    const [existing] = await tx.select({ n: count() }).from(tenants);
    if (Number(existing?.n) > 0) return null;
    const password = () => seedPassword ?? generatedPassword();
    const superAdmin: SeededAccount = {
      account: 'superAdmin',
      password: password(),
      tenant: PLATFORM_CODE,
      role: 'super administrator',
    };
    const demoPeople = DEMO_USERS.map((user) => ({
      user,
      seeded: { account: user.account, password: password(), tenant: DEMO_CODE, role: user.label },
    }));

    const [platform] = await tx
      .insert(tenants)
      .values({
        code: PLATFORM_CODE,
        name: 'Takt Platform',
        isPlatform: true,
        defaultApp: 'platform',
        defaultLanguage: 'en-US',
      })
      .returning();
    const [demo] = await tx
      .insert(tenants)
      .values({
        code: DEMO_CODE,
        name: 'Demo Precision Manufacturing',
        adminName: 'Demo Admin',
        phone: '13800138000',
        email: 'admin@demo.example',
        defaultApp: 'mes',
        defaultLanguage: 'zh-CN',
      })
      .returning();
    const platformId = platform!.id;
    const demoId = demo!.id;

    await tx.insert(tenantApps).values(APP_CATALOG.map((app) => ({ tenantId: platformId, appCode: app.code })));
    await tx
      .insert(tenantApps)
      .values(APP_CATALOG.filter((app) => !app.platformOnly).map((app) => ({ tenantId: demoId, appCode: app.code })));

    const orgIds = await seedDemoFactory(tx, demoId);

    await addUser(tx, platformId, superAdmin, {
      name: 'Super Administrator',
      adminType: AdminType.SUPER_ADMIN,
      jobNumber: 'P0001',
    });
    await seedTenantDefaults(tx, platformId);
    const roleIds = await seedTenantDefaults(tx, demoId);
    for (const { user, seeded } of demoPeople) {
      const roleId = roleIds.get(user.role);
      if (!roleId) throw new Error(`seed: no starting role ${user.role}`);
      const userId = await addUser(tx, demoId, seeded, {
        name: user.name,
        adminType: user.adminType ?? AdminType.USER,
        phone: user.phone,
        jobNumber: user.jobNumber,
        orgId: orgIds[user.org],
      });
      await tx.insert(userRoles).values({ tenantId: demoId, userId, roleId });
    }
    return [superAdmin, ...demoPeople.map(({ seeded }) => seeded)];
  });
}

async function addUser(
  tx: Tx,
  tenantId: string,
  seed: SeededAccount,
  values: { name: string; adminType: number; phone?: string; jobNumber?: string; orgId?: string },
): Promise<string> {
  const [row] = await tx
    .insert(users)
    .values({ tenantId, account: seed.account, passwordHash: await hashPassword(seed.password), ...values })
    .returning({ id: users.id });
  await tx.insert(accountDirectory).values({ account: seed.account, tenantId, userId: row!.id });
  return row!.id;
}

type DemoOrgs = Awaited<ReturnType<typeof seedDemoFactory>>;

async function seedDemoFactory(tx: Tx, tenantId: string) {
  const add = async (pid: string, name: string, code: string, type: number, sort: number) => {
    const [row] = await tx.insert(organisations).values({ tenantId, pid, name, code, type, sort }).returning();
    return row!.id;
  };
  const factory = await add('0', 'Demo Factory', 'F01', OrgType.FACTORY, 1);
  const quality = await add(factory, 'Quality Department', 'D-QA', OrgType.DEPARTMENT, 1);
  const smt = await add(factory, 'SMT Workshop', 'WS-SMT', OrgType.WORKSHOP, 2);
  const assembly = await add(factory, 'Assembly Workshop', 'WS-ASM', OrgType.WORKSHOP, 3);
  const line1 = await add(smt, 'SMT Line 1', 'SMT-L1', OrgType.LINE, 1);
  await add(smt, 'SMT Line 2', 'SMT-L2', OrgType.LINE, 2);
  const line3 = await add(assembly, 'Final Assembly Line', 'ASM-L1', OrgType.LINE, 1);
  for (const [index, name] of ['Printing', 'Placement', 'Reflow', 'AOI'].entries()) {
    await add(line1, `${name} station`, `SMT-L1-S0${index + 1}`, OrgType.WORKSTATION, index + 1);
  }
  for (const [index, name] of ['Board assembly', 'Function test', 'Final assembly'].entries()) {
    await add(line3, `${name} station`, `ASM-L1-S0${index + 1}`, OrgType.WORKSTATION, index + 1);
  }
  return { factory, quality, smt, line1 };
}

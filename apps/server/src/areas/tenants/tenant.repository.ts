import { AdminType } from '@takt/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { seedTenantDefaults } from '../../seed/tenant-defaults.js';
import { tenantApps } from '../access/access.table.js';
import { tenantModules } from '../access/tenant-module.table.js';
import { accountDirectory, users } from '../identity/identity.table.js';
import { OrgType, organisations } from '../organisations/organisation.table.js';
import { tenants } from './tenant.table.js';

export type TenantRow = typeof tenants.$inferSelect;

/** What a new enterprise starts with (self-service registration). */
export interface NewEnterprise {
  name: string;
  isPermanent: boolean;
  deadline: string | null;
  defaultApp: string | null;
  defaultLanguage: string;
  appCodes: readonly string[];
  /** Set by the platform's enterprise form: a chosen code (else `E<id>`), module limits, more columns. */
  code?: string | null;
  moduleLimits?: readonly { appCode: string; menuId: string }[];
  columns?: Partial<Omit<typeof tenants.$inferInsert, 'id' | 'code' | 'name'>>;
  admin: {
    account: string;
    name: string;
    passwordHash: string;
    phone: string | null;
    email: string | null;
    language: string;
  };
}

export class TenantRepository {
  constructor(private readonly db: Database) {}

  /** The tenant's own row; row-level security lets a tenant read nothing else. */
  findById(tenantId: string): Promise<TenantRow | undefined> {
    return this.db.tenant(tenantId, async (tx) => {
      const [row] = await tx.select().from(tenants).where(eq(tenants.id, tenantId));
      return row;
    });
  }

  /** Whether an account name is taken anywhere on the platform. */
  accountTaken(account: string): Promise<boolean> {
    return this.db.system(async (tx) => {
      const [row] = await tx
        .select({ account: accountDirectory.account })
        .from(accountDirectory)
        .where(eq(accountDirectory.account, account));
      return row !== undefined;
    });
  }

  /**
   * A new enterprise in one platform transaction (no tenant exists yet): the tenant, its apps,
   * its default organisation (a factory named after it), and its administrator with the account
   * directory entry. Like the seed, provisioning writes the first rows of the access,
   * organisation and identity tables; from then on those areas own them.
   */
  createEnterprise(values: NewEnterprise): Promise<{ tenantId: string; tenantCode: string; userId: string }> {
    return this.db.system(async (tx) => {
      const next = await tx.execute(sql`select nextval('takt_id_seq')::text as id`);
      const tenantId = (next as unknown as { rows: { id: string }[] }).rows[0]!.id;
      const tenantCode = values.code ?? `E${tenantId}`;
      const { admin } = values;
      await tx.insert(tenants).values({
        id: tenantId,
        code: tenantCode,
        name: values.name,
        isPermanent: values.isPermanent,
        deadline: values.deadline,
        adminName: admin.name,
        phone: admin.phone,
        email: admin.email,
        defaultApp: values.defaultApp,
        defaultLanguage: values.defaultLanguage,
        ...values.columns,
      });
      if (values.moduleLimits?.length) {
        await tx.insert(tenantModules).values(values.moduleLimits.map((row) => ({ tenantId, ...row })));
      }
      if (values.appCodes.length) {
        await tx.insert(tenantApps).values(values.appCodes.map((appCode) => ({ tenantId, appCode })));
      }
      const [factory] = await tx
        .insert(organisations)
        .values({ tenantId, pid: '0', name: values.name, code: 'F01', type: OrgType.FACTORY, sort: 1 })
        .returning({ id: organisations.id });
      const [user] = await tx
        .insert(users)
        .values({
          tenantId,
          account: admin.account,
          passwordHash: admin.passwordHash,
          name: admin.name,
          phone: admin.phone,
          email: admin.email,
          language: admin.language,
          adminType: AdminType.ENTERPRISE_ADMIN,
          orgId: factory!.id,
        })
        .returning({ id: users.id });
      await tx.insert(accountDirectory).values({ account: admin.account, tenantId, userId: user!.id });
      await seedTenantDefaults(tx, tenantId);
      return { tenantId, tenantCode, userId: user!.id };
    });
  }
}

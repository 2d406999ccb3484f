import { index, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { bigintString, tenantIdColumn } from '../../platform/db/columns.js';

/** The organisations a role with the CUSTOM data scope covers (each one alone, not its subtree). */
export const roleDataOrgs = pgTable(
  'role_data_orgs',
  {
    tenantId: tenantIdColumn(),
    roleId: bigintString('role_id').notNull(),
    orgId: bigintString('org_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.roleId, t.orgId] }),
    index('role_data_orgs_org').on(t.tenantId, t.orgId),
  ],
);

/** Organisations granted to one user directly (`/user/grantData`), on top of their roles' scopes. */
export const userDataOrgs = pgTable(
  'user_data_orgs',
  {
    tenantId: tenantIdColumn(),
    userId: bigintString('user_id').notNull(),
    orgId: bigintString('org_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.userId, t.orgId] }),
    index('user_data_orgs_org').on(t.tenantId, t.orgId),
  ],
);

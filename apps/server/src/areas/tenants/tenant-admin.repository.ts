import { AdminType, type enterprisePageQuerySchema, SubscriptionType } from '@takt/contracts';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../platform/db/database.js';
import { listConditions, selectPage } from '../../platform/db/paged-select.js';
import { tenants } from './tenant.table.js';

type PageQuery = z.output<typeof enterprisePageQuerySchema>;
export type TenantRow = typeof tenants.$inferSelect;
export type TenantListRow = TenantRow & { account: string | null; adminUserId: string | null; userCount: number };

/**
 * The platform's view of every enterprise (platform work: `db.system`). Provisioning, like the
 * seed, reads the first rows of the identity tables: the administrator account and the user
 * count shown in the list.
 */
export class TenantAdminRepository {
  constructor(private readonly db: Database) {}

  private listColumns() {
    return {
      account: sql<string | null>`(select u.account from users u where u.tenant_id = "tenants"."id"
        and u.admin_type in (${AdminType.SUPER_ADMIN}, ${AdminType.ENTERPRISE_ADMIN}) order by u.admin_type, u.id limit 1)`,
      adminUserId: sql<string | null>`(select u.id::text from users u where u.tenant_id = "tenants"."id"
        and u.admin_type in (${AdminType.SUPER_ADMIN}, ${AdminType.ENTERPRISE_ADMIN}) order by u.admin_type, u.id limit 1)`,
      userCount: sql<number>`(select count(*)::int from users u where u.tenant_id = "tenants"."id")`,
    };
  }

  page(query: PageQuery): Promise<{ rows: TenantListRow[]; totalRows: number }> {
    return this.db.system(async (tx) => {
      const { rows, totalRows } = await selectPage(
        tx,
        tx
          .select({ tenant: tenants, ...this.listColumns() })
          .from(tenants)
          .$dynamic(),
        query,
        {
          table: tenants,
          where: listConditions(
            query,
            { contains: { name: tenants.name, code: tenants.code }, equals: { enabled: tenants.enabled } },
            isNull(tenants.deletedAt),
            query.subscriptionType === undefined
              ? undefined
              : eq(tenants.isPermanent, query.subscriptionType === SubscriptionType.PERMANENT),
          ),
          sortable: {
            name: tenants.name,
            code: tenants.code,
            deadline: tenants.deadline,
            createdAt: tenants.createdAt,
          },
          defaultOrder: desc(tenants.createdAt),
          tieBreaker: tenants.id,
        },
      );
      return {
        rows: rows.map(({ tenant, ...extra }) => ({ ...tenant, ...extra, userCount: Number(extra.userCount) })),
        totalRows: totalRows,
      };
    });
  }

  /** A live (not deleted) enterprise. */
  find(id: string): Promise<TenantListRow | undefined> {
    return this.db.system(async (tx) => {
      const [row] = await tx
        .select({ tenant: tenants, ...this.listColumns() })
        .from(tenants)
        .where(and(eq(tenants.id, id), isNull(tenants.deletedAt)));
      if (!row) return undefined;
      const { tenant, ...extra } = row;
      return { ...tenant, ...extra, userCount: Number(extra.userCount) };
    });
  }

  findByCode(code: string): Promise<TenantRow | undefined> {
    return this.db.system(async (tx) => {
      const [row] = await tx.select().from(tenants).where(eq(tenants.code, code));
      return row;
    });
  }

  findManyByIds(ids: readonly string[]): Promise<TenantRow[]> {
    return this.db.system((tx) =>
      ids.length
        ? tx
            .select()
            .from(tenants)
            .where(inArray(tenants.id, [...ids]))
        : Promise.resolve([]),
    );
  }

  update(id: string, values: Partial<Omit<typeof tenants.$inferInsert, 'id'>>): Promise<TenantRow | undefined> {
    return this.db.system(async (tx) => {
      const [row] = await tx
        .update(tenants)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(tenants.id, id), isNull(tenants.deletedAt)))
        .returning();
      return row;
    });
  }
}

import type { licencePageQuerySchema } from '@takt/contracts';
import { and, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../platform/db/database.js';
import { likePattern, pageOffset, pageOrder } from '../../platform/db/paging.js';
import { tenants } from '../tenants/tenant.table.js';
import { licences } from './licence.table.js';

export type LicenceRow = typeof licences.$inferSelect;
export type LicenceListRow = LicenceRow & { enterpriseName: string | null };
type PageQuery = z.output<typeof licencePageQuerySchema>;

/** Activation records: platform data, read and written in `db.system`. */
export class LicenceRepository {
  constructor(private readonly db: Database) {}

  page(query: PageQuery): Promise<{ rows: LicenceListRow[]; totalRows: number }> {
    return this.db.system(async (tx) => {
      const filters: SQL[] = [];
      if (query.orderNo) filters.push(ilike(licences.orderNo, likePattern(query.orderNo)));
      if (query.enterpriseCode) filters.push(ilike(licences.enterpriseCode, likePattern(query.enterpriseCode)));
      if (query.applicationCode) filters.push(ilike(licences.applicationCode, likePattern(query.applicationCode)));
      if (query.state !== undefined) filters.push(eq(licences.state, query.state));
      const where = filters.length ? and(...filters) : undefined;
      const rows = await tx
        .select({ licence: licences, enterpriseName: tenants.name })
        .from(licences)
        .leftJoin(tenants, eq(tenants.id, licences.enterpriseId))
        .where(where)
        .orderBy(
          ...pageOrder(
            query,
            {
              orderNo: licences.orderNo,
              enterpriseCode: licences.enterpriseCode,
              appliedAt: licences.appliedAt,
              authorisedAt: licences.authorisedAt,
              activatedAt: licences.activatedAt,
            },
            desc(licences.id),
            licences.id,
          ),
        )
        .limit(query.pageSize)
        .offset(pageOffset(query));
      const [total] = await tx.select({ n: count() }).from(licences).where(where);
      return {
        rows: rows.map((row) => ({ ...row.licence, enterpriseName: row.enterpriseName })),
        totalRows: Number(total?.n ?? 0),
      };
    });
  }

  find(id: string): Promise<LicenceListRow | undefined> {
    return this.db.system(async (tx) => {
      const [row] = await tx
        .select({ licence: licences, enterpriseName: tenants.name })
        .from(licences)
        .leftJoin(tenants, eq(tenants.id, licences.enterpriseId))
        .where(eq(licences.id, id));
      return row ? { ...row.licence, enterpriseName: row.enterpriseName } : undefined;
    });
  }

  /** The record of an application code, locked for the rest of the transaction. */
  lockByApplicationCode(applicationCode: string): Promise<LicenceRow | undefined> {
    return this.db.system(async (tx) => {
      const [row] = await tx.select().from(licences).where(eq(licences.applicationCode, applicationCode)).for('update');
      return row;
    });
  }

  insert(values: typeof licences.$inferInsert): Promise<LicenceRow> {
    return this.db.system(async (tx) => {
      const [row] = await tx.insert(licences).values(values).returning();
      return row!;
    });
  }

  update(id: string, values: Partial<typeof licences.$inferInsert>): Promise<void> {
    return this.db.system(async (tx) => {
      await tx.update(licences).set(values).where(eq(licences.id, id));
    });
  }
}

import type { licencePageQuerySchema } from '@takt/contracts';
import { desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../platform/db/database.js';
import { listConditions, selectPage } from '../../platform/db/paged-select.js';
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
      const { rows, totalRows } = await selectPage(
        tx,
        tx
          .select({ licence: licences, enterpriseName: tenants.name })
          .from(licences)
          .leftJoin(tenants, eq(tenants.id, licences.enterpriseId))
          .$dynamic(),
        query,
        {
          table: licences,
          where: listConditions(query, {
            contains: {
              orderNo: licences.orderNo,
              enterpriseCode: licences.enterpriseCode,
              applicationCode: licences.applicationCode,
            },
            equals: { state: licences.state },
          }),
          sortable: {
            orderNo: licences.orderNo,
            enterpriseCode: licences.enterpriseCode,
            appliedAt: licences.appliedAt,
            authorisedAt: licences.authorisedAt,
            activatedAt: licences.activatedAt,
          },
          defaultOrder: desc(licences.id),
          tieBreaker: licences.id,
        },
      );
      return {
        rows: rows.map((row) => ({ ...row.licence, enterpriseName: row.enterpriseName })),
        totalRows,
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

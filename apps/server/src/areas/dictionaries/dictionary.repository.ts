import type { dictionaryTypePageQuerySchema } from '@takt/contracts';
import { and, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../platform/db/database.js';
import { likePattern, pageOffset, pageOrder } from '../../platform/db/paging.js';
import { dictionaryTypes } from './dictionary.table.js';

export type DictionaryTypeRow = typeof dictionaryTypes.$inferSelect;
type PageQuery = z.output<typeof dictionaryTypePageQuerySchema>;
type Writable = Pick<DictionaryTypeRow, 'name' | 'code' | 'sort' | 'remark'>;

export class DictionaryRepository {
  constructor(private readonly db: Database) {}

  page(tenantId: string, query: PageQuery) {
    return this.db.tenant(tenantId, async (tx) => {
      const filters: SQL[] = [eq(dictionaryTypes.tenantId, tenantId)];
      if (query.name) filters.push(ilike(dictionaryTypes.name, likePattern(query.name)));
      if (query.code) filters.push(ilike(dictionaryTypes.code, likePattern(query.code)));
      const where = and(...filters);
      const rows = await tx
        .select()
        .from(dictionaryTypes)
        .where(where)
        .orderBy(
          ...pageOrder(
            query,
            {
              name: dictionaryTypes.name,
              code: dictionaryTypes.code,
              sort: dictionaryTypes.sort,
              createdAt: dictionaryTypes.createdAt,
            },
            desc(dictionaryTypes.createdAt),
            dictionaryTypes.id,
          ),
        )
        .limit(query.pageSize)
        .offset(pageOffset(query));
      const [total] = await tx.select({ n: count() }).from(dictionaryTypes).where(where);
      return { rows, totalRows: Number(total?.n ?? 0) };
    });
  }

  findById(tenantId: string, id: string) {
    return this.db.tenant(tenantId, async (tx) => {
      const [row] = await tx
        .select()
        .from(dictionaryTypes)
        .where(and(eq(dictionaryTypes.tenantId, tenantId), eq(dictionaryTypes.id, id)));
      return row;
    });
  }

  findByCode(tenantId: string, code: string) {
    return this.db.tenant(tenantId, async (tx) => {
      const [row] = await tx
        .select()
        .from(dictionaryTypes)
        .where(and(eq(dictionaryTypes.tenantId, tenantId), eq(dictionaryTypes.code, code)));
      return row;
    });
  }

  insert(tenantId: string, values: Writable & { isDefault?: boolean }) {
    return this.db.tenant(tenantId, async (tx) => {
      const [row] = await tx
        .insert(dictionaryTypes)
        .values({ tenantId, ...values })
        .returning();
      return row!;
    });
  }

  update(tenantId: string, id: string, values: Partial<Writable & { status: number }>) {
    return this.db.tenant(tenantId, async (tx) => {
      const [row] = await tx
        .update(dictionaryTypes)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(dictionaryTypes.tenantId, tenantId), eq(dictionaryTypes.id, id)))
        .returning();
      return row;
    });
  }

  delete(tenantId: string, id: string) {
    return this.db.tenant(tenantId, async (tx) => {
      await tx.delete(dictionaryTypes).where(and(eq(dictionaryTypes.tenantId, tenantId), eq(dictionaryTypes.id, id)));
    });
  }
}

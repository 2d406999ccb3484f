import type { printTemplatePageQuerySchema } from '@takt/contracts';
import { and, asc, count, eq, ilike, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../platform/db/database.js';
import { likePattern, pageOffset, pageOrder } from '../../platform/db/paging.js';
import { CodedLookups } from '../../platform/references/coded-lookups.js';
import { printTemplates } from './labels.table.js';

export type PrintTemplateRow = typeof printTemplates.$inferSelect;
export type PrintTemplateWritable = Omit<PrintTemplateRow, 'tenantId' | 'id' | 'createdAt' | 'updatedAt'>;
type PageQuery = z.output<typeof printTemplatePageQuerySchema>;

export class PrintTemplateRepository {
  readonly lookups: CodedLookups<typeof printTemplates>;

  constructor(private readonly db: Database) {
    this.lookups = new CodedLookups(db, printTemplates);
  }

  page(tenantId: string, query: PageQuery) {
    return this.db.tenant(tenantId, async (tx) => {
      const filters: SQL[] = [eq(printTemplates.tenantId, tenantId)];
      if (query.name) filters.push(ilike(printTemplates.name, likePattern(query.name)));
      if (query.code) filters.push(ilike(printTemplates.code, likePattern(query.code)));
      if (query.type) filters.push(eq(printTemplates.type, query.type));
      const where = and(...filters);
      const rows = await tx
        .select()
        .from(printTemplates)
        .where(where)
        .orderBy(
          ...pageOrder(
            query,
            {
              name: printTemplates.name,
              code: printTemplates.code,
              type: printTemplates.type,
              createdAt: printTemplates.createdAt,
              updatedAt: printTemplates.updatedAt,
            },
            asc(printTemplates.code),
            printTemplates.id,
          ),
        )
        .limit(query.pageSize)
        .offset(pageOffset(query));
      const [total] = await tx.select({ n: count() }).from(printTemplates).where(where);
      return { rows, totalRows: Number(total?.n ?? 0) };
    });
  }

  findById(tenantId: string, id: string): Promise<PrintTemplateRow | undefined> {
    return this.db.tenant(tenantId, async (tx) => {
      const [row] = await tx
        .select()
        .from(printTemplates)
        .where(and(eq(printTemplates.tenantId, tenantId), eq(printTemplates.id, id)));
      return row;
    });
  }

  findByCode(tenantId: string, code: string): Promise<PrintTemplateRow | undefined> {
    return this.db.tenant(tenantId, async (tx) => {
      const [row] = await tx
        .select()
        .from(printTemplates)
        .where(and(eq(printTemplates.tenantId, tenantId), eq(printTemplates.code, code)));
      return row;
    });
  }

  insert(tenantId: string, values: PrintTemplateWritable): Promise<PrintTemplateRow> {
    return this.db.tenant(tenantId, async (tx) => {
      const [row] = await tx
        .insert(printTemplates)
        .values({ tenantId, ...values })
        .returning();
      return row!;
    });
  }

  update(tenantId: string, id: string, values: Partial<PrintTemplateWritable>): Promise<PrintTemplateRow | undefined> {
    return this.db.tenant(tenantId, async (tx) => {
      const [row] = await tx
        .update(printTemplates)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(printTemplates.tenantId, tenantId), eq(printTemplates.id, id)))
        .returning();
      return row;
    });
  }

  delete(tenantId: string, id: string): Promise<boolean> {
    return this.db.tenant(tenantId, async (tx) => {
      const rows = await tx
        .delete(printTemplates)
        .where(and(eq(printTemplates.tenantId, tenantId), eq(printTemplates.id, id)))
        .returning({ id: printTemplates.id });
      return rows.length > 0;
    });
  }
}

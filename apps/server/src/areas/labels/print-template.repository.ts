import type { printTemplatePageQuerySchema } from '@takt/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../platform/db/database.js';
import { listConditions, selectPage } from '../../platform/db/paged-select.js';
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
      const { rows, totalRows } = await selectPage(tx, tx.select().from(printTemplates).$dynamic(), query, {
        table: printTemplates,
        where: listConditions(
          query,
          { contains: { name: printTemplates.name, code: printTemplates.code }, equals: { type: printTemplates.type } },
          eq(printTemplates.tenantId, tenantId),
        ),
        sortable: {
          name: printTemplates.name,
          code: printTemplates.code,
          type: printTemplates.type,
          createdAt: printTemplates.createdAt,
          updatedAt: printTemplates.updatedAt,
        },
        defaultOrder: asc(printTemplates.code),
        tieBreaker: printTemplates.id,
      });
      return { rows, totalRows };
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

import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { listConditions, selectPage } from '../../platform/db/paged-select.js';
import type { PageRequest } from '../../platform/db/paging.js';
import { operationLogs } from './operation-log.table.js';

export type OperationLogRow = typeof operationLogs.$inferSelect;
export type OperationLogEntry = Omit<typeof operationLogs.$inferInsert, 'tenantId' | 'id' | 'createdAt'>;

export class OperationLogRepository {
  constructor(private readonly db: Database) {}

  insert(tenantId: string, entry: OperationLogEntry): Promise<void> {
    return this.db.tenant(tenantId, async (tx) => {
      await tx.insert(operationLogs).values({ tenantId, ...entry });
    });
  }

  page(
    tenantId: string,
    query: PageRequest<'createdAt' | 'account' | 'durationMs'> & { account?: string; success?: boolean },
  ) {
    return this.db.tenant(tenantId, async (tx) => {
      const { rows, totalRows } = await selectPage(tx, tx.select().from(operationLogs).$dynamic(), query, {
        table: operationLogs,
        where: listConditions(
          query,
          { contains: { account: operationLogs.account }, equals: { success: operationLogs.success } },
          eq(operationLogs.tenantId, tenantId),
        ),
        sortable: {
          createdAt: operationLogs.createdAt,
          account: operationLogs.account,
          durationMs: operationLogs.durationMs,
        },
        defaultOrder: desc(operationLogs.createdAt),
        tieBreaker: operationLogs.id,
      });
      return { rows, totalRows };
    });
  }
}

import { and, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { likePattern, type PageRequest, pageOffset, pageOrder } from '../../platform/db/paging.js';
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
      const filters: SQL[] = [eq(operationLogs.tenantId, tenantId)];
      if (query.account) filters.push(ilike(operationLogs.account, likePattern(query.account)));
      if (query.success !== undefined) filters.push(eq(operationLogs.success, query.success));
      const where = and(...filters);
      const rows = await tx
        .select()
        .from(operationLogs)
        .where(where)
        .orderBy(
          ...pageOrder(
            query,
            {
              createdAt: operationLogs.createdAt,
              account: operationLogs.account,
              durationMs: operationLogs.durationMs,
            },
            desc(operationLogs.createdAt),
            operationLogs.id,
          ),
        )
        .limit(query.pageSize)
        .offset(pageOffset(query));
      const [total] = await tx.select({ n: count() }).from(operationLogs).where(where);
      return { rows, totalRows: Number(total?.n ?? 0) };
    });
  }
}

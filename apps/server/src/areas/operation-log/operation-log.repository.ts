import type { OPERATION_LOG_SORT_FIELDS } from '@takt/contracts';
import { and, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { listConditions, selectPage } from '../../platform/db/paged-select.js';
import type { PageRequest } from '../../platform/db/paging.js';
import { operationLogs } from './operation-log.table.js';

export type OperationLogRow = typeof operationLogs.$inferSelect;
export type OperationLogEntry = Omit<typeof operationLogs.$inferInsert, 'tenantId' | 'id' | 'createdAt'>;

export interface OperationLogFilters {
  /** The query's dates as instants in the reader's zone: from (inclusive) to (exclusive). */
  within?: { from: Date; to: Date };
  code?: string;
  account?: string;
  path?: string;
  success?: boolean;
}

/** The most rows an export writes. */
const EXPORT_MAX = 10_000;

export class OperationLogRepository {
  constructor(private readonly db: Database) {}

  insert(tenantId: string, entry: OperationLogEntry): Promise<void> {
    return this.db.tenant(tenantId, async (tx) => {
      await tx.insert(operationLogs).values({ tenantId, ...entry });
    });
  }

  private where(tenantId: string, query: OperationLogFilters): SQL | undefined {
    const { within } = query;
    return listConditions(
      query,
      {
        contains: { account: operationLogs.account, path: operationLogs.path },
        equals: { success: operationLogs.success, code: operationLogs.id },
      },
      eq(operationLogs.tenantId, tenantId),
      within && and(gte(operationLogs.createdAt, within.from), lt(operationLogs.createdAt, within.to)),
    );
  }

  page(tenantId: string, query: PageRequest<(typeof OPERATION_LOG_SORT_FIELDS)[number]> & OperationLogFilters) {
    return this.db.tenant(tenantId, async (tx) => {
      const { rows, totalRows } = await selectPage(tx, tx.select().from(operationLogs).$dynamic(), query, {
        table: operationLogs,
        where: this.where(tenantId, query),
        sortable: {
          code: operationLogs.id,
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

  all(tenantId: string, query: OperationLogFilters): Promise<OperationLogRow[]> {
    return this.db.tenant(tenantId, (tx) =>
      tx
        .select()
        .from(operationLogs)
        .where(this.where(tenantId, query))
        .orderBy(desc(operationLogs.createdAt), desc(operationLogs.id))
        .limit(EXPORT_MAX),
    );
  }

  find(tenantId: string, id: string): Promise<OperationLogRow | undefined> {
    return this.db.tenant(tenantId, async (tx) => {
      const [row] = await tx
        .select()
        .from(operationLogs)
        .where(and(eq(operationLogs.tenantId, tenantId), eq(operationLogs.id, id)));
      return row;
    });
  }
}

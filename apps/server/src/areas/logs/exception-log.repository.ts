import type { EXCEPTION_LOG_SORT_FIELDS } from '@takt/contracts';
import { desc, eq } from 'drizzle-orm';
import type { Database, Tx } from '../../platform/db/database.js';
import { listConditions, selectPage } from '../../platform/db/paged-select.js';
import type { PageRequest } from '../../platform/db/paging.js';
import { asPlatform } from '../access/platform-context.js';
import { createdWithin, LOG_EXPORT_MAX } from './log-query.js';
import { exceptionLogs } from './logs.table.js';

export type ExceptionLogRow = typeof exceptionLogs.$inferSelect;
export type ExceptionLogInsert = typeof exceptionLogs.$inferInsert;

export interface ExceptionLogFilters {
  startDate?: string;
  endDate?: string;
  code?: string;
  message?: string;
  account?: string;
  requestId?: string;
}

/**
 * Whose rows a reader sees: their enterprise's, or with `allTenants` every enterprise's (the
 * platform super administrator, whose `tenantId` is the platform's).
 */
export interface LogScope {
  tenantId: string;
  allTenants: boolean;
}

export class ExceptionLogRepository {
  constructor(private readonly db: Database) {}

  /** Records of any enterprises in one statement (platform context: the batch mixes enterprises). */
  insertMany(rows: ExceptionLogInsert[]): Promise<void> {
    return this.db.system(async (tx) => {
      await tx.insert(exceptionLogs).values(rows);
    });
  }

  private within<T>(scope: LogScope, work: (tx: Tx) => Promise<T>): Promise<T> {
    return scope.allTenants ? asPlatform(this.db, scope.tenantId, work) : this.db.tenant(scope.tenantId, work);
  }

  private where(scope: LogScope, query: ExceptionLogFilters, timeZone: string) {
    return listConditions(
      query,
      {
        contains: {
          message: exceptionLogs.message,
          account: exceptionLogs.account,
          requestId: exceptionLogs.requestId,
        },
        equals: { code: exceptionLogs.id },
      },
      scope.allTenants ? undefined : eq(exceptionLogs.tenantId, scope.tenantId),
      createdWithin(exceptionLogs.createdAt, query, timeZone),
    );
  }

  page(
    scope: LogScope,
    query: PageRequest<(typeof EXCEPTION_LOG_SORT_FIELDS)[number]> & ExceptionLogFilters,
    timeZone: string,
  ) {
    return this.within(scope, (tx) =>
      selectPage(tx, tx.select().from(exceptionLogs).$dynamic(), query, {
        table: exceptionLogs,
        where: this.where(scope, query, timeZone),
        sortable: { code: exceptionLogs.id, createdAt: exceptionLogs.createdAt, account: exceptionLogs.account },
        defaultOrder: desc(exceptionLogs.createdAt),
        tieBreaker: exceptionLogs.id,
      }),
    );
  }

  all(scope: LogScope, query: ExceptionLogFilters, timeZone: string): Promise<ExceptionLogRow[]> {
    return this.within(scope, (tx) =>
      tx
        .select()
        .from(exceptionLogs)
        .where(this.where(scope, query, timeZone))
        .orderBy(desc(exceptionLogs.createdAt), desc(exceptionLogs.id))
        .limit(LOG_EXPORT_MAX),
    );
  }

  find(scope: LogScope, id: string): Promise<ExceptionLogRow | undefined> {
    return this.within(scope, async (tx) => {
      const [row] = await tx
        .select()
        .from(exceptionLogs)
        .where(this.where(scope, { code: id }, 'UTC'));
      return row;
    });
  }
}

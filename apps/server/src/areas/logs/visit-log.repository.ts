import type { VISIT_LOG_SORT_FIELDS } from '@takt/contracts';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { listConditions, selectPage } from '../../platform/db/paged-select.js';
import type { PageRequest } from '../../platform/db/paging.js';
import { createdWithin, LOG_EXPORT_MAX } from './log-query.js';
import { visitLogs } from './logs.table.js';

export type VisitLogRow = typeof visitLogs.$inferSelect;
export type VisitLogInsert = typeof visitLogs.$inferInsert;

export interface VisitLogFilters {
  startDate?: string;
  endDate?: string;
  code?: string;
  kind?: string;
  account?: string;
  ip?: string;
}

export class VisitLogRepository {
  constructor(private readonly db: Database) {}

  /** Visits of any enterprises in one statement (platform context: the batch mixes enterprises). */
  insertMany(rows: VisitLogInsert[]): Promise<void> {
    return this.db.system(async (tx) => {
      await tx.insert(visitLogs).values(rows);
    });
  }

  private where(tenantId: string, query: VisitLogFilters, timeZone: string) {
    return listConditions(
      query,
      {
        contains: { account: visitLogs.account, ip: visitLogs.ip },
        equals: { code: visitLogs.id, kind: visitLogs.kind },
      },
      eq(visitLogs.tenantId, tenantId),
      createdWithin(visitLogs.createdAt, query, timeZone),
    );
  }

  page(
    tenantId: string,
    query: PageRequest<(typeof VISIT_LOG_SORT_FIELDS)[number]> & VisitLogFilters,
    timeZone: string,
  ) {
    return this.db.tenant(tenantId, (tx) =>
      selectPage(tx, tx.select().from(visitLogs).$dynamic(), query, {
        table: visitLogs,
        where: this.where(tenantId, query, timeZone),
        sortable: {
          code: visitLogs.id,
          createdAt: visitLogs.createdAt,
          account: visitLogs.account,
          kind: visitLogs.kind,
        },
        defaultOrder: desc(visitLogs.createdAt),
        tieBreaker: visitLogs.id,
      }),
    );
  }

  all(tenantId: string, query: VisitLogFilters, timeZone: string): Promise<VisitLogRow[]> {
    return this.db.tenant(tenantId, (tx) =>
      tx
        .select()
        .from(visitLogs)
        .where(this.where(tenantId, query, timeZone))
        .orderBy(desc(visitLogs.createdAt), desc(visitLogs.id))
        .limit(LOG_EXPORT_MAX),
    );
  }
}

import {
  type ANDON_RECORD_SORT_FIELDS,
  type AndonCall,
  type andonRecordExportQuerySchema,
  dateRangeInstants,
  type PageResult,
} from '@takt/contracts';
import { and, desc, eq, gte, ilike, isNull, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type DataScope, dataScopeCondition } from '../../platform/data-scope/data-scope.js';
import type { Database } from '../../platform/db/database.js';
import { listConditions, selectPage } from '../../platform/db/paged-select.js';
import { likePattern, type PageRequest } from '../../platform/db/paging.js';
import { andonCalls } from './andon.table.js';
import { viewCalls } from './andon-call.view.js';

export const ANDON_RECORD_EXPORT_MAX = 20_000;

export type AndonRecordFilters = z.output<typeof andonRecordExportQuerySchema>;
type Verdict = 'timely' | 'overtime';

const c = andonCalls;

const steps = {
  response: { stored: c.responseTimely, done: c.respondedAt, minutes: c.responseMinutes },
  resolution: { stored: c.resolutionTimely, done: c.endedAt, minutes: c.resolutionMinutes },
};

/**
 * Whether a step was timely or overtime: its stored verdict, or, while the call is open, already
 * past its target (a cancelled call's unanswered steps are neither).
 */
function verdictIs(step: keyof typeof steps, verdict: Verdict | undefined, now: Date): SQL | undefined {
  if (!verdict) return undefined;
  const { stored, done, minutes } = steps[step];
  if (verdict === 'timely') return eq(stored, true);
  const late = sql`${c.calledAt} + ${minutes} * interval '1 minute' < ${now.toISOString()}::timestamptz`;
  return or(eq(stored, false), and(isNull(stored), isNull(done), ne(c.state, 'ended'), late));
}

/**
 * The calls' records (spec 001 §9, issue 19): a date range in the reader's zone (at most 31 days),
 * the filters of the issue, lines limited to the reader's data scope (a call without a line to
 * "own data" readers who called it).
 */
export class AndonRecordService {
  constructor(private readonly db: Database) {}

  page(
    tenantId: string,
    query: PageRequest<(typeof ANDON_RECORD_SORT_FIELDS)[number]> & AndonRecordFilters,
    scope: DataScope,
    timeZone: string,
  ): Promise<PageResult<AndonCall>> {
    return this.db.tenant(tenantId, async (tx) => {
      const now = new Date();
      const { rows, totalRows } = await selectPage(tx, tx.select().from(c).$dynamic(), query, {
        table: c,
        where: this.where(tenantId, query, scope, timeZone, now),
        sortable: {
          calledAt: c.calledAt,
          respondedAt: c.respondedAt,
          endedAt: c.endedAt,
          code: c.code,
          level: c.level,
        },
        defaultOrder: desc(c.calledAt),
        tieBreaker: c.id,
      });
      return {
        rows: await viewCalls(tx, tenantId, rows, now),
        totalRows,
        pageNo: query.pageNo,
        pageSize: query.pageSize,
      };
    });
  }

  list(tenantId: string, query: AndonRecordFilters, scope: DataScope, timeZone: string): Promise<AndonCall[]> {
    return this.db.tenant(tenantId, async (tx) => {
      const now = new Date();
      const rows = await tx
        .select()
        .from(c)
        .where(this.where(tenantId, query, scope, timeZone, now))
        .orderBy(desc(c.calledAt), desc(c.id))
        .limit(ANDON_RECORD_EXPORT_MAX);
      return viewCalls(tx, tenantId, rows, now);
    });
  }

  private where(tenantId: string, query: AndonRecordFilters, scope: DataScope, timeZone: string, now: Date) {
    const { from, to } = dateRangeInstants(query.startDate ?? '', query.endDate ?? '', timeZone);
    return listConditions(
      query,
      {
        equals: {
          lineId: c.lineId,
          stationId: c.stationId,
          itemId: c.itemId,
          typeId: c.typeId,
          state: c.state,
          source: c.source,
        },
      },
      eq(c.tenantId, tenantId),
      gte(c.calledAt, from),
      lt(c.calledAt, to),
      dataScopeCondition(scope, { org: c.lineId, owner: c.calledBy }),
      query.code ? ilike(c.code, likePattern(query.code)) : undefined,
      verdictIs('response', query.responseTimeliness, now),
      verdictIs('resolution', query.resolutionTimeliness, now),
    );
  }
}

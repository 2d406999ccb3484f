import type { Language, PageResult, VisitKindName, VisitLog } from '@takt/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Visit, VisitRecorder } from '../../platform/auth/visit.js';
import { type MessageKey, messageCatalogs, translate } from '../../platform/i18n/messages.js';
import { BatchWriter } from './batch-writer.js';
import type { VisitLogFilters, VisitLogInsert, VisitLogRepository, VisitLogRow } from './visit-log.repository.js';

/**
 * The visit log: sign-ins, sign-outs, failures, lock-outs and app calls, recorded by the
 * identity area (and app authentication) through `record`, which queues and returns at once;
 * the queue is written in batches in the background.
 */
export class VisitLogService implements VisitRecorder {
  private readonly writer: BatchWriter<VisitLogInsert>;

  constructor(
    private readonly repo: VisitLogRepository,
    log: FastifyBaseLogger,
  ) {
    this.writer = new BatchWriter('visit log', (rows) => repo.insertMany(rows), log);
  }

  record(visit: Visit): void {
    this.writer.push({
      tenantId: visit.tenantId,
      kind: visit.kind,
      account: visit.account.slice(0, 64),
      userId: visit.userId ?? null,
      appId: visit.appId ?? null,
      ip: visit.ip.slice(0, 64),
      userAgent: visit.userAgent.slice(0, 512),
      detail: visit.detail?.slice(0, 300) ?? null,
      createdAt: new Date(),
    });
  }

  /** Everything recorded so far is written (tests, shutdown). */
  flush(): Promise<void> {
    return this.writer.flush();
  }

  async page(
    tenantId: string,
    query: Parameters<VisitLogRepository['page']>[1],
    timeZone: string,
    language: Language,
  ): Promise<PageResult<VisitLog>> {
    const { rows, totalRows } = await this.repo.page(tenantId, query, timeZone);
    return {
      rows: rows.map((row) => visitDto(row, language)),
      totalRows,
      pageNo: query.pageNo,
      pageSize: query.pageSize,
    };
  }

  async list(tenantId: string, query: VisitLogFilters, timeZone: string, language: Language): Promise<VisitLog[]> {
    return (await this.repo.all(tenantId, query, timeZone)).map((row) => visitDto(row, language));
  }
}

/**
 * A refused sign-in's detail is the refusal's message key (`auth.badCredentials`): said in the
 * reader's language, shortly when the log has its own words for it; other details as recorded.
 */
function detailText(detail: string | null, language: Language): string | null {
  if (detail === null) return null;
  const catalog = messageCatalogs[language] as Record<string, string>;
  const own = `logs.visit.detail.${detail.replace(/^auth\./, '')}`;
  if (catalog[own] !== undefined) return translate(language, own as MessageKey);
  return catalog[detail] !== undefined ? translate(language, detail as MessageKey) : detail;
}

function visitDto(row: VisitLogRow, language: Language): VisitLog {
  return {
    id: row.id,
    code: row.id,
    kind: row.kind as VisitKindName,
    account: row.account,
    userId: row.userId,
    appId: row.appId,
    ip: row.ip,
    userAgent: row.userAgent,
    detail: detailText(row.detail, language),
    createdAt: row.createdAt.toISOString(),
  };
}

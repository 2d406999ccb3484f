import { AdminType, type ExceptionLog, type PageResult } from '@takt/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { AuthContext } from '../../platform/auth/auth-context.js';
import { notFound } from '../../platform/errors.js';
import type { ServerErrorRecord } from '../../platform/http/error-handler.js';
import { BatchWriter } from './batch-writer.js';
import type {
  ExceptionLogFilters,
  ExceptionLogInsert,
  ExceptionLogRepository,
  ExceptionLogRow,
  LogScope,
} from './exception-log.repository.js';

/** Column lengths of `exception_logs` (longer texts are cut, never refused: a record must not fail). */
const cut = (text: string | null, max: number) => (text === null ? null : text.slice(0, max));

/**
 * The exception log: the error handler hands every 5xx here (`record`, queued and written in the
 * background). The platform super administrator reads every enterprise's errors with their
 * stacks; anyone else with the permission reads their own enterprise's, without stacks.
 */
export class ExceptionLogService {
  private readonly writer: BatchWriter<ExceptionLogInsert>;

  constructor(
    private readonly repo: ExceptionLogRepository,
    log: FastifyBaseLogger,
    private readonly platformTenantId: string,
  ) {
    this.writer = new BatchWriter('exception log', (rows) => repo.insertMany(rows), log);
  }

  /** Queues a server error; returns at once and never throws. */
  record(error: ServerErrorRecord): void {
    this.writer.push({
      tenantId: error.tenantId ?? this.platformTenantId,
      requestId: error.requestId.slice(0, 64),
      method: error.method.slice(0, 8),
      path: error.path.slice(0, 300),
      route: cut(error.route, 200),
      statusCode: error.statusCode,
      userId: error.userId,
      account: cut(error.account, 64),
      ip: cut(error.ip, 64),
      message: error.message.slice(0, 2000),
      stack: error.stack,
      createdAt: error.at,
    });
  }

  /** Everything recorded so far is written (tests, shutdown). */
  flush(): Promise<void> {
    return this.writer.flush();
  }

  private isPlatformAdmin(auth: AuthContext): boolean {
    return auth.adminType === AdminType.SUPER_ADMIN && auth.tenantId === this.platformTenantId;
  }

  private scope(auth: AuthContext): LogScope {
    return { tenantId: auth.tenantId, allTenants: this.isPlatformAdmin(auth) };
  }

  private dto(auth: AuthContext, row: ExceptionLogRow): ExceptionLog {
    return {
      ...row,
      code: row.id,
      stack: this.isPlatformAdmin(auth) ? row.stack : null,
      createdAt: row.createdAt.toISOString(),
    };
  }

  async page(
    auth: AuthContext,
    query: Parameters<ExceptionLogRepository['page']>[1],
    timeZone: string,
  ): Promise<PageResult<ExceptionLog>> {
    const { rows, totalRows } = await this.repo.page(this.scope(auth), query, timeZone);
    return {
      rows: rows.map((row) => this.dto(auth, row)),
      totalRows,
      pageNo: query.pageNo,
      pageSize: query.pageSize,
    };
  }

  async detail(auth: AuthContext, id: string): Promise<ExceptionLog> {
    const row = await this.repo.find(this.scope(auth), id);
    if (!row) throw notFound();
    return this.dto(auth, row);
  }

  async list(auth: AuthContext, query: ExceptionLogFilters, timeZone: string): Promise<ExceptionLog[]> {
    return (await this.repo.all(this.scope(auth), query, timeZone)).map((row) => this.dto(auth, row));
  }
}

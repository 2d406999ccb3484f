import type { OperationLog, PageResult } from '@takt/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../../platform/errors.js';
import type {
  OperationLogEntry,
  OperationLogFilters,
  OperationLogRepository,
  OperationLogRow,
} from './operation-log.repository.js';

const MUTATIONS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export class OperationLogService {
  constructor(
    private readonly repo: OperationLogRepository,
    /** Where anonymous mutations (a failed sign-in of an unknown account) are recorded. */
    private readonly platformTenantId: string,
  ) {}

  record(tenantId: string | null, entry: OperationLogEntry): Promise<void> {
    return this.repo.insert(tenantId ?? this.platformTenantId, entry);
  }

  async page(
    tenantId: string,
    query: Parameters<OperationLogRepository['page']>[1],
  ): Promise<PageResult<OperationLog>> {
    const { rows, totalRows } = await this.repo.page(tenantId, query);
    return { rows: rows.map(operationLogDto), totalRows, pageNo: query.pageNo, pageSize: query.pageSize };
  }

  async detail(tenantId: string, id: string): Promise<OperationLog> {
    const row = await this.repo.find(tenantId, id);
    if (!row) throw notFound();
    return operationLogDto(row);
  }

  /** The filtered rows of an export, newest first. */
  async list(tenantId: string, query: OperationLogFilters): Promise<OperationLog[]> {
    return (await this.repo.all(tenantId, query)).map(operationLogDto);
  }

  /**
   * Writes the row of a mutation that succeeded as the last statement of its own transaction
   * (the caller's, joined because the tenant matches), so the change and its log row commit
   * together. Returns false when the request is not a logged mutation or its session belongs to
   * another context; the row is then written after the response by {@link install}.
   */
  async recordSucceeded(
    request: FastifyRequest,
    reply: FastifyReply,
    result: { code: number; message: string },
  ): Promise<boolean> {
    const auth = request.auth;
    if (!isLoggedMutation(request) || !auth || auth.tenantId !== request.tenantClaim) return false;
    await this.record(auth.tenantId, entryOf(request, reply, auth, result.code, result.message));
    request.operationLogged = true;
    return true;
  }

  /**
   * Writes the row of every other /api mutation (refused ones after their rollback, sign-in,
   * downloads and uploads) before its response leaves, so an acknowledged request always has
   * its log row.
   */
  install(app: FastifyInstance): void {
    app.decorateRequest('operationLogged', false);
    app.addHook('onSend', async (request, reply, payload) => {
      if (!isLoggedMutation(request) || request.operationLogged) return payload;
      const actor = request.auth ?? request.actor;
      let resultCode: number | null = null;
      let message: string | null = null;
      const text = Buffer.isBuffer(payload) ? payload.toString() : payload;
      if (typeof text === 'string' && text.startsWith('{')) {
        try {
          const body = JSON.parse(text) as { code?: number; message?: string };
          resultCode = typeof body.code === 'number' ? body.code : null;
          message = typeof body.message === 'string' ? body.message : null;
        } catch {
          // Not an envelope; the status code says enough.
        }
      }
      try {
        await this.record(actor?.tenantId ?? null, entryOf(request, reply, actor, resultCode, message));
      } catch (error) {
        request.log.error({ err: error }, 'operation log write failed');
      }
      return payload;
    });
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set once the request's operation-log row was written inside its transaction. */
    operationLogged: boolean;
  }
}

function operationLogDto(row: OperationLogRow): OperationLog {
  return { ...row, code: row.id, createdAt: row.createdAt.toISOString() };
}

function isLoggedMutation(request: FastifyRequest): boolean {
  return MUTATIONS.has(request.method) && request.url.startsWith('/api/');
}

function entryOf(
  request: FastifyRequest,
  reply: FastifyReply,
  actor: { userId: string; account: string } | null,
  resultCode: number | null,
  message: string | null,
): OperationLogEntry {
  return {
    userId: actor?.userId ?? null,
    account: actor?.account ?? null,
    method: request.method,
    path: request.url.split('?')[0]!.slice(0, 300),
    route: request.routeOptions.url ?? null,
    statusCode: reply.statusCode,
    resultCode,
    success: reply.statusCode < 400,
    message: message?.slice(0, 500) ?? null,
    ip: request.ip,
    requestId: request.id,
    durationMs: Math.round(reply.elapsedTime),
  };
}

import type { OperationLog, PageResult } from '@takt/contracts';
import type { FastifyInstance } from 'fastify';
import type { OperationLogEntry, OperationLogRepository } from './operation-log.repository.js';

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
    return {
      rows: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
      totalRows,
      pageNo: query.pageNo,
      pageSize: query.pageSize,
    };
  }

  /**
   * Writes the row for every /api mutation before its response leaves, so an acknowledged
   * change always has its log row.
   */
  install(app: FastifyInstance): void {
    app.addHook('onSend', async (request, reply, payload) => {
      if (!MUTATIONS.has(request.method) || !request.url.startsWith('/api/')) return payload;
      const actor = request.auth ?? request.actor;
      let resultCode: number | null = null;
      let message: string | null = null;
      if (typeof payload === 'string' && payload.startsWith('{')) {
        try {
          const body = JSON.parse(payload) as { code?: number; message?: string };
          resultCode = typeof body.code === 'number' ? body.code : null;
          message = typeof body.message === 'string' ? body.message.slice(0, 500) : null;
        } catch {
          // Not an envelope; the status code says enough.
        }
      }
      try {
        await this.record(actor?.tenantId ?? null, {
          userId: actor?.userId ?? null,
          account: actor?.account ?? null,
          method: request.method,
          path: request.url.split('?')[0]!.slice(0, 300),
          route: request.routeOptions.url ?? null,
          statusCode: reply.statusCode,
          resultCode,
          success: reply.statusCode < 400,
          message,
          ip: request.ip,
          requestId: request.id,
          durationMs: Math.round(reply.elapsedTime),
        });
      } catch (error) {
        request.log.error({ err: error }, 'operation log write failed');
      }
      return payload;
    });
  }
}

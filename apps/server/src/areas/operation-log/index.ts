import type { FastifyInstance } from 'fastify';
import type { Database } from '../../platform/db/database.js';
import type { RouteGuards } from '../../platform/http/register-route.js';
import { OperationLogRepository } from './operation-log.repository.js';
import { registerOperationLogRoutes } from './operation-log.routes.js';
import { OperationLogService } from './operation-log.service.js';

export interface OperationLogDeps {
  db: Database;
  /** Where anonymous mutations (a failed sign-in of an unknown account) are recorded. */
  platformTenantId: string;
}

/** The operation log: every mutation's record, written after the response (see `install`). */
export function createOperationLogModule(deps: OperationLogDeps) {
  const operationLog = new OperationLogService(new OperationLogRepository(deps.db), deps.platformTenantId);
  return {
    operationLog,
    /** The hooks that record each mutation (installed before any route). */
    install(app: FastifyInstance): void {
      operationLog.install(app);
    },
    register(app: FastifyInstance, guards: RouteGuards): void {
      registerOperationLogRoutes(app, guards, operationLog);
    },
  };
}

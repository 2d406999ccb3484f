import type { FastifyInstance } from 'fastify';
import type { Database } from '../../platform/db/database.js';
import { retentionJob } from '../../platform/db/retention.js';
import type { RouteGuards } from '../../platform/http/register-route.js';
import { registerAreaMessages } from '../../platform/i18n/messages.js';
import type { InternalJob } from '../../platform/scheduler/internal-job.js';
import { operationLogMessages } from './operation-log.messages.js';
import { OperationLogRepository } from './operation-log.repository.js';
import { type ReaderZone, registerOperationLogRoutes } from './operation-log.routes.js';
import { OperationLogService } from './operation-log.service.js';
import { operationLogs } from './operation-log.table.js';

export interface OperationLogDeps {
  db: Database;
  /** Where anonymous mutations (a failed sign-in of an unknown account) are recorded. */
  platformTenantId: string;
}

/** What the routes and the retention job need from areas built later (given to `register`). */
export interface OperationLogLateDeps {
  /** The reader's time zone (query dates are its days). */
  zoneOf: ReaderZone;
  /** How many days the log keeps (the platform's system parameter). */
  retentionDays: () => Promise<number>;
}

/** The operation log: every mutation's record, written after the response (see `install`). */
export function createOperationLogModule(deps: OperationLogDeps) {
  registerAreaMessages(operationLogMessages);
  const operationLog = new OperationLogService(new OperationLogRepository(deps.db), deps.platformTenantId);
  const jobs: InternalJob[] = [];
  return {
    operationLog,
    /** Its retention purge; filled by `register`, which is given the retention. */
    jobs,
    /** The hooks that record each mutation (installed before any route). */
    install(app: FastifyInstance): void {
      operationLog.install(app);
    },
    register(app: FastifyInstance, guards: RouteGuards, late: OperationLogLateDeps): void {
      registerOperationLogRoutes(app, guards, operationLog, late.zoneOf);
      jobs.push(retentionJob('operation-log.purge', deps.db, operationLogs, late.retentionDays));
    },
  };
}

import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database } from '../../platform/db/database.js';
import { retentionJob } from '../../platform/db/retention.js';
import type { RouteGuards } from '../../platform/http/register-route.js';
import { registerAreaMessages } from '../../platform/i18n/messages.js';
import type { InternalJob } from '../../platform/scheduler/internal-job.js';
import type { ParameterService } from '../parameters/parameter.service.js';
import { ExceptionLogRepository } from './exception-log.repository.js';
import { ExceptionLogService } from './exception-log.service.js';
import { LogRetention } from './log-retention.js';
import { logsMessages } from './logs.messages.js';
import { type ReaderZone, registerLogsRoutes } from './logs.routes.js';
import { exceptionLogs, visitLogs } from './logs.table.js';
import { VisitLogRepository } from './visit-log.repository.js';
import { VisitLogService } from './visit-log.service.js';

export interface LogsDeps {
  db: Database;
  log: FastifyBaseLogger;
  /** Where errors without an enterprise are recorded; its system parameters set every log's retention. */
  platformTenantId: string;
  parameters: Pick<ParameterService, 'value'>;
  /** The reader's time zone (query dates are its days). */
  zoneOf: ReaderZone;
}

/**
 * The exception and visit logs: the error handler's `onServerError` and the identity area's
 * visit recorder write to them in the background; their pages, detail and exports; jobs that
 * purge rows past their retention (`retention` also serves the operation log's job).
 */
export function createLogsModule(deps: LogsDeps) {
  registerAreaMessages(logsMessages);
  const { db } = deps;
  const exceptions = new ExceptionLogService(new ExceptionLogRepository(db), deps.log, deps.platformTenantId);
  const visits = new VisitLogService(new VisitLogRepository(db), deps.log);
  const retention = new LogRetention(deps.parameters, deps.platformTenantId);
  const jobs: InternalJob[] = [
    retentionJob('logs.purge-exception-log', db, exceptionLogs, () => retention.days('exception')),
    retentionJob('logs.purge-visit-log', db, visitLogs, () => retention.days('visit')),
  ];
  return {
    exceptions,
    visits,
    retention,
    jobs,
    register(app: FastifyInstance, guards: RouteGuards): void {
      registerLogsRoutes(app, guards, { exceptions, visits, zoneOf: deps.zoneOf });
      // What is still queued is written before the database closes.
      app.addHook('onClose', async () => {
        await Promise.all([exceptions.flush(), visits.flush()]);
      });
    },
  };
}

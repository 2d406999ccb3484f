import type { FastifyInstance } from 'fastify';
import type { Database } from '../../platform/db/database.js';
import type { RouteGuards } from '../../platform/http/register-route.js';
import { registerAreaMessages } from '../../platform/i18n/messages.js';
import type { ReferenceRegistry } from '../../platform/references/reference-registry.js';
import type { Scheduler } from '../../platform/scheduler/scheduler.js';
import type { TimeZoneService } from '../preferences/time-zone.service.js';
import { createScheduledTasks } from './scheduled-task.resource.js';
import { registerScheduledTaskRoutes } from './scheduled-task.routes.js';
import { ScheduledTaskService } from './scheduled-task.service.js';
import { schedulerMessages } from './scheduler.messages.js';

export interface SchedulerDeps {
  db: Database;
  references: ReferenceRegistry;
  /** The job engine (platform/scheduler), started and stopped with the server. */
  scheduler: Scheduler;
  timeZones: Pick<TimeZoneService, 'enterprise'>;
}

/** Scheduled tasks (spec 000 "scheduled tasks"): each enterprise's HTTP tasks, the platform's internal jobs, their runs. */
export function createSchedulerModule(deps: SchedulerDeps) {
  registerAreaMessages(schedulerMessages);
  const timeZone = (tenantId: string) => deps.timeZones.enterprise(tenantId);
  const tasks = createScheduledTasks(deps.db, deps.references, timeZone);
  const service = new ScheduledTaskService(deps.db, tasks, deps.scheduler, timeZone);
  return {
    tasks,
    service,
    register(app: FastifyInstance, guards: RouteGuards): void {
      registerScheduledTaskRoutes(app, guards, tasks, service);
      app.addHook('onReady', () => deps.scheduler.start());
      app.addHook('onClose', () => deps.scheduler.stop());
    },
  };
}

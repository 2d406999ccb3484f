import { scheduledTaskApi } from '@takt/contracts';
import type { FastifyInstance } from 'fastify';
import { type RouteGuards, registerRoute } from '../../platform/http/register-route.js';
import { registerResourceRoutes } from '../../platform/resources/resource.routes.js';
import type { createScheduledTasks } from './scheduled-task.resource.js';
import type { ScheduledTaskService } from './scheduled-task.service.js';

/** The task list on the resource kit, its state actions and its runs. */
export function registerScheduledTaskRoutes(
  app: FastifyInstance,
  guards: RouteGuards,
  tasks: ReturnType<typeof createScheduledTasks>,
  service: ScheduledTaskService,
): void {
  registerResourceRoutes(app, guards, scheduledTaskApi, tasks);
  registerRoute(app, guards, scheduledTaskApi.start, ({ auth, body }) => service.start(auth.tenantId, body.id));
  registerRoute(app, guards, scheduledTaskApi.stop, ({ auth, body }) => service.stop(auth.tenantId, body.id));
  registerRoute(app, guards, scheduledTaskApi.run, ({ auth, body }) => service.run(auth.tenantId, body.id));
  registerRoute(app, guards, scheduledTaskApi.runs, ({ auth, query }) => service.runs(auth.tenantId, query));
}

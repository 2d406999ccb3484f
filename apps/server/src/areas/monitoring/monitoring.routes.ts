import { hostMonitorApi } from '@takt/contracts';
import type { FastifyInstance } from 'fastify';
import { registerPlatformRoute } from '../../platform/http/platform-route.js';
import type { RouteGuards } from '../../platform/http/register-route.js';
import type { HostMonitorService } from './host-monitor.service.js';

export function registerMonitoringRoutes(
  app: FastifyInstance,
  guards: RouteGuards & { platformTenantId: string },
  hostMonitor: HostMonitorService,
): void {
  registerPlatformRoute(app, guards, hostMonitorApi.host, () => hostMonitor.snapshot());
}

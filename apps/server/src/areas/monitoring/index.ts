import type { HostBacklog } from '@takt/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../platform/db/database.js';
import type { RouteGuards } from '../../platform/http/register-route.js';
import type { Hub } from '../../platform/hub/hub.js';
import { DatabaseFacts } from './database-facts.js';
import { HostMonitorService } from './host-monitor.service.js';
import { registerMonitoringRoutes } from './monitoring.routes.js';

export interface MonitoringDeps {
  db: Database;
  hub: Pick<Hub, 'size'>;
  /** `DATA_DIR`: its file system is the disk reported. */
  dataDir: string;
  /** The scheduler's backlog; without it the page shows none. */
  backlog?: () => Promise<HostBacklog>;
}

/** Host monitoring for the platform super administrator (spec 000 §2). */
export function createMonitoringModule(deps: MonitoringDeps) {
  const hostMonitor = new HostMonitorService({
    database: new DatabaseFacts(deps.db),
    dataDir: deps.dataDir,
    hubSockets: () => deps.hub.size,
    backlog: deps.backlog,
  });
  return {
    hostMonitor,
    register(app: FastifyInstance, guards: RouteGuards & { platformTenantId: string }): void {
      registerMonitoringRoutes(app, guards, hostMonitor);
      app.addHook('onClose', async () => hostMonitor.close());
    },
  };
}

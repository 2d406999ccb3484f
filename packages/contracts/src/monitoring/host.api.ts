import { Permissions } from '../access/permissions.js';
import { defineRoute } from '../common/route.js';
import { hostSnapshotSchema } from './host.schema.js';

export const hostMonitorApi = {
  host: defineRoute({
    method: 'GET',
    path: '/monitor/host',
    summary:
      'Host monitoring: CPU, memory, the data directory disk, the server process, the database, hub sockets and the scheduled-task backlog (platform super administrator)',
    tag: 'monitoring',
    access: { permission: Permissions.platform.server.page },
    response: hostSnapshotSchema,
  }),
};

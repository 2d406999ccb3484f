import { DEVICE_SILENT_OFFLINE_SECONDS } from '@takt/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { rowsOf } from '../../platform/db/table-rows.js';
import type { PresenceEvent } from '../../platform/devices/device-client.js';
import type { Hub } from '../../platform/hub/hub.js';
import type { InternalJob } from '../../platform/scheduler/internal-job.js';
import { environDevices } from './environ.table.js';
import { announceDevices, ENVIRON_CLIENT_KIND } from './environ-ingest.js';

/** A sensor connected or went away (broker session, or its `status` message and last will). */
export function environPresence(db: Database, hub: Hub) {
  return async (event: PresenceEvent): Promise<void> => {
    if (event.client.kind !== ENVIRON_CLIENT_KIND) return;
    const { tenantId, id } = event.client;
    await db.tenant(tenantId, async (tx) => {
      await tx
        .update(environDevices)
        .set(event.online ? { online: true, lastSeenAt: event.at } : { online: false })
        .where(and(eq(environDevices.tenantId, tenantId), eq(environDevices.id, id)));
      announceDevices(db, hub, tenantId, [id]);
    });
  };
}

/** `environ.mark-offline`: every 30 s, a sensor silent for DEVICE_SILENT_OFFLINE_SECONDS goes offline. */
export function environJobs(db: Database, hub: Hub): InternalJob[] {
  return [
    {
      name: 'environ.mark-offline',
      schedule: { kind: 'interval', seconds: 30 },
      run: async () => {
        const rows = rowsOf<{ tenant_id: string; id: string }>(
          await db.system((tx) =>
            tx.execute(sql`update environ_devices set online = false
              where online and (last_seen_at is null
                or last_seen_at < now() - make_interval(secs => ${DEVICE_SILENT_OFFLINE_SECONDS}))
              returning tenant_id::text as tenant_id, id::text as id`),
          ),
        );
        const byTenant = new Map<string, string[]>();
        for (const row of rows) byTenant.set(row.tenant_id, [...(byTenant.get(row.tenant_id) ?? []), row.id]);
        for (const [tenantId, ids] of byTenant) announceDevices(db, hub, tenantId, ids);
        return `${rows.length} devices went offline`;
      },
    },
  ];
}

import { and, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import type { PresenceEvent } from '../../platform/devices/device-client.js';
import { idsByTenant, markSilentOffline, silentOfflineJob } from '../../platform/devices/silent-offline.js';
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
    silentOfflineJob('environ.mark-offline', 30, 'devices', async (due) => {
      const rows = await markSilentOffline(db, environDevices, due);
      for (const [tenantId, ids] of idsByTenant(rows)) announceDevices(db, hub, tenantId, ids);
      return rows.length;
    }),
  ];
}

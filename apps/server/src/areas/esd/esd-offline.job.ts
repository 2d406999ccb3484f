import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { rowsOf } from '../../platform/db/table-rows.js';
import { idsByTenant, silentOfflineJob, silentSince } from '../../platform/devices/silent-offline.js';
import type { Hub } from '../../platform/hub/hub.js';
import type { InternalJob } from '../../platform/scheduler/internal-job.js';
import { applyTracks, CollectorTrack, type EsdAlarmListener, lockCollectors } from './esd-state-store.js';

export const ESD_OFFLINE_JOB_SECONDS = 30;

/**
 * "Device offline" (spec 001 §4): every 30 s, the enabled collectors heard from before whose
 * gateway (its own last message, and its collectors' samples) has been silent for
 * DEVICE_SILENT_OFFLINE_SECONDS turn offline, with an alarm; their next sample judges them afresh.
 */
export function esdOfflineJob(db: Database, hub: Hub, listeners: readonly EsdAlarmListener[] = []): InternalJob {
  return silentOfflineJob('esd.mark-offline', ESD_OFFLINE_JOB_SECONDS, 'ESD collectors', async (due) => {
    const cutoff = silentSince(due);
    const silent = rowsOf<{ tenantId: string; id: string }>(
      await db.system((tx) =>
        tx.execute(sql`select c.tenant_id::text as "tenantId", c.id::text as id
            from esd_collectors c
            join esd_collector_states s on s.tenant_id = c.tenant_id and s.collector_id = c.id
            left join gateways g on g.tenant_id = c.tenant_id and g.id = c.gateway_id
            where c.enabled and s.state <> 'offline'
              and greatest(s.last_seen_at, g.last_seen_at) < ${cutoff.toISOString()}::timestamptz
            order by c.tenant_id, c.id`),
      ),
    );
    let marked = 0;
    for (const [tenantId, ids] of idsByTenant(silent)) {
      await db.tenant(tenantId, async (tx) => {
        const collectors = await lockCollectors(tx, tenantId, { ids });
        // A sample may have come in since the look: only those still silent go offline.
        const still = collectors.filter(
          (collector) => collector.state !== 'offline' && collector.lastSeenAt && collector.lastSeenAt < cutoff,
        );
        const tracks = still.map((collector) => {
          const track = new CollectorTrack(collector, due);
          track.moveTo('offline', due);
          track.outCount = 0;
          return track;
        });
        await applyTracks(db, hub, tx, tenantId, tracks, listeners);
        marked += tracks.length;
      });
    }
    return marked;
  });
}

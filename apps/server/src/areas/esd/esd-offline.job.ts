import { DEVICE_SILENT_OFFLINE_SECONDS } from '@takt/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { rowsOf } from '../../platform/db/table-rows.js';
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
  return {
    name: 'esd.mark-offline',
    schedule: { kind: 'interval', seconds: ESD_OFFLINE_JOB_SECONDS },
    async run({ due }) {
      const cutoff = new Date(due.getTime() - DEVICE_SILENT_OFFLINE_SECONDS * 1000);
      const silent = rowsOf<{ tenant_id: string; id: string }>(
        await db.system((tx) =>
          tx.execute(sql`select c.tenant_id::text as tenant_id, c.id::text as id
            from esd_collectors c
            join esd_collector_states s on s.tenant_id = c.tenant_id and s.collector_id = c.id
            left join gateways g on g.tenant_id = c.tenant_id and g.id = c.gateway_id
            where c.enabled and s.state <> 'offline'
              and greatest(s.last_seen_at, g.last_seen_at) < ${cutoff.toISOString()}::timestamptz
            order by c.tenant_id, c.id`),
        ),
      );
      const byTenant = new Map<string, string[]>();
      for (const row of silent) byTenant.set(row.tenant_id, [...(byTenant.get(row.tenant_id) ?? []), row.id]);
      let marked = 0;
      for (const [tenantId, ids] of byTenant) {
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
      return `Marked ${marked} ESD collectors offline`;
    },
  };
}

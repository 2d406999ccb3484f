import type { InternalJob } from '../scheduler/internal-job.js';
import type { ReadingStore } from './reading-store.js';

/** Minute aggregates are kept this long (history beyond it reads hours). */
export const MINUTE_READINGS_KEPT_DAYS = 35;

/** The reading store's upkeep: monthly partitions ahead of the clock, old minute aggregates out. */
export function deviceBusJobs(readings: ReadingStore, now: () => Date = () => new Date()): InternalJob[] {
  return [
    {
      name: 'devices.keep-reading-partitions',
      schedule: { kind: 'cron', expression: '0 6 0 * * *' },
      run: async () => {
        const created = await readings.keepPartitions(now());
        return created.length > 0 ? `Created ${created.join(', ')}` : 'Nothing to create';
      },
    },
    {
      name: 'devices.purge-minute-readings',
      schedule: { kind: 'cron', expression: '0 20 0 * * *' },
      run: async () => {
        const removed = await readings.purgeMinutes(new Date(now().getTime() - MINUTE_READINGS_KEPT_DAYS * 86_400_000));
        return `Removed ${removed} minute aggregates`;
      },
    },
  ];
}

import type { Config } from '../config.js';
import { type EventBus, LocalEventBus } from './event-bus.js';
import { PgEventBus } from './pg-event-bus.js';
import { type BusLog, RedisEventBus } from './redis-event-bus.js';

/**
 * The one place the bus's transport is chosen: Redis pub/sub when `REDIS_URL` is set, else
 * PostgreSQL LISTEN/NOTIFY on a PostgreSQL database, else (embedded PGlite, one process) in-process.
 */
export async function openEventBus(
  config: Pick<Config, 'DATABASE_URL' | 'REDIS_URL' | 'REDIS_CHANNEL_PREFIX'>,
  log: BusLog,
): Promise<EventBus> {
  if (config.REDIS_URL) {
    log.info(`event bus: Redis pub/sub on channels ${config.REDIS_CHANNEL_PREFIX}:bus:*`);
    return RedisEventBus.start({ url: config.REDIS_URL, channelPrefix: config.REDIS_CHANNEL_PREFIX, log });
  }
  if (config.DATABASE_URL) return PgEventBus.start(config.DATABASE_URL, (err, msg) => log.error({ err }, msg));
  return new LocalEventBus();
}

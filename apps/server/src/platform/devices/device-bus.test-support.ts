import { randomBytes } from 'node:crypto';
import type { EsdMessage } from '@takt/contracts';
import { sql } from 'drizzle-orm';
import type { MqttClient } from 'mqtt';
import type { Database } from '../db/database.js';
import { rowsOf } from '../db/table-rows.js';
import type { DeviceBus } from './device-bus.js';
import type { DeviceDirectory, DeviceMessage } from './device-client.js';

/** A code no other test run uses (enterprise and client codes on a shared Mosquitto). */
export function uniqueCode(prefix: string): string {
  return `${prefix}${randomBytes(4).toString('hex')}`;
}

/**
 * The tests' own clients: a directory held in memory, so the bus's tests depend on no area.
 * Ids are numeric (they are the readings' source ids).
 */
export function memoryDirectory(): DeviceDirectory & {
  add(tenantId: string, clientCode: string, id: string, token: string | null): void;
} {
  const clients = new Map<string, { id: string; token: string | null }>();
  return {
    kind: 'test',
    add: (tenantId, clientCode, id, token) => clients.set(`${tenantId}/${clientCode}`, { id, token }),
    find: async (tenantId, clientCode) => clients.get(`${tenantId}/${clientCode}`) ?? null,
  };
}

/**
 * The tests' clients on the bus: the directory, every ESD sample's resistance stored as
 * `ch<channel>` and every counter's count as `ch<channel>.count` of the sending client; the
 * counter handler then fails (after writing, so the batch rolls back) when `counterFails` says so.
 */
export function installTestClients(
  bus: DeviceBus,
  directory: DeviceDirectory,
  counterFails: (messages: DeviceMessage<'counter'>[]) => boolean,
): void {
  bus.addDirectory(directory);
  bus.on('esd', (tx, tenantId, messages: DeviceMessage<'esd'>[]) =>
    bus.readings.append(
      tx,
      tenantId,
      messages.flatMap((message) =>
        (message.payload as EsdMessage).samples.map((sample) => ({
          sourceId: message.client.id,
          metric: `ch${sample.channel}`,
          value: sample.resistance ?? 0,
          at: message.at,
        })),
      ),
    ),
  );
  bus.on('counter', async (tx, tenantId, messages) => {
    await bus.readings.append(
      tx,
      tenantId,
      messages.flatMap((message) =>
        message.payload.counts.map((count) => ({
          sourceId: message.client.id,
          metric: `ch${count.channel}.count`,
          value: count.count,
          at: message.at,
        })),
      ),
    );
    if (counterFails(messages)) throw new Error('the counter handler fails');
  });
}

/** An ESD gateway's message with one sample per channel. */
export function esdPayload(resistances: number[], at?: string): string {
  return JSON.stringify({
    ...(at ? { at } : {}),
    samples: resistances.map((resistance, index) => ({ channel: index + 1, resistance })),
  });
}

export interface StoredReading {
  sourceId: string;
  metric: string;
  value: number;
  at: string;
}

/** The raw readings of an enterprise, oldest first. */
export async function storedReadings(db: Database, tenantId: string, sourceId?: string): Promise<StoredReading[]> {
  const rows = rowsOf<{ source_id: string; metric: string; value: number; at: Date | string }>(
    await db.system((tx) =>
      tx.execute(sql`select source_id::text as source_id, metric, value, at from device_readings
        where tenant_id = ${tenantId} ${sourceId ? sql`and source_id = ${sourceId}` : sql``}
        order by at, metric, value`),
    ),
  );
  return rows.map((row) => ({
    sourceId: row.source_id,
    metric: row.metric,
    value: Number(row.value),
    at: new Date(row.at).toISOString(),
  }));
}

/** The next `close` of a client. */
export function closed(client: MqttClient): Promise<void> {
  return new Promise((resolve) => client.once('close', () => resolve()));
}

/** The next message a client receives: its topic and JSON payload. */
export function nextMessage(client: MqttClient): Promise<{ topic: string; json: unknown }> {
  return new Promise((resolve) =>
    client.once('message', (topic, payload) => resolve({ topic, json: JSON.parse(payload.toString()) })),
  );
}

/** Subscribes `client` to its command topic, has the server `send`, and answers the command that came. */
export async function commandReceived(
  client: MqttClient,
  topic: string,
  send: () => Promise<void>,
): Promise<{ topic: string; json: unknown }> {
  await client.subscribeAsync(topic, { qos: 1 });
  const received = nextMessage(client);
  await send();
  return received;
}

import { and, eq, inArray } from 'drizzle-orm';
import type { Database, Tx } from '../../platform/db/database.js';
import type { DeviceMessage } from '../../platform/devices/device-client.js';
import type { Reading, ReadingStore } from '../../platform/devices/reading-store.js';
import { counterMetric } from './gateway-channels.service.js';
import { GATEWAY_CLIENT_KIND } from './gateway-presence.js';
import { gatewayChannels } from './gateways.table.js';

/** The metric of an andon box's button on a channel (1 pressed, 0 cancelled). */
export const andonMetric = (channel: number, button: number) => `ch${channel}.button${button}`;

/** An andon button pressed or cancelled, told to listeners once stored. */
export interface AndonButtonEvent {
  tenantId: string;
  gatewayId: string;
  channel: number;
  /** The workstation the channel serves (null when none is allotted). */
  stationId: string | null;
  button: number;
  action: 'press' | 'cancel';
  at: Date;
}
export type AndonButtonListener = (event: AndonButtonEvent) => Promise<void>;

const fromGateway = <M extends DeviceMessage>(messages: readonly M[]) =>
  messages.filter((message) => message.client.kind === GATEWAY_CLIENT_KIND);

/**
 * What counter and andon gateways send: counts per channel and button presses, stored as readings
 * of the gateway (`ch<N>.count`, `ch<N>.button<B>`); presses are also told to the andon listeners.
 */
export class GatewayReadings {
  private readonly andonListeners: AndonButtonListener[] = [];

  constructor(
    private readonly db: Database,
    private readonly readings: ReadingStore,
  ) {}

  /** Listens to andon buttons (after the batch that stored them commits). */
  onAndonButton(listener: AndonButtonListener): void {
    this.andonListeners.push(listener);
  }

  async counters(tx: Tx, tenantId: string, messages: readonly DeviceMessage<'counter'>[]): Promise<void> {
    const rows: Reading[] = fromGateway(messages).flatMap((message) =>
      message.payload.counts.map(({ channel, count }) => ({
        sourceId: message.client.id,
        metric: counterMetric(channel),
        value: count,
        at: message.at,
      })),
    );
    await this.readings.append(tx, tenantId, rows);
  }

  async andon(tx: Tx, tenantId: string, messages: readonly DeviceMessage<'andon'>[]): Promise<void> {
    const presses = fromGateway(messages);
    if (presses.length === 0) return;
    await this.readings.append(
      tx,
      tenantId,
      presses.map(({ client, payload, at }) => ({
        sourceId: client.id,
        metric: andonMetric(payload.channel, payload.button),
        value: payload.action === 'press' ? 1 : 0,
        at,
      })),
    );
    if (this.andonListeners.length === 0) return;
    const allotted = await tx
      .select()
      .from(gatewayChannels)
      .where(
        and(
          eq(gatewayChannels.tenantId, tenantId),
          inArray(gatewayChannels.gatewayId, [...new Set(presses.map((press) => press.client.id))]),
        ),
      );
    const stationOf = new Map(allotted.map((row) => [`${row.gatewayId}/${row.channel}`, row.stationId]));
    const events: AndonButtonEvent[] = presses.map(({ client, payload, at }) => ({
      tenantId,
      gatewayId: client.id,
      channel: payload.channel,
      stationId: stationOf.get(`${client.id}/${payload.channel}`) ?? null,
      button: payload.button,
      action: payload.action,
      at,
    }));
    this.db.afterCommit(async () => {
      for (const event of events) for (const listener of this.andonListeners) await listener(event);
    });
  }
}

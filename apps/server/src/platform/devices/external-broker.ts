import { hostname } from 'node:os';
import { DEVICE_COMMAND_KIND, DEVICE_TOPIC_ROOT } from '@takt/contracts';
import type { FastifyBaseLogger } from 'fastify';
import mqtt, { type MqttClient } from 'mqtt';
import type { BrokerTransport, DeviceBus } from './device-bus.js';

/**
 * Connections per process: mqtt.js handles one message at a time per connection until it is
 * acknowledged (after storing), so several connections keep several in flight for the batcher.
 */
export const INGEST_CONNECTIONS = 4;

/**
 * An external broker (Mosquitto, EMQX) at MQTT_URL. The server subscribes to every enterprise's
 * uplink through a shared subscription (MQTT_SHARE_GROUP: the processes of one installation share
 * it, so each message is stored once) with persistent sessions (messages wait at the broker
 * while the server restarts) and acknowledges each message once stored. The broker's ACLs keep
 * clients in their own topics (README, "Devices"); the bus checks that the topic's client exists.
 */
export class ExternalBroker implements BrokerTransport {
  readonly mode = 'external' as const;
  private readonly connections: MqttClient[] = [];

  constructor(
    private readonly bus: DeviceBus,
    private readonly log: FastifyBaseLogger,
    private readonly options: { url: string; clientId?: string; shareGroup: string; connections?: number },
  ) {}

  async start(): Promise<void> {
    const prefix =
      this.options.clientId ??
      `takt-${hostname()
        .replace(/[^A-Za-z0-9_.-]/g, '')
        .slice(0, 30)}`;
    const count = this.options.connections ?? INGEST_CONNECTIONS;
    for (let index = 0; index < count; index++) {
      const client = mqtt.connect(this.options.url, {
        clientId: `${prefix}-${index}`,
        clean: false,
        reconnectPeriod: 2000,
        connectTimeout: 10_000,
        protocolVersion: 4,
      });
      client.handleMessage = (packet, done) => {
        // The server's own commands to clients come back through the wildcard: not uplink.
        if (packet.topic.endsWith(`/${DEVICE_COMMAND_KIND}`)) return done();
        const payload = Buffer.isBuffer(packet.payload) ? packet.payload : Buffer.from(packet.payload);
        this.bus.ingest(packet.topic, payload, null).then(
          () => done(),
          (error: unknown) => {
            this.log.error({ err: error, topic: packet.topic }, 'device message not stored');
            // Not acknowledged: the connection is dropped so the broker sends it again.
            client.end(true, {}, () => client.reconnect());
            done(error instanceof Error ? error : new Error(String(error)));
          },
        );
      };
      client.on('error', (error) => this.log.warn({ err: error }, 'MQTT broker connection error'));
      this.connections.push(client);
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no answer from the MQTT broker at ${redact(this.options.url)}`)),
          15_000,
        );
        client.once('connect', () => {
          clearTimeout(timer);
          resolve();
        });
      });
      await client.subscribeAsync(`$share/${this.options.shareGroup}/${DEVICE_TOPIC_ROOT}/+/+/+`, { qos: 1 });
    }
    this.log.info({ url: redact(this.options.url), connections: count }, 'connected to the MQTT broker');
  }

  async send(topic: string, payload: Buffer): Promise<void> {
    const client = this.connections.find((connection) => connection.connected) ?? this.connections[0];
    if (!client) throw new Error('not connected to the MQTT broker');
    await client.publishAsync(topic, payload, { qos: 1 });
  }

  connectedClients(): number | null {
    return null;
  }

  /** The broker's sessions are its own: a client's credentials there are revoked at the broker. */
  disconnect(): void {}

  port(): number | null {
    return null;
  }

  async close(): Promise<void> {
    await Promise.all(this.connections.splice(0).map((client) => client.endAsync()));
  }
}

function redact(url: string): string {
  return url.replace(/\/\/[^@/]*@/, '//***@');
}

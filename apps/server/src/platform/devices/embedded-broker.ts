import { createServer, type Server as NetServer } from 'node:net';
import { DEVICE_COMMAND_KIND, parseDeviceTopic } from '@takt/contracts';
import { Aedes, type AuthenticateError, type Client } from 'aedes';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { createWebSocketStream } from 'ws';
import type { BrokerTransport, DeviceBus } from './device-bus.js';
import type { DeviceClient } from './device-client.js';

/** MQTT over WebSocket, beside the console's HTTP port. */
export const MQTT_WEBSOCKET_PATH = '/mqtt';

const clientOf = new WeakMap<Client, DeviceClient>();

function refused(code: number, message: string): AuthenticateError {
  return Object.assign(new Error(message), { returnCode: code }) as AuthenticateError;
}

/**
 * The embedded broker (aedes): every client signs in as a gateway or device of an enterprise
 * (DeviceBus.authenticate), may publish only under its own topics and subscribe only to its own
 * command topic; an uplink publish is acknowledged once the bus has stored it.
 */
export class EmbeddedBroker implements BrokerTransport {
  readonly mode = 'embedded' as const;
  private aedes: Aedes | null = null;
  private server: NetServer | null = null;
  private listeningPort: number | null = null;
  /** The signed-in clients' sessions. */
  private readonly sessions = new Set<Client>();

  constructor(
    private readonly bus: DeviceBus,
    private readonly log: FastifyBaseLogger,
    private readonly options: { port: number },
  ) {}

  async start(): Promise<void> {
    const bus = this.bus;
    const aedes = await Aedes.createBroker({
      authenticate: (client, username, password, done) => {
        bus.authenticate(username ?? '', password?.toString('utf8') ?? '').then(
          (device) => {
            if (!device) return done(refused(4, 'Bad user name or password'), false);
            clientOf.set(client, device);
            done(null, true);
          },
          (error: unknown) => {
            this.log.error({ err: error }, 'device sign-in failed');
            done(refused(3, 'Server unavailable'), false);
          },
        );
      },
      authorizePublish: (client, packet, done) => {
        if (!client) return done(null); // the server's own commands
        const device = clientOf.get(client);
        if (
          !device ||
          !bus.ownsTopic(device, packet.topic) ||
          parseDeviceTopic(packet.topic)?.kind === DEVICE_COMMAND_KIND
        ) {
          bus.refuse('foreignTopic', packet.topic);
          return done(new Error('not your topic'));
        }
        bus
          .ingest(packet.topic, Buffer.isBuffer(packet.payload) ? packet.payload : Buffer.from(packet.payload), device)
          .then(
            () => done(null),
            (error: unknown) => {
              this.log.error({ err: error, topic: packet.topic }, 'device message not stored');
              done(error instanceof Error ? error : new Error(String(error)));
            },
          );
      },
      authorizeSubscribe: (client, subscription, done) => {
        const device = clientOf.get(client);
        const parsed = parseDeviceTopic(subscription.topic);
        const own =
          device !== undefined &&
          parsed !== null &&
          parsed.kind === DEVICE_COMMAND_KIND &&
          bus.ownsTopic(device, subscription.topic);
        done(null, own ? subscription : null);
      },
      // Nothing a client publishes reaches another client: uplink is for the server only.
      authorizeForward: (client, packet) => {
        const device = clientOf.get(client);
        return device && bus.ownsTopic(device, packet.topic) ? packet : null;
      },
    });
    aedes.on('clientReady', (client) => {
      const device = clientOf.get(client);
      if (!device) return;
      this.sessions.add(client);
      void bus.announce({ client: device, online: true, at: new Date() });
    });
    aedes.on('clientDisconnect', (client) => {
      const device = clientOf.get(client);
      if (!device) return;
      this.sessions.delete(client);
      void bus.announce({ client: device, online: false, at: new Date() });
    });
    this.aedes = aedes;
    this.server = createServer(aedes.handle);
    this.listeningPort = await this.listen(this.options.port);
    this.log.info({ port: this.listeningPort }, 'embedded MQTT broker listening');
  }

  /** MQTT over WebSocket at /mqtt on the console's port. */
  registerWebSocket(app: FastifyInstance): void {
    app.get(MQTT_WEBSOCKET_PATH, { websocket: true, schema: { hide: true } }, (socket, request) => {
      if (!this.aedes) return socket.close(1013, 'broker not started');
      const stream = createWebSocketStream(socket);
      stream.on('error', () => stream.destroy());
      this.aedes.handle(stream, request.raw);
    });
  }

  send(topic: string, payload: Buffer): Promise<void> {
    const aedes = this.aedes;
    if (!aedes) return Promise.reject(new Error('broker not started'));
    return new Promise((resolve, reject) =>
      aedes.publish({ cmd: 'publish', topic, payload, qos: 1, retain: false, dup: false }, (error) =>
        error ? reject(error) : resolve(),
      ),
    );
  }

  connectedClients(): number | null {
    return this.aedes?.connectedClients ?? 0;
  }

  disconnect(client: Pick<DeviceClient, 'tenantId' | 'clientCode'>): void {
    for (const session of this.sessions) {
      if (session.closed) {
        this.sessions.delete(session);
        continue;
      }
      const device = clientOf.get(session);
      if (device?.tenantId === client.tenantId && device.clientCode === client.clientCode) session.close();
    }
  }

  port(): number | null {
    return this.listeningPort;
  }

  async close(): Promise<void> {
    const server = this.server;
    const aedes = this.aedes;
    this.server = null;
    this.aedes = null;
    // The broker first: it ends its clients' connections, which the TCP server's close waits for.
    if (aedes) await new Promise<void>((resolve) => aedes.close(() => resolve()));
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** The configured port, or one the system picks when it is taken (1883 is Mosquitto's on many machines). */
  private listen(port: number): Promise<number> {
    const server = this.server!;
    const attempt = (wanted: number) =>
      new Promise<number>((resolve, reject) => {
        const onError = (error: NodeJS.ErrnoException) => {
          server.off('listening', onListening);
          reject(error);
        };
        const onListening = () => {
          server.off('error', onError);
          const address = server.address();
          resolve(typeof address === 'object' && address ? address.port : wanted);
        };
        server.once('error', onError);
        server.once('listening', onListening);
        server.listen(wanted);
      });
    return attempt(port).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'EADDRINUSE' || port === 0) throw error;
      this.log.warn({ port }, 'MQTT port in use: the embedded broker takes another');
      return attempt(0);
    });
  }
}

import { timingSafeEqual } from 'node:crypto';
import {
  DEVICE_MESSAGE_SCHEMAS,
  DEVICE_PAYLOAD_MAX_BYTES,
  type DeviceCommand,
  type DeviceMessageKind,
  deviceTopic,
  isDeviceMessageKind,
  parseDeviceTopic,
  parseDeviceUsername,
} from '@takt/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { ExpiringMap } from '../cache/expiring-map.js';
import type { Database } from '../db/database.js';
import { rowsOf } from '../db/table-rows.js';
import { conflict } from '../errors.js';
import type {
  DeviceClient,
  DeviceDirectory,
  DeviceMessage,
  DeviceMessageHandler,
  PresenceEvent,
} from './device-client.js';
import { IngestBatcher } from './ingest-batcher.js';
import { ReadingStore } from './reading-store.js';

/** Why a message was not stored (counted per process, logged). */
export type RefusalReason = 'malformed' | 'unknownClient' | 'unknownKind' | 'foreignTopic';

export interface DeviceBusStats {
  received: number;
  stored: number;
  malformed: number;
  unknownClient: number;
  unknownKind: number;
  foreignTopic: number;
  failed: number;
  /** Clients connected to this process's embedded broker (null with an external broker). */
  connected: number | null;
}

/** What carries messages to and from clients: the embedded broker or a connection to an external one. */
export interface BrokerTransport {
  readonly mode: 'embedded' | 'external';
  start(): Promise<void>;
  send(topic: string, payload: Buffer): Promise<void>;
  connectedClients(): number | null;
  /** The embedded broker's TCP port (null with an external broker). */
  port(): number | null;
  /** Ends a client's sessions (the embedded broker; an external broker's sessions are its own). */
  disconnect(client: Pick<DeviceClient, 'tenantId' | 'clientCode'>): void;
  close(): Promise<void>;
}

/** The outcome of reading one publish: stored, or refused (and acknowledged, never stored). */
export type IngestOutcome = { stored: true } | { stored: false; reason: RefusalReason };

const CACHE_MS = 10_000;
/** A device clock this far ahead of ours is not believed: the receipt time stands in. */
const FUTURE_TOLERANCE_MS = 5 * 60_000;

function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * The device bus (DESIGN §5): who may connect (directories of the areas), what their messages
 * mean (handlers per kind, run in the batch's transaction), and presence. Transports hand it
 * publishes; it validates them with the contracts' schemas, stores them in batches and answers
 * once stored, which is when the transport acknowledges (QoS 1).
 */
export class DeviceBus {
  readonly readings: ReadingStore;
  private readonly directories: DeviceDirectory[] = [];
  private readonly handlers = new Map<DeviceMessageKind, DeviceMessageHandler[]>();
  private readonly anyHandlers: DeviceMessageHandler[] = [];
  private readonly presenceListeners: ((event: PresenceEvent) => Promise<void>)[] = [];
  private readonly tenantCodes = new ExpiringMap<string | null>(CACHE_MS);
  private readonly tenantIdCodes = new Map<string, string>();
  private readonly clients = new ExpiringMap<DeviceClient | null>(CACHE_MS);
  private readonly counts: Omit<DeviceBusStats, 'connected'> = {
    received: 0,
    stored: 0,
    malformed: 0,
    unknownClient: 0,
    unknownKind: 0,
    foreignTopic: 0,
    failed: 0,
  };
  private readonly batcher: IngestBatcher;
  private transport: BrokerTransport | null = null;
  private lastRefusalLog = 0;

  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
  ) {
    this.readings = new ReadingStore(db);
    this.batcher = new IngestBatcher({
      concurrency: db.kind === 'postgres' ? 3 : 1,
      store: (tenantId, messages) => this.store(tenantId, messages),
    });
  }

  /** An area's clients (gateways, sensors, IoT devices). */
  addDirectory(directory: DeviceDirectory): void {
    this.directories.push(directory);
  }

  /** Stores messages of `kind` (several handlers run in the order they were added). */
  on<K extends DeviceMessageKind>(kind: K, handler: DeviceMessageHandler<K>): void {
    const list = this.handlers.get(kind) ?? [];
    list.push(handler as unknown as DeviceMessageHandler);
    this.handlers.set(kind, list);
  }

  /** Sees every stored message of every kind (last-message times, online state). */
  onAny(handler: DeviceMessageHandler): void {
    this.anyHandlers.push(handler);
  }

  /** Connects and disconnects (embedded broker) and `status` messages (both). */
  onPresence(listener: (event: PresenceEvent) => Promise<void>): void {
    this.presenceListeners.push(listener);
  }

  useTransport(transport: BrokerTransport): void {
    this.transport = transport;
  }

  get mode(): 'embedded' | 'external' | null {
    return this.transport?.mode ?? null;
  }

  port(): number | null {
    return this.transport?.port() ?? null;
  }

  stats(): DeviceBusStats {
    return { ...this.counts, connected: this.transport?.connectedClients() ?? null };
  }

  /** A directory's client changed (token, state, deletion): the next sign-in or message looks again. */
  forget(tenantId: string, clientCode: string): void {
    this.clients.delete(`${tenantId}/${clientCode}`);
  }

  /**
   * A client may no longer sign in as it did (a new token, disabled, deleted, its code changed):
   * forgotten, and its open sessions end, so it signs in again with what it has now. Call once the
   * change has committed.
   */
  signOut(tenantId: string, clientCode: string): void {
    this.forget(tenantId, clientCode);
    this.transport?.disconnect({ tenantId, clientCode });
  }

  /** Sends a command to a client on `takt/<enterprise>/<client>/command` (QoS 1). */
  async send(client: Pick<DeviceClient, 'tenantId' | 'clientCode'>, command: DeviceCommand): Promise<void> {
    if (!this.transport) throw new Error('the device bus has no broker');
    const tenantCode = await this.codeOfTenant(client.tenantId);
    if (!tenantCode) throw new Error(`no enterprise ${client.tenantId}`);
    await this.transport.send(
      deviceTopic(tenantCode, client.clientCode, 'command'),
      Buffer.from(JSON.stringify(command)),
    );
  }

  /**
   * Signs a client in (embedded broker): user name `<enterprise code>/<client code>`, password its
   * token, or the enterprise's enrolment key for a client not known yet (it is then registered).
   */
  async authenticate(username: string, password: string): Promise<DeviceClient | null> {
    const names = parseDeviceUsername(username);
    if (!names || password.length === 0 || password.length > 200) return null;
    const tenantId = await this.tenantOfCode(names.tenantCode);
    if (!tenantId) return null;
    for (const directory of this.directories) {
      const entry = await directory.find(tenantId, names.clientCode);
      if (!entry) continue;
      const ok =
        (entry.token !== null && sameSecret(entry.token, password)) ||
        (entry.acceptsEnrolmentKey === true && (await this.isEnrolmentKey(directory, tenantId, password)));
      return ok ? this.remember(tenantId, names.tenantCode, names.clientCode, directory.kind, entry.id) : null;
    }
    for (const directory of this.directories) {
      if (!directory.enrolment || !(await this.isEnrolmentKey(directory, tenantId, password))) continue;
      const entry = await directory.enrolment.enrol(tenantId, names.clientCode);
      this.log.info({ tenantId, clientCode: names.clientCode, kind: directory.kind }, 'device client enrolled');
      return this.remember(tenantId, names.tenantCode, names.clientCode, directory.kind, entry.id);
    }
    return null;
  }

  /**
   * Refuses a client code another directory of the enterprise already has: a client code names one
   * MQTT client across gateways, sensors and devices. Areas call it when saving a client's code.
   */
  async assertClientCodeFree(tenantId: string, clientCode: string, kind: string): Promise<void> {
    for (const directory of this.directories) {
      if (directory.kind !== kind && (await directory.find(tenantId, clientCode)))
        throw conflict('error.deviceClientCodeTaken', { code: clientCode });
    }
  }

  /** Whether `client` may use `topic` (its own subtree only). */
  ownsTopic(client: DeviceClient, topic: string): boolean {
    const parsed = parseDeviceTopic(topic);
    return parsed !== null && parsed.tenantCode === client.tenantCode && parsed.clientCode === client.clientCode;
  }

  /**
   * One publish from a transport. `sender`: the signed-in client (embedded broker); null when the
   * broker is external, and the topic's owner is looked up (and registered if a directory takes
   * unknown clients). Resolves once stored or refused; rejects when it could not be stored (the
   * transport must not acknowledge it then).
   */
  async ingest(topic: string, payload: Buffer, sender: DeviceClient | null): Promise<IngestOutcome> {
    this.counts.received++;
    const parsed = parseDeviceTopic(topic);
    if (!parsed) return this.refuse('foreignTopic', topic);
    if (!isDeviceMessageKind(parsed.kind)) return this.refuse('unknownKind', topic);
    let client = sender;
    if (client) {
      if (client.tenantCode !== parsed.tenantCode || client.clientCode !== parsed.clientCode)
        return this.refuse('foreignTopic', topic);
    } else {
      client = await this.clientOfTopic(parsed.tenantCode, parsed.clientCode);
      if (!client) return this.refuse('unknownClient', topic);
    }
    if (payload.length > DEVICE_PAYLOAD_MAX_BYTES) return this.refuse('malformed', topic, 'payload too large');
    let json: unknown;
    try {
      json = JSON.parse(payload.toString('utf8'));
    } catch {
      return this.refuse('malformed', topic, 'not JSON');
    }
    const result = DEVICE_MESSAGE_SCHEMAS[parsed.kind].safeParse(json);
    if (!result.success) return this.refuse('malformed', topic, result.error.issues[0]?.message);
    const receivedAt = new Date();
    const message = {
      client,
      kind: parsed.kind,
      payload: result.data,
      at: sampleTime((result.data as { at?: string | number }).at, receivedAt),
      receivedAt,
    } as DeviceMessage;
    try {
      await this.batcher.offer(client.tenantId, message);
    } catch (error) {
      this.counts.failed++;
      throw error;
    }
    this.counts.stored++;
    if (parsed.kind === 'status') {
      const { online } = message.payload as { online: boolean };
      await this.announce({ client, online, at: message.at });
    }
    return { stored: true };
  }

  /** Tells the presence listeners (failures are logged, never thrown at the transport). */
  async announce(event: PresenceEvent): Promise<void> {
    for (const listener of this.presenceListeners) {
      await listener(event).catch((error: unknown) =>
        this.log.error({ err: error, clientCode: event.client.clientCode }, 'device presence listener failed'),
      );
    }
  }

  async close(): Promise<void> {
    await this.transport?.close();
    await this.batcher.drain();
  }

  private async store(tenantId: string, messages: DeviceMessage[]): Promise<void> {
    await this.db.tenant(tenantId, async (tx) => {
      const byKind = new Map<DeviceMessageKind, DeviceMessage[]>();
      for (const message of messages) {
        const list = byKind.get(message.kind) ?? [];
        list.push(message);
        byKind.set(message.kind, list);
      }
      for (const [kind, list] of byKind) {
        for (const handler of this.handlers.get(kind) ?? []) await handler(tx, tenantId, list);
      }
      for (const handler of this.anyHandlers) await handler(tx, tenantId, messages);
    });
  }

  /** Counts and logs a message not stored (transports call it for publishes they refuse themselves). */
  refuse(reason: RefusalReason, topic: string, detail?: string): IngestOutcome {
    this.counts[reason]++;
    const now = Date.now();
    // One line a second at most: a misconfigured device must not flood the log.
    if (now - this.lastRefusalLog > 1000) {
      this.lastRefusalLog = now;
      this.log.warn({ topic: topic.slice(0, 200), reason, detail, counts: this.counts }, 'device message refused');
    }
    return { stored: false, reason };
  }

  private async isEnrolmentKey(directory: DeviceDirectory, tenantId: string, password: string): Promise<boolean> {
    const key = await directory.enrolment?.key(tenantId);
    return typeof key === 'string' && key.length > 0 && sameSecret(key, password);
  }

  private remember(tenantId: string, tenantCode: string, clientCode: string, kind: string, id: string): DeviceClient {
    const client = { tenantId, tenantCode, clientCode, kind, id };
    this.clients.set(`${tenantId}/${clientCode}`, client);
    return client;
  }

  private async clientOfTopic(tenantCode: string, clientCode: string): Promise<DeviceClient | null> {
    const tenantId = await this.tenantOfCode(tenantCode);
    if (!tenantId) return null;
    const key = `${tenantId}/${clientCode}`;
    const cached = this.clients.get(key);
    if (cached) return cached.value;
    let client: DeviceClient | null = null;
    let known = false;
    for (const directory of this.directories) {
      const entry = await directory.find(tenantId, clientCode);
      if (entry) {
        known = true;
        client = entry.token === null ? null : { tenantId, tenantCode, clientCode, kind: directory.kind, id: entry.id };
        break;
      }
    }
    if (!known) {
      // The external broker signed it in (its ACLs): a directory that registers newcomers takes it.
      // A known client that may not sign in (disabled) stays refused.
      const enrolling = this.directories.find((directory) => directory.enrolment);
      if (enrolling?.enrolment) {
        const entry = await enrolling.enrolment.enrol(tenantId, clientCode);
        client = { tenantId, tenantCode, clientCode, kind: enrolling.kind, id: entry.id };
      }
    }
    this.clients.set(key, client);
    return client;
  }

  private async tenantOfCode(code: string): Promise<string | null> {
    const cached = this.tenantCodes.get(code);
    if (cached) return cached.value;
    const rows = rowsOf<{ id: string }>(
      await this.db.system((tx) =>
        tx.execute(sql`select id::text as id from tenants where code = ${code} and deleted_at is null limit 1`),
      ),
    );
    const id = rows[0]?.id ?? null;
    this.tenantCodes.set(code, id);
    if (id) this.tenantIdCodes.set(id, code);
    return id;
  }

  private async codeOfTenant(tenantId: string): Promise<string | null> {
    const known = this.tenantIdCodes.get(tenantId);
    if (known) return known;
    const rows = rowsOf<{ code: string }>(
      await this.db.system((tx) => tx.execute(sql`select code from tenants where id = ${tenantId} limit 1`)),
    );
    const code = rows[0]?.code ?? null;
    if (code) this.tenantIdCodes.set(tenantId, code);
    return code;
  }
}

function sampleTime(at: string | number | undefined, receivedAt: Date): Date {
  if (at === undefined) return receivedAt;
  const time = new Date(at);
  if (Number.isNaN(time.getTime()) || time.getTime() > receivedAt.getTime() + FUTURE_TOLERANCE_MS) return receivedAt;
  return time;
}

import type { DeviceMessageKind, DevicePayload } from '@takt/contracts';
import type { Tx } from '../db/database.js';

/** A gateway or device that talks to the bus itself, known by its enterprise and client code. */
export interface DeviceClient {
  tenantId: string;
  tenantCode: string;
  clientCode: string;
  /** The directory that knows it: `gateway`, `environ`, `iot`. */
  kind: string;
  /** Its row in that directory's table. */
  id: string;
}

/** What a directory answers about a client code. */
export interface DirectoryEntry {
  id: string;
  /** The token it signs in with; null when it may not sign in (disabled). */
  token: string | null;
  /** It may still sign in with the enterprise's enrolment key (a gateway not yet assigned). */
  acceptsEnrolmentKey?: boolean;
}

/**
 * An area's table of clients (gateways, sensors, IoT devices). The bus asks each directory in
 * turn; client codes are unique within an enterprise across directories.
 */
export interface DeviceDirectory {
  kind: string;
  find(tenantId: string, clientCode: string): Promise<DirectoryEntry | null>;
  /**
   * Registration of unknown clients (gateways: they appear as unassigned). `enrolmentKey` is the
   * enterprise's key a new client signs in with on the embedded broker; `enrol` creates it.
   */
  enrolment?: {
    key(tenantId: string): Promise<string | null>;
    enrol(tenantId: string, clientCode: string): Promise<DirectoryEntry>;
  };
}

/** A validated message of one kind, as handlers get it. */
export interface DeviceMessage<K extends DeviceMessageKind = DeviceMessageKind> {
  client: DeviceClient;
  kind: K;
  payload: DevicePayload<K>;
  /** The sample's time: the payload's `at`, else when the server received it. */
  at: Date;
  receivedAt: Date;
}

/**
 * Stores one enterprise's messages of a kind inside the batch's transaction (tenant-scoped):
 * readings, states, alarms. A throw rolls the batch back and nothing is acknowledged.
 */
export type DeviceMessageHandler<K extends DeviceMessageKind = DeviceMessageKind> = (
  tx: Tx,
  tenantId: string,
  messages: DeviceMessage<K>[],
) => Promise<void>;

/** A client connected or went away (the embedded broker's sessions, or a `status` message). */
export interface PresenceEvent {
  client: DeviceClient;
  online: boolean;
  at: Date;
}

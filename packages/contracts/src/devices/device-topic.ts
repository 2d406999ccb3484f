/**
 * The device bus's topics (DESIGN §5): `takt/<enterprise code>/<client code>/<kind>`. A client is a
 * gateway or a device that connects to MQTT itself; it signs in with the user name
 * `<enterprise code>/<client code>` and its token as password, so a broker ACL of the form
 * `takt/%u/#` keeps it inside its own subtree.
 */
export const DEVICE_TOPIC_ROOT = 'takt';

/** What a client publishes (uplink). */
export const DEVICE_MESSAGE_KINDS = ['esd', 'environ', 'counter', 'andon', 'telemetry', 'heartbeat', 'status'] as const;
export type DeviceMessageKind = (typeof DEVICE_MESSAGE_KINDS)[number];

/** What the server publishes to a client (downlink): the client subscribes to it. */
export const DEVICE_COMMAND_KIND = 'command';

/** A client code: letters, digits, `_`, `-` and `.` (no MQTT wildcards or level separators). */
export const DEVICE_CLIENT_CODE_MAX = 50;
export const DEVICE_CLIENT_CODE_PATTERN = /^[A-Za-z0-9_.-]{1,50}$/;
/** Enterprise codes are at most 50 characters too; the same characters are safe in a topic. */
const TOPIC_SEGMENT = /^[A-Za-z0-9_.-]{1,50}$/;

/** A client's heartbeat interval; a client silent for three of them counts as offline. */
export const DEVICE_HEARTBEAT_SECONDS = 30;
export const DEVICE_SILENT_OFFLINE_SECONDS = DEVICE_HEARTBEAT_SECONDS * 3;

/** The largest payload the ingest reads; larger messages are refused as malformed. */
export const DEVICE_PAYLOAD_MAX_BYTES = 16 * 1024;

export interface DeviceTopic {
  tenantCode: string;
  clientCode: string;
  kind: string;
}

export function deviceTopic(
  tenantCode: string,
  clientCode: string,
  kind: DeviceMessageKind | typeof DEVICE_COMMAND_KIND,
) {
  return `${DEVICE_TOPIC_ROOT}/${tenantCode}/${clientCode}/${kind}`;
}

/** The MQTT user name of a client. */
export function deviceUsername(tenantCode: string, clientCode: string): string {
  return `${tenantCode}/${clientCode}`;
}

/** `{tenantCode, clientCode}` of a user name, or null when it is not one. */
export function parseDeviceUsername(username: string): { tenantCode: string; clientCode: string } | null {
  const parts = username.split('/');
  if (parts.length !== 2) return null;
  const [tenantCode, clientCode] = parts as [string, string];
  if (!TOPIC_SEGMENT.test(tenantCode) || !DEVICE_CLIENT_CODE_PATTERN.test(clientCode)) return null;
  return { tenantCode, clientCode };
}

/** The parts of a device topic, or null when the topic is not one (any kind; the ingest checks kinds). */
export function parseDeviceTopic(topic: string): DeviceTopic | null {
  const parts = topic.split('/');
  if (parts.length !== 4 || parts[0] !== DEVICE_TOPIC_ROOT) return null;
  const [, tenantCode, clientCode, kind] = parts as [string, string, string, string];
  if (!TOPIC_SEGMENT.test(tenantCode) || !DEVICE_CLIENT_CODE_PATTERN.test(clientCode) || !/^[a-z]{1,20}$/.test(kind))
    return null;
  return { tenantCode, clientCode, kind };
}

export function isDeviceMessageKind(kind: string): kind is DeviceMessageKind {
  return (DEVICE_MESSAGE_KINDS as readonly string[]).includes(kind);
}

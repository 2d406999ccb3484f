import { z } from 'zod';

/** Events the server pushes over `GET /hub` (DESIGN §5, spec 000 §7). */
export const HUB_EVENTS = [
  'ForceOffline',
  'ReceiveMessage',
  'BulkReceiveMessage',
  'ReceiveNewMessage',
  'RefreshTable',
  'HeartbeatAck',
  // A device's state changed (ESD collector, sensor, gateway…): data { area, id, … } for live boards.
  'DeviceUpdate',
  // An andon call was raised or changed: data { call } (andon `andonUpdateSchema`) for monitors.
  'AndonUpdate',
  'Error',
] as const;
export type HubEvent = (typeof HUB_EVENTS)[number];

/** Methods a client invokes. */
export const HUB_INVOCATIONS = ['Heartbeat', 'AbortSelf'] as const;
export type HubInvocation = (typeof HUB_INVOCATIONS)[number];

export const HEARTBEAT_INTERVAL_MS = 5_000;
export const HUB_RECONNECT_MS = 5_000;
/** Query parameter carrying the access token (browsers cannot set headers on WebSocket). */
export const HUB_TOKEN_PARAM = 'access_token';
export const HUB_MAX_FRAME_BYTES = 4096;

export const hubClientFrameSchema = z.strictObject({
  invoke: z.enum(HUB_INVOCATIONS),
  arguments: z.array(z.unknown()).max(8).optional(),
});
export type HubClientFrame = z.infer<typeof hubClientFrameSchema>;

export interface HubServerFrame {
  event: HubEvent;
  data: unknown;
}

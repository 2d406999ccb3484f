import { z } from 'zod';
import { defineRoute } from '../common/route.js';

export const deviceBusStatusSchema = z.object({
  mode: z.enum(['embedded', 'external']),
  /** The enterprise's code: the second level of its topics and the first part of its clients' user names. */
  tenantCode: z.string(),
  /** The embedded broker's TCP port (null with an external broker). */
  port: z.number().int().nullable(),
  /** MQTT over WebSocket on the console's own port (embedded broker only). */
  webSocketPath: z.string().nullable(),
  /** This process's counts since it started. */
  stats: z.object({
    received: z.number().int(),
    stored: z.number().int(),
    malformed: z.number().int(),
    unknownClient: z.number().int(),
    unknownKind: z.number().int(),
    foreignTopic: z.number().int(),
    failed: z.number().int(),
    connected: z.number().int().nullable(),
  }),
});
export type DeviceBusStatus = z.infer<typeof deviceBusStatusSchema>;

export const deviceBusApi = {
  status: defineRoute({
    method: 'GET',
    path: '/devices/bus',
    summary: 'The device bus: broker mode and port, the enterprise code for topics, ingest counts of this process',
    tag: 'devices',
    access: 'session',
    response: deviceBusStatusSchema,
  }),
};

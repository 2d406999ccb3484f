import { z } from 'zod';
import { containsFilterSchema, oneLineSchema } from '../common/fields.js';
import { idSchema } from '../common/ids.js';
import { queryBooleanSchema, resourceSchemas } from '../common/resource.js';
import { GATEWAY_CHANNEL_MAX } from '../devices/device-message.schema.js';
import { DEVICE_CLIENT_CODE_MAX, DEVICE_CLIENT_CODE_PATTERN } from '../devices/device-topic.js';

/** Gateway types (spec 000 §2): andon, ESD, counter, and unassigned until an administrator gives one. */
export const GATEWAY_TYPES = ['andon', 'esd', 'counter', 'unassigned'] as const;
export type GatewayType = (typeof GATEWAY_TYPES)[number];
/** The types an administrator assigns (each has its page). */
export const ASSIGNED_GATEWAY_TYPES = ['andon', 'esd', 'counter'] as const;
export type AssignedGatewayType = (typeof ASSIGNED_GATEWAY_TYPES)[number];

/** A gateway's code is its MQTT client code (the second part of its user name). */
export const GATEWAY_CODE_MAX = DEVICE_CLIENT_CODE_MAX;
export const GATEWAY_CODE_PATTERN = DEVICE_CLIENT_CODE_PATTERN;
export const GATEWAY_NAME_MAX = 50;
export const GATEWAY_REMARK_MAX = 200;
export const GATEWAY_FIRMWARE_MAX = 50;

const gatewayCodeSchema = z.string().trim().min(1).max(GATEWAY_CODE_MAX).regex(GATEWAY_CODE_PATTERN);
const channelCountSchema = z.number().int().min(0).max(GATEWAY_CHANNEL_MAX);

export const gatewaySchemas = resourceSchemas({
  fields: {
    code: gatewayCodeSchema,
    name: oneLineSchema(GATEWAY_NAME_MAX).min(1),
    lineId: idSchema.nullish(),
    /** How many channels the gateway has (its heartbeat may report them too). */
    channels: channelCountSchema.default(0),
    remark: oneLineSchema(GATEWAY_REMARK_MAX).nullish(),
  },
  record: {
    code: z.string(),
    name: z.string(),
    type: z.enum(GATEWAY_TYPES),
    lineId: idSchema.nullable(),
    lineCode: z.string().nullable(),
    lineName: z.string().nullable(),
    channels: z.number().int(),
    /** Channels with a workstation. */
    allotted: z.number().int(),
    /** Spec 000 §4: online or offline. */
    online: z.boolean(),
    connectedAt: z.string().nullable(),
    /** The time of its last message. */
    lastSeenAt: z.string().nullable(),
    firmware: z.string().nullable(),
    remark: z.string().nullable(),
    /** Its MQTT password (user name `<enterprise code>/<gateway code>`). */
    token: z.string(),
  },
  filters: {
    code: containsFilterSchema(GATEWAY_CODE_MAX),
    name: containsFilterSchema(GATEWAY_NAME_MAX),
    lineId: idSchema.optional(),
    online: queryBooleanSchema.optional(),
  },
});
export type Gateway = z.infer<typeof gatewaySchemas.record>;
export type GatewayAdd = z.input<typeof gatewaySchemas.add>;

/** Assigning an unassigned gateway: its type, name, line and channel count. */
export const gatewayAssignSchema = z.strictObject({
  id: idSchema,
  type: z.enum(ASSIGNED_GATEWAY_TYPES),
  name: oneLineSchema(GATEWAY_NAME_MAX).min(1),
  lineId: idSchema.nullish(),
  channels: channelCountSchema.default(0),
  remark: oneLineSchema(GATEWAY_REMARK_MAX).nullish(),
});
export type GatewayAssign = z.input<typeof gatewayAssignSchema>;

const stationRefSchema = z.object({ id: idSchema, code: z.string(), name: z.string() });

/** A gateway's channels 1..N with their workstations, and the workstations of its line to choose from. */
export const gatewayChannelsSchema = z.object({
  id: idSchema,
  type: z.enum(GATEWAY_TYPES),
  lineId: idSchema.nullable(),
  channels: z.array(
    z.object({
      channel: z.number().int(),
      stationId: idSchema.nullable(),
      stationCode: z.string().nullable(),
      stationName: z.string().nullable(),
      /** Counter gateways: pieces counted on this channel today (the server's day); null for other types. */
      todayCount: z.number().nullable(),
    }),
  ),
  stations: z.array(stationRefSchema),
});
export type GatewayChannels = z.infer<typeof gatewayChannelsSchema>;

export const gatewayChannelsSaveSchema = z.strictObject({
  id: idSchema,
  channels: z
    .array(
      z.strictObject({ channel: z.number().int().min(1).max(GATEWAY_CHANNEL_MAX), stationId: idSchema.nullable() }),
    )
    .max(GATEWAY_CHANNEL_MAX),
});
export type GatewayChannelsSave = z.input<typeof gatewayChannelsSaveSchema>;

/** The enterprise's enrolment key: a gateway not known yet signs in with it and appears as unassigned. */
export const gatewayEnrolmentSchema = z.object({ key: z.string(), updatedAt: z.string() });
export type GatewayEnrolment = z.infer<typeof gatewayEnrolmentSchema>;

/** Live state of a gateway, the hub's `DeviceUpdate` data with `area: 'gateway'`. */
export const gatewayUpdateSchema = z.object({
  area: z.literal('gateway'),
  id: idSchema,
  online: z.boolean(),
  lastSeenAt: z.string().nullable(),
});
export type GatewayUpdate = z.infer<typeof gatewayUpdateSchema>;

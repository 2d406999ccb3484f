import { z } from 'zod';
import type { DeviceMessageKind } from './device-topic.js';

/**
 * Payloads of the device bus, one schema per message kind (DESIGN §5). `at` is the device's
 * time of the sample (ISO 8601 or epoch milliseconds); without it the server's receipt time is
 * used. Every schema is strict: an unknown field is a malformed message, counted and not stored.
 */
const sampleTime = z.union([z.iso.datetime({ offset: true }), z.number().int().min(0).max(8_640_000_000_000_000)]);
const measure = z.number().finite();
/** A channel of a gateway (its port, 1-based): ESD collectors, counters and andon buttons hang off them. */
export const GATEWAY_CHANNEL_MAX = 256;
const channel = z.number().int().min(1).max(GATEWAY_CHANNEL_MAX);
const connection = z.enum(['connected', 'disconnected']);

/** One ESD collector's sample, read by an ESD gateway at the collector's channel (its address). */
export const esdSampleSchema = z.strictObject({
  channel,
  /** Wrist-strap loop resistance, MΩ. */
  resistance: measure.min(0).max(1_000_000).optional(),
  /** Ion balance voltage of an ioniser, V (may be negative). */
  voltage: measure.min(-10_000).max(10_000).optional(),
  /** The wrist strap's loop: open circuit reads as disconnected. */
  strap: connection.optional(),
  /** The mat's or the bench's ground. */
  ground: connection.optional(),
  /** Someone at the workstation (presence sensor); false means the operator left. */
  present: z.boolean().optional(),
});
export const esdMessageSchema = z.strictObject({
  at: sampleTime.optional(),
  samples: z.array(esdSampleSchema).min(1).max(GATEWAY_CHANNEL_MAX),
});

/** A temperature and humidity sample (°C, %RH), from a sensor that connects itself. */
export const environMessageSchema = z.strictObject({
  at: sampleTime.optional(),
  temperature: measure.min(-100).max(200),
  humidity: measure.min(0).max(100),
});

/** Counts since the previous message per channel of a counter gateway (pieces off a line's sensor). */
export const counterMessageSchema = z.strictObject({
  at: sampleTime.optional(),
  counts: z
    .array(z.strictObject({ channel, count: z.number().int().min(0).max(1_000_000) }))
    .min(1)
    .max(GATEWAY_CHANNEL_MAX),
});

/** A button of an andon box: the box's channel is its workstation, the button its alarm item slot. */
export const andonMessageSchema = z.strictObject({
  at: sampleTime.optional(),
  channel,
  button: z.number().int().min(1).max(16),
  action: z.enum(['press', 'cancel']).default('press'),
});

/** An IoT device's own JSON; its driver maps it to named readings. At most 64 fields deep-ish data. */
export const telemetryMessageSchema = z.record(z.string().max(100), z.unknown());

/** A client's sign of life (every DEVICE_HEARTBEAT_SECONDS). */
export const heartbeatMessageSchema = z.strictObject({
  at: sampleTime.optional(),
  uptime: z.number().int().min(0).optional(),
  firmware: z.string().max(50).optional(),
  rssi: z.number().int().min(-200).max(0).optional(),
  channels: z.number().int().min(0).max(GATEWAY_CHANNEL_MAX).optional(),
});

/** Online state a client publishes on connect and as its last will (retained). */
export const statusMessageSchema = z.strictObject({
  at: sampleTime.optional(),
  online: z.boolean(),
});

export const DEVICE_MESSAGE_SCHEMAS = {
  esd: esdMessageSchema,
  environ: environMessageSchema,
  counter: counterMessageSchema,
  andon: andonMessageSchema,
  telemetry: telemetryMessageSchema,
  heartbeat: heartbeatMessageSchema,
  status: statusMessageSchema,
} as const satisfies Record<DeviceMessageKind, z.ZodType>;

export type DevicePayload<K extends DeviceMessageKind> = z.output<(typeof DEVICE_MESSAGE_SCHEMAS)[K]>;
export type EsdMessage = z.output<typeof esdMessageSchema>;
export type EnvironMessage = z.output<typeof environMessageSchema>;
export type CounterMessage = z.output<typeof counterMessageSchema>;
export type AndonMessage = z.output<typeof andonMessageSchema>;

/** What the server sends a client on its command topic. */
export const deviceCommandSchema = z.strictObject({
  type: z.string().min(1).max(40),
  data: z.unknown().optional(),
});
export type DeviceCommand = z.infer<typeof deviceCommandSchema>;

/** History ranges of spec 001 §9 (ESD and environment history), in minutes. */
export const DEVICE_HISTORY_RANGES_MINUTES = [1, 5, 15, 60, 180, 360, 720, 1440] as const;
export type DeviceHistoryRange = (typeof DEVICE_HISTORY_RANGES_MINUTES)[number];
/** Trend charts span 30 days (spec 001 §9), read from the hourly aggregates. */
export const DEVICE_TREND_DAYS = 30;
/** The resolution a series is read at: raw rows up to 6 hours, minutes up to 3 days, hours beyond. */
export const READING_RESOLUTIONS = ['raw', 'minute', 'hour'] as const;
export type ReadingResolution = (typeof READING_RESOLUTIONS)[number];
export function resolutionFor(spanMs: number): ReadingResolution {
  if (spanMs <= 6 * 3_600_000) return 'raw';
  if (spanMs <= 3 * 86_400_000) return 'minute';
  return 'hour';
}

/** One point of a reading series (aggregates carry min, max and mean; raw points have all three equal). */
export interface ReadingPoint {
  at: string;
  min: number;
  max: number;
  mean: number;
  count: number;
}

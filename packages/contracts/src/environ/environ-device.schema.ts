import { z } from 'zod';
import { containsFilterSchema, oneLineSchema } from '../common/fields.js';
import { idSchema } from '../common/ids.js';
import { queryBooleanSchema, resourceSchemas } from '../common/resource.js';
import { DEVICE_CLIENT_CODE_MAX, DEVICE_CLIENT_CODE_PATTERN } from '../devices/device-topic.js';

/**
 * Temperature and humidity devices (spec 001 §3, environ): sensors that connect to the device bus
 * themselves, their code being their MQTT client code (`<enterprise code>/<code>`, token as password).
 */
export const ENVIRON_DEVICE_CODE_MAX = DEVICE_CLIENT_CODE_MAX;
/** Spec 001 §5: a device's name is at most 20 characters. */
export const ENVIRON_DEVICE_NAME_MAX = 20;
export const ENVIRON_LOCATION_MAX = 50;

export const environDeviceSchemas = resourceSchemas({
  fields: {
    code: z.string().trim().min(1).max(ENVIRON_DEVICE_CODE_MAX).regex(DEVICE_CLIENT_CODE_PATTERN),
    name: oneLineSchema(ENVIRON_DEVICE_NAME_MAX).min(1),
    workshopId: idSchema.nullish(),
    lineId: idSchema.nullish(),
    location: oneLineSchema(ENVIRON_LOCATION_MAX).nullish(),
    enabled: z.boolean().default(true),
  },
  record: {
    code: z.string(),
    name: z.string(),
    workshopId: idSchema.nullable(),
    workshopName: z.string().nullable(),
    lineId: idSchema.nullable(),
    lineName: z.string().nullable(),
    location: z.string().nullable(),
    enabled: z.boolean(),
    /** What the sensor signs in with (shown to whoever may edit devices). */
    token: z.string(),
    online: z.boolean(),
    lastSeenAt: z.string().nullable(),
    /** The last sample: its time and values. */
    sampledAt: z.string().nullable(),
    temperature: z.number().nullable(),
    humidity: z.number().nullable(),
    /** Alarms open now on this device. */
    openAlarms: z.number().int(),
  },
  filters: {
    code: containsFilterSchema(ENVIRON_DEVICE_CODE_MAX),
    name: containsFilterSchema(ENVIRON_DEVICE_NAME_MAX),
    workshopId: idSchema.optional(),
    lineId: idSchema.optional(),
    online: queryBooleanSchema.optional(),
  },
});
export type EnvironDevice = z.infer<typeof environDeviceSchemas.record>;

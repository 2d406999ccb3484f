import { z } from 'zod';
import { containsFilterSchema, oneLineSchema } from '../common/fields.js';
import { idSchema } from '../common/ids.js';
import { queryBooleanSchema, resourceSchemas } from '../common/resource.js';
import { DEVICE_CLIENT_CODE_MAX, DEVICE_CLIENT_CODE_PATTERN } from '../devices/device-topic.js';

/**
 * IoT devices: things that connect to the device bus themselves (client code = the device's code,
 * token = password) and publish `telemetry` that their driver maps to readings.
 */

export const IOT_DEVICE_NAME_MAX = 20;
export const IOT_DEVICE_CODE_MAX = DEVICE_CLIENT_CODE_MAX;
export const IOT_DEVICE_CODE_PATTERN = DEVICE_CLIENT_CODE_PATTERN;
/** The device's type in the factory's own words (power meter, spindle, compressor…). */
export const IOT_DEVICE_TYPE_MAX = 30;
export const IOT_DEVICE_REMARK_MAX = 200;

export const iotDeviceSchemas = resourceSchemas({
  fields: {
    code: z.string().trim().min(1).max(IOT_DEVICE_CODE_MAX).regex(IOT_DEVICE_CODE_PATTERN),
    name: oneLineSchema(IOT_DEVICE_NAME_MAX).min(1),
    type: oneLineSchema(IOT_DEVICE_TYPE_MAX).nullish(),
    driverId: idSchema,
    gatewayId: idSchema.nullish(),
    lineId: idSchema.nullish(),
    stationId: idSchema.nullish(),
    /** The equipment ledger's record (once the equipment area has one; no picker yet). */
    equipmentId: idSchema.nullish(),
    remark: oneLineSchema(IOT_DEVICE_REMARK_MAX).nullish(),
  },
  record: {
    code: z.string(),
    name: z.string(),
    type: z.string().nullable(),
    driverId: idSchema,
    driverCode: z.string(),
    driverName: z.string(),
    gatewayId: idSchema.nullable(),
    gatewayCode: z.string().nullable(),
    lineId: idSchema.nullable(),
    lineName: z.string().nullable(),
    stationId: idSchema.nullable(),
    stationName: z.string().nullable(),
    equipmentId: idSchema.nullable(),
    remark: z.string().nullable(),
    /** The MQTT password (user name `<enterprise code>/<device code>`). */
    token: z.string(),
    enabled: z.boolean(),
    online: z.boolean(),
    lastSeenAt: z.string().nullable(),
    /** Telemetry values the driver's paths did not find (or were not numbers), since the device was added. */
    missingCount: z.number().int(),
  },
  filters: {
    code: containsFilterSchema(IOT_DEVICE_CODE_MAX),
    name: containsFilterSchema(IOT_DEVICE_NAME_MAX),
    type: containsFilterSchema(IOT_DEVICE_TYPE_MAX),
    driverId: idSchema.optional(),
    lineId: idSchema.optional(),
    online: queryBooleanSchema.optional(),
    enabled: queryBooleanSchema.optional(),
  },
});
export type IotDevice = z.infer<typeof iotDeviceSchemas.record>;

/** What the hub's `DeviceUpdate` carries for an IoT device (`area: 'iot'`). */
export const iotDeviceUpdateSchema = z.object({
  area: z.literal('iot'),
  id: idSchema,
  online: z.boolean(),
  lastSeenAt: z.string().nullable(),
  /** Latest values by metric (telemetry only). */
  values: z.record(z.string(), z.object({ value: z.number(), at: z.string() })).optional(),
});
export type IotDeviceUpdate = z.infer<typeof iotDeviceUpdateSchema>;

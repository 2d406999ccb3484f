import { z } from 'zod';
import { containsFilterSchema, oneLineSchema, recordCodeSchema } from '../common/fields.js';
import { idSchema } from '../common/ids.js';
import { resourceSchemas } from '../common/resource.js';
import { GATEWAY_CHANNEL_MAX } from '../devices/device-message.schema.js';
import {
  esdCollectorKindSchema,
  esdResistanceSchema,
  esdVoltageSchema,
  esdWarningThresholdSchema,
} from './esd-collector-type.schema.js';
import {
  ESD_AIR_VOLUME_LEVEL_MAX,
  ESD_AIR_VOLUME_LEVEL_MIN,
  ESD_CLEANING_DURATION_MAX_SECONDS,
  ESD_CLEANING_INTERVAL_MAX_MINUTES,
  ESD_CODE_MAX,
  ESD_NAME_MAX,
  ESD_OFFSET_MAX,
  ESD_REMARK_MAX,
  ESD_STATES,
} from './esd-state.js';

export const esdStateSchema = z.enum(ESD_STATES);

/**
 * An ESD collector (spec 001 §3): type, address (its channel on the gateway, unique per gateway),
 * gateway, line, workstation, the limits (a new collector takes its type's when they are left out),
 * offset, air volume level, cleaning settings; the list shows its live state.
 */
export const esdCollectorFields = {
  code: recordCodeSchema(ESD_CODE_MAX),
  name: oneLineSchema(ESD_NAME_MAX).min(1),
  typeId: idSchema,
  gatewayId: idSchema,
  /** The gateway channel the collector hangs off (1-256). */
  address: z.number().int().min(1).max(GATEWAY_CHANNEL_MAX),
  lineId: idSchema,
  stationId: idSchema,
  resistanceLower: esdResistanceSchema.optional(),
  resistanceUpper: esdResistanceSchema.optional(),
  voltageLower: esdVoltageSchema.optional(),
  voltageUpper: esdVoltageSchema.optional(),
  warningThreshold: esdWarningThresholdSchema.optional(),
  /** Added to the collector's measure (resistance; voltage for an ioniser) before it is judged and stored. */
  offset: z.number().min(-ESD_OFFSET_MAX).max(ESD_OFFSET_MAX).default(0),
  airVolumeLevel: z.number().int().min(ESD_AIR_VOLUME_LEVEL_MIN).max(ESD_AIR_VOLUME_LEVEL_MAX).default(3),
  cleaningEnabled: z.boolean().default(false),
  cleaningIntervalMinutes: z.number().int().min(1).max(ESD_CLEANING_INTERVAL_MAX_MINUTES).default(240),
  cleaningDurationSeconds: z.number().int().min(1).max(ESD_CLEANING_DURATION_MAX_SECONDS).default(30),
  enabled: z.boolean().default(true),
  remark: oneLineSchema(ESD_REMARK_MAX).nullish(),
};

/** The live part of a collector (its row in `esd_collector_states`); null values before its first sample. */
export const esdLiveStateSchema = z.object({
  state: esdStateSchema,
  /** Since when the collector is in this state. */
  stateSince: z.string().nullable(),
  /** The last readings after the offset (MΩ, V). */
  resistance: z.number().nullable(),
  voltage: z.number().nullable(),
  lastSeenAt: z.string().nullable(),
});
export type EsdLiveState = z.infer<typeof esdLiveStateSchema>;

export const esdCollectorSchemas = resourceSchemas({
  fields: esdCollectorFields,
  record: {
    code: z.string(),
    name: z.string(),
    typeId: idSchema,
    typeCode: z.string(),
    typeName: z.string(),
    kind: esdCollectorKindSchema,
    gatewayId: idSchema,
    gatewayCode: z.string(),
    gatewayName: z.string(),
    address: z.number().int(),
    lineId: idSchema,
    lineCode: z.string(),
    lineName: z.string(),
    stationId: idSchema,
    stationCode: z.string(),
    stationName: z.string(),
    resistanceLower: z.number(),
    resistanceUpper: z.number(),
    voltageLower: z.number(),
    voltageUpper: z.number(),
    warningThreshold: z.number().int(),
    offset: z.number(),
    airVolumeLevel: z.number().int(),
    cleaningEnabled: z.boolean(),
    cleaningIntervalMinutes: z.number().int(),
    cleaningDurationSeconds: z.number().int(),
    enabled: z.boolean(),
    remark: z.string().nullable(),
    ...esdLiveStateSchema.shape,
  },
  filters: {
    code: containsFilterSchema(ESD_CODE_MAX),
    name: containsFilterSchema(ESD_NAME_MAX),
    typeId: idSchema.optional(),
    gatewayId: idSchema.optional(),
    lineId: idSchema.optional(),
    stationId: idSchema.optional(),
    state: esdStateSchema.optional(),
  },
});
export type EsdCollector = z.infer<typeof esdCollectorSchemas.record>;
export type EsdCollectorAdd = z.input<typeof esdCollectorSchemas.add>;

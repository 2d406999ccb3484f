import { z } from 'zod';
import { containsFilterSchema, oneLineSchema, recordCodeSchema } from '../common/fields.js';
import { resourceSchemas } from '../common/resource.js';
import {
  ESD_CODE_MAX,
  ESD_COLLECTOR_KINDS,
  ESD_NAME_MAX,
  ESD_REMARK_MAX,
  ESD_RESISTANCE_MAX,
  ESD_VOLTAGE_MAX,
  ESD_WARNING_THRESHOLD_MAX,
  ESD_WARNING_THRESHOLD_MIN,
} from './esd-state.js';

/** Resistance limits, MΩ (0 to ESD_RESISTANCE_MAX). */
export const esdResistanceSchema = z.number().min(0).max(ESD_RESISTANCE_MAX);
/** Ion balance voltage limits, V (may be negative). */
export const esdVoltageSchema = z.number().min(-ESD_VOLTAGE_MAX).max(ESD_VOLTAGE_MAX);
/** Spec 001 §5: 1-50 consecutive bad samples before an alarm. */
export const esdWarningThresholdSchema = z.number().int().min(ESD_WARNING_THRESHOLD_MIN).max(ESD_WARNING_THRESHOLD_MAX);
export const esdCollectorKindSchema = z.enum(ESD_COLLECTOR_KINDS);

/**
 * The limit pairs every type and collector carries. "Upper limit not below lower limit" (spec 001
 * §5) is a rule between fields: the server refuses it with `esd.upperBelowLower`, the web form
 * checks it too.
 */
export const esdLimitFields = {
  resistanceLower: esdResistanceSchema,
  resistanceUpper: esdResistanceSchema,
  voltageLower: esdVoltageSchema,
  voltageUpper: esdVoltageSchema,
  warningThreshold: esdWarningThresholdSchema,
};
export const ESD_LIMIT_PAIRS = [
  ['resistanceLower', 'resistanceUpper'],
  ['voltageLower', 'voltageUpper'],
] as const;

/** Collector types (spec 001 "collector type"): code, name, kind and the limits new collectors start from. */
export const esdCollectorTypeSchemas = resourceSchemas({
  fields: {
    code: recordCodeSchema(ESD_CODE_MAX),
    name: oneLineSchema(ESD_NAME_MAX).min(1),
    kind: esdCollectorKindSchema,
    ...esdLimitFields,
    remark: oneLineSchema(ESD_REMARK_MAX).nullish(),
  },
  record: {
    code: z.string(),
    name: z.string(),
    kind: esdCollectorKindSchema,
    resistanceLower: z.number(),
    resistanceUpper: z.number(),
    voltageLower: z.number(),
    voltageUpper: z.number(),
    warningThreshold: z.number().int(),
    remark: z.string().nullable(),
  },
  filters: {
    code: containsFilterSchema(ESD_CODE_MAX),
    name: containsFilterSchema(ESD_NAME_MAX),
    kind: esdCollectorKindSchema.optional(),
  },
});
export type EsdCollectorType = z.infer<typeof esdCollectorTypeSchemas.record>;
export type EsdCollectorTypeAdd = z.input<typeof esdCollectorTypeSchemas.add>;

/** What a new type of each kind starts with (ANSI/ESD S20.20-like defaults a coordinator adjusts). */
export const ESD_KIND_DEFAULTS: Record<
  (typeof ESD_COLLECTOR_KINDS)[number],
  {
    resistanceLower: number;
    resistanceUpper: number;
    voltageLower: number;
    voltageUpper: number;
    warningThreshold: number;
  }
> = {
  wristStrap: { resistanceLower: 0.75, resistanceUpper: 35, voltageLower: -35, voltageUpper: 35, warningThreshold: 3 },
  groundMonitor: { resistanceLower: 0, resistanceUpper: 1, voltageLower: -35, voltageUpper: 35, warningThreshold: 3 },
  ioniser: { resistanceLower: 0, resistanceUpper: 1000, voltageLower: -35, voltageUpper: 35, warningThreshold: 5 },
};

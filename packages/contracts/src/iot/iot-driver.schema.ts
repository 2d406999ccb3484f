import { z } from 'zod';
import { containsFilterSchema, oneLineSchema, RECORD_CODE_PATTERN, recordCodeSchema } from '../common/fields.js';
import { resourceSchemas } from '../common/resource.js';
import { JSON_PATH_MAX, type JsonPathSegment, parseJsonPath, readJsonPath } from './json-path.js';

/** IoT drivers: how a device's `telemetry` JSON becomes named readings with units. */

export const IOT_DRIVER_CODE_MAX = 50;
export const IOT_DRIVER_NAME_MAX = 50;
export const IOT_DRIVER_DESCRIPTION_MAX = 200;
export const IOT_DRIVER_CODE_PATTERN = RECORD_CODE_PATTERN;
/** Readings one driver maps at most. */
export const IOT_MAPPING_MAX = 32;
/** Metric names as the reading store takes them (`voltage`, `spindle.temp`). */
export const IOT_METRIC_MAX = 40;
export const IOT_METRIC_PATTERN = /^[A-Za-z0-9_.-]{1,40}$/;
export const IOT_METRIC_LABEL_MAX = 30;
export const IOT_UNIT_MAX = 12;
export const IOT_DECIMALS_MAX = 6;
export const IOT_SCALE_LIMIT = 1e9;
/** A sample payload the driver test reads (like the ingest, at most 16 KiB of JSON). */
export const IOT_SAMPLE_MAX = 16 * 1024;

export const iotMappingRowSchema = z.strictObject({
  metric: z.string().trim().regex(IOT_METRIC_PATTERN),
  label: oneLineSchema(IOT_METRIC_LABEL_MAX).min(1),
  unit: oneLineSchema(IOT_UNIT_MAX).default(''),
  path: z.string().trim().min(1).max(JSON_PATH_MAX),
  /** value × scale + offset. */
  scale: z
    .number()
    .finite()
    .min(-IOT_SCALE_LIMIT)
    .max(IOT_SCALE_LIMIT)
    .refine((value) => value !== 0)
    .default(1),
  offset: z.number().finite().min(-IOT_SCALE_LIMIT).max(IOT_SCALE_LIMIT).default(0),
  /** Decimals the reading is rounded to (none: as computed). */
  decimals: z.number().int().min(0).max(IOT_DECIMALS_MAX).nullish(),
});
export type IotMappingRow = z.output<typeof iotMappingRowSchema>;
export const iotMappingSchema = z.array(iotMappingRowSchema).min(1).max(IOT_MAPPING_MAX);

export const iotDriverSchemas = resourceSchemas({
  fields: {
    code: recordCodeSchema(IOT_DRIVER_CODE_MAX),
    name: oneLineSchema(IOT_DRIVER_NAME_MAX).min(1),
    description: oneLineSchema(IOT_DRIVER_DESCRIPTION_MAX).nullish(),
    mapping: iotMappingSchema,
  },
  record: {
    code: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    mapping: z.array(
      z.object({
        metric: z.string(),
        label: z.string(),
        unit: z.string(),
        path: z.string(),
        scale: z.number(),
        offset: z.number(),
        decimals: z.number().int().nullable(),
      }),
    ),
    /** Devices using the driver. */
    devices: z.number().int(),
  },
  filters: { code: containsFilterSchema(IOT_DRIVER_CODE_MAX), name: containsFilterSchema(IOT_DRIVER_NAME_MAX) },
});
export type IotDriver = z.infer<typeof iotDriverSchemas.record>;

/** The driver test: a mapping (saved or not) and a sample payload as the device would publish it. */
export const iotDriverTestSchema = z.strictObject({
  mapping: iotMappingSchema,
  sample: z.string().min(1).max(IOT_SAMPLE_MAX),
});
export const iotMappedReadingSchema = z.object({
  metric: z.string(),
  label: z.string(),
  unit: z.string(),
  /** The value the path found before scaling (null: missing or not a number). */
  raw: z.unknown(),
  value: z.number().nullable(),
});
export const iotDriverTestResultSchema = z.object({ readings: z.array(iotMappedReadingSchema) });
export type IotMappedReading = z.infer<typeof iotMappedReadingSchema>;

/** A mapping row with its path read once (the ingest keeps these per driver). */
export interface CompiledMappingRow {
  metric: string;
  segments: JsonPathSegment[];
  scale: number;
  offset: number;
  decimals: number | null;
}

type MappingSource = Pick<IotMappingRow, 'metric' | 'path' | 'scale' | 'offset' | 'decimals'>;

/** The rows of a mapping whose paths parse (a saved mapping's all do: the server refuses others), each with its source row. */
export function compileMapping<R extends MappingSource>(mapping: readonly R[]): (CompiledMappingRow & { source: R })[] {
  return mapping.flatMap((row) => {
    const parsed = parseJsonPath(row.path);
    return parsed.ok
      ? [
          {
            metric: row.metric,
            segments: parsed.segments,
            scale: row.scale,
            offset: row.offset,
            decimals: row.decimals ?? null,
            source: row,
          },
        ]
      : [];
  });
}

/** A path's value as a number: numbers, numeric strings and booleans (1/0); anything else is none. */
export function numericValue(raw: unknown): number | null {
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw : null;
  if (typeof raw === 'boolean') return raw ? 1 : 0;
  if (typeof raw === 'string' && raw.trim() !== '') {
    const value = Number(raw);
    return Number.isFinite(value) ? value : null;
  }
  return null;
}

/** One row's reading of a payload: value × scale + offset, rounded to its decimals; null when missing. */
export function mapReading(row: CompiledMappingRow, payload: unknown): { raw: unknown; value: number | null } {
  const raw = readJsonPath(payload, row.segments);
  const number = numericValue(raw);
  if (number === null) return { raw: raw ?? null, value: null };
  const scaled = number * row.scale + row.offset;
  const value = row.decimals === null ? scaled : Number(scaled.toFixed(row.decimals));
  return { raw, value: Number.isFinite(value) ? value : null };
}

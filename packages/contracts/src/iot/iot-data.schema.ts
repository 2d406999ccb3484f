import { z } from 'zod';
import { idSchema } from '../common/ids.js';
import { pageQuerySchema } from '../common/paging.js';
import { READING_RESOLUTIONS } from '../devices/device-message.schema.js';
import { IOT_METRIC_PATTERN } from './iot-driver.schema.js';

/** Device data: latest values, series for charts and the readings list (custom spans up to 31 days). */
export const IOT_DATA_SPAN_MAX_DAYS = 31;
/** Readings an export writes at most. */
export const IOT_DATA_EXPORT_MAX = 50_000;

const instant = z.iso.datetime({ offset: true });

/** `to` after `from`, at most 31 days later. */
function withinSpan<T extends z.ZodType<{ from: string; to: string }>>(schema: T) {
  return schema
    .refine((query) => Date.parse(query.to) > Date.parse(query.from), { message: 'dateRangeReversed', path: ['to'] })
    .refine((query) => Date.parse(query.to) - Date.parse(query.from) <= IOT_DATA_SPAN_MAX_DAYS * 86_400_000, {
      message: 'dateRangeTooLong',
      path: ['to'],
    });
}

export const iotDeviceQuerySchema = z.strictObject({ deviceId: idSchema });
const metric = z.string().regex(IOT_METRIC_PATTERN);

export const iotSeriesQuerySchema = withinSpan(
  z.strictObject({ deviceId: idSchema, metric, from: instant, to: instant }),
);
const readingsFilter = { deviceId: idSchema, metric: metric.optional(), from: instant, to: instant };
export const iotReadingsFilterSchema = withinSpan(z.strictObject(readingsFilter));
export const iotReadingsQuerySchema = withinSpan(
  z.strictObject({ ...pageQuerySchema(['at']).shape, ...readingsFilter }),
);

/** One metric of a device as its driver names it, with its latest value. */
export const iotLatestValueSchema = z.object({
  metric: z.string(),
  label: z.string(),
  unit: z.string(),
  decimals: z.number().int().nullable(),
  value: z.number().nullable(),
  at: z.string().nullable(),
});
export type IotLatestValue = z.infer<typeof iotLatestValueSchema>;

export const iotLatestSchema = z.object({
  deviceId: idSchema,
  online: z.boolean(),
  lastSeenAt: z.string().nullable(),
  missingCount: z.number().int(),
  values: z.array(iotLatestValueSchema),
});
export type IotLatest = z.infer<typeof iotLatestSchema>;

export const iotSeriesSchema = z.object({
  resolution: z.enum(READING_RESOLUTIONS),
  points: z.array(z.object({ at: z.string(), min: z.number(), max: z.number(), mean: z.number(), count: z.number() })),
});
export type IotSeries = z.infer<typeof iotSeriesSchema>;

export const iotReadingSchema = z.object({ metric: z.string(), value: z.number(), at: z.string() });
export type IotReading = z.infer<typeof iotReadingSchema>;

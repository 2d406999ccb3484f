import { z } from 'zod';
import { idSchema } from '../common/ids.js';
import { pageQuerySchema } from '../common/paging.js';
import { READING_RESOLUTIONS } from '../devices/device-message.schema.js';
import { instantRangeWithin31Days } from './environ-alarm.schema.js';

const instant = z.iso.datetime({ offset: true });
const point = z.object({ at: z.string(), min: z.number(), max: z.number(), mean: z.number(), count: z.number().int() });

/** Both measures of one device over a span (a §9 range or a 30-day trend). */
export const environSeriesSchema = z.object({
  resolution: z.enum(READING_RESOLUTIONS),
  temperature: z.array(point),
  humidity: z.array(point),
});
export type EnvironSeries = z.infer<typeof environSeriesSchema>;

export const environSeriesQuerySchema = z
  .strictObject({ deviceId: idSchema, from: instant.optional(), to: instant.optional() })
  .superRefine(instantRangeWithin31Days);
export const environTrendQuerySchema = z.strictObject({ deviceId: idSchema });

/** One sample of the readings table. */
export const environReadingSchema = z.object({
  at: z.string(),
  temperature: z.number().nullable(),
  humidity: z.number().nullable(),
});
export type EnvironReading = z.infer<typeof environReadingSchema>;
export const environReadingPageQuerySchema = pageQuerySchema(['at'])
  .extend({ deviceId: idSchema, from: instant.optional(), to: instant.optional() })
  .strict()
  .superRefine(instantRangeWithin31Days);

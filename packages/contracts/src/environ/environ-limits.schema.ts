import { z } from 'zod';
import { idSchema } from '../common/ids.js';

/** The two measures of a temperature and humidity device (°C, %RH). */
export const ENVIRON_METRICS = ['temperature', 'humidity'] as const;
export type EnvironMetric = (typeof ENVIRON_METRICS)[number];
/** Which limit an alarm crossed. */
export const ENVIRON_DIRECTIONS = ['high', 'low'] as const;
export type EnvironDirection = (typeof ENVIRON_DIRECTIONS)[number];

/** What a sensor can measure (the bus's `environ` message takes the same bounds). */
export const ENVIRON_TEMPERATURE_MIN = -100;
export const ENVIRON_TEMPERATURE_MAX = 200;
export const ENVIRON_HUMIDITY_MIN = 0;
export const ENVIRON_HUMIDITY_MAX = 100;
/** Seconds a value stays out of range before it is an alarm (at most a day). */
export const ENVIRON_ALARM_DELAY_MAX = 86_400;
/** The hysteresis band: how far back inside a limit a value must come to end its alarm. */
export const ENVIRON_HYSTERESIS_MAX = 50;

const temperature = z.number().finite().min(ENVIRON_TEMPERATURE_MIN).max(ENVIRON_TEMPERATURE_MAX);
const humidity = z.number().finite().min(ENVIRON_HUMIDITY_MIN).max(ENVIRON_HUMIDITY_MAX);
const band = z.number().finite().min(0).max(ENVIRON_HYSTERESIS_MAX);

/**
 * A device's limits (or the enterprise's default): lower and upper per measure, the alarm delay
 * and the hysteresis bands. "Upper not below lower" (spec 001 §5) is the server's check, worded
 * in the user's language (`environ.upperBelowLower`); {@link upperBelowLower} names the measure.
 */
export const environLimitsSchema = z.strictObject({
  temperatureLower: temperature,
  temperatureUpper: temperature,
  humidityLower: humidity,
  humidityUpper: humidity,
  delaySeconds: z.number().int().min(0).max(ENVIRON_ALARM_DELAY_MAX),
  temperatureHysteresis: band,
  humidityHysteresis: band,
});
export type EnvironLimits = z.infer<typeof environLimitsSchema>;

/** The first measure whose upper limit is below its lower one, or null. */
export function upperBelowLower(limits: EnvironLimits): EnvironMetric | null {
  if (limits.temperatureUpper < limits.temperatureLower) return 'temperature';
  if (limits.humidityUpper < limits.humidityLower) return 'humidity';
  return null;
}

/** The limits an enterprise starts with (a clean room's usual band). */
export const ENVIRON_DEFAULT_LIMITS: EnvironLimits = {
  temperatureLower: 18,
  temperatureUpper: 28,
  humidityLower: 30,
  humidityUpper: 70,
  delaySeconds: 60,
  temperatureHysteresis: 0.5,
  humidityHysteresis: 2,
};

/** The value configuration page: the default and each device's own limits (null: it follows the default). */
export const environValueConfigSchema = z.object({
  defaults: environLimitsSchema,
  devices: z.array(
    z.object({ deviceId: idSchema, code: z.string(), name: z.string(), own: environLimitsSchema.nullable() }),
  ),
});
export type EnvironValueConfig = z.infer<typeof environValueConfigSchema>;

/** Saves the default (no deviceId) or one device's own limits. */
export const environLimitsSaveSchema = environLimitsSchema.extend({ deviceId: idSchema.nullish() });
export type EnvironLimitsSaveInput = z.input<typeof environLimitsSaveSchema>;

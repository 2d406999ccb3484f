import { z } from 'zod';

/** Spec 000 §5: a log key (a log's numeric id) is digits only. */
export const LOG_KEY_MAX = 19;
export const logKeySchema = z.string().trim().max(LOG_KEY_MAX).regex(/^\d+$/, { message: 'digitsOnly' });

/** Spec 000 §5: the exception message filter must not contain double quotes. */
export const LOG_MESSAGE_FILTER_MAX = 200;
export const logMessageFilterSchema = z
  .string()
  .trim()
  .max(LOG_MESSAGE_FILTER_MAX)
  .refine((text) => !text.includes('"'), { message: 'noDoubleQuotes' });

export type LogName = 'operation' | 'exception' | 'visit';

/**
 * How long each log keeps its rows: a system parameter of the platform enterprise (it holds for
 * every enterprise), whole days from `min` to `max`; `defaultDays` while it is unset or invalid.
 */
export const LOG_RETENTION: Readonly<Record<LogName, { code: string; defaultDays: number; min: number; max: number }>> =
  {
    operation: { code: 'sys.log.operationRetentionDays', defaultDays: 180, min: 1, max: 3650 },
    exception: { code: 'sys.log.exceptionRetentionDays', defaultDays: 90, min: 1, max: 3650 },
    visit: { code: 'sys.log.visitRetentionDays', defaultDays: 180, min: 1, max: 3650 },
  };

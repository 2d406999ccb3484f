import { z } from 'zod';
import { idSchema } from '../common/ids.js';

/**
 * The print queue: a direct print that could not reach its printer waits here and is retried
 * with back-off ('Printing failed, added to retry queue').
 */
export const PRINT_JOB_STATES = ['pending', 'sending', 'done', 'failed', 'cancelled'] as const;
export type PrintJobState = (typeof PRINT_JOB_STATES)[number];
/** Attempts before a job is given up (state failed; a manual retry starts a new round). */
export const PRINT_JOB_MAX_ATTEMPTS = 6;
export const PRINT_JOB_ERROR_MAX = 500;

export const printJobSchema = z.object({
  id: idSchema,
  templateId: idSchema.nullable(),
  templateCode: z.string(),
  templateName: z.string(),
  printerAddress: z.string(),
  labelCount: z.number().int(),
  state: z.enum(PRINT_JOB_STATES),
  attempts: z.number().int(),
  maxAttempts: z.number().int(),
  lastError: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PrintJob = z.infer<typeof printJobSchema>;
export const printJobIdSchema = z.strictObject({ id: idSchema });

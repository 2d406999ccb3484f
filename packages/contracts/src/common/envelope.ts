import { z } from 'zod';

/** Every JSON response: `{ success, code, message, data }`. */
export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({
    success: z.boolean(),
    code: z.number().int(),
    message: z.string(),
    data,
  });
}

export const failureEnvelopeSchema = z.object({
  success: z.literal(false),
  code: z.number().int(),
  message: z.string(),
  data: z.null(),
  /** Present on 500s so support can find the log line. */
  requestId: z.string().optional(),
});

export type Envelope<T> = { success: boolean; code: number; message: string; data: T };

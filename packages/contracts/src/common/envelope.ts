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

/**
 * One fact a refusal adds under its headline, as its message key and parameters (so a screen
 * that has its own text for the key can say it in the language shown now) and as the server's
 * text in the reader's language (for every other client).
 */
export const refusalDetailSchema = z.object({
  key: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  message: z.string(),
});
export type RefusalDetail = z.infer<typeof refusalDetailSchema>;

export const failureEnvelopeSchema = z.object({
  success: z.literal(false),
  code: z.number().int(),
  message: z.string(),
  data: z.null(),
  /** Present on 500s so support can find the log line. */
  requestId: z.string().optional(),
  /** What the operator can act on, under the headline `message` (some business refusals). */
  details: z.array(refusalDetailSchema).optional(),
});

export type Envelope<T> = { success: boolean; code: number; message: string; data: T };

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
export const messageParamsSchema = z.record(z.string(), z.union([z.string(), z.number()]));
export type MessageParamValues = z.infer<typeof messageParamsSchema>;

/** A server text as its key and parameters, so a client can say it again in another language. */
export interface SaidMessage {
  key: string;
  params: MessageParamValues;
}

export const refusalDetailSchema = z.object({
  key: z.string(),
  params: messageParamsSchema,
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
  /**
   * The key and parameters `message` was said from (refusals the server words itself), so a screen
   * that keeps the refusal can say it again in another language (`preferenceApi.serverTexts`).
   */
  messageKey: z.string().optional(),
  messageParams: messageParamsSchema.optional(),
  /** What the operator can act on, under the headline `message` (some business refusals). */
  details: z.array(refusalDetailSchema).optional(),
});

export type Envelope<T> = { success: boolean; code: number; message: string; data: T };

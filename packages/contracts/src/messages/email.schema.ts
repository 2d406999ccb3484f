import { z } from 'zod';
import { SINGLE_LINE } from '../common/fields.js';
import { idSchema } from '../common/ids.js';

/** The e-mail page (spec 000 §2 "e-mail sending (plain and HTML)") and the record of every e-mail sent. */

export const EMAIL_KINDS = ['text', 'html'] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];
export const EMAIL_STATUSES = ['sent', 'failed'] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];
/** What sent an e-mail: this page, the push service, a verification code. */
export const EMAIL_SOURCES = ['email-page', 'push', 'verification-code'] as const;

export const EMAIL_RECIPIENTS_MAX = 50;
export const EMAIL_ADDRESS_MAX = 254;
export const EMAIL_SUBJECT_MAX = 200;
export const EMAIL_BODY_MAX = 100_000;

export const emailSendBodySchema = z.strictObject({
  to: z.array(z.string().trim().max(EMAIL_ADDRESS_MAX).pipe(z.email())).min(1).max(EMAIL_RECIPIENTS_MAX),
  subject: z.string().trim().min(1).max(EMAIL_SUBJECT_MAX).regex(SINGLE_LINE),
  kind: z.enum(EMAIL_KINDS).default('text'),
  body: z.string().min(1).max(EMAIL_BODY_MAX),
});
export type EmailSendBody = z.input<typeof emailSendBodySchema>;

export const emailRecordSchema = z.object({
  id: idSchema,
  /** The subject again: what names an e-mail in the list kit (its first column). */
  code: z.string(),
  to: z.array(z.string()),
  subject: z.string(),
  kind: z.enum(EMAIL_KINDS),
  source: z.string(),
  status: z.enum(EMAIL_STATUSES),
  /** The SMTP server's answer, or why the e-mail was not sent. */
  answer: z.string(),
  senderName: z.string().nullable(),
  createdTime: z.string(),
});
export type EmailRecord = z.infer<typeof emailRecordSchema>;

export const emailSendResultSchema = emailRecordSchema.extend({
  /** The HTML tags and attributes the sanitiser removed before sending (`script`, `img onerror`…). */
  removed: z.array(z.string()),
});
export type EmailSendResult = z.infer<typeof emailSendResultSchema>;

const dateFilter = z.iso.date().optional();

export const emailFilters = {
  to: z.string().trim().max(EMAIL_ADDRESS_MAX).optional(),
  /** The subject contains (the list's first column). */
  code: z.string().trim().max(EMAIL_SUBJECT_MAX).optional(),
  status: z.enum(EMAIL_STATUSES).optional(),
  source: z.enum(EMAIL_SOURCES).optional(),
  sentFrom: dateFilter,
  sentTo: dateFilter,
};

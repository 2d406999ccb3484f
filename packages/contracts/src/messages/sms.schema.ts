import { z } from 'zod';
import { idSchema } from '../common/ids.js';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX, sortOrderSchema } from '../common/paging.js';
import { reportDateSchema } from '../reports/report-range.js';

/** SMS records (spec 000 §2 "SMS records", §7 `message_record/query_sms_send_records`). */

export const SMS_STATES = ['sent', 'failed'] as const;
export type SmsState = (typeof SMS_STATES)[number];
/** What sent an SMS. */
export const SMS_SOURCES = ['verification-code', 'push'] as const;
export const SMS_PHONE_FILTER_MAX = 20;

export const smsRecordSchema = z.object({
  id: idSchema,
  phone: z.string(),
  text: z.string(),
  source: z.string(),
  state: z.enum(SMS_STATES),
  /** The provider that took it (`log`, `http`). */
  provider: z.string(),
  /** The provider's answer, or why it failed. */
  answer: z.string(),
  createdTime: z.string(),
});
export type SmsRecord = z.infer<typeof smsRecordSchema>;

/** The filters, without paging (the export's query). Spec 000 §5: both dates required, at most 31 days. */
export const smsFilterSchema = z.strictObject({
  phone: z.string().trim().max(SMS_PHONE_FILTER_MAX).optional(),
  state: z.enum(SMS_STATES).optional(),
  source: z.enum(SMS_SOURCES).optional(),
  startDate: reportDateSchema,
  endDate: reportDateSchema,
});
export type SmsFilter = z.input<typeof smsFilterSchema>;

/** The body of `query_sms_send_records`: the filters and the page. */
export const smsQueryBodySchema = smsFilterSchema.extend({
  pageNo: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
  sortField: z.enum(['createdTime', 'phone', 'state']).optional(),
  sortOrder: sortOrderSchema.optional(),
});
export type SmsQueryBody = z.input<typeof smsQueryBodySchema>;

import { Permissions } from '../access/permissions.js';
import { pageResultSchema } from '../common/paging.js';
import { defineRoute } from '../common/route.js';
import { fileResponseSchema } from '../files/file.schema.js';
import { smsFilterSchema, smsQueryBodySchema, smsRecordSchema } from './sms.schema.js';

const P = Permissions.sys.sms;

export const smsRecordApi = {
  query: defineRoute({
    method: 'POST',
    path: '/message_record/query_sms_send_records',
    summary: 'SMS sent by the product (codes, push) with the provider’s answers, filtered (at most 31 days), paged',
    tag: 'messages',
    access: { permission: P.page },
    body: smsQueryBodySchema,
    response: pageResultSchema(smsRecordSchema),
  }),
  export: defineRoute({
    method: 'GET',
    path: '/message_record/export_sms_send_records',
    summary: 'The filtered SMS records as an .xlsx file (blob, not an envelope)',
    tag: 'messages',
    access: { permission: P.export },
    query: smsFilterSchema,
    response: fileResponseSchema,
  }),
};

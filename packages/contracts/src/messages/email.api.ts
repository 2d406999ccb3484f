import { Permissions } from '../access/permissions.js';
import { defineResource } from '../common/resource.js';
import { defineRoute } from '../common/route.js';
import { emailFilters, emailRecordSchema, emailSendBodySchema, emailSendResultSchema } from './email.schema.js';

const P = Permissions.sys.email;

/** Sent e-mails, listed on the resource kit: `/email/page`. */
export const emailRecordApi = defineResource(
  {
    path: 'email',
    noun: 'E-mail',
    nouns: 'Sent e-mails',
    tag: 'messages',
    permissions: { page: P.page },
    schemas: { record: emailRecordSchema, add: emailSendBodySchema, edit: emailSendBodySchema, filters: emailFilters },
    sortFields: ['createdTime', 'code', 'status'],
    notes: { page: 'sort by code sorts by subject' },
  },
  [],
);

export const emailApi = {
  ...emailRecordApi,
  send: defineRoute({
    method: 'POST',
    path: '/email/send',
    summary:
      'Sends an e-mail through the configured SMTP server (HTML is sanitised first) and records it; 422 when no SMTP server is configured',
    tag: 'messages',
    access: { permission: P.send },
    body: emailSendBodySchema,
    response: emailSendResultSchema,
  }),
};

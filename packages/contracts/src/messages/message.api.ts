import { z } from 'zod';
import { Permissions } from '../access/permissions.js';
import { idSchema } from '../common/ids.js';
import { pageQuerySchema, pageResultSchema } from '../common/paging.js';
import { defineResource } from '../common/resource.js';
import { defineRoute } from '../common/route.js';
import {
  MESSAGE_BULK_READ_FIELD,
  messageBulkReadResultSchema,
  messageRecordSchema,
  messageSendBodySchema,
  messageSendDetailSchema,
  messageSendFilters,
  messageSendRecordSchema,
  messageSendResultSchema,
  sentMessageSchema,
} from './message.schema.js';

/** `read`: 'false' the unread list, 'true' the read list, absent both; newest first. */
export const messagePullQuerySchema = pageQuerySchema(['publicTime'])
  .extend({ read: z.enum(['true', 'false']).optional() })
  .strict();

export const messagePullSentQuerySchema = pageQuerySchema(['publicTime']).strict();

export const messageReadQuerySchema = z.strictObject({ messageRecordWithTargetId: idSchema });

export const messagePullResultSchema = pageResultSchema(messageRecordSchema).extend({
  /** All of the caller's unread messages, whatever the page. */
  unreadCount: z.number().int(),
});
export type MessagePullResult = z.infer<typeof messagePullResultSchema>;

export const messageRecordApi = {
  pull: defineRoute({
    method: 'GET',
    path: '/message_record/pull',
    summary: "The caller's messages, newest first, with the unread count",
    tag: 'messages',
    access: 'session',
    query: messagePullQuerySchema,
    response: messagePullResultSchema,
  }),
  pullSent: defineRoute({
    method: 'GET',
    path: '/message_record/pull_sent',
    summary: 'Messages the caller sent, newest first, with how many recipients read each',
    tag: 'messages',
    access: 'session',
    query: messagePullSentQuerySchema,
    response: pageResultSchema(sentMessageSchema),
  }),
  read: defineRoute({
    method: 'PUT',
    path: '/message_record/read',
    summary: "Marks one of the caller's messages read (state 3); marking a read one again changes nothing",
    tag: 'messages',
    access: 'session',
    query: messageReadQuerySchema,
    response: messageRecordSchema,
  }),
  /**
   * multipart/form-data with the field `messageRecordWithTargetIds` repeated once per id (spec 000
   * §7); no JSON body. All or nothing: one id that is not the caller's refuses the whole request.
   */
  bulkRead: defineRoute({
    method: 'PUT',
    path: '/message_record/bulk_read',
    summary: `Marks several of the caller's messages read (multipart, field ${MESSAGE_BULK_READ_FIELD} repeated)`,
    tag: 'messages',
    access: 'session',
    response: messageBulkReadResultSchema,
  }),
  send: defineRoute({
    method: 'POST',
    path: '/message_record/send',
    summary: 'Sends a message to users of the enterprise; each recipient gets ReceiveNewMessage',
    tag: 'messages',
    access: { permission: Permissions.sys.message.send },
    body: messageSendBodySchema,
    response: messageSendResultSchema,
  }),
};

const M = Permissions.sys.message;

/**
 * The message centre (every send of the enterprise) on the resource kit:
 * `/message_record/page|detail|delete`; the detail lists each recipient and whether they read it.
 */
export const messageCentreApi = defineResource(
  {
    path: 'message_record',
    noun: 'Sent message',
    nouns: 'Sent messages',
    tag: 'messages',
    permissions: { page: M.page, get: M.get, delete: M.delete },
    schemas: {
      record: messageSendRecordSchema,
      add: messageSendBodySchema,
      edit: messageSendBodySchema,
      filters: messageSendFilters,
      detail: messageSendDetailSchema,
    },
    sortFields: ['publicTime', 'code', 'type', 'recipientCount'],
    notes: { page: 'sort by code sorts by title', delete: 'removes the message from its recipients too' },
  },
  ['detail', 'delete'],
);

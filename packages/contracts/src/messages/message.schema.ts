import { z } from 'zod';
import { idSchema } from '../common/ids.js';

/**
 * Message records of spec 000 §3 "Message record": one record per send, one row per recipient
 * (`messageRecordWithTargetId`), each with its own state.
 */

/** Spec 000 §4: a message is unread until clicked or marked, then read (state 3). */
export const MessageState = { UNREAD: 1, READ: 3 } as const;
export type MessageState = (typeof MessageState)[keyof typeof MessageState];

/** What a message is about: a plain notification, an alert raised by the floor, or a to-do. */
export const MessageType = { NOTIFICATION: 1, ALERT: 2, TODO: 3 } as const;
export type MessageType = (typeof MessageType)[keyof typeof MessageType];

/** Where a message's button opens `pagePath`: in the console (`self`) or in a new window (`blank`). */
export const MESSAGE_JUMP_TARGETS = ['self', 'blank'] as const;
export type MessageJumpTarget = (typeof MESSAGE_JUMP_TARGETS)[number];

export const MESSAGE_TITLE_MAX = 50;
export const MESSAGE_CONTENT_MAX = 2000;
export const MESSAGE_BTN_TEXT_MAX = 20;
export const MESSAGE_EVENT_MAX = 50;
export const MESSAGE_PAGE_PATH_MAX = 300;
/** Recipients of one send, and ids of one bulk_read. */
export const MESSAGE_RECIPIENTS_MAX = 500;
export const MESSAGE_BULK_READ_MAX = 500;
/** Users one send may reach once its organisations and roles are expanded. */
export const MESSAGE_AUDIENCE_MAX = 5000;
/** Spec 000 §9: the header's message card pulls 99 at a time. */
export const MESSAGE_PULL_PAGE_SIZE = 99;
/** The multipart field bulk_read repeats, once per id (spec 000 §7). */
export const MESSAGE_BULK_READ_FIELD = 'messageRecordWithTargetIds';

/** One message as its recipient sees it (`message_record/pull`, hub `ReceiveNewMessage`). */
/** What a send says, the same for its sender and each recipient. */
const messageContentFields = {
  type: z.number().int(),
  title: z.string(),
  content: z.string(),
  eventType: z.string().nullable(),
  eventCode: z.string().nullable(),
  btnText: z.string().nullable(),
  jumpTarget: z.enum(MESSAGE_JUMP_TARGETS).nullable(),
  pagePath: z.string().nullable(),
};

export const messageRecordSchema = z.object({
  /** The recipient's row: what `read` and `bulk_read` take. */
  messageRecordWithTargetId: idSchema,
  /** The send this row belongs to (shared by all its recipients). */
  messageRecordId: idSchema,
  state: z.literal([MessageState.UNREAD, MessageState.READ]),
  ...messageContentFields,
  senderId: idSchema.nullable(),
  /** Null for messages the system raises itself. */
  senderName: z.string().nullable(),
  publicTime: z.string(),
  createdTime: z.string(),
  readTime: z.string().nullable(),
});
export type MessageRecord = z.infer<typeof messageRecordSchema>;

/** One send as its sender sees it (`message_record/pull_sent`). */
export const sentMessageSchema = z.object({
  messageRecordId: idSchema,
  ...messageContentFields,
  publicTime: z.string(),
  createdTime: z.string(),
  recipientCount: z.number().int(),
  readCount: z.number().int(),
});
export type SentMessage = z.infer<typeof sentMessageSchema>;

/** One line of text: no control characters. */
const SINGLE_LINE = /^[^\p{Cc}\p{Cs}]*$/u;
/** Text with line breaks and tabs, but no other control characters. */
const MULTI_LINE = /^(?:[^\p{Cc}\p{Cs}]|[\t\n\r])*$/u;
/** A console route (`/work-order/list?id=1`) or an http(s) address, without spaces. */
const PAGE_PATH = /^(?:\/|https?:\/\/)[\x21-\x7e]*$/;
const EVENT = /^[A-Za-z0-9_.:-]+$/;

export const messageSendBodySchema = z
  .strictObject({
    title: z.string().trim().min(1).max(MESSAGE_TITLE_MAX).regex(SINGLE_LINE),
    content: z.string().trim().min(1).max(MESSAGE_CONTENT_MAX).regex(MULTI_LINE),
    type: z.literal([MessageType.NOTIFICATION, MessageType.ALERT, MessageType.TODO]).default(MessageType.NOTIFICATION),
    /** Recipients: these users, the users of these organisations (and their sub-organisations), the holders of these roles. */
    userIds: z.array(idSchema).max(MESSAGE_RECIPIENTS_MAX).default([]),
    orgIds: z.array(idSchema).max(MESSAGE_RECIPIENTS_MAX).default([]),
    roleIds: z.array(idSchema).max(MESSAGE_RECIPIENTS_MAX).default([]),
    eventType: z.string().trim().min(1).max(MESSAGE_EVENT_MAX).regex(EVENT).nullish(),
    eventCode: z.string().trim().min(1).max(MESSAGE_EVENT_MAX).regex(EVENT).nullish(),
    btnText: z.string().trim().min(1).max(MESSAGE_BTN_TEXT_MAX).regex(SINGLE_LINE).nullish(),
    jumpTarget: z.enum(MESSAGE_JUMP_TARGETS).nullish(),
    pagePath: z.string().trim().min(1).max(MESSAGE_PAGE_PATH_MAX).regex(PAGE_PATH).nullish(),
  })
  .superRefine((body, ctx) => {
    if (body.userIds.length + body.orgIds.length + body.roleIds.length === 0) {
      ctx.addIssue({ code: 'too_small', origin: 'array', minimum: 1, inclusive: true, path: ['userIds'], input: [] });
    }
    // A button or a jump target means nothing without somewhere to go.
    for (const field of ['btnText', 'jumpTarget'] as const) {
      if (body[field] && !body.pagePath) {
        ctx.addIssue({ code: 'invalid_type', expected: 'string', path: ['pagePath'], input: undefined });
        return;
      }
    }
  });
export type MessageSendBody = z.input<typeof messageSendBodySchema>;

export const messageSendResultSchema = z.object({
  messageRecordId: idSchema,
  recipientCount: z.number().int(),
});
export type MessageSendResult = z.infer<typeof messageSendResultSchema>;

/** The multipart form of `bulk_read`, once its repeated fields are gathered. */
export const messageBulkReadFormSchema = z.strictObject({
  [MESSAGE_BULK_READ_FIELD]: z.array(idSchema).min(1).max(MESSAGE_BULK_READ_MAX),
});

export const messageBulkReadResultSchema = z.object({
  /** Rows that went from unread to read (already-read rows are not counted). */
  changed: z.number().int(),
  unreadCount: z.number().int(),
});
export type MessageBulkReadResult = z.infer<typeof messageBulkReadResultSchema>;

/** One send as the enterprise's message centre lists it (every sender's). */
export const messageSendRecordSchema = sentMessageSchema.extend({
  id: idSchema,
  /** The title again: what names a send in the list kit (its first column). */
  code: z.string(),
  senderId: idSchema.nullable(),
  senderName: z.string().nullable(),
});
export type MessageSendRecord = z.infer<typeof messageSendRecordSchema>;

/** One recipient of a send and whether they read it. */
export const messageRecipientSchema = z.object({
  messageRecordWithTargetId: idSchema,
  userId: idSchema,
  /** Null when the user has been deleted since. */
  userName: z.string().nullable(),
  state: z.literal([MessageState.UNREAD, MessageState.READ]),
  readTime: z.string().nullable(),
});
export type MessageRecipient = z.infer<typeof messageRecipientSchema>;

export const messageSendDetailSchema = messageSendRecordSchema.extend({ recipients: z.array(messageRecipientSchema) });
export type MessageSendDetail = z.infer<typeof messageSendDetailSchema>;

const dateFilter = z.iso.date().optional();

/** The message centre's filters: title contains (`code`, the list's first column), type, sender's name, sent between two days. */
export const messageSendFilters = {
  code: z.string().trim().max(MESSAGE_TITLE_MAX).optional(),
  type: z.coerce
    .number()
    .pipe(z.literal([MessageType.NOTIFICATION, MessageType.ALERT, MessageType.TODO]))
    .optional(),
  senderName: z.string().trim().max(50).optional(),
  sentFrom: dateFilter,
  sentTo: dateFilter,
};

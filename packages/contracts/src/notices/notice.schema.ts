import { z } from 'zod';
import { containsFilterSchema } from '../common/fields.js';
import { idSchema } from '../common/ids.js';

/** Notice announcements of spec 000 §3 "Notice" and §4 (draft, released, withdrawn). */

export const NoticeState = { DRAFT: 0, RELEASED: 1, WITHDRAWN: 2 } as const;
export type NoticeState = (typeof NoticeState)[keyof typeof NoticeState];

/** The groups of the received list (and the tabs of the header's notice bell), in this order. */
export const NoticeType = { NOTICE: 1, ANNOUNCEMENT: 2 } as const;
export type NoticeType = (typeof NoticeType)[keyof typeof NoticeType];
export const NOTICE_TYPES = [NoticeType.NOTICE, NoticeType.ANNOUNCEMENT] as const;

export const NOTICE_TITLE_MAX = 100;
export const NOTICE_CONTENT_MAX = 5000;
export const NOTICE_RECIPIENTS_MAX = 1000;
/** Spec 000 §7/§9: the received list shows up to 6 notices per group. */
export const NOTICE_GROUP_SIZE = 6;
/** How many unread notices `/sysNotice/unread` lists by default. */
export const NOTICE_UNREAD_LATEST = 5;

/** A released notice as one of its recipients sees it. */
export const receivedNoticeSchema = z.object({
  id: idSchema,
  title: z.string(),
  content: z.string(),
  type: z.number().int(),
  publicTime: z.string(),
  read: z.boolean(),
  /** Who released it. */
  senderName: z.string().nullable(),
});
export type ReceivedNotice = z.infer<typeof receivedNoticeSchema>;

/** One group of the received list: the newest notices of one type, and how many there are. */
export const noticeGroupSchema = z.object({
  type: z.number().int(),
  /** The type's name in the request's language. */
  typeName: z.string(),
  rows: z.array(receivedNoticeSchema),
  totalRows: z.number().int(),
  unreadCount: z.number().int(),
});
export type NoticeGroup = z.infer<typeof noticeGroupSchema>;

/** A notice as its administrators see it. */
export const noticeSchema = z.object({
  id: idSchema,
  /** The title again: what names a notice in the list kit (its first column, its delete question). */
  code: z.string(),
  title: z.string(),
  content: z.string(),
  type: z.number().int(),
  state: z.number().int(),
  /** Released to every user of the enterprise, present and future. */
  allUsers: z.boolean(),
  /** The chosen recipients (empty when allUsers). */
  userIds: z.array(idSchema),
  createdBy: idSchema.nullable(),
  publisherName: z.string().nullable(),
  publicTime: z.string().nullable(),
  withdrawnTime: z.string().nullable(),
  createdTime: z.string(),
});
export type Notice = z.infer<typeof noticeSchema>;

const SINGLE_LINE = /^[^\p{Cc}\p{Cs}]*$/u;
const MULTI_LINE = /^(?:[^\p{Cc}\p{Cs}]|[\t\n\r])*$/u;

const noticeFields = {
  title: z.string().trim().min(1).max(NOTICE_TITLE_MAX).regex(SINGLE_LINE),
  content: z.string().trim().min(1).max(NOTICE_CONTENT_MAX).regex(MULTI_LINE),
  type: z.literal(NOTICE_TYPES).default(NoticeType.NOTICE),
  allUsers: z.boolean().default(false),
  userIds: z.array(idSchema).max(NOTICE_RECIPIENTS_MAX).default([]),
};

/** Spec 000 §5: recipients are required (every user, or at least one chosen). */
function recipientsRequired(body: { allUsers: boolean; userIds: string[] }, ctx: z.RefinementCtx): void {
  if (!body.allUsers && body.userIds.length === 0) {
    ctx.addIssue({
      code: 'too_small',
      origin: 'array',
      minimum: 1,
      inclusive: true,
      path: ['userIds'],
      input: body.userIds,
    });
  }
}

/** Spec 000 §5: content and recipients are required. */
export const noticeAddBodySchema = z.strictObject(noticeFields).superRefine(recipientsRequired);
/** Only a draft may be edited (the server refuses the others with 409). */
export const noticeEditBodySchema = z.strictObject({ id: idSchema, ...noticeFields }).superRefine(recipientsRequired);
export type NoticeEditBody = z.input<typeof noticeEditBodySchema>;

const dateFilter = z.iso.date().optional();

/** The administrators' list filters: title contains (`code`, the list's first column), type, state, created between two days. */
export const noticeFilters = {
  code: containsFilterSchema(NOTICE_TITLE_MAX),
  type: z.coerce.number().pipe(z.literal(NOTICE_TYPES)).optional(),
  state: z.coerce
    .number()
    .pipe(z.literal([NoticeState.DRAFT, NoticeState.RELEASED, NoticeState.WITHDRAWN]))
    .optional(),
  createdFrom: dateFilter,
  createdTo: dateFilter,
};

/** Spec 000 §4: a notice may be edited only as a draft. */
export function noticeEditable(state: number): boolean {
  return state === NoticeState.DRAFT;
}

/** A released notice must be withdrawn before it is deleted (it is on its recipients' lists). */
export function noticeDeletable(state: number): boolean {
  return state !== NoticeState.RELEASED;
}

export type NoticeAddBody = z.input<typeof noticeAddBodySchema>;

export const noticeIdBodySchema = z.strictObject({ id: idSchema });

import { z } from 'zod';
import { Permissions } from '../access/permissions.js';
import { idSchema } from '../common/ids.js';
import { PAGE_SIZE_MAX } from '../common/paging.js';
import { defineResource } from '../common/resource.js';
import { defineRoute } from '../common/route.js';
import {
  NOTICE_GROUP_SIZE,
  NOTICE_TYPES,
  NOTICE_UNREAD_LATEST,
  noticeAddBodySchema,
  noticeEditBodySchema,
  noticeFilters,
  noticeGroupSchema,
  noticeIdBodySchema,
  noticeSchema,
  receivedNoticeSchema,
} from './notice.schema.js';

const P = Permissions.sys.notice;

/**
 * The received list, grouped by type (spec 000 §7: pageSize 6). `type` narrows it to one group
 * and `pageNo` pages within each group, for a "more" view.
 */
export const noticeReceivedQuerySchema = z.strictObject({
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(NOTICE_GROUP_SIZE),
  type: z.coerce.number().pipe(z.literal(NOTICE_TYPES)).optional(),
});

export const noticeUnreadQuerySchema = z.strictObject({
  pageSize: z.coerce.number().int().min(1).max(50).default(NOTICE_UNREAD_LATEST),
});

export const noticeUnreadResultSchema = z.object({
  unreadCount: z.number().int(),
  /** The newest unread notices, at most pageSize. */
  rows: z.array(receivedNoticeSchema),
});
export type NoticeUnreadResult = z.infer<typeof noticeUnreadResultSchema>;

export const noticeReadQuerySchema = z.strictObject({ id: idSchema });

export const noticeApi = {
  received: defineRoute({
    method: 'GET',
    path: '/sysNotice/received',
    summary: 'Notices released to the caller, grouped by type, newest first, with totalRows per group',
    tag: 'notices',
    access: 'session',
    query: noticeReceivedQuerySchema,
    response: z.array(noticeGroupSchema),
  }),
  unread: defineRoute({
    method: 'GET',
    path: '/sysNotice/unread',
    summary: "The caller's unread released notices: how many, and the newest few",
    tag: 'notices',
    access: 'session',
    query: noticeUnreadQuerySchema,
    response: noticeUnreadResultSchema,
  }),
  read: defineRoute({
    method: 'PUT',
    path: '/sysNotice/read',
    summary: 'Marks a notice released to the caller read; marking it again changes nothing',
    tag: 'notices',
    access: 'session',
    query: noticeReadQuerySchema,
    response: receivedNoticeSchema,
  }),
  add: defineRoute({
    method: 'POST',
    path: '/sysNotice/add',
    summary: 'Drafts a notice (content and recipients required)',
    tag: 'notices',
    access: { permission: P.add },
    body: noticeAddBodySchema,
    response: noticeSchema,
  }),
  publish: defineRoute({
    method: 'POST',
    path: '/sysNotice/publish',
    summary: 'Releases a draft or withdrawn notice; its recipients get ReceiveMessage',
    tag: 'notices',
    access: { permission: P.publish },
    body: noticeIdBodySchema,
    response: noticeSchema,
  }),
  withdraw: defineRoute({
    method: 'POST',
    path: '/sysNotice/withdraw',
    summary: 'Withdraws a released notice: it leaves its recipients’ lists',
    tag: 'notices',
    access: { permission: P.withdraw },
    body: noticeIdBodySchema,
    response: noticeSchema,
  }),
};

/**
 * The administrators' notice list on the resource kit: `/sysNotice/page|detail|edit|delete`
 * (add, publish and withdraw are above). Edit only as a draft; delete a draft or a withdrawn one.
 */
export const noticeAdminApi = defineResource(
  {
    path: 'sysNotice',
    noun: 'Notice',
    nouns: 'Notices',
    tag: 'notices',
    permissions: { page: P.page, get: P.get, add: P.add, edit: P.edit, delete: P.delete },
    schemas: { record: noticeSchema, add: noticeAddBodySchema, edit: noticeEditBodySchema, filters: noticeFilters },
    sortFields: ['code', 'type', 'state', 'publicTime', 'createdTime'],
    notes: {
      page: 'sort by code sorts by title',
      edit: 'a draft only, else 409',
      delete: 'a draft or withdrawn notice; a released one must be withdrawn first, else 409',
    },
  },
  ['detail', 'edit', 'delete'],
);

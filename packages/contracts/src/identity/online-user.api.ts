import { z } from 'zod';
import { Permissions } from '../access/permissions.js';
import { oneLineSchema } from '../common/fields.js';
import { idSchema } from '../common/ids.js';
import { pageQuerySchema, pageResultSchema } from '../common/paging.js';
import { defineRoute } from '../common/route.js';

export const onlineUserSchema = z.object({
  /** The session's id, also as `id` and `code` (the list's row key and key column). */
  id: idSchema,
  code: idSchema,
  sessionId: idSchema,
  userId: idSchema,
  account: z.string(),
  name: z.string(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  signedInAt: z.string(),
  lastSeenAt: z.string(),
});
export type OnlineUser = z.infer<typeof onlineUserSchema>;

export const onlineUserPageQuerySchema = pageQuerySchema([
  'code',
  'account',
  'name',
  'signedInAt',
  'lastSeenAt',
]).extend({
  /** One session, by its id. */
  code: idSchema.optional(),
  account: z.string().trim().max(64).optional(),
});

/** The administrator's words shown to the user forced offline (blank: the standard notice). */
export const FORCE_OFFLINE_MESSAGE_MAX = 200;

export const forceOfflineBodySchema = z.strictObject({
  sessionId: idSchema,
  message: oneLineSchema(FORCE_OFFLINE_MESSAGE_MAX).optional(),
});

export const onlineUserApi = {
  page: defineRoute({
    method: 'GET',
    path: '/online_user/page',
    summary: 'Live sessions of the enterprise',
    tag: 'online-users',
    access: { permission: Permissions.sys.onlineUser.page },
    query: onlineUserPageQuerySchema.strict(),
    response: pageResultSchema(onlineUserSchema),
  }),
  forceOffline: defineRoute({
    method: 'POST',
    path: '/online_user/force_offline',
    summary: 'End a session now; its sockets receive ForceOffline with the administrator’s message',
    tag: 'online-users',
    access: { permission: Permissions.sys.onlineUser.forceOffline },
    body: forceOfflineBodySchema,
    response: z.null(),
  }),
};

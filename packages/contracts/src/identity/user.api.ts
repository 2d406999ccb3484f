import { z } from 'zod';
import { Permissions } from '../access/permissions.js';
import { idSchema } from '../common/ids.js';
import { pageQuerySchema, pageResultSchema, repeatedParam } from '../common/paging.js';
import { defineRoute } from '../common/route.js';
import { fileResponseSchema } from '../files/file.schema.js';
import { USER_NAME_MAX } from '../registration/registration.schema.js';
import {
  USER_ACCOUNT_MAX,
  USER_EXPORT_MAX_ROWS,
  USER_PICKER_MAX,
  userAddBodySchema,
  userAuthRoleBodySchema,
  userBriefSchema,
  userChangeStateBodySchema,
  userEditBodySchema,
  userGrantDataBodySchema,
  userIdQuerySchema,
  userOwnDataSchema,
  userSchema,
  userStateSchema,
  verifyUserPasswordQuerySchema,
} from './user.schema.js';

const P = Permissions.sys.user;

/** The columns the user list may be sorted by. */
export const USER_SORT_FIELDS = ['name', 'account', 'jobNumber', 'status', 'createdAt'] as const;

/** The filters of the user list, shared by `page` and the two exports. */
export const userFilterSchema = z.object({
  /** An organisation: users of it and of every organisation below it. */
  orgId: idSchema.optional(),
  /** Substring of the account. */
  account: z.string().trim().max(USER_ACCOUNT_MAX).optional(),
  /** Substring of the name. */
  name: z.string().trim().max(USER_NAME_MAX).optional(),
  /** Substring of the phone number. */
  phone: z.string().trim().max(32).optional(),
  status: z.coerce.number().pipe(userStateSchema).optional(),
});
export type UserFilter = z.infer<typeof userFilterSchema>;

export const userPageQuerySchema = pageQuerySchema(USER_SORT_FIELDS).extend(userFilterSchema.shape).strict();
export type UserPageQuery = z.input<typeof userPageQuerySchema>;

/** `GET /user/export`: the current filter and order of the list, every page. */
export const userExportQuerySchema = pageQuerySchema(USER_SORT_FIELDS)
  .pick({ sortField: true, sortOrder: true })
  .extend(userFilterSchema.shape)
  .strict();

/** `POST /user/exporter_user`: the chosen rows of the list. */
export const userExporterBodySchema = z.strictObject({
  ids: z.array(idSchema).min(1).max(USER_EXPORT_MAX_ROWS),
});

/** Picker lists: a search word over account, name and job number; optional organisation subtree. */
export const userSelectorQuerySchema = z.strictObject({
  keyword: z.string().trim().max(USER_NAME_MAX).optional(),
  orgId: idSchema.optional(),
  /** Only users who may sign in (default) or every user. */
  includeDisabled: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .default(false),
  limit: z.coerce.number().int().min(1).max(USER_PICKER_MAX).default(50),
});

/** Picker page: the same search, paged, for large enterprises. */
export const userBasicListQuerySchema = pageQuerySchema(['name', 'account', 'jobNumber'])
  .extend({ keyword: z.string().trim().max(USER_NAME_MAX).optional(), orgId: idSchema.optional() })
  .strict();

/** Names for ids the caller already holds (tables show names, not ids). */
export const userNameQuerySchema = z.strictObject({
  ids: repeatedParam(idSchema).pipe(z.array(idSchema).min(1).max(USER_PICKER_MAX)),
});
export const userNameRowSchema = z.object({ id: idSchema, account: z.string(), name: z.string() });
export type UserNameRow = z.infer<typeof userNameRowSchema>;

export const userApi = {
  page: defineRoute({
    method: 'GET',
    path: '/user/page',
    summary: "Users of the enterprise inside the caller's data scope, filtered, sorted and paged",
    tag: 'users',
    access: { permission: P.page },
    query: userPageQuerySchema,
    response: pageResultSchema(userSchema),
  }),
  single: defineRoute({
    method: 'GET',
    path: '/user/single_user',
    summary: 'One user with roles, for the edit form (outside the data scope: not found)',
    tag: 'users',
    access: { permission: P.get },
    query: userIdQuerySchema,
    response: userSchema,
  }),
  simple: defineRoute({
    method: 'GET',
    path: '/user/simple_user',
    summary: 'One user, brief (name, organisation, avatar), for cards and pickers',
    tag: 'users',
    access: 'session',
    query: userIdQuerySchema,
    response: userBriefSchema,
  }),
  userName: defineRoute({
    method: 'GET',
    path: '/user/user_name',
    summary: 'Account and name of each given user id inside the data scope (unknown ids are left out)',
    tag: 'users',
    access: 'session',
    query: userNameQuerySchema,
    response: z.array(userNameRowSchema),
  }),
  selector: defineRoute({
    method: 'GET',
    path: '/user/selector',
    summary: 'Users for a picker: search by account, name or job number, at most `limit` rows',
    tag: 'users',
    access: 'session',
    query: userSelectorQuerySchema,
    response: z.array(userBriefSchema),
  }),
  basicList: defineRoute({
    method: 'GET',
    path: '/user/user_basic_list',
    summary: 'Users for a picker, paged',
    tag: 'users',
    access: 'session',
    query: userBasicListQuerySchema,
    response: pageResultSchema(userBriefSchema),
  }),
  ownData: defineRoute({
    method: 'GET',
    path: '/user/ownData',
    summary: "The organisations granted to a user as custom data (the grant-data dialog's ticks)",
    tag: 'users',
    access: { permission: P.grantData },
    query: userIdQuerySchema,
    response: userOwnDataSchema,
  }),
  verifyPassword: defineRoute({
    method: 'GET',
    path: '/user/verify_user_pwd',
    summary: 'Whether the password is the signed-in user’s own (before a sensitive action)',
    tag: 'users',
    access: 'session',
    query: verifyUserPasswordQuerySchema,
    response: z.boolean(),
  }),
  add: defineRoute({
    method: 'POST',
    path: '/user/add',
    summary: 'Add a user (account unique across the platform; initial password: the default password)',
    tag: 'users',
    access: { permission: P.add },
    body: userAddBodySchema,
    response: userSchema,
  }),
  edit: defineRoute({
    method: 'PUT',
    path: '/user/edit',
    summary: 'Edit a user (not the super administrator)',
    tag: 'users',
    access: { permission: P.edit },
    body: userEditBodySchema,
    response: userSchema,
  }),
  changeState: defineRoute({
    method: 'PUT',
    path: '/user/change_state',
    summary:
      'Enable (permission sys:user:enable) or disable (sys:user:disable) a user; disabling signs them out at once (ForceOffline)',
    tag: 'users',
    // The code depends on the target state, so the handler checks it.
    access: 'session',
    body: userChangeStateBodySchema,
    response: userSchema,
  }),
  resetPassword: defineRoute({
    method: 'PUT',
    path: '/user/reset_password',
    summary: 'Set the default password of the system parameters; ends the user’s sessions',
    tag: 'users',
    access: { permission: P.resetPassword },
    query: userIdQuerySchema,
    response: z.null(),
  }),
  authRole: defineRoute({
    method: 'POST',
    path: '/user/auth_role',
    summary: 'Replace the roles of a user (not the super administrator)',
    tag: 'users',
    access: { permission: P.grantRole },
    body: userAuthRoleBodySchema,
    response: userSchema,
  }),
  grantData: defineRoute({
    method: 'POST',
    path: '/user/grantData',
    summary: 'Replace the organisations granted to a user as custom data',
    tag: 'users',
    access: { permission: P.grantData },
    body: userGrantDataBodySchema,
    response: userOwnDataSchema,
  }),
  delete: defineRoute({
    method: 'DELETE',
    path: '/user/delete',
    summary: 'Delete a user (not yourself, not the super or enterprise administrator)',
    tag: 'users',
    access: { permission: P.delete },
    query: userIdQuerySchema,
    response: z.null(),
  }),
  export: defineRoute({
    method: 'GET',
    path: '/user/export',
    summary: 'The filtered list as an .xlsx file (blob, not an envelope)',
    tag: 'users',
    access: { permission: P.export },
    query: userExportQuerySchema,
    response: fileResponseSchema,
  }),
  exporterUser: defineRoute({
    method: 'POST',
    path: '/user/exporter_user',
    summary: 'The chosen users as an .xlsx file (blob, not an envelope)',
    tag: 'users',
    access: { permission: P.export },
    body: userExporterBodySchema,
    response: fileResponseSchema,
  }),
};

import { z } from 'zod';
import { idSchema } from '../common/ids.js';

/** Spec 000 §3 "Role": name, code, authorised menus, data scope (plus sort, enabled, remark). */

/** Spec 000 §6 data scopes. */
export const DataScopeKind = { ALL: 1, DEPT_AND_BELOW: 2, DEPT: 3, SELF: 4, CUSTOM: 5 } as const;
export type DataScopeKind = (typeof DataScopeKind)[keyof typeof DataScopeKind];
export const DATA_SCOPE_KINDS = [
  DataScopeKind.ALL,
  DataScopeKind.DEPT_AND_BELOW,
  DataScopeKind.DEPT,
  DataScopeKind.SELF,
  DataScopeKind.CUSTOM,
] as const;

export const ROLE_NAME_MAX = 50;
export const ROLE_CODE_MAX = 50;
export const ROLE_REMARK_MAX = 200;
export const ROLE_SORT_MAX = 99999;
export const ROLE_CODE_PATTERN = /^[A-Za-z0-9_.-]+$/;
/** At most this many menus and buttons, or organisations, in one grant. */
export const ROLE_GRANT_MAX = 5000;

const SINGLE_LINE = /^[^\p{Cc}\p{Cs}]*$/u;

export const roleSchema = z.object({
  id: idSchema,
  name: z.string(),
  code: z.string(),
  sort: z.number().int(),
  enabled: z.boolean(),
  remark: z.string().nullable(),
  dataScope: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Role = z.infer<typeof roleSchema>;

export const roleOptionSchema = z.object({ id: idSchema, name: z.string(), code: z.string() });
export type RoleOption = z.infer<typeof roleOptionSchema>;

export const roleDetailSchema = roleSchema.extend({
  /** Granted menus and buttons. */
  menuIds: z.array(idSchema),
  /** The organisations of a CUSTOM data scope. */
  orgIds: z.array(idSchema),
  /** How many users hold the role. */
  userCount: z.number().int(),
});
export type RoleDetail = z.infer<typeof roleDetailSchema>;

export const roleFieldsSchema = z.strictObject({
  name: z.string().trim().min(1).max(ROLE_NAME_MAX).regex(SINGLE_LINE),
  code: z.string().trim().min(1).max(ROLE_CODE_MAX).regex(ROLE_CODE_PATTERN),
  sort: z.number().int().min(0).max(ROLE_SORT_MAX).default(0),
  enabled: z.boolean().default(true),
  remark: z.string().trim().max(ROLE_REMARK_MAX).regex(SINGLE_LINE).nullish(),
});
export const roleAddSchema = roleFieldsSchema;
export const roleEditSchema = roleFieldsSchema.extend({ id: idSchema });
export const roleIdSchema = z.strictObject({ id: idSchema });

export const roleGrantMenuSchema = z.strictObject({
  id: idSchema,
  /** Replaces the role's menus and buttons; each must be one the enterprise may grant. */
  menuIds: z.array(idSchema).max(ROLE_GRANT_MAX),
});

export const roleDataGrantSchema = z.strictObject({
  dataScope: z.literal(DATA_SCOPE_KINDS),
  /** The organisations of a CUSTOM scope (ignored, and cleared, for the other scopes). */
  orgIds: z.array(idSchema).max(ROLE_GRANT_MAX).default([]),
});
export type RoleDataGrant = z.infer<typeof roleDataGrantSchema>;
export const roleGrantDataSchema = roleDataGrantSchema.extend({ id: idSchema });

import { z } from 'zod';
import { Permissions } from '../access/permissions.js';
import { pageQuerySchema, pageResultSchema } from '../common/paging.js';
import { defineRoute } from '../common/route.js';
import { ENTERPRISE_NAME_MAX } from '../registration/registration.schema.js';
import {
  ENTERPRISE_CODE_MAX,
  enterpriseAddSchema,
  enterpriseEditSchema,
  enterpriseIdSchema,
  enterpriseResetPasswordSchema,
  enterpriseSchema,
  enterpriseStateSchema,
  grantableAppSchema,
  SubscriptionType,
} from './tenant.schema.js';

const P = Permissions.platform.tenant;

const booleanParam = z.enum(['true', 'false']).transform((value) => value === 'true');

export const enterprisePageQuerySchema = pageQuerySchema(['name', 'code', 'deadline', 'createdAt'])
  .extend({
    name: z.string().trim().max(ENTERPRISE_NAME_MAX).optional(),
    code: z.string().trim().max(ENTERPRISE_CODE_MAX).optional(),
    enabled: booleanParam.optional(),
    subscriptionType: z.coerce
      .number()
      .pipe(z.union([z.literal(SubscriptionType.PERMANENT), z.literal(SubscriptionType.TIME_LIMITED)]))
      .optional(),
  })
  .strict();

/**
 * Enterprise administration (spec 000 §2 "enterprise management"), for the platform super
 * administrator. The platform tenant itself is listed but cannot be disabled or deleted.
 */
export const tenantApi = {
  page: defineRoute({
    method: 'GET',
    path: '/tenant/page',
    summary: 'Enterprises, paged, filtered by name, code, state and subscription type',
    tag: 'tenants',
    access: { permission: P.page },
    query: enterprisePageQuerySchema,
    response: pageResultSchema(enterpriseSchema),
  }),
  detail: defineRoute({
    method: 'GET',
    path: '/tenant/detail',
    summary: 'One enterprise',
    tag: 'tenants',
    access: { permission: P.get },
    query: enterpriseIdSchema,
    response: enterpriseSchema,
  }),
  grantable: defineRoute({
    method: 'GET',
    path: '/tenant/grantable_apps',
    summary: 'Apps an enterprise may be granted, each with its function modules (top-level directories)',
    tag: 'tenants',
    access: { permission: P.page },
    response: z.array(grantableAppSchema),
  }),
  add: defineRoute({
    method: 'POST',
    path: '/tenant/add',
    summary: 'Creates an enterprise with its administrator account and default organisation',
    tag: 'tenants',
    access: { permission: P.add },
    body: enterpriseAddSchema,
    response: enterpriseSchema,
  }),
  edit: defineRoute({
    method: 'PUT',
    path: '/tenant/edit',
    summary: 'Edits an enterprise; app, module and state changes apply to its users on their next request',
    tag: 'tenants',
    access: { permission: P.edit },
    body: enterpriseEditSchema,
    response: enterpriseSchema,
  }),
  changeState: defineRoute({
    method: 'PUT',
    path: '/tenant/change_state',
    summary:
      'Enables or disables an enterprise (enabling also needs the enable permission); disabling signs its users out at once',
    tag: 'tenants',
    access: { permission: P.disable },
    body: enterpriseStateSchema,
    response: enterpriseSchema,
  }),
  delete: defineRoute({
    method: 'DELETE',
    path: '/tenant/delete',
    summary:
      'Deletes a disabled enterprise (soft delete: it leaves every list and can never sign in again; its data and accounts stay reserved)',
    tag: 'tenants',
    access: { permission: P.delete },
    query: enterpriseIdSchema,
    response: z.null(),
  }),
  resetAdminPassword: defineRoute({
    method: 'PUT',
    path: '/tenant/reset_admin_password',
    summary: "Sets a new password for the enterprise administrator and ends the administrator's sessions",
    tag: 'tenants',
    access: { permission: P.resetPassword },
    body: enterpriseResetPasswordSchema,
    response: z.null(),
  }),
};

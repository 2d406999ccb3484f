import { z } from 'zod';
import { Permissions } from '../access/permissions.js';
import { pageQuerySchema, pageResultSchema } from '../common/paging.js';
import { defineRoute } from '../common/route.js';
import { fileResponseSchema } from '../files/file.schema.js';
import {
  LICENCE_ORDER_NO_MAX,
  LicenceState,
  licenceActivateSchema,
  licenceApplySchema,
  licenceIdSchema,
  licencePublicKeySchema,
  licenceRecordSchema,
  licenceSignSchema,
} from './licence.schema.js';

const P = Permissions.platform.licence;

export const licencePageQuerySchema = pageQuerySchema([
  'orderNo',
  'enterpriseCode',
  'appliedAt',
  'authorisedAt',
  'activatedAt',
])
  .extend({
    orderNo: z.string().trim().max(LICENCE_ORDER_NO_MAX).optional(),
    enterpriseCode: z.string().trim().max(50).optional(),
    applicationCode: z.string().trim().max(30).optional(),
    state: z.coerce
      .number()
      .pipe(
        z.union([z.literal(LicenceState.APPLIED), z.literal(LicenceState.SIGNED), z.literal(LicenceState.ACTIVATED)]),
      )
      .optional(),
  })
  .strict();

export const licenceApi = {
  page: defineRoute({
    method: 'GET',
    path: '/licence/page',
    summary: 'Subscription activation records, paged',
    tag: 'licences',
    access: { permission: P.page },
    query: licencePageQuerySchema,
    response: pageResultSchema(licenceRecordSchema),
  }),
  detail: defineRoute({
    method: 'GET',
    path: '/licence/detail',
    summary: 'One activation record',
    tag: 'licences',
    access: { permission: P.get },
    query: licenceIdSchema,
    response: licenceRecordSchema,
  }),
  publicKey: defineRoute({
    method: 'GET',
    path: '/licence/public_key',
    summary: "This installation's licence signing key (public part), for other installations' LICENCE_TRUSTED_KEYS",
    tag: 'licences',
    access: { permission: P.page },
    response: licencePublicKeySchema,
  }),
  apply: defineRoute({
    method: 'POST',
    path: '/licence/apply',
    summary: 'Applies for a licence for an enterprise: a record with a new application code',
    tag: 'licences',
    access: { permission: P.apply },
    body: licenceApplySchema,
    response: licenceRecordSchema,
  }),
  sign: defineRoute({
    method: 'POST',
    path: '/licence/sign',
    summary: "Signs a licence for an application (this installation's or another's) with this installation's key",
    tag: 'licences',
    access: { permission: P.sign },
    body: licenceSignSchema,
    response: licenceRecordSchema,
  }),
  activate: defineRoute({
    method: 'POST',
    path: '/licence/activate',
    summary:
      'Activates a licence (super administrator only): checks the signature against the trusted keys, the enterprise and the open application, then applies the subscription',
    tag: 'licences',
    access: { permission: P.activate },
    body: licenceActivateSchema,
    response: licenceRecordSchema,
  }),
  /** A signed licence as a .lic file (platform tenant only). */
  export: defineRoute({
    method: 'GET',
    path: '/licence/export',
    summary: 'Downloads a signed licence as a .lic file',
    tag: 'licences',
    access: { permission: P.export },
    query: licenceIdSchema,
    response: fileResponseSchema,
  }),
};

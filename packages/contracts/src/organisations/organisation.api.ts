import { z } from 'zod';
import { Permissions } from '../access/permissions.js';
import { idSchema } from '../common/ids.js';
import { pageQuerySchema, pageResultSchema } from '../common/paging.js';
import { defineRoute } from '../common/route.js';
import { fileResponseSchema } from '../files/file.schema.js';
import {
  ORG_CODE_MAX,
  ORG_NAME_MAX,
  organisationAddSchema,
  organisationEditSchema,
  organisationIdSchema,
  organisationSchema,
  orgTreeNodeSchema,
  orgTypeSchema,
} from './organisation.schema.js';

const P = Permissions.sys.org;

const filters = {
  /** Only this organisation and everything below it. */
  pid: idSchema.optional(),
  name: z.string().trim().max(ORG_NAME_MAX).optional(),
  code: z.string().trim().max(ORG_CODE_MAX).optional(),
  type: z.coerce.number().pipe(orgTypeSchema).optional(),
};

export const organisationPageQuerySchema = pageQuerySchema(['name', 'code', 'type', 'sort', 'createdAt'])
  .extend(filters)
  .strict();
export const organisationExportQuerySchema = z.strictObject(filters);

export const organisationApi = {
  tree: defineRoute({
    method: 'GET',
    path: '/org/tree',
    summary:
      "The organisations inside the caller's data scope as a tree (an organisation whose parent is outside the scope is a root). A lookup for every screen that picks an organisation",
    tag: 'organisations',
    access: 'session',
    response: z.array(orgTreeNodeSchema),
  }),
  page: defineRoute({
    method: 'GET',
    path: '/org/page',
    summary: "Organisations inside the caller's data scope, paged; pid narrows to one subtree",
    tag: 'organisations',
    access: { permission: P.page },
    query: organisationPageQuerySchema,
    response: pageResultSchema(organisationSchema),
  }),
  detail: defineRoute({
    method: 'GET',
    path: '/org/detail',
    summary: 'One organisation',
    tag: 'organisations',
    access: { permission: P.get },
    query: organisationIdSchema,
    response: organisationSchema,
  }),
  add: defineRoute({
    method: 'POST',
    path: '/org/add',
    summary: 'Adds an organisation (code unique in the enterprise; its type must fit under the parent)',
    tag: 'organisations',
    access: { permission: P.add },
    body: organisationAddSchema,
    response: organisationSchema,
  }),
  edit: defineRoute({
    method: 'POST',
    path: '/org/edit',
    summary: 'Edits an organisation (not under itself or its own sub-organisations)',
    tag: 'organisations',
    access: { permission: P.edit },
    body: organisationEditSchema,
    response: organisationSchema,
  }),
  delete: defineRoute({
    method: 'POST',
    path: '/org/delete',
    summary: 'Deletes an organisation that has no sub-organisations and no users',
    tag: 'organisations',
    access: { permission: P.delete },
    body: organisationIdSchema,
    response: z.null(),
  }),
  export: defineRoute({
    method: 'GET',
    path: '/org/export',
    summary: "The filtered organisations inside the caller's data scope as an .xlsx file (blob, not an envelope)",
    tag: 'organisations',
    access: { permission: P.export },
    query: organisationExportQuerySchema,
    response: fileResponseSchema,
  }),
};

import { z } from 'zod';
import { pageQuerySchema, pageResultSchema } from '../common/paging.js';
import { defineRoute } from '../common/route.js';
import { Permissions } from '../system/permissions.js';
import {
  dictionaryTypeAddSchema,
  dictionaryTypeDeleteSchema,
  dictionaryTypeEditSchema,
  dictionaryTypeSchema,
  dictionaryTypeStatusSchema,
} from './dictionary.schema.js';

const P = Permissions.sys.dictType;

export const dictionaryTypePageQuerySchema = pageQuerySchema(['name', 'code', 'sort', 'createdAt'])
  .extend({
    name: z.string().trim().max(50).optional(),
    code: z.string().trim().max(50).optional(),
  })
  .strict();

export const dictionaryTypeApi = {
  page: defineRoute({
    method: 'GET',
    path: '/dictionary_type/page',
    summary: 'Dictionary types, paged',
    tag: 'dictionaries',
    access: { permission: P.page },
    query: dictionaryTypePageQuerySchema,
    response: pageResultSchema(dictionaryTypeSchema),
  }),
  add: defineRoute({
    method: 'POST',
    path: '/dictionary_type/add',
    summary: 'Add a dictionary type',
    tag: 'dictionaries',
    access: { permission: P.add },
    body: dictionaryTypeAddSchema,
    response: dictionaryTypeSchema,
  }),
  edit: defineRoute({
    method: 'POST',
    path: '/dictionary_type/edit',
    summary: 'Edit a dictionary type',
    tag: 'dictionaries',
    access: { permission: P.edit },
    body: dictionaryTypeEditSchema,
    response: dictionaryTypeSchema,
  }),
  delete: defineRoute({
    method: 'POST',
    path: '/dictionary_type/delete',
    summary: 'Delete a dictionary type (default items cannot be deleted)',
    tag: 'dictionaries',
    access: { permission: P.delete },
    body: dictionaryTypeDeleteSchema,
    response: z.null(),
  }),
  changeStatus: defineRoute({
    method: 'POST',
    path: '/dictionary_type/changeStatus',
    summary: 'Enable or disable a dictionary type',
    tag: 'dictionaries',
    access: { permission: P.changeStatus },
    body: dictionaryTypeStatusSchema,
    response: dictionaryTypeSchema,
  }),
};

import { z } from 'zod';
import { Permissions } from '../access/permissions.js';
import { idSchema } from '../common/ids.js';
import { pageQuerySchema, pageResultSchema } from '../common/paging.js';
import { defineRoute } from '../common/route.js';
import {
  DICT_CODE_MAX,
  DICT_NAME_MAX,
  dictItemSchema,
  dictionaryTypeAddSchema,
  dictionaryTypeDeleteSchema,
  dictionaryTypeEditSchema,
  dictionaryTypeSchema,
  dictionaryTypeStatusSchema,
  dictionaryValueAddSchema,
  dictionaryValueDeleteSchema,
  dictionaryValueEditSchema,
  dictionaryValueSchema,
  dictionaryValueStatusSchema,
  dictTreeNodeSchema,
  dictTypeOptionSchema,
} from './dictionary.schema.js';

const T = Permissions.sys.dictType;
const V = Permissions.sys.dictValue;

const statusFilter = z.coerce
  .number()
  .int()
  .pipe(z.union([z.literal(0), z.literal(1)]));

export const dictionaryTypePageQuerySchema = pageQuerySchema(['name', 'code', 'sort', 'status', 'createdAt'])
  .extend({
    name: z.string().trim().max(DICT_NAME_MAX).optional(),
    code: z.string().trim().max(DICT_CODE_MAX).optional(),
    status: statusFilter.optional(),
  })
  .strict();

export const dictionaryValuePageQuerySchema = pageQuerySchema(['name', 'code', 'sort', 'status', 'createdAt'])
  .extend({
    typeId: idSchema,
    name: z.string().trim().max(DICT_NAME_MAX).optional(),
    code: z.string().trim().max(DICT_CODE_MAX).optional(),
    status: statusFilter.optional(),
  })
  .strict();

export const dictionaryValueListQuerySchema = z.strictObject({
  typeCode: z.string().trim().min(1).max(DICT_CODE_MAX),
});

export const dictionaryTypeApi = {
  dropDown: defineRoute({
    method: 'GET',
    path: '/dictionary_type/drop_down',
    summary: 'Enabled dictionary types as options (id, code, label in the request language)',
    tag: 'dictionaries',
    access: 'session',
    response: z.array(dictTypeOptionSchema),
  }),
  tree: defineRoute({
    method: 'GET',
    path: '/dictionary_type/tree',
    summary: 'Every dictionary type with its values, labels in the request language',
    tag: 'dictionaries',
    access: 'session',
    response: z.array(dictTreeNodeSchema),
  }),
  page: defineRoute({
    method: 'GET',
    path: '/dictionary_type/page',
    summary: 'Dictionary types, paged',
    tag: 'dictionaries',
    access: { permission: T.page },
    query: dictionaryTypePageQuerySchema,
    response: pageResultSchema(dictionaryTypeSchema),
  }),
  add: defineRoute({
    method: 'POST',
    path: '/dictionary_type/add',
    summary: 'Add a dictionary type',
    tag: 'dictionaries',
    access: { permission: T.add },
    body: dictionaryTypeAddSchema,
    response: dictionaryTypeSchema,
  }),
  edit: defineRoute({
    method: 'POST',
    path: '/dictionary_type/edit',
    summary: "Edit a dictionary type (a default type's code is fixed)",
    tag: 'dictionaries',
    access: { permission: T.edit },
    body: dictionaryTypeEditSchema,
    response: dictionaryTypeSchema,
  }),
  delete: defineRoute({
    method: 'POST',
    path: '/dictionary_type/delete',
    summary: 'Delete a dictionary type (not a default one, nor one that still has values)',
    tag: 'dictionaries',
    access: { permission: T.delete },
    body: dictionaryTypeDeleteSchema,
    response: z.null(),
  }),
  changeStatus: defineRoute({
    method: 'POST',
    path: '/dictionary_type/changeStatus',
    summary: 'Enable or disable a dictionary type',
    tag: 'dictionaries',
    access: { permission: T.changeStatus },
    body: dictionaryTypeStatusSchema,
    response: dictionaryTypeSchema,
  }),
};

export const dictionaryValueApi = {
  page: defineRoute({
    method: 'GET',
    path: '/dictionary_value/page',
    summary: 'Values of one dictionary type, paged',
    tag: 'dictionaries',
    access: { permission: V.page },
    query: dictionaryValuePageQuerySchema,
    response: pageResultSchema(dictionaryValueSchema),
  }),
  list: defineRoute({
    method: 'GET',
    path: '/dictionary_value/list',
    summary:
      "A dictionary's values by type code, for labels and selects (every value; disabled ones, and all of a disabled type, marked not enabled)",
    tag: 'dictionaries',
    access: 'session',
    query: dictionaryValueListQuerySchema,
    response: z.array(dictItemSchema),
  }),
  add: defineRoute({
    method: 'POST',
    path: '/dictionary_value/add',
    summary: 'Add a value under a dictionary type (code unique within the type)',
    tag: 'dictionaries',
    access: { permission: V.add },
    body: dictionaryValueAddSchema,
    response: dictionaryValueSchema,
  }),
  edit: defineRoute({
    method: 'POST',
    path: '/dictionary_value/edit',
    summary: "Edit a dictionary value (a default value's code is fixed)",
    tag: 'dictionaries',
    access: { permission: V.edit },
    body: dictionaryValueEditSchema,
    response: dictionaryValueSchema,
  }),
  delete: defineRoute({
    method: 'POST',
    path: '/dictionary_value/delete',
    summary: 'Delete a dictionary value (default values cannot be deleted)',
    tag: 'dictionaries',
    access: { permission: V.delete },
    body: dictionaryValueDeleteSchema,
    response: z.null(),
  }),
  changeStatus: defineRoute({
    method: 'POST',
    path: '/dictionary_value/changeStatus',
    summary: 'Enable or disable a dictionary value',
    tag: 'dictionaries',
    access: { permission: V.changeStatus },
    body: dictionaryValueStatusSchema,
    response: dictionaryValueSchema,
  }),
};

import { z } from 'zod';
import { Permissions } from '../access/permissions.js';
import { pageQuerySchema, pageResultSchema } from '../common/paging.js';
import { defineRoute } from '../common/route.js';
import { sheetImportRoutes } from '../common/sheet-import.schema.js';
import { fileResponseSchema } from '../files/file.schema.js';
import {
  PROCESS_CODE_MAX,
  PROCESS_NAME_MAX,
  processAddSchema,
  processEditSchema,
  processIdSchema,
  processSchema,
  processTypeSchema,
} from './process.schema.js';

const P = Permissions.basics.process;

const flagParam = z.enum(['true', 'false']).transform((value) => value === 'true');

export const processFilterSchema = z.object({
  code: z.string().trim().max(PROCESS_CODE_MAX).optional(),
  name: z.string().trim().max(PROCESS_NAME_MAX).optional(),
  type: processTypeSchema.optional(),
  counting: flagParam.optional(),
  completion: flagParam.optional(),
  mandatoryScan: flagParam.optional(),
});

export const processPageQuerySchema = pageQuerySchema(['code', 'name', 'type', 'createdAt', 'updatedAt'])
  .extend(processFilterSchema.shape)
  .strict();
export const processExportQuerySchema = processFilterSchema.strict();

/** One row of the process import: the add form with the return process given by its code. */
export const processImportRowSchema = processAddSchema
  .omit({ returnProcessId: true })
  .extend({ returnProcessCode: z.string().trim().max(PROCESS_CODE_MAX).optional() });

/** `POST /process/import` and `GET /process/import_template` (all rows or none). */
export const processImportRoutes = sheetImportRoutes('/process', {
  tag: 'processes',
  what: 'processes',
  permission: P.import,
});

export const processApi = {
  page: defineRoute({
    method: 'GET',
    path: '/process/page',
    summary: 'Processes, paged, filtered by code, name, type and flags',
    tag: 'processes',
    access: { permission: P.page },
    query: processPageQuerySchema,
    response: pageResultSchema(processSchema),
  }),
  list: defineRoute({
    method: 'GET',
    path: '/process/list',
    summary: 'Every process of the enterprise by code (the routing editor’s palette)',
    tag: 'processes',
    access: 'session',
    response: z.array(processSchema),
  }),
  detail: defineRoute({
    method: 'GET',
    path: '/process/detail',
    summary: 'One process',
    tag: 'processes',
    access: { permission: P.get },
    query: processIdSchema,
    response: processSchema,
  }),
  add: defineRoute({
    method: 'POST',
    path: '/process/add',
    summary: 'Adds a process (code unique in the enterprise)',
    tag: 'processes',
    access: { permission: P.add },
    body: processAddSchema,
    response: processSchema,
  }),
  edit: defineRoute({
    method: 'POST',
    path: '/process/edit',
    summary: 'Edits a process',
    tag: 'processes',
    access: { permission: P.edit },
    body: processEditSchema,
    response: processSchema,
  }),
  delete: defineRoute({
    method: 'POST',
    path: '/process/delete',
    summary: 'Deletes a process no routing or other record uses',
    tag: 'processes',
    access: { permission: P.delete },
    body: processIdSchema,
    response: z.null(),
  }),
  export: defineRoute({
    method: 'GET',
    path: '/process/export',
    summary: 'The filtered processes as an .xlsx file (blob, not an envelope)',
    tag: 'processes',
    access: { permission: P.export },
    query: processExportQuerySchema,
    response: fileResponseSchema,
  }),
};

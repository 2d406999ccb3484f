import { z } from 'zod';
import { Permissions } from '../access/permissions.js';
import { pageQuerySchema, pageResultSchema } from '../common/paging.js';
import { defineRoute } from '../common/route.js';
import { fileResponseSchema } from '../files/file.schema.js';
import { printJobSchema } from './print-job.schema.js';
import {
  PRINT_TEMPLATE_CODE_MAX,
  PRINT_TEMPLATE_NAME_MAX,
  PRINT_TEMPLATE_TYPES,
  printRequestSchema,
  printTemplateAddSchema,
  printTemplateCopySchema,
  printTemplateDesignSchema,
  printTemplateDetailQuerySchema,
  printTemplateEditSchema,
  printTemplateIdSchema,
  printTemplateSchema,
} from './print-template.schema.js';

const P = Permissions.basics.printTemplate;

export const PDF_CONTENT_TYPE = 'application/pdf';
export const ZPL_CONTENT_TYPE = 'application/vnd.zebra-zpl';

export const printTemplatePageQuerySchema = pageQuerySchema(['name', 'code', 'type', 'createdAt', 'updatedAt'])
  .extend({
    name: z.string().trim().max(PRINT_TEMPLATE_NAME_MAX).optional(),
    code: z.string().trim().max(PRINT_TEMPLATE_CODE_MAX).optional(),
    type: z.enum(PRINT_TEMPLATE_TYPES).optional(),
  })
  .strict();

export const printTemplateApi = {
  page: defineRoute({
    method: 'GET',
    path: '/print_template/page',
    summary: 'Print templates, paged',
    tag: 'labels',
    access: { permission: P.page },
    query: printTemplatePageQuerySchema,
    response: pageResultSchema(printTemplateSchema),
  }),
  detail: defineRoute({
    method: 'GET',
    path: '/print_template/detail',
    summary: 'One print template with its design',
    tag: 'labels',
    access: { permission: P.get },
    query: printTemplateDetailQuerySchema,
    response: printTemplateSchema,
  }),
  add: defineRoute({
    method: 'POST',
    path: '/print_template/add',
    summary: 'Adds a print template (code unique in the enterprise)',
    tag: 'labels',
    access: { permission: P.add },
    body: printTemplateAddSchema,
    response: printTemplateSchema,
  }),
  edit: defineRoute({
    method: 'POST',
    path: '/print_template/edit',
    summary: 'Edits a print template’s code, name, type, paper, printer and remark',
    tag: 'labels',
    access: { permission: P.edit },
    body: printTemplateEditSchema,
    response: printTemplateSchema,
  }),
  design: defineRoute({
    method: 'POST',
    path: '/print_template/design',
    summary: 'Saves the label designer’s paper size and elements',
    tag: 'labels',
    access: { permission: P.design },
    body: printTemplateDesignSchema,
    response: printTemplateSchema,
  }),
  copy: defineRoute({
    method: 'POST',
    path: '/print_template/copy',
    summary: 'Copies a print template under a new code and name',
    tag: 'labels',
    access: { permission: P.copy },
    body: printTemplateCopySchema,
    response: printTemplateSchema,
  }),
  delete: defineRoute({
    method: 'POST',
    path: '/print_template/delete',
    summary: 'Deletes a print template (refused while something uses it)',
    tag: 'labels',
    access: { permission: P.delete },
    body: printTemplateIdSchema,
    response: z.null(),
  }),
  printPdf: defineRoute({
    method: 'POST',
    path: '/print_template/print_pdf',
    summary: 'The labels of a list of records as a PDF (one page per label) for browser printing or download',
    tag: 'labels',
    access: { permission: P.print },
    body: printRequestSchema,
    response: fileResponseSchema,
  }),
  printZpl: defineRoute({
    method: 'POST',
    path: '/print_template/print_zpl',
    summary: 'The labels of a list of records as ZPL at the template’s printer resolution',
    tag: 'labels',
    access: { permission: P.print },
    body: printRequestSchema,
    response: fileResponseSchema,
  }),
  printDirect: defineRoute({
    method: 'POST',
    path: '/print_template/print_direct',
    summary: 'Sends the labels as ZPL to the template’s network printer; a failed send is queued for retry',
    tag: 'labels',
    access: { permission: P.print },
    body: printRequestSchema,
    response: printJobSchema,
  }),
};

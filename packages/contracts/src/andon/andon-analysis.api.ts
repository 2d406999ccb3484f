import { Permissions } from '../access/permissions.js';
import { defineRoute } from '../common/route.js';
import { fileResponseSchema } from '../files/file.schema.js';
import { andonAnalysisQuerySchema, andonAnalysisSchema } from './andon-analysis.schema.js';

const P = Permissions.andon.analysis;

export const andonAnalysisApi = {
  get: defineRoute({
    method: 'GET',
    path: '/andon_analysis/get',
    summary:
      'Calls in a date range (≤ 31 days) by item, type and line; top-10 rankings; 15- and 30-day trends; MTTA, mean time to arrive, MTTR and timely rates',
    tag: 'andon',
    access: { permission: P.page },
    query: andonAnalysisQuerySchema,
    response: andonAnalysisSchema,
  }),
  export: defineRoute({
    method: 'GET',
    path: '/andon_analysis/export',
    summary: "The analysis's tables as an Excel file",
    tag: 'andon',
    access: { permission: P.export },
    query: andonAnalysisQuerySchema,
    response: fileResponseSchema,
  }),
};

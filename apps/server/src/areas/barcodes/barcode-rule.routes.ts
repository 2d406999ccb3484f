import { barcodeRuleApi, XLSX_CONTENT_TYPE } from '@takt/contracts';
import type { FastifyInstance } from 'fastify';
import { writeWorkbook } from '../../platform/excel/excel.js';
import { registerDownload, stampedName } from '../../platform/http/register-download.js';
import { type RouteGuards, registerRoute } from '../../platform/http/register-route.js';
import { requestLanguage } from '../../platform/http/request-context.js';
import { translate } from '../../platform/i18n/messages.js';
import { registerResourceRoutes } from '../../platform/resources/resource.routes.js';
import type { BarcodeRules } from './barcode-rule.resource.js';
import type { BarcodeRuleService } from './barcode-rule.service.js';

export function registerBarcodeRoutes(
  app: FastifyInstance,
  guards: RouteGuards,
  services: { records: BarcodeRules; rules: BarcodeRuleService },
): void {
  const { records, rules } = services;
  const { preview, generate, batchPage, batchDetail, batchExport, issued, ...recordRoutes } = barcodeRuleApi;
  registerResourceRoutes(app, guards, recordRoutes, records);
  registerRoute(app, guards, preview, async ({ auth, body, request }) => {
    const { codes, problem } = await rules.preview(auth.tenantId, body);
    return { codes, problem: problem ? translate(requestLanguage(request), problem.key, problem.params) : null };
  });
  registerRoute(app, guards, generate, ({ auth, body }) =>
    rules.generate(auth.tenantId, { userId: auth.userId, name: auth.name || auth.account }, body),
  );
  registerRoute(app, guards, batchPage, ({ auth, query }) => rules.batchPage(auth.tenantId, query));
  registerRoute(app, guards, batchDetail, ({ auth, query }) => rules.batchDetail(auth.tenantId, query.id));
  registerRoute(app, guards, issued, ({ auth, query }) => rules.issued(auth.tenantId, query.code));
  registerDownload(app, guards, batchExport, async ({ auth, query, request }) => {
    const batch = await rules.batchDetail(auth.tenantId, query.id);
    const language = requestLanguage(request);
    const data = writeWorkbook([
      {
        name: translate(language, 'barcodes.export.sheet'),
        columns: [
          { header: translate(language, 'barcodes.export.seq'), width: 8, value: (row: { seq: number }) => row.seq },
          {
            header: translate(language, 'barcodes.export.code'),
            width: 40,
            value: (row: { code: string }) => row.code,
          },
        ],
        rows: batch.codes.map((code, index) => ({ seq: index + 1, code })),
      },
    ]);
    return { data, fileName: stampedName(`barcodes-${batch.ruleCode}`, 'xlsx'), contentType: XLSX_CONTENT_TYPE };
  });
}

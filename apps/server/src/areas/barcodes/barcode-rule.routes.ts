import { barcodeRuleApi, XLSX_CONTENT_TYPE } from '@takt/contracts';
import type { FastifyInstance } from 'fastify';
import { writeWorkbook } from '../../platform/excel/excel.js';
import { registerDownload, stampedName } from '../../platform/http/register-download.js';
import { type RouteGuards, registerRoute } from '../../platform/http/register-route.js';
import { requestLanguage } from '../../platform/http/request-context.js';
import { translate } from '../../platform/i18n/messages.js';
import type { BarcodeRuleService } from './barcode-rule.service.js';

export function registerBarcodeRoutes(app: FastifyInstance, guards: RouteGuards, rules: BarcodeRuleService): void {
  const api = barcodeRuleApi;
  registerRoute(app, guards, api.page, ({ auth, query }) => rules.page(auth.tenantId, query));
  registerRoute(app, guards, api.detail, ({ auth, query }) => rules.detail(auth.tenantId, query.id));
  registerRoute(app, guards, api.add, ({ auth, body }) => rules.add(auth.tenantId, body));
  registerRoute(app, guards, api.edit, ({ auth, body }) => rules.edit(auth.tenantId, body));
  registerRoute(app, guards, api.delete, async ({ auth, body }) => {
    await rules.delete(auth.tenantId, body.id);
    return null;
  });
  registerRoute(app, guards, api.preview, async ({ auth, body, request }) => {
    const { codes, problem } = await rules.preview(auth.tenantId, body);
    return { codes, problem: problem ? translate(requestLanguage(request), problem.key, problem.params) : null };
  });
  registerRoute(app, guards, api.generate, ({ auth, body }) =>
    rules.generate(auth.tenantId, { userId: auth.userId, name: auth.name || auth.account }, body),
  );
  registerRoute(app, guards, api.batchPage, ({ auth, query }) => rules.batchPage(auth.tenantId, query));
  registerRoute(app, guards, api.batchDetail, ({ auth, query }) => rules.batchDetail(auth.tenantId, query.id));
  registerRoute(app, guards, api.issued, ({ auth, query }) => rules.issued(auth.tenantId, query.code));
  registerDownload(app, guards, api.batchExport, async ({ auth, query, request }) => {
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

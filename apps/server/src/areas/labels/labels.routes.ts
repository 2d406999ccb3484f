import { PDF_CONTENT_TYPE, printJobApi, printTemplateApi, ZPL_CONTENT_TYPE } from '@takt/contracts';
import type { FastifyInstance } from 'fastify';
import { registerDownload, stampedName } from '../../platform/http/register-download.js';
import { type RouteGuards, registerRoute } from '../../platform/http/register-route.js';
import { registerSendingRoute } from '../../platform/http/register-sending-route.js';
import { registerResourceRoutes } from '../../platform/resources/resource.routes.js';
import type { PrintQueueService } from './print-queue.service.js';
import type { PrintTemplates } from './print-template.resource.js';
import type { PrintTemplateService } from './print-template.service.js';

export function registerLabelsRoutes(
  app: FastifyInstance,
  guards: RouteGuards,
  services: { records: PrintTemplates; templates: PrintTemplateService; queue: PrintQueueService },
): void {
  const { records, templates, queue } = services;
  const { design, copy, printPdf, printZpl, printDirect, ...recordRoutes } = printTemplateApi;
  registerResourceRoutes(app, guards, recordRoutes, records);
  registerRoute(app, guards, design, ({ auth, body }) => templates.design(auth.tenantId, body));
  registerRoute(app, guards, copy, ({ auth, body }) => templates.copy(auth.tenantId, body));

  registerDownload(app, guards, printPdf, async ({ auth, body }) => {
    const { template, data } = await templates.pdf(auth.tenantId, body);
    return { data, fileName: stampedName(template.code, 'pdf'), contentType: PDF_CONTENT_TYPE };
  });
  registerDownload(app, guards, printZpl, async ({ auth, body }) => {
    const { template, data } = await templates.zpl(auth.tenantId, body);
    return { data, fileName: stampedName(template.code, 'zpl'), contentType: `${ZPL_CONTENT_TYPE}; charset=utf-8` };
  });
  registerSendingRoute(app, guards, printDirect, ({ auth, body }) =>
    queue.printDirect(auth.tenantId, auth.userId, body),
  );

  registerRoute(app, guards, printJobApi.page, ({ auth, query }) => queue.page(auth.tenantId, query));
  registerSendingRoute(app, guards, printJobApi.retry, ({ auth, body }) => queue.retry(auth.tenantId, body.id));
  registerRoute(app, guards, printJobApi.cancel, ({ auth, body }) => queue.cancel(auth.tenantId, body.id));
}

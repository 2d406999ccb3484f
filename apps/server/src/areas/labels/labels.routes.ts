import {
  envelopeSchema,
  PDF_CONTENT_TYPE,
  printJobApi,
  printTemplateApi,
  type RouteDef,
  ZPL_CONTENT_TYPE,
} from '@takt/contracts';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { AuthContext } from '../../platform/auth/auth-context.js';
import { success } from '../../platform/http/envelope.js';
import { registerDownload, stampedName } from '../../platform/http/register-download.js';
import { type RouteGuards, registerRoute } from '../../platform/http/register-route.js';
import { requestLanguage } from '../../platform/http/request-context.js';
import { guardedRoute, requireSession } from '../../platform/http/session-guard.js';
import { translate } from '../../platform/i18n/messages.js';
import { registerResourceRoutes } from '../../platform/resources/resource.routes.js';
import type { PrintQueueService } from './print-queue.service.js';
import type { PrintTemplates } from './print-template.resource.js';
import type { PrintTemplateService } from './print-template.service.js';

type BodyOf<D> =
  D extends RouteDef<z.ZodType | undefined, infer B, z.ZodType>
    ? B extends z.ZodType
      ? z.output<B>
      : undefined
    : never;

/**
 * A route whose work talks to a printer: session and permission are checked in a short
 * transaction as for downloads (`session-guard`), and the handler opens its own short
 * transactions, so no database transaction stays open while a network printer is being reached.
 */
function registerSendingRoute<D extends RouteDef>(
  app: FastifyInstance,
  guards: RouteGuards,
  def: D,
  handler: (input: { auth: AuthContext; body: BodyOf<D> }) => Promise<unknown>,
): void {
  if (typeof def.access !== 'object') throw new Error(`${def.path} must name a permission`);
  const { permission } = def.access;
  app.route({
    method: def.method,
    url: `/api${def.path}`,
    schema: {
      summary: def.summary,
      tags: [def.tag],
      ...(def.body ? { body: def.body } : {}),
      response: { 200: envelopeSchema(def.response) },
      security: [{ bearer: [] }],
      description: `Permission: \`${permission}\``,
    },
    ...guardedRoute(guards),
    handler: async (request, reply) => {
      const auth = await requireSession(guards, request, reply, permission);
      const data = await handler({ auth, body: request.body as BodyOf<D> });
      return success(data, translate(requestLanguage(request), 'common.ok'));
    },
  });
}

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

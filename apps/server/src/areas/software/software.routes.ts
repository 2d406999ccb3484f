import {
  envelopeSchema,
  type RouteDef,
  SOFTWARE_FILE_FIELD,
  SOFTWARE_FILE_MAX_BYTES,
  SOFTWARE_TOKEN_HEADER,
  softwareAddFieldsSchema,
  softwareApi,
  type softwareDownloadQuerySchema,
  type softwareLatestQuerySchema,
  softwareUpdateFieldsSchema,
} from '@takt/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AuthContext } from '../../platform/auth/auth-context.js';
import { acceptInput } from '../../platform/http/edge-input.js';
import { success } from '../../platform/http/envelope.js';
import { registerPlatformRoute } from '../../platform/http/platform-route.js';
import type { RouteGuards } from '../../platform/http/register-route.js';
import { requestLanguage } from '../../platform/http/request-context.js';
import { guardedRoute, requireSession } from '../../platform/http/session-guard.js';
import { translate } from '../../platform/i18n/messages.js';
import type { SoftwareWithLatest } from './software.repository.js';
import type { SoftwareService } from './software.service.js';
import { readSoftwareForm } from './software-form.js';

type PlatformGuards = RouteGuards & { platformTenantId: string };

export function registerSoftwareRoutes(app: FastifyInstance, guards: PlatformGuards, service: SoftwareService): void {
  registerPlatformRoute(app, guards, softwareApi.latestPage, ({ query }) => service.page(query));
  registerPlatformRoute(app, guards, softwareApi.historyPage, ({ query }) => service.history(query));
  registerPlatformRoute(app, guards, softwareApi.syncTenantPage, ({ query }) => service.tenantPage(query));
  registerPlatformRoute(app, guards, softwareApi.token, ({ query }) => service.tokenInfo(query.id));
  registerPlatformRoute(app, guards, softwareApi.resetToken, ({ query }) => service.resetToken(query.id));
  registerPlatformRoute(app, guards, softwareApi.updateIsEnable, ({ query }) =>
    service.setEnabled(query.id, query.isEnable),
  );
  registerPlatformRoute(app, guards, softwareApi.delete, async ({ body }) => {
    await service.delete(body.id);
    return null;
  });
  registerPlatformRoute(app, guards, softwareApi.syncToTenant, ({ query }) =>
    service.syncToTenant(query.id, query.tenantId),
  );
  registerPlatformRoute(app, guards, softwareApi.syncToTenantAll, ({ query, request }) =>
    service.syncToAll(query.id, requestLanguage(request)),
  );

  registerUpload(app, guards, softwareApi.add, async (auth, request) => {
    const { fields, file } = await readSoftwareForm(request, {
      schema: softwareAddFieldsSchema,
      fileField: SOFTWARE_FILE_FIELD,
      maxBytes: SOFTWARE_FILE_MAX_BYTES,
    });
    return service.add(auth, fields, file);
  });
  registerUpload(app, guards, softwareApi.update, async (auth, request) => {
    const { fields, file } = await readSoftwareForm(request, {
      schema: softwareUpdateFieldsSchema,
      fileField: SOFTWARE_FILE_FIELD,
      maxBytes: SOFTWARE_FILE_MAX_BYTES,
    });
    return service.update(auth, fields, file);
  });

  const byToken = (token: string) => service.byToken(token);
  registerTerminalRoute(app, guards, softwareApi.latest, byToken, async (caller, request) => {
    const query = request.query as z.output<typeof softwareLatestQuerySchema>;
    return success(await service.latest(caller, query), translate(requestLanguage(request), 'common.ok'));
  });
  registerTerminalRoute(app, guards, softwareApi.download, byToken, async (caller, request, reply) => {
    const { versionId } = request.query as z.output<typeof softwareDownloadQuerySchema>;
    const { stream, size, version } = await service.openVersion(caller, versionId);
    return reply
      .header('content-type', 'application/octet-stream')
      .header('content-length', String(size))
      .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(version.fileName)}`)
      .header('x-content-sha256', version.sha256)
      .header('x-content-type-options', 'nosniff')
      .send(stream);
  });
}

/**
 * A multipart upload of the platform: session, permission and platform tenant checked in a
 * short transaction, then the form read with no transaction open.
 */
function registerUpload(
  app: FastifyInstance,
  guards: PlatformGuards,
  def: RouteDef,
  handler: (auth: AuthContext, request: FastifyRequest) => Promise<unknown>,
): void {
  const permission = typeof def.access === 'object' ? def.access.permission : undefined;
  app.route({
    method: def.method,
    url: `/api${def.path}`,
    schema: {
      summary: def.summary,
      tags: [def.tag],
      consumes: ['multipart/form-data'],
      response: { 200: envelopeSchema(def.response) },
      security: [{ bearer: [] }],
      description: `Permission: \`${permission}\` (platform tenant only)`,
    },
    ...guardedRoute(guards),
    handler: async (request, reply) => {
      const auth = await requireSession(guards, request, reply, permission, {
        allowed: (caller) => caller.tenantId === guards.platformTenantId,
      });
      const data = await handler(auth, request);
      return success(data, translate(requestLanguage(request), 'common.ok'));
    },
  });
}

type TerminalCaller = { token: SoftwareWithLatest } | { auth: AuthContext };

/**
 * A route a station terminal calls with its app's token (header `x-software-token`) instead of a
 * session; without that header it is an ordinary signed-in route.
 */
function registerTerminalRoute(
  app: FastifyInstance,
  guards: PlatformGuards,
  def: RouteDef,
  byToken: (token: string) => Promise<SoftwareWithLatest>,
  handler: (caller: TerminalCaller, request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
): void {
  const session = guardedRoute(guards);
  const softwareTokenOf = (request: FastifyRequest) => {
    const value = request.headers[SOFTWARE_TOKEN_HEADER];
    return typeof value === 'string' && value !== '' ? value : undefined;
  };
  app.route({
    method: def.method,
    url: `/api${def.path}`,
    schema: {
      summary: def.summary,
      tags: [def.tag],
      ...(def.query ? { querystring: def.query } : {}),
      security: [{ bearer: [] }],
      description: `The app's token in the \`${SOFTWARE_TOKEN_HEADER}\` header, or any signed-in user`,
    },
    validatorCompiler: session.validatorCompiler,
    onRequest: async function (request, reply) {
      if (!softwareTokenOf(request)) await session.onRequest.call(this, request, reply);
    },
    handler: async (request, reply) => {
      const token = softwareTokenOf(request);
      let caller: TerminalCaller;
      if (token) {
        caller = { token: await byToken(token) };
        acceptInput(request);
      } else {
        caller = { auth: await requireSession(guards, request, reply) };
      }
      return handler(caller, request, reply);
    },
  });
}

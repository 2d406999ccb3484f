import {
  type RouteDef,
  UserState,
  userApi,
  type userExporterBodySchema,
  type userExportQuerySchema,
  XLSX_CONTENT_TYPE,
} from '@takt/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { type RouteGuards, registerRoute } from '../../platform/http/register-route.js';
import { requestLanguage } from '../../platform/http/request-context.js';
import { preflight, requireSession } from '../../platform/http/session-guard.js';
import type { AuthContext } from './auth.service.js';
import type { UserAdminService } from './user-admin.service.js';

/** User administration: `/user/*` of spec 000 §7 except import and self-service. */
export function registerUserAdminRoutes(app: FastifyInstance, guards: RouteGuards, service: UserAdminService): void {
  registerRoute(app, guards, userApi.page, ({ auth, query }) => service.page(auth, query));
  registerRoute(app, guards, userApi.single, ({ auth, query }) => service.single(auth, query.id));
  registerRoute(app, guards, userApi.simple, ({ auth, query }) => service.simple(auth, query.id));
  registerRoute(app, guards, userApi.userName, ({ auth, query }) => service.userNames(auth, query.ids));
  registerRoute(app, guards, userApi.selector, ({ auth, query }) => service.selector(auth, query));
  registerRoute(app, guards, userApi.basicList, ({ auth, query }) => service.basicList(auth, query));
  registerRoute(app, guards, userApi.ownData, ({ auth, query }) => service.ownData(auth, query.id));
  registerRoute(app, guards, userApi.verifyPassword, ({ auth, query }) =>
    service.verifyOwnPassword(auth, query.password),
  );
  registerRoute(app, guards, userApi.add, ({ auth, body }) => service.add(auth, body));
  registerRoute(app, guards, userApi.edit, ({ auth, body }) => service.edit(auth, body));
  registerRoute(app, guards, userApi.changeState, ({ auth, body }) =>
    service.changeState(auth, body.id, body.status === UserState.DISABLED ? UserState.DISABLED : UserState.NORMAL),
  );
  registerRoute(app, guards, userApi.resetPassword, async ({ auth, query }) => {
    await service.resetPassword(auth, query.id);
    return null;
  });
  registerRoute(app, guards, userApi.authRole, ({ auth, body }) => service.authRole(auth, body.id, body.roleIds));
  registerRoute(app, guards, userApi.grantData, ({ auth, body }) => service.grantData(auth, body.id, body.orgIds));
  registerRoute(app, guards, userApi.delete, async ({ auth, query }) => {
    await service.delete(auth, query.id);
    return null;
  });

  registerDownload(app, guards, userApi.export, (auth, request) =>
    service.exportWorkbook(auth, requestLanguage(request), {
      filter: request.query as z.output<typeof userExportQuerySchema>,
    }),
  );
  registerDownload(app, guards, userApi.exporterUser, (auth, request) =>
    service.exportWorkbook(auth, requestLanguage(request), {
      ids: (request.body as z.output<typeof userExporterBodySchema>).ids,
    }),
  );
}

/**
 * A route answering an .xlsx file instead of an envelope (failures are envelopes as usual):
 * the contract's schemas validate the input, the session and permission are checked first.
 */
function registerDownload(
  app: FastifyInstance,
  guards: RouteGuards,
  def: RouteDef,
  build: (auth: AuthContext, request: FastifyRequest) => Promise<Buffer>,
): void {
  const permission = typeof def.access === 'object' ? def.access.permission : undefined;
  app.route({
    method: def.method,
    url: `/api${def.path}`,
    schema: {
      summary: def.summary,
      tags: [def.tag],
      ...(def.query ? { querystring: def.query } : {}),
      ...(def.body ? { body: def.body } : {}),
      security: [{ bearer: [] }],
      ...(permission ? { description: `Permission: \`${permission}\`` } : {}),
    },
    onRequest: preflight(guards),
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      const auth = await requireSession(guards, request, reply, permission);
      const bytes = await build(auth, request);
      const stamp = new Date().toISOString().slice(0, 19).replace(/[-:T]/g, '');
      return reply
        .header('content-type', XLSX_CONTENT_TYPE)
        .header('content-disposition', `attachment; filename="users-${stamp}.xlsx"`)
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        .send(bytes);
    },
  });
}

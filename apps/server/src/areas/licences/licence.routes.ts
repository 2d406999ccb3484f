import { LICENCE_EXPORT_PATH, licenceApi, licenceExportQuerySchema, Permissions } from '@takt/contracts';
import type { FastifyInstance } from 'fastify';
import { forbidden } from '../../platform/errors.js';
import { registerPlatformRoute } from '../../platform/http/platform-route.js';
import type { RouteGuards } from '../../platform/http/register-route.js';
import { preflight, requireSession } from '../../platform/http/session-guard.js';
import type { LicenceService } from './licence.service.js';

export function registerLicenceRoutes(
  app: FastifyInstance,
  guards: RouteGuards & { platformTenantId: string },
  service: LicenceService,
): void {
  registerPlatformRoute(app, guards, licenceApi.page, ({ query }) => service.page(query));
  registerPlatformRoute(app, guards, licenceApi.detail, ({ query }) => service.detail(query.id));
  registerPlatformRoute(app, guards, licenceApi.publicKey, async () => service.publicKey());
  registerPlatformRoute(app, guards, licenceApi.apply, ({ auth, body }) => service.apply(auth, body));
  registerPlatformRoute(app, guards, licenceApi.sign, ({ body }) => service.sign(body));
  registerPlatformRoute(app, guards, licenceApi.activate, ({ auth, body }) => service.activate(auth, body.licence));

  // The licence as a .lic file (the body is the file; failures are envelopes as usual).
  const permission = Permissions.platform.licence.export;
  app.route({
    method: 'GET',
    url: `/api${LICENCE_EXPORT_PATH}`,
    schema: {
      summary: 'Downloads a signed licence as a .lic file',
      tags: ['licences'],
      querystring: licenceExportQuerySchema,
      security: [{ bearer: [] }],
      description: `Permission: \`${permission}\` (platform tenant only)`,
    },
    onRequest: preflight(guards),
    handler: async (request, reply) => {
      const auth = await requireSession(guards, request, reply, permission);
      if (auth.tenantId !== guards.platformTenantId) throw forbidden(permission);
      const { id } = request.query as { id: string };
      const file = await service.exportFile(id);
      return reply
        .header('content-type', 'application/octet-stream')
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('x-content-type-options', 'nosniff')
        .send(file.text);
    },
  });
}

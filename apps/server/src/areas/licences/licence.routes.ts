import { licenceApi, Permissions } from '@takt/contracts';
import type { FastifyInstance } from 'fastify';
import { forbidden } from '../../platform/errors.js';
import { registerPlatformRoute } from '../../platform/http/platform-route.js';
import { registerDownload } from '../../platform/http/register-download.js';
import type { RouteGuards } from '../../platform/http/register-route.js';
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

  // The licence as a .lic file, for the platform tenant only.
  registerDownload(app, guards, licenceApi.export, async ({ auth, query }) => {
    if (auth.tenantId !== guards.platformTenantId) throw forbidden(Permissions.platform.licence.export);
    const file = await service.exportFile(query.id);
    return { data: file.text, fileName: file.filename, contentType: 'application/octet-stream' };
  });
}

import { Permissions, type StationKind, scanApi } from '@takt/contracts';
import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../../platform/auth/auth-context.js';
import { forbidden } from '../../platform/errors.js';
import { type RouteGuards, registerRoute } from '../../platform/http/register-route.js';
import { requestLanguage } from '../../platform/http/request-context.js';
import type { ScanService } from './scan.service.js';
import type { StationService } from './station.service.js';

export function registerScanRoutes(
  app: FastifyInstance,
  guards: RouteGuards,
  services: { scans: ScanService; stations: StationService },
): void {
  const { scans, stations } = services;
  const actor = (auth: AuthContext) => ({ userId: auth.userId, name: auth.name });

  /** The look-ups serve whoever may open the screen they name. */
  const assertPage = async (auth: AuthContext, kind: StationKind) => {
    const permission = Permissions.trace[kind].page;
    if (!(await guards.access.isAllowed(auth, permission))) throw forbidden(permission);
  };

  registerRoute(app, guards, scanApi.assembly, ({ auth, body, request }) =>
    scans.scan(auth.tenantId, actor(auth), 'assembly', body, requestLanguage(request)),
  );
  registerRoute(app, guards, scanApi.passing, ({ auth, body, request }) =>
    scans.scan(auth.tenantId, actor(auth), 'passing', body, requestLanguage(request)),
  );
  registerRoute(app, guards, scanApi.encasement, ({ auth, body, request }) =>
    scans.scan(auth.tenantId, actor(auth), 'encasement', body, requestLanguage(request)),
  );
  registerRoute(app, guards, scanApi.pack, ({ auth, body, request }) =>
    scans.scan(auth.tenantId, actor(auth), 'pack', body, requestLanguage(request)),
  );
  registerRoute(app, guards, scanApi.maintain, ({ auth, body, request }) =>
    scans.scan(auth.tenantId, actor(auth), 'maintain', body, requestLanguage(request)),
  );
  registerRoute(app, guards, scanApi.return, ({ auth, body, request }) =>
    scans.scan(auth.tenantId, actor(auth), 'return', body, requestLanguage(request)),
  );
  registerRoute(app, guards, scanApi.unbind, ({ auth, body, request }) =>
    scans.unbind(auth.tenantId, actor(auth), body, requestLanguage(request)),
  );
  registerRoute(app, guards, scanApi.unpack, ({ auth, body, request }) =>
    scans.unpack(auth.tenantId, actor(auth), body, requestLanguage(request)),
  );
  registerRoute(app, guards, scanApi.sealBox, ({ auth, body }) =>
    scans.seal(auth.tenantId, body.stationId, 'box', body.boxCode),
  );
  registerRoute(app, guards, scanApi.sealCarrier, ({ auth, body }) =>
    scans.seal(auth.tenantId, body.stationId, 'carrier', body.carrierCode),
  );
  registerRoute(app, guards, scanApi.newBox, ({ auth, body }) => scans.newBox(auth.tenantId, actor(auth), body));

  registerRoute(app, guards, scanApi.context, async ({ auth, query }) => {
    await assertPage(auth, query.kind);
    return stations.context(auth.tenantId, query.stationId, { orderId: query.orderId });
  });
  registerRoute(app, guards, scanApi.unit, async ({ auth, query }) => {
    await assertPage(auth, query.kind);
    return stations.unit(auth.tenantId, query.serial, query.processId);
  });
  registerRoute(app, guards, scanApi.package, async ({ auth, query }) => {
    await assertPage(auth, query.kind);
    return stations.package(auth.tenantId, query.code);
  });
}

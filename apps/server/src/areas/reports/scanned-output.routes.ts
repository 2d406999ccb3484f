import { scannedOutputApi } from '@takt/contracts';
import type { FastifyInstance } from 'fastify';
import type { DataScopeResolver } from '../../platform/data-scope/data-scope.js';
import { type RouteGuards, registerRoute } from '../../platform/http/register-route.js';
import type { ScannedOutputService } from './scanned-output.service.js';

export function registerScannedOutputRoutes(
  app: FastifyInstance,
  guards: RouteGuards,
  service: ScannedOutputService,
  dataScopes: DataScopeResolver,
): void {
  registerRoute(app, guards, scannedOutputApi.page, async ({ auth, query }) =>
    service.page({ tenantId: auth.tenantId, userId: auth.userId, scope: await dataScopes.resolve(auth) }, query),
  );
}

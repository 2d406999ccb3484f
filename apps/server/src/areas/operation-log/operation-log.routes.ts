import { operationLogApi } from '@takt/contracts';
import type { FastifyInstance } from 'fastify';
import { type RouteGuards, registerRoute } from '../../platform/http/register-route.js';
import type { OperationLogService } from './operation-log.service.js';

export function registerOperationLogRoutes(app: FastifyInstance, guards: RouteGuards, service: OperationLogService) {
  registerRoute(app, guards, operationLogApi.page, ({ auth, query }) =>
    service.page(auth.tenantId, {
      ...query,
      success: query.success === undefined ? undefined : query.success === 'true',
    }),
  );
}

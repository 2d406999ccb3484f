import {
  ASSIGNED_GATEWAY_TYPES,
  GATEWAY_APIS,
  type GatewayType,
  gatewayEnrolmentApi,
  unassignedGatewayApi,
} from '@takt/contracts';
import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../../platform/auth/auth-context.js';
import { type RouteGuards, registerRoute } from '../../platform/http/register-route.js';
import { registerResourceRoutes } from '../../platform/resources/resource.routes.js';
import type { TimeZoneService } from '../preferences/time-zone.service.js';
import type { GatewayResource } from './gateway.resource.js';
import type { GatewayService } from './gateway.service.js';
import type { GatewayChannelService } from './gateway-channels.service.js';

export interface GatewayRouteDeps {
  resources: Record<GatewayType, GatewayResource>;
  channels: GatewayChannelService;
  service: GatewayService;
  timeZones: Pick<TimeZoneService, 'effective'>;
}

/** The four gateway pages' routes (one per type), assignment and the enrolment key. */
export function registerGatewayRoutes(app: FastifyInstance, guards: RouteGuards, deps: GatewayRouteDeps): void {
  const { resources, channels, service } = deps;
  const zone = (auth: AuthContext) => deps.timeZones.effective(auth.tenantId, auth.userId);
  for (const type of ASSIGNED_GATEWAY_TYPES) {
    const api = GATEWAY_APIS[type];
    registerResourceRoutes(app, guards, api, resources[type]);
    registerRoute(app, guards, api.token, ({ auth, body }) => service.newToken(auth.tenantId, type, body.id));
    registerRoute(app, guards, api.channels, async ({ auth, query }) =>
      channels.view(auth.tenantId, type, query.id, await zone(auth)),
    );
    registerRoute(app, guards, api.saveChannels, async ({ auth, body }) =>
      channels.save(auth.tenantId, type, body, await zone(auth)),
    );
    registerRoute(app, guards, api.allot, async ({ auth, body }) =>
      channels.allot(auth.tenantId, type, body.id, await zone(auth)),
    );
  }
  registerResourceRoutes(app, guards, unassignedGatewayApi, resources.unassigned);
  registerRoute(app, guards, unassignedGatewayApi.assign, ({ auth, body }) => service.assign(auth.tenantId, body));
  registerRoute(app, guards, gatewayEnrolmentApi.get, ({ auth }) => service.enrolment(auth.tenantId));
  registerRoute(app, guards, gatewayEnrolmentApi.regenerate, ({ auth }) => service.regenerateEnrolment(auth.tenantId));
}

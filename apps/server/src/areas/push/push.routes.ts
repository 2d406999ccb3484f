import { pushChannelApi, pushDeliveryApi, pushTemplateApi, robotApi } from '@takt/contracts';
import type { FastifyInstance } from 'fastify';
import { type RouteGuards, registerRoute } from '../../platform/http/register-route.js';
import { registerSendingRoute } from '../../platform/http/register-sending-route.js';
import { registerResourceRoutes } from '../../platform/resources/resource.routes.js';
import type { PushService } from './push.service.js';
import type { PushChannels } from './push-channel.resource.js';
import type { PushTemplates } from './push-template.resource.js';
import type { Robots } from './robot.resource.js';
import type { RobotTester } from './robot-test.js';

export function registerPushRoutes(
  app: FastifyInstance,
  guards: RouteGuards,
  areas: { robots: Robots; channels: PushChannels; templates: PushTemplates; push: PushService; tester: RobotTester },
): void {
  const { test, ...robotRoutes } = robotApi;
  registerResourceRoutes(app, guards, robotRoutes, areas.robots);
  // The test waits for the robot's platform: no database transaction stays open meanwhile.
  registerSendingRoute(app, guards, test, ({ auth, body, language }) =>
    areas.tester.test(auth.tenantId, body.id, language),
  );
  registerResourceRoutes(app, guards, pushChannelApi, areas.channels);
  registerResourceRoutes(app, guards, pushTemplateApi, areas.templates);
  registerRoute(app, guards, pushDeliveryApi.page, ({ auth, query }) => areas.push.page(auth.tenantId, query));
  registerRoute(app, guards, pushDeliveryApi.attempts, ({ auth, query }) =>
    areas.push.attempts(auth.tenantId, query.id),
  );
}

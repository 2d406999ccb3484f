import { formatZoned, shiftApi, shiftRegimeApi, shiftResolveApi, timeRangeApi } from '@takt/contracts';
import type { FastifyInstance } from 'fastify';
import { type RouteGuards, registerRoute } from '../../platform/http/register-route.js';
import { registerResourceRoutes } from '../../platform/resources/resource.routes.js';
import type { ShiftService } from './shift.resource.js';
import type { ShiftRegimeService } from './shift-regime.service.js';
import type { ShiftResolveService } from './shift-resolve.service.js';
import type { TimeRangeService } from './time-range.service.js';

export function registerShiftsRoutes(
  app: FastifyInstance,
  guards: RouteGuards,
  services: {
    shifts: ShiftService;
    regimes: ShiftRegimeService;
    ranges: TimeRangeService;
    resolver: ShiftResolveService;
  },
): void {
  const { shifts, regimes, ranges, resolver } = services;

  const { list: shiftList, ...shiftRoutes } = shiftApi;
  registerResourceRoutes(app, guards, shiftRoutes, shifts);
  registerRoute(app, guards, shiftList, ({ auth }) => shifts.list(auth.tenantId, {}));

  registerRoute(app, guards, shiftResolveApi.resolve, async ({ auth, query }) => {
    const result = await resolver.resolve(auth.tenantId, query.lineId, query.at ? new Date(query.at) : new Date());
    const zoned = (at: Date | null) => (at ? formatZoned(at, result.timeZone) : null);
    return { ...result, at: zoned(result.at)!, shiftStart: zoned(result.shiftStart), shiftEnd: zoned(result.shiftEnd) };
  });

  registerResourceRoutes(app, guards, shiftRegimeApi, regimes.resource);

  const { list, generate, ...resourceRoutes } = timeRangeApi;
  registerResourceRoutes(app, guards, resourceRoutes, ranges.resource);
  registerRoute(app, guards, list, ({ auth }) => ranges.list(auth.tenantId));
  registerRoute(app, guards, generate, ({ auth, body }) => ranges.generate(auth.tenantId, body));
}

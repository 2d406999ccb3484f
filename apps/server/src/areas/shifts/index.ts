import type { FastifyInstance } from 'fastify';
import type { RouteGuards } from '../../platform/http/register-route.js';
import { registerAreaMessages } from '../../platform/i18n/messages.js';
import type { MasterDataContext } from '../references/master-data-context.js';
import { ShiftService } from './shift.service.js';
import { ShiftRegimeService } from './shift-regime.service.js';
import { ShiftResolveService } from './shift-resolve.service.js';
import { shiftsMessages } from './shifts.messages.js';
import { ShiftRegimeRepository, ShiftRepository, TimeRangeRepository } from './shifts.repository.js';
import { registerShiftsRoutes } from './shifts.routes.js';
import { seedShiftsDemo } from './shifts.seed.js';
import { timeRanges } from './shifts.table.js';
import { TimeRangeService } from './time-range.service.js';

/** Shifts, shift regimes, time ranges and the shift resolver: builds the area's services, registers its reference providers and routes. */
export function createShiftsModule(ctx: MasterDataContext) {
  registerAreaMessages(shiftsMessages);
  const { db, references } = ctx;
  const shiftRepo = new ShiftRepository(db);
  const regimeRepo = new ShiftRegimeRepository(db);
  const rangeRepo = new TimeRangeRepository(db);
  const shifts = new ShiftService(db, shiftRepo, regimeRepo, rangeRepo, references);
  const regimes = new ShiftRegimeService(db, regimeRepo, shiftRepo, references);
  const ranges = new TimeRangeService(db, rangeRepo, shiftRepo, references);
  /** For reporting: `resolver.resolve(tenantId, lineId, at)` — which shift and production day. */
  const resolver = new ShiftResolveService(regimes, ranges, references, ctx.parameters, ctx.log);

  references.provide('shift', shiftRepo.lookups.provider());
  references.provide('shiftRegime', regimeRepo.lookups.provider());
  references.provide('timeRange', rangeRepo.lookups.provider());
  references.usedBy('shift', 'shiftRegime', (tenantId, id, limit) => regimes.usingShift(tenantId, id, limit));
  references.usedBy('shift', 'timeRange', (tenantId, id, limit) =>
    rangeRepo.lookups.usersOf(tenantId, timeRanges.shiftId, id, limit),
  );
  references.usedBy('line', 'shiftRegime', (tenantId, id) => regimes.usingLine(tenantId, id));

  return {
    shifts,
    regimes,
    ranges,
    resolver,
    register(app: FastifyInstance, guards: RouteGuards): void {
      registerShiftsRoutes(app, guards, { shifts, regimes, ranges, resolver });
    },
    /** DAY 08:00–20:00 and NIGHT 20:00–08:00 with breaks and hour buckets, regime 2X12 on the demo lines that exist. */
    seedDemo(tenantId: string): Promise<void> {
      return seedShiftsDemo({ shifts, regimes, ranges, references }, tenantId);
    },
  };
}

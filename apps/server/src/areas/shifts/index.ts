import type { FastifyInstance } from 'fastify';
import type { RouteGuards } from '../../platform/http/register-route.js';
import { registerAreaMessages } from '../../platform/i18n/messages.js';
import { CodedLookups } from '../../platform/references/coded-lookups.js';
import type { MasterDataContext } from '../references/master-data-context.js';
import { createShifts } from './shift.resource.js';
import { ShiftRegimeService } from './shift-regime.service.js';
import { ShiftResolveService } from './shift-resolve.service.js';
import { shiftsMessages } from './shifts.messages.js';
import { ShiftRegimeRepository, TimeRangeRepository } from './shifts.repository.js';
import { registerShiftsRoutes } from './shifts.routes.js';
import { seedShiftsDemo } from './shifts.seed.js';
import { shifts as shiftTable, timeRanges } from './shifts.table.js';
import { TimeRangeService } from './time-range.service.js';

/** Shifts, shift regimes, time ranges and the shift resolver: builds the area's services, registers its reference providers and routes. */
export function createShiftsModule(ctx: MasterDataContext) {
  registerAreaMessages(shiftsMessages);
  const { db, references } = ctx;
  const regimeRepo = new ShiftRegimeRepository(db);
  const rangeRepo = new TimeRangeRepository(db);
  const shifts = createShifts(db, references, { regimes: regimeRepo, ranges: rangeRepo });
  const regimes = new ShiftRegimeService(db, regimeRepo, shifts.repo, references);
  const ranges = new TimeRangeService(db, rangeRepo, shifts.repo, references);
  /** For reporting: `resolver.resolve(tenantId, lineId, at)` — which shift and production day. */
  const resolver = new ShiftResolveService(regimes, ranges, references, ctx.parameters, ctx.log);

  // Pickers offer shifts by code; start first is the order of the list.
  references.provide('shift', new CodedLookups(db, shiftTable).provider());
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

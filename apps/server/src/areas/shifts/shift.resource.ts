import {
  crossesMidnight,
  formatDuration,
  overlappingShifts,
  type Shift,
  type ShiftProblem,
  type shiftAddSchema,
  shiftProblems,
  spanMinutes,
  workingMinutes,
} from '@takt/contracts';
import { asc, gt, lte } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../platform/db/database.js';
import { invalid } from '../../platform/errors.js';
import type { ReferenceRegistry } from '../../platform/references/reference-registry.js';
import type { ResourceRepository } from '../../platform/resources/resource.repository.js';
import { ResourceService, timesDto } from '../../platform/resources/resource.service.js';
import { insideShift } from './shift-resolver.js';
import type { ShiftRegimeRepository, TimeRangeRepository } from './shifts.repository.js';
import { shifts } from './shifts.table.js';

type ShiftInput = z.output<typeof shiftAddSchema>;
export type ShiftRow = typeof shifts.$inferSelect;
type ShiftValues = Pick<ShiftRow, 'start' | 'end' | 'overtimeAllowed' | 'overtimeMinutes' | 'slots' | 'remark'>;
/** The shifts' rows, read by the regimes and time ranges that name them. */
export type ShiftRows = ResourceRepository<typeof shifts>;

export const times = (span: { start: string; end: string }) => `${span.start}–${span.end}`;

export function toShiftDto({ tenantId: _tenantId, ...row }: ShiftRow): Shift {
  return {
    ...row,
    crossesMidnight: crossesMidnight(row.start, row.end),
    lengthMinutes: spanMinutes(row.start, row.end),
    workingMinutes: workingMinutes(row),
    ...timesDto(row),
  };
}

/** A shift's fields as stored: overtime minutes only when overtime is allowed, slot names null when blank. */
function shiftValues(input: ShiftInput): ShiftValues {
  return {
    start: input.start,
    end: input.end,
    overtimeAllowed: input.overtimeAllowed,
    overtimeMinutes: input.overtimeAllowed ? input.overtimeMinutes : 0,
    slots: input.slots.map((slot) => ({ kind: slot.kind, name: slot.name || null, start: slot.start, end: slot.end })),
    remark: input.remark || null,
  };
}

function problemError(problem: ShiftProblem, shift: ShiftValues) {
  switch (problem.rule) {
    case 'startEqualsEnd':
      return invalid('shifts.rule.startEqualsEnd');
    case 'tooLong':
      return invalid('shifts.rule.tooLong', { length: formatDuration(problem.minutes) });
    case 'slotEmpty':
      return invalid('shifts.rule.slotEmpty', { slot: problem.slot });
    case 'slotOutside': {
      const slot = shift.slots[problem.slot - 1]!;
      return invalid('shifts.rule.slotOutside', {
        slot: problem.slot,
        start: slot.start,
        end: slot.end,
        shiftStart: shift.start,
        shiftEnd: shift.end,
      });
    }
    case 'slotsOverlap':
      return invalid('shifts.rule.slotsOverlap', { slot: problem.slot, other: problem.other });
  }
}

function checked(input: ShiftInput): ShiftValues {
  const values = shiftValues(input);
  const [problem] = shiftProblems(values);
  if (problem) throw problemError(problem, values);
  return values;
}

/**
 * Spec 001 §3 "Shift and time slot": shifts with working time slots, breaks and overtime, listed by
 * start. An edit of a shift's times is refused when they would overlap another shift of one of its
 * regimes or leave one of its time ranges outside; a delete while a regime, time range, scan or
 * production report names it.
 */
export function createShifts(
  db: Database,
  references: ReferenceRegistry,
  linked: { regimes: ShiftRegimeRepository; ranges: TimeRangeRepository },
) {
  const service: ResourceService<typeof shifts, Shift, ShiftInput> = new ResourceService(db, references, {
    kind: 'shift',
    table: shifts,
    codeTaken: 'shifts.shiftCodeTaken',
    sortable: { start: shifts.start, end: shifts.end },
    leadingOrder: [asc(shifts.start)],
    conditions: (query) => [
      query.crossesMidnight === 'true' ? lte(shifts.end, shifts.start) : undefined,
      query.crossesMidnight === 'false' ? gt(shifts.end, shifts.start) : undefined,
    ],
    values: async (tenantId, input, current) => {
      const values = checked(input);
      if (current && (current.start !== values.start || current.end !== values.end))
        await assertFits(tenantId, current.id, values);
      return values;
    },
    toDtos: async (_tenantId, rows) => rows.map(toShiftDto),
  });

  async function assertFits(tenantId: string, shiftId: string, values: ShiftValues) {
    const regimes = await linked.regimes.usingShift(tenantId, shiftId, 1000);
    const members = await linked.regimes.shiftIdsOf(
      tenantId,
      regimes.map((regime) => regime.id),
    );
    const otherIds = [...new Set([...members.values()].flat())].filter((id) => id !== shiftId);
    const others = new Map((await service.repo.findByIds(tenantId, otherIds)).map((row) => [row.id, row]));
    for (const regime of regimes) {
      const shiftsOfRegime = (members.get(regime.id) ?? []).filter((id) => id !== shiftId).map((id) => others.get(id)!);
      for (const other of shiftsOfRegime)
        if (overlappingShifts([values, other]))
          throw invalid('shifts.shiftChangeOverlaps', {
            other: other.code,
            otherTimes: times(other),
            regime: regime.code,
          });
    }
    for (const range of await linked.ranges.usingShift(tenantId, shiftId, 1000))
      if (!insideShift(values, range))
        throw invalid('shifts.shiftChangeLeavesRange', { range: range.code, rangeTimes: times(range) });
  }

  return service;
}

export type ShiftService = ReturnType<typeof createShifts>;

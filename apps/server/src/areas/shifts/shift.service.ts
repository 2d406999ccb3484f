import {
  crossesMidnight,
  formatDuration,
  overlappingShifts,
  type PageResult,
  type Shift,
  type ShiftProblem,
  type shiftAddSchema,
  type shiftEditSchema,
  type shiftPageQuerySchema,
  shiftProblems,
  spanMinutes,
  workingMinutes,
} from '@takt/contracts';
import type { z } from 'zod';
import type { Database } from '../../platform/db/database.js';
import { conflict, invalid, notFound } from '../../platform/errors.js';
import type { ReferenceRegistry } from '../../platform/references/reference-registry.js';
import { insideShift } from './shift-resolver.js';
import type {
  ShiftRegimeRepository,
  ShiftRepository,
  ShiftRow,
  ShiftWritable,
  TimeRangeRepository,
} from './shifts.repository.js';

type ShiftInput = z.output<typeof shiftAddSchema>;

export const times = (span: { start: string; end: string }) => `${span.start}–${span.end}`;

export function toShiftDto(row: ShiftRow): Shift {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    start: row.start,
    end: row.end,
    crossesMidnight: crossesMidnight(row.start, row.end),
    lengthMinutes: spanMinutes(row.start, row.end),
    workingMinutes: workingMinutes(row),
    overtimeAllowed: row.overtimeAllowed,
    overtimeMinutes: row.overtimeMinutes,
    slots: row.slots,
    remark: row.remark,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A shift's fields as stored: overtime minutes only when overtime is allowed, slot names null when blank. */
function writable(input: ShiftInput): ShiftWritable {
  return {
    code: input.code,
    name: input.name,
    start: input.start,
    end: input.end,
    overtimeAllowed: input.overtimeAllowed,
    overtimeMinutes: input.overtimeAllowed ? input.overtimeMinutes : 0,
    slots: input.slots.map((slot) => ({ kind: slot.kind, name: slot.name || null, start: slot.start, end: slot.end })),
    remark: input.remark || null,
  };
}

function problemError(problem: ShiftProblem, shift: ShiftWritable) {
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

/** Spec 001 §3 "Shift and time slot": shifts with working time slots, breaks and overtime. */
export class ShiftService {
  constructor(
    private readonly db: Database,
    private readonly repo: ShiftRepository,
    private readonly regimes: ShiftRegimeRepository,
    private readonly ranges: TimeRangeRepository,
    private readonly references: ReferenceRegistry,
  ) {}

  async page(tenantId: string, query: z.output<typeof shiftPageQuerySchema>): Promise<PageResult<Shift>> {
    const { rows, totalRows } = await this.repo.page(tenantId, query);
    return { rows: rows.map(toShiftDto), totalRows, pageNo: query.pageNo, pageSize: query.pageSize };
  }

  async list(tenantId: string): Promise<Shift[]> {
    return (await this.repo.all(tenantId)).map(toShiftDto);
  }

  async byCode(tenantId: string, code: string): Promise<Shift | undefined> {
    const row = await this.repo.findByCode(tenantId, code);
    return row && toShiftDto(row);
  }

  add(tenantId: string, input: ShiftInput): Promise<Shift> {
    return this.db.tenant(tenantId, async () => {
      const values = this.checked(input);
      if (await this.repo.findByCode(tenantId, values.code))
        throw conflict('shifts.shiftCodeTaken', { code: values.code });
      return toShiftDto(await this.repo.insert(tenantId, values));
    });
  }

  /** Edits a shift; refused when its new times would overlap another shift of one of its regimes or leave one of its time ranges outside. */
  edit(tenantId: string, input: z.output<typeof shiftEditSchema>): Promise<Shift> {
    return this.db.tenant(tenantId, async () => {
      const values = this.checked(input);
      const existing = await this.repo.findByCode(tenantId, values.code);
      if (existing && existing.id !== input.id) throw conflict('shifts.shiftCodeTaken', { code: values.code });
      const current = await this.repo.findById(tenantId, input.id);
      if (!current) throw notFound();
      if (current.start !== values.start || current.end !== values.end)
        await this.assertFits(tenantId, input.id, values);
      const row = await this.repo.update(tenantId, input.id, values);
      if (!row) throw notFound();
      return toShiftDto(row);
    });
  }

  /**
   * Refused (409) while a regime, time range, scan or production report names the shift. The row is
   * locked first, so a scan or report saving it meanwhile is either seen or finds the shift gone.
   */
  delete(tenantId: string, id: string): Promise<void> {
    return this.db.tenant(tenantId, async () => {
      const row = await this.repo.lookups.lockForDelete(tenantId, id);
      if (!row) throw notFound();
      await this.references.assertUnused(tenantId, 'shift', row);
      await this.repo.delete(tenantId, id);
    });
  }

  private checked(input: ShiftInput): ShiftWritable {
    const values = writable(input);
    const [problem] = shiftProblems(values);
    if (problem) throw problemError(problem, values);
    return values;
  }

  private async assertFits(tenantId: string, shiftId: string, values: ShiftWritable) {
    const regimes = await this.regimes.usingShift(tenantId, shiftId, 1000);
    const members = await this.regimes.shiftIdsOf(
      tenantId,
      regimes.map((regime) => regime.id),
    );
    const otherIds = [...new Set([...members.values()].flat())].filter((id) => id !== shiftId);
    const others = new Map((await this.repo.byIds(tenantId, otherIds)).map((row) => [row.id, row]));
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
    for (const range of await this.ranges.usingShift(tenantId, shiftId, 1000))
      if (!insideShift(values, range))
        throw invalid('shifts.shiftChangeLeavesRange', { range: range.code, rangeTimes: times(range) });
  }
}

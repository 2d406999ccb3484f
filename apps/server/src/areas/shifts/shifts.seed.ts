import type { ReferenceRegistry } from '../../platform/references/reference-registry.js';
import type { ShiftService } from './shift.resource.js';
import type { ShiftRegimeService } from './shift-regime.service.js';
import type { TimeRangeService } from './time-range.service.js';

/** The demo lines (codes of the factory area's demo data) that follow the 2X12 regime. */
const DEMO_LINES = ['SMT-L1', 'SMT-L2', 'ASM-L1', 'ASM-L2'] as const;

const DEMO_SHIFTS = [
  {
    code: 'DAY',
    name: 'Day shift',
    start: '08:00',
    end: '20:00',
    overtimeAllowed: true,
    overtimeMinutes: 120,
    slots: [
      { kind: 'work', name: 'Morning', start: '08:00', end: '10:00' },
      { kind: 'break', name: 'Tea break', start: '10:00', end: '10:15' },
      { kind: 'work', name: 'Late morning', start: '10:15', end: '12:00' },
      { kind: 'break', name: 'Lunch', start: '12:00', end: '13:00' },
      { kind: 'work', name: 'Afternoon', start: '13:00', end: '17:00' },
      { kind: 'break', name: 'Dinner', start: '17:00', end: '17:30' },
      { kind: 'work', name: 'Evening', start: '17:30', end: '20:00' },
    ],
  },
  {
    code: 'NIGHT',
    name: 'Night shift',
    start: '20:00',
    end: '08:00',
    overtimeAllowed: false,
    overtimeMinutes: 0,
    slots: [
      { kind: 'work', name: 'Evening', start: '20:00', end: '00:00' },
      { kind: 'break', name: 'Midnight meal', start: '00:00', end: '00:45' },
      { kind: 'work', name: 'Night', start: '00:45', end: '04:00' },
      { kind: 'break', name: 'Rest', start: '04:00', end: '04:15' },
      { kind: 'work', name: 'Early morning', start: '04:15', end: '08:00' },
    ],
  },
] as const;

interface SeedDeps {
  shifts: ShiftService;
  regimes: ShiftRegimeService;
  ranges: TimeRangeService;
  references: ReferenceRegistry;
}

/**
 * The demo shifts DAY 08:00–20:00 and NIGHT 20:00–08:00 with their breaks, their hour buckets
 * (time ranges DAY-01… and NIGHT-01…), and the regime 2X12 on the demo lines that exist (found
 * by code through the registry). Idempotent: records whose code exists are kept; lines added
 * since are put on 2X12 when they follow no regime yet.
 */
export async function seedShiftsDemo(deps: SeedDeps, tenantId: string): Promise<void> {
  const { shifts, regimes, ranges, references } = deps;
  const shiftIds: string[] = [];
  for (const shift of DEMO_SHIFTS) {
    const existing = await shifts.findByCode(tenantId, shift.code);
    const id =
      existing?.id ??
      (await shifts.add(tenantId, { ...shift, slots: shift.slots.map((slot) => ({ ...slot })), remark: null })).id;
    if (!existing) await ranges.generate(tenantId, { shiftId: id, stepMinutes: 60, purpose: 'output' });
    shiftIds.push(id);
  }

  const lineIds: string[] = [];
  for (const code of DEMO_LINES) {
    const found = await references.findByCode(tenantId, 'line', code);
    if (found && !(await regimes.usingLine(tenantId, found.id)).length) lineIds.push(found.id);
  }
  const regime = await regimes.byCode(tenantId, '2X12');
  if (!regime) {
    await regimes.resource.add(tenantId, {
      code: '2X12',
      name: 'Two 12-hour shifts',
      dayStart: '08:00',
      shiftIds,
      lineIds,
      remark: null,
    });
  } else if (lineIds.length > 0) {
    await regimes.resource.edit(tenantId, {
      id: regime.id,
      code: regime.code,
      name: regime.name,
      dayStart: regime.dayStart,
      shiftIds: regime.shifts.map((shift) => shift.id),
      lineIds: [...regime.lines.map((line) => line.id), ...lineIds],
      remark: regime.remark,
    });
  }
}

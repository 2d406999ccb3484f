import { type CodedRef, isTimeZone, type ShiftSlot, SystemParamCodes, slotOffsets, wallMinutes } from '@takt/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { ReferenceRegistry } from '../../platform/references/reference-registry.js';
import { DEFAULT_MES_TIMEZONE } from '../parameters/parameter.defaults.js';
import type { ShiftRegimeService } from './shift-regime.service.js';
import { resolveShift } from './shift-resolver.js';
import type { TimeRangeService } from './time-range.service.js';

/** What {@link ShiftResolveService.resolve} answers. */
export interface ShiftResolution {
  at: Date;
  /** The enterprise's time zone the shift times were read in (`mes.timezone`). */
  timeZone: string;
  /** The regime the line follows (null: none, so no shift either). */
  regime: CodedRef | null;
  /** The shift on at `at` (null: the line follows no regime, or `at` is in a gap between shifts). */
  shift: (CodedRef & { start: string; end: string }) | null;
  /** "YYYY-MM-DD": the production day the shift occurrence belongs to (the one it started in). */
  productionDay: string | null;
  /** Start and end (without overtime) of this occurrence of the shift. */
  shiftStart: Date | null;
  shiftEnd: Date | null;
  /** `at` is after the shift's end, inside its allowed overtime. */
  overtime: boolean;
  /** The working time slot or break `at` falls in, when the shift has slots covering it. */
  slot: ShiftSlot | null;
  /** The first (by sort) time range of that shift containing `at`, e.g. its hour bucket. */
  timeRange: CodedRef | null;
}

/** Answers "which shift is it at time T on line L" for pages, reports and scanning. */
export class ShiftResolveService {
  constructor(
    private readonly regimes: ShiftRegimeService,
    private readonly ranges: TimeRangeService,
    private readonly references: ReferenceRegistry,
    private readonly parameters: { value(tenantId: string, code: string): Promise<string | null> },
    private readonly log: FastifyBaseLogger,
  ) {}

  /** The enterprise's time zone: system parameter `mes.timezone`, Asia/Shanghai when unset or not a known IANA zone. */
  async timeZone(tenantId: string): Promise<string> {
    const value = (await this.parameters.value(tenantId, SystemParamCodes.MES_TIMEZONE))?.trim();
    if (value && isTimeZone(value)) return value;
    if (value) this.log.warn({ tenantId, value }, 'mes.timezone is not a known time zone; using the default');
    return DEFAULT_MES_TIMEZONE;
  }

  /**
   * Which shift line `lineId` is on at instant `at`, in the enterprise's time zone: the regime the
   * line follows, the shift, the production day it belongs to (a night shift 20:00–08:00 belongs
   * to the day it started on), the occurrence's start and end, overtime, slot and time range.
   * Shift starts are inclusive, ends exclusive. `shift` is null when the line follows no regime
   * or `at` falls between shifts (and outside their overtime).
   *
   * Throws a 400 naming `lineId` when the line does not exist in the enterprise.
   */
  async resolve(tenantId: string, lineId: string, at: Date = new Date()): Promise<ShiftResolution> {
    await this.references.resolveOne(tenantId, 'line', lineId, 'lineId');
    const timeZone = await this.timeZone(tenantId);
    const none = {
      at,
      timeZone,
      shift: null,
      productionDay: null,
      shiftStart: null,
      shiftEnd: null,
      overtime: false,
      slot: null,
      timeRange: null,
    };
    const found = await this.regimes.forLine(tenantId, lineId);
    if (!found) return { ...none, regime: null };
    const { regime, shifts } = found;
    const regimeRef = { id: regime.id, code: regime.code, name: regime.name };
    const hit = resolveShift(
      {
        dayStart: regime.dayStart,
        shifts: shifts.map((shift) => ({
          ...shift,
          overtimeMinutes: shift.overtimeAllowed ? shift.overtimeMinutes : 0,
        })),
      },
      at,
      timeZone,
    );
    if (!hit) return { ...none, regime: regimeRef };
    const { shift } = hit;
    let timeRange: CodedRef | null = null;
    if (!hit.overtime) {
      const offset = wallMinutes(at, timeZone) - wallMinutes(hit.start, timeZone);
      const range = (await this.ranges.list(tenantId, shift.id)).find((candidate) => {
        const [from, to] = slotOffsets(shift.start, candidate);
        return offset >= from && offset < to;
      });
      if (range) timeRange = { id: range.id, code: range.code, name: range.name };
    }
    return {
      at,
      timeZone,
      regime: regimeRef,
      shift: { id: shift.id, code: shift.code, name: shift.name, start: shift.start, end: shift.end },
      productionDay: hit.productionDay,
      shiftStart: hit.start,
      shiftEnd: hit.end,
      overtime: hit.overtime,
      slot: hit.slot,
      timeRange,
    };
  }
}

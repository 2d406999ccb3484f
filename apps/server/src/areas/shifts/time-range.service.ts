import {
  crossesMidnight,
  SHIFT_CODE_MAX,
  spanMinutes,
  type TimeRange,
  type timeRangeAddSchema,
  type timeRangeGenerateSchema,
} from '@takt/contracts';
import { asc, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../platform/db/database.js';
import { invalid } from '../../platform/errors.js';
import type { ReferenceRegistry } from '../../platform/references/reference-registry.js';
import { codedDto, ResourceService } from '../../platform/resources/resource.service.js';
import { type ShiftRows, times } from './shift.resource.js';
import { cutShift, insideShift } from './shift-resolver.js';
import type { TimeRangeRepository, TimeRangeRow } from './shifts.repository.js';
import { timeRanges } from './shifts.table.js';

type RangeInput = z.output<typeof timeRangeAddSchema>;

/**
 * Named spans of the day reports group by (hour buckets of output boards, reporting periods),
 * optionally tied to a shift they must lie inside.
 */
export class TimeRangeService {
  /** Page, add, edit and delete: the resource kit's, with the range's own checks. */
  readonly resource: ResourceService<typeof timeRanges, TimeRange, RangeInput>;

  constructor(
    private readonly db: Database,
    private readonly repo: TimeRangeRepository,
    private readonly shifts: ShiftRows,
    private readonly references: ReferenceRegistry,
  ) {
    this.resource = new ResourceService(db, references, {
      kind: 'timeRange',
      table: timeRanges,
      codeTaken: 'shifts.timeRangeCodeTaken',
      equals: { purpose: timeRanges.purpose, shiftId: timeRanges.shiftId },
      sortable: { start: timeRanges.start, sort: timeRanges.sort },
      // Report order: a shift's ranges together, by sort, then start.
      leadingOrder: [sql`${timeRanges.shiftId} nulls last`, asc(timeRanges.sort), asc(timeRanges.start)],
      values: (tenantId, input) => this.checked(tenantId, input),
      toDtos: (tenantId, rows) => this.toDtos(tenantId, rows),
    });
  }

  /** Every time range in report order (sort, then start); only those of one shift when `shiftId` is given. */
  async list(tenantId: string, shiftId?: string): Promise<TimeRange[]> {
    return this.toDtos(tenantId, await this.repo.all(tenantId, shiftId));
  }

  /**
   * Cuts a shift into consecutive ranges of `stepMinutes` (e.g. the hour buckets of an output
   * board), coded `<shift code>-01`, `-02`…, named by their times; codes that exist are skipped.
   */
  generate(tenantId: string, input: z.output<typeof timeRangeGenerateSchema>): Promise<TimeRange[]> {
    return this.db.tenant(tenantId, async () => {
      await this.references.resolveOne(tenantId, 'shift', input.shiftId, 'shiftId');
      const shift = (await this.shifts.findByIds(tenantId, [input.shiftId]))[0]!;
      const spans = cutShift(shift, input.stepMinutes);
      const prefix = shift.code.slice(0, SHIFT_CODE_MAX - 4);
      const candidates = spans.map((span, index) => ({
        code: `${prefix}-${String(index + 1).padStart(2, '0')}`,
        name: times(span),
        purpose: input.purpose,
        start: span.start,
        end: span.end,
        shiftId: shift.id,
        sort: index + 1,
        remark: null,
      }));
      const taken = new Set(
        (
          await this.repo.codesTaken(
            tenantId,
            candidates.map((candidate) => candidate.code),
          )
        ).map((row) => row.code),
      );
      const rows: TimeRangeRow[] = [];
      for (const candidate of candidates)
        if (!taken.has(candidate.code)) rows.push(await this.repo.insert(tenantId, candidate));
      return this.toDtos(tenantId, rows);
    });
  }

  private async checked(tenantId: string, input: RangeInput) {
    if (input.start === input.end) throw invalid('shifts.rangeStartEqualsEnd');
    if (input.shiftId) {
      await this.references.resolveOne(tenantId, 'shift', input.shiftId, 'shiftId');
      const shift = (await this.shifts.findByIds(tenantId, [input.shiftId]))[0]!;
      if (!insideShift(shift, input))
        throw invalid('shifts.rangeOutsideShift', {
          start: input.start,
          end: input.end,
          shift: shift.code,
          shiftTimes: times(shift),
        });
    }
    return {
      purpose: input.purpose,
      start: input.start,
      end: input.end,
      shiftId: input.shiftId ?? null,
      sort: input.sort,
      remark: input.remark || null,
    };
  }

  private async toDtos(tenantId: string, rows: TimeRangeRow[]): Promise<TimeRange[]> {
    const shiftIds = [...new Set(rows.map((row) => row.shiftId).filter((id): id is string => !!id))];
    const shifts = new Map((await this.shifts.findByIds(tenantId, shiftIds)).map((row) => [row.id, row]));
    return rows.map((row) => {
      const shift = row.shiftId ? shifts.get(row.shiftId) : undefined;
      return {
        ...codedDto(row),
        purpose: row.purpose as TimeRange['purpose'],
        start: row.start,
        end: row.end,
        crossesMidnight: crossesMidnight(row.start, row.end),
        lengthMinutes: spanMinutes(row.start, row.end),
        shift: shift ? { id: shift.id, code: shift.code, name: shift.name } : null,
        sort: row.sort,
        remark: row.remark,
      };
    });
  }
}

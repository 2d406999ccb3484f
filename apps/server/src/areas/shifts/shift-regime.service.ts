import { type CodedRef, overlappingShifts, type ShiftRegime, type shiftRegimeAddSchema } from '@takt/contracts';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../platform/db/database.js';
import { conflict, invalid } from '../../platform/errors.js';
import type { ReferenceRegistry } from '../../platform/references/reference-registry.js';
import { codedDto, ResourceService } from '../../platform/resources/resource.service.js';
import { type ShiftRow, type ShiftRows, times } from './shift.resource.js';
import type { ShiftRegimeRepository, ShiftRegimeRow } from './shifts.repository.js';
import { shiftRegimeLines, shiftRegimeShifts, shiftRegimes } from './shifts.table.js';

type RegimeInput = z.output<typeof shiftRegimeAddSchema>;

/** A regime with a link row matching `condition` (its shifts or its lines). */
function holding(links: typeof shiftRegimeShifts | typeof shiftRegimeLines, condition: SQL) {
  return sql`exists (select 1 from ${links} where ${and(
    eq(links.tenantId, shiftRegimes.tenantId),
    eq(links.regimeId, shiftRegimes.id),
    condition,
  )})`;
}

/**
 * Shift regimes: the non-overlapping shifts of a production day, assigned to production lines
 * (kind `line` of the registry; a line follows at most one regime).
 */
export class ShiftRegimeService {
  /** Page, detail, add, edit and delete: the resource kit's, with the regime's shifts and lines beside the row. */
  readonly resource: ResourceService<typeof shiftRegimes, ShiftRegime, RegimeInput>;

  constructor(
    db: Database,
    private readonly repo: ShiftRegimeRepository,
    private readonly shifts: ShiftRows,
    private readonly references: ReferenceRegistry,
  ) {
    this.resource = new ResourceService(db, references, {
      kind: 'shiftRegime',
      table: shiftRegimes,
      codeTaken: 'shifts.regimeCodeTaken',
      sortable: { dayStart: shiftRegimes.dayStart },
      // The regimes holding a shift, or assigned to a line.
      conditions: (query) => [
        query.shiftId ? holding(shiftRegimeShifts, eq(shiftRegimeShifts.shiftId, query.shiftId as string)) : undefined,
        query.lineId ? holding(shiftRegimeLines, eq(shiftRegimeLines.lineId, query.lineId as string)) : undefined,
      ],
      values: async (tenantId, input, current) => {
        await this.checked(tenantId, input, current?.id ?? null);
        return { dayStart: input.dayStart, remark: input.remark || null };
      },
      afterSave: (tenantId, id, input) =>
        this.repo.setMembers(tenantId, id, [...new Set(input.shiftIds)], [...new Set(input.lineIds)]),
      toDtos: (tenantId, rows) => this.toDtos(tenantId, rows),
    });
  }

  async byCode(tenantId: string, code: string): Promise<ShiftRegime | undefined> {
    const row = await this.repo.findByCode(tenantId, code);
    return row && (await this.toDtos(tenantId, [row]))[0];
  }

  /** The regime a line follows, with its shifts in order; undefined when it follows none. */
  async forLine(tenantId: string, lineId: string): Promise<{ regime: ShiftRegimeRow; shifts: ShiftRow[] } | undefined> {
    const regime = await this.repo.forLine(tenantId, lineId);
    if (!regime) return undefined;
    const ids = (await this.repo.shiftIdsOf(tenantId, [regime.id])).get(regime.id) ?? [];
    const byId = new Map((await this.shifts.findByIds(tenantId, ids)).map((row) => [row.id, row]));
    return { regime, shifts: ids.map((id) => byId.get(id)!).filter(Boolean) };
  }

  /** Checks the shifts (exist, no overlaps) and lines (exist, in no other regime); both locked until the transaction ends. */
  private async checked(tenantId: string, input: RegimeInput, regimeId: string | null) {
    const shiftIds = [...new Set(input.shiftIds)];
    const lineIds = [...new Set(input.lineIds)];
    await this.references.resolve(tenantId, 'shift', shiftIds, 'shiftIds');
    const byId = new Map((await this.shifts.findByIds(tenantId, shiftIds)).map((row) => [row.id, row]));
    const ordered = shiftIds.map((id) => byId.get(id)!);
    const overlap = overlappingShifts(ordered);
    if (overlap) {
      const [a, b] = [ordered[overlap[0]]!, ordered[overlap[1]]!];
      throw invalid('shifts.regimeOverlap', { a: a.code, aTimes: times(a), b: b.code, bTimes: times(b) });
    }
    const lines = await this.references.resolve(tenantId, 'line', lineIds, 'lineIds');
    const [taken] = await this.repo.linesTaken(tenantId, lineIds, regimeId);
    if (taken) {
      const line = lines.get(taken.lineId)!;
      throw conflict('shifts.lineTaken', { line: `${line.code} ${line.name}`, regime: taken.code });
    }
  }

  private async toDtos(tenantId: string, rows: ShiftRegimeRow[]): Promise<ShiftRegime[]> {
    const ids = rows.map((row) => row.id);
    const shiftIds = await this.repo.shiftIdsOf(tenantId, ids);
    const lineIds = await this.repo.lineIdsOf(tenantId, ids);
    const allShiftIds = [...new Set([...shiftIds.values()].flat())];
    const shifts = new Map((await this.shifts.findByIds(tenantId, allShiftIds)).map((row) => [row.id, row]));
    const allLineIds = [...new Set([...lineIds.values()].flat())];
    const lines = new Map<string, CodedRef>(
      allLineIds.length === 0
        ? []
        : (await this.references.options(tenantId, { kind: 'line', ids: allLineIds, limit: allLineIds.length })).map(
            (ref) => [ref.id, ref],
          ),
    );
    return rows.map((row) => ({
      ...codedDto(row),
      dayStart: row.dayStart,
      shifts: (shiftIds.get(row.id) ?? [])
        .map((id) => shifts.get(id))
        .filter((shift): shift is ShiftRow => !!shift)
        .map(({ id, code, name, start, end }) => ({ id, code, name, start, end })),
      lines: (lineIds.get(row.id) ?? [])
        .map((id) => lines.get(id) ?? { id, code: id, name: '' })
        .sort((a, b) => a.code.localeCompare(b.code)),
      remark: row.remark,
    }));
  }

  // ── registry ──────────────────────────────────────────────────────────────────────────────

  /** Regimes holding a shift ("in use" of kind `shift`). */
  async usingShift(tenantId: string, shiftId: string, limit: number): Promise<CodedRef[]> {
    return (await this.repo.usingShift(tenantId, shiftId, limit)).map(({ id, code, name }) => ({ id, code, name }));
  }

  /** The regime a line follows ("in use" of kind `line`). */
  async usingLine(tenantId: string, lineId: string): Promise<CodedRef[]> {
    const row = await this.repo.forLine(tenantId, lineId);
    return row ? [{ id: row.id, code: row.code, name: row.name }] : [];
  }
}

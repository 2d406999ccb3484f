import {
  type CodedRef,
  overlappingShifts,
  type PageResult,
  type ShiftRegime,
  type shiftRegimeAddSchema,
  type shiftRegimeEditSchema,
  type shiftRegimePageQuerySchema,
} from '@takt/contracts';
import type { z } from 'zod';
import type { Database } from '../../platform/db/database.js';
import { conflict, invalid, notFound } from '../../platform/errors.js';
import type { ReferenceRegistry } from '../../platform/references/reference-registry.js';
import { times } from './shift.service.js';
import type { ShiftRegimeRepository, ShiftRegimeRow, ShiftRepository, ShiftRow } from './shifts.repository.js';

type RegimeInput = z.output<typeof shiftRegimeAddSchema>;

/**
 * Shift regimes: the non-overlapping shifts of a production day, assigned to production lines
 * (kind `line` of the registry; a line follows at most one regime).
 */
export class ShiftRegimeService {
  constructor(
    private readonly db: Database,
    private readonly repo: ShiftRegimeRepository,
    private readonly shifts: ShiftRepository,
    private readonly references: ReferenceRegistry,
  ) {}

  async page(tenantId: string, query: z.output<typeof shiftRegimePageQuerySchema>): Promise<PageResult<ShiftRegime>> {
    const { rows, totalRows } = await this.repo.page(tenantId, query);
    return { rows: await this.toDtos(tenantId, rows), totalRows, pageNo: query.pageNo, pageSize: query.pageSize };
  }

  async detail(tenantId: string, id: string): Promise<ShiftRegime> {
    const row = await this.repo.findById(tenantId, id);
    if (!row) throw notFound();
    return (await this.toDtos(tenantId, [row]))[0]!;
  }

  async byCode(tenantId: string, code: string): Promise<ShiftRegime | undefined> {
    const row = await this.repo.findByCode(tenantId, code);
    return row && (await this.toDtos(tenantId, [row]))[0];
  }

  add(tenantId: string, input: RegimeInput): Promise<ShiftRegime> {
    return this.db.tenant(tenantId, async () => {
      if (await this.repo.findByCode(tenantId, input.code))
        throw conflict('shifts.regimeCodeTaken', { code: input.code });
      const members = await this.checked(tenantId, input, null);
      const row = await this.repo.insert(tenantId, this.writable(input));
      await this.repo.setMembers(tenantId, row.id, members.shiftIds, members.lineIds);
      return this.detail(tenantId, row.id);
    });
  }

  edit(tenantId: string, input: z.output<typeof shiftRegimeEditSchema>): Promise<ShiftRegime> {
    return this.db.tenant(tenantId, async () => {
      const existing = await this.repo.findByCode(tenantId, input.code);
      if (existing && existing.id !== input.id) throw conflict('shifts.regimeCodeTaken', { code: input.code });
      if (!(await this.repo.findById(tenantId, input.id))) throw notFound();
      const members = await this.checked(tenantId, input, input.id);
      const row = await this.repo.update(tenantId, input.id, this.writable(input));
      if (!row) throw notFound();
      await this.repo.setMembers(tenantId, row.id, members.shiftIds, members.lineIds);
      return this.detail(tenantId, row.id);
    });
  }

  /** Deletes a regime (nothing else records one yet); its lines are left without a regime. */
  delete(tenantId: string, id: string): Promise<void> {
    return this.db.tenant(tenantId, async () => {
      const row = await this.repo.findById(tenantId, id);
      if (!row) throw notFound();
      await this.references.assertUnused(tenantId, 'shiftRegime', row);
      await this.repo.delete(tenantId, id);
    });
  }

  /** The regime a line follows, with its shifts in order; undefined when it follows none. */
  async forLine(tenantId: string, lineId: string): Promise<{ regime: ShiftRegimeRow; shifts: ShiftRow[] } | undefined> {
    const regime = await this.repo.forLine(tenantId, lineId);
    if (!regime) return undefined;
    const ids = (await this.repo.shiftIdsOf(tenantId, [regime.id])).get(regime.id) ?? [];
    const byId = new Map((await this.shifts.byIds(tenantId, ids)).map((row) => [row.id, row]));
    return { regime, shifts: ids.map((id) => byId.get(id)!).filter(Boolean) };
  }

  private writable(input: RegimeInput) {
    return { code: input.code, name: input.name, dayStart: input.dayStart, remark: input.remark || null };
  }

  /** Checks the shifts (exist, no overlaps) and lines (exist, in no other regime); both locked until the transaction ends. */
  private async checked(tenantId: string, input: RegimeInput, regimeId: string | null) {
    const shiftIds = [...new Set(input.shiftIds)];
    const lineIds = [...new Set(input.lineIds)];
    await this.references.resolve(tenantId, 'shift', shiftIds, 'shiftIds');
    const byId = new Map((await this.shifts.byIds(tenantId, shiftIds)).map((row) => [row.id, row]));
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
    return { shiftIds, lineIds };
  }

  private async toDtos(tenantId: string, rows: ShiftRegimeRow[]): Promise<ShiftRegime[]> {
    const ids = rows.map((row) => row.id);
    const shiftIds = await this.repo.shiftIdsOf(tenantId, ids);
    const lineIds = await this.repo.lineIdsOf(tenantId, ids);
    const allShiftIds = [...new Set([...shiftIds.values()].flat())];
    const shifts = new Map((await this.shifts.byIds(tenantId, allShiftIds)).map((row) => [row.id, row]));
    const allLineIds = [...new Set([...lineIds.values()].flat())];
    const lines = new Map<string, CodedRef>(
      allLineIds.length === 0
        ? []
        : (await this.references.options(tenantId, { kind: 'line', ids: allLineIds, limit: allLineIds.length })).map(
            (ref) => [ref.id, ref],
          ),
    );
    return rows.map((row) => ({
      id: row.id,
      code: row.code,
      name: row.name,
      dayStart: row.dayStart,
      shifts: (shiftIds.get(row.id) ?? [])
        .map((id) => shifts.get(id))
        .filter((shift): shift is ShiftRow => !!shift)
        .map(({ id, code, name, start, end }) => ({ id, code, name, start, end })),
      lines: (lineIds.get(row.id) ?? [])
        .map((id) => lines.get(id) ?? { id, code: id, name: '' })
        .sort((a, b) => a.code.localeCompare(b.code)),
      remark: row.remark,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
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

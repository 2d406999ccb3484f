import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { groupBy } from '../../platform/collections/group-by.js';
import type { Database } from '../../platform/db/database.js';
import { CodedLookups } from '../../platform/references/coded-lookups.js';
import { shiftRegimeLines, shiftRegimeShifts, shiftRegimes, timeRanges } from './shifts.table.js';

export type ShiftRegimeRow = typeof shiftRegimes.$inferSelect;
export type ShiftRegimeWritable = Pick<ShiftRegimeRow, 'code' | 'name' | 'dayStart' | 'remark'>;
export type TimeRangeRow = typeof timeRanges.$inferSelect;
export type TimeRangeWritable = Pick<
  TimeRangeRow,
  'code' | 'name' | 'purpose' | 'start' | 'end' | 'shiftId' | 'sort' | 'remark'
>;
type Lock = { lock?: boolean };

export class ShiftRegimeRepository {
  /** Lookups of the registry (provider, usage finders). */
  readonly lookups: CodedLookups<typeof shiftRegimes>;

  constructor(private readonly db: Database) {
    this.lookups = new CodedLookups(db, shiftRegimes);
  }

  byIds(tenantId: string, ids: readonly string[], options: Lock = {}): Promise<ShiftRegimeRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db.tenant(tenantId, (tx) => {
      const query = tx
        .select()
        .from(shiftRegimes)
        .where(and(eq(shiftRegimes.tenantId, tenantId), inArray(shiftRegimes.id, [...ids])));
      return options.lock ? query.for('key share') : query;
    });
  }

  findById(tenantId: string, id: string): Promise<ShiftRegimeRow | undefined> {
    return this.byIds(tenantId, [id]).then((rows) => rows[0]);
  }

  findByCode(tenantId: string, code: string): Promise<ShiftRegimeRow | undefined> {
    return this.db.tenant(tenantId, async (tx) => {
      const [row] = await tx
        .select()
        .from(shiftRegimes)
        .where(and(eq(shiftRegimes.tenantId, tenantId), eq(shiftRegimes.code, code)));
      return row;
    });
  }

  /** The shift ids of these regimes, in each regime's order. */
  shiftIdsOf(tenantId: string, regimeIds: readonly string[]): Promise<Map<string, string[]>> {
    if (regimeIds.length === 0) return Promise.resolve(new Map());
    return this.db.tenant(tenantId, async (tx) => {
      const rows = await tx
        .select()
        .from(shiftRegimeShifts)
        .where(and(eq(shiftRegimeShifts.tenantId, tenantId), inArray(shiftRegimeShifts.regimeId, [...regimeIds])))
        .orderBy(asc(shiftRegimeShifts.regimeId), asc(shiftRegimeShifts.seq));
      return groupBy(
        rows,
        (row) => row.regimeId,
        (row) => row.shiftId,
      );
    });
  }

  /** The line ids of these regimes. */
  lineIdsOf(tenantId: string, regimeIds: readonly string[]): Promise<Map<string, string[]>> {
    if (regimeIds.length === 0) return Promise.resolve(new Map());
    return this.db.tenant(tenantId, async (tx) => {
      const rows = await tx
        .select()
        .from(shiftRegimeLines)
        .where(and(eq(shiftRegimeLines.tenantId, tenantId), inArray(shiftRegimeLines.regimeId, [...regimeIds])));
      return groupBy(
        rows,
        (row) => row.regimeId,
        (row) => row.lineId,
      );
    });
  }

  /** Regimes that hold a shift (for "in use" and for re-checking overlaps when the shift changes). */
  usingShift(tenantId: string, shiftId: string, limit: number): Promise<ShiftRegimeRow[]> {
    return this.db.tenant(tenantId, (tx) =>
      tx
        .select({
          tenantId: shiftRegimes.tenantId,
          id: shiftRegimes.id,
          code: shiftRegimes.code,
          name: shiftRegimes.name,
          dayStart: shiftRegimes.dayStart,
          remark: shiftRegimes.remark,
          createdAt: shiftRegimes.createdAt,
          updatedAt: shiftRegimes.updatedAt,
        })
        .from(shiftRegimeShifts)
        .innerJoin(
          shiftRegimes,
          and(eq(shiftRegimes.tenantId, shiftRegimeShifts.tenantId), eq(shiftRegimes.id, shiftRegimeShifts.regimeId)),
        )
        .where(and(eq(shiftRegimeShifts.tenantId, tenantId), eq(shiftRegimeShifts.shiftId, shiftId)))
        .orderBy(asc(shiftRegimes.code))
        .limit(limit),
    );
  }

  /** The regime a line follows, if any. */
  forLine(tenantId: string, lineId: string): Promise<ShiftRegimeRow | undefined> {
    return this.db.tenant(tenantId, async (tx) => {
      const [row] = await tx
        .select({
          tenantId: shiftRegimes.tenantId,
          id: shiftRegimes.id,
          code: shiftRegimes.code,
          name: shiftRegimes.name,
          dayStart: shiftRegimes.dayStart,
          remark: shiftRegimes.remark,
          createdAt: shiftRegimes.createdAt,
          updatedAt: shiftRegimes.updatedAt,
        })
        .from(shiftRegimeLines)
        .innerJoin(
          shiftRegimes,
          and(eq(shiftRegimes.tenantId, shiftRegimeLines.tenantId), eq(shiftRegimes.id, shiftRegimeLines.regimeId)),
        )
        .where(and(eq(shiftRegimeLines.tenantId, tenantId), eq(shiftRegimeLines.lineId, lineId)));
      return row;
    });
  }

  /** Which of these lines follow a regime other than `exceptRegimeId` (line id → regime). */
  linesTaken(tenantId: string, lineIds: readonly string[], exceptRegimeId: string | null) {
    if (lineIds.length === 0) return Promise.resolve([]);
    return this.db
      .tenant(tenantId, (tx) =>
        tx
          .select({ lineId: shiftRegimeLines.lineId, code: shiftRegimes.code, regimeId: shiftRegimes.id })
          .from(shiftRegimeLines)
          .innerJoin(
            shiftRegimes,
            and(eq(shiftRegimes.tenantId, shiftRegimeLines.tenantId), eq(shiftRegimes.id, shiftRegimeLines.regimeId)),
          )
          .where(and(eq(shiftRegimeLines.tenantId, tenantId), inArray(shiftRegimeLines.lineId, [...lineIds]))),
      )
      .then((rows) => rows.filter((row) => row.regimeId !== exceptRegimeId));
  }

  insert(tenantId: string, values: ShiftRegimeWritable): Promise<ShiftRegimeRow> {
    return this.db.tenant(tenantId, async (tx) => {
      const [row] = await tx
        .insert(shiftRegimes)
        .values({ tenantId, ...values })
        .returning();
      return row!;
    });
  }

  update(tenantId: string, id: string, values: ShiftRegimeWritable): Promise<ShiftRegimeRow | undefined> {
    return this.db.tenant(tenantId, async (tx) => {
      const [row] = await tx
        .update(shiftRegimes)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(shiftRegimes.tenantId, tenantId), eq(shiftRegimes.id, id)))
        .returning();
      return row;
    });
  }

  /** Replaces the regime's shifts (in order) and lines. */
  setMembers(tenantId: string, regimeId: string, shiftIds: readonly string[], lineIds: readonly string[]) {
    return this.db.tenant(tenantId, async (tx) => {
      await tx
        .delete(shiftRegimeShifts)
        .where(and(eq(shiftRegimeShifts.tenantId, tenantId), eq(shiftRegimeShifts.regimeId, regimeId)));
      await tx
        .delete(shiftRegimeLines)
        .where(and(eq(shiftRegimeLines.tenantId, tenantId), eq(shiftRegimeLines.regimeId, regimeId)));
      if (shiftIds.length > 0)
        await tx
          .insert(shiftRegimeShifts)
          .values(shiftIds.map((shiftId, index) => ({ tenantId, regimeId, shiftId, seq: index + 1 })));
      if (lineIds.length > 0)
        await tx.insert(shiftRegimeLines).values(lineIds.map((lineId) => ({ tenantId, regimeId, lineId })));
    });
  }

  delete(tenantId: string, id: string): Promise<boolean> {
    return this.db.tenant(tenantId, async (tx) => {
      const rows = await tx
        .delete(shiftRegimes)
        .where(and(eq(shiftRegimes.tenantId, tenantId), eq(shiftRegimes.id, id)))
        .returning({ id: shiftRegimes.id });
      return rows.length > 0;
    });
  }
}

export class TimeRangeRepository {
  /** Lookups of the registry (provider, usage finders). */
  readonly lookups: CodedLookups<typeof timeRanges>;

  constructor(private readonly db: Database) {
    this.lookups = new CodedLookups(db, timeRanges);
  }

  all(tenantId: string, shiftId?: string): Promise<TimeRangeRow[]> {
    return this.db.tenant(tenantId, (tx) =>
      tx
        .select()
        .from(timeRanges)
        .where(and(eq(timeRanges.tenantId, tenantId), shiftId ? eq(timeRanges.shiftId, shiftId) : undefined))
        .orderBy(
          sql`${timeRanges.shiftId} nulls last`,
          asc(timeRanges.sort),
          asc(timeRanges.start),
          asc(timeRanges.id),
        ),
    );
  }

  byIds(tenantId: string, ids: readonly string[], options: Lock = {}): Promise<TimeRangeRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db.tenant(tenantId, (tx) => {
      const query = tx
        .select()
        .from(timeRanges)
        .where(and(eq(timeRanges.tenantId, tenantId), inArray(timeRanges.id, [...ids])));
      return options.lock ? query.for('key share') : query;
    });
  }

  findById(tenantId: string, id: string): Promise<TimeRangeRow | undefined> {
    return this.byIds(tenantId, [id]).then((rows) => rows[0]);
  }

  codesTaken(tenantId: string, codes: readonly string[]): Promise<TimeRangeRow[]> {
    if (codes.length === 0) return Promise.resolve([]);
    return this.db.tenant(tenantId, (tx) =>
      tx
        .select()
        .from(timeRanges)
        .where(and(eq(timeRanges.tenantId, tenantId), inArray(timeRanges.code, [...codes]))),
    );
  }

  usingShift(tenantId: string, shiftId: string, limit: number): Promise<TimeRangeRow[]> {
    return this.db.tenant(tenantId, (tx) =>
      tx
        .select()
        .from(timeRanges)
        .where(and(eq(timeRanges.tenantId, tenantId), eq(timeRanges.shiftId, shiftId)))
        .orderBy(asc(timeRanges.code))
        .limit(limit),
    );
  }

  insert(tenantId: string, values: TimeRangeWritable): Promise<TimeRangeRow> {
    return this.db.tenant(tenantId, async (tx) => {
      const [row] = await tx
        .insert(timeRanges)
        .values({ tenantId, ...values })
        .returning();
      return row!;
    });
  }

  update(tenantId: string, id: string, values: TimeRangeWritable): Promise<TimeRangeRow | undefined> {
    return this.db.tenant(tenantId, async (tx) => {
      const [row] = await tx
        .update(timeRanges)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(timeRanges.tenantId, tenantId), eq(timeRanges.id, id)))
        .returning();
      return row;
    });
  }

  delete(tenantId: string, id: string): Promise<boolean> {
    return this.db.tenant(tenantId, async (tx) => {
      const rows = await tx
        .delete(timeRanges)
        .where(and(eq(timeRanges.tenantId, tenantId), eq(timeRanges.id, id)))
        .returning({ id: timeRanges.id });
      return rows.length > 0;
    });
  }
}

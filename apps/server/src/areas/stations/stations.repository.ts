import { and, count, desc, eq, gte, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { rowReader, rowsOf, setList, valuesList } from '../../platform/db/table-rows.js';
import {
  productionPackages,
  productionUnits,
  scanEvents,
  scanRequests,
  unitDefects,
  unitMaterials,
  unitRepairs,
} from './stations.table.js';

export type UnitRow = typeof productionUnits.$inferSelect;
const readUnit = rowReader(productionUnits);
/** `createdAt` is the time of the unit's first scan (a queued or seeded scan may be older than now): trace reads a unit's events from it on. */
export type UnitInsert = Omit<typeof productionUnits.$inferInsert, 'tenantId' | 'id' | 'updatedAt'> & {
  createdAt: Date;
};
export type UnitChanges = Partial<Omit<UnitRow, 'tenantId' | 'id' | 'createdAt'>>;
export type PackageRow = typeof productionPackages.$inferSelect;
export type PackageInsert = Omit<
  typeof productionPackages.$inferInsert,
  'tenantId' | 'id' | 'createdAt' | 'updatedAt' | 'quantity' | 'status'
>;
export type MaterialRow = typeof unitMaterials.$inferSelect;
export type MaterialInsert = Omit<typeof unitMaterials.$inferInsert, 'tenantId' | 'id'>;
export type RepairRow = typeof unitRepairs.$inferSelect;
export type RepairInsert = Omit<typeof unitRepairs.$inferInsert, 'tenantId' | 'id'>;
export type DefectRow = typeof unitDefects.$inferSelect;
export type DefectInsert = Omit<typeof unitDefects.$inferInsert, 'tenantId' | 'id'>;

/** Defects a failed scan recorded at a workstation, told once committed (andon's "N defects within M minutes"). */
export interface DefectsRecorded {
  tenantId: string;
  lineId: string;
  stationId: string;
  badPhenomenonIds: string[];
  at: Date;
}
export type DefectsListener = (event: DefectsRecorded) => Promise<void>;
export type EventInsert = Omit<typeof scanEvents.$inferInsert, 'tenantId' | 'id'>;

/**
 * Units, scan events, idempotency records, unit materials, boxes and carriers, repairs and
 * defects. Every method takes the tenant first and runs in (or joins) its transaction. Locks
 * are always taken in one order by the callers: scan request, unit, material barcode, box,
 * carrier, (the order's counters last, by the work-orders area).
 */
export class ProductionRepository {
  private readonly defectListeners: DefectsListener[] = [];

  constructor(private readonly db: Database) {}

  onDefects(listener: DefectsListener): void {
    this.defectListeners.push(listener);
  }

  // ── idempotency ────────────────────────────────────────────────────────────────────────

  /**
   * Claims a client scan id for this transaction: true when it is new. A concurrent request with
   * the same id waits here until this transaction ends (then finds the stored answer, or claims
   * the id itself when this one rolled back).
   */
  claimRequest(tenantId: string, clientScanId: string, stationId: string, fingerprint: string): Promise<boolean> {
    return this.db.tenant(tenantId, async (tx) => {
      const row = { tenantId, clientScanId, stationId, fingerprint, response: {} };
      const result = await tx.execute(
        sql`insert into scan_requests ${valuesList(scanRequests, [row])}
            on conflict do nothing returning client_scan_id`,
      );
      return rowsOf(result).length > 0;
    });
  }

  storedRequest(tenantId: string, clientScanId: string) {
    return this.db.tenant(tenantId, async (tx) => {
      const [row] = await tx
        .select({
          stationId: scanRequests.stationId,
          fingerprint: scanRequests.fingerprint,
          response: scanRequests.response,
        })
        .from(scanRequests)
        .where(and(eq(scanRequests.tenantId, tenantId), eq(scanRequests.clientScanId, clientScanId)));
      return row;
    });
  }

  saveResponse(tenantId: string, clientScanId: string, response: Record<string, unknown>): Promise<void> {
    return this.db.tenant(tenantId, async (tx) => {
      await tx.execute(
        sql`update scan_requests set ${setList(scanRequests, { response })}
            where tenant_id = ${tenantId} and client_scan_id = ${clientScanId}`,
      );
    });
  }

  // ── units ──────────────────────────────────────────────────────────────────────────────

  /** The unit with this serial, locked `FOR UPDATE` with `lock` (on every scan: a `sql` statement). */
  unitBySerial(tenantId: string, serial: string, options: { lock?: boolean } = {}): Promise<UnitRow | undefined> {
    return this.db.tenant(tenantId, async (tx) => {
      const result = await tx.execute(
        sql`select * from production_units where tenant_id = ${tenantId} and serial = ${serial}${
          options.lock ? sql` for update` : sql``
        }`,
      );
      const [raw] = rowsOf<Record<string, unknown>>(result);
      return raw ? readUnit(raw) : undefined;
    });
  }

  /** Inserts a new unit unless its serial exists (then undefined: lock the existing one instead). */
  insertUnit(tenantId: string, values: UnitInsert): Promise<UnitRow | undefined> {
    return this.db.tenant(tenantId, async (tx) => {
      const [row] = await tx
        .insert(productionUnits)
        .values({ ...values, tenantId })
        .onConflictDoNothing({ target: [productionUnits.tenantId, productionUnits.serial] })
        .returning();
      return row;
    });
  }

  /** On every scan: a `sql` statement. */
  updateUnit(tenantId: string, id: string, changes: UnitChanges): Promise<UnitRow> {
    return this.db.tenant(tenantId, async (tx) => {
      const result = await tx.execute(
        sql`update production_units set ${setList(productionUnits, { ...changes, updatedAt: new Date() })}
            where tenant_id = ${tenantId} and id = ${id} returning *`,
      );
      return readUnit(rowsOf<Record<string, unknown>>(result)[0]!);
    });
  }

  /** Whether any unit of the order is still in process or in repair (an order completes itself only without). */
  async hasOpenUnits(tenantId: string, workOrderId: string): Promise<boolean> {
    return this.db.tenant(tenantId, async (tx) => {
      const [row] = await tx
        .select({ id: productionUnits.id })
        .from(productionUnits)
        .where(
          and(
            eq(productionUnits.tenantId, tenantId),
            eq(productionUnits.workOrderId, workOrderId),
            inArray(productionUnits.status, ['in_process', 'in_repair']),
          ),
        )
        .limit(1);
      return row !== undefined;
    });
  }

  // ── materials ──────────────────────────────────────────────────────────────────────────

  /** The materials built into a unit and not taken out, in the order they were bound. */
  boundMaterials(tenantId: string, unitId: string): Promise<MaterialRow[]> {
    return this.db.tenant(tenantId, (tx) =>
      tx
        .select()
        .from(unitMaterials)
        .where(
          and(eq(unitMaterials.tenantId, tenantId), eq(unitMaterials.unitId, unitId), isNull(unitMaterials.unboundAt)),
        )
        .orderBy(unitMaterials.boundAt, unitMaterials.id),
    );
  }

  /**
   * Serialises scans of one material barcode across units until the transaction ends, so two
   * stations cannot both build a single-use barcode in at the same moment.
   */
  lockBarcode(tenantId: string, barcode: string): Promise<void> {
    return this.db.tenant(tenantId, async (tx) => {
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtext(${`unit_material:${tenantId}`}), hashtext(${barcode}))`,
      );
    });
  }

  /** Whether the barcode is built into any unit now, and whether it was ever taken out (cancelled). */
  barcodeState(tenantId: string, barcode: string): Promise<{ bound: boolean; cancelled: boolean }> {
    return this.db.tenant(tenantId, async (tx) => {
      const [row] = await tx
        .select({
          bound: sql<boolean>`coalesce(bool_or(${unitMaterials.unboundAt} is null), false)`,
          cancelled: sql<boolean>`coalesce(bool_or(${unitMaterials.unboundAt} is not null), false)`,
        })
        .from(unitMaterials)
        .where(and(eq(unitMaterials.tenantId, tenantId), eq(unitMaterials.barcode, barcode)));
      return { bound: Boolean(row?.bound), cancelled: Boolean(row?.cancelled) };
    });
  }

  insertMaterial(tenantId: string, values: MaterialInsert): Promise<MaterialRow> {
    return this.db.tenant(tenantId, async (tx) => {
      const [row] = await tx
        .insert(unitMaterials)
        .values({ ...values, tenantId })
        .returning();
      return row!;
    });
  }

  unbindMaterial(
    tenantId: string,
    id: string,
    values: { unboundAt: Date; unboundBy: string; unbindReason: string },
  ): Promise<void> {
    return this.db.tenant(tenantId, async (tx) => {
      await tx
        .update(unitMaterials)
        .set(values)
        .where(and(eq(unitMaterials.tenantId, tenantId), eq(unitMaterials.id, id), isNull(unitMaterials.unboundAt)));
    });
  }

  // ── boxes and carriers ─────────────────────────────────────────────────────────────────

  packageByCode(tenantId: string, code: string, options: { lock?: boolean } = {}): Promise<PackageRow | undefined> {
    return this.db.tenant(tenantId, async (tx) => {
      const query = tx
        .select()
        .from(productionPackages)
        .where(and(eq(productionPackages.tenantId, tenantId), eq(productionPackages.code, code)));
      const [row] = options.lock ? await query.for('update') : await query;
      return row;
    });
  }

  packagesByIds(tenantId: string, ids: readonly string[]): Promise<PackageRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db.tenant(tenantId, (tx) =>
      tx
        .select()
        .from(productionPackages)
        .where(and(eq(productionPackages.tenantId, tenantId), inArray(productionPackages.id, [...ids]))),
    );
  }

  /** The package with this code, created open and empty when it does not exist; locked `FOR UPDATE`. */
  async lockOrCreatePackage(tenantId: string, values: PackageInsert): Promise<PackageRow> {
    return this.db.tenant(tenantId, async (tx) => {
      await tx
        .insert(productionPackages)
        .values({ ...values, tenantId })
        .onConflictDoNothing({ target: [productionPackages.tenantId, productionPackages.code] });
      return (await this.packageByCode(tenantId, values.code, { lock: true }))!;
    });
  }

  updatePackage(tenantId: string, id: string, changes: Partial<PackageRow>): Promise<PackageRow> {
    return this.db.tenant(tenantId, async (tx) => {
      const [row] = await tx
        .update(productionPackages)
        .set({ ...changes, updatedAt: new Date() })
        .where(and(eq(productionPackages.tenantId, tenantId), eq(productionPackages.id, id)))
        .returning();
      return row!;
    });
  }

  /** The serials in a box. */
  serialsInBox(tenantId: string, boxId: string): Promise<string[]> {
    return this.db.tenant(tenantId, async (tx) => {
      const rows = await tx
        .select({ serial: productionUnits.serial })
        .from(productionUnits)
        .where(and(eq(productionUnits.tenantId, tenantId), eq(productionUnits.packageId, boxId)))
        .orderBy(productionUnits.serial);
      return rows.map((row) => row.serial);
    });
  }

  /** The codes of the boxes on a carrier. */
  boxesOnCarrier(tenantId: string, carrierId: string): Promise<string[]> {
    return this.db.tenant(tenantId, async (tx) => {
      const rows = await tx
        .select({ code: productionPackages.code })
        .from(productionPackages)
        .where(and(eq(productionPackages.tenantId, tenantId), eq(productionPackages.parentId, carrierId)))
        .orderBy(productionPackages.code);
      return rows.map((row) => row.code);
    });
  }

  // ── repairs ────────────────────────────────────────────────────────────────────────────

  openRepair(tenantId: string, unitId: string): Promise<RepairRow | undefined> {
    return this.db.tenant(tenantId, async (tx) => {
      const [row] = await tx
        .select()
        .from(unitRepairs)
        .where(and(eq(unitRepairs.tenantId, tenantId), eq(unitRepairs.unitId, unitId), eq(unitRepairs.status, 'open')))
        .orderBy(desc(unitRepairs.failedAt))
        .limit(1);
      return row;
    });
  }

  insertRepair(tenantId: string, values: RepairInsert): Promise<RepairRow> {
    return this.db.tenant(tenantId, async (tx) => {
      const [row] = await tx
        .insert(unitRepairs)
        .values({ ...values, tenantId })
        .returning();
      return row!;
    });
  }

  updateRepair(tenantId: string, id: string, changes: Partial<RepairRow>): Promise<void> {
    return this.db.tenant(tenantId, async (tx) => {
      await tx
        .update(unitRepairs)
        .set(changes)
        .where(and(eq(unitRepairs.tenantId, tenantId), eq(unitRepairs.id, id)));
    });
  }

  insertDefects(tenantId: string, rows: readonly DefectInsert[]): Promise<void> {
    if (rows.length === 0) return Promise.resolve();
    return this.db.tenant(tenantId, async (tx) => {
      await tx.insert(unitDefects).values(rows.map((row) => ({ ...row, tenantId })));
      const [first] = rows;
      if (!first || this.defectListeners.length === 0) return;
      const event: DefectsRecorded = {
        tenantId,
        lineId: first.lineId,
        stationId: first.stationId,
        badPhenomenonIds: [...new Set(rows.map((row) => row.badPhenomenonId))],
        at: first.recordedAt,
      };
      this.db.afterCommit(async () => {
        for (const listener of this.defectListeners) await listener(event);
      });
    });
  }

  /** Defects recorded at a workstation in (after, until], of one bad phenomenon or any. */
  countDefects(
    tenantId: string,
    query: { stationId: string; badPhenomenonId: string | null; after: Date; until: Date },
  ): Promise<number> {
    return this.db.tenant(tenantId, async (tx) => {
      const [row] = await tx
        .select({ n: sql<number>`coalesce(sum(${unitDefects.quantity}), 0)::int` })
        .from(unitDefects)
        .where(
          and(
            eq(unitDefects.tenantId, tenantId),
            eq(unitDefects.stationId, query.stationId),
            query.badPhenomenonId ? eq(unitDefects.badPhenomenonId, query.badPhenomenonId) : undefined,
            sql`${unitDefects.recordedAt} > ${query.after.toISOString()}::timestamptz`,
            sql`${unitDefects.recordedAt} <= ${query.until.toISOString()}::timestamptz`,
          ),
        );
      return Number(row?.n ?? 0);
    });
  }

  defectsOf(tenantId: string, repairId: string): Promise<DefectRow[]> {
    return this.db.tenant(tenantId, (tx) =>
      tx
        .select()
        .from(unitDefects)
        .where(and(eq(unitDefects.tenantId, tenantId), eq(unitDefects.repairId, repairId)))
        .orderBy(unitDefects.id),
    );
  }

  // ── scan events ────────────────────────────────────────────────────────────────────────

  insertEvents(tenantId: string, rows: readonly EventInsert[]): Promise<void> {
    if (rows.length === 0) return Promise.resolve();
    return this.db.tenant(tenantId, async (tx) => {
      await tx.execute(
        sql`insert into scan_events ${valuesList(
          scanEvents,
          rows.map((row) => ({ ...row, tenantId })),
        )}`,
      );
    });
  }

  /** The step of the unit's latest event of this action (e.g. where it was encased). */
  lastEventStep(tenantId: string, unitId: string, action: string): Promise<number | null> {
    return this.db.tenant(tenantId, async (tx) => {
      const [row] = await tx
        .select({ stepNo: scanEvents.stepNo })
        .from(scanEvents)
        .where(
          and(
            eq(scanEvents.tenantId, tenantId),
            eq(scanEvents.unitId, unitId),
            eq(scanEvents.action, action),
            isNotNull(scanEvents.stepNo),
          ),
        )
        .orderBy(desc(scanEvents.scannedAt), desc(scanEvents.id))
        .limit(1);
      return row?.stepNo ?? null;
    });
  }

  /** Accepted scans at a station since an instant, per action. */
  stationCounts(tenantId: string, stationId: string, since: Date): Promise<Map<string, number>> {
    return this.db.tenant(tenantId, async (tx) => {
      const rows = await tx
        .select({ action: scanEvents.action, n: count() })
        .from(scanEvents)
        .where(
          and(eq(scanEvents.tenantId, tenantId), eq(scanEvents.stationId, stationId), gte(scanEvents.scannedAt, since)),
        )
        .groupBy(scanEvents.action);
      return new Map(rows.map((row) => [row.action, Number(row.n)]));
    });
  }
}

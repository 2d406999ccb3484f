import type { CodedRef, RefKind } from '@takt/contracts';
import { and, asc, eq, gte, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { rowsOf } from '../../platform/db/table-rows.js';
import type { ReferenceRegistry } from '../../platform/references/reference-registry.js';
import {
  productionPackages,
  productionUnits,
  scanUsage,
  unitDefects,
  unitMaterials,
  unitRepairs,
} from './stations.table.js';

/** Rows of a table pointing at units read to find `limit` distinct units (one unit may have many). */
const ROWS_PER_UNIT = 20;

type UnitLinkedTable = typeof unitMaterials | typeof unitDefects | typeof unitRepairs;
type ScanUsageKind = 'station' | 'process' | 'shift';

/** `first` and then `others`, each record once, at most `limit`. */
const merged = (first: CodedRef[], others: CodedRef[], limit: number): CodedRef[] =>
  [...new Map([...first, ...others].map((ref) => [ref.id, ref])).values()].slice(0, limit);

/**
 * Production records in the reference registry. Units (by serial) and boxes/carriers (by code)
 * are kinds of their own, and the master data they were made with cannot be deleted while they
 * point at it: a product or line with units, a material built into units, a bad phenomenon or
 * defect type recorded on them, a cause, responsible unit or solution of a repair, a workstation
 * where units failed or were repaired or that opened boxes, and any workstation, process or shift
 * a scan used (its first scan, kept in scan_usage by the scan service). Every finder reads a
 * bounded number of rows through an index that starts with the tenant; none reads scan_events.
 */
export class ProductionReferences {
  constructor(private readonly db: Database) {}

  register(references: ReferenceRegistry): void {
    references.provide('productionUnit', {
      byIds: (tenantId, ids, options) => this.unitsByIds(tenantId, ids, options?.lock ?? false),
      search: (tenantId, keyword, limit) =>
        this.search(tenantId, productionUnits, productionUnits.serial, keyword, limit),
      byCodes: (tenantId, codes) =>
        this.unitsWhere(tenantId, inArray(productionUnits.serial, [...codes]), codes.length),
    });
    references.provide('productionPackage', {
      byIds: (tenantId, ids, options) => this.packagesByIds(tenantId, ids, options?.lock ?? false),
      search: (tenantId, keyword, limit) =>
        this.search(tenantId, productionPackages, productionPackages.code, keyword, limit),
      byCodes: (tenantId, codes) =>
        this.packagesWhere(tenantId, inArray(productionPackages.code, [...codes]), codes.length),
    });

    const unitsWith = (kind: RefKind, find: (tenantId: string, id: string, limit: number) => Promise<CodedRef[]>) =>
      references.usedBy(kind, 'productionUnit', find);
    unitsWith('product', (tenantId, id, limit) => this.unitsWhere(tenantId, eq(productionUnits.productId, id), limit));
    unitsWith('line', (tenantId, id, limit) => this.unitsWhere(tenantId, eq(productionUnits.lineId, id), limit));
    unitsWith('material', (tenantId, id, limit) =>
      this.unitsThrough(tenantId, unitMaterials, eq(unitMaterials.materialId, id), limit),
    );
    unitsWith('badPhenomenon', (tenantId, id, limit) =>
      this.unitsThrough(tenantId, unitDefects, eq(unitDefects.badPhenomenonId, id), limit),
    );
    unitsWith('defectType', (tenantId, id, limit) =>
      this.unitsThrough(tenantId, unitDefects, eq(unitDefects.defectTypeId, id), limit),
    );
    for (const [kind, column] of [
      ['defectCause', unitRepairs.causeId],
      ['responsibleUnit', unitRepairs.responsibleUnitId],
      ['solution', unitRepairs.solutionId],
    ] as const)
      unitsWith(kind, (tenantId, id, limit) => this.unitsThrough(tenantId, unitRepairs, eq(column, id), limit));
    unitsWith('station', async (tenantId, id, limit) =>
      merged(
        await this.firstUnit(tenantId, 'station', id),
        await this.unitsThrough(
          tenantId,
          unitRepairs,
          or(eq(unitRepairs.failedStationId, id), eq(unitRepairs.repairStationId, id)),
          limit,
        ),
        limit,
      ),
    );
    references.usedBy('station', 'productionPackage', async (tenantId, id, limit) =>
      merged(
        await this.firstPackage(tenantId, 'station', id),
        await this.packagesWhere(tenantId, eq(productionPackages.stationId, id), limit),
        limit,
      ),
    );
    // Any scan at a workstation or process (passing scans included), or in a shift, keeps it: scan_usage.
    unitsWith('process', (tenantId, id) => this.firstUnit(tenantId, 'process', id));
    unitsWith('shift', (tenantId, id) => this.firstUnit(tenantId, 'shift', id));
    references.usedBy('shift', 'productionPackage', (tenantId, id) => this.firstPackage(tenantId, 'shift', id));
  }

  /**
   * Which of `codes` name a unit (serial), box or carrier of the enterprise, in one query through
   * the unique indexes on (tenant, serial) and (tenant, code): the barcode generator skips them.
   */
  codesInUse(tenantId: string, codes: readonly string[]): Promise<string[]> {
    if (codes.length === 0) return Promise.resolve([]);
    const list = sql`${sql.param([...codes])}::varchar[]`;
    return this.db.tenant(tenantId, async (tx) => {
      const result = await tx.execute(
        sql`select ${productionUnits.serial} as code from ${productionUnits}
          where ${productionUnits.tenantId} = ${tenantId} and ${productionUnits.serial} = any(${list})
          union all
          select ${productionPackages.code} from ${productionPackages}
          where ${productionPackages.tenantId} = ${tenantId} and ${productionPackages.code} = any(${list})`,
      );
      return rowsOf<{ code: string }>(result).map((row) => row.code);
    });
  }

  /** The first scan of a workstation, process or shift (scan_usage), one primary-key read. */
  private async firstUse(tenantId: string, kind: ScanUsageKind, id: string) {
    const [row] = await this.db.tenant(tenantId, (tx) =>
      tx
        .select({ unitId: scanUsage.unitId, packageId: scanUsage.packageId })
        .from(scanUsage)
        .where(and(eq(scanUsage.tenantId, tenantId), eq(scanUsage.kind, kind), eq(scanUsage.refId, id))),
    );
    return row;
  }

  private async firstUnit(tenantId: string, kind: ScanUsageKind, id: string): Promise<CodedRef[]> {
    const unitId = (await this.firstUse(tenantId, kind, id))?.unitId;
    return unitId ? this.unitsWhere(tenantId, eq(productionUnits.id, unitId), 1) : [];
  }

  private async firstPackage(tenantId: string, kind: ScanUsageKind, id: string): Promise<CodedRef[]> {
    const packageId = (await this.firstUse(tenantId, kind, id))?.packageId;
    return packageId ? this.packagesWhere(tenantId, eq(productionPackages.id, packageId), 1) : [];
  }

  private unitsByIds(tenantId: string, ids: readonly string[], lock: boolean): Promise<CodedRef[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db.tenant(tenantId, async (tx) => {
      const query = tx
        .select({ id: productionUnits.id, serial: productionUnits.serial })
        .from(productionUnits)
        .where(and(eq(productionUnits.tenantId, tenantId), inArray(productionUnits.id, [...ids])));
      const rows = lock ? await query.for('key share') : await query;
      return rows.map((row) => ({ id: row.id, code: row.serial, name: '' }));
    });
  }

  /** Up to `limit` units matching `condition`, by serial. */
  private unitsWhere(tenantId: string, condition: SQL, limit: number): Promise<CodedRef[]> {
    if (limit === 0) return Promise.resolve([]);
    return this.db.tenant(tenantId, async (tx) => {
      const rows = await tx
        .select({ id: productionUnits.id, serial: productionUnits.serial })
        .from(productionUnits)
        .where(and(eq(productionUnits.tenantId, tenantId), condition))
        .orderBy(asc(productionUnits.serial))
        .limit(limit);
      return rows.map((row) => ({ id: row.id, code: row.serial, name: '' }));
    });
  }

  /** Up to `limit` units that rows of `table` matching `condition` belong to. */
  private async unitsThrough(
    tenantId: string,
    table: UnitLinkedTable,
    condition: SQL | undefined,
    limit: number,
  ): Promise<CodedRef[]> {
    const rows = await this.db.tenant(tenantId, (tx) =>
      tx
        .select({ unitId: table.unitId })
        .from(table as typeof unitMaterials)
        .where(and(eq(table.tenantId, tenantId), condition))
        .limit(limit * ROWS_PER_UNIT),
    );
    const unitIds = [...new Set(rows.map((row) => row.unitId))].slice(0, limit);
    return unitIds.length === 0 ? [] : this.unitsWhere(tenantId, inArray(productionUnits.id, unitIds), limit);
  }

  private packagesByIds(tenantId: string, ids: readonly string[], lock: boolean): Promise<CodedRef[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db.tenant(tenantId, async (tx) => {
      const query = tx
        .select({ id: productionPackages.id, code: productionPackages.code })
        .from(productionPackages)
        .where(and(eq(productionPackages.tenantId, tenantId), inArray(productionPackages.id, [...ids])));
      const rows = lock ? await query.for('key share') : await query;
      return rows.map((row) => ({ ...row, name: '' }));
    });
  }

  /** Up to `limit` boxes and carriers matching `condition`, by code. */
  private packagesWhere(tenantId: string, condition: SQL, limit: number): Promise<CodedRef[]> {
    if (limit === 0) return Promise.resolve([]);
    return this.db.tenant(tenantId, async (tx) => {
      const rows = await tx
        .select({ id: productionPackages.id, code: productionPackages.code })
        .from(productionPackages)
        .where(and(eq(productionPackages.tenantId, tenantId), condition))
        .orderBy(asc(productionPackages.code))
        .limit(limit);
      return rows.map((row) => ({ ...row, name: '' }));
    });
  }

  /**
   * Units or packages whose code starts with `keyword` (all when blank), by code. A prefix, not
   * "contains" as for master data: these tables hold millions of rows, and a prefix walks the
   * unique (tenant, code) index from the keyword on.
   */
  private async search(
    tenantId: string,
    table: typeof productionUnits | typeof productionPackages,
    code: typeof productionUnits.serial | typeof productionPackages.code,
    keyword: string | undefined,
    limit: number,
  ): Promise<CodedRef[]> {
    const prefix = keyword?.trim() ?? '';
    const rows = await this.db.tenant(tenantId, (tx) =>
      tx
        .select({ id: table.id, code })
        .from(table as typeof productionUnits)
        .where(and(eq(table.tenantId, tenantId), prefix ? gte(code, prefix) : undefined))
        .orderBy(asc(code))
        .limit(limit),
    );
    return rows.filter((row) => row.code.startsWith(prefix)).map((row) => ({ ...row, name: '' }));
  }
}

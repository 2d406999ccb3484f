import { OFFLINE_SCAN_MAX_AGE_HOURS, type UnitStatus } from '@takt/contracts';
import { and, asc, count, desc, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Tx } from '../../platform/db/database.js';
import { selectPage } from '../../platform/db/paged-select.js';
import { likePattern } from '../../platform/db/paging.js';
import { rowReader, rowsOf } from '../../platform/db/table-rows.js';
import {
  productionPackages,
  productionUnits,
  scanEvents,
  unitDefects,
  unitMaterials,
  unitRepairs,
} from '../stations/stations.table.js';

/**
 * Reads for traceability, recall and work in progress. Every query starts at an index whose first
 * column is the tenant; scan events of a unit are bounded below by the unit's creation (less the
 * offline queue's allowance), so only the partitions of its lifetime are read.
 */

export type UnitRow = typeof productionUnits.$inferSelect;
export type EventRow = typeof scanEvents.$inferSelect;
export type MaterialRow = typeof unitMaterials.$inferSelect;
export type PackageRow = typeof productionPackages.$inferSelect;
export type RepairRow = typeof unitRepairs.$inferSelect;
export type DefectRow = typeof unitDefects.$inferSelect;

/** The earliest a scan of a unit created at `createdAt` can be stamped (queued scans keep their time). */
export function eventsSince(createdAt: Date): Date {
  return new Date(createdAt.getTime() - OFFLINE_SCAN_MAX_AGE_HOURS * 3600_000);
}

/** A row as json_build_object returns it, by field name (ids and timestamps as text). */
type JsonRow = Record<string, unknown>;
const readEvent = rowReader(scanEvents, { by: 'key' });
const readMaterial = rowReader(unitMaterials, { by: 'key' });
const readRepair = rowReader(unitRepairs, { by: 'key' });
const readDefect = rowReader(unitDefects, { by: 'key' });

export interface StepStatsRow {
  stepNo: number;
  processId: string | null;
  units: number;
  passed: number;
  failed: number;
  firstPass: number;
  failEvents: number;
}

export interface UnitPageQuery {
  pageNo: number;
  pageSize: number;
  sortField?: 'serial' | 'status' | 'createdAt' | 'lastScannedAt' | 'nextStepNo';
  sortOrder?: 'ascend' | 'descend';
}

export interface WipFilter {
  workOrderId?: string;
  lineId?: string;
  status?: 'in_process' | 'in_repair';
  serial?: string;
  /** Units whose next step is one of these (routing version, step number) pairs. */
  steps?: { versionId: string; stepNo: number }[];
}

const WIP: UnitStatus[] = ['in_process', 'in_repair'];

export class TraceRepository {
  constructor(private readonly db: Database) {}

  unitBySerial(tenantId: string, serial: string): Promise<UnitRow | undefined> {
    return this.db.tenant(tenantId, async (tx) => {
      const [row] = await tx
        .select()
        .from(productionUnits)
        .where(and(eq(productionUnits.tenantId, tenantId), eq(productionUnits.serial, serial)));
      return row;
    });
  }

  /** A unit by serial with its box and the box's carrier, in one statement. */
  unitWithPackages(
    tenantId: string,
    serial: string,
  ): Promise<{ unit: UnitRow; box: PackageRow | null; carrier: PackageRow | null } | undefined> {
    const box = alias(productionPackages, 'box');
    const carrier = alias(productionPackages, 'carrier');
    return this.db.tenant(tenantId, async (tx) => {
      const [row] = await tx
        .select({ unit: productionUnits, box, carrier })
        .from(productionUnits)
        .leftJoin(box, and(eq(box.tenantId, productionUnits.tenantId), eq(box.id, productionUnits.packageId)))
        .leftJoin(carrier, and(eq(carrier.tenantId, box.tenantId), eq(carrier.id, box.parentId)))
        .where(and(eq(productionUnits.tenantId, tenantId), eq(productionUnits.serial, serial)));
      return row;
    });
  }

  unitsByIds(tenantId: string, ids: readonly string[]): Promise<UnitRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db.tenant(tenantId, (tx) =>
      tx
        .select()
        .from(productionUnits)
        .where(and(eq(productionUnits.tenantId, tenantId), inArray(productionUnits.id, [...ids])))
        .orderBy(asc(productionUnits.serial)),
    );
  }

  /**
   * What a unit went through, in one statement: its scan events in time order (at most
   * `eventLimit`), the materials bound to it, its repairs and their defects, each in time order.
   * The unit's events are picked through `(tenant_id, unit_id, scanned_at)` first (a materialised
   * step): ordered and limited in one step, the planner may walk the primary key
   * `(tenant_id, scanned_at, id)` of every partition in order instead, filtering millions of other
   * units' scans. The lower time bound prunes the partitions before the unit existed.
   */
  async historyOfUnit(
    tenantId: string,
    unit: Pick<UnitRow, 'id' | 'createdAt'>,
    eventLimit: number,
  ): Promise<{ events: EventRow[]; materials: MaterialRow[]; repairs: RepairRow[]; defects: DefectRow[] }> {
    return this.db.tenant(tenantId, async (tx) => {
      const result = await tx.execute(sql`
        with own as materialized (
          select * from scan_events
          where tenant_id = ${tenantId} and unit_id = ${unit.id}
            and scanned_at >= ${eventsSince(unit.createdAt).toISOString()}::timestamptz
        ),
        events as (select * from own order by scanned_at, id limit ${eventLimit}),
        repairs as (select * from unit_repairs where tenant_id = ${tenantId} and unit_id = ${unit.id})
        select
          (select coalesce(json_agg(json_build_object(
              'id', id::text, 'scannedAt', scanned_at, 'action', action, 'unitId', unit_id::text, 'serial', serial,
              'workOrderId', work_order_id::text, 'productId', product_id::text, 'lineId', line_id::text,
              'stationId', station_id::text, 'processId', process_id::text, 'stepNo', step_no,
              'operatorId', operator_id::text, 'shiftId', shift_id::text, 'detail', detail
            ) order by scanned_at, id), '[]') from events) as events,
          (select coalesce(json_agg(json_build_object(
              'id', id::text, 'unitId', unit_id::text, 'workOrderId', work_order_id::text,
              'materialId', material_id::text, 'barcode', barcode, 'lot', lot, 'processId', process_id::text,
              'stepNo', step_no, 'stationId', station_id::text, 'operatorId', operator_id::text,
              'boundAt', bound_at, 'unboundAt', unbound_at, 'unboundBy', unbound_by::text,
              'unbindReason', unbind_reason
            ) order by bound_at, id), '[]')
            from unit_materials where tenant_id = ${tenantId} and unit_id = ${unit.id}) as materials,
          (select coalesce(json_agg(json_build_object(
              'id', id::text, 'unitId', unit_id::text, 'workOrderId', work_order_id::text, 'lineId', line_id::text,
              'failedStepNo', failed_step_no, 'failedProcessId', failed_process_id::text,
              'failedStationId', failed_station_id::text, 'failedAt', failed_at, 'failedBy', failed_by::text,
              'status', status, 'returnStepNo', return_step_no, 'repairStationId', repair_station_id::text,
              'repairLineId', repair_line_id::text, 'repairedBy', repaired_by::text, 'repairedAt', repaired_at, 'causeId', cause_id::text,
              'responsibleUnitId', responsible_unit_id::text, 'solutionId', solution_id::text, 'remark', remark
            ) order by failed_at, id), '[]') from repairs) as repairs,
          (select coalesce(json_agg(json_build_object(
              'id', id::text, 'repairId', repair_id::text, 'unitId', unit_id::text,
              'workOrderId', work_order_id::text, 'lineId', line_id::text, 'processId', process_id::text,
              'stationId', station_id::text, 'badPhenomenonId', bad_phenomenon_id::text,
              'defectTypeId', defect_type_id::text, 'recordedAt', recorded_at, 'quantity', quantity
            ) order by recorded_at, id), '[]')
            from unit_defects where tenant_id = ${tenantId} and repair_id in (select id from repairs)) as defects`);
      const [row] = rowsOf<{ events: JsonRow[]; materials: JsonRow[]; repairs: JsonRow[]; defects: JsonRow[] }>(result);
      const read = <T>(rows: JsonRow[] | undefined, reader: (raw: JsonRow) => T): T[] =>
        (rows ?? []).map((json) => reader({ ...json, tenantId }));
      return {
        events: read(row?.events, readEvent),
        materials: read(row?.materials, readMaterial),
        repairs: read(row?.repairs, readRepair),
        defects: read(row?.defects, readDefect),
      };
    });
  }

  materialsOfUnits(tenantId: string, unitIds: readonly string[]): Promise<MaterialRow[]> {
    if (unitIds.length === 0) return Promise.resolve([]);
    return this.db.tenant(tenantId, (tx) =>
      tx
        .select()
        .from(unitMaterials)
        .where(and(eq(unitMaterials.tenantId, tenantId), inArray(unitMaterials.unitId, [...unitIds])))
        .orderBy(asc(unitMaterials.boundAt), asc(unitMaterials.id)),
    );
  }

  packagesByIds(tenantId: string, ids: readonly string[]): Promise<PackageRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db.tenant(tenantId, (tx) =>
      tx
        .select()
        .from(productionPackages)
        .where(and(eq(productionPackages.tenantId, tenantId), inArray(productionPackages.id, [...ids])))
        .orderBy(asc(productionPackages.code)),
    );
  }

  packageByCode(tenantId: string, code: string): Promise<PackageRow | undefined> {
    return this.db.tenant(tenantId, async (tx) => {
      const [row] = await tx
        .select()
        .from(productionPackages)
        .where(and(eq(productionPackages.tenantId, tenantId), eq(productionPackages.code, code)));
      return row;
    });
  }

  /** Boxes on these carriers. */
  boxesOn(tenantId: string, carrierIds: readonly string[]): Promise<PackageRow[]> {
    if (carrierIds.length === 0) return Promise.resolve([]);
    return this.db.tenant(tenantId, (tx) =>
      tx
        .select()
        .from(productionPackages)
        .where(and(eq(productionPackages.tenantId, tenantId), inArray(productionPackages.parentId, [...carrierIds])))
        .orderBy(asc(productionPackages.code)),
    );
  }

  /** Up to `limit` units packed in these boxes, by serial, and how many there are. */
  unitsIn(tenantId: string, boxIds: readonly string[], limit: number): Promise<{ rows: UnitRow[]; total: number }> {
    if (boxIds.length === 0) return Promise.resolve({ rows: [], total: 0 });
    return this.db.tenant(tenantId, async (tx) => {
      const where = and(eq(productionUnits.tenantId, tenantId), inArray(productionUnits.packageId, [...boxIds]));
      const rows = await tx
        .select()
        .from(productionUnits)
        .where(where)
        .orderBy(asc(productionUnits.serial))
        .limit(limit);
      const total = rows.length < limit ? rows.length : await this.countWhere(tx, where);
      return { rows, total };
    });
  }

  private async countWhere(tx: Tx, where: SQL | undefined): Promise<number> {
    return tx
      .select({ n: count() })
      .from(productionUnits)
      .where(where)
      .then(([row]) => Number(row?.n ?? 0));
  }

  /** Bindings of a material barcode (normally one). */
  bindingsByBarcode(tenantId: string, barcode: string, limit: number): Promise<MaterialRow[]> {
    return this.db.tenant(tenantId, (tx) =>
      tx
        .select()
        .from(unitMaterials)
        .where(and(eq(unitMaterials.tenantId, tenantId), eq(unitMaterials.barcode, barcode)))
        .orderBy(asc(unitMaterials.boundAt))
        .limit(limit),
    );
  }

  /** Units that used a lot: up to `limit` distinct unit ids (by serial), and how many in all. */
  unitIdsOfLot(tenantId: string, lot: string, limit: number): Promise<{ ids: string[]; total: number }> {
    return this.db.tenant(tenantId, async (tx) => {
      const result = await tx.execute(sql`
        with hits as (
          select distinct m.unit_id from unit_materials m
          where m.tenant_id = ${tenantId} and m.lot = ${lot} and m.unbound_at is null
        )
        select u.id::text as id, (select count(*)::int from hits) as total
        from hits join production_units u on u.tenant_id = ${tenantId} and u.id = hits.unit_id
        order by u.serial limit ${limit}`);
      const rows = rowsOf<{ id: string; total: number }>(result);
      return { ids: rows.map((row) => row.id), total: rows[0]?.total ?? 0 };
    });
  }

  /** Up to `limit` units of an order, by serial, and how many in all. */
  unitsOfOrder(tenantId: string, orderId: string, limit: number): Promise<{ rows: UnitRow[]; total: number }> {
    return this.db.tenant(tenantId, async (tx) => {
      const where = and(eq(productionUnits.tenantId, tenantId), eq(productionUnits.workOrderId, orderId));
      const rows = await tx
        .select()
        .from(productionUnits)
        .where(where)
        .orderBy(asc(productionUnits.serial))
        .limit(limit);
      const total = rows.length < limit ? rows.length : await this.countWhere(tx, where);
      return { rows, total };
    });
  }

  packagesOfOrder(tenantId: string, orderId: string): Promise<PackageRow[]> {
    return this.db.tenant(tenantId, (tx) =>
      tx
        .select()
        .from(productionPackages)
        .where(and(eq(productionPackages.tenantId, tenantId), eq(productionPackages.workOrderId, orderId)))
        .orderBy(asc(productionPackages.code)),
    );
  }

  // ---- Work order ------------------------------------------------------------------------

  /** Units of an order per status, boxes of the order, and the earliest unit (bounds its events). */
  orderCounts(
    tenantId: string,
    orderId: string,
  ): Promise<{ byStatus: Record<string, number>; boxes: number; firstUnitAt: Date | null }> {
    return this.db.tenant(tenantId, async (tx) => {
      const statuses = await tx
        .select({
          status: productionUnits.status,
          n: count(),
          first: sql<string | null>`min(${productionUnits.createdAt})`,
        })
        .from(productionUnits)
        .where(and(eq(productionUnits.tenantId, tenantId), eq(productionUnits.workOrderId, orderId)))
        .groupBy(productionUnits.status);
      const [boxes] = await tx
        .select({ n: count() })
        .from(productionPackages)
        .where(
          and(
            eq(productionPackages.tenantId, tenantId),
            eq(productionPackages.workOrderId, orderId),
            eq(productionPackages.kind, 'box'),
          ),
        );
      const firsts = statuses.map((row) => row.first).filter((at): at is string => at !== null);
      const firstUnitAt = firsts.length ? new Date(Math.min(...firsts.map((at) => new Date(at).getTime()))) : null;
      return {
        byStatus: Object.fromEntries(statuses.map((row) => [row.status, Number(row.n)])),
        boxes: Number(boxes?.n ?? 0),
        firstUnitAt,
      };
    });
  }

  /** Per routing step of an order: units scanned, passed, failed, passed without failing, fail scans. */
  stepStats(tenantId: string, orderId: string, since: Date): Promise<StepStatsRow[]> {
    return this.db.tenant(tenantId, async (tx) => {
      const result = await tx.execute(sql`
        with per_unit as (
          select e.step_no, e.unit_id,
                 min(e.process_id) as process_id,
                 bool_or(e.action = 'pass') as passed,
                 bool_or(e.action = 'fail') as failed,
                 count(*) filter (where e.action = 'fail') as fails
          from scan_events e
          where e.tenant_id = ${tenantId} and e.work_order_id = ${orderId}
            and e.scanned_at >= ${since.toISOString()}::timestamptz
            and e.action in ('pass', 'fail') and e.step_no is not null and e.unit_id is not null
          group by e.step_no, e.unit_id
        )
        select step_no as "stepNo", min(process_id)::text as "processId",
               count(*)::int as units,
               count(*) filter (where passed)::int as passed,
               count(*) filter (where failed)::int as failed,
               count(*) filter (where passed and not failed)::int as "firstPass",
               coalesce(sum(fails), 0)::int as "failEvents"
        from per_unit group by step_no order by step_no`);
      return rowsOf<StepStatsRow>(result);
    });
  }

  /** Defects recorded on an order's units, per bad phenomenon and defect type. */
  orderDefects(
    tenantId: string,
    orderId: string,
  ): Promise<{ badPhenomenonId: string; defectTypeId: string | null; quantity: number; units: number }[]> {
    return this.db.tenant(tenantId, async (tx) => {
      const result = await tx.execute(sql`
        select d.bad_phenomenon_id::text as "badPhenomenonId", d.defect_type_id::text as "defectTypeId",
               sum(d.quantity)::int as quantity, count(distinct d.unit_id)::int as units
        from production_units u
        join unit_repairs r on r.tenant_id = u.tenant_id and r.unit_id = u.id
        join unit_defects d on d.tenant_id = r.tenant_id and d.repair_id = r.id
        where u.tenant_id = ${tenantId} and u.work_order_id = ${orderId}
        group by d.bad_phenomenon_id, d.defect_type_id
        order by quantity desc, 1`);
      return rowsOf(result);
    });
  }

  /** Materials built into an order's units: per material, bound and unbound counts and the lots used. */
  orderMaterials(
    tenantId: string,
    orderId: string,
    lotsPerMaterial: number,
  ): Promise<
    {
      materialId: string;
      quantity: number;
      unbound: number;
      units: number;
      lotCount: number;
      lots: { lot: string; quantity: number }[];
    }[]
  > {
    return this.db.tenant(tenantId, async (tx) => {
      const result = await tx.execute(sql`
        with used as (
          select m.material_id, m.lot, m.unit_id, m.unbound_at
          from production_units u
          join unit_materials m on m.tenant_id = u.tenant_id and m.unit_id = u.id
          where u.tenant_id = ${tenantId} and u.work_order_id = ${orderId}
        ),
        per_lot as (
          select material_id, lot, count(*)::int as quantity,
                 row_number() over (partition by material_id order by count(*) desc, lot) as rank
          from used where unbound_at is null group by material_id, lot
        )
        select material_id::text as "materialId",
               count(*) filter (where unbound_at is null)::int as quantity,
               count(*) filter (where unbound_at is not null)::int as unbound,
               count(distinct unit_id) filter (where unbound_at is null)::int as units,
               count(distinct lot) filter (where unbound_at is null)::int as "lotCount",
               coalesce((select json_agg(json_build_object('lot', p.lot, 'quantity', p.quantity) order by p.rank)
                         from per_lot p where p.material_id = used.material_id and p.rank <= ${lotsPerMaterial}), '[]') as lots
        from used group by material_id order by 1`);
      return rowsOf(result);
    });
  }

  // ---- Unit pages (order trace, WIP) -----------------------------------------------------

  private unitPage(tenantId: string, where: SQL | undefined, query: UnitPageQuery) {
    return this.db.tenant(tenantId, (tx) =>
      selectPage(tx, tx.select().from(productionUnits).$dynamic(), query, {
        table: productionUnits,
        where,
        sortable: {
          serial: productionUnits.serial,
          status: productionUnits.status,
          createdAt: productionUnits.createdAt,
          lastScannedAt: productionUnits.lastScannedAt,
          nextStepNo: productionUnits.nextStepNo,
        },
        defaultOrder: asc(productionUnits.serial),
        tieBreaker: productionUnits.id,
      }),
    );
  }

  orderUnitsPage(tenantId: string, orderId: string, status: UnitStatus | undefined, query: UnitPageQuery) {
    return this.unitPage(
      tenantId,
      and(
        eq(productionUnits.tenantId, tenantId),
        eq(productionUnits.workOrderId, orderId),
        status ? eq(productionUnits.status, status) : undefined,
      ),
      query,
    );
  }

  /** Orders of the units in process or in repair (their routing steps turn a process filter into steps). */
  wipOrders(tenantId: string, filter: WipFilter): Promise<string[]> {
    return this.db.tenant(tenantId, async (tx) => {
      const rows = await tx
        .selectDistinct({ id: productionUnits.workOrderId })
        .from(productionUnits)
        .where(this.wipWhere(tenantId, { ...filter, steps: undefined }));
      return rows.map((row) => row.id);
    });
  }

  private wipWhere(tenantId: string, filter: WipFilter): SQL | undefined {
    const conditions: (SQL | undefined)[] = [
      eq(productionUnits.tenantId, tenantId),
      filter.status ? eq(productionUnits.status, filter.status) : inArray(productionUnits.status, WIP),
      filter.workOrderId ? eq(productionUnits.workOrderId, filter.workOrderId) : undefined,
      filter.lineId ? eq(productionUnits.lineId, filter.lineId) : undefined,
      filter.serial ? ilike(productionUnits.serial, likePattern(filter.serial)) : undefined,
    ];
    if (filter.steps) {
      conditions.push(
        filter.steps.length === 0
          ? sql`false`
          : sql`(${productionUnits.routingVersionId}, ${productionUnits.nextStepNo}) in (${sql.join(
              filter.steps.map((step) => sql`(${step.versionId}::bigint, ${step.stepNo}::smallint)`),
              sql`, `,
            )})`,
      );
    }
    return and(...conditions);
  }

  wipPage(tenantId: string, filter: WipFilter, query: UnitPageQuery) {
    return this.unitPage(tenantId, this.wipWhere(tenantId, filter), query);
  }

  wipList(tenantId: string, filter: WipFilter, limit: number): Promise<UnitRow[]> {
    return this.db.tenant(tenantId, (tx) =>
      tx
        .select()
        .from(productionUnits)
        .where(this.wipWhere(tenantId, filter))
        .orderBy(asc(productionUnits.serial), desc(productionUnits.id))
        .limit(limit),
    );
  }
}

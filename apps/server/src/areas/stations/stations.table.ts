import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { bigintString, createdAt, idColumn, tenantIdColumn, updatedAt } from '../../platform/db/columns.js';

/**
 * Production execution: units made under work orders, every scan at a station, the materials
 * built into each unit, packing (unit → box → carrier), defects and repairs. These tables grow
 * for years: `scan_events` is partitioned by month on PostgreSQL (see migration 0005 and
 * `scan-event-partitions.service.ts`); every other table is reached through an index that starts with
 * the tenant.
 */

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * One unit of product, known by its serial (unique in the enterprise). `nextStepNo` is the
 * routing step (of the order's pinned routing version) the unit waits for; null once it is
 * finished or scrapped. A scan locks the unit's row (`FOR UPDATE`), so two stations scanning
 * the same unit at once are served one after the other and the second sees the first's result.
 */
export const productionUnits = pgTable(
  'production_units',
  {
    tenantId: tenantIdColumn(),
    id: idColumn(),
    serial: varchar('serial', { length: 100 }).notNull(),
    workOrderId: bigintString('work_order_id').notNull(),
    productId: bigintString('product_id').notNull(),
    lineId: bigintString('line_id').notNull(),
    routingVersionId: bigintString('routing_version_id').notNull(),
    /** `in_process` | `in_repair` | `completed` | `scrapped`. */
    status: varchar('status', { length: 16 }).notNull(),
    nextStepNo: smallint('next_step_no'),
    /** The step where it last failed, while in repair. */
    failedStepNo: smallint('failed_step_no'),
    repairCount: smallint('repair_count').notNull().default(0),
    /** The box (a `production_packages` row) it is packed in. */
    packageId: bigintString('package_id'),
    lastStationId: bigintString('last_station_id'),
    lastScannedAt: at('last_scanned_at'),
    completedAt: at('completed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('production_units_tenant_serial').on(t.tenantId, t.serial),
    index('production_units_tenant_order_status').on(t.tenantId, t.workOrderId, t.status),
    index('production_units_tenant_package').on(t.tenantId, t.packageId),
    // Products and lines with units cannot be deleted (and the WIP of a line is found by it).
    index('production_units_tenant_product').on(t.tenantId, t.productId),
    index('production_units_tenant_line_status').on(t.tenantId, t.lineId, t.status),
    // Work in progress without an order filter: only the open units, however many finished ones pile up.
    index('production_units_tenant_open')
      .on(t.tenantId, t.status, t.lastScannedAt)
      .where(sql`${t.status} in ('in_process', 'in_repair')`),
  ],
);

/**
 * Every accepted scan, append-only. Partitioned by month on `scanned_at` (the primary key
 * carries it, as partitioning requires). `action`: `pass`, `fail`, `material` (a material
 * built in), `unbind` (a material taken out), `repair`, `scrap`, `encase` (into a box), `unpack`,
 * `pack` (box into carrier), `return` (sent back to an earlier step). `detail` holds what only
 * some actions have (defects, material barcode, box code, remark).
 */
export const scanEvents = pgTable(
  'scan_events',
  {
    tenantId: tenantIdColumn(),
    id: idColumn(),
    scannedAt: at('scanned_at').notNull().defaultNow(),
    action: varchar('action', { length: 16 }).notNull(),
    unitId: bigintString('unit_id'),
    serial: varchar('serial', { length: 100 }),
    workOrderId: bigintString('work_order_id'),
    productId: bigintString('product_id'),
    lineId: bigintString('line_id'),
    stationId: bigintString('station_id').notNull(),
    processId: bigintString('process_id'),
    stepNo: smallint('step_no'),
    operatorId: bigintString('operator_id'),
    shiftId: bigintString('shift_id'),
    clientScanId: uuid('client_scan_id'),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.scannedAt, t.id] }),
    index('scan_events_tenant_unit').on(t.tenantId, t.unitId, t.scannedAt),
    index('scan_events_tenant_order').on(t.tenantId, t.workOrderId, t.scannedAt),
    index('scan_events_tenant_line').on(t.tenantId, t.lineId, t.scannedAt),
    index('scan_events_tenant_station').on(t.tenantId, t.stationId, t.scannedAt),
  ],
);

/**
 * Idempotency of scans: the client's id of each accepted scan and the answer it got, so a retry
 * after a lost response gets the same answer and counts nothing twice.
 */
export const scanRequests = pgTable(
  'scan_requests',
  {
    tenantId: tenantIdColumn(),
    clientScanId: uuid('client_scan_id').notNull(),
    stationId: bigintString('station_id').notNull(),
    response: jsonb('response').$type<Record<string, unknown>>().notNull(),
    /** `scanFingerprint` of the request; null on rows kept before it was (compared by station only). */
    fingerprint: text('fingerprint'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.clientScanId] }), index('scan_requests_created').on(t.createdAt)],
);

/**
 * Materials built into units (assembly scans), with the barcode scanned and its lot. Recall
 * goes from a lot to every unit through `(tenant, lot)`. An unbound (cancelled) barcode cannot
 * be scanned again.
 */
export const unitMaterials = pgTable(
  'unit_materials',
  {
    tenantId: tenantIdColumn(),
    id: idColumn(),
    unitId: bigintString('unit_id').notNull(),
    workOrderId: bigintString('work_order_id').notNull(),
    materialId: bigintString('material_id').notNull(),
    barcode: varchar('barcode', { length: 100 }).notNull(),
    lot: varchar('lot', { length: 100 }).notNull(),
    processId: bigintString('process_id').notNull(),
    stepNo: smallint('step_no').notNull(),
    stationId: bigintString('station_id').notNull(),
    operatorId: bigintString('operator_id'),
    boundAt: at('bound_at').notNull().defaultNow(),
    unboundAt: at('unbound_at'),
    unboundBy: bigintString('unbound_by'),
    unbindReason: varchar('unbind_reason', { length: 200 }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('unit_materials_tenant_unit').on(t.tenantId, t.unitId),
    index('unit_materials_tenant_lot').on(t.tenantId, t.lot),
    index('unit_materials_tenant_barcode').on(t.tenantId, t.barcode),
    index('unit_materials_tenant_material').on(t.tenantId, t.materialId),
  ],
);

/** Boxes and carriers: units are encased in boxes, boxes are packed onto carriers. */
export const productionPackages = pgTable(
  'production_packages',
  {
    tenantId: tenantIdColumn(),
    id: idColumn(),
    code: varchar('code', { length: 100 }).notNull(),
    /** `box` | `carrier`. */
    kind: varchar('kind', { length: 16 }).notNull(),
    /** The carrier a box is packed on. */
    parentId: bigintString('parent_id'),
    workOrderId: bigintString('work_order_id'),
    productId: bigintString('product_id'),
    lineId: bigintString('line_id'),
    stationId: bigintString('station_id').notNull(),
    capacity: integer('capacity').notNull(),
    quantity: integer('quantity').notNull().default(0),
    /** `open` | `sealed`. */
    status: varchar('status', { length: 16 }).notNull().default('open'),
    createdBy: bigintString('created_by'),
    sealedAt: at('sealed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('production_packages_tenant_code').on(t.tenantId, t.code),
    index('production_packages_tenant_parent').on(t.tenantId, t.parentId),
    index('production_packages_tenant_order').on(t.tenantId, t.workOrderId),
    index('production_packages_tenant_station').on(t.tenantId, t.stationId),
  ],
);

/**
 * A failure of a unit and its repair: opened by a `fail` scan (with its defects), closed at the
 * repair station as repaired (the unit returns to `returnStepNo`) or scrapped.
 */
export const unitRepairs = pgTable(
  'unit_repairs',
  {
    tenantId: tenantIdColumn(),
    id: idColumn(),
    unitId: bigintString('unit_id').notNull(),
    workOrderId: bigintString('work_order_id').notNull(),
    lineId: bigintString('line_id').notNull(),
    failedStepNo: smallint('failed_step_no').notNull(),
    failedProcessId: bigintString('failed_process_id').notNull(),
    failedStationId: bigintString('failed_station_id').notNull(),
    failedAt: at('failed_at').notNull(),
    failedBy: bigintString('failed_by'),
    /** `open` | `repaired` | `scrapped`. */
    status: varchar('status', { length: 16 }).notNull().default('open'),
    returnStepNo: smallint('return_step_no'),
    repairStationId: bigintString('repair_station_id'),
    /** The repair station's line when it repaired (a station may serve other lines than its own). */
    repairLineId: bigintString('repair_line_id'),
    repairedBy: bigintString('repaired_by'),
    repairedAt: at('repaired_at'),
    causeId: bigintString('cause_id'),
    responsibleUnitId: bigintString('responsible_unit_id'),
    solutionId: bigintString('solution_id'),
    remark: varchar('remark', { length: 200 }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('unit_repairs_tenant_unit').on(t.tenantId, t.unitId),
    index('unit_repairs_tenant_status').on(t.tenantId, t.status, t.failedAt),
    index('unit_repairs_tenant_line_failed').on(t.tenantId, t.lineId, t.failedAt),
    // Who uses a workstation, cause, responsible unit or solution (their deletes are refused).
    index('unit_repairs_tenant_failed_station').on(t.tenantId, t.failedStationId),
    index('unit_repairs_tenant_repair_station')
      .on(t.tenantId, t.repairStationId)
      .where(sql`${t.repairStationId} is not null`),
    index('unit_repairs_tenant_cause').on(t.tenantId, t.causeId).where(sql`${t.causeId} is not null`),
    index('unit_repairs_tenant_responsible')
      .on(t.tenantId, t.responsibleUnitId)
      .where(sql`${t.responsibleUnitId} is not null`),
    index('unit_repairs_tenant_solution').on(t.tenantId, t.solutionId).where(sql`${t.solutionId} is not null`),
  ],
);

/** The defects recorded with a failure (bad phenomenon and defect type), for repair and the defect Pareto. */
export const unitDefects = pgTable(
  'unit_defects',
  {
    tenantId: tenantIdColumn(),
    id: idColumn(),
    repairId: bigintString('repair_id').notNull(),
    unitId: bigintString('unit_id').notNull(),
    workOrderId: bigintString('work_order_id').notNull(),
    lineId: bigintString('line_id').notNull(),
    processId: bigintString('process_id').notNull(),
    stationId: bigintString('station_id').notNull(),
    badPhenomenonId: bigintString('bad_phenomenon_id').notNull(),
    defectTypeId: bigintString('defect_type_id'),
    recordedAt: at('recorded_at').notNull(),
    quantity: integer('quantity').notNull().default(1),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('unit_defects_tenant_repair').on(t.tenantId, t.repairId),
    index('unit_defects_tenant_line_recorded').on(t.tenantId, t.lineId, t.recordedAt),
    index('unit_defects_tenant_recorded').on(t.tenantId, t.recordedAt),
    index('unit_defects_tenant_phenomenon').on(t.tenantId, t.badPhenomenonId),
    index('unit_defects_tenant_defect_type').on(t.tenantId, t.defectTypeId).where(sql`${t.defectTypeId} is not null`),
  ],
);

/**
 * The first scan that used each workstation, process and shift (`kind` `station`, `process` or
 * `shift`, `refId` its id): their deletes are refused while it exists, and it names the unit (or,
 * for a box packed onto a carrier, the carrier) of that scan. Written once per record, so a delete
 * never has to search scan_events, and scans after the first add nothing here.
 */
export const scanUsage = pgTable(
  'scan_usage',
  {
    tenantId: tenantIdColumn(),
    kind: varchar('kind', { length: 16 }).notNull(),
    refId: bigintString('ref_id').notNull(),
    unitId: bigintString('unit_id'),
    packageId: bigintString('package_id'),
    scannedAt: at('scanned_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.kind, t.refId] })],
);

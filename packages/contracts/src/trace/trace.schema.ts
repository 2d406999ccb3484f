import { z } from 'zod';
import { idSchema } from '../common/ids.js';
import { pageQuerySchema, pageResultSchema } from '../common/paging.js';
import { esdStateSchema } from '../esd/esd-collector.schema.js';
import { codedRefSchema } from '../references/reference.schema.js';
import {
  BARCODE_MAX,
  PACKAGE_KINDS,
  PACKAGE_STATUSES,
  SERIAL_MAX,
  scanActionSchema,
  unitStatusSchema,
} from '../stations/scan.schema.js';
import { workOrderStatusSchema, workOrderTypeSchema } from '../work-orders/work-order.schema.js';

/**
 * Traceability and recall (spec 001 §2 "trace": product tracing, data chain, lot, work order)
 * and the work-in-progress list. Everything here reads what station scanning wrote: units,
 * scan events, materials built in, boxes and carriers, repairs and defects.
 */

/** A unit's history lists at most this many scan events (a unit has a few dozen at most). */
export const TRACE_EVENTS_MAX = 2_000;
/** A data chain shows at most this many units (an order or carrier can hold more: the rest is counted). */
export const CHAIN_UNITS_MAX = 200;
/** An export of a recall list or a WIP list writes at most this many rows. */
export const TRACE_EXPORT_MAX = 100_000;
/** Lots listed per material in a work order's consumption. */
export const ORDER_TRACE_LOTS_MAX = 20;
export const TRACE_LOT_MAX = BARCODE_MAX;
/** Any code the data chain accepts: serial, box, carrier, material barcode or lot, order code. */
export const TRACE_CODE_MAX = Math.max(SERIAL_MAX, BARCODE_MAX);

const SINGLE_LINE = /^[^\p{Cc}\p{Cs}]*$/u;
const codeParam = (max: number) => z.string().trim().min(1).max(max).regex(SINGLE_LINE);
const booleanParam = z.enum(['true', 'false']).transform((value) => value === 'true');

/** A user as trace shows them. */
export const traceUserSchema = z.object({ id: idSchema, name: z.string() });
export type TraceUser = z.infer<typeof traceUserSchema>;

export const traceOrderSchema = z.object({
  id: idSchema,
  code: z.string(),
  type: workOrderTypeSchema.nullable(),
  status: workOrderStatusSchema.nullable(),
  planQuantity: z.number().int().nullable(),
  product: codedRefSchema.nullable(),
  line: codedRefSchema.nullable(),
});
export type TraceOrder = z.infer<typeof traceOrderSchema>;

export const tracePackageSchema = z.object({
  id: idSchema,
  code: z.string(),
  kind: z.enum(PACKAGE_KINDS),
  status: z.enum(PACKAGE_STATUSES),
  capacity: z.number().int(),
  quantity: z.number().int(),
  station: codedRefSchema.nullable(),
  createdAt: z.string(),
  sealedAt: z.string().nullable(),
});
export type TracePackage = z.infer<typeof tracePackageSchema>;

/** One scan event of the unit, in time order: the routing steps, materials, failures, repairs, packing. */
export const traceEventSchema = z.object({
  id: idSchema,
  scannedAt: z.string(),
  action: scanActionSchema,
  stepNo: z.number().int().nullable(),
  process: codedRefSchema.nullable(),
  station: codedRefSchema.nullable(),
  line: codedRefSchema.nullable(),
  operator: traceUserSchema.nullable(),
  shift: codedRefSchema.nullable(),
  /** What only some actions carry: material barcode, box or carrier code, remark, return step. */
  barcode: z.string().nullable(),
  packageCode: z.string().nullable(),
  remark: z.string().nullable(),
  /** The workstation's ESD state when the scan was made (the ESD interlock keeps it), null when not monitored. */
  esd: esdStateSchema.nullable(),
});
export type TraceEvent = z.infer<typeof traceEventSchema>;

export const traceMaterialSchema = z.object({
  id: idSchema,
  material: codedRefSchema.nullable(),
  barcode: z.string(),
  lot: z.string(),
  stepNo: z.number().int(),
  process: codedRefSchema.nullable(),
  station: codedRefSchema.nullable(),
  operator: traceUserSchema.nullable(),
  boundAt: z.string(),
  /** Set when the barcode was taken out of the unit again (it no longer counts as built in). */
  unboundAt: z.string().nullable(),
  unboundBy: traceUserSchema.nullable(),
  unbindReason: z.string().nullable(),
});
export type TraceMaterial = z.infer<typeof traceMaterialSchema>;

export const traceDefectSchema = z.object({
  id: idSchema,
  badPhenomenon: codedRefSchema.nullable(),
  defectType: codedRefSchema.nullable(),
  quantity: z.number().int(),
  recordedAt: z.string(),
});
export type TraceDefect = z.infer<typeof traceDefectSchema>;

export const TRACE_REPAIR_STATUSES = ['open', 'repaired', 'scrapped'] as const;
export type TraceRepairStatus = (typeof TRACE_REPAIR_STATUSES)[number];

export const traceRepairSchema = z.object({
  id: idSchema,
  status: z.enum(TRACE_REPAIR_STATUSES),
  failedAt: z.string(),
  failedStepNo: z.number().int(),
  failedProcess: codedRefSchema.nullable(),
  failedStation: codedRefSchema.nullable(),
  failedBy: traceUserSchema.nullable(),
  defects: z.array(traceDefectSchema),
  cause: codedRefSchema.nullable(),
  responsibleUnit: codedRefSchema.nullable(),
  solution: codedRefSchema.nullable(),
  repairStation: codedRefSchema.nullable(),
  /** The line the repair station stood on when it repaired (it may serve other lines too). */
  repairLine: codedRefSchema.nullable(),
  repairedBy: traceUserSchema.nullable(),
  repairedAt: z.string().nullable(),
  returnStepNo: z.number().int().nullable(),
  remark: z.string().nullable(),
});
export type TraceRepair = z.infer<typeof traceRepairSchema>;

export const traceUnitSchema = z.object({
  id: idSchema,
  serial: z.string(),
  status: unitStatusSchema,
  nextStepNo: z.number().int().nullable(),
  nextProcess: codedRefSchema.nullable(),
  repairCount: z.number().int(),
  product: codedRefSchema.nullable(),
  line: codedRefSchema.nullable(),
  lastStation: codedRefSchema.nullable(),
  lastScannedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TraceUnit = z.infer<typeof traceUnitSchema>;

export const traceSerialQuerySchema = z.strictObject({ serial: codeParam(SERIAL_MAX) });

/** Everything known about one unit, on one screen. */
export const productTraceSchema = z.object({
  unit: traceUnitSchema,
  order: traceOrderSchema.nullable(),
  events: z.array(traceEventSchema),
  /** More events exist than {@link TRACE_EVENTS_MAX}; the oldest are shown. */
  eventsTruncated: z.boolean(),
  materials: z.array(traceMaterialSchema),
  box: tracePackageSchema.nullable(),
  carrier: tracePackageSchema.nullable(),
  repairs: z.array(traceRepairSchema),
});
export type ProductTrace = z.infer<typeof productTraceSchema>;

// ---- Data chain ----------------------------------------------------------------------------

export const CHAIN_NODE_KINDS = ['order', 'carrier', 'box', 'unit', 'material'] as const;
export type ChainNodeKind = (typeof CHAIN_NODE_KINDS)[number];
/** What the code searched for turned out to be. */
export const CHAIN_MATCHES = ['serial', 'box', 'carrier', 'barcode', 'lot', 'order'] as const;
export type ChainMatch = (typeof CHAIN_MATCHES)[number];

export interface ChainNode {
  /** Unique in the tree. */
  key: string;
  kind: ChainNodeKind;
  id: string;
  /** Serial, box or carrier code, order code, or material barcode. */
  code: string;
  /** Product or material name; the lot of a material. */
  name: string | null;
  lot: string | null;
  status: string | null;
  /** The node the searched code names. */
  matched: boolean;
  /**
   * Children left out: an order's or a box's units not drawn (beyond {@link CHAIN_UNITS_MAX}, or
   * not what the code found), a carrier's boxes not drawn (it was reached through one of them).
   */
  more: number;
  children: ChainNode[];
}

export const chainNodeSchema: z.ZodType<ChainNode> = z.lazy(() =>
  z.object({
    key: z.string(),
    kind: z.enum(CHAIN_NODE_KINDS),
    id: idSchema,
    code: z.string(),
    name: z.string().nullable(),
    lot: z.string().nullable(),
    status: z.string().nullable(),
    matched: z.boolean(),
    more: z.number().int(),
    children: z.array(chainNodeSchema),
  }),
);

export const chainQuerySchema = z.strictObject({ code: codeParam(TRACE_CODE_MAX) });

export const dataChainSchema = z.object({
  code: z.string(),
  /** Every kind the code matched (a code may be both a box and a lot, say); empty when none. */
  matches: z.array(z.enum(CHAIN_MATCHES)),
  roots: z.array(chainNodeSchema),
  /** Units found in all (the tree shows at most {@link CHAIN_UNITS_MAX}). */
  unitCount: z.number().int(),
});
export type DataChain = z.infer<typeof dataChainSchema>;

// ---- Lot trace and recall ------------------------------------------------------------------

export const lotQuerySchema = z.strictObject({
  lot: codeParam(TRACE_LOT_MAX),
  materialId: idSchema.optional(),
  /** Also list units the lot's barcode was taken out of again. */
  includeUnbound: booleanParam.optional(),
});

export const lotPageQuerySchema = pageQuerySchema(['boundAt', 'serial']).extend(lotQuerySchema.shape).strict();

export const recallRowSchema = z.object({
  /** The binding (unit_materials row). */
  id: idSchema,
  unitId: idSchema,
  serial: z.string(),
  unitStatus: unitStatusSchema,
  order: traceOrderSchema.nullable(),
  material: codedRefSchema.nullable(),
  barcode: z.string(),
  lot: z.string(),
  boxCode: z.string().nullable(),
  carrierCode: z.string().nullable(),
  boundAt: z.string(),
  unboundAt: z.string().nullable(),
});
export type RecallRow = z.infer<typeof recallRowSchema>;

export const lotSummarySchema = z.object({
  units: z.number().int(),
  boxes: z.number().int(),
  carriers: z.number().int(),
  orders: z.number().int(),
  /** Units per status. */
  byStatus: z.record(z.string(), z.number().int()),
  materials: z.array(codedRefSchema),
});
export type LotSummary = z.infer<typeof lotSummarySchema>;

export const lotPageSchema = pageResultSchema(recallRowSchema).extend({ summary: lotSummarySchema });
export type LotPage = z.infer<typeof lotPageSchema>;

// ---- Work order trace ----------------------------------------------------------------------

export const workOrderTraceQuerySchema = z
  .strictObject({
    workOrderId: idSchema.optional(),
    /** The order's code, when the id is not known (typed or scanned). */
    code: codeParam(TRACE_CODE_MAX).optional(),
  })
  .refine((query) => query.workOrderId !== undefined || query.code !== undefined, {
    path: ['code'],
    message: 'required',
  });

export const traceStepYieldSchema = z.object({
  stepNo: z.number().int(),
  process: codedRefSchema.nullable(),
  /** Units scanned at the step. */
  units: z.number().int(),
  passed: z.number().int(),
  failed: z.number().int(),
  /** Units that passed the step without failing it first. */
  firstPass: z.number().int(),
  failEvents: z.number().int(),
  /** firstPass / units, 0..1 (null when no unit was scanned there). */
  firstPassYield: z.number().nullable(),
});
export type TraceStepYield = z.infer<typeof traceStepYieldSchema>;

export const traceOrderDefectSchema = z.object({
  badPhenomenon: codedRefSchema.nullable(),
  defectType: codedRefSchema.nullable(),
  quantity: z.number().int(),
  units: z.number().int(),
});

export const traceOrderMaterialSchema = z.object({
  material: codedRefSchema.nullable(),
  /** Barcodes built in and still bound. */
  quantity: z.number().int(),
  unbound: z.number().int(),
  units: z.number().int(),
  lotCount: z.number().int(),
  lots: z.array(z.object({ lot: z.string(), quantity: z.number().int() })),
});

export const workOrderTraceSchema = z.object({
  order: traceOrderSchema,
  /** Units per status. */
  units: z.record(z.string(), z.number().int()),
  unitTotal: z.number().int(),
  boxes: z.number().int(),
  steps: z.array(traceStepYieldSchema),
  defects: z.array(traceOrderDefectSchema),
  materials: z.array(traceOrderMaterialSchema),
});
export type WorkOrderTrace = z.infer<typeof workOrderTraceSchema>;

export const orderUnitsPageQuerySchema = pageQuerySchema(['serial', 'status', 'createdAt', 'lastScannedAt'])
  .extend({ workOrderId: idSchema, status: unitStatusSchema.optional() })
  .strict();

/** A unit as the order trace and the WIP list show it. */
export const traceUnitRowSchema = z.object({
  id: idSchema,
  serial: z.string(),
  status: unitStatusSchema,
  order: traceOrderSchema.nullable(),
  product: codedRefSchema.nullable(),
  line: codedRefSchema.nullable(),
  nextStepNo: z.number().int().nullable(),
  nextProcess: codedRefSchema.nullable(),
  failedStepNo: z.number().int().nullable(),
  repairCount: z.number().int(),
  boxCode: z.string().nullable(),
  lastStation: codedRefSchema.nullable(),
  lastScannedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TraceUnitRow = z.infer<typeof traceUnitRowSchema>;

// ---- Work in progress ----------------------------------------------------------------------

export const WIP_STATUSES = ['in_process', 'in_repair'] as const;

export const wipQuerySchema = z.strictObject({
  workOrderId: idSchema.optional(),
  lineId: idSchema.optional(),
  /** Units waiting for this process (their next step runs it). */
  processId: idSchema.optional(),
  status: z.enum(WIP_STATUSES).optional(),
  /** Serial contains. */
  serial: z.string().trim().max(SERIAL_MAX).optional(),
});

export const wipPageQuerySchema = pageQuerySchema(['serial', 'status', 'createdAt', 'lastScannedAt', 'nextStepNo'])
  .extend(wipQuerySchema.shape)
  .strict();

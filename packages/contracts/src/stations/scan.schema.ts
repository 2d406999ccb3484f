import { z } from 'zod';
import { idSchema } from '../common/ids.js';
import { processTypeSchema } from '../processes/process.schema.js';
import { codedRefSchema } from '../references/reference.schema.js';
import { workOrderStatusSchema, workOrderTypeSchema, workSettingsSchema } from '../work-orders/work-order.schema.js';

/**
 * Station scanning (spec 001 §1 "scan-based production"): the six station kinds, the requests
 * their screens send and the answer every scan gets.
 *
 * Every scan carries a client-generated `clientScanId` (a UUID). The server keeps the answer of
 * each accepted scan under that id, so a retry after a lost response gets the same answer
 * (`replayed: true`) and counts nothing twice. A refused scan changes nothing and answers 422
 * (code 1001) with the reason in the reader's language; a station's offline queue drops a scan
 * refused that way (showing the reason) and keeps retrying one that failed for any other cause.
 */

export const STATION_KINDS = ['assembly', 'encasement', 'passing', 'maintain', 'pack', 'return'] as const;
export type StationKind = (typeof STATION_KINDS)[number];
export const stationKindSchema = z.enum(STATION_KINDS);

export const UNIT_STATUSES = ['in_process', 'in_repair', 'completed', 'scrapped'] as const;
export type UnitStatus = (typeof UNIT_STATUSES)[number];
export const unitStatusSchema = z.enum(UNIT_STATUSES);

/**
 * The actions of scan events (`scan_events.action`) and what their `detail` holds. A scan appends
 * one event, or two when a step passes with it: every passed step is a `pass` event (its process
 * and step number), so a station's output is its `pass` events.
 * - `start`: the serial scanned at an assembly process that still expects materials (a new serial
 *   becomes a unit with it);
 * - `material`: a material built in, `{barcode, materialId}` (the step's last one is followed by `pass`);
 * - `pass`: the step passed; `fail`: failed, `{repairId, defects: [{badPhenomenonId, defectTypeId}], remark?}`;
 * - `repair`: repaired, `{repairId, returnStepNo, remark?}`; `scrap`: `{repairId?, boxCode?, remark?}`;
 * - `encase`: into a box after its `pass`, `{boxCode, sealed?}`; `unpack`: out of it, `{boxCode}`;
 * - `pack`: a box onto a carrier (no unit), `{boxCode, carrierCode, sealed?}`;
 * - `return`: sent back to step `stepNo`, `{fromStepNo, boxCode?, remark?}`;
 * - `unbind`: a material taken out, `{barcode, materialId, reason}`.
 */
export const SCAN_ACTIONS = [
  'start',
  'pass',
  'fail',
  'material',
  'unbind',
  'repair',
  'scrap',
  'encase',
  'unpack',
  'pack',
  'return',
] as const;
export type ScanAction = (typeof SCAN_ACTIONS)[number];
export const scanActionSchema = z.enum(SCAN_ACTIONS);

export const PACKAGE_KINDS = ['box', 'carrier'] as const;
export type PackageKind = (typeof PACKAGE_KINDS)[number];
export const PACKAGE_STATUSES = ['open', 'sealed'] as const;
export type PackageStatus = (typeof PACKAGE_STATUSES)[number];

export const SERIAL_MAX = 100;
export const BARCODE_MAX = 100;
export const SCAN_REMARK_MAX = 200;
export const UNBIND_REASON_MAX = 200;
export const SCAN_DEFECTS_MAX = 10;
export const PACKAGE_CAPACITY_MAX = 10_000;
/** A queued (offline) scan keeps the time it was made; older than this it is refused. */
export const OFFLINE_SCAN_MAX_AGE_HOURS = 72;

const SINGLE_LINE = /^[^\p{Cc}\p{Cs}]*$/u;
/** A scanned code: trimmed, one line, no control characters (a wedge scanner's CR/LF/GS never reach here). */
const codeSchema = (max: number) => z.string().trim().min(1).max(max).regex(SINGLE_LINE);
const remarkSchema = z.string().trim().max(SCAN_REMARK_MAX).regex(SINGLE_LINE).nullish();

/** What every scan request carries. */
const scanBase = {
  clientScanId: z.uuid(),
  stationId: idSchema,
  /** When the operator scanned, for scans sent later from the offline queue; the server's time when absent. */
  scannedAt: z.iso.datetime({ offset: true }).optional(),
};

export const scanDefectInputSchema = z.strictObject({
  badPhenomenonId: idSchema,
  defectTypeId: idSchema.nullish(),
});

/**
 * Assembly: the unit's serial alone starts the unit at the process (a new serial at the routing's
 * first step becomes a unit of `workOrderId`); the serial with a material `barcode` builds that
 * material into the unit. The step passes when the scan configuration's last expected scan is made.
 */
export const assemblyScanSchema = z.strictObject({
  ...scanBase,
  processId: idSchema,
  workOrderId: idSchema,
  serial: codeSchema(SERIAL_MAX),
  barcode: codeSchema(BARCODE_MAX).optional(),
});

/** Passing: the unit passes or fails the process; a failure names its defects and sends the unit to repair. */
export const passingScanSchema = z
  .strictObject({
    ...scanBase,
    processId: idSchema,
    workOrderId: idSchema,
    serial: codeSchema(SERIAL_MAX),
    result: z.enum(['pass', 'fail']).default('pass'),
    defects: z.array(scanDefectInputSchema).max(SCAN_DEFECTS_MAX).default([]),
    remark: remarkSchema,
  })
  .refine((scan) => scan.result === 'pass' || scan.defects.length > 0, { path: ['defects'], message: 'required' });

/** Encasement: the unit passes the packing process and goes into the box (opened on its first unit). */
export const encasementScanSchema = z.strictObject({
  ...scanBase,
  processId: idSchema,
  workOrderId: idSchema,
  boxCode: codeSchema(BARCODE_MAX),
  /** Units per box, used when this scan opens the box. */
  capacity: z.number().int().min(1).max(PACKAGE_CAPACITY_MAX),
  serial: codeSchema(SERIAL_MAX),
});

/** Pack: a sealed box goes onto a carrier (opened on its first box). */
export const packScanSchema = z.strictObject({
  ...scanBase,
  carrierCode: codeSchema(BARCODE_MAX),
  capacity: z.number().int().min(1).max(PACKAGE_CAPACITY_MAX),
  boxCode: codeSchema(BARCODE_MAX),
});

/**
 * Maintain (repair): the unit in repair is repaired (back to its routing's return step, or to
 * `returnStepNo`: a main step not after the one it failed at) or scrapped.
 */
export const maintainScanSchema = z.strictObject({
  ...scanBase,
  serial: codeSchema(SERIAL_MAX),
  outcome: z.enum(['repaired', 'scrapped']),
  causeId: idSchema.nullish(),
  responsibleUnitId: idSchema.nullish(),
  solutionId: idSchema.nullish(),
  returnStepNo: z.number().int().min(1).nullish(),
  remark: remarkSchema,
});

/** Return to line: a unit (finished, boxed or in process) goes back to an earlier step of its routing; it leaves its box. */
export const returnScanSchema = z.strictObject({
  ...scanBase,
  serial: codeSchema(SERIAL_MAX),
  toStepNo: z.number().int().min(1),
  remark: remarkSchema,
});

export const orderProgressSchema = z.object({
  id: idSchema,
  code: z.string(),
  type: workOrderTypeSchema,
  status: workOrderStatusSchema,
  lineId: idSchema,
  productId: idSchema,
  productCode: z.string(),
  productName: z.string(),
  planQuantity: z.number().int(),
  inputQuantity: z.number().int(),
  goodQuantity: z.number().int(),
  badQuantity: z.number().int(),
  scrapQuantity: z.number().int(),
});
export type OrderProgress = z.infer<typeof orderProgressSchema>;

export const unitStateSchema = z.object({
  id: idSchema,
  serial: z.string(),
  status: unitStatusSchema,
  workOrderId: idSchema,
  workOrderCode: z.string(),
  productId: idSchema,
  productCode: z.string(),
  productName: z.string(),
  /** The step the unit waits for (null when finished or scrapped) and its process. */
  nextStepNo: z.number().int().nullable(),
  nextProcessId: idSchema.nullable(),
  nextProcessCode: z.string().nullable(),
  nextProcessName: z.string().nullable(),
  /** The step it failed at, while in repair. */
  failedStepNo: z.number().int().nullable(),
  repairCount: z.number().int(),
  packageCode: z.string().nullable(),
  lastScannedAt: z.string().nullable(),
});
export type UnitState = z.infer<typeof unitStateSchema>;

export const packageStateSchema = z.object({
  id: idSchema,
  code: z.string(),
  kind: z.enum(PACKAGE_KINDS),
  status: z.enum(PACKAGE_STATUSES),
  capacity: z.number().int(),
  quantity: z.number().int(),
  parentCode: z.string().nullable(),
});
export type PackageState = z.infer<typeof packageStateSchema>;

/** What is still to scan for the unit at the process (assembly). */
export const scanRemainingSchema = z.object({
  serial: z.number().int(),
  materials: z.array(
    z.object({ materialId: idSchema, materialCode: z.string(), materialName: z.string(), remaining: z.number().int() }),
  ),
  total: z.number().int(),
});
export type ScanRemaining = z.infer<typeof scanRemainingSchema>;

/** The answer to every accepted scan. */
export const scanOutcomeSchema = z.object({
  clientScanId: z.string(),
  /** True when this is the stored answer of a scan accepted earlier (a retry). */
  replayed: z.boolean(),
  action: scanActionSchema,
  /** What happened, in the reader's language ("SN-001 passed P020 SMT placement"). */
  message: z.string(),
  /** The unit's step at this process is complete with this scan. */
  stepDone: z.boolean(),
  scannedAt: z.string(),
  unit: unitStateSchema.nullable(),
  order: orderProgressSchema.nullable(),
  package: packageStateSchema.nullable(),
  remaining: scanRemainingSchema.nullable(),
});
export type ScanOutcome = z.infer<typeof scanOutcomeSchema>;

// ── the other station calls ─────────────────────────────────────────────────────────────

/** Assembly: takes a material out of the unit (a wrong or faulty part); its barcode can never be scanned again. */
export const unbindSchema = z.strictObject({
  ...scanBase,
  serial: codeSchema(SERIAL_MAX),
  barcode: codeSchema(BARCODE_MAX),
  reason: z.string().trim().min(1).max(UNBIND_REASON_MAX).regex(SINGLE_LINE),
});

/** Encasement: takes the unit out of its box (not once the box is on a carrier); it waits at the packing step again. */
export const unpackSchema = z.strictObject({
  ...scanBase,
  serial: codeSchema(SERIAL_MAX),
});

/** Seals a box (encasement) before it is full; a sealed box takes no more units and may go onto a carrier. */
export const sealBoxSchema = z.strictObject({ stationId: idSchema, boxCode: codeSchema(BARCODE_MAX) });
/** Seals a carrier (pack) before it is full. */
export const sealCarrierSchema = z.strictObject({ stationId: idSchema, carrierCode: codeSchema(BARCODE_MAX) });

/** The next box code from a barcode rule (counted like any generation of the rule). */
export const newBoxSchema = z.strictObject({
  stationId: idSchema,
  ruleId: idSchema,
  /** The order whose product code and order number the rule may need. */
  workOrderId: idSchema.nullish(),
});
export const newBoxResultSchema = z.object({ code: z.string() });

/** An order as a station screen lists it. */
export const stationOrderSchema = orderProgressSchema.extend({
  planDate: z.string(),
  routingVersionId: idSchema.nullable(),
});
export type StationOrder = z.infer<typeof stationOrderSchema>;

export const stationContextQuerySchema = z.strictObject({
  stationId: idSchema,
  kind: stationKindSchema,
  /** The order the screen has chosen: answered as `chosenOrder` once it is no longer open. */
  orderId: idSchema.optional(),
});

/** What a station screen shows around the scan box. */
export const stationContextSchema = z.object({
  station: codedRefSchema,
  line: codedRefSchema,
  /** The station's processes in their configured order. */
  processes: z.array(codedRefSchema.extend({ type: processTypeSchema, mandatoryScan: z.boolean() })),
  /** The line's orders that can be scanned (issued, in production) and the paused ones, urgent first, then by plan date. */
  orders: z.array(stationOrderSchema),
  /**
   * The order asked for (`orderId`) when it is on this line but no longer open (completed or
   * closed): the screen keeps it chosen, with its final counts, until the operator chooses another.
   */
  chosenOrder: orderProgressSchema.nullable(),
  /**
   * The enterprise's production settings the screens need (units per box, boxes per carrier,
   * whether to move on to the next order), here because an operator seldom may read the
   * settings page itself.
   */
  settings: workSettingsSchema.pick({ boxCapacity: true, carrierCapacity: true, autoAdvance: true }),
  /** Accepted scans at this station since `since` (the start of today in the enterprise's time zone). */
  today: z.object({
    since: z.string(),
    pass: z.number().int(),
    fail: z.number().int(),
    total: z.number().int(),
  }),
});
export type StationContext = z.infer<typeof stationContextSchema>;

export const unitQuerySchema = z.strictObject({
  /** The screen asking (its page permission is required). */
  kind: stationKindSchema,
  serial: codeSchema(SERIAL_MAX),
  /** What remains to scan at this process (default: at the unit's next step). */
  processId: idSchema.optional(),
});

export const routingStepViewSchema = z.object({
  stepNo: z.number().int(),
  processId: idSchema,
  processCode: z.string(),
  processName: z.string(),
  repair: z.boolean(),
  returnToStepNo: z.number().int().nullable(),
});
export type RoutingStepView = z.infer<typeof routingStepViewSchema>;

export const unitMaterialViewSchema = z.object({
  id: idSchema,
  materialId: idSchema,
  materialCode: z.string(),
  materialName: z.string(),
  barcode: z.string(),
  processId: idSchema,
  stepNo: z.number().int(),
  boundAt: z.string(),
});

export const repairViewSchema = z.object({
  id: idSchema,
  status: z.enum(['open', 'repaired', 'scrapped']),
  failedStepNo: z.number().int(),
  failedProcess: codedRefSchema,
  failedStationId: idSchema,
  failedAt: z.string(),
  /** Where a repaired unit goes back to unless the repair names another step. */
  returnStepNo: z.number().int().nullable(),
  defects: z.array(
    z.object({
      badPhenomenon: codedRefSchema,
      defectType: codedRefSchema.nullable(),
      quantity: z.number().int(),
    }),
  ),
});

/** A unit as the assembly, maintain and return screens look it up. */
export const unitDetailSchema = z.object({
  unit: unitStateSchema,
  order: orderProgressSchema,
  package: packageStateSchema.nullable(),
  /** The steps of the order's routing version. */
  steps: z.array(routingStepViewSchema),
  /** Materials built in (unbound ones left out). */
  materials: z.array(unitMaterialViewSchema),
  /** What remains to scan at the process asked about (or its next step); null when it is not there. */
  remaining: scanRemainingSchema.nullable(),
  /** The open repair (in repair), else null. */
  repair: repairViewSchema.nullable(),
});
export type UnitDetail = z.infer<typeof unitDetailSchema>;

export const packageQuerySchema = z.strictObject({
  kind: z.enum(['encasement', 'pack']),
  code: codeSchema(BARCODE_MAX),
});

/** A box with its units' serials, or a carrier with its boxes' codes. */
export const packageDetailSchema = z.object({
  package: packageStateSchema,
  contents: z.array(z.string()),
});
export type PackageDetail = z.infer<typeof packageDetailSchema>;

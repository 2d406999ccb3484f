import { z } from 'zod';
import { idSchema } from '../common/ids.js';
import { workOrderStatusSchema } from '../work-orders/work-order.schema.js';

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

export const SCAN_ACTIONS = [
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

/** Maintain (repair): the unit in repair is repaired (back to its routing's return step, or `returnStepNo`) or scrapped. */
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
  status: workOrderStatusSchema,
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
  /** The step the unit waits for (null when finished or scrapped) and its process. */
  nextStepNo: z.number().int().nullable(),
  nextProcessId: idSchema.nullable(),
  nextProcessCode: z.string().nullable(),
  nextProcessName: z.string().nullable(),
  repairCount: z.number().int(),
  packageCode: z.string().nullable(),
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

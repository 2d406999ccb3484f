import { z } from 'zod';
import { idSchema } from '../common/ids.js';
import { repeatedParam } from '../common/paging.js';
import { defineRoute } from '../common/route.js';

/**
 * The master-data records other records point at. Each kind is owned by one area, which answers
 * lookups for it (pickers, reference checks) and is told who uses a record before deleting it.
 */
export const REF_KINDS = [
  'workshop',
  'line',
  'station',
  'shift',
  'shiftRegime',
  'timeRange',
  'process',
  'routing',
  'unit',
  'material',
  'productType',
  'product',
  'bom',
  'scanConfig',
  'defectType',
  'badPhenomenon',
  'defectCause',
  'responsibleUnit',
  'solution',
  'barcodeRule',
  'printTemplate',
  'productionPlan',
  'workOrder',
  /** A unit made under a work order, known by its serial (production execution). */
  'productionUnit',
  /** A box or carrier of production execution, known by its code. */
  'productionPackage',
  /** A production report (report records), known by its code. */
  'productionReport',
  'equipmentType',
  'esdCollectorType',
  'esdCollector',
  'iotDriver',
  'iotDevice',
  /** A temperature and humidity sensor (environment monitoring). */
  'environDevice',
  'robot',
  'pushChannel',
  'pushTemplate',
  /** A gateway of the device bus (ESD collectors and IoT devices hang off one). */
  'gateway',
  /** Andon set-up (issue 19): types, labels and escalation flows items use; items calls use. */
  'andonAlarmType',
  'andonLabel',
  'andonFlow',
  'andonItem',
  /** Rules of automatic calls (andon) and IoT rules: they name an andon item, which they keep from deletion. */
  'andonTrigger',
  'iotRule',
] as const;
export type RefKind = (typeof REF_KINDS)[number];
export const refKindSchema = z.enum(REF_KINDS);

/** A record as other records show it: id, code and name. */
export const codedRefSchema = z.object({ id: idSchema, code: z.string(), name: z.string() });
export type CodedRef = z.infer<typeof codedRefSchema>;

export const REF_OPTIONS_LIMIT_MAX = 50;
export const REF_KEYWORD_MAX = 50;

export const refOptionsQuerySchema = z.strictObject({
  kind: refKindSchema,
  /** Matches code or name (contains, case-insensitive). */
  keyword: z.string().trim().max(REF_KEYWORD_MAX).optional(),
  /** Fetch exactly these records (a picker showing its current value). */
  ids: repeatedParam(idSchema).pipe(z.array(idSchema).max(REF_OPTIONS_LIMIT_MAX)).optional(),
  limit: z.coerce.number().int().min(1).max(REF_OPTIONS_LIMIT_MAX).default(20),
});

export const referenceApi = {
  options: defineRoute({
    method: 'GET',
    path: '/basics/ref_options',
    summary: 'Master-data records of one kind for a picker, by keyword or by ids (code and name)',
    tag: 'basics',
    access: 'session',
    query: refOptionsQuerySchema,
    response: z.array(codedRefSchema),
  }),
};

/** Records of other kinds that refer to a record (detail views: the same ones a delete names). */
export const usageSchema = z.object({ kind: refKindSchema, refs: z.array(codedRefSchema) });
export type Usage = z.infer<typeof usageSchema>;

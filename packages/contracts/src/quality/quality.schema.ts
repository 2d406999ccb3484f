import { z } from 'zod';
import { oneLineSchema, RECORD_CODE_PATTERN, SINGLE_LINE } from '../common/fields.js';
import { idSchema } from '../common/ids.js';
import { queryBooleanSchema, resourceSchemas } from '../common/resource.js';
import { codedRefSchema } from '../references/reference.schema.js';

/**
 * The quality catalogue (spec 001 §3 "Bad phenomenon: code, name, type, commonly used", plus
 * defect types, causes, responsible units and solutions): five coded catalogues that share
 * code, name and their limits, each with a few fields of its own declared once here.
 */

export const QUALITY_CODE_MAX = 50;
export const QUALITY_NAME_MAX = 50;
export const QUALITY_REMARK_MAX = 200;
export const SOLUTION_DESCRIPTION_MAX = 200;
export const RESPONSIBLE_CONTACT_MAX = 50;
/** Usual causes / solutions a bad phenomenon may list. */
export const PHENOMENON_LINKS_MAX = 20;
export const QUALITY_CODE_PATTERN = RECORD_CODE_PATTERN;

/** Severity of a defect type, most severe first. */
export const DEFECT_LEVELS = ['critical', 'major', 'minor'] as const;
export type DefectLevel = (typeof DEFECT_LEVELS)[number];
/** The usual "5M1E" families of a defect cause. */
export const CAUSE_CATEGORIES = ['man', 'machine', 'material', 'method', 'environment', 'measurement'] as const;
export type CauseCategory = (typeof CAUSE_CATEGORIES)[number];
/** A responsible unit is a part of the own organisation, a supplier or a customer. */
export const RESPONSIBLE_UNIT_KINDS = ['internal', 'supplier', 'customer'] as const;
export type ResponsibleUnitKind = (typeof RESPONSIBLE_UNIT_KINDS)[number];

const line = oneLineSchema;
const optionalLine = (max: number) => line(max).nullish();
/** Multi-line text: no control characters but tab and line breaks. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((value) => SINGLE_LINE.test(value.replace(/[\t\r\n]/g, '')))
    .nullish();
const codedFields = {
  code: z.string().trim().min(1).max(QUALITY_CODE_MAX).regex(QUALITY_CODE_PATTERN),
  name: line(QUALITY_NAME_MAX).min(1),
};
/** Filters every catalogue's list has: code and name contain the text (case-insensitive). */
const codedFilters = {
  code: z.string().trim().max(QUALITY_CODE_MAX).optional(),
  name: z.string().trim().max(QUALITY_NAME_MAX).optional(),
};

/** One catalogue's schemas: code and name, then its own fields. */
function catalogueSchemas<F extends z.ZodRawShape, R extends z.ZodRawShape, Q extends z.ZodRawShape>(own: {
  fields: F;
  record: R;
  filters: Q;
}) {
  return resourceSchemas({
    fields: { ...codedFields, ...own.fields },
    record: { code: z.string(), name: z.string(), ...own.record },
    filters: { ...codedFilters, ...own.filters },
  });
}

export const defectTypeSchemas = catalogueSchemas({
  fields: { level: z.enum(DEFECT_LEVELS), remark: optionalLine(QUALITY_REMARK_MAX) },
  record: { level: z.enum(DEFECT_LEVELS), remark: z.string().nullable() },
  filters: { level: z.enum(DEFECT_LEVELS).optional() },
});
export type DefectType = z.infer<typeof defectTypeSchemas.record>;

export const badPhenomenonSchemas = catalogueSchemas({
  fields: {
    /** The defect type this phenomenon is a case of. */
    defectTypeId: idSchema,
    /** Commonly used phenomena come first in pickers. */
    commonlyUsed: z.boolean().default(false),
    /** Its usual causes and solutions, offered first when a defect is recorded. */
    causeIds: z.array(idSchema).max(PHENOMENON_LINKS_MAX).default([]),
    solutionIds: z.array(idSchema).max(PHENOMENON_LINKS_MAX).default([]),
    remark: optionalLine(QUALITY_REMARK_MAX),
  },
  record: {
    defectTypeId: idSchema,
    defectType: codedRefSchema.nullable(),
    commonlyUsed: z.boolean(),
    causes: z.array(codedRefSchema),
    solutions: z.array(codedRefSchema),
    remark: z.string().nullable(),
  },
  filters: { defectTypeId: idSchema.optional(), commonlyUsed: queryBooleanSchema.optional() },
});
export type BadPhenomenon = z.infer<typeof badPhenomenonSchemas.record>;

export const defectCauseSchemas = catalogueSchemas({
  fields: { category: z.enum(CAUSE_CATEGORIES), remark: optionalLine(QUALITY_REMARK_MAX) },
  record: { category: z.enum(CAUSE_CATEGORIES), remark: z.string().nullable() },
  filters: { category: z.enum(CAUSE_CATEGORIES).optional() },
});
export type DefectCause = z.infer<typeof defectCauseSchemas.record>;

export const responsibleUnitSchemas = catalogueSchemas({
  fields: {
    kind: z.enum(RESPONSIBLE_UNIT_KINDS),
    /** For an internal unit: the department, workshop or line of the organisation tree. */
    organisationId: idSchema.nullish(),
    /** Contact person or phone, mostly for suppliers and customers. */
    contact: optionalLine(RESPONSIBLE_CONTACT_MAX),
    remark: optionalLine(QUALITY_REMARK_MAX),
  },
  record: {
    kind: z.enum(RESPONSIBLE_UNIT_KINDS),
    organisationId: idSchema.nullable(),
    organisationName: z.string().nullable(),
    contact: z.string().nullable(),
    remark: z.string().nullable(),
  },
  filters: { kind: z.enum(RESPONSIBLE_UNIT_KINDS).optional() },
});
export type ResponsibleUnit = z.infer<typeof responsibleUnitSchemas.record>;

export const solutionSchemas = catalogueSchemas({
  fields: { description: optionalText(SOLUTION_DESCRIPTION_MAX) },
  record: { description: z.string().nullable() },
  filters: {},
});
export type Solution = z.infer<typeof solutionSchemas.record>;

/** One row of the bad phenomena import: the add form with codes instead of ids. */
export const badPhenomenonImportRowSchema = z.strictObject({
  ...codedFields,
  defectTypeCode: codedFields.code,
  commonlyUsed: z.boolean().default(false),
  causeCodes: z.array(codedFields.code).max(PHENOMENON_LINKS_MAX).default([]),
  solutionCodes: z.array(codedFields.code).max(PHENOMENON_LINKS_MAX).default([]),
  remark: optionalLine(QUALITY_REMARK_MAX),
});

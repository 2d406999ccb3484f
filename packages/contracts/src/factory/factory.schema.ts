import { z } from 'zod';
import { idSchema } from '../common/ids.js';
import { ORG_CODE_MAX, ORG_CODE_PATTERN, ORG_NAME_MAX, ORG_SORT_MAX } from '../organisations/organisation.schema.js';
import { codedRefSchema } from '../references/reference.schema.js';

/**
 * Spec 001 §3 "Production line: code, name, description, owner, workshop. Station: code, name,
 * line" and the factory hierarchy (factory, department, workshop, line, station). A workshop,
 * line or workstation IS an organisation of the organisation tree (its code, name, parent and
 * sort live there); the factory area keeps only its own fields (description, owner, a
 * workstation's processes) beside it.
 */

export const FACTORY_CODE_MAX = ORG_CODE_MAX;
export const FACTORY_NAME_MAX = ORG_NAME_MAX;
export const FACTORY_SORT_MAX = ORG_SORT_MAX;
export const FACTORY_DESCRIPTION_MAX = 200;
/** Codes: letters, digits and - _ . (the organisation tree's code rule: they are one code). */
export const FACTORY_CODE_PATTERN = ORG_CODE_PATTERN;
/** Processes one workstation may be configured with. */
export const STATION_PROCESSES_MAX = 50;
/** Other lines one workstation (a repair bench) may serve. */
export const STATION_SERVED_LINES_MAX = 20;

const SINGLE_LINE = /^[^\p{Cc}\p{Cs}]*$/u;

const code = z.string().trim().min(1).max(FACTORY_CODE_MAX).regex(FACTORY_CODE_PATTERN);
const name = z.string().trim().min(1).max(FACTORY_NAME_MAX).regex(SINGLE_LINE);
const description = z.string().trim().max(FACTORY_DESCRIPTION_MAX).nullish();
const sort = z.number().int().min(0).max(FACTORY_SORT_MAX).default(0);

const common = {
  id: idSchema,
  code: z.string(),
  name: z.string(),
  sort: z.number().int(),
  description: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
};
const owner = {
  /** A user of the enterprise (null: none). */
  ownerId: idSchema.nullable(),
  /** The owner's name, for lists. */
  ownerName: z.string().nullable(),
};

export const workshopSchema = z.object({
  ...common,
  ...owner,
  /** The factory organisation it sits under. */
  factoryId: idSchema,
  factoryName: z.string().nullable(),
});
export type Workshop = z.infer<typeof workshopSchema>;

export const lineSchema = z.object({
  ...common,
  ...owner,
  workshopId: idSchema,
  workshopName: z.string().nullable(),
});
export type Line = z.infer<typeof lineSchema>;

export const stationSchema = z.object({
  ...common,
  lineId: idSchema,
  lineName: z.string().nullable(),
  /** The processes the workstation performs, in order. */
  processes: z.array(codedRefSchema),
  /** Other lines whose units it repairs (a repair bench shared by lines); its own line always. */
  servedLines: z.array(codedRefSchema),
});
export type Station = z.infer<typeof stationSchema>;

export const workshopFieldsSchema = z.strictObject({
  factoryId: idSchema,
  code,
  name,
  description,
  ownerId: idSchema.nullish(),
  sort,
});
export const workshopAddSchema = workshopFieldsSchema;
export const workshopEditSchema = workshopFieldsSchema.extend({ id: idSchema });

export const lineFieldsSchema = z.strictObject({
  workshopId: idSchema,
  code,
  name,
  description,
  ownerId: idSchema.nullish(),
  sort,
});
export const lineAddSchema = lineFieldsSchema;
export const lineEditSchema = lineFieldsSchema.extend({ id: idSchema });

export const stationFieldsSchema = z.strictObject({
  lineId: idSchema,
  code,
  name,
  description,
  sort,
  /** Other lines it serves (replaces the list; left out: unchanged). */
  servedLineIds: z
    .array(idSchema)
    .max(STATION_SERVED_LINES_MAX)
    .refine((ids) => new Set(ids).size === ids.length, { message: 'each line at most once' })
    .optional(),
});
export const stationAddSchema = stationFieldsSchema;
export const stationEditSchema = stationFieldsSchema.extend({ id: idSchema });

/** The ordered processes of one workstation (replaces the previous list; empty clears it). */
export const stationProcessConfigSchema = z.strictObject({
  id: idSchema,
  processIds: z
    .array(idSchema)
    .max(STATION_PROCESSES_MAX)
    .refine((ids) => new Set(ids).size === ids.length, { message: 'each process at most once' }),
});

export const factoryIdSchema = z.strictObject({ id: idSchema });

/**
 * One row of a workshop, line or workstation import: the parent by its code (the factory of a
 * workshop, the workshop of a line, the line of a workstation). Keys are the sheet's column keys.
 */
export const factoryImportRowSchema = z.strictObject({
  code,
  name,
  parentCode: z.string().trim().min(1).max(FACTORY_CODE_MAX),
  description,
  sort,
});

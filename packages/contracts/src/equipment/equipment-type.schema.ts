import { z } from 'zod';
import { containsFilterSchema, oneLineSchema, RECORD_CODE_PATTERN, recordCodeSchema } from '../common/fields.js';
import { resourceSchemas } from '../common/resource.js';

/** Spec 001 §3/§5 equipment types: code and name of at most 12 characters, a remark. */

export const EQUIPMENT_TYPE_CODE_MAX = 12;
export const EQUIPMENT_TYPE_NAME_MAX = 12;
export const EQUIPMENT_REMARK_MAX = 200;
export const EQUIPMENT_CODE_PATTERN = RECORD_CODE_PATTERN;

export const equipmentTypeSchemas = resourceSchemas({
  fields: {
    code: recordCodeSchema(EQUIPMENT_TYPE_CODE_MAX),
    name: oneLineSchema(EQUIPMENT_TYPE_NAME_MAX).min(1),
    remark: oneLineSchema(EQUIPMENT_REMARK_MAX).nullish(),
  },
  record: { code: z.string(), name: z.string(), remark: z.string().nullable() },
  filters: { code: containsFilterSchema(EQUIPMENT_TYPE_CODE_MAX), name: containsFilterSchema(EQUIPMENT_TYPE_NAME_MAX) },
});
export type EquipmentType = z.infer<typeof equipmentTypeSchemas.record>;

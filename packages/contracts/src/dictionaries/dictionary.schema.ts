import { z } from 'zod';
import { idSchema } from '../common/ids.js';

export const DICT_NAME_MAX = 50;
export const DICT_CODE_MAX = 50;
export const DICT_REMARK_MAX = 200;
/** 0 enabled, 1 disabled. */
export const DictStatus = { ENABLED: 0, DISABLED: 1 } as const;

export const dictionaryTypeSchema = z.object({
  id: idSchema,
  name: z.string(),
  code: z.string(),
  sort: z.number().int(),
  status: z.number().int(),
  isDefault: z.boolean(),
  remark: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DictionaryType = z.infer<typeof dictionaryTypeSchema>;

const fields = {
  name: z.string().trim().min(1).max(DICT_NAME_MAX),
  code: z
    .string()
    .trim()
    .min(1)
    .max(DICT_CODE_MAX)
    .regex(/^[A-Za-z][A-Za-z0-9_.-]*$/),
  sort: z.number().int().min(0).max(1_000_000).default(100),
  remark: z.string().trim().max(DICT_REMARK_MAX).nullish(),
};

export const dictionaryTypeAddSchema = z.strictObject(fields);
export const dictionaryTypeEditSchema = z.strictObject({ id: idSchema, ...fields });
export const dictionaryTypeDeleteSchema = z.strictObject({ id: idSchema });
export const dictionaryTypeStatusSchema = z.strictObject({
  id: idSchema,
  status: z.union([z.literal(DictStatus.ENABLED), z.literal(DictStatus.DISABLED)]),
});

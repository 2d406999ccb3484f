import { z } from 'zod';
import { idSchema } from '../common/ids.js';
import { LANGUAGES, type Language } from '../common/languages.js';

export const DICT_NAME_MAX = 50;
export const DICT_CODE_MAX = 50;
export const DICT_REMARK_MAX = 200;
export const DICT_SORT_MAX = 1_000_000;
export const DICT_COLOR_MAX = 20;
/** Type codes: a letter first, then letters, digits, `_`, `.` and `-`. */
export const DICT_TYPE_CODE_PATTERN = /^[A-Za-z][A-Za-z0-9_.-]*$/;
/** Value codes may start with a digit: they are often the stored value itself (`0`, `1`). */
export const DICT_VALUE_CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_.-]*$/;
/** 0 enabled, 1 disabled. */
export const DictStatus = { ENABLED: 0, DISABLED: 1 } as const;
export const dictStatusSchema = z.union([z.literal(DictStatus.ENABLED), z.literal(DictStatus.DISABLED)]);

/**
 * Tag colours a value may carry (antd preset and status colours), so a label can show as a
 * coloured tag.
 */
export const DICT_COLORS = [
  'default',
  'success',
  'processing',
  'error',
  'warning',
  'blue',
  'green',
  'red',
  'orange',
  'gold',
  'purple',
  'cyan',
  'magenta',
  'geekblue',
  'volcano',
  'lime',
] as const;
export type DictColor = (typeof DICT_COLORS)[number];

/** Codes of the dictionaries every enterprise starts with (default items). */
export const DictTypeCodes = {
  GENDER: 'sex',
  USER_STATUS: 'user_status',
  COMMON_STATUS: 'common_status',
  ORG_TYPE: 'org_type',
  DATA_SCOPE: 'data_scope',
  YES_NO: 'yes_no',
  WORK_ORDER_TYPE: 'work_order_type',
} as const;

/**
 * A name in each interface language, all optional: where one is missing the item's `name`
 * shows. Default items carry all four.
 */
export const dictTitlesSchema = z.strictObject(
  Object.fromEntries(LANGUAGES.map((lang) => [lang, z.string().trim().max(DICT_NAME_MAX).optional()])) as Record<
    Language,
    z.ZodOptional<z.ZodString>
  >,
);
export type DictTitles = Partial<Record<Language, string>>;

export const dictionaryTypeSchema = z.object({
  id: idSchema,
  name: z.string(),
  titles: z.record(z.string(), z.string()),
  /** The name in the request's language (titles, else name). */
  label: z.string(),
  code: z.string(),
  sort: z.number().int(),
  status: z.number().int(),
  isDefault: z.boolean(),
  remark: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DictionaryType = z.infer<typeof dictionaryTypeSchema>;

const typeFields = {
  name: z.string().trim().min(1).max(DICT_NAME_MAX),
  titles: dictTitlesSchema.optional(),
  code: z.string().trim().min(1).max(DICT_CODE_MAX).regex(DICT_TYPE_CODE_PATTERN),
  sort: z.number().int().min(0).max(DICT_SORT_MAX).default(100),
  remark: z.string().trim().max(DICT_REMARK_MAX).nullish(),
};

export const dictionaryTypeAddSchema = z.strictObject(typeFields);
export const dictionaryTypeEditSchema = z.strictObject({ id: idSchema, ...typeFields });
export const dictionaryTypeDeleteSchema = z.strictObject({ id: idSchema });
export const dictionaryTypeStatusSchema = z.strictObject({ id: idSchema, status: dictStatusSchema });

export const dictionaryValueSchema = z.object({
  id: idSchema,
  typeId: idSchema,
  typeCode: z.string(),
  name: z.string(),
  titles: z.record(z.string(), z.string()),
  label: z.string(),
  code: z.string(),
  sort: z.number().int(),
  status: z.number().int(),
  color: z.string().nullable(),
  isDefault: z.boolean(),
  remark: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DictionaryValue = z.infer<typeof dictionaryValueSchema>;

const valueFields = {
  name: z.string().trim().min(1).max(DICT_NAME_MAX),
  titles: dictTitlesSchema.optional(),
  code: z.string().trim().min(1).max(DICT_CODE_MAX).regex(DICT_VALUE_CODE_PATTERN),
  sort: z.number().int().min(0).max(DICT_SORT_MAX).default(100),
  color: z.enum(DICT_COLORS).nullish(),
  remark: z.string().trim().max(DICT_REMARK_MAX).nullish(),
};

export const dictionaryValueAddSchema = z.strictObject({ typeId: idSchema, ...valueFields });
/** A value stays under its type. */
export const dictionaryValueEditSchema = z.strictObject({ id: idSchema, ...valueFields });
export const dictionaryValueDeleteSchema = z.strictObject({ id: idSchema });
export const dictionaryValueStatusSchema = z.strictObject({ id: idSchema, status: dictStatusSchema });

/** One value as pages look it up: what a label, a tag or a select option needs. */
export const dictItemSchema = z.object({
  code: z.string(),
  label: z.string(),
  color: z.string().nullable(),
  sort: z.number().int(),
  /** Disabled values still resolve labels (old records) but are not offered in selects. */
  enabled: z.boolean(),
});
export type DictItem = z.infer<typeof dictItemSchema>;

export const dictTypeOptionSchema = z.object({ id: idSchema, code: z.string(), label: z.string() });
export type DictTypeOption = z.infer<typeof dictTypeOptionSchema>;

export const dictTreeNodeSchema = z.object({
  id: idSchema,
  code: z.string(),
  label: z.string(),
  enabled: z.boolean(),
  items: z.array(dictItemSchema),
});
export type DictTreeNode = z.infer<typeof dictTreeNodeSchema>;

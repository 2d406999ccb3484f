import { z } from 'zod';
import { idSchema } from '../common/ids.js';
import type { Language } from '../common/languages.js';

/**
 * Spec 001 §3 "Process": code, name, type, counting process, completion process, mandatory scan,
 * return process after repair (plus a remark).
 */

export const PROCESS_CODE_MAX = 50;
export const PROCESS_NAME_MAX = 50;
export const PROCESS_REMARK_MAX = 200;
export const PROCESS_CODE_PATTERN = /^[A-Za-z0-9_.-]+$/;

/** What kind of work a process is. A unit that fails goes to a `repair` process. */
export const PROCESS_TYPES = ['normal', 'inspection', 'test', 'repair', 'packing'] as const;
export type ProcessType = (typeof PROCESS_TYPES)[number];
export const processTypeSchema = z.enum(PROCESS_TYPES);

/** The process types in the four interface languages (pages, exports and imports). */
export const PROCESS_TYPE_LABELS: Record<ProcessType, Record<Language, string>> = {
  normal: { 'zh-CN': '普通工序', 'en-US': 'Normal', 'zh-TW': '一般製程', 'vi-VN': 'Thông thường' },
  inspection: { 'zh-CN': '检验工序', 'en-US': 'Inspection', 'zh-TW': '檢驗製程', 'vi-VN': 'Kiểm tra' },
  test: { 'zh-CN': '测试工序', 'en-US': 'Test', 'zh-TW': '測試製程', 'vi-VN': 'Thử nghiệm' },
  repair: { 'zh-CN': '维修工序', 'en-US': 'Repair', 'zh-TW': '維修製程', 'vi-VN': 'Sửa chữa' },
  packing: { 'zh-CN': '包装工序', 'en-US': 'Packing', 'zh-TW': '包裝製程', 'vi-VN': 'Đóng gói' },
};

const SINGLE_LINE = /^[^\p{Cc}\p{Cs}]*$/u;

export const processSchema = z.object({
  id: idSchema,
  code: z.string(),
  name: z.string(),
  type: processTypeSchema,
  /** Output is counted at this process (production reports). */
  counting: z.boolean(),
  /** A unit passing this process is finished. */
  completion: z.boolean(),
  /** The unit's barcode must be scanned at this process. */
  mandatoryScan: z.boolean(),
  /** After repair, the unit returns to this process (the default return step of a routing's repair branch). */
  returnProcessId: idSchema.nullable(),
  returnProcessCode: z.string().nullable(),
  returnProcessName: z.string().nullable(),
  remark: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Process = z.infer<typeof processSchema>;

export const processFieldsSchema = z.strictObject({
  code: z.string().trim().min(1).max(PROCESS_CODE_MAX).regex(PROCESS_CODE_PATTERN),
  name: z.string().trim().min(1).max(PROCESS_NAME_MAX).regex(SINGLE_LINE),
  type: processTypeSchema.default('normal'),
  counting: z.boolean().default(false),
  completion: z.boolean().default(false),
  mandatoryScan: z.boolean().default(false),
  returnProcessId: idSchema.nullish(),
  remark: z.string().trim().max(PROCESS_REMARK_MAX).regex(SINGLE_LINE).nullish(),
});
export const processAddSchema = processFieldsSchema;
export const processEditSchema = processFieldsSchema.extend({ id: idSchema });
export const processIdSchema = z.strictObject({ id: idSchema });
export type ProcessFields = z.input<typeof processFieldsSchema>;

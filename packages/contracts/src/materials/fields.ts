import { z } from 'zod';
import { RECORD_CODE_PATTERN, SINGLE_LINE } from '../common/fields.js';

/** Field limits shared by units, materials, product types and products (spec 001 §3, §5). */
export const MATERIALS_CODE_MAX = 50;
export const MATERIALS_NAME_MAX = 50;
export const MATERIALS_SPEC_MAX = 50;
export const MATERIALS_REMARK_MAX = 200;
/** Codes: letters, digits and `_ . -` (like position codes). */
export const MATERIALS_CODE_PATTERN = RECORD_CODE_PATTERN;

export const materialsCodeSchema = z.string().trim().min(1).max(MATERIALS_CODE_MAX).regex(MATERIALS_CODE_PATTERN);
export const materialsNameSchema = z.string().trim().min(1).max(MATERIALS_NAME_MAX).regex(SINGLE_LINE);
export const materialsSpecSchema = z.string().trim().max(MATERIALS_SPEC_MAX).regex(SINGLE_LINE).nullish();
export const materialsRemarkSchema = z.string().trim().max(MATERIALS_REMARK_MAX).regex(SINGLE_LINE).nullish();
/** A filter on code or name (contains). */
export const materialsFilterSchema = z.string().trim().max(MATERIALS_NAME_MAX).optional();

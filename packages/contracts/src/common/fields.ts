import { z } from 'zod';

/**
 * The field rules resources share: one line of text (no control characters), codes of letters,
 * digits and `_ . -`, list filters that contain a text. Each resource gives its own limits.
 */

export const SINGLE_LINE = /^[^\p{Cc}\p{Cs}]*$/u;
/** Codes: letters, digits and `_ . -`. */
export const RECORD_CODE_PATTERN = /^[A-Za-z0-9_.-]+$/;

/** One line of trimmed text of at most `max` characters (blank allowed: add `.min(1)` when required). */
export const oneLineSchema = (max: number) => z.string().trim().max(max).regex(SINGLE_LINE);
/** A required code of at most `max` characters. */
export const recordCodeSchema = (max: number) => z.string().trim().min(1).max(max).regex(RECORD_CODE_PATTERN);
/** A list filter: the column contains this text (optional). */
export const containsFilterSchema = (max: number) => z.string().trim().max(max).optional();

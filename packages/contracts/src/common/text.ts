import { z } from 'zod';

/**
 * The one text rule every input obeys, whatever its schema: no NUL character. PostgreSQL cannot
 * store it in text or JSON, and no keyboard, scanner, file or device of a factory means it, so
 * it is refused at the edge (400 naming the field) rather than failing in the database.
 */
const FORBIDDEN_CHARACTER = '\u0000';

/** The message of the rule's issues, for the server's wording of them. */
export const TEXT_RULE_MESSAGE = 'textRule';

/** How deep the rule looks into nested input; deeper input is left to its schema. */
const MAX_DEPTH = 32;

/** Paths of the strings (values or object keys) that break the rule, at most `limit` of them. */
export function textRuleViolations(value: unknown, limit = 5): PropertyKey[][] {
  const found: PropertyKey[][] = [];
  const visit = (item: unknown, path: PropertyKey[]): void => {
    if (found.length >= limit) return;
    if (typeof item === 'string') {
      if (item.includes(FORBIDDEN_CHARACTER)) found.push(path);
      return;
    }
    if (typeof item !== 'object' || item === null || path.length >= MAX_DEPTH) return;
    if (Array.isArray(item)) {
      for (const [index, entry] of item.entries()) visit(entry, [...path, index]);
      return;
    }
    for (const [key, entry] of Object.entries(item)) {
      if (key.includes(FORBIDDEN_CHARACTER)) found.push([...path, key]);
      visit(entry, [...path, key]);
    }
  };
  visit(value, []);
  return found;
}

/** `schema`, checked by the text rule first (its issues name the field, as the schema's own do). */
export function withTextRule<T extends z.ZodType>(schema: T) {
  return z
    .unknown()
    .superRefine((value, context) => {
      for (const path of textRuleViolations(value)) {
        context.addIssue({ code: 'custom', path, message: TEXT_RULE_MESSAGE, input: value });
      }
    })
    .pipe(schema);
}

/**
 * A message template's `{name}` placeholders filled from `params` (server texts are written this
 * way); `say` words a value that is not plain text (the server's nested texts). An unknown name
 * stays as it is written.
 */
export function fillTemplate<V>(
  template: string,
  params: Readonly<Record<string, V | undefined>>,
  say: (value: V) => string = String,
): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    return value === undefined ? whole : say(value);
  });
}

import { z } from 'zod';
import { containsFilterSchema, oneLineSchema, RECORD_CODE_PATTERN, recordCodeSchema } from '../common/fields.js';
import { resourceSchemas } from '../common/resource.js';
import { MESSAGE_CONTENT_MAX, MESSAGE_TITLE_MAX } from '../messages/message.schema.js';

/**
 * Push templates: a code other areas name in `push.send`, and per kind of channel a title and
 * a body with `{variable}` placeholders: markdown for robots, plain text for SMS, plain or HTML
 * for e-mail, plain for hub messages. A template may fill only the channels it is meant for.
 */

export const PUSH_TEMPLATE_CODE_MAX = 32;
export const PUSH_TEMPLATE_NAME_MAX = 50;
export const PUSH_TEMPLATE_CODE_PATTERN = RECORD_CODE_PATTERN;
export const PUSH_ROBOT_TITLE_MAX = 100;
export const PUSH_ROBOT_BODY_MAX = 4000;
export const PUSH_EMAIL_SUBJECT_MAX = 200;
export const PUSH_EMAIL_BODY_MAX = 10000;
export const PUSH_SMS_BODY_MAX = 500;
/** Hub messages go into the message centre, so they keep its limits. */
export const PUSH_HUB_TITLE_MAX = MESSAGE_TITLE_MAX;
export const PUSH_HUB_BODY_MAX = MESSAGE_CONTENT_MAX;

/** The values a template may name: what andon calls, equipment plans and alarms fill in. */
export const PUSH_VARIABLES = [
  'line',
  'station',
  'level',
  'item',
  'time',
  'workOrder',
  'product',
  'equipment',
  'user',
  'content',
  // Andon escalation: the call's code, type and note, minutes since the call, and the accept link(s).
  'code',
  'type',
  'note',
  'minutes',
  'link',
] as const;
export type PushVariable = (typeof PUSH_VARIABLES)[number];
export type PushValues = Partial<Record<PushVariable, string | number>>;

const MULTI_LINE = /^(?:[^\p{Cc}\p{Cs}]|[\t\n\r])*$/u;
const VARIABLE = /\{([A-Za-z][A-Za-z0-9_]*)\}/g;
const multiLineSchema = (max: number) => z.string().trim().max(max).regex(MULTI_LINE);

/** The variables a text names, each once, in order of appearance. */
export function templateVariables(text: string | null | undefined): string[] {
  if (!text) return [];
  return [...new Set([...text.matchAll(VARIABLE)].map((match) => match[1]!))];
}

const known = new Set<string>(PUSH_VARIABLES);
/** The variables a text names that {@link PUSH_VARIABLES} does not know (a save refuses them). */
export function unknownVariables(text: string | null | undefined): string[] {
  return templateVariables(text).filter((name) => !known.has(name));
}

/**
 * A text with its variables filled: a value missing from `values` renders as nothing (a push
 * about a call without a station still goes out), each value through `encode` (HTML e-mail).
 */
export function renderPushText(text: string, values: PushValues, encode: (value: string) => string = (v) => v): string {
  return text.replace(VARIABLE, (_whole, name: string) => {
    const value = values[name as PushVariable];
    return value === undefined || value === null ? '' : encode(String(value));
  });
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The template's text fields (each may carry variables). */
export const PUSH_TEMPLATE_TEXT_FIELDS = [
  'robotTitle',
  'robotBody',
  'emailSubject',
  'emailBody',
  'smsBody',
  'hubTitle',
  'hubBody',
] as const;
export type PushTemplateTextField = (typeof PUSH_TEMPLATE_TEXT_FIELDS)[number];

export const pushTemplateSchemas = resourceSchemas({
  fields: {
    code: recordCodeSchema(PUSH_TEMPLATE_CODE_MAX),
    name: oneLineSchema(PUSH_TEMPLATE_NAME_MAX).min(1),
    robotTitle: oneLineSchema(PUSH_ROBOT_TITLE_MAX).nullish(),
    robotBody: multiLineSchema(PUSH_ROBOT_BODY_MAX).nullish(),
    emailSubject: oneLineSchema(PUSH_EMAIL_SUBJECT_MAX).nullish(),
    emailBody: multiLineSchema(PUSH_EMAIL_BODY_MAX).nullish(),
    emailHtml: z.boolean().default(false),
    smsBody: multiLineSchema(PUSH_SMS_BODY_MAX).nullish(),
    hubTitle: oneLineSchema(PUSH_HUB_TITLE_MAX).nullish(),
    hubBody: multiLineSchema(PUSH_HUB_BODY_MAX).nullish(),
  },
  record: {
    code: z.string(),
    name: z.string(),
    robotTitle: z.string().nullable(),
    robotBody: z.string().nullable(),
    emailSubject: z.string().nullable(),
    emailBody: z.string().nullable(),
    emailHtml: z.boolean(),
    smsBody: z.string().nullable(),
    hubTitle: z.string().nullable(),
    hubBody: z.string().nullable(),
  },
  filters: {
    code: containsFilterSchema(PUSH_TEMPLATE_CODE_MAX),
    name: containsFilterSchema(PUSH_TEMPLATE_NAME_MAX),
  },
});
export type PushTemplate = z.infer<typeof pushTemplateSchemas.record>;

import { type Language, TEXT_RULE_MESSAGE } from '@takt/contracts';
import { type MessageKey, type MessageParams, translate } from '../i18n/messages.js';

/** One failed check as fastify-type-provider-zod reports it (a zod issue, flattened). */
export interface ValidationProblem {
  keyword: string;
  instancePath: string;
  message?: string;
  params?: Record<string, unknown>;
}

const TYPE_NAMES: Record<string, string> = { int: 'integer' };

/** Reasons the contracts' checks name in their message, each worded as `error.validation.<name>`. */
const NAMED_REASONS = new Set([
  'timeZone',
  'day',
  'dateRangeRequired',
  'dateRangeReversed',
  'dateRangeTooLong',
  'digitsOnly',
  'noDoubleQuotes',
]);

/** Turns zod issues into one sentence naming each field, in the user's language. */
export function describeValidationProblems(language: Language, problems: ValidationProblem[]): string {
  const details = problems.slice(0, 5).flatMap((problem) => describeOne(language, problem));
  return translate(language, 'error.validation', { details: details.join('; ') });
}

function describeOne(language: Language, problem: ValidationProblem): string[] {
  const field = problem.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'body';
  return reasonsOf(problem).map(({ key, values, name }) =>
    translate(language, 'error.validation.field', {
      field: name ?? field,
      reason: translate(language, key, values),
    }),
  );
}

/** What is wrong, without the field's name ("must be at most 50 characters"). */
export function describeValidationReason(language: Language, problem: ValidationProblem): string {
  return reasonsOf(problem)
    .map(({ key, values }) => translate(language, key, values))
    .join('; ');
}

interface Reason {
  key: MessageKey;
  values?: MessageParams;
  /** Another field than the problem's own (unknown keys name themselves). */
  name?: string;
}

function reasonsOf(problem: ValidationProblem): Reason[] {
  const field = problem.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'body';
  const params = problem.params ?? {};
  const line = (key: MessageKey, values: MessageParams = {}, name?: string): Reason => ({ key, values, name });
  // A contracts check that names its reason (`digitsOnly`, `dateRangeTooLong`…) gets that sentence.
  const named = problem.message && NAMED_REASONS.has(problem.message) ? problem.message : undefined;
  if (named) return [line(`error.validation.${named}` as MessageKey)];

  switch (problem.keyword) {
    case 'invalid_type': {
      const expected = String(params.expected ?? '');
      if (expected === 'int') return [line('error.validation.integer')];
      if (/received undefined/.test(problem.message ?? '')) return [line('error.validation.required')];
      return [line('error.validation.type', { expected: TYPE_NAMES[expected] ?? expected })];
    }
    case 'too_small': {
      const min = Number(params.minimum);
      if (params.origin === 'string') {
        return [min <= 1 ? line('error.validation.required') : line('error.validation.tooShort', { min })];
      }
      if (params.origin === 'array' || params.origin === 'set') return [line('error.validation.tooFewItems', { min })];
      return [line('error.validation.tooSmall', { min })];
    }
    case 'too_big': {
      const max = Number(params.maximum);
      if (params.origin === 'string') return [line('error.validation.tooLong', { max })];
      if (params.origin === 'array' || params.origin === 'set') return [line('error.validation.tooManyItems', { max })];
      return [line('error.validation.tooBig', { max })];
    }
    case 'invalid_format':
      return [line('error.validation.format')];
    case 'invalid_value':
      return [line('error.validation.option', { options: ((params.values as unknown[]) ?? []).join(', ') })];
    case 'unrecognized_keys': {
      const keys = (params.keys as string[]) ?? [];
      const prefix = field === 'body' ? '' : `${field}.`;
      return keys.map((key) => line('error.validation.unknownField', {}, `${prefix}${key}`));
    }
    case 'custom':
      // Checks that name what they check (contracts' refine messages) get their own sentence.
      if (problem.message === TEXT_RULE_MESSAGE) return [line('error.validation.text')];
      return [line('error.validation.invalid')];
    default:
      return [line('error.validation.invalid')];
  }
}

import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';

/** Nothing entered: no value, blank text or an empty list. A number (0 included) or a boolean is a value. */
export function isBlank(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/**
 * A required field of any kind. antd's validator gives a rule with more than `required` and
 * `message` the type "string", so `{ required, whitespace }` refused every number, a filled
 * InputNumber included; a validator of our own judges emptiness whatever the value's type.
 */
export function requiredRule(message: string): Rule {
  return {
    required: true,
    message,
    validator: (_rule, value) => (isBlank(value) ? Promise.reject(new Error(message)) : Promise.resolve()),
  };
}

/** Form rules with the shared crud messages; `field` is the field's label. */
export function useFieldRules() {
  const { t } = useTranslation();
  return {
    required: (field: string): Rule => requiredRule(t('crud.required', { field })),
    requiredChoice: (field: string): Rule => requiredRule(t('crud.requiredChoice', { field })),
    tooLong: (field: string, max: number): Rule => ({ max, message: t('crud.tooLong', { field, max }) }),
    lengthBetween: (field: string, min: number, max: number): Rule => ({
      min,
      max,
      message: t('crud.lengthBetween', { field, min, max }),
    }),
    pattern: (field: string, pattern: RegExp, message = t('crud.badFormat', { field })): Rule => ({
      pattern,
      message,
    }),
  };
}

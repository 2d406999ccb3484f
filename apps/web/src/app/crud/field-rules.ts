import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';

/** Form rules with the shared crud messages; `field` is the field's label. */
export function useFieldRules() {
  const { t } = useTranslation();
  return {
    required: (field: string): Rule => ({ required: true, whitespace: true, message: t('crud.required', { field }) }),
    requiredChoice: (field: string): Rule => ({ required: true, message: t('crud.requiredChoice', { field }) }),
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

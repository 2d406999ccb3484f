import type { Rule } from 'antd/es/form';
import type { ResourceField, TextKey, Translate } from '../../../app/resource/resource-def';

/** A limit input; an upper one is checked against its lower one ("upper limit not below lower limit", spec 001 §5). */
export function limitField<R>(
  name: string,
  label: TextKey,
  range: { min: number; max: number },
  options: { lower?: string; help?: TextKey } = {},
): ResourceField<R> {
  const { lower, help } = options;
  return {
    name,
    label,
    help,
    input: { kind: 'number', min: range.min, max: range.max, precision: 3 },
    column: false,
    rules: lower
      ? (_row, t: Translate): Rule[] => [
          ({ getFieldValue }) => ({
            validator: async (_, value: number | null) => {
              const bottom = getFieldValue(lower) as number | null | undefined;
              if (typeof value === 'number' && typeof bottom === 'number' && value < bottom)
                throw new Error(t('esd.fields.upperBelowLower'));
            },
          }),
        ]
      : undefined,
  };
}

/** "lower – upper" of a pair. */
export const limitsText = (lower: number, upper: number) => `${lower} – ${upper}`;

import { useTranslation } from 'react-i18next';

type EnumSection = 'levels' | 'categories' | 'kinds';

/**
 * The translated names of one of the catalogue's enums (`quality.<section>.<value>`): as a
 * ProTable `valueEnum` (column text and search select) and as form select options.
 */
export function useEnumText<V extends string>(section: EnumSection, values: readonly V[], colors?: Record<V, string>) {
  const { t } = useTranslation();
  const name = (value: V) => t(`quality.${section}.${value}` as 'quality.levels.minor');
  const valueEnum = Object.fromEntries(
    values.map((value) => [value, { text: name(value), ...(colors ? { color: colors[value] } : {}) }]),
  ) as Record<V, { text: string; color?: string }>;
  const options = values.map((value) => ({ value, label: name(value) }));
  return { name, valueEnum, options };
}

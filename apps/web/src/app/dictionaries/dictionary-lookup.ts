import type { DictItem } from '@takt/contracts';

/** What a stored value may look like: dictionary codes are strings, records often hold numbers or booleans. */
export type DictCode = string | number | boolean | null | undefined;

/** The label of a code, or the code itself when the dictionary does not know it (or '' for none). */
export function labelOf(items: readonly DictItem[] | undefined, code: DictCode): string {
  if (code === null || code === undefined || code === '') return '';
  const key = String(code);
  return items?.find((item) => item.code === key)?.label ?? key;
}

export function itemOf(items: readonly DictItem[] | undefined, code: DictCode): DictItem | undefined {
  if (code === null || code === undefined) return undefined;
  const key = String(code);
  return items?.find((item) => item.code === key);
}

/** Select options: enabled items only (disabled ones still resolve labels of old records). */
export function toOptions(items: readonly DictItem[] | undefined): { label: string; value: string }[] {
  return (items ?? []).filter((item) => item.enabled).map((item) => ({ label: item.label, value: item.code }));
}

/** A ProTable `valueEnum`: every item, so a column shows labels for disabled values too. */
export function toValueEnum(
  items: readonly DictItem[] | undefined,
): Record<string, { text: string; status?: string; disabled?: boolean }> {
  const statusOf: Record<string, string> = {
    success: 'Success',
    error: 'Error',
    processing: 'Processing',
    warning: 'Warning',
    default: 'Default',
  };
  return Object.fromEntries(
    (items ?? []).map((item) => {
      const status = item.color ? statusOf[item.color] : undefined;
      return [
        item.code,
        { text: item.label, ...(status ? { status } : {}), ...(item.enabled ? {} : { disabled: true }) },
      ];
    }),
  );
}

/** Number keys 1-9 choose the first nine items on the call screen. */
export const ITEM_KEYS_MAX = 9;

/** The item index a key chooses (0-based), or null: "1" → 0 … "9" → 8, within `count` items. */
export function itemIndexForKey(key: string, count: number): number | null {
  if (!/^[1-9]$/.test(key)) return null;
  const index = Number(key) - 1;
  return index < Math.min(count, ITEM_KEYS_MAX) ? index : null;
}

/** Keys typed into a field are the field's, not the screen's shortcuts. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

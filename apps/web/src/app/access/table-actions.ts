/**
 * Spec 000 §6: "in tables with more than 2 visible actions, the first 2 show and the rest go in
 * a More dropdown". Pure, tested in table-actions.test.ts; rendered by TableActions.
 */
export const INLINE_TABLE_ACTIONS = 2;

export interface ActionLike {
  /** false hides the action (e.g. "enable" on an enabled row). */
  visible?: boolean;
}

export function splitTableActions<A extends ActionLike>(
  actions: readonly A[],
  isAllowed: (action: A) => boolean = () => true,
): { inline: A[]; more: A[] } {
  const visible = actions.filter((action) => action.visible !== false && isAllowed(action));
  if (visible.length <= INLINE_TABLE_ACTIONS) return { inline: visible, more: [] };
  return { inline: visible.slice(0, INLINE_TABLE_ACTIONS), more: visible.slice(INLINE_TABLE_ACTIONS) };
}

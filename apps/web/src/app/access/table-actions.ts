/**
 * Spec 000 §6: "in tables with more than 2 visible actions, the first 2 show and the rest go in
 * a More dropdown". Destructive actions (close, delete, disable…) never stand inline beside a
 * safe one: they go last, into More, where a misplaced click cannot reach them and their
 * confirmation still asks first. A row whose only actions are destructive shows them inline.
 * Pure, tested in table-actions.test.ts; rendered by TableActions.
 */
export const INLINE_TABLE_ACTIONS = 2;

export interface ActionLike {
  /** false hides the action (e.g. "enable" on an enabled row). */
  visible?: boolean;
  /** Destructive: kept out of the inline places when the row has a More. */
  danger?: boolean;
}

export function splitTableActions<A extends ActionLike>(
  actions: readonly A[],
  isAllowed: (action: A) => boolean = () => true,
): { inline: A[]; more: A[] } {
  const visible = actions.filter((action) => action.visible !== false && isAllowed(action));
  const safe = visible.filter((action) => !action.danger);
  const destructive = visible.filter((action) => action.danger);
  if (safe.length === 0) return splitInOrder(destructive);
  if (destructive.length === 0) return splitInOrder(safe);
  const inline = safe.slice(0, INLINE_TABLE_ACTIONS);
  return { inline, more: [...safe.slice(INLINE_TABLE_ACTIONS), ...destructive] };
}

function splitInOrder<A>(actions: A[]): { inline: A[]; more: A[] } {
  if (actions.length <= INLINE_TABLE_ACTIONS) return { inline: actions, more: [] };
  return { inline: actions.slice(0, INLINE_TABLE_ACTIONS), more: actions.slice(INLINE_TABLE_ACTIONS) };
}

/**
 * The ticked leaves after a tick in a filtered tree: antd Tree's onCheck reports only the keys
 * it shows, so ticks of leaves hidden by the search are kept as they were.
 */
export function mergeTicks(
  previous: readonly string[],
  reported: readonly string[],
  shownLeaves: ReadonlySet<string>,
): string[] {
  const hidden = previous.filter((id) => !shownLeaves.has(id));
  const shown = reported.filter((id) => shownLeaves.has(id));
  return [...new Set([...hidden, ...shown])];
}

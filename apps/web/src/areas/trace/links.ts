import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useShell } from '../../app/layout/shell-context';

/** The trace pages one trace page links to, by what they open with. */
const PAGES = {
  serial: 'trace/ProductTracePage',
  chain: 'trace/DataChainPage',
  lot: 'trace/LotTracePage',
  order: 'trace/WorkOrderTracePage',
} as const;

export type TraceTarget = keyof typeof PAGES;

const PARAM: Record<TraceTarget, string> = { serial: 'serial', chain: 'code', lot: 'lot', order: 'code' };

/**
 * Opens another trace page (in its tab) on a serial, code, lot or order; `can(target)` is false
 * when the user's menu has no such page (no permission), so the link is not offered.
 */
export function useTraceLinks() {
  const { index } = useShell();
  const navigate = useNavigate();
  const paths = useMemo(() => {
    const found: Partial<Record<TraceTarget, string>> = {};
    for (const [target, component] of Object.entries(PAGES) as [TraceTarget, string][]) {
      const entry = index.entries.find((candidate) => candidate.component === component);
      if (entry) found[target] = entry.path;
    }
    return found;
  }, [index]);
  const can = useCallback((target: TraceTarget) => paths[target] !== undefined, [paths]);
  const open = useCallback(
    (target: TraceTarget, value: string) => {
      const path = paths[target];
      if (path) void navigate(`${path}?${PARAM[target]}=${encodeURIComponent(value)}`);
    },
    [navigate, paths],
  );
  return { can, open };
}

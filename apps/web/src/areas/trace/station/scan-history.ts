import type { ScanAction, StationKind } from '@takt/contracts';

/**
 * The last scans of one station, newest first, as the screen lists them: a scan shows at once
 * (pending) and settles when the queue has an answer (accepted or refused). Pure list helpers;
 * the runtime keeps one list per station and kind in local storage.
 */

export const HISTORY_SIZE = 20;

/** How a settled scan is shown: green (pass), red (fail, scrap, refusal), neutral. */
export type Verdict = 'pass' | 'fail' | 'neutral';

export interface HistoryEntry {
  clientScanId: string;
  kind: StationKind;
  stationId: string;
  /** ISO time the operator scanned. */
  at: string;
  label: string;
  state: 'pending' | 'accepted' | 'refused';
  verdict: Verdict | null;
  action: ScanAction | null;
  message: string | null;
  /** The server answered from an earlier attempt. */
  replayed: boolean;
}

export function verdictOf(action: ScanAction): Verdict {
  switch (action) {
    case 'fail':
    case 'scrap':
      return 'fail';
    case 'unbind':
    case 'unpack':
      return 'neutral';
    default:
      return 'pass';
  }
}

/** The result panel's and history's word for an accepted scan (a key of `station.*`). */
export function verdictKey(
  action: ScanAction,
): 'scan.failed' | 'maintain.scrap' | 'scan.passed' | 'scan.unbound' | 'scan.unpacked' | 'scan.accepted' {
  switch (action) {
    case 'fail':
      return 'scan.failed';
    case 'scrap':
      return 'maintain.scrap';
    case 'pass':
      return 'scan.passed';
    case 'unbind':
      return 'scan.unbound';
    case 'unpack':
      return 'scan.unpacked';
    default:
      return 'scan.accepted';
  }
}

export function addPending(
  list: readonly HistoryEntry[],
  scan: Pick<HistoryEntry, 'clientScanId' | 'kind' | 'stationId' | 'at' | 'label'>,
): HistoryEntry[] {
  const entry: HistoryEntry = {
    ...scan,
    state: 'pending',
    verdict: null,
    action: null,
    message: null,
    replayed: false,
  };
  return [entry, ...list.filter((item) => item.clientScanId !== scan.clientScanId)].slice(0, HISTORY_SIZE);
}

export function settleAccepted(
  list: readonly HistoryEntry[],
  clientScanId: string,
  outcome: { action: ScanAction; message: string; replayed: boolean },
): HistoryEntry[] {
  return list.map((item) =>
    item.clientScanId === clientScanId
      ? {
          ...item,
          state: 'accepted',
          verdict: verdictOf(outcome.action),
          action: outcome.action,
          message: outcome.message,
          replayed: outcome.replayed,
        }
      : item,
  );
}

export function settleRefused(list: readonly HistoryEntry[], clientScanId: string, message: string): HistoryEntry[] {
  return list.map((item) =>
    item.clientScanId === clientScanId ? { ...item, state: 'refused', verdict: 'fail', message } : item,
  );
}

export function parseHistory(text: string | null): HistoryEntry[] {
  if (!text) return [];
  try {
    const raw: unknown = JSON.parse(text);
    if (!Array.isArray(raw)) return [];
    return raw
      .filter(
        (item): item is HistoryEntry =>
          typeof item === 'object' &&
          item !== null &&
          typeof item.clientScanId === 'string' &&
          typeof item.label === 'string' &&
          typeof item.at === 'string',
      )
      .slice(0, HISTORY_SIZE);
  } catch {
    return [];
  }
}

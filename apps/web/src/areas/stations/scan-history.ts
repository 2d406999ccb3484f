import type { RefusalDetail, SaidMessage, ScanAction, ScanOutcome, StationKind } from '@takt/contracts';
import { currentLanguage } from '../../app/i18n';

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
  /**
   * The language `message` is in (the server answers in the language of its request). Lines
   * stored before this was kept have none: their text is shown as it is.
   */
  language?: string;
  /** What an accepted scan did, as a key of `stations.history.outcome` and its parameters (shown in the language of now). */
  text?: HistoryText | null;
  /** A refusal's headline as the server's key and parameters (said again in the language of now). */
  said?: SaidMessage;
  /** What a refusal added under its headline. */
  details?: readonly RefusalDetail[];
  /** The server answered from an earlier attempt. */
  replayed: boolean;
}

export interface HistoryText {
  key: 'fail' | 'scrap' | 'unbind' | 'unpack';
  params: Record<string, string>;
}

/** The facts of an accepted scan the history words itself (a scan's own answer, or part of it). */
export type AcceptedFacts = Pick<ScanOutcome, 'action' | 'message' | 'replayed'> &
  Partial<Pick<ScanOutcome, 'unit' | 'package'>>;

/**
 * What an accepted scan the history shows a line for (fail, scrap, unbind, unpack) did, from the
 * answer's facts, so the line can be said in whatever language is shown later.
 */
export function historyText(label: string, outcome: AcceptedFacts): HistoryText | null {
  const serial = outcome.unit?.serial ?? label;
  switch (outcome.action) {
    case 'fail':
      return { key: 'fail', params: { serial } };
    case 'scrap':
      return { key: 'scrap', params: { serial } };
    case 'unbind':
      return { key: 'unbind', params: { serial, barcode: label } };
    case 'unpack':
      return { key: 'unpack', params: { serial, box: outcome.package?.code ?? '' } };
    default:
      return null;
  }
}

/**
 * How a line's message is shown now: its own key in the current language; the stored text when
 * it is in the current language (or of unknown language: lines kept before); a refusal from
 * another language said again from the server's key and parameters; otherwise the stored text is
 * from another language, shown on demand only.
 */
export type HistoryMessage =
  | { kind: 'text'; text: HistoryText }
  | { kind: 'stored'; message: string; details: readonly string[] }
  | { kind: 'sayAgain'; said: SaidMessage; details: readonly RefusalDetail[]; message: string; language: string }
  | { kind: 'foreign'; message: string; language: string }
  | null;

export function historyMessage(entry: HistoryEntry, language: string): HistoryMessage {
  if (entry.state === 'pending') return null;
  if (entry.state === 'accepted' && entry.verdict === 'pass') return null;
  if (entry.text) return { kind: 'text', text: entry.text };
  if (!entry.message) return null;
  const details = entry.details ?? [];
  if (!entry.language || entry.language === language)
    return { kind: 'stored', message: entry.message, details: details.map((detail) => detail.message) };
  if (entry.said)
    return { kind: 'sayAgain', said: entry.said, details, message: entry.message, language: entry.language };
  return { kind: 'foreign', message: entry.message, language: entry.language };
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

/** The result panel's and history's word for an accepted scan (a key of `stations.*`). */
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
  outcome: AcceptedFacts,
  language: string = currentLanguage(),
): HistoryEntry[] {
  return list.map((item) =>
    item.clientScanId === clientScanId
      ? {
          ...item,
          state: 'accepted',
          verdict: verdictOf(outcome.action),
          action: outcome.action,
          message: outcome.message,
          language,
          text: historyText(item.label, outcome),
          replayed: outcome.replayed,
        }
      : item,
  );
}

/** A refusal as the history keeps it: the server's words, and its key and parameters when it sent them. */
export interface RefusalFacts {
  message: string;
  said?: SaidMessage | undefined;
  details?: readonly RefusalDetail[] | undefined;
}

export function settleRefused(
  list: readonly HistoryEntry[],
  clientScanId: string,
  refusal: RefusalFacts,
  language: string = currentLanguage(),
): HistoryEntry[] {
  return list.map((item) =>
    item.clientScanId === clientScanId
      ? {
          ...item,
          state: 'refused',
          verdict: 'fail',
          message: refusal.message,
          language,
          ...(refusal.said ? { said: refusal.said } : {}),
          ...(refusal.details?.length ? { details: refusal.details } : {}),
        }
      : item,
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

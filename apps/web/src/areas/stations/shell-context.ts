import type { OrderProgress, RefusalDetail, StationContext, StationKind } from '@takt/contracts';
import { createContext, useContext } from 'react';
import type { FeedbackTone } from './feedback';

/** The big result panel: what the last scan (or local check) came to. */
export interface ShownResult {
  /** idle: nothing yet; pending: sent, no answer yet; info: a look-up, no verdict. */
  tone: FeedbackTone | 'pending' | 'idle' | 'info';
  /** Short verdict in capitals (PASS, FAIL, Refused …). */
  verdict: string;
  code?: string;
  message?: string;
  /** What a refusal adds under its message, said in the language shown now. */
  details?: readonly RefusalDetail[];
  /** Changes on every new result, so the flash replays. */
  seq: number;
}

export interface StationShellValue {
  kind: StationKind;
  stationId: string | null;
  context: StationContext | null;
  processId: string | null;
  order: OrderProgress | null;
  /** Station, process (where the screen needs one) and a scannable order (where it needs one) are chosen. */
  ready: boolean;
  canScan: boolean;
  /** Queues a scan of this screen and follows it for the result panel and sound; returns its id. */
  scan: (input: { label: string; body: Record<string, unknown>; op?: 'unbind' | 'unpack' }) => string;
  /** Shows a result that did not come from the queue (a look-up, a local check, a seal). */
  show: (result: Omit<ShownResult, 'seq'>, sound?: boolean) => void;
  result: ShownResult;
  /** Refetches the station context (orders and counts). */
  refresh: () => void;
  /** Puts the keyboard back into the scan box. */
  focusScan: () => void;
  registerScanInput: (input: HTMLInputElement | null) => void;
}

export const StationShellContext = createContext<StationShellValue | null>(null);

export function useStationShell(): StationShellValue {
  const value = useContext(StationShellContext);
  if (!value) throw new Error('useStationShell outside StationShell');
  return value;
}

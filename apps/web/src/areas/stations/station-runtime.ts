import { type AccountInfo, type ScanOutcome, type StationKind, scanApi, scanRouteOfKind } from '@takt/contracts';
import { useEffect, useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import { queryClient } from '../../app/query-client';
import { ApiError, callApi } from '../../app/request';
import { getToken, onSessionChange } from '../../app/session';
import { readLocal, removeLocal, storageKey, writeLocal } from '../../app/storage';
import { accountInfoKey } from '../identity/hooks';
import { addPending, type HistoryEntry, parseHistory, settleAccepted, settleRefused } from './scan-history';
import {
  classifyScanFailure,
  keyValueStore,
  mergeLegacyQueue,
  ownerKey,
  ownerOfToken,
  type QueuedScan,
  type ScanOwner,
  ScanQueue,
  type ScanQueueEvent,
  type ScanQueueState,
  sameOwner,
} from './scan-queue';

/**
 * The one scan queue of the console (every station screen and open tab of this page share it,
 * so scans leave in the order they were made), the per-station history lists, and the hooks the
 * screens read them through. Each scan is stored with its operator and sent only while that
 * operator is signed in (see scan-queue.ts).
 */

const QUEUE_KEY = 'station:operator-scan-queue';
/** Where the queue was kept before scans named their operator; moved into QUEUE_KEY on sight. */
const LEGACY_QUEUE_KEY = 'station:scan-queue';
/** A scan that got no answer within this time is retried (the scanner keeps going meanwhile). */
const SCAN_TIMEOUT_MS = 10_000;

type Outcome = ScanOutcome;
export type StationScanEvent = ScanQueueEvent<Outcome>;

function routeOf(scan: QueuedScan) {
  if (scan.op === 'unbind') return scanApi.unbind;
  if (scan.op === 'unpack') return scanApi.unpack;
  return scanRouteOfKind[scan.kind];
}

/** The signed-in operator, named as the console shows them. */
function currentOwner(): ScanOwner | null {
  const owner = ownerOfToken(getToken());
  if (!owner) return null;
  const account = queryClient.getQueryData<AccountInfo>(accountInfoKey);
  if (account && account.id === owner.userId && account.tenantId === owner.tenantId) {
    return { ...owner, name: account.name === account.account ? account.name : `${account.name} (${account.account})` };
  }
  return owner;
}

async function send(scan: QueuedScan): Promise<Outcome> {
  // The queue hands over only the signed-in operator's scans; should the session have changed
  // anyway, the scan is kept for its operator.
  if (!sameOwner(currentOwner(), scan.owner)) throw new ApiError({ code: 401, httpStatus: 401, message: 'signed out' });
  const route = routeOf(scan) as typeof scanApi.passing;
  return callApi(route, {
    body: scan.body as Parameters<typeof callApi<typeof scanApi.passing>>[1]['body'],
    quiet: true,
    timeoutMs: SCAN_TIMEOUT_MS,
  });
}

// ---- histories --------------------------------------------------------------------------------

const historyKey = (kind: StationKind, stationId: string) => `station:history:${kind}:${stationId}`;
const histories = new Map<string, HistoryEntry[]>();
const historyWatchers = new Set<() => void>();
const EMPTY: HistoryEntry[] = [];

function readHistory(kind: StationKind, stationId: string): HistoryEntry[] {
  const key = historyKey(kind, stationId);
  let list = histories.get(key);
  if (!list) {
    list = parseHistory(readLocal(key));
    histories.set(key, list);
  }
  return list;
}

function writeHistory(kind: StationKind, stationId: string, list: HistoryEntry[]): void {
  const key = historyKey(kind, stationId);
  histories.set(key, list);
  writeLocal(key, JSON.stringify(list));
  for (const watcher of historyWatchers) watcher();
}

function updateHistory(event: StationScanEvent): void {
  const { kind, stationId, clientScanId } = event.scan;
  const list = readHistory(kind, stationId);
  if (event.type === 'accepted') writeHistory(kind, stationId, settleAccepted(list, clientScanId, event.outcome));
  else if (event.type === 'refused') writeHistory(kind, stationId, settleRefused(list, clientScanId, event.failure));
}

// ---- the queue --------------------------------------------------------------------------------

let queue: ScanQueue<Outcome> | null = null;

/** Scans a console from before this change left under the old key (also from a tab still running it). */
function migrateLegacyQueue(): void {
  const legacy = readLocal(LEGACY_QUEUE_KEY);
  if (legacy === null) return;
  const merged = mergeLegacyQueue(legacy, readLocal(QUEUE_KEY));
  if (merged !== null) writeLocal(QUEUE_KEY, merged);
  removeLocal(LEGACY_QUEUE_KEY);
}

export function stationQueue(): ScanQueue<Outcome> {
  if (queue) return queue;
  migrateLegacyQueue();
  const created = new ScanQueue<Outcome>({
    store: keyValueStore(
      () => readLocal(QUEUE_KEY),
      (text) => writeLocal(QUEUE_KEY, text),
    ),
    owner: currentOwner,
    send,
    classify: classifyScanFailure,
  });
  queue = created;
  created.subscribe(updateHistory);
  if (typeof window !== 'undefined') {
    window.addEventListener('online', () => void created.markOnline());
    window.addEventListener('offline', () => created.markOffline());
    if (typeof navigator !== 'undefined' && navigator.onLine === false) created.markOffline();
    window.addEventListener('storage', (event) => {
      if (event.key === storageKey(QUEUE_KEY)) created.resync();
      if (event.key === storageKey(LEGACY_QUEUE_KEY) && event.newValue !== null) {
        migrateLegacyQueue();
        created.resync();
      }
    });
  }
  let shownOwner = ownerKey(currentOwner());
  onSessionChange((event) => {
    // Compared, not read from the event's name: a sign-in in another tab over a live session
    // arrives here as 'renewed'.
    const next = ownerKey(currentOwner());
    if (next !== shownOwner) {
      shownOwner = next;
      void created.ownerChanged();
    } else if (event === 'signed-in') {
      void created.flush();
    }
  });
  // Scans a closed or reloaded page left behind.
  if (created.getState().items.length > 0) void created.flush();
  return created;
}

export interface NewScan {
  kind: StationKind;
  stationId: string;
  label: string;
  op?: 'unbind' | 'unpack';
  /** The request body without clientScanId / stationId / scannedAt (added here). */
  body: Record<string, unknown>;
}

/** Queues a scan (stored before it is sent) and lists it; returns its clientScanId. */
export function submitScan(scan: NewScan): string {
  const clientScanId = crypto.randomUUID();
  const scannedAt = new Date().toISOString();
  writeHistory(
    scan.kind,
    scan.stationId,
    addPending(readHistory(scan.kind, scan.stationId), {
      clientScanId,
      kind: scan.kind,
      stationId: scan.stationId,
      at: scannedAt,
      label: scan.label,
    }),
  );
  stationQueue().enqueue({
    clientScanId,
    kind: scan.kind,
    stationId: scan.stationId,
    label: scan.label,
    ...(scan.op ? { op: scan.op } : {}),
    body: { ...scan.body, clientScanId, stationId: scan.stationId, scannedAt },
  });
  return clientScanId;
}

// ---- hooks ------------------------------------------------------------------------------------

/** The signed-in operator takes the scans whose operator was not recorded, and sends them. */
export function adoptUnrecordedScans(): Promise<void> {
  return stationQueue().adoptUnrecorded();
}

export function useQueueState(): ScanQueueState {
  const q = stationQueue();
  return useSyncExternalStore(q.watch, q.getState, q.getState);
}

const watchHistories = (watcher: () => void) => {
  historyWatchers.add(watcher);
  return () => historyWatchers.delete(watcher);
};

export function useStationHistory(kind: StationKind, stationId: string | null): HistoryEntry[] {
  const get = () => (stationId ? readHistory(kind, stationId) : EMPTY);
  return useSyncExternalStore(watchHistories, get, get);
}

/** Runs `handler` for every answered, refused or retried scan (the latest handler is used). */
export function useScanEvents(handler: (event: StationScanEvent) => void): void {
  const latest = useRef(handler);
  useLayoutEffect(() => {
    latest.current = handler;
  });
  useEffect(() => stationQueue().subscribe((event) => latest.current(event)), []);
}

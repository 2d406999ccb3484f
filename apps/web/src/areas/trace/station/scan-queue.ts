import { ResultCode, type StationKind } from '@takt/contracts';

/**
 * The station screens' outbox. Every scan is written to storage before it is sent, then sent in
 * order, one at a time:
 *
 * | what came back                                        | the scan                    |
 * |-------------------------------------------------------|-----------------------------|
 * | 2xx (also a replayed answer of a scan sent before)    | done, removed               |
 * | a refusal: body code 1001, 400, 403, 404, 409, or any | dropped, reported as a      |
 * |   other 4xx that retrying cannot change               |   per-scan error            |
 * | no answer (network down, timeout), 5xx, 401, 408, 429 | kept at the head, retried   |
 * |                                                       |   with back-off             |
 *
 * A scan keeps its `clientScanId` from the moment it is queued, so a retry after a lost response
 * is answered by the server from its idempotency record and never counts twice. 401 is kept: the
 * request client signs out, and the scans go once the operator is back.
 *
 * Pure of React and the browser: storage, sending and timers are passed in (tests use fakes).
 */

export interface QueuedScan {
  clientScanId: string;
  kind: StationKind;
  /** The call: the station's scan (default), or an assembly unbind / encasement unpack. */
  op?: 'unbind' | 'unpack';
  stationId: string;
  /** What the operator scanned (serial, box code …), for lists. */
  label: string;
  /** The request body as sent, `clientScanId` and `scannedAt` included. */
  body: Record<string, unknown>;
  /** Epoch ms when it was queued. */
  queuedAt: number;
  /** Failed attempts so far (0 until the first one fails). */
  attempts: number;
  /** Why the last attempt failed. */
  lastError: string | null;
}

export type FailureKind = 'refused' | 'network' | 'server';

/** How a failed send is handled: `refused` drops the scan, the other two keep it. */
export interface SendFailure {
  kind: FailureKind;
  code: number;
  message: string;
}

export interface ScanQueueStore {
  load(): QueuedScan[];
  save(items: readonly QueuedScan[]): void;
}

export type ScanQueueEvent<O> =
  | { type: 'accepted'; scan: QueuedScan; outcome: O }
  | { type: 'refused'; scan: QueuedScan; failure: SendFailure }
  | { type: 'retrying'; scan: QueuedScan; failure: SendFailure; delayMs: number };

export interface ScanQueueState {
  items: readonly QueuedScan[];
  /** The id of the scan on the wire, if any. */
  sending: string | null;
  /** Why sending is held up (last attempt failed, or the browser reported no network); null when it flows. */
  holdup: 'network' | 'server' | null;
  /** Epoch ms of the next retry, when one is scheduled. */
  retryAt: number | null;
}

export interface ScanQueueOptions<O> {
  store: ScanQueueStore;
  send: (scan: QueuedScan) => Promise<O>;
  classify: (error: unknown) => SendFailure;
  now?: () => number;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
  /** Delay before retry number `attempts` (1, 2, …). */
  backoff?: (attempts: number) => number;
}

/** 1 s, 2 s, 4 s … capped at 30 s. */
export function defaultBackoff(attempts: number): number {
  return Math.min(30_000, 1_000 * 2 ** Math.max(0, attempts - 1));
}

const REFUSAL_CODES: ReadonlySet<number> = new Set([
  ResultCode.BUSINESS,
  ResultCode.VALIDATION,
  ResultCode.FORBIDDEN,
  ResultCode.NOT_FOUND,
  ResultCode.CONFLICT,
]);
const RETRY_HTTP_STATUSES: ReadonlySet<number> = new Set([401, 408, 425, 429]);

/**
 * Sorts a failure of the request client (an ApiError-like `{ code, httpStatus, message }`) or
 * anything else thrown. Only a definite answer that retrying cannot change is a refusal; when in
 * doubt the scan is kept (a lost scan is worse than a late one).
 */
export function classifyScanFailure(error: unknown): SendFailure {
  const facts = (typeof error === 'object' && error !== null ? error : {}) as {
    code?: unknown;
    httpStatus?: unknown;
    message?: unknown;
  };
  const message = typeof facts.message === 'string' ? facts.message : String(error);
  const code = typeof facts.code === 'number' ? facts.code : 0;
  const httpStatus = typeof facts.httpStatus === 'number' ? facts.httpStatus : null;
  if (httpStatus === null) return { kind: 'network', code, message };
  if (httpStatus === 0) return { kind: 'network', code, message };
  if (code === ResultCode.UNAUTHORIZED || RETRY_HTTP_STATUSES.has(httpStatus)) return { kind: 'server', code, message };
  if (REFUSAL_CODES.has(code)) return { kind: 'refused', code, message };
  if (httpStatus >= 500 || code === ResultCode.INTERNAL) return { kind: 'server', code, message };
  if (httpStatus >= 400 && httpStatus < 500) return { kind: 'refused', code, message };
  return { kind: 'server', code, message };
}

type Listener<O> = (event: ScanQueueEvent<O>) => void;

export class ScanQueue<O> {
  private items: QueuedScan[];
  private sending: string | null = null;
  private holdup: ScanQueueState['holdup'] = null;
  private retryAt: number | null = null;
  private timer: unknown = null;
  private running: Promise<void> | null = null;
  private snapshot: ScanQueueState;
  private readonly listeners = new Set<Listener<O>>();
  private readonly watchers = new Set<() => void>();
  private readonly now: () => number;
  private readonly setTimer: (run: () => void, ms: number) => unknown;
  private readonly clearTimer: (handle: unknown) => void;
  private readonly backoff: (attempts: number) => number;

  constructor(private readonly options: ScanQueueOptions<O>) {
    this.items = options.store.load();
    this.now = options.now ?? Date.now;
    this.setTimer = options.setTimer ?? ((run, ms) => setTimeout(run, ms));
    this.clearTimer = options.clearTimer ?? ((handle) => clearTimeout(handle as ReturnType<typeof setTimeout>));
    this.backoff = options.backoff ?? defaultBackoff;
    this.snapshot = this.makeSnapshot();
  }

  /** The current state; the same object until something changes (for useSyncExternalStore). */
  getState = (): ScanQueueState => this.snapshot;

  /** Called on every state change. */
  watch = (watcher: () => void): (() => void) => {
    this.watchers.add(watcher);
    return () => this.watchers.delete(watcher);
  };

  /** Called for every scan that was answered, refused or put back for a retry. */
  subscribe(listener: Listener<O>): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Stores the scan (before anything is sent), then sends what is due. */
  enqueue(scan: Omit<QueuedScan, 'attempts' | 'lastError' | 'queuedAt'> & { queuedAt?: number }): void {
    const item: QueuedScan = { ...scan, queuedAt: scan.queuedAt ?? this.now(), attempts: 0, lastError: null };
    this.write((stored) => [...stored.filter((other) => other.clientScanId !== item.clientScanId), item]);
    this.changed();
    // A new scan is also a probe: when the network is back it carries the backlog with it.
    void this.flush();
  }

  /** Sends now (the network came back, or the operator asked), skipping a pending back-off. */
  flush(): Promise<void> {
    if (this.timer !== null) {
      this.clearTimer(this.timer);
      this.timer = null;
      this.retryAt = null;
    }
    if (!this.running) {
      this.running = this.run().finally(() => {
        this.running = null;
      });
    }
    return this.running;
  }

  /** The browser says the network is gone: show it before a send fails. */
  markOffline(): void {
    if (this.holdup !== null) return;
    this.holdup = 'network';
    this.changed();
  }

  /** The browser says the network is back: clear the banner and send what waits. */
  markOnline(): Promise<void> {
    if (this.holdup !== null) {
      this.holdup = null;
      this.changed();
    }
    return this.flush();
  }

  /** Storage changed under us (another tab): show what it holds now. */
  resync(): void {
    this.reload();
  }

  /** Resolves when no send is in flight (tests). */
  idle(): Promise<void> {
    return this.running ?? Promise.resolve();
  }

  /** Stops the retry timer (tests, page teardown). */
  dispose(): void {
    if (this.timer !== null) this.clearTimer(this.timer);
    this.timer = null;
  }

  private async run(): Promise<void> {
    // Storage is the truth: another tab of this browser may have added or sent scans meanwhile.
    this.reload();
    while (this.items.length > 0) {
      const head = this.items[0] as QueuedScan;
      this.sending = head.clientScanId;
      this.changed();
      try {
        const outcome = await this.options.send(head);
        this.remove(head.clientScanId);
        this.holdup = null;
        this.sending = null;
        this.changed();
        this.emit({ type: 'accepted', scan: head, outcome });
        this.reload();
      } catch (error) {
        const failure = this.options.classify(error);
        this.sending = null;
        if (failure.kind === 'refused') {
          this.remove(head.clientScanId);
          this.holdup = null;
          this.changed();
          this.emit({ type: 'refused', scan: head, failure });
          this.reload();
          continue;
        }
        const retried: QueuedScan = { ...head, attempts: head.attempts + 1, lastError: failure.message };
        this.write((stored) => stored.map((item) => (item.clientScanId === head.clientScanId ? retried : item)));
        const delayMs = this.backoff(retried.attempts);
        this.holdup = failure.kind;
        this.retryAt = this.now() + delayMs;
        this.timer = this.setTimer(() => {
          this.timer = null;
          this.retryAt = null;
          void this.flush();
        }, delayMs);
        this.changed();
        this.emit({ type: 'retrying', scan: retried, failure, delayMs });
        return;
      }
    }
  }

  private remove(clientScanId: string): void {
    this.write((stored) => stored.filter((item) => item.clientScanId !== clientScanId));
  }

  /** Read, change, write back: each change applies to what is stored now, not to an older copy. */
  private write(change: (stored: QueuedScan[]) => QueuedScan[]): void {
    this.items = change(this.options.store.load());
    this.options.store.save(this.items);
  }

  private reload(): void {
    const stored = this.options.store.load();
    const same =
      stored.length === this.items.length &&
      stored.every((item, index) => {
        const mine = this.items[index];
        return mine?.clientScanId === item.clientScanId && mine.attempts === item.attempts;
      });
    if (same) return;
    this.items = stored;
    this.changed();
  }

  private makeSnapshot(): ScanQueueState {
    return { items: this.items, sending: this.sending, holdup: this.holdup, retryAt: this.retryAt };
  }

  private changed(): void {
    this.snapshot = this.makeSnapshot();
    for (const watcher of this.watchers) watcher();
  }

  private emit(event: ScanQueueEvent<O>): void {
    for (const listener of this.listeners) {
      try {
        listener(event);
      } catch (error) {
        // A failing screen must not stop the queue.
        console.error(error);
      }
    }
  }
}

/** Items read back from storage: anything malformed is left out rather than breaking the queue. */
export function parseQueued(text: string | null): QueuedScan[] {
  if (!text) return [];
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(raw)) return [];
  return raw.filter(
    (item): item is QueuedScan =>
      typeof item === 'object' &&
      item !== null &&
      typeof item.clientScanId === 'string' &&
      typeof item.kind === 'string' &&
      typeof item.stationId === 'string' &&
      typeof item.body === 'object' &&
      item.body !== null,
  );
}

/** A store over a key-value storage (localStorage through app/storage in the app). */
export function keyValueStore(read: () => string | null, write: (text: string) => void): ScanQueueStore {
  return {
    load: () => parseQueued(read()),
    save: (items) => write(JSON.stringify(items)),
  };
}

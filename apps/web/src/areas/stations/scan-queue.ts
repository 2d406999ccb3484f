import { type RefusalDetail, ResultCode, type SaidMessage, type StationKind } from '@takt/contracts';

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
 * Every scan belongs to the operator who made it (enterprise and user, {@link ScanOwner}): the
 * queue sends only the scans of the operator signed in now, so a scan is never recorded under
 * someone else's name. Other operators' scans stay stored, in their order, and go when their
 * operator signs in on this device again; a scan with no recorded operator (stored before scans
 * named one) waits until the signed-in operator takes it ({@link ScanQueue.adoptUnrecorded}).
 *
 * Pure of React and the browser: storage, sending and timers are passed in (tests use fakes).
 */

/** The operator a scan belongs to; two owners are the same when enterprise and user are. */
export interface ScanOwner {
  tenantId: string;
  userId: string;
  /** How the operator is shown to others on this device ("Name (account)"), when known. */
  name?: string;
}

export interface QueuedScan {
  clientScanId: string;
  /** Who made it; null when that was not recorded (a scan from before scans named their operator). */
  owner: ScanOwner | null;
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
  lastError: LastFailure | null;
}

/**
 * Why a kept scan's last attempt failed: what happened, not a text, so the queue panel says it
 * in the language shown now (a text would stay in the language of the moment it failed). Only
 * scans that met no answer or a failure that is not about them (5xx, 401, 429) are kept; the
 * server's words on those are generic, so nothing of them is lost. `earlier`: a text stored by
 * an older console, in the language of that moment.
 */
export type LastFailure = { reason: KeptReason; httpStatus: number } | { reason: 'earlier'; text: string };

const KEPT_REASONS = ['network', 'timeout', 'signedOut', 'server'] as const;
type KeptReason = (typeof KEPT_REASONS)[number];

export type FailureKind = 'refused' | 'network' | 'server';

/** How a failed send is handled: `refused` drops the scan, the other two keep it. */
export interface SendFailure {
  kind: FailureKind;
  code: number;
  /** HTTP status of the answer; 0 when none came. */
  httpStatus: number;
  /** No answer came within the time limit. */
  timedOut: boolean;
  message: string;
  /** The server's key and parameters `message` was said from. */
  said?: SaidMessage;
  /** What a refusal adds under its message. */
  details?: readonly RefusalDetail[];
}

export interface ScanQueueStore {
  load(): QueuedScan[];
  save(items: readonly QueuedScan[]): void;
}

export type ScanQueueEvent<O> =
  | { type: 'accepted'; scan: QueuedScan; outcome: O }
  | { type: 'refused'; scan: QueuedScan; failure: SendFailure }
  | { type: 'retrying'; scan: QueuedScan; failure: SendFailure; delayMs: number };

/** Scans of one other operator (or of no recorded one) that wait on this device. */
export interface OwnerBacklog {
  /** null: the operator was not recorded. */
  owner: ScanOwner | null;
  /** Oldest first. */
  items: readonly QueuedScan[];
  /** Epoch ms of the oldest one. */
  since: number;
}

export interface ScanQueueState {
  /** The signed-in operator's scans, oldest first: the only ones this session sends. */
  items: readonly QueuedScan[];
  /** Other operators' scans, kept until their operator signs in again (oldest backlog first). */
  others: readonly OwnerBacklog[];
  /** The id of the scan on the wire, if any. */
  sending: string | null;
  /** Why sending is held up (last attempt failed, or the browser reported no network); null when it flows. */
  holdup: 'network' | 'server' | null;
  /** Epoch ms of the next retry, when one is scheduled. */
  retryAt: number | null;
}

export interface ScanQueueOptions<O> {
  store: ScanQueueStore;
  /** The operator signed in now (read before every send), or null when nobody is. */
  owner: () => ScanOwner | null;
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
    timedOut?: unknown;
    said?: SaidMessage;
    details?: unknown;
  };
  const message = typeof facts.message === 'string' ? facts.message : String(error);
  const code = typeof facts.code === 'number' ? facts.code : 0;
  const status = typeof facts.httpStatus === 'number' ? facts.httpStatus : 0;
  const failure = (kind: FailureKind): SendFailure => ({
    kind,
    code,
    httpStatus: status,
    timedOut: kind === 'network' && facts.timedOut === true,
    message,
    ...(facts.said && typeof facts.said.key === 'string' ? { said: facts.said } : {}),
    ...(Array.isArray(facts.details) && facts.details.length > 0
      ? { details: facts.details as readonly RefusalDetail[] }
      : {}),
  });
  if (status === 0) return failure('network');
  if (code === ResultCode.UNAUTHORIZED || RETRY_HTTP_STATUSES.has(status)) return failure('server');
  if (REFUSAL_CODES.has(code)) return failure('refused');
  if (status >= 500 || code === ResultCode.INTERNAL) return failure('server');
  if (status >= 400 && status < 500) return failure('refused');
  return failure('server');
}

/** What a kept scan remembers of the failure that kept it. */
function lastFailureOf(failure: SendFailure): LastFailure {
  if (failure.kind === 'network') return { reason: failure.timedOut ? 'timeout' : 'network', httpStatus: 0 };
  const reason = failure.code === ResultCode.UNAUTHORIZED ? 'signedOut' : 'server';
  return { reason, httpStatus: failure.httpStatus };
}

type Listener<O> = (event: ScanQueueEvent<O>) => void;

export function sameOwner(a: ScanOwner | null | undefined, b: ScanOwner | null | undefined): boolean {
  return !!a && !!b && a.tenantId === b.tenantId && a.userId === b.userId;
}

/** One text per owner ('' for none), for comparing and grouping. */
export const ownerKey = (owner: ScanOwner | null): string => (owner ? `${owner.tenantId}:${owner.userId}` : '');

/**
 * The owner named by an access token (a JWT: `sub` is the user, `tid` the enterprise), read
 * without checking the signature: it only decides which stored scans this session may send,
 * and the server attributes each scan to the token's own session anyway.
 */
export function ownerOfToken(token: string | null): ScanOwner | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const claims = JSON.parse(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='))) as unknown;
    if (typeof claims !== 'object' || claims === null) return null;
    const { sub, tid } = claims as { sub?: unknown; tid?: unknown };
    if (typeof sub !== 'string' || typeof tid !== 'string' || !sub || !tid) return null;
    return { tenantId: tid, userId: sub };
  } catch {
    return null;
  }
}

export class ScanQueue<O> {
  private items: QueuedScan[];
  private sending: string | null = null;
  /** The browser reported no network. */
  private offline = false;
  /** How the last attempt failed, while it is the last word. */
  private failed: 'network' | 'server' | null = null;
  /** Whose scans the snapshot shows as this session's. */
  private shownOwner = '';
  private retryAt: number | null = null;
  private timer: unknown = null;
  private running: Promise<void> | null = null;
  private again = false;
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

  /** Stores the scan under the signed-in operator (before anything is sent), then sends what is due. */
  enqueue(scan: Omit<QueuedScan, 'attempts' | 'lastError' | 'queuedAt' | 'owner'> & { queuedAt?: number }): void {
    const item: QueuedScan = {
      ...scan,
      owner: this.options.owner(),
      queuedAt: scan.queuedAt ?? this.now(),
      attempts: 0,
      lastError: null,
    };
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
    if (this.running) {
      // The run under way may already have looked for the last time (an operator who signed in
      // just now): look once more when it ends, unless it ended in a back-off.
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      do {
        this.again = false;
        await this.run();
      } while (this.again && this.timer === null);
    })().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  /** The browser says the network is gone: show it before a send fails. */
  markOffline(): void {
    if (this.offline) return;
    this.offline = true;
    this.changed();
  }

  /** The browser says the network is back: clear the banner and send what waits. */
  markOnline(): Promise<void> {
    if (this.offline || this.failed !== null) {
      this.offline = false;
      this.failed = null;
      this.changed();
    }
    return this.flush();
  }

  /**
   * Someone else signed in (or out): the previous operator's back-off and failure are not this
   * one's. Shows the queue as the new operator's and sends their scans.
   */
  ownerChanged(): Promise<void> {
    if (this.timer !== null) this.clearTimer(this.timer);
    this.timer = null;
    this.retryAt = null;
    this.failed = null;
    this.changed();
    return this.flush();
  }

  /**
   * The signed-in operator takes the scans whose operator was not recorded: they are sent, in
   * their order, under this operator's name. Nothing happens when nobody is signed in.
   */
  adoptUnrecorded(): Promise<void> {
    const owner = this.options.owner();
    if (!owner) return Promise.resolve();
    this.write((stored) => stored.map((item) => (item.owner === null ? { ...item, owner } : item)));
    this.changed();
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
    for (;;) {
      // Whose session sends is decided right before each send: the request reads the same
      // session synchronously, so a scan cannot leave under an operator who signed in meanwhile.
      const me = this.options.owner();
      const head = me ? this.items.find((item) => sameOwner(item.owner, me)) : undefined;
      if (!head) return;
      this.sending = head.clientScanId;
      this.changed();
      try {
        const outcome = await this.options.send(head);
        this.remove(head.clientScanId);
        this.offline = false;
        this.failed = null;
        this.sending = null;
        this.changed();
        this.emit({ type: 'accepted', scan: head, outcome });
        this.reload();
      } catch (error) {
        const failure = this.options.classify(error);
        this.sending = null;
        if (failure.kind === 'refused') {
          this.remove(head.clientScanId);
          this.offline = false;
          this.failed = null;
          this.changed();
          this.emit({ type: 'refused', scan: head, failure });
          this.reload();
          continue;
        }
        const retried: QueuedScan = { ...head, attempts: head.attempts + 1, lastError: lastFailureOf(failure) };
        this.write((stored) => stored.map((item) => (item.clientScanId === head.clientScanId ? retried : item)));
        if (!sameOwner(this.options.owner(), head.owner)) {
          // Its operator signed out while it was on the wire: it waits for them, and their
          // failure holds up nobody else.
          this.changed();
          continue;
        }
        const delayMs = this.backoff(retried.attempts);
        this.failed = failure.kind;
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
        const known = this.items[index];
        return (
          known?.clientScanId === item.clientScanId &&
          known.attempts === item.attempts &&
          ownerKey(known.owner) === ownerKey(item.owner)
        );
      });
    this.items = stored;
    // A session that changed without telling us (another tab) shows up here too.
    if (!same || ownerKey(this.options.owner()) !== this.shownOwner) this.changed();
  }

  private makeSnapshot(): ScanQueueState {
    const me = this.options.owner();
    this.shownOwner = ownerKey(me);
    const mine: QueuedScan[] = [];
    const others = new Map<string, QueuedScan[]>();
    for (const item of this.items) {
      if (me && sameOwner(item.owner, me)) {
        mine.push(item);
        continue;
      }
      const key = ownerKey(item.owner);
      const list = others.get(key);
      if (list) list.push(item);
      else others.set(key, [item]);
    }
    const backlogs = [...others.values()].map((items): OwnerBacklog => {
      const latest = items[items.length - 1] as QueuedScan;
      // The name as it was last seen: the newest scan carries it.
      return { owner: latest.owner, items, since: Math.min(...items.map((item) => item.queuedAt)) };
    });
    backlogs.sort((a, b) => a.since - b.since);
    return {
      items: mine,
      others: backlogs,
      sending: this.sending,
      holdup: this.offline ? 'network' : this.failed,
      retryAt: this.retryAt,
    };
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
  return raw
    .filter(
      (item): item is QueuedScan =>
        typeof item === 'object' &&
        item !== null &&
        typeof item.clientScanId === 'string' &&
        typeof item.kind === 'string' &&
        typeof item.stationId === 'string' &&
        typeof item.body === 'object' &&
        item.body !== null,
    )
    .map((item) => ({ ...item, owner: parseOwner(item.owner), lastError: parseLastFailure(item.lastError) }));
}

/** A last failure as stored; a text (stored by an older console) is kept as it was written. */
function parseLastFailure(raw: unknown): LastFailure | null {
  if (typeof raw === 'string') return raw ? { reason: 'earlier', text: raw } : null;
  const { reason, httpStatus, text } = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  if (reason === 'earlier' && typeof text === 'string') return { reason, text };
  if (!KEPT_REASONS.includes(reason as KeptReason)) return null;
  return { reason: reason as KeptReason, httpStatus: typeof httpStatus === 'number' ? httpStatus : 0 };
}

/** An owner as stored; anything else counts as not recorded, so it is never sent unasked. */
function parseOwner(raw: unknown): ScanOwner | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const { tenantId, userId, name } = raw as Record<string, unknown>;
  if (typeof tenantId !== 'string' || typeof userId !== 'string' || !tenantId || !userId) return null;
  return typeof name === 'string' ? { tenantId, userId, name } : { tenantId, userId };
}

/**
 * Moves the scans of a queue stored before scans named their operator in front of the current
 * queue's text. Who made them is not known (whoever signs in next may not be the one who scanned
 * them), so they become "not recorded": shown to everyone, sent by nobody until an operator takes
 * them. They are older than anything queued since, so they go first; a scan already there is not
 * doubled. Returns the text to store, or null when the old queue holds nothing.
 */
export function mergeLegacyQueue(legacyText: string | null, currentText: string | null): string | null {
  const legacy = parseQueued(legacyText);
  if (legacy.length === 0) return null;
  const current = parseQueued(currentText);
  const known = new Set(current.map((item) => item.clientScanId));
  const moved = legacy
    .filter((item) => !known.has(item.clientScanId))
    .map((item): QueuedScan => ({ ...item, owner: null, attempts: item.attempts ?? 0 }));
  return JSON.stringify([...moved, ...current]);
}

/** A store over a key-value storage (localStorage through app/storage in the app). */
export function keyValueStore(read: () => string | null, write: (text: string) => void): ScanQueueStore {
  return {
    load: () => parseQueued(read()),
    save: (items) => write(JSON.stringify(items)),
  };
}

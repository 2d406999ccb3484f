import {
  HEARTBEAT_INTERVAL_MS,
  HUB_RECONNECT_MS,
  HUB_TOKEN_PARAM,
  type HubClientFrame,
  type HubEvent,
} from '@takt/contracts';

/**
 * The connection manager of the realtime hub (DESIGN §5, spec 000 §7 "Real-time hub",
 * README "Hub protocol"). Pure: the WebSocket and the timers are injected, so every rule below
 * is unit-tested without a browser (hub-connection.test.ts).
 *
 * - `start()` opens `url()` (which carries the current token and language) and, once open,
 *   sends `{"invoke":"Heartbeat"}` every {@link HEARTBEAT_INTERVAL_MS} (5 s, spec 000 §9).
 * - A dropped socket is opened again {@link HUB_RECONNECT_MS} later (5 s), and again, until it
 *   stays up or `stop()` is called.
 * - Close code 4000 (forced offline) or a `ForceOffline` frame: never reconnect.
 * - Close code 4401 (token refused, session ended): once, ask `renewToken()` (the request client
 *   renews the access token through its response headers) and try again at once; a second 4401
 *   before any frame arrived ends it: `onUnauthorized()` (the caller signs out).
 * - `stop()` says goodbye with `{"invoke":"AbortSelf"}` (unmount, page close).
 */

/** The part of the browser's WebSocket the manager uses. */
export interface HubSocket {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number; reason: string }) => void) | null;
  onerror: ((event: unknown) => void) | null;
}

export type HubSocketFactory = (url: string) => HubSocket;

/** WebSocket.OPEN / CONNECTING, without needing the global in tests. */
export const SOCKET_CONNECTING = 0;
export const SOCKET_OPEN = 1;

export const HubCloseCode = { FORCED_OFFLINE: 4000, UNAUTHORIZED: 4401 } as const;

export interface HubTimers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  setInterval(fn: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

export const browserTimers: HubTimers = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
  setInterval: (fn, ms) => globalThis.setInterval(fn, ms),
  clearInterval: (handle) => globalThis.clearInterval(handle as ReturnType<typeof setInterval>),
};

export type HubStatus =
  /** not started, or stopped */
  | 'idle'
  | 'connecting'
  | 'open'
  /** dropped; the next attempt is scheduled */
  | 'waiting'
  /** forced offline or refused for good: no more attempts until `start()` */
  | 'ended';

export type HubListener = (data: unknown, event: HubEvent | string) => void;

export interface HubConnectionOptions {
  /** The socket URL with the current token and language; null when there is no session. */
  url: () => string | null;
  createSocket: HubSocketFactory;
  timers?: HubTimers;
  heartbeatMs?: number;
  reconnectMs?: number;
  /**
   * Called once after a 4401: renew the access token (resolves whether it may help to try
   * again). Rejections count as "no".
   */
  renewToken?: () => Promise<boolean>;
  /** The hub refused the session for good (4401 twice). */
  onUnauthorized?: (reason: string) => void;
  /** Status changes, for a connection indicator or tests. */
  onStatus?: (status: HubStatus) => void;
}

export class HubConnection {
  private readonly listeners = new Map<string, Set<HubListener>>();
  private readonly timers: HubTimers;
  private readonly heartbeatMs: number;
  private readonly reconnectMs: number;
  private socket: HubSocket | null = null;
  private heartbeat: unknown = null;
  private reconnect: unknown = null;
  private currentStatus: HubStatus = 'idle';
  /** Bumped by start/stop: callbacks of an older socket or renewal find it changed and do nothing. */
  private epoch = 0;
  /** A 4401 was already answered with a renewal; reset by any frame the server sends. */
  private renewalTried = false;
  private forced = false;

  constructor(private readonly options: HubConnectionOptions) {
    this.timers = options.timers ?? browserTimers;
    this.heartbeatMs = options.heartbeatMs ?? HEARTBEAT_INTERVAL_MS;
    this.reconnectMs = options.reconnectMs ?? HUB_RECONNECT_MS;
  }

  get status(): HubStatus {
    return this.currentStatus;
  }

  /** Subscribes to a server event; returns the unsubscribe function. */
  on(event: HubEvent | string, listener: HubListener): () => void {
    let set = this.listeners.get(event);
    if (!set) {
      set = new Set();
      this.listeners.set(event, set);
    }
    set.add(listener);
    return () => {
      set.delete(listener);
    };
  }

  /** Opens the socket (again): after a stop, a forced offline or with a new token or language. */
  start(): void {
    this.teardown(false);
    this.epoch += 1;
    this.renewalTried = false;
    this.forced = false;
    this.open();
  }

  /** Closes for good, telling the server first (`AbortSelf`). */
  stop(): void {
    this.epoch += 1;
    this.teardown(true);
    this.setStatus('idle');
  }

  private open(): void {
    const url = this.options.url();
    if (!url) {
      this.setStatus('idle');
      return;
    }
    const epoch = this.epoch;
    let socket: HubSocket;
    try {
      socket = this.options.createSocket(url);
    } catch {
      this.scheduleReconnect(epoch);
      return;
    }
    this.socket = socket;
    this.setStatus('connecting');
    socket.onopen = () => {
      if (epoch !== this.epoch || this.socket !== socket) return;
      this.setStatus('open');
      this.heartbeat = this.timers.setInterval(() => this.send({ invoke: 'Heartbeat' }), this.heartbeatMs);
    };
    socket.onmessage = (message) => {
      if (epoch !== this.epoch || this.socket !== socket) return;
      this.onFrame(message.data);
    };
    socket.onerror = () => {
      // Always followed by 'close', which decides what to do.
    };
    socket.onclose = (close) => {
      if (epoch !== this.epoch || this.socket !== socket) return;
      this.onClose(close.code, close.reason ?? '');
    };
  }

  private onFrame(raw: unknown): void {
    if (typeof raw !== 'string') return;
    let frame: { event?: unknown; data?: unknown };
    try {
      frame = JSON.parse(raw) as { event?: unknown; data?: unknown };
    } catch {
      return;
    }
    if (!frame || typeof frame.event !== 'string') return;
    // The server answered: the token it got was good, so a later 4401 may try a renewal again.
    this.renewalTried = false;
    if (frame.event === 'ForceOffline') this.forced = true;
    const listeners = this.listeners.get(frame.event);
    if (!listeners) return;
    for (const listener of [...listeners]) {
      try {
        listener(frame.data ?? null, frame.event);
      } catch (error) {
        // One faulty handler must not keep the others (or the connection) from working.
        console.error(error);
      }
    }
  }

  private onClose(code: number, reason: string): void {
    this.clearHeartbeat();
    this.socket = null;
    if (this.forced || code === HubCloseCode.FORCED_OFFLINE) {
      this.setStatus('ended');
      return;
    }
    if (code === HubCloseCode.UNAUTHORIZED) {
      if (this.renewalTried) {
        this.setStatus('ended');
        this.options.onUnauthorized?.(reason);
        return;
      }
      this.renewalTried = true;
      this.setStatus('waiting');
      const epoch = this.epoch;
      const renew = this.options.renewToken ?? (() => Promise.resolve(true));
      renew()
        .catch(() => false)
        .then((worthIt) => {
          if (epoch !== this.epoch) return; // stopped or restarted meanwhile
          if (worthIt) this.open();
          else {
            this.setStatus('ended');
            this.options.onUnauthorized?.(reason);
          }
        });
      return;
    }
    this.scheduleReconnect(this.epoch);
  }

  private scheduleReconnect(epoch: number): void {
    this.setStatus('waiting');
    this.reconnect = this.timers.setTimeout(() => {
      this.reconnect = null;
      if (epoch === this.epoch) this.open();
    }, this.reconnectMs);
  }

  private send(frame: HubClientFrame): void {
    const socket = this.socket;
    if (socket && socket.readyState === SOCKET_OPEN) socket.send(JSON.stringify(frame));
  }

  private clearHeartbeat(): void {
    if (this.heartbeat !== null) this.timers.clearInterval(this.heartbeat);
    this.heartbeat = null;
  }

  private teardown(sayGoodbye: boolean): void {
    this.clearHeartbeat();
    if (this.reconnect !== null) this.timers.clearTimeout(this.reconnect);
    this.reconnect = null;
    const socket = this.socket;
    this.socket = null;
    if (!socket) return;
    socket.onopen = null;
    socket.onmessage = null;
    socket.onclose = null;
    socket.onerror = null;
    if (socket.readyState === SOCKET_OPEN) {
      if (sayGoodbye) {
        try {
          socket.send(JSON.stringify({ invoke: 'AbortSelf' } satisfies HubClientFrame));
        } catch {
          // closing anyway
        }
      }
      socket.close(1000);
    } else if (socket.readyState === SOCKET_CONNECTING) {
      socket.close();
    }
  }

  private setStatus(status: HubStatus): void {
    if (status === this.currentStatus) return;
    this.currentStatus = status;
    this.options.onStatus?.(status);
  }
}

/** `/hub?access_token=…&lang=…` on the page's own host, ws: or wss: as the page's scheme. */
export function hubUrl(
  location: { protocol: string; host: string },
  token: string,
  language: string,
  path = '/hub',
  tokenParam = HUB_TOKEN_PARAM,
): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  const params = new URLSearchParams({ [tokenParam]: token, lang: language });
  return `${scheme}//${location.host}${path}?${params.toString()}`;
}

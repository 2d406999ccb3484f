import type { HubServerFrame } from '@takt/contracts';
import WebSocket from 'ws';

/** Bound on every wait, so a broken hub fails the test with a message instead of hanging it. */
const WAIT_MS = 20_000;

export interface HubCloseInfo {
  code: number;
  reason: string;
}

export interface HubClient {
  socket: WebSocket;
  /** Resolves when the socket is open; rejects if it closes first. */
  opened(): Promise<void>;
  closed(): Promise<HubCloseInfo>;
  send(frame: unknown): void;
  sendRaw(text: string): void;
  /** The next server frame, in arrival order. */
  nextFrame(): Promise<HubServerFrame>;
  /** Sends a Heartbeat and expects HeartbeatAck as the next frame. */
  heartbeat(): Promise<void>;
  close(): void;
}

/** A WebSocket client of `GET /hub` that queues the frames it receives. */
export function connectHub(
  baseUrl: string,
  options: { token?: string; lang?: string; headers?: Record<string, string>; label?: string } = {},
): HubClient {
  const url = new URL('/hub', baseUrl.replace(/^http/, 'ws'));
  if (options.token !== undefined) url.searchParams.set('access_token', options.token);
  if (options.lang) url.searchParams.set('lang', options.lang);
  const label = options.label ?? 'hub socket';
  const socket = new WebSocket(url, { headers: options.headers });

  const frames: HubServerFrame[] = [];
  const waiters: ((frame: HubServerFrame) => void)[] = [];
  let closeInfo: HubCloseInfo | null = null;
  socket.on('message', (data) => {
    const frame = JSON.parse(data.toString()) as HubServerFrame;
    const waiter = waiters.shift();
    if (waiter) waiter(frame);
    else frames.push(frame);
  });
  socket.on('error', () => {
    // A refused or failed socket also emits 'close', which is what the tests look at.
  });
  const closed = new Promise<HubCloseInfo>((resolve) => {
    socket.on('close', (code, reason) => {
      closeInfo = { code, reason: reason.toString() };
      resolve(closeInfo);
    });
  });
  const opened = new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    void closed.then((info) => reject(new Error(`${label} closed before opening: ${JSON.stringify(info)}`)));
  });
  opened.catch(() => {});

  const within = <T>(what: string, promise: Promise<T>, onTimeout?: () => void) =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => {
        onTimeout?.();
        reject(new Error(`${label}: no ${what} within ${WAIT_MS} ms (close: ${JSON.stringify(closeInfo)})`));
      }, WAIT_MS);
      promise.then(resolve, reject).finally(() => clearTimeout(timer));
    });

  const client: HubClient = {
    socket,
    opened: () => within('open', opened),
    closed: () => within('close', closed),
    send: (frame) => socket.send(JSON.stringify(frame)),
    sendRaw: (text) => socket.send(text),
    nextFrame() {
      const queued = frames.shift();
      if (queued) return Promise.resolve(queued);
      let waiter!: (frame: HubServerFrame) => void;
      const next = new Promise<HubServerFrame>((resolve) => {
        waiter = resolve;
        waiters.push(resolve);
      });
      return within('frame', next, () => waiters.splice(waiters.indexOf(waiter), 1));
    },
    async heartbeat() {
      client.send({ invoke: 'Heartbeat' });
      const frame = await client.nextFrame();
      if (frame.event !== 'HeartbeatAck')
        throw new Error(`${label}: expected HeartbeatAck, got ${JSON.stringify(frame)}`);
    },
    close: () => socket.close(),
  };
  return client;
}

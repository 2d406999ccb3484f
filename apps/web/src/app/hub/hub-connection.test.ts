import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  HubCloseCode,
  HubConnection,
  type HubConnectionOptions,
  type HubSocket,
  type HubStatus,
  hubUrl,
  SOCKET_CONNECTING,
  SOCKET_OPEN,
} from './hub-connection';

const CLOSED = 3;

class FakeSocket implements HubSocket {
  readyState = SOCKET_CONNECTING;
  sent: string[] = [];
  closedWith: number | undefined | null = null;
  onopen: HubSocket['onopen'] = null;
  onmessage: HubSocket['onmessage'] = null;
  onclose: HubSocket['onclose'] = null;
  onerror: HubSocket['onerror'] = null;

  constructor(readonly url: string) {}

  send(data: string): void {
    if (this.readyState !== SOCKET_OPEN) throw new Error('not open');
    this.sent.push(data);
  }

  close(code?: number): void {
    this.closedWith = code;
    this.readyState = CLOSED;
  }

  // --- the server's side
  open(): void {
    this.readyState = SOCKET_OPEN;
    this.onopen?.({});
  }

  push(event: string, data: unknown): void {
    this.onmessage?.({ data: JSON.stringify({ event, data }) });
  }

  drop(code: number, reason = ''): void {
    this.readyState = CLOSED;
    this.onerror?.({});
    this.onclose?.({ code, reason });
  }

  frames(): unknown[] {
    return this.sent.map((text) => JSON.parse(text));
  }
}

let sockets: FakeSocket[];
let token: string | null;
let statuses: HubStatus[];

function manager(overrides: Partial<HubConnectionOptions> = {}): HubConnection {
  return new HubConnection({
    url: () => (token ? `ws://host/hub?access_token=${token}` : null),
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    onStatus: (status) => statuses.push(status),
    ...overrides,
  });
}

function last(): FakeSocket {
  const socket = sockets.at(-1);
  if (!socket) throw new Error('no socket was opened');
  return socket;
}

const HEARTBEAT = { invoke: 'Heartbeat' };

beforeEach(() => {
  vi.useFakeTimers();
  sockets = [];
  token = 'T1';
  statuses = [];
});

afterEach(() => {
  vi.useRealTimers();
});

describe('HubConnection', () => {
  it('opens the URL with the current token and sends a heartbeat every 5 s', () => {
    const hub = manager();
    hub.start();
    expect(sockets).toHaveLength(1);
    expect(last().url).toBe('ws://host/hub?access_token=T1');
    last().open();
    expect(hub.status).toBe('open');

    vi.advanceTimersByTime(4_999);
    expect(last().frames()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(last().frames()).toEqual([HEARTBEAT]);
    vi.advanceTimersByTime(15_000);
    expect(last().frames()).toEqual([HEARTBEAT, HEARTBEAT, HEARTBEAT, HEARTBEAT]);
  });

  it('does not connect without a session', () => {
    token = null;
    const hub = manager();
    hub.start();
    expect(sockets).toHaveLength(0);
    expect(hub.status).toBe('idle');
  });

  it('reconnects 5 s after a drop, with the token current at that time, and again after a failure', () => {
    const hub = manager();
    hub.start();
    last().open();
    vi.advanceTimersByTime(5_000);
    last().drop(1006);
    expect(hub.status).toBe('waiting');

    // No heartbeats while down.
    const first = last();
    vi.advanceTimersByTime(4_999);
    expect(sockets).toHaveLength(1);
    expect(first.frames()).toEqual([HEARTBEAT]);

    token = 'T2';
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    expect(last().url).toBe('ws://host/hub?access_token=T2');

    // The new attempt fails before opening: another one 5 s later.
    last().drop(1006);
    vi.advanceTimersByTime(5_000);
    expect(sockets).toHaveLength(3);
    last().open();
    expect(hub.status).toBe('open');
    vi.advanceTimersByTime(5_000);
    expect(last().frames()).toEqual([HEARTBEAT]);
  });

  it('retries when the socket cannot even be created', () => {
    let attempts = 0;
    const hub = manager({
      createSocket: (url) => {
        attempts += 1;
        if (attempts === 1) throw new Error('blocked');
        const socket = new FakeSocket(url);
        sockets.push(socket);
        return socket;
      },
    });
    hub.start();
    expect(hub.status).toBe('waiting');
    vi.advanceTimersByTime(5_000);
    expect(sockets).toHaveLength(1);
  });

  it('never reconnects after close code 4000 (forced offline)', () => {
    const onUnauthorized = vi.fn();
    const hub = manager({ onUnauthorized });
    hub.start();
    last().open();
    last().drop(HubCloseCode.FORCED_OFFLINE, 'ForceOffline');
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
    expect(hub.status).toBe('ended');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('never reconnects after a ForceOffline frame, whatever the close code', () => {
    const hub = manager();
    const seen: unknown[] = [];
    hub.on('ForceOffline', (data) => seen.push(data));
    hub.start();
    last().open();
    last().push('ForceOffline', { message: 'You have been signed out by an administrator' });
    last().drop(1006);
    vi.advanceTimersByTime(60_000);
    expect(seen).toEqual([{ message: 'You have been signed out by an administrator' }]);
    expect(sockets).toHaveLength(1);
    expect(hub.status).toBe('ended');
  });

  it('after 4401 renews the token once and tries again at once; a second 4401 gives up', async () => {
    const renewToken = vi.fn(async () => {
      token = 'T2';
      return true;
    });
    const onUnauthorized = vi.fn();
    const hub = manager({ renewToken, onUnauthorized });
    hub.start();
    last().open(); // the server accepts the upgrade, then refuses the token
    last().drop(HubCloseCode.UNAUTHORIZED, 'expired');
    await vi.advanceTimersByTimeAsync(0);
    expect(renewToken).toHaveBeenCalledTimes(1);
    expect(sockets).toHaveLength(2);
    expect(last().url).toBe('ws://host/hub?access_token=T2');

    last().open();
    last().drop(HubCloseCode.UNAUTHORIZED, 'session ended');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(renewToken).toHaveBeenCalledTimes(1);
    expect(onUnauthorized).toHaveBeenCalledWith('session ended');
    expect(sockets).toHaveLength(2);
    expect(hub.status).toBe('ended');
  });

  it('after 4401 gives up at once when the renewal fails', async () => {
    const onUnauthorized = vi.fn();
    const hub = manager({ renewToken: () => Promise.reject(new Error('401')), onUnauthorized });
    hub.start();
    last().drop(HubCloseCode.UNAUTHORIZED, 'refused');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(onUnauthorized).toHaveBeenCalledWith('refused');
    expect(sockets).toHaveLength(1);
  });

  it('a connection the server answered on may renew again after a later 4401', async () => {
    const renewToken = vi.fn(async () => true);
    const onUnauthorized = vi.fn();
    const hub = manager({ renewToken, onUnauthorized });
    hub.start();
    last().open();
    last().drop(HubCloseCode.UNAUTHORIZED);
    await vi.advanceTimersByTimeAsync(0);
    last().open();
    last().push('HeartbeatAck', { at: 'now' });
    last().drop(HubCloseCode.UNAUTHORIZED); // e.g. 30 minutes later, the token expired again
    await vi.advanceTimersByTimeAsync(0);
    expect(renewToken).toHaveBeenCalledTimes(2);
    expect(sockets).toHaveLength(3);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('stop() sends AbortSelf, closes, and cancels heartbeats and reconnects', () => {
    const hub = manager();
    hub.start();
    last().open();
    hub.stop();
    expect(last().frames()).toEqual([{ invoke: 'AbortSelf' }]);
    expect(last().closedWith).toBe(1000);
    expect(hub.status).toBe('idle');
    vi.advanceTimersByTime(60_000);
    expect(last().frames()).toEqual([{ invoke: 'AbortSelf' }]);
    expect(sockets).toHaveLength(1);

    // Stopped while waiting to reconnect: no attempt follows.
    hub.start();
    last().open();
    last().drop(1006);
    hub.stop();
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(2);
  });

  it('stop() during a renewal keeps it from reconnecting', async () => {
    let finish!: (value: boolean) => void;
    const hub = manager({ renewToken: () => new Promise<boolean>((resolve) => (finish = resolve)) });
    hub.start();
    last().drop(HubCloseCode.UNAUTHORIZED);
    hub.stop();
    finish(true);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sockets).toHaveLength(1);
  });

  it('start() on a running connection replaces the socket', () => {
    const hub = manager();
    hub.start();
    const first = last();
    first.open();
    token = 'T2';
    hub.start();
    expect(first.closedWith).toBe(1000);
    expect(sockets).toHaveLength(2);
    expect(last().url).toContain('T2');
    // The old socket's late events change nothing.
    first.onclose?.({ code: 1006, reason: '' });
    vi.advanceTimersByTime(5_000);
    expect(sockets).toHaveLength(2);
  });

  it('dispatches server events to their listeners, in order, and survives a failing listener', () => {
    const hub = manager();
    const received: [string, unknown][] = [];
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    hub.on('ReceiveNewMessage', () => {
      throw new Error('faulty');
    });
    const off = hub.on('ReceiveNewMessage', (data, event) => received.push([event, data]));
    hub.on('RefreshTable', (data, event) => received.push([event, data]));
    hub.start();
    last().open();
    last().push('ReceiveNewMessage', { title: 'A' });
    last().push('RefreshTable', null);
    last().onmessage?.({ data: 'not json' });
    last().onmessage?.({ data: JSON.stringify({ nothing: true }) });
    off();
    last().push('ReceiveNewMessage', { title: 'B' });
    expect(received).toEqual([
      ['ReceiveNewMessage', { title: 'A' }],
      ['RefreshTable', null],
    ]);
    expect(errors).toHaveBeenCalledTimes(2);
    errors.mockRestore();
  });

  it('reports its status changes', () => {
    const hub = manager();
    hub.start();
    last().open();
    last().drop(1006);
    vi.advanceTimersByTime(5_000);
    hub.stop();
    expect(statuses).toEqual(['connecting', 'open', 'waiting', 'connecting', 'idle']);
  });
});

describe('hubUrl', () => {
  it('follows the page scheme and encodes the token and language', () => {
    expect(hubUrl({ protocol: 'http:', host: 'localhost:8080' }, 'a.b+c', 'zh-CN')).toBe(
      'ws://localhost:8080/hub?access_token=a.b%2Bc&lang=zh-CN',
    );
    expect(hubUrl({ protocol: 'https:', host: 'mes.example.com' }, 't', 'en-US')).toBe(
      'wss://mes.example.com/hub?access_token=t&lang=en-US',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { ApiError } from '../../app/request';
import {
  classifyScanFailure,
  defaultBackoff,
  keyValueStore,
  mergeLegacyQueue,
  ownerOfToken,
  parseQueued,
  type QueuedScan,
  type ScanOwner,
  ScanQueue,
  type ScanQueueEvent,
  type ScanQueueStore,
} from './scan-queue';

const ALICE: ScanOwner = { tenantId: '7', userId: '101', name: 'Alice (alice)' };
const BOB: ScanOwner = { tenantId: '7', userId: '102', name: 'Bob (bob)' };

/** Who is signed in on this (fake) browser; the fake server reads it at each send, like the request client. */
class Session {
  constructor(public owner: ScanOwner | null = ALICE) {}
}

/** Storage that keeps the JSON text, like localStorage does. */
class TextStorage {
  text: string | null = null;
  writes = 0;
  store(): ScanQueueStore {
    return keyValueStore(
      () => this.text,
      (text) => {
        this.text = text;
        this.writes += 1;
      },
    );
  }
}

/** Timers the test fires by hand. */
class ManualTimers {
  pending: { run: () => void; ms: number }[] = [];
  set = (run: () => void, ms: number) => {
    const entry = { run, ms };
    this.pending.push(entry);
    return entry;
  };
  clear = (handle: unknown) => {
    this.pending = this.pending.filter((entry) => entry !== handle);
  };
  fireAll() {
    const due = this.pending;
    this.pending = [];
    for (const entry of due) entry.run();
  }
}

const networkDown = () => new ApiError({ code: 0, httpStatus: 0, message: 'network' });
const refusal = (message: string) => new ApiError({ code: 1001, httpStatus: 422, message });
const serverFault = () => new ApiError({ code: 500, httpStatus: 500, message: 'internal' });

interface Answer {
  clientScanId: string;
  serial: string;
  replayed: boolean;
  /** The user whose session sent it (the operator the server records). */
  operator: string | null;
}

/**
 * A fake server with idempotency like the real one: it remembers each accepted clientScanId and
 * answers a repeat with the stored answer (replayed). `script` decides per call what happens.
 */
class FakeServer {
  calls: Record<string, unknown>[] = [];
  /** `serial@user` of every call: which session each scan went under. */
  sentAs: string[] = [];
  accepted = new Map<string, Answer>();
  counted: string[] = [];
  script: ((body: Record<string, unknown>) => 'ok' | 'lostResponse' | Error | Promise<Error>)[] = [];
  constructor(private readonly session = new Session()) {}
  send = async (scan: QueuedScan): Promise<Answer> => {
    // Read before anything is awaited, as the request client reads the token.
    const operator = this.session.owner?.userId ?? null;
    this.calls.push(scan.body);
    this.sentAs.push(`${String(scan.body.serial)}@${operator}`);
    const step = await (this.script.shift()?.(scan.body) ?? 'ok');
    if (step instanceof Error) throw step;
    const id = String(scan.body.clientScanId);
    const before = this.accepted.get(id);
    if (before) return { ...before, replayed: true };
    const answer = { clientScanId: id, serial: String(scan.body.serial), replayed: false, operator };
    this.accepted.set(id, answer);
    this.counted.push(answer.serial);
    if (step === 'lostResponse') throw networkDown();
    return answer;
  };
}

let nextId = 0;
function scan(serial: string): Omit<QueuedScan, 'attempts' | 'lastError' | 'queuedAt' | 'owner'> {
  nextId += 1;
  const clientScanId = `00000000-0000-4000-8000-${String(nextId).padStart(12, '0')}`;
  return {
    clientScanId,
    kind: 'passing',
    stationId: '9',
    label: serial,
    body: { clientScanId, stationId: '9', scannedAt: '2026-01-01T08:00:00.000Z', serial },
  };
}

function setup(storage = new TextStorage(), session = new Session()) {
  const server = new FakeServer(session);
  const timers = new ManualTimers();
  const events: ScanQueueEvent<Answer>[] = [];
  let clock = 1_000;
  const queue = new ScanQueue<Answer>({
    store: storage.store(),
    owner: () => session.owner,
    send: (item) => server.send(item),
    classify: classifyScanFailure,
    setTimer: timers.set,
    clearTimer: timers.clear,
    now: () => clock,
  });
  queue.subscribe((event) => events.push(event));
  const tick = (ms: number) => {
    clock += ms;
  };
  return { queue, server, timers, events, storage, session, tick };
}

describe('ScanQueue', () => {
  it('sends scans one at a time in the order they were made', async () => {
    const { queue, server, events } = setup();
    let inFlight = 0;
    let maxInFlight = 0;
    const send = server.send;
    server.send = async (item) => {
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      await Promise.resolve();
      try {
        return await send(item);
      } finally {
        inFlight -= 1;
      }
    };
    queue.enqueue(scan('SN-1'));
    queue.enqueue(scan('SN-2'));
    queue.enqueue(scan('SN-3'));
    await queue.idle();
    await queue.idle();
    expect(server.calls.map((body) => body.serial)).toEqual(['SN-1', 'SN-2', 'SN-3']);
    expect(maxInFlight).toBe(1);
    expect(events.map((event) => event.type)).toEqual(['accepted', 'accepted', 'accepted']);
    expect(queue.getState().items).toHaveLength(0);
  });

  it('stores a scan before it is sent', async () => {
    const storage = new TextStorage();
    const { queue, server } = setup(storage);
    let storedWhenSent: string[] = [];
    const send = server.send;
    server.send = (item) => {
      storedWhenSent = parseQueued(storage.text).map((stored) => stored.clientScanId);
      return send(item);
    };
    const item = scan('SN-1');
    queue.enqueue(item);
    await queue.idle();
    expect(storedWhenSent).toEqual([item.clientScanId]);
    expect(parseQueued(storage.text)).toEqual([]);
  });

  it('keeps a scan that met a network error, in order, and retries it after a back-off', async () => {
    const { queue, server, timers, events } = setup();
    server.script = [() => networkDown()];
    queue.enqueue(scan('SN-1'));
    await queue.idle();
    queue.enqueue(scan('SN-2'));
    await queue.idle();
    // SN-1 failed, SN-2's arrival probed again (SN-1 again, now fine) and carried both.
    expect(server.calls.map((body) => body.serial)).toEqual(['SN-1', 'SN-1', 'SN-2']);
    expect(server.counted).toEqual(['SN-1', 'SN-2']);
    expect(events[0]).toMatchObject({ type: 'retrying', delayMs: 1_000, failure: { kind: 'network' } });
    expect(timers.pending).toHaveLength(0);

    server.script = [() => networkDown(), () => serverFault()];
    queue.enqueue(scan('SN-3'));
    await queue.idle();
    expect(queue.getState()).toMatchObject({ holdup: 'network', retryAt: 2_000 });
    expect(queue.getState().items.map((item) => item.label)).toEqual(['SN-3']);
    // What happened is kept, not the request client's text (that is in the language of the moment).
    expect(queue.getState().items[0]?.lastError).toEqual({ reason: 'network', httpStatus: 0 });
    timers.fireAll();
    await queue.idle();
    // A 5xx is kept as well, with a longer wait.
    expect(queue.getState()).toMatchObject({ holdup: 'server', retryAt: 3_000 });
    expect(queue.getState().items[0]).toMatchObject({ attempts: 2, lastError: { reason: 'server', httpStatus: 500 } });
    timers.fireAll();
    await queue.idle();
    expect(queue.getState()).toMatchObject({ items: [], holdup: null, retryAt: null });
    expect(server.counted).toEqual(['SN-1', 'SN-2', 'SN-3']);
  });

  it('drops a refused scan, reports it and goes on with the rest', async () => {
    const { queue, server, events } = setup();
    server.script = [() => 'ok', () => refusal('Scanning order error'), () => 'ok'];
    queue.enqueue(scan('SN-1'));
    queue.enqueue(scan('SN-2'));
    queue.enqueue(scan('SN-3'));
    await queue.idle();
    await queue.idle();
    expect(events.map((event) => event.type)).toEqual(['accepted', 'refused', 'accepted']);
    const refused = events[1];
    expect(refused?.type === 'refused' && refused.scan.label).toBe('SN-2');
    expect(refused?.type === 'refused' && refused.failure.message).toBe('Scanning order error');
    expect(server.counted).toEqual(['SN-1', 'SN-3']);
    expect(queue.getState().items).toHaveLength(0);
  });

  it('survives a reload: a new queue over the same storage sends what the old one kept', async () => {
    const storage = new TextStorage();
    const first = setup(storage);
    first.server.script = [() => networkDown()];
    first.queue.enqueue(scan('SN-1'));
    await first.queue.idle();
    first.queue.markOffline();
    first.server.script = [() => networkDown()];
    first.queue.enqueue(scan('SN-2'));
    await first.queue.idle();
    first.queue.dispose();
    const kept = parseQueued(storage.text);
    expect(kept.map((item) => item.label)).toEqual(['SN-1', 'SN-2']);
    expect(kept[0]?.attempts).toBe(2);

    const second = setup(storage);
    expect(second.queue.getState().items.map((item) => item.clientScanId)).toEqual(kept.map((i) => i.clientScanId));
    await second.queue.markOnline();
    expect(second.server.calls.map((body) => body.serial)).toEqual(['SN-1', 'SN-2']);
    expect(second.server.calls.map((body) => body.clientScanId)).toEqual(kept.map((item) => item.clientScanId));
    expect(parseQueued(storage.text)).toEqual([]);
  });

  it('a retry after a lost response sends the same clientScanId and counts once', async () => {
    const { queue, server, timers, events } = setup();
    server.script = [() => 'lostResponse'];
    const item = scan('SN-1');
    queue.enqueue(item);
    await queue.idle();
    expect(server.counted).toEqual(['SN-1']);
    expect(queue.getState().items).toHaveLength(1);
    timers.fireAll();
    await queue.idle();
    expect(server.calls.map((body) => body.clientScanId)).toEqual([item.clientScanId, item.clientScanId]);
    expect(server.counted).toEqual(['SN-1']);
    const last = events.at(-1);
    expect(last?.type === 'accepted' && last.outcome.replayed).toBe(true);
  });

  it('two tabs over one storage lose nothing: each change applies to what is stored now', async () => {
    const storage = new TextStorage();
    const tabA = setup(storage);
    const tabB = setup(storage);
    tabA.server.script = [() => networkDown()];
    tabA.queue.enqueue(scan('SN-A'));
    await tabA.queue.idle();
    tabB.server.script = [() => networkDown()];
    tabB.queue.enqueue(scan('SN-B'));
    await tabB.queue.idle();
    expect(parseQueued(storage.text).map((item) => item.label)).toEqual(['SN-A', 'SN-B']);
    tabA.queue.resync();
    expect(tabA.queue.getState().items.map((item) => item.label)).toEqual(['SN-A', 'SN-B']);
    await tabB.queue.flush();
    // Queuing SN-B tried the head (A's scan) once while down; then both went, in order, once each.
    expect(tabB.server.calls.map((body) => body.serial)).toEqual(['SN-A', 'SN-A', 'SN-B']);
    expect(tabB.server.counted).toEqual(['SN-A', 'SN-B']);
    expect(parseQueued(storage.text)).toEqual([]);
    await tabA.queue.flush();
    // Tab A sees the queue empty and sends nothing twice.
    expect(tabA.server.calls.map((body) => body.serial)).toEqual(['SN-A']);
  });

  it('shows the network as gone when the browser says so, and back when it returns', async () => {
    const { queue } = setup();
    queue.markOffline();
    expect(queue.getState().holdup).toBe('network');
    await queue.markOnline();
    expect(queue.getState().holdup).toBeNull();
  });
});

describe('ScanQueue with operators', () => {
  it('never sends a scan under another operator: A queues offline, B signs in, A comes back', async () => {
    const storage = new TextStorage();
    const session = new Session(ALICE);
    const { queue, server, tick } = setup(storage, session);
    queue.markOffline();
    server.script = [() => networkDown()];
    queue.enqueue(scan('SN-A1'));
    await queue.idle();
    tick(60_000);
    server.script = [() => networkDown()];
    queue.enqueue(scan('SN-A2'));
    await queue.idle();
    expect(server.counted).toEqual([]);

    // Alice leaves, Bob signs in on the same terminal and the network is back.
    session.owner = BOB;
    await queue.markOnline();
    await queue.flush();
    queue.enqueue(scan('SN-B1'));
    await queue.idle();
    expect(server.sentAs.filter((call) => call.endsWith('@102'))).toEqual(['SN-B1@102']);
    expect(server.counted).toEqual(['SN-B1']);
    const shownToBob = queue.getState();
    expect(shownToBob.items).toEqual([]);
    expect(shownToBob.others).toHaveLength(1);
    expect(shownToBob.others[0]?.owner).toEqual(ALICE);
    expect(shownToBob.others[0]?.items.map((item) => item.label)).toEqual(['SN-A1', 'SN-A2']);
    expect(shownToBob.others[0]?.since).toBe(1_000);
    expect(parseQueued(storage.text).map((item) => item.label)).toEqual(['SN-A1', 'SN-A2']);

    // Alice signs in again: her scans go, in order, under her session, each once.
    session.owner = ALICE;
    await queue.ownerChanged();
    // Two tries of SN-A1 offline (queuing SN-A2 probes the head first), then both once Alice is back.
    expect(server.sentAs.filter((call) => call.startsWith('SN-A'))).toEqual([
      'SN-A1@101',
      'SN-A1@101',
      'SN-A1@101',
      'SN-A2@101',
    ]);
    expect(server.counted).toEqual(['SN-B1', 'SN-A1', 'SN-A2']);
    expect([...server.accepted.values()].map((answer) => `${answer.serial}@${answer.operator}`)).toEqual([
      'SN-B1@102',
      'SN-A1@101',
      'SN-A2@101',
    ]);
    expect(queue.getState()).toMatchObject({ items: [], others: [], holdup: null });
  });

  it("another operator's stuck scans neither hold up nor slow down the signed-in one", async () => {
    const session = new Session(ALICE);
    const { queue, server, timers } = setup(new TextStorage(), session);
    server.script = [() => serverFault()];
    queue.enqueue(scan('SN-A1'));
    await queue.idle();
    expect(queue.getState()).toMatchObject({ holdup: 'server', retryAt: 2_000 });
    expect(timers.pending).toHaveLength(1);

    session.owner = BOB;
    await queue.ownerChanged();
    // Alice's back-off and failure are hers: Bob starts clean and his scans go at once.
    expect(queue.getState()).toMatchObject({ holdup: null, retryAt: null });
    expect(timers.pending).toHaveLength(0);
    queue.enqueue(scan('SN-B1'));
    queue.enqueue(scan('SN-B2'));
    await queue.idle();
    await queue.idle();
    expect(server.sentAs).toEqual(['SN-A1@101', 'SN-B1@102', 'SN-B2@102']);
    expect(queue.getState().others.map((backlog) => backlog.items.length)).toEqual([1]);
  });

  it("keeps Bob's business refusals and retries as they were, with Alice's scans waiting", async () => {
    const storage = new TextStorage();
    const session = new Session(ALICE);
    const { queue, server, timers, events } = setup(storage, session);
    queue.markOffline();
    server.script = [() => networkDown()];
    queue.enqueue(scan('SN-A1'));
    await queue.idle();

    session.owner = BOB;
    await queue.ownerChanged();
    server.script = [() => 'ok', () => refusal('Scanning order error'), () => networkDown()];
    queue.enqueue(scan('SN-B1'));
    queue.enqueue(scan('SN-B2'));
    queue.enqueue(scan('SN-B3'));
    await queue.idle();
    await queue.idle();
    expect(events.slice(1).map((event) => `${event.type}:${event.scan.label}`)).toEqual([
      'accepted:SN-B1',
      'refused:SN-B2',
      'retrying:SN-B3',
    ]);
    expect(queue.getState()).toMatchObject({ holdup: 'network', retryAt: 2_000 });
    expect(queue.getState().items.map((item) => item.label)).toEqual(['SN-B3']);
    timers.fireAll();
    await queue.idle();
    expect(server.counted).toEqual(['SN-B1', 'SN-B3']);
    expect(server.sentAs.some((call) => call === 'SN-A1@102')).toBe(false);
    expect(parseQueued(storage.text).map((item) => item.label)).toEqual(['SN-A1']);
  });

  it('a scan on the wire when its operator signs out waits for them, and holds nobody else up', async () => {
    const session = new Session(ALICE);
    const { queue, server, timers } = setup(new TextStorage(), session);
    let answer: (error: Error) => void = () => undefined;
    server.script = [
      () =>
        new Promise<Error>((resolve) => {
          answer = resolve;
        }),
    ];
    queue.enqueue(scan('SN-A1'));
    await Promise.resolve();
    session.owner = BOB;
    void queue.ownerChanged();
    // Alice's sign-out ended her session: her scan comes back refused as signed out.
    answer(new ApiError({ code: 401, httpStatus: 401, message: 'signed out' }));
    await queue.idle();
    expect(queue.getState()).toMatchObject({ holdup: null, retryAt: null, items: [] });
    expect(timers.pending).toHaveLength(0);
    expect(queue.getState().others[0]?.items[0]).toMatchObject({ label: 'SN-A1', attempts: 1 });

    session.owner = ALICE;
    await queue.ownerChanged();
    expect(server.sentAs).toEqual(['SN-A1@101', 'SN-A1@101']);
    expect(server.counted).toEqual(['SN-A1']);
  });

  it('another tab that signed someone else in is noticed on the next look at storage', async () => {
    const storage = new TextStorage();
    const session = new Session(ALICE);
    const { queue, server } = setup(storage, session);
    queue.markOffline();
    server.script = [() => networkDown()];
    queue.enqueue(scan('SN-A1'));
    await queue.idle();
    expect(queue.getState().items).toHaveLength(1);
    session.owner = BOB; // nobody told this queue
    queue.resync();
    expect(queue.getState().items).toEqual([]);
    expect(queue.getState().others[0]?.owner).toEqual(ALICE);
    await queue.flush();
    expect(server.sentAs).toEqual(['SN-A1@101']);
  });

  it('a scan made while nobody is signed in is sent by nobody until an operator takes it', async () => {
    const session = new Session(null);
    const { queue, server } = setup(new TextStorage(), session);
    queue.enqueue(scan('SN-X'));
    await queue.idle();
    expect(server.calls).toEqual([]);
    session.owner = BOB;
    await queue.ownerChanged();
    expect(server.calls).toEqual([]);
    expect(queue.getState().others).toMatchObject([{ owner: null }]);
    await queue.adoptUnrecorded();
    expect(server.sentAs).toEqual(['SN-X@102']);
  });

  it('groups waiting scans by operator, oldest backlog first, named as last seen', async () => {
    const storage = new TextStorage();
    const session = new Session(BOB);
    const { queue } = setup(storage, session);
    const later = { ...ALICE, name: 'Alice Li (alice)' };
    const stored: QueuedScan[] = [
      { ...scan('SN-B1'), owner: BOB, queuedAt: 100, attempts: 0, lastError: null },
      { ...scan('SN-A1'), owner: ALICE, queuedAt: 200, attempts: 0, lastError: null },
      { ...scan('SN-C1'), owner: { tenantId: '8', userId: '101' }, queuedAt: 50, attempts: 0, lastError: null },
      { ...scan('SN-A2'), owner: later, queuedAt: 300, attempts: 0, lastError: null },
    ];
    storage.store().save(stored);
    session.owner = { tenantId: '9', userId: '999' };
    await queue.ownerChanged();
    const { others, items } = queue.getState();
    expect(items).toEqual([]);
    // The same user id in another enterprise is another owner.
    expect(others.map((backlog) => [backlog.owner?.userId, backlog.owner?.tenantId, backlog.since])).toEqual([
      ['101', '8', 50],
      ['102', '7', 100],
      ['101', '7', 200],
    ]);
    expect(others[2]?.owner?.name).toBe('Alice Li (alice)');
    expect(others[2]?.items.map((item) => item.label)).toEqual(['SN-A1', 'SN-A2']);
  });
});

describe('the queue stored before scans named their operator', () => {
  /** A scan as the console stored it before: no owner. */
  const legacyScan = (serial: string, queuedAt: number) => ({
    ...scan(serial),
    queuedAt,
    attempts: 1,
    lastError: 'network',
  });

  it('is moved in front of the current queue as not recorded, without doubling a scan', () => {
    const a = legacyScan('SN-OLD1', 10);
    const b = legacyScan('SN-OLD2', 20);
    const mine: QueuedScan = { ...scan('SN-NEW'), owner: BOB, queuedAt: 30, attempts: 0, lastError: null };
    const merged = mergeLegacyQueue(JSON.stringify([a, b]), JSON.stringify([{ ...b, owner: null }, mine]));
    expect(parseQueued(merged).map((item) => [item.label, item.owner])).toEqual([
      ['SN-OLD1', null],
      ['SN-OLD2', null],
      ['SN-NEW', BOB],
    ]);
    expect(mergeLegacyQueue('[]', JSON.stringify([mine]))).toBeNull();
    expect(mergeLegacyQueue(null, null)).toBeNull();
    expect(parseQueued(mergeLegacyQueue(JSON.stringify([a]), null))).toMatchObject([{ label: 'SN-OLD1', owner: null }]);
  });

  it('is sent under nobody until the signed-in operator takes it, then in its order', async () => {
    const storage = new TextStorage();
    storage.text = mergeLegacyQueue(JSON.stringify([legacyScan('SN-OLD1', 10), legacyScan('SN-OLD2', 20)]), null);
    const session = new Session(BOB);
    const { queue, server } = setup(storage, session);
    queue.enqueue(scan('SN-B1'));
    await queue.idle();
    await queue.flush();
    expect(server.sentAs).toEqual(['SN-B1@102']);
    expect(queue.getState().others).toMatchObject([{ owner: null, since: 10 }]);
    expect(queue.getState().others[0]?.items.map((item) => item.label)).toEqual(['SN-OLD1', 'SN-OLD2']);

    await queue.adoptUnrecorded();
    expect(server.sentAs).toEqual(['SN-B1@102', 'SN-OLD1@102', 'SN-OLD2@102']);
    expect(queue.getState()).toMatchObject({ items: [], others: [] });
  });
});

describe('ownerOfToken', () => {
  const part = (value: object) =>
    btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  const jwt = (claims: object) => `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}.c2lnbmF0dXJl`;

  it('reads user and enterprise from an access token', () => {
    expect(ownerOfToken(jwt({ sub: '101', tid: '7', sid: '55', exp: 1 }))).toEqual({ tenantId: '7', userId: '101' });
    // base64url without padding, with characters that differ from base64
    expect(ownerOfToken(jwt({ sub: '1', tid: '2', x: '>>>???' }))).toEqual({ tenantId: '2', userId: '1' });
  });

  it('names nobody for anything else', () => {
    expect(ownerOfToken(null)).toBeNull();
    expect(ownerOfToken('')).toBeNull();
    expect(ownerOfToken('a.b.c')).toBeNull();
    expect(ownerOfToken(jwt({ sub: '101' }))).toBeNull();
    expect(ownerOfToken(jwt({ sub: 101, tid: '7' }))).toBeNull();
  });
});

describe('classifyScanFailure', () => {
  it.each([
    [{ code: 1001, httpStatus: 422 }, 'refused'],
    [{ code: 400, httpStatus: 400 }, 'refused'],
    [{ code: 400, httpStatus: 413 }, 'refused'],
    [{ code: 403, httpStatus: 403 }, 'refused'],
    [{ code: 404, httpStatus: 404 }, 'refused'],
    [{ code: 409, httpStatus: 409 }, 'refused'],
    [{ code: 0, httpStatus: 0 }, 'network'],
    [{ code: 500, httpStatus: 500 }, 'server'],
    [{ code: 502, httpStatus: 502 }, 'server'],
    [{ code: 401, httpStatus: 401 }, 'server'],
    [{ code: 429, httpStatus: 429 }, 'server'],
  ])('%o → %s', (facts, kind) => {
    expect(classifyScanFailure(new ApiError({ ...facts, message: 'x' })).kind).toBe(kind);
  });

  it('hands on what a refusal adds under its message', () => {
    const details = [{ key: 'production.refusal.completed', params: { serial: 'SN1', order: 'WO1' }, message: 'done' }];
    const refused = new ApiError({ code: 1001, httpStatus: 422, message: 'Scanning order error', details });
    expect(classifyScanFailure(refused)).toMatchObject({ kind: 'refused', message: 'Scanning order error', details });
  });

  it('keeps the scan when what was thrown is no answer at all', () => {
    expect(classifyScanFailure(new TypeError('Failed to fetch')).kind).toBe('network');
  });

  it('tells a timeout from a lost network', () => {
    const timedOut = new ApiError({ code: 0, httpStatus: 0, message: 'x', timedOut: true });
    expect(classifyScanFailure(timedOut)).toMatchObject({ kind: 'network', timedOut: true });
    expect(classifyScanFailure(networkDown())).toMatchObject({ kind: 'network', timedOut: false });
  });
});

describe('storage', () => {
  it('reads back what it wrote and skips what is not a scan', () => {
    const storage = new TextStorage();
    const store = storage.store();
    const item: QueuedScan = {
      ...scan('SN-1'),
      owner: ALICE,
      queuedAt: 5,
      attempts: 1,
      lastError: { reason: 'timeout', httpStatus: 0 },
    };
    store.save([item]);
    expect(store.load()).toEqual([item]);
    expect(parseQueued('not json')).toEqual([]);
    expect(parseQueued('{"a":1}')).toEqual([]);
    expect(parseQueued(JSON.stringify([item, { clientScanId: 1 }]))).toEqual([item]);
  });

  it('reads the text an older console stored as the last failure, and drops what it cannot read', () => {
    const stored = (lastError: unknown) => JSON.stringify([{ ...scan('SN-1'), owner: ALICE, attempts: 1, lastError }]);
    const lastErrorOf = (lastError: unknown) => parseQueued(stored(lastError))[0]?.lastError;
    expect(lastErrorOf('The network has been disconnected, please check')).toEqual({
      reason: 'earlier',
      text: 'The network has been disconnected, please check',
    });
    expect(lastErrorOf({ reason: 'server', httpStatus: 503 })).toEqual({ reason: 'server', httpStatus: 503 });
    expect(lastErrorOf({ reason: 'gremlins' })).toBeNull();
    expect(lastErrorOf('')).toBeNull();
    expect(lastErrorOf(null)).toBeNull();
  });

  it('backs off 1, 2, 4 … seconds up to 30', () => {
    expect([1, 2, 3, 4, 5, 6, 10].map(defaultBackoff)).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000]);
  });
});

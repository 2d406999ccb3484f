import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../app/request';
import {
  classifyScanFailure,
  defaultBackoff,
  keyValueStore,
  parseQueued,
  type QueuedScan,
  ScanQueue,
  type ScanQueueEvent,
  type ScanQueueStore,
} from './scan-queue';

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
}

/**
 * A fake server with idempotency like the real one: it remembers each accepted clientScanId and
 * answers a repeat with the stored answer (replayed). `script` decides per call what happens.
 */
class FakeServer {
  calls: Record<string, unknown>[] = [];
  accepted = new Map<string, Answer>();
  counted: string[] = [];
  script: ((body: Record<string, unknown>) => 'ok' | 'lostResponse' | Error)[] = [];
  send = async (scan: QueuedScan): Promise<Answer> => {
    this.calls.push(scan.body);
    const step = this.script.shift()?.(scan.body) ?? 'ok';
    if (step instanceof Error) throw step;
    const id = String(scan.body.clientScanId);
    const before = this.accepted.get(id);
    if (before) return { ...before, replayed: true };
    const answer = { clientScanId: id, serial: String(scan.body.serial), replayed: false };
    this.accepted.set(id, answer);
    this.counted.push(answer.serial);
    if (step === 'lostResponse') throw networkDown();
    return answer;
  };
}

let nextId = 0;
function scan(serial: string): Omit<QueuedScan, 'attempts' | 'lastError' | 'queuedAt'> {
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

function setup(storage = new TextStorage()) {
  const server = new FakeServer();
  const timers = new ManualTimers();
  const events: ScanQueueEvent<Answer>[] = [];
  const queue = new ScanQueue<Answer>({
    store: storage.store(),
    send: (item) => server.send(item),
    classify: classifyScanFailure,
    setTimer: timers.set,
    clearTimer: timers.clear,
    now: () => 1_000,
  });
  queue.subscribe((event) => events.push(event));
  return { queue, server, timers, events, storage };
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
    timers.fireAll();
    await queue.idle();
    // A 5xx is kept as well, with a longer wait.
    expect(queue.getState()).toMatchObject({ holdup: 'server', retryAt: 3_000 });
    expect(queue.getState().items[0]).toMatchObject({ attempts: 2, lastError: 'internal' });
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

  it('keeps the scan when what was thrown is no answer at all', () => {
    expect(classifyScanFailure(new TypeError('Failed to fetch')).kind).toBe('network');
  });
});

describe('storage', () => {
  it('reads back what it wrote and skips what is not a scan', () => {
    const storage = new TextStorage();
    const store = storage.store();
    const item: QueuedScan = { ...scan('SN-1'), queuedAt: 5, attempts: 1, lastError: 'network' };
    store.save([item]);
    expect(store.load()).toEqual([item]);
    expect(parseQueued('not json')).toEqual([]);
    expect(parseQueued('{"a":1}')).toEqual([]);
    expect(parseQueued(JSON.stringify([item, { clientScanId: 1 }]))).toEqual([item]);
  });

  it('backs off 1, 2, 4 … seconds up to 30', () => {
    expect([1, 2, 3, 4, 5, 6, 10].map(defaultBackoff)).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000]);
  });
});

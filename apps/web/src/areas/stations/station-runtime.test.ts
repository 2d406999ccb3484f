import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * The station runtime as the console runs it: real session, storage and request client, a fake
 * `fetch`. Each test loads fresh modules (the queue, the session and the in-memory storage are
 * module state).
 */

const part = (value: object) => btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
/** An access token shaped like the server's (HS256 JWT: `sub` user, `tid` enterprise). */
const accessToken = (userId: string, tenantId = '7') =>
  `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub: userId, tid: tenantId, sid: `s${userId}` })}.c2ln`;
const ALICE = accessToken('101');
const BOB = accessToken('102');

interface Call {
  token: string | null;
  serial: string;
}

let calls: Call[] = [];
let offline = false;

async function fakeFetch(_url: string, init: RequestInit): Promise<Response> {
  const token = new Headers(init.headers).get('Authorization')?.replace('Bearer ', '') ?? null;
  const body = JSON.parse(String(init.body)) as { serial: string };
  calls.push({ token, serial: body.serial });
  if (offline) throw new TypeError('Failed to fetch');
  const data = { action: 'pass', message: 'OK', replayed: false };
  return new Response(JSON.stringify({ success: true, code: 200, message: 'OK', data }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });
}

async function loadConsole() {
  const session = await import('../../app/session');
  const storage = await import('../../app/storage');
  const runtime = await import('./station-runtime');
  const scanAs = async (serial: string) => {
    runtime.submitScan({ kind: 'passing', stationId: '9', label: serial, body: { serial } });
    await runtime.stationQueue().idle();
  };
  const signInAs = async (token: string) => {
    session.signOut({ navigate: false });
    session.signIn({ token, refreshToken: `7.s.${token.length}` });
    await runtime.stationQueue().idle();
  };
  return { session, storage, runtime, scanAs, signInAs };
}

const sentWith = (token: string) => calls.filter((call) => call.token === token).map((call) => call.serial);

beforeEach(() => {
  vi.resetModules();
  vi.useFakeTimers();
  vi.stubGlobal('fetch', fakeFetch);
  calls = [];
  offline = false;
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

// Each test loads the console's modules afresh (locales included), which takes seconds on a busy machine.
describe('station runtime', { timeout: 60_000 }, () => {
  it("sends Alice's offline scans under Alice only, never under Bob who signed in after her", async () => {
    const { runtime, scanAs, signInAs } = await loadConsole();
    await signInAs(ALICE);
    offline = true;
    await scanAs('SN-A1');
    await scanAs('SN-A2');
    expect(
      runtime
        .stationQueue()
        .getState()
        .items.map((item) => item.label),
    ).toEqual(['SN-A1', 'SN-A2']);

    await signInAs(BOB);
    offline = false;
    await vi.runOnlyPendingTimersAsync();
    await runtime.stationQueue().flush();
    await scanAs('SN-B1');
    expect(sentWith(BOB)).toEqual(['SN-B1']);
    const { items, others } = runtime.stationQueue().getState();
    expect(items).toEqual([]);
    expect(others.map((backlog) => [backlog.owner?.userId, backlog.items.map((item) => item.label)])).toEqual([
      ['101', ['SN-A1', 'SN-A2']],
    ]);

    await signInAs(ALICE);
    expect(sentWith(ALICE).slice(-2)).toEqual(['SN-A1', 'SN-A2']);
    expect(sentWith(BOB)).toEqual(['SN-B1']);
    expect(runtime.stationQueue().getState()).toMatchObject({ items: [], others: [] });
  });

  it('moves a queue stored under the old key aside: sent by nobody until the operator takes it', async () => {
    // Stored by the console before this change (same module instance as the runtime's below).
    const storage = await import('../../app/storage');
    storage.writeLocal(
      'station:scan-queue',
      JSON.stringify([
        {
          clientScanId: '00000000-0000-4000-8000-000000000001',
          kind: 'passing',
          stationId: '9',
          label: 'SN-OLD',
          body: { clientScanId: '00000000-0000-4000-8000-000000000001', stationId: '9', serial: 'SN-OLD' },
          queuedAt: 5,
          attempts: 2,
          lastError: 'network',
        },
      ]),
    );
    const { runtime, signInAs, scanAs } = await loadConsole();
    await signInAs(BOB);
    await scanAs('SN-B1');
    await runtime.stationQueue().flush();
    expect(calls.map((call) => call.serial)).toEqual(['SN-B1']);
    expect(storage.readLocal('station:scan-queue')).toBeNull();
    expect(runtime.stationQueue().getState().others).toMatchObject([{ owner: null, since: 5 }]);

    await runtime.adoptUnrecordedScans();
    expect(sentWith(BOB)).toEqual(['SN-B1', 'SN-OLD']);
    expect(runtime.stationQueue().getState().others).toEqual([]);
  });
});

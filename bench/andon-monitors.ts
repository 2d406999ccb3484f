// The clients of bench/andon.ts, in a process of their own so they do not share the server's event
// loop: BENCH_SOCKETS hub sockets (`GET /hub?access_token=…`, spread over the tokens of
// BENCH_TOKENS) stay open like monitors on the floor, while BENCH_CALLS times, one after the other:
//  - a call is raised (`POST /api/andon_call/trigger`, BENCH_TRIGGER's item and workstation) and
//    every socket's `AndonUpdate` of that call is timed from the request's start; the call is then
//    cancelled, and its update awaited on every socket, so the next call starts clean;
//  - the baseline: a notice to all users is published (`POST /api/sysNotice/publish`, the notice
//    BENCH_NOTICE_ID) and every socket's `ReceiveMessage` of it is timed the same way; then it is
//    withdrawn for the next round.
// Prints one JSON line: the latencies (ms) of both, one per socket and round.
import type { HubServerFrame } from '@takt/contracts';
import WebSocket from 'ws';

const baseUrl = process.env.BENCH_BASE_URL ?? 'http://127.0.0.1:3000';
const tokens = JSON.parse(process.env.BENCH_TOKENS ?? '[]') as string[];
const sockets = Number(process.env.BENCH_SOCKETS ?? 200);
const calls = Number(process.env.BENCH_CALLS ?? 100);
const trigger = JSON.parse(process.env.BENCH_TRIGGER ?? '{}') as { itemId: string; stationId: string };
const noticeId = process.env.BENCH_NOTICE_ID ?? '';
const requester = tokens[0]!;
/** A frame not seen on every socket this long after its request fails the run (a lost update). */
const WAIT_MS = 20_000;

/** Wall-clock ms with sub-ms precision, comparable with the request's start. */
const now = () => performance.timeOrigin + performance.now();

interface Seen {
  /** When each socket first saw the awaited frame (by socket index). */
  at: Map<number, number>;
  done: () => void;
}

/** Frames awaited, by a key of event and subject (`AndonUpdate:<call id>:<state>`, `ReceiveMessage:<id>`). */
const awaited = new Map<string, Seen>();
/** Frames that came before anyone awaited them (an update may beat the HTTP answer). */
const early = new Map<string, Map<number, number>>();

function keyOf(frame: HubServerFrame): string | null {
  const data = frame.data as Record<string, unknown> | null;
  if (frame.event === 'AndonUpdate') {
    const call = (data?.call ?? {}) as { id?: string; state?: string };
    return `AndonUpdate:${call.id}:${call.state}`;
  }
  if (frame.event === 'ReceiveMessage') return `ReceiveMessage:${String(data?.id)}`;
  return null;
}

function onFrame(index: number, raw: WebSocket.RawData): void {
  const at = now();
  const key = keyOf(JSON.parse(raw.toString()) as HubServerFrame);
  if (!key) return;
  const seen = awaited.get(key);
  const times = seen?.at ?? early.get(key) ?? new Map<number, number>();
  if (!times.has(index)) times.set(index, at);
  if (seen) {
    if (times.size === sockets) seen.done();
  } else early.set(key, times);
}

/** Resolves with each socket's arrival time of the frame `key` once all have it. */
function everySocket(key: string): Promise<number[]> {
  return new Promise((resolve, reject) => {
    const at = early.get(key) ?? new Map<number, number>();
    early.delete(key);
    const timer = setTimeout(
      () => reject(new Error(`${key}: ${at.size} of ${sockets} sockets had it after ${WAIT_MS} ms`)),
      WAIT_MS,
    );
    const done = () => {
      clearTimeout(timer);
      awaited.delete(key);
      resolve([...at.values()]);
    };
    awaited.set(key, { at, done });
    if (at.size === sockets) done();
  });
}

async function post<T>(path: string, body: unknown): Promise<T> {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${requester}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const envelope = (await response.json()) as { success: boolean; data: T };
  if (!envelope.success) throw new Error(`POST ${path} → ${response.status} ${JSON.stringify(envelope)}`);
  return envelope.data;
}

function open(index: number): Promise<WebSocket> {
  const url = new URL('/hub', baseUrl.replace(/^http/, 'ws'));
  url.searchParams.set('access_token', tokens[index % tokens.length]!);
  const socket = new WebSocket(url);
  socket.on('message', (raw) => onFrame(index, raw));
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve(socket));
    socket.once('close', (code, reason) => reject(new Error(`socket ${index} closed: ${code} ${reason}`)));
  });
}

const opened = await Promise.all(Array.from({ length: sockets }, (_, index) => open(index)));
const andon: number[] = [];
const baseline: number[] = [];
for (let round = 0; round < calls; round++) {
  let started = now();
  const call = await post<{ id: string }>('/andon_call/trigger', trigger);
  for (const at of await everySocket(`AndonUpdate:${call.id}:calling`)) andon.push(at - started);
  const cancelled = everySocket(`AndonUpdate:${call.id}:ended`);
  await post('/andon_call/cancel', { id: call.id });
  await cancelled;

  started = now();
  await post('/sysNotice/publish', { id: noticeId });
  for (const at of await everySocket(`ReceiveMessage:${noticeId}`)) baseline.push(at - started);
  await post('/sysNotice/withdraw', { id: noticeId });
}
for (const socket of opened) socket.terminate();
process.stdout.write(`${JSON.stringify({ andon, baseline })}\n`);

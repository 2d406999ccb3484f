import {
  andonGatewayApi,
  counterGatewayApi,
  DEVICE_HEARTBEAT_SECONDS,
  type Gateway,
  PAGE_SIZE_MAX,
  type PageResult,
} from '@takt/contracts';
import type { MqttClient } from 'mqtt';
import type { ConsoleApi, SimulatorContext, SimulatorPart } from './simulator.js';

/** The simulated boxes' firmware, as their heartbeats report it. */
const FIRMWARE = 'sim-1.0';
/** Per counter channel per interval: pieces off the line (a stopped channel counts none for a while). */
const PIECES_MAX = 3;
/** With faults: the chance per interval that a counter channel stops, and that an andon button is pressed. */
const STOP_CHANCE = 0.01;
const STOP_INTERVALS = 30;
const PRESS_CHANCE = 0.02;
/** An andon call is cancelled after this many intervals. */
const CALL_INTERVALS = 20;
/** The demo enterprise's andon items are bound to buttons 1-4 (andon set-up seed). */
const BUTTONS = 4;

const random = (below: number) => Math.floor(Math.random() * below);

async function gatewaysOf(api: ConsoleApi, path: string): Promise<Gateway[]> {
  const all: Gateway[] = [];
  for (let pageNo = 1; ; pageNo++) {
    const page = await api.get<PageResult<Gateway>>(`${path}?pageNo=${pageNo}&pageSize=${PAGE_SIZE_MAX}`);
    all.push(...page.rows);
    if (all.length >= page.totalRows || page.rows.length === 0) return all;
  }
}

interface Box {
  gateway: Gateway;
  client: MqttClient;
  /** Counter channels' remaining stopped intervals; andon channels' open calls (intervals left, button). */
  stopped: Map<number, number>;
  calls: Map<number, { left: number; button: number }>;
}

/** One interval of a counter box: counts per channel (faults stop a channel now and then). */
function counts(box: Box, faults: boolean) {
  return Array.from({ length: box.gateway.channels }, (_, n) => {
    const channel = n + 1;
    const left = box.stopped.get(channel) ?? 0;
    if (left > 0) {
      box.stopped.set(channel, left - 1);
      return { channel, count: 0 };
    }
    if (faults && Math.random() < STOP_CHANCE) box.stopped.set(channel, STOP_INTERVALS);
    return { channel, count: random(PIECES_MAX + 1) };
  });
}

/** One interval of an andon box: open calls run down and are cancelled; with faults a button is pressed now and then. */
function andonEvents(box: Box, faults: boolean) {
  const events: { channel: number; button: number; action: 'press' | 'cancel' }[] = [];
  for (const [channel, call] of box.calls) {
    if (--call.left > 0) continue;
    box.calls.delete(channel);
    events.push({ channel, button: call.button, action: 'cancel' });
  }
  if (faults && box.gateway.channels > 0 && Math.random() < PRESS_CHANCE) {
    const channel = random(box.gateway.channels) + 1;
    if (!box.calls.has(channel)) {
      const button = random(BUTTONS) + 1;
      box.calls.set(channel, { left: CALL_INTERVALS, button });
      events.push({ channel, button, action: 'press' });
    }
  }
  return events;
}

/**
 * Gateways: every andon and counter gateway of the enterprise connects with its token, sends a
 * heartbeat every DEVICE_HEARTBEAT_SECONDS, counts pieces per channel every interval (counter) and,
 * with faults, presses an andon button now and then and cancels it later (andon).
 */
export const gatewaysPart: SimulatorPart = {
  name: 'gateways',
  async start(ctx: SimulatorContext) {
    const boxes: Box[] = [];
    for (const path of [andonGatewayApi.page.path, counterGatewayApi.page.path]) {
      for (const gateway of await gatewaysOf(ctx.api, path)) {
        const client = await ctx.connect(gateway.code, gateway.token);
        boxes.push({ gateway, client, stopped: new Map(), calls: new Map() });
      }
    }
    ctx.log(`gateways: ${boxes.length} andon and counter gateways connected`);
    const send = (box: Box, kind: string, payload: unknown) =>
      ctx.publish(box.client, box.gateway.code, kind, payload).catch((error: unknown) => {
        if (!ctx.signal.aborted) ctx.log(`gateways: ${box.gateway.code} ${kind} not sent: ${String(error)}`);
      });
    const heartbeat = () =>
      Promise.all(
        boxes.map((box) => send(box, 'heartbeat', { firmware: FIRMWARE, uptime: Math.round(process.uptime()) })),
      );
    const tick = () =>
      Promise.all(
        boxes.flatMap((box) => {
          if (box.gateway.type === 'counter' && box.gateway.channels > 0)
            return [send(box, 'counter', { counts: counts(box, ctx.faults) })];
          return andonEvents(box, ctx.faults).map((event) => send(box, 'andon', event));
        }),
      );
    await heartbeat();
    const timers = [
      setInterval(() => void heartbeat(), DEVICE_HEARTBEAT_SECONDS * 1000),
      setInterval(() => void tick(), ctx.intervalSeconds * 1000),
    ];
    return async () => {
      for (const timer of timers) clearInterval(timer);
    };
  },
};

import { type IotDevice, type IotDriver, type JsonPathSegment, parseJsonPath } from '@takt/contracts';
import type { MqttClient } from 'mqtt';
import type { SimulatorPart } from './simulator.js';

type MappingRow = IotDriver['mapping'][number];

/** Where a reading of a metric with this name sits and how much it wanders (a power meter, a spindle…). */
function baseline(metric: string): { centre: number; spread: number } {
  const name = metric.toLowerCase();
  if (name.includes('volt')) return { centre: 230, spread: 2 };
  if (name.includes('curr') || name === 'i') return { centre: 12, spread: 2.5 };
  if (name.includes('temp')) return { centre: 40, spread: 3 };
  if (name.includes('press')) return { centre: 6, spread: 0.3 };
  if (name.includes('speed') || name.includes('rpm')) return { centre: 12_000, spread: 400 };
  return { centre: 50, spread: 5 };
}

/** Puts `value` at `segments` in `target`, making the objects and arrays on the way. */
function place(target: Record<string, unknown>, segments: JsonPathSegment[], value: unknown): void {
  let node: Record<string | number, unknown> = target;
  segments.forEach((segment, index) => {
    if (index === segments.length - 1) {
      node[segment] = value;
      return;
    }
    const next = segments[index + 1];
    node[segment] ??= typeof next === 'number' ? [] : {};
    node = node[segment] as Record<string | number, unknown>;
  });
}

/**
 * A device's next telemetry in its driver's shape: each mapped reading wanders around its
 * baseline and is written back through the row's scale and offset (a meter sending tenths sends
 * 412 for 41.2 °C). With faults, a temperature now and then runs hot.
 */
function telemetry(mapping: MappingRow[], state: Map<string, number>, faults: boolean): Record<string, unknown> {
  const payload: Record<string, unknown> = {};
  for (const row of mapping) {
    const parsed = parseJsonPath(row.path);
    if (!parsed.ok || parsed.segments.length === 0) continue;
    const { centre, spread } = baseline(row.metric);
    const previous = state.get(row.metric) ?? centre;
    let value = previous + (Math.random() - 0.5) * spread * 0.4 + (centre - previous) * 0.1;
    if (faults && row.metric.toLowerCase().includes('temp') && Math.random() < 0.02) value = centre * 1.8;
    state.set(row.metric, value);
    const raw = (value - row.offset) / row.scale;
    place(payload, parsed.segments, Number(raw.toFixed(row.scale < 1 ? 0 : 2)));
  }
  return payload;
}

/** `iot`: every enabled IoT device publishes telemetry in its driver's shape, at the runner's pace. */
export const iotPart: SimulatorPart = {
  name: 'iot',
  async start(ctx) {
    const page = await ctx.api.get<{ rows: IotDevice[] }>('/iot_device/page?enabled=true&pageSize=100');
    const drivers = new Map<string, IotDriver>();
    const running: { device: IotDevice; client: MqttClient; state: Map<string, number> }[] = [];
    for (const device of page.rows) {
      if (!drivers.has(device.driverId))
        drivers.set(device.driverId, await ctx.api.get<IotDriver>(`/iot_driver/detail?id=${device.driverId}`));
      running.push({ device, client: await ctx.connect(device.code, device.token), state: new Map() });
    }
    ctx.log(`iot: ${running.length} devices`);
    const tick = async () => {
      for (const { device, client, state } of running) {
        const mapping = drivers.get(device.driverId)?.mapping ?? [];
        await ctx.publish(client, device.code, 'telemetry', telemetry(mapping, state, ctx.faults));
      }
    };
    const timer = setInterval(() => {
      tick().catch((error: unknown) => ctx.log(`iot: ${String(error)}`));
    }, ctx.intervalSeconds * 1000);
    // The runner closes the connections.
    return async () => clearInterval(timer);
  },
};

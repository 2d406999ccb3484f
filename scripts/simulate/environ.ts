import type { EnvironDevice, EnvironLimits, EnvironValueConfig, PageResult } from '@takt/contracts';
import type { SimulatorContext, SimulatorPart } from './simulator.js';

/** One sensor's room: a slow random walk around its own mid-point, and a hot spell when one is running. */
interface Room {
  code: string;
  temperature: number;
  humidity: number;
  /** Samples left in the current hot spell (0: none). */
  hotFor: number;
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));
const round = (value: number) => Math.round(value * 10) / 10;

/** Drifts a room one step: 22–26 °C and 40–60 %RH, pulled back to the middle; a hot spell climbs past the upper limit. */
function step(room: Room, limits: EnvironLimits): void {
  if (room.hotFor > 0) {
    room.hotFor--;
    room.temperature = Math.min(room.temperature + 0.6, limits.temperatureUpper + 3);
    room.humidity = clamp(room.humidity - 0.5, 20, 60);
    return;
  }
  room.temperature = clamp(room.temperature + (Math.random() - 0.5) * 0.3 + (24 - room.temperature) * 0.05, 22, 26);
  room.humidity = clamp(room.humidity + (Math.random() - 0.5) * 1 + (50 - room.humidity) * 0.05, 40, 60);
}

/**
 * `environ`: every temperature and humidity sensor of the enterprise (tokens read through the
 * console's API) publishes a sample each interval. With faults, now and then one room has a hot
 * spell that crosses its upper limit for longer than the alarm delay; `--fault hot` starts one in
 * every room at once and keeps it going.
 */
export const environPart: SimulatorPart = {
  name: 'environ',
  async start(ctx: SimulatorContext & { fault?: string }) {
    const page = await ctx.api.get<PageResult<EnvironDevice>>('/environ_device/page?pageSize=500');
    const config = await ctx.api.get<EnvironValueConfig>('/environ_value_config/list');
    const limitsOf = new Map(config.devices.map((device) => [device.deviceId, device.own ?? config.defaults]));
    const sensors = page.rows.filter((device) => device.enabled);
    // A spell long enough to outlast the delay of its limits.
    const spellSamples = (limits: EnvironLimits) => Math.ceil((limits.delaySeconds + 60) / ctx.intervalSeconds) + 10;
    const running = await Promise.all(
      sensors.map(async (device) => {
        const client = await ctx.connect(device.code, device.token);
        const limits = limitsOf.get(device.id) ?? config.defaults;
        const room: Room = {
          code: device.code,
          temperature: 23 + Math.random() * 2,
          humidity: 45 + Math.random() * 10,
          hotFor: ctx.fault === 'hot' ? Number.POSITIVE_INFINITY : 0,
        };
        const timer = setInterval(() => {
          if (ctx.faults && room.hotFor === 0 && Math.random() < 0.002) {
            room.hotFor = spellSamples(limits);
            ctx.log(`environ: hot spell in ${room.code}`);
          }
          step(room, limits);
          ctx
            .publish(client, device.code, 'environ', {
              at: new Date().toISOString(),
              temperature: round(room.temperature),
              humidity: round(room.humidity),
            })
            .catch((error: unknown) => ctx.log(`environ: ${device.code} not sent (${String(error)})`));
        }, ctx.intervalSeconds * 1000);
        return timer;
      }),
    );
    ctx.log(`environ: ${sensors.length} sensors publishing`);
    return async () => {
      for (const timer of running) clearInterval(timer);
    };
  },
};

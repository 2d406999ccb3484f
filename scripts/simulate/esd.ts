import type { EsdMessage } from '@takt/contracts';
import type { SimulatorContext, SimulatorPart } from './simulator.js';

/** What the simulator reads of the gateways API (`/gateway/esd/page`, `/gateway/esd/channels`). */
interface EsdGateway {
  id: string;
  code: string;
  token: string;
  channels: number;
}
interface GatewayChannels {
  channels: { channel: number; stationId: string | null }[];
}

type Sample = EsdMessage['samples'][number];
/** A fault a channel shows for a while: a broken strap, a lifted ground, a strap gone dry, the operator away. */
type Fault = 'strap' | 'ground' | 'dry' | 'away';
const FAULTS: readonly Fault[] = ['strap', 'ground', 'dry', 'away'];
/** Per channel and sample, the chance a fault starts (with `faults`), and how many samples it lasts. */
const FAULT_CHANCE = 0.004;
const FAULT_SAMPLES = { min: 5, max: 20 };

interface ChannelState {
  channel: number;
  /** The strap's own resistance, MΩ: a worn strap reads 1-10 MΩ and wanders a little. */
  resistance: number;
  /** The ioniser's balance, V: near zero, drifting within ±30. */
  voltage: number;
  fault: Fault | null;
  faultLeft: number;
  /** Kept for good (`--fault strap-break`). */
  stuck: boolean;
}

const between = (min: number, max: number) => min + Math.random() * (max - min);
const round = (value: number, decimals: number) => Number(value.toFixed(decimals));
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The next sample of a channel, moving its state one step. */
function nextSample(state: ChannelState, faults: boolean): Sample {
  state.resistance = clamp(state.resistance + between(-0.3, 0.3), 1, 10);
  state.voltage = clamp(state.voltage * 0.9 + between(-4, 4), -30, 30);
  if (!state.stuck) {
    if (state.fault && --state.faultLeft <= 0) state.fault = null;
    if (!state.fault && faults && Math.random() < FAULT_CHANCE) {
      state.fault = FAULTS[Math.floor(Math.random() * FAULTS.length)] ?? 'strap';
      state.faultLeft = Math.round(between(FAULT_SAMPLES.min, FAULT_SAMPLES.max));
    }
  }
  const sample: Sample = {
    channel: state.channel,
    resistance: round(state.resistance, 2),
    voltage: round(state.voltage, 1),
    strap: 'connected',
    ground: 'connected',
    present: true,
  };
  switch (state.fault) {
    case 'strap':
      return { ...sample, resistance: undefined, strap: 'disconnected' };
    case 'ground':
      return { ...sample, ground: 'disconnected' };
    case 'dry':
      return { ...sample, resistance: round(between(60, 200), 1) };
    case 'away':
      return { ...sample, resistance: undefined, strap: 'disconnected', present: false };
    default:
      return sample;
  }
}

/** The channels to sample: those with a workstation, else all of the gateway's. */
async function channelsOf(ctx: SimulatorContext, gateway: EsdGateway): Promise<number[]> {
  const { channels } = await ctx.api.get<GatewayChannels>(`/gateway/esd/channels?id=${gateway.id}`);
  const allotted = channels.filter((channel) => channel.stationId !== null).map((channel) => channel.channel);
  if (allotted.length > 0) return allotted;
  return Array.from({ length: gateway.channels }, (_, index) => index + 1);
}

/**
 * ESD gateways of the enterprise: each publishes an `esd` sample per channel every interval
 * (wrist strap 1-10 MΩ, ion balance within ±30 V, strap, ground and operator present). With
 * `faults`, now and then a channel breaks its strap, lifts its ground, reads a dry strap (too
 * high) or its operator walks away. `--fault strap-break` breaks the first channel's strap at
 * once and keeps it broken.
 */
export const esdPart: SimulatorPart = {
  name: 'esd',
  async start(ctx) {
    const fault = (ctx as SimulatorContext & { fault?: string }).fault;
    const page = await ctx.api.get<{ rows: EsdGateway[] }>('/gateway/esd/page?pageNo=1&pageSize=500');
    const timers: NodeJS.Timeout[] = [];
    let first = true;
    for (const gateway of page.rows) {
      const channels = await channelsOf(ctx, gateway);
      if (channels.length === 0) continue;
      const states: ChannelState[] = channels.map((channel) => ({
        channel,
        resistance: between(2, 8),
        voltage: between(-8, 8),
        fault: null,
        faultLeft: 0,
        stuck: false,
      }));
      if (fault === 'strap-break' && first && states[0]) Object.assign(states[0], { fault: 'strap', stuck: true });
      first = false;
      const client = await ctx.connect(gateway.code, gateway.token);
      const tick = async () => {
        if (ctx.signal.aborted) return;
        const message: EsdMessage = {
          at: new Date().toISOString(),
          samples: states.map((state) => nextSample(state, ctx.faults)),
        };
        await ctx
          .publish(client, gateway.code, 'esd', message)
          .catch((error: unknown) => ctx.log(`esd ${gateway.code}: ${String(error)}`));
      };
      await tick();
      timers.push(setInterval(() => void tick(), ctx.intervalSeconds * 1000));
      ctx.log(`esd: ${gateway.code} publishes ${channels.length} channels`);
    }
    return async () => {
      for (const timer of timers) clearInterval(timer);
    };
  },
};

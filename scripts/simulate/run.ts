// npm run simulate -- [--base http://localhost:8080] [--account admin] [--password …]
//   [--parts esd,environ,gateways,iot] [--interval 2] [--no-faults] [--fault <name>] [--seconds N]
// Publishes the demo factory's device traffic through the server's broker (README, "Devices").
import { parseArgs } from 'node:util';
import { DEVICE_COMMAND_KIND, deviceTopic, deviceUsername } from '@takt/contracts';
import mqtt, { type MqttClient } from 'mqtt';
import { SIMULATOR_PARTS } from './parts.js';
import type { ConsoleApi, SimulatorContext } from './simulator.js';

export interface SimulatorOptions {
  base: string;
  account: string;
  password: string;
  parts?: string[];
  intervalSeconds?: number;
  faults?: boolean;
  /** A named fault the parts inject at once and keep (e.g. `strap-break`); parts ignore names they do not know. */
  fault?: string;
  /** An external broker's URL instead of the embedded broker's port on the console's host. */
  mqttUrl?: string;
  log?: (line: string) => void;
}

interface Envelope<T> {
  success: boolean;
  message: string;
  data: T;
}

async function consoleApi(options: SimulatorOptions): Promise<ConsoleApi> {
  const call = async <T>(method: string, path: string, body: unknown, token?: string): Promise<T> => {
    const response = await fetch(`${options.base}/api${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const envelope = (await response.json()) as Envelope<T>;
    if (!envelope.success) throw new Error(`${method} ${path}: ${envelope.message}`);
    return envelope.data;
  };
  const login = await call<{ token: string }>('POST', '/login', {
    account: options.account,
    password: options.password,
  });
  return {
    get: (path) => call('GET', path, undefined, login.token),
    post: (path, body) => call('POST', path, body ?? {}, login.token),
    put: (path, body) => call('PUT', path, body ?? {}, login.token),
  };
}

/** Starts the simulator; answers a function that stops every part and closes its connections. */
export async function startSimulator(options: SimulatorOptions): Promise<() => Promise<void>> {
  const log = options.log ?? ((line: string) => console.log(line));
  const api = await consoleApi(options);
  const bus = await api.get<{ mode: string; tenantCode: string; port: number | null }>('/devices/bus');
  if (!options.mqttUrl && bus.port === null)
    throw new Error('the server uses an external broker (MQTT_URL): give its address with --mqtt-url');
  const host = new URL(options.base).hostname;
  const url = options.mqttUrl || `mqtt://${host}:${bus.port}`;
  const abort = new AbortController();
  const clients: MqttClient[] = [];
  const ctx: SimulatorContext & { fault?: string } = {
    api,
    tenantCode: bus.tenantCode,
    faults: options.faults ?? true,
    fault: options.fault,
    intervalSeconds: options.intervalSeconds ?? 2,
    signal: abort.signal,
    log,
    async connect(clientCode, token) {
      const client = await mqtt.connectAsync(url, {
        username: deviceUsername(bus.tenantCode, clientCode),
        password: token,
        clientId: `sim-${bus.tenantCode}-${clientCode}`.slice(0, 64),
        reconnectPeriod: 2000,
        will: {
          topic: deviceTopic(bus.tenantCode, clientCode, 'status'),
          payload: Buffer.from(JSON.stringify({ online: false })),
          qos: 1,
          retain: true,
        },
      });
      clients.push(client);
      await client.subscribeAsync(deviceTopic(bus.tenantCode, clientCode, DEVICE_COMMAND_KIND), { qos: 1 });
      await client.publishAsync(deviceTopic(bus.tenantCode, clientCode, 'status'), JSON.stringify({ online: true }), {
        qos: 1,
        retain: true,
      });
      return client;
    },
    async publish(client, clientCode, kind, payload) {
      await client.publishAsync(deviceTopic(bus.tenantCode, clientCode, kind as 'esd'), JSON.stringify(payload), {
        qos: 1,
      });
    },
  };
  const known = SIMULATOR_PARTS.map((part) => part.name);
  const wanted = options.parts ?? known;
  const unknown = wanted.filter((name) => !known.includes(name));
  if (unknown.length > 0)
    throw new Error(`no simulator part ${unknown.join(', ')} (there are: ${known.join(', ') || 'none yet'})`);
  if (wanted.length === 0) log('simulator: no parts to start');
  const stops: (() => Promise<void>)[] = [];
  for (const part of SIMULATOR_PARTS.filter((candidate) => wanted.includes(candidate.name))) {
    stops.push(await part.start(ctx));
    log(`simulator: ${part.name} started`);
  }
  return async () => {
    abort.abort();
    for (const stop of stops) await stop().catch(() => {});
    await Promise.all(clients.map((client) => client.endAsync(true).catch(() => {})));
  };
}

const USAGE = `npm run simulate -- [options]   (README, "Devices: the MQTT bus")
  --base <url>        the console (default TAKT_URL or http://localhost:8080)
  --account <name>    the enterprise administrator to sign in as (default admin)
  --password <text>   their password (default SEED_PASSWORD)
  --parts <a,b>       the parts to run (default all: ${SIMULATOR_PARTS.map((part) => part.name).join(', ') || 'none yet'})
  --interval <s>      seconds between samples (default 2)
  --no-faults         no injected faults
  --fault <name>      inject one named fault at once and keep it
  --seconds <n>       stop after n seconds (default: at Ctrl-C)
  --mqtt-url <url>    an external broker (default MQTT_URL; required when the server uses one)
  --help              this text`;

/** A positive number of seconds from an option, or an error naming it. */
function seconds(name: string, value: string): number {
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed <= 0) throw new Error(`--${name} must be a positive number of seconds`);
  return parsed;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      help: { type: 'boolean', default: false },
      base: { type: 'string', default: process.env.TAKT_URL ?? 'http://localhost:8080' },
      account: { type: 'string', default: 'admin' },
      password: { type: 'string', default: process.env.SEED_PASSWORD },
      parts: { type: 'string' },
      interval: { type: 'string', default: '2' },
      'no-faults': { type: 'boolean', default: false },
      fault: { type: 'string' },
      seconds: { type: 'string' },
      'mqtt-url': { type: 'string', default: process.env.MQTT_URL },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  if (!values.password) throw new Error('--password (or SEED_PASSWORD) is required');
  const stop = await startSimulator({
    base: values.base,
    account: values.account,
    password: values.password,
    parts: values.parts?.split(',').map((part) => part.trim()),
    intervalSeconds: seconds('interval', values.interval),
    faults: !values['no-faults'],
    fault: values.fault,
    mqttUrl: values['mqtt-url'],
  });
  const finish = async () => {
    await stop();
    process.exit(0);
  };
  process.on('SIGINT', finish);
  process.on('SIGTERM', finish);
  if (values.seconds) setTimeout(finish, seconds('seconds', values.seconds) * 1000);
  else console.log('simulator: running, Ctrl-C stops it');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    if (error instanceof TypeError && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS'))
      console.error(USAGE);
    process.exit(1);
  });
}

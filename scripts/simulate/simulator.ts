import type { MqttClient } from 'mqtt';

/**
 * `npm run simulate`: parts per area publish realistic messages for the demo factory through the
 * real broker (README, "Devices"). The runner (run.ts) signs in to the console as the enterprise
 * administrator, reads the broker from `GET /api/devices/bus`, and starts every part.
 */
export interface ConsoleApi {
  /** `GET /api<path>` (query in the path); answers the envelope's `data`, throws on a failure. */
  get<T = unknown>(path: string): Promise<T>;
  post<T = unknown>(path: string, body?: unknown): Promise<T>;
  put<T = unknown>(path: string, body?: unknown): Promise<T>;
}

export interface SimulatorContext {
  api: ConsoleApi;
  /** The enterprise's code (the second level of its topics). */
  tenantCode: string;
  /** Connects as one client (`<enterprise code>/<client code>`, its token as password), with a last will. */
  connect(clientCode: string, token: string): Promise<MqttClient>;
  /** Publishes a JSON message at QoS 1 on `takt/<enterprise>/<client>/<kind>` and waits for the acknowledgement. */
  publish(client: MqttClient, clientCode: string, kind: string, payload: unknown): Promise<void>;
  /** Inject faults now and then (a broken wrist strap, a hot room, a stopped counter). */
  faults: boolean;
  /** Seconds between samples (each part may keep its own pace around it). */
  intervalSeconds: number;
  signal: AbortSignal;
  log(line: string): void;
}

/** One area's devices: starts publishing and answers a function that stops it. */
export interface SimulatorPart {
  name: string;
  start(ctx: SimulatorContext): Promise<() => Promise<void>>;
}

// The load of bench/devices.ts, in a process of its own so it does not share the server's event
// loop: connects the publishers of BENCH_PUBLISHERS (JSON: topic, user name, password) to
// BENCH_MQTT_URL and offers BENCH_RATE readings/s for BENCH_SECONDS as ESD messages of
// BENCH_SAMPLES samples each (an ESD gateway's channels), QoS 1, spread over the publishers.
// Each message's `at` is its send time (the baseline's subscriber measures its latency from it).
// Prints one JSON line: offered and acknowledged readings, first send, last acknowledgement and
// the acknowledgement latencies' p50 and p99 (ms).
import mqtt from 'mqtt';

interface Publisher {
  topic: string;
  username?: string;
  password?: string;
}

const url = process.env.BENCH_MQTT_URL ?? 'mqtt://127.0.0.1:1883';
const publishers = JSON.parse(process.env.BENCH_PUBLISHERS ?? '[]') as Publisher[];
const rate = Number(process.env.BENCH_RATE ?? 1000);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const samples = Number(process.env.BENCH_SAMPLES ?? 16);
/** How long the acknowledgements of the last messages are waited for. */
const DRAIN_MS = 60_000;
const TICK_MS = 5;

function percentile(sorted: number[], p: number): number | null {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

function payload(index: number, sent: number): string {
  return JSON.stringify({
    at: new Date(sent).toISOString(),
    samples: Array.from({ length: samples }, (_, channel) => ({
      channel: channel + 1,
      resistance: ((index + channel) % 100) / 10,
    })),
  });
}

const clients = await Promise.all(
  publishers.map((publisher) =>
    mqtt.connectAsync(url, {
      username: publisher.username,
      password: publisher.password,
      reconnectPeriod: 0,
      clean: true,
    }),
  ),
);

const messagesPerSecond = rate / samples;
const latencies: number[] = [];
const pending: Promise<void>[] = [];
let offered = 0;
let lastAck = 0;
const start = Date.now();
await new Promise<void>((resolve) => {
  const timer = setInterval(() => {
    const elapsed = Date.now() - start;
    if (elapsed >= seconds * 1000) {
      clearInterval(timer);
      resolve();
      return;
    }
    const due = Math.floor((elapsed / 1000) * messagesPerSecond) - offered;
    for (let n = 0; n < due; n++) {
      const index = offered++;
      const which = index % clients.length;
      const sent = Date.now();
      pending.push(
        clients[which]!.publishAsync(publishers[which]!.topic, payload(index, sent), { qos: 1 }).then(() => {
          lastAck = Date.now();
          latencies.push(lastAck - sent);
        }),
      );
    }
  }, TICK_MS);
});
await Promise.race([Promise.allSettled(pending), new Promise((resolve) => setTimeout(resolve, DRAIN_MS).unref())]);
latencies.sort((a, b) => a - b);
console.log(
  JSON.stringify({
    offered: offered * samples,
    acknowledged: latencies.length * samples,
    firstSend: start,
    lastAck,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
  }),
);
await Promise.all(clients.map((client) => client.endAsync(true)));

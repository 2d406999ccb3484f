import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

/** A Redis server the tests may publish on (`redis://127.0.0.1:6379` in CI); tests needing one skip without it. */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL;

/** Channel prefix of its own for one test run, so runs sharing a Redis do not hear each other. */
export function uniqueChannelPrefix(): string {
  return `takt-test-${randomBytes(6).toString('hex')}`;
}

/** Whether `redis-server` can be run here (for tests that stop and start their own). */
export const hasRedisServer = spawnSync('redis-server', ['--version'], { stdio: 'ignore' }).status === 0;

/** A port nothing listens on (just now). */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface ThrowawayRedis {
  url: string;
  /** Kills it at once (SIGKILL), as a crash or a cut network would look to its clients. */
  kill(): Promise<void>;
}

/** `redis-server` on `port`, keeping nothing on disk; resolves once it accepts connections. */
export async function startThrowawayRedis(port: number): Promise<ThrowawayRedis> {
  const child: ChildProcess = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (let attempt = 0; ; attempt++) {
    if (await accepts(port)) break;
    if (attempt > 100 || child.exitCode !== null) {
      child.kill('SIGKILL');
      throw new Error(`redis-server on port ${port} did not start`);
    }
    await sleep(50);
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

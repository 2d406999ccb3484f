import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { TEST_PASSWORD } from './databases.js';
import type { ApiResponse } from './test-server.js';

const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const LISTENING = /Server listening at http:\/\/127\.0\.0\.1:(\d+)/;

export interface ServerProcess {
  name: string;
  baseUrl: string;
  pid: number;
  /** Everything the process wrote so far, for failure messages. */
  output(): string;
  call<T = unknown>(
    method: string,
    path: string,
    options?: { token?: string; body?: unknown; language?: string },
  ): Promise<ApiResponse<T>>;
  login(account: string, password?: string): Promise<{ token: string; refreshToken: string }>;
  /** Sends the signal (SIGKILL by default: no graceful shutdown) and waits for the exit. */
  kill(signal?: NodeJS.Signals): Promise<void>;
}

export interface ServerProcessOptions {
  name: string;
  dataDir: string;
  databaseUrl?: string;
  timeoutMs?: number;
}

/** Runs `apps/server/src/main.ts` as its own process on an ephemeral port, as `npm start` would. */
export async function startServerProcess(options: ServerProcessOptions): Promise<ServerProcess> {
  const { name, timeoutMs = 30_000 } = options;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: options.dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    SEED_PASSWORD: TEST_PASSWORD,
    LOG_LEVEL: 'info',
    WEB_DIST: '/nonexistent',
  };
  delete env.DATABASE_URL;
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;

  const child = spawn(process.execPath, ['--conditions=takt-source', '--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const describe = () => `server process ${name} (pid ${child.pid}) output:\n${output.slice(-4000)}`;

  let port: number;
  try {
    port = await waitForPort(child, () => output, timeoutMs, describe);
  } catch (error) {
    child.kill('SIGKILL');
    await exited;
    throw error;
  }
  const baseUrl = `http://127.0.0.1:${port}`;

  const call: ServerProcess['call'] = async (method, path, opts = {}) => {
    const headers: Record<string, string> = { 'accept-language': opts.language ?? 'en-US' };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    if (opts.body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers,
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
    });
    const text = await response.text();
    return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : null };
  };

  return {
    name,
    baseUrl,
    pid: child.pid!,
    output: () => output,
    call,
    async login(account, password = TEST_PASSWORD) {
      const response = await call<{ token: string; refreshToken: string }>('POST', '/api/login', {
        body: { account, password },
      });
      if (response.status !== 200)
        throw new Error(`login ${account} on ${name} failed: ${JSON.stringify(response.body)}`);
      return response.body.data;
    },
    async kill(signal = 'SIGKILL') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}

function waitForPort(
  child: ChildProcess,
  output: () => string,
  timeoutMs: number,
  describe: () => string,
): Promise<number> {
  return new Promise((resolve, reject) => {
    const check = () => {
      const match = LISTENING.exec(output());
      if (match) finish(() => resolve(Number(match[1])));
    };
    const onExit = (code: number | null, signal: string | null) =>
      finish(() => reject(new Error(`exited (code ${code}, signal ${signal}) before listening; ${describe()}`)));
    const timer = setTimeout(
      () => finish(() => reject(new Error(`not listening after ${timeoutMs} ms; ${describe()}`))),
      timeoutMs,
    );
    const finish = (settle: () => void) => {
      clearTimeout(timer);
      child.stdout?.off('data', check);
      child.off('exit', onExit);
      settle();
    };
    child.stdout?.on('data', check);
    child.once('exit', onExit);
    check();
  });
}

import { TEST_PASSWORD } from './databases.js';
import { spawnServer } from './spawned-server.js';
import type { ApiResponse } from './test-server.js';

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
  /** More environment for the process (e.g. REDIS_URL). */
  env?: NodeJS.ProcessEnv;
  timeoutMs?: number;
}

/** Runs `apps/server/src/main.ts` as its own process on an ephemeral port, as `npm start` would. */
export async function startServerProcess(options: ServerProcessOptions): Promise<ServerProcess> {
  const { name, timeoutMs = 30_000 } = options;
  const spawned = spawnServer(options.dataDir, {
    ...options.env,
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
  });
  const { child, exited } = spawned;
  let port: number;
  try {
    port = await spawned.listening(timeoutMs);
  } catch (error) {
    child.kill('SIGKILL');
    await exited;
    throw new Error(`server process ${name}: ${(error as Error).message}`);
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
    output: spawned.output,
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

/**
 * Processes A and B on one database (PostgreSQL: the embedded one belongs to one process), with
 * the same DATA_DIR and so the same token signing key. Whichever started is pushed to `into`, so
 * the caller's afterAll kills it even when the other failed.
 */
export async function startServerPair(
  database: { dataDir: string; databaseUrl?: string },
  into: ServerProcess[],
  env?: NodeJS.ProcessEnv,
): Promise<void> {
  const options = { dataDir: database.dataDir, databaseUrl: database.databaseUrl, env };
  const started = await Promise.allSettled([
    startServerProcess({ name: 'A', ...options }),
    startServerProcess({ name: 'B', ...options }),
  ]);
  for (const result of started) if (result.status === 'fulfilled') into.push(result.value);
  for (const result of started) if (result.status === 'rejected') throw result.reason;
}

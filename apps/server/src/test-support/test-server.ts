import { inject } from 'vitest';
import { createServer, type Server, type ServerOverrides } from '../app.js';
import { loadConfig } from '../platform/config.js';
import { createTestDatabase, TEST_PASSWORD, type TestDatabase, type TestDatabaseKind } from './databases.js';

export interface ApiResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: { success: boolean; code: number; message: string; data: T; requestId?: string };
}

export interface TestServer {
  kind: TestDatabaseKind;
  baseUrl: string;
  server: Server;
  database: TestDatabase;
  /** Real HTTP to the listening server. */
  call<T = unknown>(
    method: string,
    path: string,
    options?: {
      token?: string;
      refreshToken?: string;
      body?: unknown;
      rawBody?: string;
      language?: string;
      headers?: Record<string, string>;
    },
  ): Promise<ApiResponse<T>>;
  login(account: string, password?: string): Promise<{ token: string; refreshToken: string }>;
  close(): Promise<void>;
}

export interface TestServerOptions {
  env?: Record<string, string>;
  /** Runs before listen, e.g. to add a route for a test. */
  beforeListen?: (server: Server) => void | Promise<void>;
  /** Replacements passed to createServer (e.g. a code sender that records codes). */
  overrides?: ServerOverrides;
}

/** A server (not listening yet) on a test database: a test's own, or the one a test server ran on (a restart). */
export function serverOn(
  database: TestDatabase,
  options: Omit<TestServerOptions, 'beforeListen'> = {},
): Promise<Server> {
  return createServer(
    loadConfig({
      DATA_DIR: database.dataDir,
      ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
      SEED_PASSWORD: TEST_PASSWORD,
      LOG_LEVEL: 'silent',
      PORT: '0',
      MQTT_PORT: '0',
      WEB_DIST: '/nonexistent',
      ...options.env,
    }),
    options.overrides,
  );
}

/** A real server on an ephemeral port, on its own copy of the seeded template database. */
export async function startTestServer(kind: TestDatabaseKind, options: TestServerOptions = {}): Promise<TestServer> {
  const database = await createTestDatabase(kind, {
    pgliteDir: inject('pgliteTemplate'),
    postgresName: inject('postgresTemplate'),
  });
  const server = await serverOn(database, options);
  await options.beforeListen?.(server);
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const address = server.app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const baseUrl = `http://127.0.0.1:${port}`;

  const call: TestServer['call'] = async (method, path, opts = {}) => {
    const headers: Record<string, string> = { 'accept-language': opts.language ?? 'en-US', ...opts.headers };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    if (opts.refreshToken) headers['x-authorization'] = `Bearer ${opts.refreshToken}`;
    let body: string | undefined;
    if (opts.rawBody !== undefined) body = opts.rawBody;
    else if (opts.body !== undefined) body = JSON.stringify(opts.body);
    if (body !== undefined) headers['content-type'] ??= 'application/json';
    const response = await fetch(`${baseUrl}${path}`, { method, headers, body });
    const text = await response.text();
    return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : null };
  };

  return {
    kind,
    baseUrl,
    server,
    database,
    call,
    async login(account, password = TEST_PASSWORD) {
      const response = await call<{ token: string; refreshToken: string }>('POST', '/api/login', {
        body: { account, password },
      });
      if (response.status !== 200) throw new Error(`login ${account} failed: ${JSON.stringify(response.body)}`);
      return response.body.data;
    },
    async close() {
      await server.close();
      await database.drop();
    },
  };
}

import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request a scheduled task made, with the engine's stamp headers. */
export interface ReceivedCall {
  path: string;
  method: string;
  taskId: string | undefined;
  runId: string | undefined;
  due: string | undefined;
  contentType: string | undefined;
  headers: IncomingMessage['headers'];
  body: string;
}

export interface HttpReceiver {
  /** `http://127.0.0.1:<port>` */
  url: string;
  calls: ReceivedCall[];
  /** Resolves once `count` calls matching `filter` arrived (rejects when the test's own timeout ends it). */
  waitFor(count: number, filter?: (call: ReceivedCall) => boolean): Promise<ReceivedCall[]>;
  close(): Promise<void>;
}

/**
 * A plain HTTP server for scheduled tasks to call, on an ephemeral port: `/fail` answers 500 with
 * a long body, `/slow` never answers (until closed), anything else 200 `ok`.
 */
export async function startHttpReceiver(): Promise<HttpReceiver> {
  const calls: ReceivedCall[] = [];
  const waiters = new Set<() => void>();
  const open = new Set<ServerResponse>();
  const server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      body += chunk;
    });
    request.on('end', () => {
      const path = (request.url ?? '/').split('?')[0]!;
      calls.push({
        path,
        method: request.method ?? '',
        taskId: request.headers['x-takt-task'] as string | undefined,
        runId: request.headers['x-takt-run'] as string | undefined,
        due: request.headers['x-takt-due'] as string | undefined,
        contentType: request.headers['content-type'],
        headers: request.headers,
        body,
      });
      for (const waiter of waiters) waiter();
      if (path === '/slow') {
        open.add(response);
        return;
      }
      if (path === '/fail') {
        response.writeHead(500, { 'content-type': 'text/plain' }).end('E'.repeat(5000));
        return;
      }
      response.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    waitFor(count, filter = () => true) {
      return new Promise((resolve) => {
        const check = () => {
          const matching = calls.filter(filter);
          if (matching.length >= count) {
            waiters.delete(check);
            resolve(matching);
          }
        };
        waiters.add(check);
        check();
      });
    },
    async close() {
      for (const response of open) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request the local webhook server received, byte for byte. */
export interface ReceivedPost {
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface Answer {
  status: number;
  body: string;
}

/**
 * A local HTTP server standing in for a robot's platform: records every request and answers
 * from `answer` (a function of the request's number), or holds the answer until `release()`.
 */
export interface WebhookServer {
  url: string;
  received: ReceivedPost[];
  /** Resolves when the n-th request (1-based) has arrived. */
  arrived(n: number): Promise<ReceivedPost>;
  /** Answers held requests (when `hold` is set). */
  release(): void;
  close(): Promise<void>;
}

export async function startWebhookServer(
  answer: (n: number, post: ReceivedPost) => Answer = () => ({ status: 200, body: '{"errcode":0,"errmsg":"ok"}' }),
  options: { hold?: boolean } = {},
): Promise<WebhookServer> {
  const received: ReceivedPost[] = [];
  const waiters: { n: number; resolve: (post: ReceivedPost) => void }[] = [];
  const held: (() => void)[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const post = { url: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks).toString('utf8') };
      received.push(post);
      const n = received.length;
      for (const waiter of waiters.filter((w) => w.n <= n)) waiter.resolve(received[waiter.n - 1]!);
      const send = () => {
        const { status, body } = answer(n, post);
        response.writeHead(status, { 'content-type': 'application/json' }).end(body);
      };
      if (options.hold) held.push(send);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    arrived(n) {
      const post = received[n - 1];
      if (post) return Promise.resolve(post);
      return new Promise((resolve) => waiters.push({ n, resolve }));
    },
    release() {
      options.hold = false;
      for (const send of held.splice(0)) send();
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

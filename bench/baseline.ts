// The baseline: a bare Fastify server with one GET handler returning a fixed object,
// serialized by Fastify as any handler's return value would be; with `bytes`, the same JSON
// encoded once at start and sent as a Buffer (the ceiling: no work per request at all).
// Usage: node --import tsx bench/baseline.ts <port> <path> <json-body-file> [bytes]
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const [port, route, bodyFile, mode] = process.argv.slice(2);
if (!port || !route || !bodyFile) throw new Error('usage: baseline.ts <port> <path> <json-body-file>');

// The same fastify the server uses: resolved from the server's workspace.
const requireFromServer = createRequire(path.resolve('apps/server/package.json'));
const { default: Fastify } = await import(pathToFileURL(requireFromServer.resolve('fastify')).href);

const body: unknown = JSON.parse(readFileSync(bodyFile, 'utf8'));
const app = Fastify({ logger: false });
const bytes = Buffer.from(JSON.stringify(body));
app.get(route, async (_request: unknown, reply: { type(value: string): { send(value: Buffer): unknown } }) =>
  mode === 'bytes' ? reply.type('application/json; charset=utf-8').send(bytes) : body,
);
await app.listen({ port: Number(port), host: '127.0.0.1' });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));

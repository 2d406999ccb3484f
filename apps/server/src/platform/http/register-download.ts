import type { Readable } from 'node:stream';
import type { RouteDef } from '@takt/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AuthContext } from '../auth/auth-context.js';
import type { RouteGuards } from './register-route.js';
import { guardedRoute, requireSession } from './session-guard.js';

export interface FileAnswer {
  data: Buffer | string | Readable;
  fileName: string;
  contentType: string;
  /** Known length of a stream (buffers and strings carry their own). */
  size?: number;
}

type Infer<T> = T extends z.ZodType ? z.output<T> : undefined;
type QueryOf<D> = D extends RouteDef<infer Q, z.ZodType | undefined, z.ZodType> ? Infer<Q> : never;
type BodyOf<D> = D extends RouteDef<z.ZodType | undefined, infer B, z.ZodType> ? Infer<B> : never;

export interface DownloadInput<D extends RouteDef> {
  auth: AuthContext;
  query: QueryOf<D>;
  body: BodyOf<D>;
  request: FastifyRequest;
}

/** `Content-Disposition` for a file name in any script: an ASCII fallback plus the RFC 5987 form. */
export function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** `users-20261123T101500.xlsx`: export files named by what and when (UTC). */
export function stampedName(base: string, extension: string, now = new Date()): string {
  return `${base}-${now.toISOString().slice(0, 19).replace(/[-:]/g, '')}.${extension}`;
}

/**
 * Registers a contract route that answers a file (`response: fileResponseSchema`) instead of an
 * envelope; failures are envelopes as usual. Its schemas validate the input; token, session and
 * permission are checked as for every route (`session-guard`) before `build` runs; the file goes
 * out with `no-store` and `nosniff`.
 */
export function registerDownload<D extends RouteDef>(
  app: FastifyInstance,
  guards: RouteGuards,
  def: D,
  build: (input: DownloadInput<D>) => Promise<FileAnswer>,
): void {
  if (typeof def.access !== 'object') throw new Error(`download ${def.path} must name a permission`);
  const { permission } = def.access;
  app.route({
    method: def.method,
    url: `/api${def.path}`,
    schema: {
      summary: def.summary,
      tags: [def.tag],
      ...(def.query ? { querystring: def.query } : {}),
      ...(def.body ? { body: def.body } : {}),
      security: [{ bearer: [] }],
      description: `Permission: \`${permission}\``,
    },
    ...guardedRoute(guards),
    handler: async (request, reply) => {
      const auth = await requireSession(guards, request, reply, permission);
      const file = await build({
        auth,
        query: request.query as QueryOf<D>,
        body: request.body as BodyOf<D>,
        request,
      });
      reply
        .header('content-type', file.contentType)
        .header('content-disposition', attachment(file.fileName))
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff');
      if (file.size !== undefined) reply.header('content-length', String(file.size));
      return reply.send(file.data);
    },
  });
}

import { FILE_DOWNLOAD_PATH, FILE_TOKEN_QUERY, fileIdParamsSchema } from '@takt/contracts';
import type { FastifyInstance } from 'fastify';
import type { RouteGuards } from '../../platform/http/register-route.js';
import { guardedRoute, requireSession } from '../../platform/http/session-guard.js';
import type { FileService } from './file.service.js';

/**
 * `GET /api/files/:id`: streams one of the caller's enterprise's files with its content type.
 * Not an envelope route: the body is the file (failures are envelopes as usual).
 */
export function registerFileRoutes(app: FastifyInstance, guards: RouteGuards, service: FileService): void {
  const options = { queryToken: FILE_TOKEN_QUERY };
  app.route({
    method: 'GET',
    url: `/api${FILE_DOWNLOAD_PATH}`,
    schema: {
      summary: `A stored file of your enterprise (the access token may also come as ?${FILE_TOKEN_QUERY}=)`,
      tags: ['files'],
      params: fileIdParamsSchema,
      security: [{ bearer: [] }],
    },
    ...guardedRoute(guards, options),
    handler: async (request, reply) => {
      const auth = await requireSession(guards, request, reply, undefined, options);
      const { id } = request.params as { id: string };
      const { file, stream, size } = await service.open(auth.tenantId, id);
      return reply
        .header('content-type', file.contentType)
        .header('content-length', String(size))
        .header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(file.name)}`)
        .header('cache-control', 'private, max-age=3600')
        .header('x-content-type-options', 'nosniff')
        .send(stream);
    },
  });
}

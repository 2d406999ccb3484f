import {
  envelopeSchema,
  type RouteDef,
  USER_PICTURE_FIELD,
  USER_PICTURE_MAX_BYTES,
  userPictureApi,
  userPictureQuerySchema,
} from '@takt/contracts';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { readSingleFile } from '../../platform/files/upload.js';
import { success } from '../../platform/http/envelope.js';
import type { RouteGuards } from '../../platform/http/register-route.js';
import { requestLanguage } from '../../platform/http/request-context.js';
import { guardedRoute, requireSession } from '../../platform/http/session-guard.js';
import { translate } from '../../platform/i18n/messages.js';
import type { UserPictureKind, UserPictureService } from './user-picture.service.js';

/**
 * Multipart uploads: the session, the permission and the target user are checked in a short
 * transaction first; the file is read with no transaction open, then stored.
 */
export function registerUserPictureRoutes(
  app: FastifyInstance,
  guards: RouteGuards,
  service: UserPictureService,
): void {
  const routes: [RouteDef, UserPictureKind][] = [
    [userPictureApi.updateAvatar, 'avatar'],
    [userPictureApi.updateSignature, 'signature'],
  ];
  for (const [def, kind] of routes) {
    app.route({
      method: def.method,
      url: `/api${def.path}`,
      schema: {
        summary: def.summary,
        tags: [def.tag],
        querystring: userPictureQuerySchema,
        consumes: ['multipart/form-data'],
        response: { 200: envelopeSchema(def.response) },
        security: [{ bearer: [] }],
        description: 'Own picture: any signed-in user. Another user: permission `sys:user:edit` and data scope',
      },
      ...guardedRoute(guards),
      handler: async (request, reply) => {
        const { userId } = request.query as z.output<typeof userPictureQuerySchema>;
        const auth = await requireSession(guards, request, reply);
        const targetId = await service.target(auth, userId);
        const file = await readSingleFile(request, { field: USER_PICTURE_FIELD, maxBytes: USER_PICTURE_MAX_BYTES });
        const data = await service.save(auth, targetId, kind, file);
        return success(data, translate(requestLanguage(request), 'common.ok'));
      },
    });
  }
}

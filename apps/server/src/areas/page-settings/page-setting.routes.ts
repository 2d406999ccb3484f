import { envelopeSchema, Permissions, pageSettingApi } from '@takt/contracts';
import type { FastifyInstance } from 'fastify';
import { readSingleFile } from '../../platform/files/upload.js';
import { success } from '../../platform/http/envelope.js';
import { type RouteGuards, registerRoute } from '../../platform/http/register-route.js';
import { requestLanguage } from '../../platform/http/request-context.js';
import { guardedRoute, requireSession } from '../../platform/http/session-guard.js';
import { translate } from '../../platform/i18n/messages.js';
import { HOME_PICTURE_UPLOAD, type PageSettingService } from './page-setting.service.js';

export function registerPageSettingRoutes(
  app: FastifyInstance,
  guards: RouteGuards,
  service: PageSettingService,
): void {
  registerRoute(app, guards, pageSettingApi.get, ({ auth }) => service.get(auth.tenantId));
  registerRoute(app, guards, pageSettingApi.edit, ({ auth, body }) => service.edit(auth, body));

  // Multipart: the session and permission are checked in a short transaction first, the file is
  // read with no transaction open (a slow upload must not hold one), then stored.
  const upload = pageSettingApi.updateHomePicture;
  const permission = Permissions.sys.pageSetting.edit;
  app.route({
    method: upload.method,
    url: `/api${upload.path}`,
    schema: {
      summary: upload.summary,
      tags: [upload.tag],
      consumes: ['multipart/form-data'],
      response: { 200: envelopeSchema(upload.response) },
      security: [{ bearer: [] }],
      description: `Permission: \`${permission}\``,
    },
    ...guardedRoute(guards),
    handler: async (request, reply) => {
      const auth = await requireSession(guards, request, reply, permission);
      const file = await readSingleFile(request, HOME_PICTURE_UPLOAD);
      const data = await service.updateHomePicture(auth, file);
      return success(data, translate(requestLanguage(request), 'common.ok'));
    },
  });
}

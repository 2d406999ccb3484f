import {
  envelopeSchema,
  Permissions,
  USER_IMPORT_FIELD,
  USER_IMPORT_MAX_BYTES,
  userImportApi,
  userImportQuerySchema,
  XLSX_CONTENT_TYPE,
} from '@takt/contracts';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { readSingleFile } from '../../platform/files/upload.js';
import { success } from '../../platform/http/envelope.js';
import { registerDownload } from '../../platform/http/register-download.js';
import { type RouteGuards, registerRoute } from '../../platform/http/register-route.js';
import { requestLanguage } from '../../platform/http/request-context.js';
import { guardedRoute, requireSession } from '../../platform/http/session-guard.js';
import { translate } from '../../platform/i18n/messages.js';
import type { FileService } from '../files/file.service.js';
import type { UserImportService } from './user-import.service.js';

export function registerUserImportRoutes(
  app: FastifyInstance,
  guards: RouteGuards,
  service: UserImportService,
  files: FileService,
): void {
  const permission = Permissions.sys.user.import;

  // Multipart: session and permission in a short transaction, then the file is read and the
  // job started with no transaction open.
  const upload = userImportApi.import;
  app.route({
    method: upload.method,
    url: `/api${upload.path}`,
    schema: {
      summary: upload.summary,
      tags: [upload.tag],
      querystring: userImportQuerySchema,
      consumes: ['multipart/form-data'],
      response: { 200: envelopeSchema(upload.response) },
      security: [{ bearer: [] }],
      description: `Permission: \`${permission}\``,
    },
    ...guardedRoute(guards),
    handler: async (request, reply) => {
      const auth = await requireSession(guards, request, reply, permission);
      const { mode } = request.query as z.output<typeof userImportQuerySchema>;
      const file = await readSingleFile(request, { field: USER_IMPORT_FIELD, maxBytes: USER_IMPORT_MAX_BYTES });
      const language = requestLanguage(request);
      const data = await service.start(auth, language, mode, file);
      return success(data, translate(language, 'common.ok'));
    },
  });

  registerRoute(app, guards, userImportApi.progress, ({ auth, query, request }) =>
    service.progress(auth, query.jobId, requestLanguage(request)),
  );

  registerDownload(app, guards, userImportApi.template, async ({ request }) => {
    const language = requestLanguage(request);
    return {
      data: service.template(language),
      fileName: `${translate(language, 'userImport.templateSheet')}.xlsx`,
      contentType: XLSX_CONTENT_TYPE,
    };
  });
  registerDownload(app, guards, userImportApi.errorReport, async ({ auth, query }) => {
    const fileId = await service.errorReport(auth, query.jobId);
    const { file, stream, size } = await files.open(auth.tenantId, fileId);
    return { data: stream, fileName: file.name, contentType: file.contentType, size };
  });
}

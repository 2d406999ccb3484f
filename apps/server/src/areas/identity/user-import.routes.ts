import {
  envelopeSchema,
  Permissions,
  USER_IMPORT_ERROR_REPORT_PATH,
  USER_IMPORT_FIELD,
  USER_IMPORT_MAX_BYTES,
  USER_IMPORT_TEMPLATE_PATH,
  userImportApi,
  userImportJobQuerySchema,
  userImportQuerySchema,
} from '@takt/contracts';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { XLSX_MEDIA_TYPE } from '../../platform/excel/excel.js';
import { readSingleFile } from '../../platform/files/upload.js';
import { success } from '../../platform/http/envelope.js';
import { type RouteGuards, registerRoute } from '../../platform/http/register-route.js';
import { requestLanguage } from '../../platform/http/request-context.js';
import { preflight, requireSession } from '../../platform/http/session-guard.js';
import { translate } from '../../platform/i18n/messages.js';
import type { FileService } from '../files/file.service.js';
import type { UserImportService } from './user-import.service.js';

const attachment = (name: string) => `attachment; filename*=UTF-8''${encodeURIComponent(name)}`;

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
    onRequest: preflight(guards),
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

  app.route({
    method: 'GET',
    url: `/api${USER_IMPORT_TEMPLATE_PATH}`,
    schema: {
      summary: 'The user import template (.xlsx, headers in the request language)',
      tags: ['user'],
      security: [{ bearer: [] }],
      description: `Permission: \`${permission}\``,
    },
    onRequest: preflight(guards),
    handler: async (request, reply) => {
      await requireSession(guards, request, reply, permission);
      const language = requestLanguage(request);
      const data = service.template(language);
      return reply
        .header('content-type', XLSX_MEDIA_TYPE)
        .header('content-disposition', attachment(`${translate(language, 'userImport.templateSheet')}.xlsx`))
        .header('cache-control', 'no-store')
        .send(data);
    },
  });

  app.route({
    method: 'GET',
    url: `/api${USER_IMPORT_ERROR_REPORT_PATH}`,
    schema: {
      summary: "An import job's error report (.xlsx): row, column, value and reason of each problem",
      tags: ['user'],
      querystring: userImportJobQuerySchema,
      security: [{ bearer: [] }],
      description: `Permission: \`${permission}\``,
    },
    onRequest: preflight(guards),
    handler: async (request, reply) => {
      const auth = await requireSession(guards, request, reply, permission);
      const { jobId } = request.query as z.output<typeof userImportJobQuerySchema>;
      const fileId = await service.errorReport(auth, jobId);
      const { file, stream, size } = await files.open(auth.tenantId, fileId);
      return reply
        .header('content-type', file.contentType)
        .header('content-length', String(size))
        .header('content-disposition', attachment(file.name))
        .header('cache-control', 'no-store')
        .send(stream);
    },
  });
}

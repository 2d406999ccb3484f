import {
  MESSAGE_BULK_READ_FIELD,
  MESSAGE_BULK_READ_MAX,
  messageBulkReadFormSchema,
  messageRecordApi,
} from '@takt/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { invalid } from '../../platform/errors.js';
import { type RouteGuards, registerRoute } from '../../platform/http/register-route.js';
import type { MessageService } from './message.service.js';

export function registerMessageRoutes(app: FastifyInstance, guards: RouteGuards, service: MessageService): void {
  registerRoute(app, guards, messageRecordApi.pull, ({ auth, query }) => service.pull(auth, query));
  registerRoute(app, guards, messageRecordApi.pullSent, ({ auth, query }) => service.pullSent(auth, query));
  registerRoute(app, guards, messageRecordApi.read, ({ auth, query }) =>
    service.read(auth, query.messageRecordWithTargetId),
  );
  registerRoute(app, guards, messageRecordApi.bulkRead, async ({ auth, request }) => {
    const form = await readBulkReadForm(request);
    return service.bulkRead(auth, form[MESSAGE_BULK_READ_FIELD]);
  });
  registerRoute(app, guards, messageRecordApi.send, async ({ auth, body }) => {
    const { result, deliver } = await service.send(auth, body);
    guards.db.afterCommit(deliver);
    return result;
  });
}

const validateBulkReadForm = validatorCompiler({
  schema: messageBulkReadFormSchema,
  method: 'PUT',
  url: `/api${messageRecordApi.bulkRead.path}`,
  httpPart: 'body',
});

/**
 * The multipart form of bulk_read (spec 000 §7): `messageRecordWithTargetIds` repeated once per
 * id. Every field is gathered (a file part counts as a field that is not text) and the whole
 * form is checked by the contract's schema, so a bad form answers 400 naming the field, exactly
 * as a JSON body would.
 */
async function readBulkReadForm(request: FastifyRequest): Promise<z.output<typeof messageBulkReadFormSchema>> {
  if (!request.isMultipart()) {
    throw invalid('error.mediaType', { type: String(request.headers['content-type'] ?? '') });
  }
  const fields: Record<string, unknown[]> = Object.create(null);
  // A file is never wanted here: keep one byte of it and let the schema refuse it by name.
  const options = {
    limits: { fields: MESSAGE_BULK_READ_MAX + 1, files: 1, fieldSize: 256, fileSize: 1 },
    throwFileSizeLimit: false,
  };
  const parts = request.parts(options);
  for await (const part of parts) {
    const list = fields[part.fieldname] ?? [];
    fields[part.fieldname] = list;
    if (part.type === 'file') {
      part.file.resume();
      list.push({ file: part.filename });
    } else {
      list.push(part.value);
    }
  }
  const result = validateBulkReadForm(fields) as { error?: unknown[]; value?: unknown };
  if (result.error) {
    throw Object.assign(new Error('invalid multipart form'), {
      statusCode: 400,
      validation: result.error,
      validationContext: 'body',
    });
  }
  return result.value as z.output<typeof messageBulkReadFormSchema>;
}

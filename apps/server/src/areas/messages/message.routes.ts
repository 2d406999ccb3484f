import {
  emailApi,
  MESSAGE_BULK_READ_FIELD,
  MESSAGE_BULK_READ_MAX,
  messageBulkReadFormSchema,
  messageCentreApi,
  messageRecordApi,
  smsRecordApi,
  XLSX_CONTENT_TYPE,
} from '@takt/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { invalid } from '../../platform/errors.js';
import { writeWorkbook } from '../../platform/excel/excel.js';
import { registerDownload, stampedName } from '../../platform/http/register-download.js';
import { type RouteGuards, registerRoute } from '../../platform/http/register-route.js';
import { requestLanguage } from '../../platform/http/request-context.js';
import { type MessageKey, translate } from '../../platform/i18n/messages.js';
import type { EmailService } from './email.service.js';
import type { MessageService } from './message.service.js';
import type { SmsRecordService } from './sms-record.service.js';

export interface MessageServices {
  messages: MessageService;
  email: EmailService;
  sms: SmsRecordService;
}

export function registerMessageRoutes(app: FastifyInstance, guards: RouteGuards, services: MessageServices): void {
  const { messages: service, email, sms } = services;
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
  registerRoute(app, guards, messageCentreApi.page, ({ auth, query }) => service.page(auth, query));
  registerRoute(app, guards, messageCentreApi.detail, ({ auth, query }) => service.detail(auth, query.id));
  registerRoute(app, guards, messageCentreApi.delete, async ({ auth, body }) => {
    await service.delete(auth, body.id);
    return null;
  });
  registerRoute(app, guards, emailApi.page, ({ auth, query }) => email.page(auth, query));
  registerRoute(app, guards, emailApi.send, ({ auth, body }) => email.send(auth, body));
  registerRoute(app, guards, smsRecordApi.query, ({ auth, body }) => sms.query(auth, body));
  registerDownload(app, guards, smsRecordApi.export, async ({ auth, query, request }) => {
    const language = requestLanguage(request);
    const text = (key: MessageKey) => translate(language, key);
    const rows = await sms.list(auth, query);
    const data = writeWorkbook([
      {
        name: text('messages.sms.sheet'),
        columns: [
          { header: text('messages.sms.phone'), width: 16, value: (row) => row.phone },
          { header: text('messages.sms.text'), width: 40, value: (row) => row.text },
          {
            header: text('messages.sms.source'),
            width: 14,
            value: (row) => text(`messages.sms.source.${row.source}` as MessageKey),
          },
          { header: text('messages.sms.state'), width: 10, value: (row) => text(`messages.sms.state.${row.state}`) },
          { header: text('messages.sms.provider'), width: 10, value: (row) => row.provider },
          { header: text('messages.sms.answer'), width: 40, value: (row) => row.answer },
          { header: text('messages.sms.time'), width: 20, value: (row) => new Date(row.createdTime) },
        ],
        rows,
      },
    ]);
    return { data, fileName: stampedName('sms-records', 'xlsx'), contentType: XLSX_CONTENT_TYPE };
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

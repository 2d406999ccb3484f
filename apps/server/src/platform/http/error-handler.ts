import { httpStatusFor, type MessageParamValues, ResultCode } from '@takt/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from '../errors.js';
import { type MessageParams, translate } from '../i18n/messages.js';
import { type FailureExtras, failure } from './envelope.js';
import { requestLanguage } from './request-context.js';
import { describeValidationProblems } from './validation-message.js';

/** A request that failed on the server (a 5xx answer), as the exception log keeps it. */
export interface ServerErrorRecord {
  /** The caller's enterprise (the token's claim when the session was not reached); null when anonymous. */
  tenantId: string | null;
  userId: string | null;
  account: string | null;
  requestId: string;
  method: string;
  path: string;
  /** The route's pattern (`/api/user/page`), null when no route matched. */
  route: string | null;
  statusCode: number;
  ip: string;
  message: string;
  stack: string | null;
  at: Date;
}

export interface ErrorHandlingOptions {
  /**
   * Told of every 5xx answer. It must return at once and never throw (the logs area queues the
   * record); a failure here is logged and the answer goes out regardless.
   */
  onServerError?: (record: ServerErrorRecord) => void;
}

/**
 * One place turns every failure into the envelope: typed AppErrors keep their code, schema
 * failures become 400 naming the field, and anything unexpected becomes a 500 that carries the
 * request id but no internals (the details go to the log and to `onServerError`).
 */
export function installErrorHandling(app: FastifyInstance, options: ErrorHandlingOptions = {}): void {
  const reportServerError = (request: FastifyRequest, error: unknown, statusCode: number) => {
    if (!options.onServerError) return;
    try {
      options.onServerError(serverErrorRecord(request, error, statusCode));
    } catch (failed) {
      request.log.error({ err: failed }, 'server error could not be recorded');
    }
  };
  app.setErrorHandler((thrown: unknown, request, reply) => {
    const error = thrown as FastifyError;
    const language = requestLanguage(request);
    if (thrown instanceof AppError) {
      const status = httpStatusFor(thrown.code);
      if (status >= 500) reportServerError(request, thrown, status);
      reply.headers(thrown.headers);
      const details = thrown.details.map((detail) => ({
        key: detail.key,
        params: detail.params,
        message: translate(language, detail.key, detail.params),
      }));
      const params = flatParams(thrown.params);
      return send(reply, thrown.code, translate(language, thrown.messageKey, thrown.params), thrown.httpStatus, {
        details,
        said: params ? { key: thrown.messageKey, params } : undefined,
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return send(reply, ResultCode.VALIDATION, describeValidationProblems(language, error.validation));
    }
    if (isUniqueViolation(thrown)) {
      // Two requests raced past a service's uniqueness check; the index had the last word.
      return send(reply, ResultCode.CONFLICT, translate(language, 'error.duplicate'));
    }
    if (!isResponseSerializationError(error) && error.statusCode && error.statusCode < 500) {
      return send(reply, ResultCode.VALIDATION, clientErrorMessage(error, request), error.statusCode);
    }
    request.log.error({ err: error }, 'request failed');
    reportServerError(request, thrown, httpStatusFor(ResultCode.INTERNAL));
    return send(reply, ResultCode.INTERNAL, translate(language, 'error.internal'), undefined, {
      requestId: request.id,
    });
  });
}

function serverErrorRecord(request: FastifyRequest, error: unknown, statusCode: number): ServerErrorRecord {
  const actor = request.auth ?? request.actor;
  const described = error instanceof Error ? error : new Error(String(error));
  return {
    tenantId: actor?.tenantId ?? request.tenantClaim ?? null,
    userId: actor?.userId ?? null,
    account: actor?.account ?? null,
    requestId: request.id,
    method: request.method,
    path: request.url.split('?')[0]!,
    route: request.routeOptions.url ?? null,
    statusCode,
    ip: request.ip,
    message: described.message || described.name,
    stack: described.stack ?? null,
    at: new Date(),
  };
}

function isUniqueViolation(error: unknown): boolean {
  for (let cause = error; cause && typeof cause === 'object'; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

function clientErrorMessage(error: FastifyError, request: FastifyRequest): string {
  const language = requestLanguage(request);
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return translate(language, 'error.bodyTooLarge', { limit: request.routeOptions.bodyLimit ?? 0 });
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return translate(language, 'error.mediaType', { type: String(request.headers['content-type'] ?? '') });
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return translate(language, 'error.badJson');
    default:
      return error instanceof SyntaxError
        ? translate(language, 'error.badJson')
        : translate(language, 'error.validation', { details: error.message });
  }
}

function send(reply: FastifyReply, code: ResultCode, message: string, httpStatus?: number, extras?: FailureExtras) {
  // Client errors from the framework (413, 415) keep their own HTTP status; the body says 400.
  return reply.status(httpStatus ?? httpStatusFor(code)).send(failure(code, message, extras));
}

/**
 * Parameters a client can say the message again from: plain values only (a nested text would be
 * said in the language of the moment, so such a message is kept as said).
 */
function flatParams(params: MessageParams): MessageParamValues | null {
  const flat: MessageParamValues = {};
  for (const [name, value] of Object.entries(params)) {
    if (typeof value !== 'string' && typeof value !== 'number') return null;
    flat[name] = value;
  }
  return flat;
}

import { ResultCode } from '@takt/contracts';
import type { MessageKey, MessageParams } from './i18n/messages.js';

/** A fact a refusal adds under its headline (translated like the headline). */
export interface ErrorDetail {
  key: MessageKey;
  params: Record<string, string | number>;
}

/**
 * A failure meant for the user: a result code and a message key translated into the
 * request's language by the error handler. Services throw these; nothing else reaches clients.
 */
export class AppError extends Error {
  constructor(
    readonly code: ResultCode,
    readonly messageKey: MessageKey,
    readonly params: MessageParams = {},
    /** Extra response headers (e.g. Retry-After). */
    readonly headers: Record<string, string> = {},
    /** What the reader can act on, each said under the headline (key and params travel too). */
    readonly details: readonly ErrorDetail[] = [],
    /** The HTTP status when it is not the one the code mirrors (429 for a rate limit). */
    readonly httpStatus?: number,
  ) {
    super(messageKey);
    this.name = 'AppError';
  }
}

export const notFound = (key: MessageKey = 'error.notFound', params?: MessageParams) =>
  new AppError(ResultCode.NOT_FOUND, key, params);
export const conflict = (key: MessageKey, params?: MessageParams) => new AppError(ResultCode.CONFLICT, key, params);
export const businessRule = (key: MessageKey, params?: MessageParams, details: readonly ErrorDetail[] = []) =>
  new AppError(ResultCode.BUSINESS, key, params, {}, details);
export const unauthorized = (key: MessageKey = 'error.unauthorized', params?: MessageParams) =>
  new AppError(ResultCode.UNAUTHORIZED, key, params);
export const forbidden = (permission: string) => new AppError(ResultCode.FORBIDDEN, 'error.forbidden', { permission });
export const invalid = (key: MessageKey, params?: MessageParams) => new AppError(ResultCode.VALIDATION, key, params);
/** Too many calls in a window: HTTP 429 with Retry-After; the body's code is a business refusal. */
export const tooManyRequests = (retryAfterSeconds: number) =>
  new AppError(ResultCode.BUSINESS, 'error.tooManyRequests', {}, { 'retry-after': String(retryAfterSeconds) }, [], 429);

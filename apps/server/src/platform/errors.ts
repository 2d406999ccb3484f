import { ResultCode } from '@takt/contracts';
import type { MessageKey, MessageParams } from './i18n/messages.js';

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
  ) {
    super(messageKey);
    this.name = 'AppError';
  }
}

export const notFound = (key: MessageKey = 'error.notFound', params?: MessageParams) =>
  new AppError(ResultCode.NOT_FOUND, key, params);
export const conflict = (key: MessageKey, params?: MessageParams) => new AppError(ResultCode.CONFLICT, key, params);
export const businessRule = (key: MessageKey, params?: MessageParams) => new AppError(ResultCode.BUSINESS, key, params);
export const unauthorized = (key: MessageKey = 'error.unauthorized', params?: MessageParams) =>
  new AppError(ResultCode.UNAUTHORIZED, key, params);
export const forbidden = (permission: string) => new AppError(ResultCode.FORBIDDEN, 'error.forbidden', { permission });
export const invalid = (key: MessageKey, params?: MessageParams) => new AppError(ResultCode.VALIDATION, key, params);

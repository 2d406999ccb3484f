import { type Envelope, type RefusalDetail, ResultCode } from '@takt/contracts';

export function success<T>(data: T, message: string): Envelope<T> {
  return { success: true, code: ResultCode.OK, message, data };
}

export function failure(code: number, message: string, requestId?: string, details: readonly RefusalDetail[] = []) {
  return {
    success: false as const,
    code,
    message,
    data: null,
    ...(requestId ? { requestId } : {}),
    ...(details.length > 0 ? { details } : {}),
  };
}

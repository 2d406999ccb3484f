import { type Envelope, type RefusalDetail, ResultCode, type SaidMessage } from '@takt/contracts';

export function success<T>(data: T, message: string): Envelope<T> {
  return { success: true, code: ResultCode.OK, message, data };
}

/** What a failure may carry beside its message (each only when there is one). */
export interface FailureExtras {
  requestId?: string | undefined;
  /** The key and parameters the message was said from. */
  said?: SaidMessage | undefined;
  details?: readonly RefusalDetail[] | undefined;
}

export function failure(code: number, message: string, { requestId, said, details = [] }: FailureExtras = {}) {
  return {
    success: false as const,
    code,
    message,
    data: null,
    ...(requestId ? { requestId } : {}),
    ...(said ? { messageKey: said.key, messageParams: said.params } : {}),
    ...(details.length > 0 ? { details } : {}),
  };
}

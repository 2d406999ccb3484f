/** Body `code` of the response envelope (DESIGN §3). */
export const ResultCode = {
  OK: 200,
  VALIDATION: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  BUSINESS: 1001,
  INTERNAL: 500,
} as const;
export type ResultCode = (typeof ResultCode)[keyof typeof ResultCode];

/** HTTP status that mirrors each body code, so plain HTTP clients see the truth. */
export function httpStatusFor(code: ResultCode): number {
  return code === ResultCode.BUSINESS ? 422 : code;
}

import type { FastifyRequest } from 'fastify';

/** Query parameters whose values never reach the log (spec 000 §7 sends some secrets in the query). */
const SECRET_QUERY_PARAMS = /([?&](?:password|pwd|access_token|token)=)[^&#]*/gi;

export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY_PARAMS, '$1***');
}

/** Fastify's request log line, with secrets in the query string masked. */
export function requestLogSerializer(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
  };
}

import type { FastifyReply } from 'fastify';

/**
 * Runs `deliver` once the request's work is committed. A handler runs inside the request's
 * transaction (platform/http/register-route.ts), which commits before the success envelope is
 * written; so the response finishing with 200 is the first moment a hub event may announce
 * rows that every reader can see. A failed request (or commit) delivers nothing.
 *
 * A client that hangs up before its response is written gets no delivery for its recipients;
 * they still find the rows on their next pull.
 */
export function afterCommit(reply: FastifyReply, deliver: () => Promise<void>): void {
  reply.raw.once('finish', () => {
    if (reply.statusCode !== 200) return;
    deliver().catch((error: unknown) => reply.log.error({ err: error }, 'realtime delivery failed'));
  });
}

/**
 * Hub events cross processes as PostgreSQL NOTIFY payloads (at most ~7,900 bytes with their
 * envelope). Long texts are cut to fit; the full row is one pull away.
 */
export const HUB_DATA_MAX_BYTES = 6000;

export function fitForHub<T extends { content: string }>(data: T, maxBytes = HUB_DATA_MAX_BYTES): T {
  const size = (value: unknown) => Buffer.byteLength(JSON.stringify(value));
  if (size(data) <= maxBytes) return data;
  let content = data.content;
  let cut = { ...data, content: '…' };
  for (let over = size(data) - maxBytes; over > 0 && content.length > 0; over = size(cut) - maxBytes) {
    const bytesPerChar = Math.max(1, size(content) / content.length);
    content = content.slice(0, Math.max(0, content.length - Math.ceil(over / bytesPerChar)));
    // Never leave half of a surrogate pair at the cut.
    if (/[\uD800-\uDBFF]$/.test(content)) content = content.slice(0, -1);
    cut = { ...data, content: `${content}…` };
  }
  return cut;
}

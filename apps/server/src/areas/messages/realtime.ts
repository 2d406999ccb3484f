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

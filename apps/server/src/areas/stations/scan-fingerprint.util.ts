import { createHash } from 'node:crypto';

/**
 * What identifies a scan request beyond its client scan id: the operation and its checked body,
 * with object keys in a fixed order, hashed. A retry of the same scan has the same fingerprint;
 * a client that reuses an id for another scan does not.
 */
export function scanFingerprint(operation: string, request: object): string {
  return createHash('sha256').update(canonical({ operation, request })).digest('base64url');
}

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

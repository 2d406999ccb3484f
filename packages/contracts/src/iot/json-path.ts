/**
 * The JSON paths a driver maps a device's telemetry with: a small safe subset of JSONPath,
 * `$.a.b`, `$.a[0].b`, `$['x y']`, read by a tiny evaluator (no expressions, no wildcards, no eval).
 */

export const JSON_PATH_MAX = 200;
export const JSON_PATH_SEGMENTS_MAX = 16;
export const JSON_PATH_INDEX_MAX = 9999;

/** A step into an object (its key) or an array (its index). */
export type JsonPathSegment = string | number;

/** Why a path cannot be read (the server words each reason in the user's language). */
export type JsonPathProblem = 'start' | 'syntax' | 'tooLong' | 'tooDeep' | 'index';

export type ParsedJsonPath =
  | { ok: true; segments: JsonPathSegment[] }
  | { ok: false; problem: JsonPathProblem; at: number };

const NAME = /^[A-Za-z_][A-Za-z0-9_-]*/;

/** `$.v.a` → `['v', 'a']`; `$.list[2]['x y']` → `['list', 2, 'x y']`. */
export function parseJsonPath(path: string): ParsedJsonPath {
  if (path.length > JSON_PATH_MAX) return { ok: false, problem: 'tooLong', at: JSON_PATH_MAX };
  if (!path.startsWith('$')) return { ok: false, problem: 'start', at: 0 };
  const segments: JsonPathSegment[] = [];
  let at = 1;
  while (at < path.length) {
    const rest = path.slice(at);
    if (rest.startsWith('.')) {
      const name = NAME.exec(rest.slice(1))?.[0];
      if (!name) return { ok: false, problem: 'syntax', at };
      segments.push(name);
      at += 1 + name.length;
    } else if (rest.startsWith("['") || rest.startsWith('["')) {
      const quote = rest.charAt(1);
      const end = rest.indexOf(`${quote}]`, 2);
      if (end < 3) return { ok: false, problem: 'syntax', at };
      segments.push(rest.slice(2, end));
      at += end + 2;
    } else if (rest.startsWith('[')) {
      const digits = /^\[(\d{1,5})\]/.exec(rest);
      if (!digits) return { ok: false, problem: 'syntax', at };
      const index = Number(digits[1]);
      if (index > JSON_PATH_INDEX_MAX) return { ok: false, problem: 'index', at };
      segments.push(index);
      at += digits[0].length;
    } else return { ok: false, problem: 'syntax', at };
    if (segments.length > JSON_PATH_SEGMENTS_MAX) return { ok: false, problem: 'tooDeep', at };
  }
  return { ok: true, segments };
}

/** The value at `segments` in `value`, or undefined when the path leads nowhere. */
export function readJsonPath(value: unknown, segments: readonly JsonPathSegment[]): unknown {
  let current = value;
  for (const segment of segments) {
    if (typeof segment === 'number') {
      if (!Array.isArray(current) || segment >= current.length) return undefined;
      current = current[segment];
    } else {
      if (current === null || typeof current !== 'object' || Array.isArray(current)) return undefined;
      if (!Object.hasOwn(current, segment)) return undefined;
      current = (current as Record<string, unknown>)[segment];
    }
  }
  return current;
}

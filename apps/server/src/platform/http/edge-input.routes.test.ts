import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test-support/databases.js';
import { createUser, tenantIdOf } from '../../test-support/fixtures.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';

/**
 * Every route of the OpenAPI document (read from the app, so new routes are covered) gets odd
 * input: a NUL character in each text of its query and body, an id above PostgreSQL's bigint range,
 * a negative or non-numeric id, a text of a million characters, numbers far beyond any column,
 * every field of the wrong type, an unknown field, an array where the body's object goes. No
 * answer is a 5xx, and the NUL is refused with 400 by a caller allowed to use the route. A caller
 * without the route's permission gets 403 first, learning nothing of its fields.
 */

const NUL_TEXT = 'a\u0000b';
const BIG_ID = '9223372036854775808';
const LONG_TEXT = 'x'.repeat(1_000_000);
const UNKNOWN_FIELD = 'unexpectedField';
const ID_PATTERN = '^[1-9]\\d{0,18}$';

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  minLength?: number;
  minimum?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
}

interface Operation {
  description?: string;
  parameters?: { in: string; name: string; required?: boolean; schema: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema: JsonSchema }> };
}

const FILLS = [
  'nul',
  'bigId',
  'negativeId',
  'textId',
  'longText',
  'hugeNumber',
  'negativeNumber',
  'wrongType',
  'unknownField',
  'arrayBody',
] as const;
type Fill = (typeof FILLS)[number];

const ID_FAULTS: Partial<Record<Fill, string>> = { bigId: BIG_ID, negativeId: '-1', textId: '12ab' };
const NUMBER_FAULTS: Partial<Record<Fill, number>> = { hugeNumber: 1e300, negativeNumber: -1e300 };
const isTextFault = (fill: Fill) => fill === 'nul' || fill === 'longText';

/**
 * A value for `schema` with the fault `fill` wherever it fits (every text for NUL and the long
 * text, every id for the id faults, every number for the number faults, every field for the wrong
 * type, every object for the unknown field), and an ordinary value elsewhere; undefined when there
 * is nothing to put there.
 */
function valueFor(schema: JsonSchema, fill: Fill, depth = 0): unknown {
  const choice = schema.anyOf ?? schema.oneOf;
  if (choice) {
    const usable = choice.filter((option) => option.type !== 'null');
    return valueFor(usable.find((option) => option.pattern === ID_PATTERN) ?? usable[0] ?? {}, fill, depth);
  }
  if (schema.allOf?.[0]) return valueFor(schema.allOf[0], fill, depth);
  if (fill === 'wrongType' && (schema.const !== undefined || schema.enum?.length)) return { wrong: true };
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length)
    return textFault(fill) !== undefined && typeof schema.enum[0] === 'string' ? textFault(fill) : schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type.find((item) => item !== 'null') : schema.type;
  switch (type) {
    case 'string':
      if (fill === 'wrongType') return 12345;
      if (textFault(fill) !== undefined) return textFault(fill);
      if (schema.pattern === ID_PATTERN) return ID_FAULTS[fill] ?? '1';
      return 'x'.repeat(Math.max(1, schema.minLength ?? 1));
    case 'integer':
    case 'number':
      if (fill === 'wrongType') return 'x';
      return NUMBER_FAULTS[fill] ?? schema.minimum ?? 1;
    case 'boolean':
      return fill === 'wrongType' ? 'yes' : false;
    case 'array': {
      if (fill === 'wrongType') return { wrong: true };
      const item = schema.items ? valueFor(schema.items, fill, depth + 1) : undefined;
      return item === undefined ? [] : [item];
    }
    case 'object': {
      if (fill === 'wrongType' && depth > 0) return [];
      if (depth > 4) return {};
      const out: Record<string, unknown> = fill === 'unknownField' ? { [UNKNOWN_FIELD]: 1 } : {};
      for (const [name, property] of Object.entries(schema.properties ?? {})) {
        const value = valueFor(property, fill, depth + 1);
        if (value !== undefined) out[name] = value;
      }
      return fill === 'arrayBody' && depth === 0 ? [out] : out;
    }
    default:
      return textFault(fill);
  }
}

/**
 * The long text in its first place only, elsewhere an ordinary one: with several the body is over
 * the body limit and never reaches the schemas, and no URL carries it (`placed`: one already is).
 */
function longTextOnce(value: unknown, placed = { long: false }): unknown {
  if (value === LONG_TEXT) {
    if (placed.long) return 'x';
    placed.long = true;
    return value;
  }
  if (Array.isArray(value)) return value.map((item) => longTextOnce(item, placed));
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, longTextOnce(item, placed)]));
  return value;
}

/** The text a text fault puts in (undefined for the other faults). */
function textFault(fill: Fill): string | undefined {
  if (fill === 'nul') return NUL_TEXT;
  if (fill === 'longText') return LONG_TEXT;
  return undefined;
}

/** Whether the fault can be put anywhere in `schema`. */
function takes(schema: JsonSchema, fill: Fill, depth = 0): boolean {
  if (depth > 6) return false;
  if (fill === 'wrongType') return true;
  if (fill === 'unknownField' || fill === 'arrayBody') return schema.type === 'object';
  const parts = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])];
  if (parts.some((part) => takes(part, fill, depth + 1))) return true;
  if (schema.items && takes(schema.items, fill, depth + 1)) return true;
  if (Object.values(schema.properties ?? {}).some((property) => takes(property, fill, depth + 1))) return true;
  const type = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (NUMBER_FAULTS[fill] !== undefined) return type.includes('number') || type.includes('integer');
  if (!type.includes('string')) return false;
  return isTextFault(fill)
    ? schema.const === undefined
    : schema.pattern === ID_PATTERN && ID_FAULTS[fill] !== undefined;
}

interface Probe {
  method: string;
  path: string;
  fill: Fill;
  /** The route names a permission (its caller needs more than a session). */
  guarded: boolean;
  query: [string, string][];
  body?: unknown;
}

function probesOf(document: { paths: Record<string, Record<string, Operation>> }): Probe[] {
  const probes: Probe[] = [];
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const parameters = (operation.parameters ?? []).filter((parameter) => parameter.in === 'query');
      const inPath = (operation.parameters ?? []).filter((parameter) => parameter.in === 'path');
      const body = operation.requestBody?.content?.['application/json']?.schema;
      for (const fill of FILLS) {
        // The query's parameters stand one by one in the document: an unknown one is a further parameter.
        const inQuery =
          fill === 'unknownField'
            ? parameters.length > 0
            : fill !== 'arrayBody' &&
              fill !== 'longText' &&
              [...parameters, ...inPath].some((parameter) => takes(parameter.schema, fill));
        const inBody = body !== undefined && takes(body, fill);
        if (!inQuery && !inBody) continue;
        const query: [string, string][] = fill === 'unknownField' && inQuery ? [[UNKNOWN_FIELD, '1']] : [];
        for (const parameter of parameters) {
          const value = longTextOnce(valueFor(parameter.schema, fill), { long: true });
          for (const item of Array.isArray(value) ? value : [value]) {
            if (item !== undefined && typeof item !== 'object') query.push([parameter.name, String(item)]);
          }
        }
        const filled = inPath.reduce(
          (url, parameter) =>
            url.replace(
              `{${parameter.name}}`,
              encodeURIComponent(String(longTextOnce(valueFor(parameter.schema, fill), { long: true }))),
            ),
          path,
        );
        probes.push({
          method: method.toUpperCase(),
          path: filled,
          fill,
          guarded: /Permission:/.test(operation.description ?? ''),
          query,
          ...(body ? { body: longTextOnce(valueFor(body, fill)) } : {}),
        });
      }
    }
  }
  return probes;
}

/** The status and JSON message of a probe (a file's answer has none); status 0 when the request itself failed. */
async function answerTo(
  baseUrl: string,
  probe: Probe,
  url: string,
  token: string,
): Promise<{ status: number; body: { message?: string } }> {
  try {
    const response = await fetch(`${baseUrl}${url}`, {
      method: probe.method,
      headers: {
        'accept-language': 'en-US',
        authorization: `Bearer ${token}`,
        ...(probe.body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(probe.body !== undefined ? { body: JSON.stringify(probe.body) } : {}),
    });
    if (response.headers.get('content-type')?.includes('application/json'))
      return { status: response.status, body: (await response.json()) as { message?: string } };
    await response.arrayBuffer();
    return { status: response.status, body: {} };
  } catch (error) {
    return { status: 0, body: { message: String(error) } };
  }
}

// The routes are the same on both databases, and PGlite is PostgreSQL: one database is enough.
describe.each(testDatabaseKinds().slice(0, 1))('odd input on every route (%s)', (kind) => {
  let t: TestServer;
  let probes: Probe[];
  let tokens: string[];
  let nobody: string;

  beforeAll(async () => {
    t = await startTestServer(kind);
    await t.server.app.ready();
    probes = probesOf(t.server.app.swagger() as never);
    // The enterprise's administrator, then the platform's for the routes only it may use.
    tokens = [(await t.login('admin')).token, (await t.login('superAdmin')).token];
    await createUser(t.server.db, await tenantIdOf(t.server.db, 'demo'), { account: 'edge_nobody' });
    nobody = (await t.login('edge_nobody')).token;
  }, 180_000);
  afterAll(() => t?.close());

  it('reads the routes from the app', () => {
    expect(probes.length).toBeGreaterThan(300);
    expect(probes).toContainEqual(expect.objectContaining({ method: 'POST', path: '/api/login', fill: 'nul' }));
    expect(probes).toContainEqual(expect.objectContaining({ method: 'GET', path: '/api/org/detail', fill: 'bigId' }));
    for (const fill of FILLS) expect(probes.filter((probe) => probe.fill === fill).length).toBeGreaterThan(50);
  });

  it('answers no odd input with a 5xx; a NUL is refused with 400 naming its field', async () => {
    const failures: string[] = [];
    for (const probe of probes) {
      const url = `${probe.path}${probe.query.length ? `?${new URLSearchParams(probe.query)}` : ''}`;
      for (const token of tokens) {
        const response = await answerTo(t.baseUrl, probe, url, token);
        const what = `${probe.method} ${url.slice(0, 200)} (${probe.fill}) → ${response.status} ${response.body?.message ?? ''}`;
        if (response.status === 0) {
          failures.push(what);
          break;
        }
        if (response.status === 403) continue;
        if (response.status >= 500) failures.push(what);
        else if (probe.fill === 'nul' && response.status !== 400) failures.push(what);
        else if (probe.fill === 'nul' && !/NUL/.test(response.body.message ?? '')) failures.push(what);
        break;
      }
    }
    expect(failures).toEqual([]);
  }, 1_200_000);

  it('refuses a caller without the route’s permission with 403 before looking at the input', async () => {
    const guarded = probes.filter((probe) => probe.guarded && probe.fill === 'nul');
    expect(guarded.length).toBeGreaterThan(200);
    const answered: string[] = [];
    for (const probe of guarded) {
      const url = `${probe.path}${probe.query.length ? `?${new URLSearchParams(probe.query)}` : ''}`;
      const response = await t.call(probe.method, url, {
        token: nobody,
        ...(probe.body !== undefined ? { body: probe.body } : {}),
      });
      if (response.status !== 403) answered.push(`${probe.method} ${probe.path} → ${response.status}`);
    }
    expect(answered).toEqual([]);
  }, 300_000);
});

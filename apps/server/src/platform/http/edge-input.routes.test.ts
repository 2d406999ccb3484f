import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test-support/databases.js';
import { createUser, tenantIdOf } from '../../test-support/fixtures.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';

/**
 * Every route of the OpenAPI document (read from the app, so new routes are covered) gets a NUL
 * character in each text of its query and body, and an id above PostgreSQL's bigint range in each
 * id: no answer is a 5xx, and the NUL is refused with 400 by a caller allowed to use the route.
 * A caller without the route's permission gets 403 first, learning nothing of its fields.
 */

const NUL_TEXT = 'a\u0000b';
const BIG_ID = '9223372036854775808';
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

type Fill = 'nul' | 'bigId';

/**
 * A value for `schema` with the fault `fill` wherever it fits (every text for NUL, every id for
 * the big id), and an ordinary value elsewhere; undefined when there is nothing to put there.
 */
function valueFor(schema: JsonSchema, fill: Fill, depth = 0): unknown {
  const choice = schema.anyOf ?? schema.oneOf;
  if (choice) {
    const usable = choice.filter((option) => option.type !== 'null');
    return valueFor(usable.find((option) => option.pattern === ID_PATTERN) ?? usable[0] ?? {}, fill, depth);
  }
  if (schema.allOf?.[0]) return valueFor(schema.allOf[0], fill, depth);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return fill === 'nul' && typeof schema.enum[0] === 'string' ? NUL_TEXT : schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type.find((item) => item !== 'null') : schema.type;
  switch (type) {
    case 'string':
      if (fill === 'nul') return NUL_TEXT;
      if (schema.pattern === ID_PATTERN) return BIG_ID;
      return 'x'.repeat(Math.max(1, schema.minLength ?? 1));
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return false;
    case 'array': {
      const item = schema.items ? valueFor(schema.items, fill, depth + 1) : undefined;
      return item === undefined ? [] : [item];
    }
    case 'object': {
      if (depth > 4) return {};
      const out: Record<string, unknown> = {};
      for (const [name, property] of Object.entries(schema.properties ?? {})) {
        const value = valueFor(property, fill, depth + 1);
        if (value !== undefined) out[name] = value;
      }
      return out;
    }
    default:
      return fill === 'nul' ? NUL_TEXT : undefined;
  }
}

/** Whether the fault can be put anywhere in `schema` (a text for NUL, an id for the big id). */
function takes(schema: JsonSchema, fill: Fill, depth = 0): boolean {
  if (depth > 6) return false;
  const parts = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])];
  if (parts.some((part) => takes(part, fill, depth + 1))) return true;
  if (schema.items && takes(schema.items, fill, depth + 1)) return true;
  if (Object.values(schema.properties ?? {}).some((property) => takes(property, fill, depth + 1))) return true;
  const type = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (!type.includes('string')) return false;
  return fill === 'nul' ? schema.const === undefined : schema.pattern === ID_PATTERN;
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
      for (const fill of ['nul', 'bigId'] as const) {
        const inQuery = [...parameters, ...inPath].some((parameter) => takes(parameter.schema, fill));
        const inBody = body !== undefined && takes(body, fill);
        if (!inQuery && !inBody) continue;
        const query: [string, string][] = [];
        for (const parameter of parameters) {
          const value = valueFor(parameter.schema, fill);
          for (const item of Array.isArray(value) ? value : [value]) {
            if (item !== undefined && typeof item !== 'object') query.push([parameter.name, String(item)]);
          }
        }
        const filled = inPath.reduce(
          (url, parameter) =>
            url.replace(`{${parameter.name}}`, encodeURIComponent(String(valueFor(parameter.schema, fill)))),
          path,
        );
        probes.push({
          method: method.toUpperCase(),
          path: filled,
          fill,
          guarded: /Permission:/.test(operation.description ?? ''),
          query,
          ...(body ? { body: valueFor(body, fill) } : {}),
        });
      }
    }
  }
  return probes;
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
  }, 60_000);
  afterAll(() => t?.close());

  it('reads the routes from the app', () => {
    expect(probes.length).toBeGreaterThan(300);
    expect(probes).toContainEqual(expect.objectContaining({ method: 'POST', path: '/api/login', fill: 'nul' }));
    expect(probes).toContainEqual(expect.objectContaining({ method: 'GET', path: '/api/org/detail', fill: 'bigId' }));
  });

  it('answers no NUL text and no out-of-range id with a 5xx; a NUL is refused with 400 naming its field', async () => {
    const failures: string[] = [];
    for (const probe of probes) {
      const url = `${probe.path}${probe.query.length ? `?${new URLSearchParams(probe.query)}` : ''}`;
      for (const token of tokens) {
        const response = await t.call(probe.method, url, {
          token,
          ...(probe.body !== undefined ? { body: probe.body } : {}),
        });
        const what = `${probe.method} ${url} (${probe.fill}) → ${response.status} ${response.body?.message ?? ''}`;
        if (response.status === 403) continue;
        if (response.status >= 500) failures.push(what);
        else if (probe.fill === 'nul' && response.status !== 400) failures.push(what);
        else if (probe.fill === 'nul' && !/NUL/.test(response.body.message)) failures.push(what);
        break;
      }
    }
    expect(failures).toEqual([]);
  }, 300_000);

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

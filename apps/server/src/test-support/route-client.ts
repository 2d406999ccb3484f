import { buildQueryString, type RouteBody, type RouteDef, type RouteQuery, type RouteResponse } from '@takt/contracts';
import { expect } from 'vitest';
import type { ApiResponse, TestServer } from './test-server.js';

/**
 * A schema's input where a plain `string` may also be `undefined`: tests keep the ids they made in
 * a `Record<string, string>`, whose entries read as `string | undefined`. Literal unions stay
 * strict; a missing id is the server's to refuse.
 */
export type Lenient<T> = T extends string
  ? string extends T
    ? T | undefined
    : T
  : T extends object
    ? { [K in keyof T]: Lenient<T[K]> }
    : T;

/** What a test may send as the route's body or query (for the parameters of its own helpers). */
export type BodyOf<D> = Lenient<RouteBody<D>>;
export type QueryOf<D> = Lenient<RouteQuery<D>>;

export interface RouteCallOptions<D extends RouteDef> {
  /** Into the query string; arrays as repeated keys, as the web client sends them. */
  query?: QueryOf<D>;
  body?: BodyOf<D>;
  /** Sent verbatim instead of `body` (JSON content type). */
  rawBody?: string;
  /** Another user's access token for this call. */
  as?: string;
  /** Accept-Language; en-US unless given. */
  language?: string;
  headers?: Record<string, string>;
}

/** A route and what to send it, for tables of cases (bodies unchecked). */
export type RouteCall = [route: RouteDef, options: RouteCallOptions<RouteDef>];

export interface RouteClient {
  /** The answer as it came, for refusals and anything a test checks itself. */
  call<D extends RouteDef>(route: D, options?: RouteCallOptions<D>): Promise<ApiResponse<RouteResponse<D>>>;
  /** The envelope's data, after asserting HTTP 200 and success. */
  ok<D extends RouteDef>(route: D, options?: RouteCallOptions<D>): Promise<RouteResponse<D>>;
  /** The same client signed in as another user. */
  as(token: string): RouteClient;
  readonly token: string | undefined;
}

/**
 * A test's typed client of the contracts' route tables, over a {@link TestServer}'s real HTTP:
 *
 *   const api = routeClient(t, { token });
 *   const unit = await api.ok(unitApi.add, { body: { code: 'PCS', name: 'Piece' } }); // typed data
 *   const page = await api.ok(unitApi.page, { query: { name: 'kilo' } });
 *   const refused = await api.call(unitApi.add, { body, as: other, language: 'zh-CN' }); // { status, body }
 *   const theirs = api.as(other); // the same client as another user
 *
 * Bodies and queries are typed by the route's schemas (their input types), so a misspelt field
 * fails the typecheck. A test that sends a malformed request on purpose says so:
 * `body: { code: 1 } as never`, or `rawBody: '{'` for text that is not JSON at all.
 */
export function routeClient(t: Pick<TestServer, 'call'>, defaults: { token?: string; language?: string } = {}) {
  const call: RouteClient['call'] = (route, options = {}) => {
    const token = options.as ?? defaults.token;
    const language = options.language ?? defaults.language;
    return t.call(route.method, `/api${route.path}${buildQueryString(options.query as object | undefined)}`, {
      ...(token ? { token } : {}),
      ...(language ? { language } : {}),
      ...(options.body !== undefined ? { body: options.body } : {}),
      ...(options.rawBody !== undefined ? { rawBody: options.rawBody } : {}),
      ...(options.headers ? { headers: options.headers } : {}),
    });
  };
  const client: RouteClient = {
    token: defaults.token,
    call,
    async ok(route, options) {
      const answer = await call(route, options);
      const said = `${route.method} ${route.path} answered ${answer.status}: ${answer.body?.message ?? JSON.stringify(answer.body)}`;
      expect(answer.status, said).toBe(200);
      expect(answer.body?.success, said).toBe(true);
      return answer.body.data;
    },
    as: (token) => routeClient(t, { ...defaults, token }),
  };
  return client;
}

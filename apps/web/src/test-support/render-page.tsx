// Must come first: lets antd 5's static message/notification/modal work with React 19.
import '@ant-design/v5-patch-for-react-19';
import './dom-environment';
import { StyleProvider } from '@ant-design/cssinjs';
import {
  type AccountInfo,
  AdminType,
  type CodedRef,
  httpStatusFor,
  type Language,
  type RefKind,
  ResultCode,
  type RouteDef,
  referenceApi,
} from '@takt/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, type RenderResult, render, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel, type UserEvent } from '@testing-library/user-event';
import { App as AntdApp, ConfigProvider } from 'antd';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, vi } from 'vitest';
import { antdLocaleFor, changeLanguage, currentLanguage, i18n, initI18n } from '../app/i18n';
import { buildUrl, configureRequestClient, type Notice } from '../app/request';
import { apiBaseFor, storedServerBase } from '../app/server-base';
import { settings } from '../app/settings';
import { writeLocal } from '../app/storage';
import { accountInfoKey } from '../areas/identity/hooks';
import { testAccount } from './account';

export { testAccount };

/**
 * A page rendered into jsdom the way the app shows it (real texts, antd `App`, a signed-in
 * account, a fresh query cache), talking to routes the test answers. Start the test file with
 * `// @vitest-environment jsdom` and name it `*.dom.test.tsx`:
 *
 *   const page = await renderPage(<UnitListPage />, {
 *     responses: [[unitApi.page, () => pageOf([kg])], [unitApi.add, ({ body }) => ({ ...kg, ...(body as object) })]],
 *   });
 *   await page.findByText('Kilogram');
 *   expect((await page.request(unitApi.page)).query).toEqual({ pageNo: '1', pageSize: '20' });
 *
 * `fetch` is the stub (the request client's lowest level): every call is recorded (route, query
 * as sent on the URL, JSON body) and answered in the server's envelope. The route's contract is
 * held against what was sent and what the test answers: a query or body the route's schema
 * refuses is answered 400, a call to a route the test did not declare is answered 404, and
 * either (or an answer the response schema refuses) fails the test once it ends, the 404 unless
 * `allowUnanswered` is set.
 */

export interface PageRequest {
  /** The answered route; undefined for a call no response was declared for. */
  route: RouteDef | undefined;
  method: string;
  /** The URL's path, `/api/unit/page`. */
  path: string;
  /** The query as sent: one string per parameter, a list for a repeated one. */
  query: Record<string, string | string[]>;
  /** The JSON body as sent; undefined without one. */
  body: unknown;
}

/** A route's answer: its `data`, or {@link refuse} for a failure envelope. */
export type Responder = (request: PageRequest) => unknown;
export type RouteResponses = ReadonlyArray<readonly [RouteDef, Responder]>;

export interface RenderPageOptions {
  responses?: RouteResponses;
  /** Over {@link testAccount} (a super administrator): `{ adminType, permissions }` for a plain user. */
  account?: Partial<AccountInfo>;
  /** Default en-US. */
  language?: Language;
  /** Calls to undeclared routes are answered 404 without failing the test. */
  allowUnanswered?: boolean;
}

export interface RenderedPage extends RenderResult {
  user: UserEvent;
  /** Every call so far, in order; only those to `route` when given. */
  requests: (route?: RouteDef) => PageRequest[];
  /** Waits for the `count`th call (default: the first) to `route` and returns it. */
  request: (route: RouteDef, count?: number) => Promise<PageRequest>;
  /** Calls to routes the test declared no response for (answered 404). */
  unanswered: () => PageRequest[];
  /** What the request client showed (refusals, errors): title and description. */
  notices: Notice[];
  queryClient: QueryClient;
}

const REFUSAL = Symbol('refusal');
interface Refusal {
  [REFUSAL]: true;
  code: number;
  message: string;
}

/** A failure envelope with the server's HTTP status for `code` (1001 → 422). */
export function refuse(code: number, message: string): Refusal {
  return { [REFUSAL]: true, code, message };
}

function isRefusal(value: unknown): value is Refusal {
  return typeof value === 'object' && value !== null && REFUSAL in value;
}

/** One page of rows as the list routes answer it. */
export function pageOf<T>(rows: T[], paging: { pageNo?: number; pageSize?: number; totalRows?: number } = {}) {
  return {
    rows,
    totalRows: paging.totalRows ?? rows.length,
    pageNo: paging.pageNo ?? 1,
    pageSize: paging.pageSize ?? 10,
  };
}

/**
 * The reference pickers' search route (RefSelect), answered from records per kind: by ids, or
 * by a keyword in code or name.
 */
export function refOptions(records: Partial<Record<RefKind, CodedRef[]>>): readonly [RouteDef, Responder] {
  return [
    referenceApi.options,
    ({ query }) => {
      const all = records[query.kind as RefKind] ?? [];
      if (query.ids !== undefined) {
        const ids = ([] as string[]).concat(query.ids);
        return all.filter((ref) => ids.includes(ref.id));
      }
      const keyword = typeof query.keyword === 'string' ? query.keyword.toLowerCase() : '';
      return all.filter((ref) => `${ref.code} ${ref.name}`.toLowerCase().includes(keyword));
    },
  ];
}

/** A plain user holding only these permission codes (every other code the product knows is refused). */
export function userWith(...permissions: string[]): Partial<AccountInfo> {
  return { adminType: AdminType.USER, permissions };
}

async function selectLanguage(language: Language): Promise<void> {
  if (!i18n.isInitialized) {
    writeLocal('language', language);
    await initI18n();
  }
  if (currentLanguage() !== language || !antdLocaleFor(language)) await changeLanguage(language);
}

function wireQuery(url: URL): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const key of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(key);
    query[key] = values.length === 1 ? values[0]! : values;
  }
  return query;
}

function envelope(httpStatus: number, body: object): Response {
  return new Response(JSON.stringify(body), { status: httpStatus, headers: { 'content-type': 'application/json' } });
}

const failure = (code: number, message: string) =>
  envelope(httpStatusFor(code as ResultCode), { success: false, code, message, data: null });

// antd renders slowly in jsdom, the more so on shared cores.
vi.setConfig({ testTimeout: 20_000 });

// What went against a contract or was left unanswered in the running test; it fails after it.
let problems: string[] = [];
let restoreFetch: (() => void) | null = null;

afterEach(() => {
  cleanup();
  restoreFetch?.();
  restoreFetch = null;
  localStorage.clear();
  const found = problems;
  problems = [];
  if (found.length) throw new Error(`the page's calls did not fit the test's routes:\n- ${found.join('\n- ')}`);
});

export async function renderPage(ui: ReactElement, options: RenderPageOptions = {}): Promise<RenderedPage> {
  const language = options.language ?? 'en-US';
  await selectLanguage(language);

  const notices: Notice[] = [];
  configureRequestClient({
    translate: (key, values) => (values ? i18n.t(key, values) : i18n.t(key)),
    language: currentLanguage,
    notify: (notice) => notices.push(notice),
  });

  const base = apiBaseFor(storedServerBase(), settings.apiBase);
  const routes = (options.responses ?? []).map(([route, respond]) => ({
    route,
    respond,
    path: new URL(buildUrl(base, route.path), window.location.href).pathname,
  }));
  const recorded: PageRequest[] = [];

  const fetchStub = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      window.location.href,
    );
    const method = (init.method ?? 'GET').toUpperCase();
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : (init.body ?? undefined);
    const match = routes.find((entry) => entry.route.method === method && entry.path === url.pathname);
    const request: PageRequest = { route: match?.route, method, path: url.pathname, query: wireQuery(url), body };
    recorded.push(request);
    const said = `${method} ${url.pathname}`;
    if (!match) {
      if (!options.allowUnanswered) problems.push(`${said}: no response declared`);
      return failure(ResultCode.NOT_FOUND, `no test response for ${said}`);
    }
    const { route } = match;
    for (const [part, schema, value] of [
      ['query', route.query, request.query],
      ['body', route.body, body],
    ] as const) {
      if (!schema) continue;
      const checked = schema.safeParse(value);
      if (!checked.success) {
        problems.push(`${said}: the ${part} breaks the contract: ${checked.error.message}`);
        return failure(ResultCode.VALIDATION, `${part} refused by the contract`);
      }
    }
    const data = await match.respond(request);
    if (isRefusal(data)) return failure(data.code, data.message);
    const answer = route.response.safeParse(data);
    if (!answer.success) problems.push(`${said}: the test's answer breaks the contract: ${answer.error.message}`);
    return envelope(200, { success: true, code: 200, message: 'ok', data: data ?? null });
  };
  if (!restoreFetch) {
    const realFetch = globalThis.fetch;
    restoreFetch = () => {
      globalThis.fetch = realFetch;
    };
  }
  globalThis.fetch = fetchStub as typeof fetch;

  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false }, mutations: { retry: false } },
  });
  queryClient.setQueryData(accountInfoKey, testAccount(options.account));

  // antd's styles are computed but not written into the document (jsdom parsing them halved the
  // tests' speed); no animations, so dialogs and messages come and go at once.
  const rendered = render(
    <StyleProvider mock="server">
      <ConfigProvider locale={antdLocaleFor(language)} theme={{ token: { motion: false } }} wave={{ disabled: true }}>
        <AntdApp>
          <QueryClientProvider client={queryClient}>
            <MemoryRouter>{ui}</MemoryRouter>
          </QueryClientProvider>
        </AntdApp>
      </ConfigProvider>
    </StyleProvider>,
  );

  const requests = (route?: RouteDef) => (route ? recorded.filter((entry) => entry.route === route) : [...recorded]);
  return {
    ...rendered,
    // No pause between keys, no pointer-events look-up through every ancestor's computed style
    // on each click: both cost seconds in jsdom and tell nothing about the page.
    user: userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never }),
    requests,
    request: (route, count = 1) =>
      waitFor(() => {
        const calls = requests(route);
        if (calls.length < count)
          throw new Error(`${count} call(s) to ${route.method} ${route.path} awaited, ${calls.length} made`);
        return calls[count - 1]!;
      }),
    unanswered: () => recorded.filter((entry) => entry.route === undefined),
    notices,
    queryClient,
  };
}

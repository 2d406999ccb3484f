import { authApi, buildQueryString, defineRoute, pageQuerySchema } from '@takt/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  buildUrl,
  callApi,
  classifyNetworkFailure,
  classifyResponse,
  configureRequestClient,
  type Notice,
  type Translate,
} from './request';
import { getRefreshToken, getToken, sessionGeneration, setSessionNavigator, signIn, signOut } from './session';

/** Identity translation: assertions read the keys. */
const t: Translate = (key, values) => (values ? `${key}|${values.id}` : key);

const envelope = (code: number, message: string, data: unknown = null, extra: object = {}) => ({
  success: code === 200,
  code,
  message,
  data,
  ...extra,
});

describe('classifyResponse', () => {
  it('resolves the data of a successful envelope', () => {
    const outcome = classifyResponse({ httpStatus: 200, body: envelope(200, 'ok', { a: 1 }), session: 'current' }, t);
    expect(outcome).toEqual({ ok: true, data: { a: 1 } });
  });

  it('401 with a current session: "Unauthorized" notification and sign-out', () => {
    const outcome = classifyResponse({ httpStatus: 401, body: envelope(401, 'Login expired'), session: 'current' }, t);
    expect(outcome).toMatchObject({
      ok: false,
      signOut: true,
      error: { code: 401, httpStatus: 401, message: 'Login expired' },
      notice: { channel: 'notification', level: 'error', title: 'request.unauthorized', description: 'Login expired' },
    });
  });

  it('401 without a message falls back to "Need to log in again"', () => {
    const outcome = classifyResponse({ httpStatus: 401, body: undefined, session: 'current' }, t);
    expect(outcome).toMatchObject({
      ok: false,
      signOut: true,
      error: { code: 401, message: 'request.loginAgain' },
      notice: { title: 'request.unauthorized', description: 'request.loginAgain' },
    });
  });

  it('401 in the body of an HTTP 200 is handled like HTTP 401', () => {
    const outcome = classifyResponse({ httpStatus: 200, body: envelope(401, 'expired'), session: 'current' }, t);
    expect(outcome).toMatchObject({ ok: false, signOut: true, error: { code: 401, httpStatus: 200 } });
  });

  it('401 without a token: notice but no sign-out', () => {
    const outcome = classifyResponse({ httpStatus: 401, body: envelope(401, 'Sign in first'), session: 'none' }, t);
    expect(outcome).toMatchObject({ ok: false, signOut: false, notice: { title: 'request.unauthorized' } });
  });

  it('401 for a session that has already ended: silent', () => {
    const outcome = classifyResponse({ httpStatus: 401, body: envelope(401, 'expired'), session: 'stale' }, t);
    expect(outcome).toMatchObject({ ok: false, signOut: false, notice: null, error: { code: 401 } });
  });

  it('403: "Forbidden (403)" notification with the server message', () => {
    const outcome = classifyResponse(
      { httpStatus: 403, body: envelope(403, 'No permission: sys:user:add'), session: 'current' },
      t,
    );
    expect(outcome).toMatchObject({
      ok: false,
      signOut: false,
      error: { code: 403, message: 'No permission: sys:user:add' },
      notice: {
        channel: 'notification',
        level: 'error',
        title: 'request.forbidden',
        description: 'No permission: sys:user:add',
      },
    });
  });

  it('500 envelope: "internal server error" notification with message and request id', () => {
    const outcome = classifyResponse(
      { httpStatus: 500, body: envelope(500, 'Something broke', null, { requestId: 'req-7' }), session: 'current' },
      t,
    );
    expect(outcome).toMatchObject({
      ok: false,
      error: { code: 500, httpStatus: 500, message: 'Something broke', requestId: 'req-7' },
      notice: {
        channel: 'notification',
        level: 'error',
        title: 'request.serverError',
        description: 'Something broke request.requestId|req-7',
      },
    });
  });

  it('body code 500 inside HTTP 200 is still an internal error', () => {
    const outcome = classifyResponse({ httpStatus: 200, body: envelope(500, 'db down'), session: 'none' }, t);
    expect(outcome).toMatchObject({ ok: false, notice: { title: 'request.serverError', description: 'db down' } });
  });

  it('HTTP 500 with a plain-text message: error toast', () => {
    const outcome = classifyResponse({ httpStatus: 500, body: 'Out of memory', session: 'none' }, t);
    expect(outcome).toMatchObject({
      ok: false,
      error: { code: 500, message: 'Out of memory' },
      notice: { channel: 'message', level: 'error', title: 'Out of memory' },
    });
  });

  it.each([
    [502, '<html>Bad gateway</html>'],
    [503, 'Service Unavailable'],
    [500, undefined],
  ])('HTTP %i without an envelope: "backend not started or proxy error"', (httpStatus, body) => {
    const outcome = classifyResponse({ httpStatus, body, session: 'none' }, t);
    expect(outcome).toMatchObject({
      ok: false,
      error: { httpStatus, message: 'request.proxyError' },
      notice: { channel: 'notification', level: 'error', title: 'request.proxyError' },
    });
  });

  it.each([
    [400, 400, 'account: at least 4 characters'],
    [422, 1001, 'Account or password is wrong'],
  ])('HTTP %i / code %i: warning toast with the server message', (httpStatus, code, message) => {
    const outcome = classifyResponse({ httpStatus, body: envelope(code, message), session: 'none' }, t);
    expect(outcome).toMatchObject({
      ok: false,
      signOut: false,
      error: { code, httpStatus, message },
      notice: { channel: 'message', level: 'warning', title: message },
    });
  });

  it('keeps what a refusal adds under its message (key, params and text)', () => {
    const details = [{ key: 'production.refusal.passed', params: { serial: 'SN1' }, message: 'SN1 has passed P10' }];
    const body = {
      ...envelope(1001, 'Scanning order error'),
      messageKey: 'bom.scan.order',
      messageParams: {},
      details: [...details, { key: 1 }],
    };
    const said = { key: 'bom.scan.order', params: {} };
    const outcome = classifyResponse({ httpStatus: 422, body, session: 'current' }, t);
    expect(outcome).toMatchObject({ ok: false, error: { code: 1001, message: 'Scanning order error', details, said } });
    if (!outcome.ok) expect(new ApiError(outcome.error)).toMatchObject({ details, said });
    // Parameters that are not plain values are not a message the client can say again.
    const odd = classifyResponse(
      { httpStatus: 422, body: { ...body, messageParams: { serial: { nested: 1 } } }, session: 'current' },
      t,
    );
    expect(!odd.ok && odd.error.said).toBeUndefined();
  });

  it.each([404, 409])('other failures (%i) warn too', (code) => {
    const outcome = classifyResponse({ httpStatus: code, body: envelope(code, 'nope'), session: 'current' }, t);
    expect(outcome).toMatchObject({
      ok: false,
      error: { code },
      notice: { channel: 'message', level: 'warning', title: 'nope' },
    });
  });

  it('a failure without any message warns with the generic text', () => {
    const outcome = classifyResponse({ httpStatus: 404, body: '<html>404</html>', session: 'none' }, t);
    expect(outcome).toMatchObject({
      ok: false,
      error: { code: 404, message: 'request.requestError' },
      notice: { channel: 'message', level: 'warning', title: 'request.requestError' },
    });
  });

  it('a 2xx that is not an envelope (e.g. the SPA page) is a request error', () => {
    const outcome = classifyResponse({ httpStatus: 200, body: '<!doctype html><html></html>', session: 'none' }, t);
    expect(outcome).toMatchObject({
      ok: false,
      error: { code: 500, httpStatus: 200 },
      notice: { channel: 'notification', title: 'request.requestError' },
    });
  });
});

describe('classifyNetworkFailure', () => {
  it('network error: "network disconnected" notification, code 0', () => {
    expect(classifyNetworkFailure('network', t)).toMatchObject({
      ok: false,
      signOut: false,
      error: { code: 0, httpStatus: 0, message: 'request.networkError' },
      notice: { channel: 'notification', level: 'error', title: 'request.networkError', key: 'network' },
    });
  });

  it('timeout: same notification, says it timed out', () => {
    expect(classifyNetworkFailure('timeout', t)).toMatchObject({
      error: { code: 0, httpStatus: 0, message: 'request.timeout', timedOut: true },
      notice: { title: 'request.networkError', description: 'request.timeout' },
    });
  });
});

describe('buildUrl', () => {
  it('joins base and path', () => {
    expect(buildUrl('/api', '/login')).toBe('/api/login');
    expect(buildUrl('/api/', 'user/page', { pageNo: 2 })).toBe('/api/user/page?pageNo=2');
  });
});

describe('callApi', () => {
  const notices: Notice[] = [];
  const navigations: string[] = [];
  const fetchMock = vi.fn<typeof fetch>();

  const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

  beforeEach(() => {
    notices.length = 0;
    navigations.length = 0;
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    configureRequestClient({ translate: t, language: () => 'vi-VN', notify: (n) => notices.push(n) });
    setSessionNavigator((to) => navigations.push(to));
    signOut({ navigate: false });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('sends the session headers and the language, and resolves the data', async () => {
    signIn({ token: 'T1', refreshToken: 'R1' });
    fetchMock.mockResolvedValueOnce(json(200, envelope(200, 'ok', { name: 'Ana' })));
    const data = await callApi(authApi.accountInfo);
    expect(data).toEqual({ name: 'Ana' });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    const headers = new Headers(init?.headers);
    expect(url).toBe('/api/get_account_info');
    expect(init?.method).toBe('GET');
    expect(headers.get('authorization')).toBe('Bearer T1');
    expect(headers.get('x-authorization')).toBe('Bearer R1');
    expect(headers.get('accept-language')).toBe('vi-VN');
  });

  it('posts JSON bodies and sends no tokens to public routes', async () => {
    signIn({ token: 'OLD', refreshToken: 'OLDR' });
    fetchMock.mockResolvedValueOnce(json(200, envelope(200, 'ok', { token: 'a', refreshToken: 'b' })));
    await callApi(authApi.login, { body: { account: 'admin', password: 'secret1' } });
    const init = fetchMock.mock.calls[0]?.[1];
    const headers = new Headers(init?.headers);
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"account":"admin","password":"secret1"}');
    expect(headers.get('content-type')).toBe('application/json');
    expect(headers.get('authorization')).toBeNull();
  });

  it('builds the URL from the route path and its query', async () => {
    const route = defineRoute({
      method: 'GET',
      path: '/user/page',
      summary: 'test',
      tag: 'test',
      access: 'session',
      query: pageQuerySchema(['name']),
      response: authApi.logout.response,
    });
    fetchMock.mockResolvedValueOnce(json(200, envelope(200, 'ok')));
    await callApi(route, { query: { pageNo: 2, pageSize: 20, sortField: 'name', sortOrder: 'ascend' } });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/user/page?pageNo=2&pageSize=20&sortField=name&sortOrder=ascend');
  });

  it('stores tokens renewed through the response headers', async () => {
    signIn({ token: 'T1', refreshToken: 'R1' });
    fetchMock.mockResolvedValueOnce(
      json(200, envelope(200, 'ok', null), { 'access-token': 'T2', 'x-access-token': 'R2' }),
    );
    await callApi(authApi.logout);
    expect(getToken()).toBe('T2');
    expect(getRefreshToken()).toBe('R2');
  });

  it('ignores renewed tokens that arrive after sign-out', async () => {
    signIn({ token: 'T1', refreshToken: 'R1' });
    let answer!: (response: Response) => void;
    fetchMock.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const call = callApi(authApi.accountInfo);
    signOut({ navigate: false });
    answer(json(200, envelope(200, 'ok', null), { 'access-token': 'T2' }));
    await call;
    expect(getToken()).toBeNull();
  });

  it('401: notifies once, signs out and sends the user to /login with a redirect', async () => {
    signIn({ token: 'T1', refreshToken: 'R1' });
    const before = sessionGeneration();
    fetchMock.mockImplementation(async () => json(401, envelope(401, 'expired')));
    const results = await Promise.allSettled([callApi(authApi.accountInfo), callApi(authApi.accountInfo)]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    const error = (results[0] as PromiseRejectedResult).reason;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 401, httpStatus: 401, message: 'expired' });
    expect(getToken()).toBeNull();
    expect(sessionGeneration()).toBe(before + 1);
    expect(navigations).toEqual(['/login']); // no window in node: nothing to return to
    expect(notices).toHaveLength(1);
  });

  it('quiet callers get the error without a notice', async () => {
    fetchMock.mockResolvedValueOnce(json(422, envelope(1001, 'Account locked for 15 minutes')));
    await expect(
      callApi(authApi.login, { body: { account: 'a', password: 'secret1' }, quiet: (e) => e.code === 1001 }),
    ).rejects.toMatchObject({ code: 1001, httpStatus: 422, message: 'Account locked for 15 minutes' });
    expect(notices).toEqual([]);
  });

  it('a network failure notifies "network disconnected"', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(callApi(authApi.accountInfo)).rejects.toMatchObject({ code: 0, httpStatus: 0 });
    expect(notices).toMatchObject([{ title: 'request.networkError' }]);
  });

  it('times out after the configured time', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementationOnce(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const call = callApi(authApi.accountInfo, { timeoutMs: 1_000 });
    const settled = expect(call).rejects.toMatchObject({ code: 0, message: 'request.timeout' });
    await vi.advanceTimersByTimeAsync(1_000);
    await settled;
    expect(notices).toMatchObject([{ title: 'request.networkError', description: 'request.timeout' }]);
  });

  it('a call cancelled by its caller stays silent', async () => {
    const controller = new AbortController();
    fetchMock.mockImplementationOnce(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const call = callApi(authApi.accountInfo, { signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
    expect(notices).toEqual([]);
  });
});

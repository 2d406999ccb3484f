import {
  AdminType,
  type ExceptionLog,
  exceptionLogApi,
  LoginThrottle,
  onlineUserApi,
  operationLogApi,
  type VisitLog,
  visitLogApi,
} from '@takt/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readSheet } from '../../platform/excel/excel.js';
import { TEST_PASSWORD, testDatabaseKinds } from '../../test-support/databases.js';
import { claimsOf, createTenant, createUser } from '../../test-support/fixtures.js';
import { aroundToday } from '../../test-support/log-dates.js';
import { type RouteCall, type RouteClient, routeClient } from '../../test-support/route-client.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';

/** A route added for the test that fails the way an unforeseen bug does, as the actor the query names. */
const BOOM_PATH = '/api/log_test/boom';

describe.each(testDatabaseKinds())('exception and visit logs on %s', (kind) => {
  let t: TestServer;
  let api: RouteClient;
  let superAdmin: string;
  let otherAdmin: string;
  let operator: string;
  const days = aroundToday();

  beforeAll(async () => {
    t = await startTestServer(kind, {
      beforeListen: (server) => {
        server.app.get(BOOM_PATH, async (request) => {
          const query = request.query as { tenantId?: string; userId?: string; account?: string; tag: string };
          if (query.tenantId)
            request.actor = { tenantId: query.tenantId, userId: query.userId!, account: query.account! };
          throw new Error(`boom ${query.tag}`);
        });
      },
    });
    const admin = (await t.login('admin')).token;
    api = routeClient(t, { token: admin });
    superAdmin = (await t.login('superAdmin')).token;
    operator = (await t.login('operator')).token;
    const otherTenant = await createTenant(t.server.db, { code: 'logs_other' });
    await createUser(t.server.db, otherTenant, { account: 'logs_other_admin', adminType: AdminType.ENTERPRISE_ADMIN });
    otherAdmin = (await t.login('logs_other_admin')).token;
  });
  afterAll(() => t?.close());

  /** Fails a request as the demo administrator; answers its request id. */
  const boom = async (tag: string) => {
    const { tenantId, userId } = claimsOf(api.token!);
    const answer = await t.call('GET', `${BOOM_PATH}?tag=${tag}&tenantId=${tenantId}&userId=${userId}&account=admin`);
    expect(answer.status).toBe(500);
    expect(answer.body).toMatchObject({
      success: false,
      code: 500,
      message: 'An internal error occurred on the server',
    });
    return answer.headers.get('x-request-id')!;
  };

  /** The exception log's rows of one failed request as a reader sees them, once written. */
  const exceptionsOf = (requestId: string, token: string) =>
    vi.waitFor(
      async () => {
        const page = await api.ok(exceptionLogApi.page, { query: { ...days, requestId }, as: token });
        expect(page.rows).toHaveLength(1);
        return page;
      },
      { timeout: 15_000, interval: 50 },
    );

  it('records a server error with its request, user and enterprise; the stack only for the super administrator', async () => {
    const requestId = await boom('recorded');
    const mine = await exceptionsOf(requestId, api.token!);
    const { tenantId, userId } = claimsOf(api.token!);
    expect(mine.totalRows).toBe(1);
    expect(mine.rows[0]).toMatchObject({
      tenantId,
      userId,
      account: 'admin',
      method: 'GET',
      path: BOOM_PATH,
      route: BOOM_PATH,
      statusCode: 500,
      message: 'boom recorded',
      stack: null,
    });
    const row = mine.rows[0]!;
    expect(row.code).toBe(row.id);
    expect(await api.ok(exceptionLogApi.detail, { query: { id: row.id } })).toMatchObject({ id: row.id, stack: null });

    const platform = await exceptionsOf(requestId, superAdmin);
    expect(platform.rows[0]!.stack).toContain('Error: boom recorded');
    const detail = await api.ok(exceptionLogApi.detail, { query: { id: row.id }, as: superAdmin });
    expect(detail.stack).toContain('boom recorded');

    // Another enterprise sees none of it, by list or by id.
    const theirs = await api.ok(exceptionLogApi.page, { query: { ...days, requestId }, as: otherAdmin });
    expect(theirs.totalRows).toBe(0);
    expect((await api.call(exceptionLogApi.detail, { query: { id: row.id }, as: otherAdmin })).status).toBe(404);
  });

  it('filters the exception log by log key, message and account, and exports it', async () => {
    const requestId = await boom('filtered');
    const [row] = (await exceptionsOf(requestId, api.token!)).rows as [ExceptionLog];
    const byKey = await api.ok(exceptionLogApi.page, { query: { ...days, code: row.id } });
    expect(byKey.rows.map((r) => r.id)).toEqual([row.id]);
    const byMessage = await api.ok(exceptionLogApi.page, { query: { ...days, message: 'BOOM FILTERED' } });
    expect(byMessage.rows.map((r) => r.id)).toEqual([row.id]);
    const elsewhere = await api.ok(exceptionLogApi.page, {
      query: { ...days, message: 'boom filtered', account: 'x' },
    });
    expect(elsewhere.totalRows).toBe(0);

    const response = await fetch(
      `${t.baseUrl}/api/exception_log/export?startDate=${days.startDate}&endDate=${days.endDate}&code=${row.id}`,
      {
        headers: { authorization: `Bearer ${api.token}`, 'accept-language': 'en-US' },
      },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(/exception-log-.*\.xlsx"/);
    const sheet = await readSheet(new Uint8Array(await response.arrayBuffer()));
    expect(sheet.headers).toEqual([
      'Log key',
      'Time',
      'Enterprise ID',
      'Account',
      'Method',
      'Path',
      'HTTP status',
      'Message',
      'Request ID',
      'Stack',
    ]);
    expect(sheet.rows).toHaveLength(1);
    expect(sheet.rows[0]!.slice(3, 9)).toEqual(['admin', 'GET', BOOM_PATH, '500', 'boom filtered', requestId]);
  });

  it.each([
    [
      {},
      'startDate: is required: a query names its start and end dates; endDate: is required: a query names its start and end dates',
    ],
    [{ startDate: '2026-01-01' }, 'endDate: is required: a query names its start and end dates'],
    [
      { startDate: '2026-01-01', endDate: '2026-02-01' },
      'endDate: must be at most 31 days after the start date (both counted)',
    ],
    [{ startDate: '2026-02-01', endDate: '2026-01-31' }, 'endDate: must not be before the start date'],
    [{ startDate: '2026-02-30', endDate: '2026-03-01' }, 'startDate: must be a date (YYYY-MM-DD)'],
    [{ ...aroundToday(), code: '12a' }, 'code: must contain digits only'],
    [{ ...aroundToday(), message: 'say "hi"' }, 'message: must not contain double quotes'],
  ])('refuses the exception query %j with 400: %s', async (query, reason) => {
    for (const route of [exceptionLogApi.page, exceptionLogApi.export]) {
      const refused = await api.call(route, { query: query as never });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ success: false, code: 400, message: `Invalid request: ${reason}` });
    }
  });

  it('takes a range of exactly 31 days, and says the refusals in the reader’s language', async () => {
    await api.ok(exceptionLogApi.page, { query: { startDate: '2026-01-01', endDate: '2026-01-31' } });
    const refused = await api.call(visitLogApi.page, {
      query: { startDate: '2026-01-01', endDate: '2026-03-01' },
      language: 'zh-CN',
    });
    expect(refused.body.message).toBe('请求参数有误：endDate：与开始日期的跨度不能超过 31 天（含首尾）');
    const key = await api.call(operationLogApi.page, { query: { ...days, code: 'x' }, language: 'zh-TW' });
    expect(key.body.message).toBe('請求參數有誤：code：只能包含數字');
  });

  /** The visit log's rows of an account, once `count` are written. */
  const visitsOf = (account: string, count: number, token = api.token!) =>
    vi.waitFor(
      async () => {
        const page = await api.ok(visitLogApi.page, {
          query: { ...days, account, sortField: 'code', sortOrder: 'ascend' },
          as: token,
        });
        expect(page.rows).toHaveLength(count);
        return page.rows;
      },
      { timeout: 15_000, interval: 50 },
    );

  it('records sign-in, a wrong password, sign-out and a lock-out in the visit log', async () => {
    const { tenantId } = claimsOf(api.token!);
    const userId = await createUser(t.server.db, tenantId, { account: 'visit_user' });
    const headers = { 'user-agent': 'visit-test/1.0' };
    const signedIn = await t.call<{ token: string }>('POST', '/api/login', {
      body: { account: 'visit_user', password: TEST_PASSWORD },
      headers,
    });
    expect(signedIn.status).toBe(200);
    await t.call('POST', '/api/login', { body: { account: 'visit_user', password: 'wrong-one' }, headers });
    const signOut = await t.call('GET', '/api/logout', { token: signedIn.body.data.token, headers });
    expect(signOut.status).toBe(200);

    const rows: VisitLog[] = await visitsOf('visit_user', 3);
    expect(rows.map((row) => row.kind)).toEqual(['signIn', 'signInFailed', 'signOut']);
    expect(rows[0]).toMatchObject({ account: 'visit_user', userId, ip: '127.0.0.1', userAgent: 'visit-test/1.0' });
    const failed = rows.find((row) => row.kind === 'signInFailed')!;
    expect(failed).toMatchObject({ account: 'visit_user', userId, ip: '127.0.0.1', userAgent: 'visit-test/1.0' });
    expect(rows.find((row) => row.kind === 'signOut')).toMatchObject({ userId, userAgent: 'visit-test/1.0' });

    await createUser(t.server.db, tenantId, { account: 'visit_locked' });
    for (let i = 0; i < LoginThrottle.ACCOUNT_LOCK_AFTER; i++) {
      await t.call('POST', '/api/login', { body: { account: 'visit_locked', password: 'wrong-one' } });
    }
    const locked = await visitsOf('visit_locked', LoginThrottle.ACCOUNT_LOCK_AFTER);
    expect(locked.map((row) => row.kind)).toEqual([
      ...Array(LoginThrottle.ACCOUNT_LOCK_AFTER - 1).fill('signInFailed'),
      'lockedOut',
    ]);

    // Filters, and another enterprise sees none of these.
    const byKind = await api.ok(visitLogApi.page, { query: { ...days, account: 'visit_', kind: 'lockedOut' } });
    expect(byKind.rows.map((row) => row.account)).toEqual(['visit_locked']);
    const theirs = await api.ok(visitLogApi.page, { query: { ...days, account: 'visit_' }, as: otherAdmin });
    expect(theirs.totalRows).toBe(0);

    const response = await fetch(
      `${t.baseUrl}/api/visit_log/export?startDate=${days.startDate}&endDate=${days.endDate}&account=visit_locked&kind=lockedOut`,
      { headers: { authorization: `Bearer ${api.token}`, 'accept-language': 'zh-CN' } },
    );
    expect(response.status).toBe(200);
    const sheet = await readSheet(new Uint8Array(await response.arrayBuffer()));
    expect(sheet.headers.slice(0, 4)).toEqual(['日志编号', '时间', '类型', '账号']);
    expect(sheet.rows.map((row) => row.slice(2, 4))).toEqual([['账号锁定', 'visit_locked']]);
  });

  it('answers the operation log’s detail and export, in the enterprise only', async () => {
    const page = await api.ok(operationLogApi.page, { query: { ...days, pageSize: 1, success: 'true' } });
    const [row] = page.rows;
    expect(row).toBeDefined();
    expect(row!.code).toBe(row!.id);
    expect(await api.ok(operationLogApi.detail, { query: { id: row!.id } })).toEqual(row);
    expect((await api.call(operationLogApi.detail, { query: { id: row!.id }, as: otherAdmin })).status).toBe(404);
    const byKey = await api.ok(operationLogApi.page, { query: { ...days, code: row!.id } });
    expect(byKey.rows).toEqual([row]);

    const response = await fetch(
      `${t.baseUrl}/api/op_log/export?startDate=${days.startDate}&endDate=${days.endDate}&code=${row!.id}`,
      { headers: { authorization: `Bearer ${api.token}`, 'accept-language': 'en-US' } },
    );
    expect(response.status).toBe(200);
    const sheet = await readSheet(new Uint8Array(await response.arrayBuffer()));
    expect(sheet.headers).toEqual([
      'Log key',
      'Time',
      'Account',
      'Method',
      'Path',
      'Result',
      'HTTP status',
      'Message',
      'IP address',
      'Duration (ms)',
      'Request ID',
    ]);
    expect(sheet.rows.map((r) => [r[0], r[4], r[5]])).toEqual([[row!.id, row!.path, 'Succeeded']]);
  });

  it('refuses each log route to a user without its permission (403)', async () => {
    const calls: RouteCall[] = [
      [exceptionLogApi.page, { query: days }],
      [exceptionLogApi.detail, { query: { id: '1' } }],
      [exceptionLogApi.export, { query: days }],
      [visitLogApi.page, { query: days }],
      [visitLogApi.export, { query: days }],
      [operationLogApi.page, { query: days }],
      [operationLogApi.detail, { query: { id: '1' } }],
      [operationLogApi.export, { query: days }],
      [onlineUserApi.page, { query: {} }],
      [onlineUserApi.forceOffline, { body: { sessionId: '1' } }],
    ];
    for (const [route, options] of calls) {
      const refused = await api.call(route, { ...options, as: operator });
      const permission = typeof route.access === 'object' ? route.access.permission : '';
      expect(refused.status, route.path).toBe(403);
      expect(refused.body.message).toBe(`Prohibited (403): you do not have the permission ${permission}`);
    }
  });
});

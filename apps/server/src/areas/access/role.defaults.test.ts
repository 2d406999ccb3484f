import { randomUUID } from 'node:crypto';
import {
  DataScopeKind,
  DEFAULT_WORK_SETTINGS,
  flattenMenuCatalog,
  type PageResult,
  ROLE_TEMPLATES,
  type Role,
  roleTemplateMenuKeys,
  SubscriptionType,
} from '@takt/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test-support/databases.js';
import { oneStepLine } from '../../test-support/one-step-line.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';

/** The seeded demo account holding each starting role. */
const HOLDERS = { operator: 'operator', supervisor: 'supervisor', quality: 'quality', maintenance: 'maintenance' };

const catalog = flattenMenuCatalog();
const REPORTS = '/production_report/page?startDate=2026-11-01&endDate=2026-11-30';

/** The permission codes a starting role's menus and buttons carry. */
function templateCodes(code: string): string[] {
  const template = ROLE_TEMPLATES.find((role) => role.code === code)!;
  const keys = roleTemplateMenuKeys(template, catalog);
  return [...new Set(catalog.filter((entry) => keys.has(entry.seed.key)).flatMap((e) => e.seed.permission ?? []))];
}

describe.each(testDatabaseKinds())('starting roles on %s', (kind) => {
  let t: TestServer;
  let admin: string;
  const tokens: Record<string, string> = {};
  const ids: Record<string, string> = {};

  // A valid body, so that only the permission stands in the way.
  const newOrder = () => ({ productId: ids.product, lineId: ids.line, planQuantity: 1, planDate: '2026-12-01' });
  const call = (account: string, method: string, path: string, body?: unknown) =>
    t.call(method, `/api${path}`, { token: tokens[account] ?? admin, body });
  const ok = async <T = { id: string }>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await t.call<T>(method, `/api${path}`, { token: admin, body });
    expect(response.status, `${path} ${JSON.stringify(response.body)}`).toBe(200);
    return response.body.data;
  };

  beforeAll(async () => {
    t = await startTestServer(kind);
    admin = (await t.login('admin')).token;
    for (const account of Object.values(HOLDERS)) tokens[account] = (await t.login(account)).token;
    Object.assign(ids, await oneStepLine(ok, 'SR', ['PA'], ['S1']));
    ids.product = (await ok<{ productId: string }>('GET', `/work_order/detail?id=${ids.order}`)).productId;
  }, 120_000);
  afterAll(() => t?.close());

  it('refuses the line operator order management, production settings and report deletion (403)', async () => {
    const cases: [string, string, unknown, string][] = [
      ['POST', '/work_order/add', newOrder(), 'work:workOrder:add'],
      ['POST', '/work_order/delete', { ids: [ids.order] }, 'work:workOrder:delete'],
      ['POST', '/work_order/close', { ids: [ids.order] }, 'work:workOrder:close'],
      ['POST', '/work_order/complete', { ids: [ids.order] }, 'work:workOrder:complete'],
      ['GET', '/work_order/page', undefined, 'work:workOrder:page'],
      ['POST', '/work_setting/edit', DEFAULT_WORK_SETTINGS, 'work:setting:edit'],
      ['POST', '/production_report/delete', { id: ids.order }, 'work:report:delete'],
    ];
    for (const [method, path, body, permission] of cases) {
      const refused = await call('operator', method, path, body);
      expect(refused.status, path).toBe(403);
      expect(refused.body.message).toBe(`Prohibited (403): you do not have the permission ${permission}`);
    }
    // The order is still there, as it was.
    expect((await call('admin', 'GET', `/work_order/detail?id=${ids.order}`)).status).toBe(200);
  });

  it('lets the line operator scan at a station, read the unit and order traces and list reports', async () => {
    const scanned = await call('operator', 'POST', '/trace/passing/scan', {
      clientScanId: randomUUID(),
      stationId: ids.S1,
      processId: ids.PA,
      workOrderId: ids.order,
      serial: 'SR0001',
    });
    expect(scanned.status, JSON.stringify(scanned.body)).toBe(200);
    const trace = await t.call<{ events: { operator: { name: string } | null }[] }>(
      'GET',
      '/api/trace/product?serial=SR0001',
      { token: tokens.operator },
    );
    expect(trace.status).toBe(200);
    expect(trace.body.data.events.map((event) => event.operator?.name)).toEqual(['Li Wei']);
    expect((await call('operator', 'GET', `/trace/work_order?workOrderId=${ids.order}`)).status).toBe(200);
    expect((await call('operator', 'GET', '/trace/chain?code=SR0001')).status).toBe(200);
    expect((await call('operator', 'GET', REPORTS)).status).toBe(200);
  });

  it('gives each seeded user exactly the codes of their starting role', async () => {
    for (const [role, account] of Object.entries(HOLDERS)) {
      const info = await t.call<{ permissions: string[] }>('GET', '/api/get_account_info', {
        token: tokens[account],
      });
      expect([...info.body.data.permissions].sort(), role).toEqual(templateCodes(role).sort());
    }
  });

  it('lets each role do its job and nothing of the others', async () => {
    const allowed: [string, string][] = [
      ['supervisor', '/work_order/page'],
      ['supervisor', '/production_plan/page'],
      ['supervisor', REPORTS],
      ['quality', '/defect_type/page'],
      ['quality', '/trace/lot/page?lot=NONE'],
      ['quality', '/wip/page'],
    ];
    for (const [account, path] of allowed)
      expect((await call(account, 'GET', path)).status, `${account} ${path}`).toBe(200);
    const refused: [string, string, unknown][] = [
      ['supervisor', '/work_setting/edit', DEFAULT_WORK_SETTINGS],
      ['supervisor', '/defect_type/add', { code: 'X', name: 'X', level: 'minor' }],
      ['quality', '/work_order/add', newOrder()],
      ['maintenance', '/work_order/close', { ids: [ids.order] }],
      ['maintenance', '/production_report/delete', { id: ids.order }],
    ];
    for (const [account, path, body] of refused) {
      expect((await call(account, 'POST', path, body)).status, `${account} ${path}`).toBe(403);
    }
    for (const account of Object.values(HOLDERS)) {
      expect((await call(account, 'GET', '/user/page')).status, account).toBe(403);
    }
  });

  it('gives a new enterprise the starting roles, named in its language, with their grants', async () => {
    const su = (await t.login('superAdmin')).token;
    const account = `sr_${kind}`;
    const added = await t.call('POST', '/api/tenant/add', {
      token: su,
      body: {
        name: 'HanoiWorks',
        adminName: 'Tran Van A',
        account,
        password: 'Secret12',
        subscriptionType: SubscriptionType.PERMANENT,
        apps: ['system', 'mes'],
        modules: [],
        defaultLanguage: 'vi-VN',
      },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const token = (await t.login(account, 'Secret12')).token;
    const page = await t.call<PageResult<Role>>('GET', '/api/role/page?pageSize=50&sortField=sort&sortOrder=ascend', {
      token,
    });
    expect(page.body.data.rows.map((row) => [row.code, row.name, row.dataScope])).toEqual([
      ['operator', 'Công nhân vận hành', DataScopeKind.DEPT_AND_BELOW],
      ['supervisor', 'Giám sát sản xuất', DataScopeKind.DEPT_AND_BELOW],
      ['quality', 'Kỹ sư chất lượng', DataScopeKind.ALL],
      ['maintenance', 'Kỹ thuật viên bảo trì', DataScopeKind.ALL],
      ['administrator', 'Quản trị viên', DataScopeKind.ALL],
    ]);
    for (const [index, role] of page.body.data.rows.entries()) {
      const own = await t.call<string[]>('GET', `/api/role/own_menu?id=${role.id}`, { token });
      expect(new Set(own.body.data).size, role.code).toBe(roleTemplateMenuKeys(ROLE_TEMPLATES[index]!, catalog).size);
    }
  });
});

import { randomUUID } from 'node:crypto';
import {
  authApi,
  DataScopeKind,
  DEFAULT_WORK_SETTINGS,
  defectTypeApi,
  flattenMenuCatalog,
  productionPlanApi,
  ROLE_TEMPLATES,
  type RouteDef,
  reportApi,
  roleApi,
  roleTemplateMenuKeys,
  SubscriptionType,
  scanApi,
  tenantApi,
  traceApi,
  userApi,
  wipApi,
  workOrderApi,
  workSettingApi,
} from '@takt/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test-support/databases.js';
import { oneStepLine } from '../../test-support/production-line.js';
import { type RouteCallOptions, type RouteClient, routeClient } from '../../test-support/route-client.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';

/** The seeded demo account holding each starting role. */
const HOLDERS = { operator: 'operator', supervisor: 'supervisor', quality: 'quality', maintenance: 'maintenance' };

const catalog = flattenMenuCatalog();
const REPORTS = { query: { startDate: '2026-11-01', endDate: '2026-11-30' } };

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
  let api: RouteClient;
  /** The client of a seeded account (the enterprise admin's for 'admin'). */
  const user = (account: string) => api.as(tokens[account] ?? admin);

  beforeAll(async () => {
    t = await startTestServer(kind);
    admin = (await t.login('admin')).token;
    api = routeClient(t, { token: admin });
    for (const account of Object.values(HOLDERS)) tokens[account] = (await t.login(account)).token;
    Object.assign(ids, await oneStepLine(api, 'SR', ['PA'], ['S1']));
    ids.product = (await api.ok(workOrderApi.detail, { query: { id: ids.order } })).productId;
  }, 120_000);
  afterAll(() => t?.close());

  it('refuses the line operator order management, production settings and report deletion (403)', async () => {
    const cases: [RouteDef, RouteCallOptions<RouteDef>, string][] = [
      [workOrderApi.add, { body: newOrder() }, 'work:workOrder:add'],
      [workOrderApi.delete, { body: { ids: [ids.order] } }, 'work:workOrder:delete'],
      [workOrderApi.close, { body: { ids: [ids.order] } }, 'work:workOrder:close'],
      [workOrderApi.complete, { body: { ids: [ids.order] } }, 'work:workOrder:complete'],
      [workOrderApi.page, {}, 'work:workOrder:page'],
      [workSettingApi.edit, { body: DEFAULT_WORK_SETTINGS }, 'work:setting:edit'],
      [reportApi.delete, { body: { id: ids.order } }, 'work:report:delete'],
    ];
    for (const [route, options, permission] of cases) {
      const refused = await user('operator').call(route, options);
      expect(refused.status, route.path).toBe(403);
      expect(refused.body.message).toBe(`Prohibited (403): you do not have the permission ${permission}`);
    }
    // The order is still there, as it was.
    expect((await user('admin').call(workOrderApi.detail, { query: { id: ids.order } })).status).toBe(200);
  });

  it('lets the line operator scan at a station, read the unit and order traces and list reports', async () => {
    const scanned = await user('operator').call(scanApi.passing, {
      body: {
        clientScanId: randomUUID(),
        stationId: ids.S1,
        processId: ids.PA,
        workOrderId: ids.order,
        serial: 'SR0001',
      },
    });
    expect(scanned.status, JSON.stringify(scanned.body)).toBe(200);
    const trace = await user('operator').call(traceApi.product, { query: { serial: 'SR0001' } });
    expect(trace.status).toBe(200);
    expect(trace.body.data.events.map((event) => event.operator?.name)).toEqual(['Li Wei']);
    expect((await user('operator').call(traceApi.workOrder, { query: { workOrderId: ids.order } })).status).toBe(200);
    expect((await user('operator').call(traceApi.chain, { query: { code: 'SR0001' } })).status).toBe(200);
    expect((await user('operator').call(reportApi.page, REPORTS)).status).toBe(200);
  });

  it('gives each seeded user exactly the codes of their starting role', async () => {
    for (const [role, account] of Object.entries(HOLDERS)) {
      const info = await user(account).call(authApi.accountInfo);
      expect([...info.body.data.permissions].sort(), role).toEqual(templateCodes(role).sort());
    }
  });

  it('lets each role do its job and nothing of the others', async () => {
    const allowed: [string, RouteDef, RouteCallOptions<RouteDef>][] = [
      ['supervisor', workOrderApi.page, {}],
      ['supervisor', productionPlanApi.page, {}],
      ['supervisor', reportApi.page, REPORTS],
      ['quality', defectTypeApi.page, {}],
      ['quality', traceApi.lotPage, { query: { lot: 'NONE' } }],
      ['quality', wipApi.page, {}],
    ];
    for (const [account, route, options] of allowed)
      expect((await user(account).call(route, options)).status, `${account} ${route.path}`).toBe(200);
    const refused: [string, RouteDef, unknown][] = [
      ['supervisor', workSettingApi.edit, DEFAULT_WORK_SETTINGS],
      ['supervisor', defectTypeApi.add, { code: 'X', name: 'X', level: 'minor' }],
      ['quality', workOrderApi.add, newOrder()],
      ['maintenance', workOrderApi.close, { ids: [ids.order] }],
      ['maintenance', reportApi.delete, { id: ids.order }],
    ];
    for (const [account, route, body] of refused) {
      expect((await user(account).call(route, { body })).status, `${account} ${route.path}`).toBe(403);
    }
    for (const account of Object.values(HOLDERS)) {
      expect((await user(account).call(userApi.page)).status, account).toBe(403);
    }
  });

  it('gives a new enterprise the starting roles, named in its language, with their grants', async () => {
    const su = (await t.login('superAdmin')).token;
    const account = `sr_${kind}`;
    const added = await api.as(su).call(tenantApi.add, {
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
    const page = await api
      .as(token)
      .call(roleApi.page, { query: { pageSize: 50, sortField: 'sort', sortOrder: 'ascend' } });
    expect(page.body.data.rows.map((row) => [row.code, row.name, row.dataScope])).toEqual([
      ['operator', 'Công nhân vận hành', DataScopeKind.DEPT_AND_BELOW],
      ['supervisor', 'Giám sát sản xuất', DataScopeKind.DEPT_AND_BELOW],
      ['quality', 'Kỹ sư chất lượng', DataScopeKind.ALL],
      ['maintenance', 'Kỹ thuật viên bảo trì', DataScopeKind.ALL],
      ['administrator', 'Quản trị viên', DataScopeKind.ALL],
    ]);
    for (const [index, role] of page.body.data.rows.entries()) {
      const own = await api.as(token).call(roleApi.ownMenu, { query: { id: role.id } });
      expect(new Set(own.body.data).size, role.code).toBe(roleTemplateMenuKeys(ROLE_TEMPLATES[index]!, catalog).size);
    }
  });
});

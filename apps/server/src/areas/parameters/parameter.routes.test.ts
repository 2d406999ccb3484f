import { AdminType, operationLogApi, SystemParamCodes, sysParamApi } from '@takt/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../platform/auth/passwords.js';
import { LocalEventBus } from '../../platform/events/event-bus.js';
import { ReferenceRegistry } from '../../platform/references/reference-registry.js';
import { TEST_PASSWORD, testDatabaseKinds } from '../../test-support/databases.js';
import { createUser, grantPermissions, tenantIdOf } from '../../test-support/fixtures.js';
import { aroundToday } from '../../test-support/log-dates.js';
import { type BodyOf, type QueryOf, type RouteClient, routeClient } from '../../test-support/route-client.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { TenantRepository } from '../tenants/tenant.repository.js';
import { DEFAULT_USER_PASSWORD } from './parameter.defaults.js';
import { ParameterService } from './parameter.service.js';

describe.each(testDatabaseKinds())('system parameters on %s', (kind) => {
  let t: TestServer;
  let api: RouteClient;
  let admin: string;
  let operator: string;
  let otherAdmin: string;
  let otherParamId: string;

  beforeAll(async () => {
    t = await startTestServer(kind);
    admin = (await t.login('admin')).token;
    api = routeClient(t, { token: admin });
    operator = (await t.login('operator')).token;
    // A second enterprise, created the way registration and enterprise management create one.
    await new TenantRepository(t.server.db).createEnterprise({
      name: 'Other Works',
      isPermanent: true,
      deadline: null,
      defaultApp: 'system',
      defaultLanguage: 'en-US',
      appCodes: ['system'],
      admin: {
        account: 'paramOther',
        name: 'Other Admin',
        passwordHash: await hashPassword(TEST_PASSWORD),
        phone: null,
        email: null,
        language: 'en-US',
      },
    });
    otherAdmin = (await t.login('paramOther')).token;
    const added = await api.ok(sysParamApi.add, {
      as: otherAdmin,
      body: { name: 'Other only', code: 'other.only', category: 'misc', value: 'x' },
    });
    otherParamId = added.id;
  });
  afterAll(() => t?.close());

  const page = (query: QueryOf<typeof sysParamApi.page>, as = admin) => api.ok(sysParamApi.page, { query, as });
  const add = (body: BodyOf<typeof sysParamApi.add>, as = admin) => api.call(sysParamApi.add, { body, as });

  it('every enterprise starts with the default password parameter, named in its language', async () => {
    const demo = await page({ code: SystemParamCodes.USER_DEFAULT_PASSWORD });
    expect(demo.rows).toHaveLength(1);
    expect(demo.rows[0]).toMatchObject({
      name: '用户默认密码', // the demo enterprise's default language is zh-CN
      isSystem: true,
      category: 'system',
      value: DEFAULT_USER_PASSWORD,
    });
    expect(DEFAULT_USER_PASSWORD.length).toBeGreaterThanOrEqual(6);
    expect(DEFAULT_USER_PASSWORD.length).toBeLessThanOrEqual(12);
    const other = await page({ code: SystemParamCodes.USER_DEFAULT_PASSWORD }, otherAdmin);
    expect(other.rows[0]).toMatchObject({ name: 'Default user password', isSystem: true });
    expect(other.rows[0]!.id).not.toBe(demo.rows[0]!.id);
  });

  it('adds, pages, sorts, filters, reads and deletes', async () => {
    for (const [index, code] of ['p.charlie', 'p.alpha', 'p.bravo'].entries()) {
      const response = await add({ name: `Param ${code}`, code, category: 'paging', value: `v${index}`, sort: index });
      expect(response.status).toBe(200);
      expect(response.body.data).toMatchObject({ code, isSystem: false, remark: null });
    }
    const sorted = await page({ category: 'paging', sortField: 'code', sortOrder: 'ascend', pageSize: 2 });
    expect(sorted).toMatchObject({ totalRows: 3, pageNo: 1, pageSize: 2 });
    expect(sorted.rows.map((r) => r.code)).toEqual(['p.alpha', 'p.bravo']);
    const bySortDefault = await page({ category: 'paging' });
    expect(bySortDefault.rows.map((r) => r.code)).toEqual(['p.charlie', 'p.alpha', 'p.bravo']);
    expect((await page({ isSystem: 'true' })).rows.every((r) => r.isSystem)).toBe(true);
    expect((await page({ isSystem: 'false', category: 'paging' })).totalRows).toBe(3);
    expect((await page({ name: '%' })).totalRows).toBe(0);

    const id = sorted.rows[0]!.id;
    const detail = await api.ok(sysParamApi.detail, { query: { id } });
    expect(detail).toMatchObject({ id, code: 'p.alpha', value: 'v1' });

    expect((await api.call(sysParamApi.delete, { body: { id } })).status).toBe(200);
    expect((await api.call(sysParamApi.detail, { query: { id } })).status).toBe(404);
    expect((await api.call(sysParamApi.delete, { body: { id } })).status).toBe(404);
  });

  it('validates every field', async () => {
    const base = { name: 'Valid', code: 'v.valid', category: 'c', value: '' };
    const cases: Record<string, unknown>[] = [
      { ...base, name: '' },
      { ...base, name: 'n'.repeat(51) },
      { ...base, code: '' },
      { ...base, code: '9starts.with.digit' },
      { ...base, code: 'has space' },
      { ...base, code: `c${'x'.repeat(50)}` },
      { ...base, category: '' },
      { ...base, category: 'c'.repeat(51) },
      { ...base, value: 'v'.repeat(501) },
      { ...base, remark: 'r'.repeat(201) },
      { ...base, sort: -1 },
      { ...base, sort: 1.5 },
      { ...base, unknown: 1 },
      { name: 'Missing value', code: 'v.missing', category: 'c' },
    ];
    for (const body of cases) {
      const response = await add(body as never);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.code).toBe(400);
    }
    expect((await api.call(sysParamApi.page, { query: { sortField: 'value' } as never })).status).toBe(400);
    expect((await api.call(sysParamApi.detail, { query: { id: 'abc' } })).status).toBe(400);
    expect((await api.call(sysParamApi.value)).status).toBe(400);
    // An empty value is a value.
    expect((await add(base)).status).toBe(200);
  });

  it('keeps codes unique per enterprise', async () => {
    expect((await add({ name: 'Dup', code: 'dup.code', category: 'c', value: '1' })).status).toBe(200);
    const again = await add({ name: 'Dup 2', code: 'dup.code', category: 'c', value: '2' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('The parameter code dup.code already exists');
    // Another enterprise may use the same code.
    expect((await add({ name: 'Dup', code: 'dup.code', category: 'c', value: '1' }, otherAdmin)).status).toBe(200);
    // Editing another parameter onto a taken code is refused as well.
    const second = await add({ name: 'Second', code: 'dup.second', category: 'c', value: '1' });
    const moved = await api.call(sysParamApi.edit, {
      body: { id: second.body.data.id, name: 'Second', code: 'dup.code', category: 'c', value: '1' },
    });
    expect(moved.status).toBe(409);
  });

  it('protects system parameters: code and category fixed, not deletable; the value keeps its rule', async () => {
    const [param] = (await page({ code: SystemParamCodes.USER_DEFAULT_PASSWORD })).rows;
    const body = { id: param!.id, name: param!.name, code: param!.code, category: param!.category, value: 'Newpass1' };
    const renamed = await api.call(sysParamApi.edit, { body: { ...body, code: 'x.y' } });
    expect(renamed.status).toBe(422);
    expect(renamed.body).toMatchObject({
      code: 1001,
      message: 'The code and category of a system parameter cannot be changed',
    });
    const recategorised = await api.call(sysParamApi.edit, { body: { ...body, category: 'other' } });
    expect(recategorised.status).toBe(422);
    const tooShort = await api.call(sysParamApi.edit, { body: { ...body, value: '12345' } });
    expect(tooShort.status).toBe(400);
    expect(tooShort.body.message).toBe(
      `The value of ${SystemParamCodes.USER_DEFAULT_PASSWORD} must be 6 to 12 characters long`,
    );
    const tooShortZh = await api.call(sysParamApi.edit, {
      body: { ...body, value: '1234567890123' },
      language: 'zh-CN',
    });
    expect(tooShortZh.body.message).toBe(`${SystemParamCodes.USER_DEFAULT_PASSWORD} 的参数值长度须为 6 到 12 个字符`);

    const edited = await api.ok(sysParamApi.edit, { body: { ...body, name: 'Initial password', remark: 'changed' } });
    expect(edited).toMatchObject({ name: 'Initial password', value: 'Newpass1', isSystem: true });
    const deleted = await api.call(sysParamApi.delete, { body: { id: param!.id } });
    expect(deleted.status).toBe(422);
    expect(deleted.body.message).toBe('System parameters cannot be deleted');
    expect((await page({ code: SystemParamCodes.USER_DEFAULT_PASSWORD })).totalRows).toBe(1);
  });

  it('lets any signed-in page read a value, but not a secret one, and follows changes at once', async () => {
    const added = await add({ name: 'Shift start', code: 'mes.shift.start', category: 'mes', value: '08:00' });
    const read = () => api.call(sysParamApi.value, { query: { code: 'mes.shift.start' }, as: operator });
    expect((await read()).body.data).toBe('08:00');
    await api.call(sysParamApi.edit, {
      body: { id: added.body.data.id, name: 'Shift start', code: 'mes.shift.start', category: 'mes', value: '07:30' },
    });
    expect((await read()).body.data).toBe('07:30');
    await api.call(sysParamApi.delete, { body: { id: added.body.data.id } });
    expect((await read()).body.data).toBeNull();
    const secret = await api.call(sysParamApi.value, {
      query: { code: SystemParamCodes.USER_DEFAULT_PASSWORD },
      as: operator,
    });
    expect(secret.status).toBe(200);
    expect(secret.body.data).toBeNull();
    expect((await api.call(sysParamApi.value, { query: { code: 'none.such' }, as: operator })).body.data).toBeNull();
    expect((await routeClient(t).call(sysParamApi.value, { query: { code: 'x' } })).status).toBe(401);
  });

  it('refuses a regular user without the grants (403), and allows one with them', async () => {
    const someId = (await page({ pageSize: 1 })).rows[0]!.id;
    const attempts = [
      api.call(sysParamApi.page, { as: operator }),
      api.call(sysParamApi.detail, { query: { id: someId }, as: operator }),
      add({ name: 'No', code: 'no.grant', category: 'c', value: '1' }, operator),
      api.call(sysParamApi.edit, {
        as: operator,
        body: { id: someId, name: 'No', code: 'no.grant', category: 'c', value: '1' },
      }),
      api.call(sysParamApi.delete, { as: operator, body: { id: someId } }),
    ];
    for (const response of await Promise.all(attempts)) expect(response.status).toBe(403);

    const demoId = await tenantIdOf(t.server.db, 'demo');
    const userId = await createUser(t.server.db, demoId, { account: 'paramReader', adminType: AdminType.USER });
    await grantPermissions(t.server, demoId, userId, ['sys:param:page']);
    const reader = (await t.login('paramReader')).token;
    expect((await api.call(sysParamApi.page, { as: reader })).status).toBe(200);
    expect((await add({ name: 'No', code: 'no.grant', category: 'c', value: '1' }, reader)).status).toBe(403);
  });

  it("answers not found for another enterprise's parameter, and leaves it unchanged", async () => {
    const body = { id: otherParamId, name: 'Taken over', code: 'other.only', category: 'misc', value: 'y' };
    expect((await api.call(sysParamApi.detail, { query: { id: otherParamId } })).status).toBe(404);
    expect((await api.call(sysParamApi.edit, { body })).status).toBe(404);
    expect((await api.call(sysParamApi.delete, { body: { id: otherParamId } })).status).toBe(404);
    expect((await api.call(sysParamApi.value, { query: { code: 'other.only' } })).body.data).toBeNull();
    const still = await api.ok(sysParamApi.detail, { query: { id: otherParamId }, as: otherAdmin });
    expect(still).toMatchObject({ name: 'Other only', value: 'x' });
  });

  it('ParameterService.value reads through its cache and sees its own changes at once', async () => {
    const demoId = await tenantIdOf(t.server.db, 'demo');
    const service = new ParameterService(t.server.db, new ReferenceRegistry(), new LocalEventBus());
    expect(await service.value(demoId, SystemParamCodes.USER_DEFAULT_PASSWORD)).toBe('Newpass1');
    const added = await service.resource.add(demoId, {
      name: 'Cached',
      code: 'cached.one',
      category: 'c',
      value: 'a',
      sort: 1,
      isSystem: false,
    });
    expect(await service.value(demoId, 'cached.one')).toBe('a');
    await service.resource.edit(demoId, {
      id: added.id,
      name: 'Cached',
      code: 'cached.one',
      category: 'c',
      value: 'b',
      sort: 1,
    });
    expect(await service.value(demoId, 'cached.one')).toBe('b');
    expect(await service.value(demoId, 'none.such')).toBeNull();
  });

  it('writes operation-log rows for parameter changes', async () => {
    await add({ name: 'Logged', code: 'logged.param', category: 'c', value: '1' });
    const log = await api.ok(operationLogApi.page, { query: { pageSize: 1, account: 'admin', ...aroundToday() } });
    expect(log.rows[0]).toMatchObject({ route: '/api/sys_param/add', success: true });
  });
});

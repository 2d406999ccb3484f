import { AdminType, dictionaryTypeApi, dictionaryValueApi, operationLogApi } from '@takt/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../platform/auth/passwords.js';
import { TEST_PASSWORD, testDatabaseKinds } from '../../test-support/databases.js';
import { createUser, grantPermissions, tenantIdOf } from '../../test-support/fixtures.js';
import { aroundToday } from '../../test-support/log-dates.js';
import { type QueryOf, type RouteClient, routeClient } from '../../test-support/route-client.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { TenantRepository } from '../tenants/tenant.repository.js';

const T = dictionaryTypeApi;
const V = dictionaryValueApi;

describe.each(testDatabaseKinds())('dictionaries on %s', (kind) => {
  let t: TestServer;
  let api: RouteClient;
  let token: string;
  let operator: string;
  let other: string;
  let otherTypeId: string;
  let otherValueId: string;

  beforeAll(async () => {
    t = await startTestServer(kind);
    token = (await t.login('admin')).token;
    api = routeClient(t, { token });
    operator = (await t.login('operator')).token;
    for (const [index, name] of ['Delta', 'alpha', 'Charlie', 'bravo', 'Echo'].entries()) {
      await api.ok(T.add, { body: { name, code: `list_${name.toLowerCase()}`, sort: 10 - index } });
    }
    await new TenantRepository(t.server.db).createEnterprise({
      name: 'Dictionary Other',
      isPermanent: true,
      deadline: null,
      defaultApp: 'system',
      defaultLanguage: 'vi-VN',
      appCodes: ['system'],
      admin: {
        account: 'dictOther',
        name: 'Other',
        passwordHash: await hashPassword(TEST_PASSWORD),
        phone: null,
        email: null,
        language: 'vi-VN',
      },
    });
    other = (await t.login('dictOther')).token;
    const type = await api.call(T.add, { as: other, body: { name: 'Theirs', code: 'theirs' } });
    otherTypeId = type.body.data.id;
    const value = await api.call(V.add, { as: other, body: { typeId: otherTypeId, name: 'Their value', code: 'tv' } });
    otherValueId = value.body.data.id;
  });
  afterAll(() => t?.close());

  const page = async (query: QueryOf<typeof T.page>, language = 'en-US') =>
    (await api.call(T.page, { query, language })).body.data;
  const values = async (query: QueryOf<typeof V.page>, language = 'en-US') =>
    (await api.call(V.page, { query, language })).body.data;
  const list = (typeCode: string, as = token, language = 'en-US') =>
    api.call(V.list, { query: { typeCode }, as, language });
  const typeId = async (code: string) => (await page({ code })).rows.find((r) => r.code === code)!.id;

  describe('types', () => {
    it('pages and sorts', async () => {
      const first = await page({ code: 'list_', pageSize: 2, pageNo: 1, sortField: 'code', sortOrder: 'ascend' });
      expect(first).toMatchObject({ totalRows: 5, pageNo: 1, pageSize: 2 });
      expect(first.rows.map((r) => r.code)).toEqual(['list_alpha', 'list_bravo']);
      const third = await page({ code: 'list_', pageSize: 2, pageNo: 3, sortField: 'code', sortOrder: 'ascend' });
      expect(third.rows.map((r) => r.code)).toEqual(['list_echo']);
      const bySort = await page({ code: 'list_', sortField: 'sort', sortOrder: 'descend' });
      expect(bySort.rows.map((r) => r.name)).toEqual(['Delta', 'alpha', 'Charlie', 'bravo', 'Echo']);
      expect((await page({ code: 'list_', pageNo: 9 })).rows).toEqual([]);
      expect((await page({ name: '%' })).totalRows).toBe(0);
      expect((await page({ code: 'list_', status: 1 })).totalRows).toBe(0);
    });

    it('validates', async () => {
      const bad: Record<string, unknown>[] = [
        { name: '', code: 'ok' },
        { name: 'n'.repeat(51), code: 'ok' },
        { name: 'Ok', code: '' },
        { name: 'Ok', code: '1digit' },
        { name: 'Ok', code: 'with space' },
        { name: 'Ok', code: `c${'x'.repeat(50)}` },
        { name: 'Ok', code: 'ok', sort: -1 },
        { name: 'Ok', code: 'ok', remark: 'r'.repeat(201) },
        { name: 'Ok', code: 'ok', titles: { 'fr-FR': 'Non' } },
        { name: 'Ok', code: 'ok', titles: { 'zh-CN': 'x'.repeat(51) } },
        { name: 'Ok', code: 'ok', extra: true },
      ];
      for (const body of bad) {
        const response = await api.call(T.add, { body: body as never });
        expect(response.status, JSON.stringify(body)).toBe(400);
      }
      expect((await api.call(T.page, { query: { sortField: 'remark' } as never })).status).toBe(400);
      expect((await api.call(T.page, { query: { status: 3 } as never })).status).toBe(400);
    });

    it('refuses a duplicate code, even when two requests race', async () => {
      const duplicate = await api.call(T.add, {
        body: { name: 'Again', code: 'list_alpha' },
      });
      expect(duplicate.status).toBe(409);
      expect(duplicate.body.message).toBe('The dictionary code list_alpha already exists');
      const race = await Promise.all([1, 2, 3].map(() => api.call(T.add, { body: { name: 'Race', code: 'race' } })));
      expect(race.map((r) => r.status).sort()).toEqual([200, 409, 409]);
      expect((await page({ code: 'race' })).totalRows).toBe(1);
    });

    it('edits with titles, changes status, and refuses to delete default items', async () => {
      const [target] = (await page({ code: 'list_echo' })).rows;
      const edited = await api.call(T.edit, {
        body: { id: target!.id, name: 'Echo 2', code: 'list_echo', sort: 3, titles: { 'zh-CN': '回声', 'vi-VN': ' ' } },
      });
      expect(edited.body.data).toMatchObject({ name: 'Echo 2', sort: 3, titles: { 'zh-CN': '回声' }, label: 'Echo 2' });
      expect((await page({ code: 'list_echo' }, 'zh-CN')).rows[0]!.label).toBe('回声');
      // vi-VN was blank: it falls back to the name.
      expect((await page({ code: 'list_echo' }, 'vi-VN')).rows[0]!.label).toBe('Echo 2');
      const disabled = await api.call(T.changeStatus, {
        body: { id: target!.id, status: 1 },
      });
      expect(disabled.body.data.status).toBe(1);
      expect((await page({ code: 'list_', status: 1 })).totalRows).toBe(1);
      const badStatus = await api.call(T.changeStatus, {
        body: { id: target!.id, status: 7 } as never,
      });
      expect(badStatus.status).toBe(400);

      const [defaultItem] = (await page({ code: 'sex' })).rows;
      expect(defaultItem!.isDefault).toBe(true);
      const refused = await api.call(T.delete, { body: { id: defaultItem!.id } });
      expect(refused.status).toBe(422);
      expect(refused.body).toMatchObject({ code: 1001, message: 'Default dictionary items cannot be deleted' });
      const refusedZh = await api.call(T.delete, {
        body: { id: defaultItem!.id },
        language: 'zh-CN',
      });
      expect(refusedZh.body.message).toBe('默认字典项不能删除');
      expect((await page({ code: 'sex' })).totalRows).toBe(1);
      const recoded = await api.call(T.edit, {
        body: { id: defaultItem!.id, name: 'Gender', code: 'gender2' },
      });
      expect(recoded.status).toBe(422);
      expect(recoded.body.message).toBe('The code of a default dictionary item cannot be changed');

      expect((await api.call(T.delete, { body: { id: target!.id } })).status).toBe(200);
      expect((await page({ code: 'list_echo' })).totalRows).toBe(0);
      expect((await api.call(T.delete, { body: { id: target!.id } })).status).toBe(404);
    });

    it('refuses to delete a type that still has values, saying how many', async () => {
      const id = await typeId('list_delta');
      for (const code of ['a', 'b']) {
        await api.call(V.add, { body: { typeId: id, name: code, code } });
      }
      const refused = await api.call(T.delete, { body: { id } });
      expect(refused.status).toBe(422);
      expect(refused.body.message).toBe('This dictionary still has 2 values: delete them first');
    });

    it('drop_down lists enabled types and tree every type with its values, in the request language', async () => {
      const drop = await api.call(T.dropDown, {
        as: operator,
        language: 'zh-CN',
      });
      expect(drop.status).toBe(200);
      expect(drop.body.data.find((o) => o.code === 'sex')).toMatchObject({ label: '性别' });
      expect(drop.body.data.some((o) => o.code === 'list_echo')).toBe(false);
      const tree = await api.call(T.tree, {
        as: operator,
        language: 'zh-TW',
      });
      const gender = tree.body.data.find((n) => n.code === 'sex')!;
      expect(gender).toMatchObject({ label: '性別', enabled: true });
      expect(gender.items.map((i) => [i.code, i.label])).toEqual([
        ['1', '男'],
        ['2', '女'],
        ['3', '未知'],
      ]);
      expect((await routeClient(t).call(T.tree)).status).toBe(401);
    });
  });

  describe('values', () => {
    it('every enterprise starts with the default dictionaries, all marked default', async () => {
      for (const code of ['sex', 'user_status', 'common_status', 'org_type', 'data_scope', 'yes_no']) {
        const items = await list(code, other, 'vi-VN');
        expect(items.status, code).toBe(200);
        expect(items.body.data.length, code).toBeGreaterThan(1);
      }
      expect((await list('sex', other, 'vi-VN')).body.data.map((i) => i.label)).toEqual(['Nam', 'Nữ', 'Không rõ']);
      const sexValues = await values({ typeId: await typeId('sex') });
      expect(sexValues.rows.every((v) => v.isDefault && v.typeCode === 'sex')).toBe(true);
    });

    it('adds, pages, sorts, edits, changes status and deletes', async () => {
      const id = await typeId('list_charlie');
      for (const [index, code] of ['z', 'x', 'y'].entries()) {
        const added = await api.call(V.add, {
          body: {
            typeId: id,
            name: `Name ${code}`,
            code,
            sort: index,
            color: 'green',
            titles: { 'zh-CN': `名${code}` },
          },
        });
        expect(added.status).toBe(200);
        expect(added.body.data).toMatchObject({
          typeCode: 'list_charlie',
          isDefault: false,
          status: 0,
          color: 'green',
        });
      }
      const byDefault = await values({ typeId: id });
      expect(byDefault.rows.map((v) => v.code)).toEqual(['z', 'x', 'y']);
      const byCode = await values({ typeId: id, sortField: 'code', sortOrder: 'descend', pageSize: 2 });
      expect(byCode).toMatchObject({ totalRows: 3, pageSize: 2 });
      expect(byCode.rows.map((v) => v.code)).toEqual(['z', 'y']);
      expect((await values({ typeId: id, name: 'name x' })).rows.map((v) => v.code)).toEqual(['x']);
      expect((await values({ typeId: id }, 'zh-CN')).rows[0]!.label).toBe('名z');

      const x = byDefault.rows[1]!;
      const edited = await api.call(V.edit, {
        body: { id: x.id, name: 'Renamed', code: 'x2', sort: 9, color: null },
      });
      expect(edited.body.data).toMatchObject({ name: 'Renamed', code: 'x2', color: null, titles: { 'zh-CN': '名x' } });
      const status = await api.call(V.changeStatus, {
        body: { id: x.id, status: 1 },
      });
      expect(status.body.data.status).toBe(1);
      expect((await values({ typeId: id, status: 1 })).rows.map((v) => v.code)).toEqual(['x2']);
      expect((await api.call(V.delete, { body: { id: x.id } })).status).toBe(200);
      expect((await api.call(V.delete, { body: { id: x.id } })).status).toBe(404);
      expect((await values({ typeId: id })).totalRows).toBe(2);
    });

    it('validates and keeps codes unique within a type', async () => {
      const id = await typeId('list_bravo');
      const bad: Record<string, unknown>[] = [
        { typeId: id, name: '', code: 'a' },
        { typeId: id, name: 'n'.repeat(51), code: 'a' },
        { typeId: id, name: 'A', code: '' },
        { typeId: id, name: 'A', code: '-a' },
        { typeId: id, name: 'A', code: 'a'.repeat(51) },
        { typeId: id, name: 'A', code: 'a', sort: 1_000_001 },
        { typeId: id, name: 'A', code: 'a', color: 'chartreuse' },
        { typeId: id, name: 'A', code: 'a', remark: 'r'.repeat(201) },
        { typeId: id, name: 'A', code: 'a', isDefault: true },
        { typeId: 'x', name: 'A', code: 'a' },
        { name: 'A', code: 'a' },
      ];
      for (const body of bad) {
        const response = await api.call(V.add, { body: body as never });
        expect(response.status, JSON.stringify(body)).toBe(400);
      }
      // A value code may start with a digit (it is often the stored value).
      expect((await api.call(V.add, { body: { typeId: id, name: 'Zero', code: '0' } })).status).toBe(200);
      const dup = await api.call(V.add, {
        body: { typeId: id, name: 'Again', code: '0' },
      });
      expect(dup.status).toBe(409);
      expect(dup.body.message).toBe('The value code 0 already exists in this dictionary');
      // The same code under another type is fine.
      const elsewhere = await api.call(V.add, {
        body: { typeId: await typeId('list_alpha'), name: 'Zero', code: '0' },
      });
      expect(elsewhere.status).toBe(200);
      expect((await api.call(V.page, { query: {} as never })).status).toBe(400);
      expect((await api.call(V.page, { query: { typeId: id, sortField: 'color' } as never })).status).toBe(400);
      const missingType = await api.call(V.add, {
        body: { typeId: '999999999', name: 'A', code: 'a' },
      });
      expect(missingType.status).toBe(404);
      expect(missingType.body.message).toBe('There is no such dictionary available');
    });

    it('default values cannot be deleted nor recoded, but can be renamed', async () => {
      const [male] = (await values({ typeId: await typeId('sex'), code: '1' })).rows;
      const refused = await api.call(V.delete, { body: { id: male!.id } });
      expect(refused.status).toBe(422);
      expect(refused.body.message).toBe('Default dictionary items cannot be deleted');
      const recode = await api.call(V.edit, {
        body: { id: male!.id, name: 'Male', code: 'M' },
      });
      expect(recode.status).toBe(422);
      const renamed = await api.call(V.edit, {
        body: {
          id: male!.id,
          name: 'Man',
          code: '1',
          sort: male!.sort,
          titles: { ...male!.titles, 'en-US': 'Man' },
          color: 'blue',
        },
      });
      expect(renamed.status).toBe(200);
      expect((await list('sex')).body.data[0]).toMatchObject({ code: '1', label: 'Man', enabled: true });
    });

    it('list follows every change at once (the cache is dropped), and marks disabled items', async () => {
      const add = await api.call(T.add, {
        body: { name: 'Shift', code: 'shift', titles: { 'zh-CN': '班次' } },
      });
      const id = add.body.data.id;
      expect((await list('shift', operator)).body.data).toEqual([]);
      const day = await api.call(V.add, {
        body: { typeId: id, name: 'Day', code: 'D', titles: { 'zh-CN': '白班' }, color: 'gold' },
      });
      expect((await list('shift', operator, 'zh-CN')).body.data).toEqual([
        { code: 'D', label: '白班', color: 'gold', sort: 100, enabled: true },
      ]);
      await api.call(V.edit, {
        body: { id: day.body.data.id, name: 'Day', code: 'D', titles: { 'zh-CN': '早班' } },
      });
      expect((await list('shift', operator, 'zh-CN')).body.data[0]!.label).toBe('早班');
      await api.call(V.changeStatus, { body: { id: day.body.data.id, status: 1 } });
      expect((await list('shift', operator)).body.data[0]!.enabled).toBe(false);
      await api.call(V.changeStatus, { body: { id: day.body.data.id, status: 0 } });
      await api.call(T.changeStatus, { body: { id, status: 1 } });
      expect((await list('shift', operator)).body.data[0]!.enabled).toBe(false);
      await api.call(V.delete, { body: { id: day.body.data.id } });
      expect((await list('shift', operator)).body.data).toEqual([]);
      await api.call(T.delete, { body: { id } });
      const gone = await list('shift', operator);
      expect(gone.status).toBe(404);
      expect(gone.body.message).toBe('There is no such dictionary available');
      expect((await list('shift', operator, 'zh-CN')).body.message).toBe('没有该字典');
      expect((await api.call(V.list)).status).toBe(400);
    });
  });

  it('refuses a regular user without the grants (403); the lookups stay open to every signed-in user', async () => {
    const sexId = await typeId('sex');
    const [male] = (await values({ typeId: sexId, code: '1' })).rows;
    const attempts = [
      api.call(T.page, { as: operator }),
      api.call(T.add, { as: operator, body: { name: 'No', code: 'no' } }),
      api.call(T.edit, { as: operator, body: { id: sexId, name: 'No', code: 'sex' } }),
      api.call(T.delete, { as: operator, body: { id: sexId } }),
      api.call(T.changeStatus, { as: operator, body: { id: sexId, status: 1 } }),
      api.call(V.page, { query: { typeId: sexId }, as: operator }),
      api.call(V.add, { as: operator, body: { typeId: sexId, name: 'No', code: 'no' } }),
      api.call(V.edit, { as: operator, body: { id: male!.id, name: 'No', code: '1' } }),
      api.call(V.delete, { as: operator, body: { id: male!.id } }),
      api.call(V.changeStatus, { as: operator, body: { id: male!.id, status: 1 } }),
    ];
    for (const response of await Promise.all(attempts)) expect(response.status).toBe(403);
    expect((await list('sex', operator)).status).toBe(200);

    const demoId = await tenantIdOf(t.server.db, 'demo');
    const userId = await createUser(t.server.db, demoId, { account: 'dictValueReader', adminType: AdminType.USER });
    await grantPermissions(t.server, demoId, userId, ['sys:dictValue:page']);
    const reader = (await t.login('dictValueReader')).token;
    expect((await api.call(V.page, { query: { typeId: sexId }, as: reader })).status).toBe(200);
    expect((await api.call(T.page, { as: reader })).status).toBe(403);
  });

  it("answers not found for another enterprise's types and values, and leaves them unchanged", async () => {
    const calls = [
      api.call(T.edit, { body: { id: otherTypeId, name: 'Mine', code: 'theirs' } }),
      api.call(T.changeStatus, { body: { id: otherTypeId, status: 1 } }),
      api.call(T.delete, { body: { id: otherTypeId } }),
      api.call(V.page, { query: { typeId: otherTypeId } }),
      api.call(V.add, { body: { typeId: otherTypeId, name: 'X', code: 'x' } }),
      api.call(V.edit, { body: { id: otherValueId, name: 'Mine', code: 'tv' } }),
      api.call(V.changeStatus, { body: { id: otherValueId, status: 1 } }),
      api.call(V.delete, { body: { id: otherValueId } }),
      list('theirs'),
    ];
    for (const response of await Promise.all(calls)) expect(response.status).toBe(404);
    const theirs = await list('theirs', other);
    expect(theirs.body.data).toEqual([{ code: 'tv', label: 'Their value', color: null, sort: 100, enabled: true }]);
  });

  it('writes an operation-log row for every mutation, failed ones included', async () => {
    const marker = `log_${Date.now()}`;
    await api.call(T.add, { body: { name: 'Logged', code: marker } });
    await api.call(T.add, { body: { name: 'Logged', code: marker } });
    const log = await api.call(operationLogApi.page, { query: { pageSize: 5, account: 'admin', ...aroundToday() } });
    expect(log.status).toBe(200);
    const [latest, previous] = log.body.data.rows;
    expect(latest).toMatchObject({
      method: 'POST',
      route: '/api/dictionary_type/add',
      success: false,
      statusCode: 409,
      account: 'admin',
    });
    expect(previous).toMatchObject({
      method: 'POST',
      route: '/api/dictionary_type/add',
      success: true,
      statusCode: 200,
    });
    expect(log.body.data.rows.every((row) => row.method !== 'GET')).toBe(true);
  });
});

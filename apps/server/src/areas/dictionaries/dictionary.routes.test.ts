import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test-support/databases.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';

type Dict = { id: string; name: string; code: string; sort: number; status: number; isDefault: boolean };
type Page = { rows: Dict[]; totalRows: number; pageNo: number; pageSize: number };
type LogPage = {
  rows: { method: string; route: string | null; success: boolean; statusCode: number; account: string | null }[];
};

describe.each(testDatabaseKinds())('dictionary types and the operation log on %s', (kind) => {
  let t: TestServer;
  let token: string;

  beforeAll(async () => {
    t = await startTestServer(kind);
    token = (await t.login('admin')).token;
    for (const [index, name] of ['Delta', 'alpha', 'Charlie', 'bravo', 'Echo'].entries()) {
      const response = await t.call('POST', '/api/dictionary_type/add', {
        token,
        body: { name, code: `list_${name.toLowerCase()}`, sort: 10 - index },
      });
      expect(response.status).toBe(200);
    }
  });
  afterAll(() => t?.close());

  const page = async (query: string) =>
    (await t.call<Page>('GET', `/api/dictionary_type/page?${query}`, { token })).body.data;

  it('pages and sorts', async () => {
    const first = await page('code=list_&pageSize=2&pageNo=1&sortField=code&sortOrder=ascend');
    expect(first).toMatchObject({ totalRows: 5, pageNo: 1, pageSize: 2 });
    expect(first.rows.map((r) => r.code)).toEqual(['list_alpha', 'list_bravo']);
    const third = await page('code=list_&pageSize=2&pageNo=3&sortField=code&sortOrder=ascend');
    expect(third.rows.map((r) => r.code)).toEqual(['list_echo']);
    const bySort = await page('code=list_&sortField=sort&sortOrder=descend');
    expect(bySort.rows.map((r) => r.name)).toEqual(['Delta', 'alpha', 'Charlie', 'bravo', 'Echo']);
    expect((await page('code=list_&pageNo=9')).rows).toEqual([]);
    expect((await page('name=%25')).totalRows).toBe(0);
  });

  it('refuses a duplicate code, even when two requests race', async () => {
    const duplicate = await t.call('POST', '/api/dictionary_type/add', {
      token,
      body: { name: 'Again', code: 'list_alpha' },
    });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.message).toBe('The dictionary code list_alpha already exists');
    const race = await Promise.all(
      [1, 2, 3].map(() => t.call('POST', '/api/dictionary_type/add', { token, body: { name: 'Race', code: 'race' } })),
    );
    expect(race.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect((await page('code=race')).totalRows).toBe(1);
  });

  it('edits, changes status, and refuses to delete default items', async () => {
    const [target] = (await page('code=list_echo')).rows;
    const edited = await t.call<Dict>('POST', '/api/dictionary_type/edit', {
      token,
      body: { id: target!.id, name: 'Echo 2', code: 'list_echo', sort: 3 },
    });
    expect(edited.body.data).toMatchObject({ name: 'Echo 2', sort: 3 });
    const disabled = await t.call<Dict>('POST', '/api/dictionary_type/changeStatus', {
      token,
      body: { id: target!.id, status: 1 },
    });
    expect(disabled.body.data.status).toBe(1);
    const badStatus = await t.call('POST', '/api/dictionary_type/changeStatus', {
      token,
      body: { id: target!.id, status: 7 },
    });
    expect(badStatus.status).toBe(400);

    const [defaultItem] = (await page('code=sex')).rows;
    expect(defaultItem!.isDefault).toBe(true);
    const refused = await t.call('POST', '/api/dictionary_type/delete', { token, body: { id: defaultItem!.id } });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ code: 1001, message: 'Default items cannot be deleted' });
    expect((await page('code=sex')).totalRows).toBe(1);

    expect((await t.call('POST', '/api/dictionary_type/delete', { token, body: { id: target!.id } })).status).toBe(200);
    expect((await page('code=list_echo')).totalRows).toBe(0);
    expect((await t.call('POST', '/api/dictionary_type/delete', { token, body: { id: target!.id } })).status).toBe(404);
  });

  it('writes an operation-log row for every mutation, failed ones included', async () => {
    const marker = `log_${Date.now()}`;
    await t.call('POST', '/api/dictionary_type/add', { token, body: { name: 'Logged', code: marker } });
    await t.call('POST', '/api/dictionary_type/add', { token, body: { name: 'Logged', code: marker } });
    const log = await t.call<LogPage>('GET', '/api/op_log/page?pageSize=5&account=admin', { token });
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
    // Reads are not mutations.
    expect(log.body.data.rows.every((row) => row.method !== 'GET')).toBe(true);
  });
});

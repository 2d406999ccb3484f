import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_LIMIT_BYTES } from '../../app.js';
import { DEFAULT_DICTIONARIES } from '../../areas/dictionaries/dictionary.defaults.js';
import { testDatabaseKinds } from '../../test-support/databases.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';

describe.each(testDatabaseKinds())('envelope and error mapping on %s', (kind) => {
  let t: TestServer;
  let token: string;

  beforeAll(async () => {
    t = await startTestServer(kind, {
      beforeListen: ({ app }) => {
        app.get('/api/test/boom', async () => {
          throw new Error('secret internal detail: connection string postgres://user:pw@db');
        });
      },
    });
    token = (await t.login('admin')).token;
  });
  afterAll(() => t?.close());

  const dictionaryCount = async () =>
    (await t.call<{ totalRows: number }>('GET', '/api/dictionary_type/page', { token })).body.data.totalRows;

  it('wraps success in the envelope with code 200', async () => {
    const response = await t.call('GET', '/api/dictionary_type/page?pageNo=1&pageSize=2', { token });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ success: true, code: 200, message: 'Success' });
    expect(response.body.data).toMatchObject({ pageNo: 1, pageSize: 2, totalRows: DEFAULT_DICTIONARIES.length });
    expect(response.headers.get('x-request-id')).toMatch(/[0-9a-f-]{36}/);
  });

  it('answers unknown /api routes with a 404 envelope', async () => {
    const response = await t.call('GET', '/api/no/such/route');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({
      success: false,
      code: 404,
      message: 'No such API: GET /api/no/such/route',
      data: null,
    });
  });

  it('answers malformed JSON with 400', async () => {
    const response = await t.call('POST', '/api/login', { rawBody: '{"account": "admin",' });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ success: false, code: 400, message: 'The request body is not valid JSON' });
  });

  it('hides internals of a thrown error behind a 500 with the request id', async () => {
    const response = await t.call('GET', '/api/test/boom');
    expect(response.status).toBe(500);
    expect(response.body).toMatchObject({
      success: false,
      code: 500,
      message: 'An internal error occurred on the server',
      data: null,
    });
    expect(response.body.requestId).toBe(response.headers.get('x-request-id'));
    expect(JSON.stringify(response.body)).not.toMatch(/secret|postgres|stack/);
  });

  it('names the field of a wrong type, a missing field and an unknown field, and changes nothing', async () => {
    const before = await dictionaryCount();
    const wrongType = await t.call('POST', '/api/dictionary_type/add', { token, body: { name: 5, code: 'x1' } });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.message).toBe('Invalid request: name: must be a string');

    const missing = await t.call('POST', '/api/dictionary_type/add', { token, body: { name: 'Colour' } });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Invalid request: code: is required');

    const unknown = await t.call('POST', '/api/dictionary_type/add', {
      token,
      body: { name: 'Colour', code: 'colour', tenantId: '1' },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('Invalid request: tenantId: is not an accepted field');

    const tooLong = await t.call('POST', '/api/dictionary_type/add', {
      token,
      body: { name: 'x'.repeat(51), code: 'colour' },
    });
    expect(tooLong.body.message).toBe('Invalid request: name: must be at most 50 characters');
    expect(await dictionaryCount()).toBe(before);
  });

  it('refuses an oversized body with a clear message and changes nothing', async () => {
    const before = await dictionaryCount();
    const response = await t.call('POST', '/api/dictionary_type/add', {
      token,
      rawBody: JSON.stringify({ name: 'Big', code: 'big', remark: 'x'.repeat(BODY_LIMIT_BYTES) }),
    });
    expect(response.status).toBe(413);
    expect(response.body).toMatchObject({ success: false, code: 400 });
    expect(response.body.message).toBe(`The request body is too large (at most ${BODY_LIMIT_BYTES} bytes)`);
    expect(await dictionaryCount()).toBe(before);
  });

  it('refuses a bad query parameter, naming it', async () => {
    const response = await t.call('GET', '/api/dictionary_type/page?pageSize=501&sortField=password', { token });
    expect(response.status).toBe(400);
    expect(response.body.message).toContain('pageSize: must be at most 500');
    expect(response.body.message).toContain('sortField: must be one of: name, code, sort, status, createdAt');
  });

  it('follows Accept-Language, falling back to en-US', async () => {
    const body = { account: 'admin', password: '123' };
    const messages = await Promise.all(
      ['zh-CN', 'zh-TW', 'vi-VN', 'fr-FR'].map(
        async (language) => (await t.call('POST', '/api/login', { body, language })).body.message,
      ),
    );
    expect(messages).toEqual([
      '请求参数有误：password：长度不能少于 6 个字符',
      '請求參數有誤：password：長度不能少於 6 個字元',
      'Yêu cầu không hợp lệ: password: phải có ít nhất 6 ký tự',
      'Invalid request: password: must be at least 6 characters',
    ]);
  });

  it('serves the OpenAPI document at /api/docs', async () => {
    const response = await fetch(`${t.baseUrl}/api/docs/json`);
    expect(response.status).toBe(200);
    const doc = (await response.json()) as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/login', '/api/get_account_info']));
  });
});

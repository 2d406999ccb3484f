import { DEFAULT_PAGE_SETTINGS, HOME_PICTURE_MAX_BYTES, type PageSettings, pageSettingApi } from '@takt/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test-support/databases.js';
import { createTenant, createUser } from '../../test-support/fixtures.js';
import { type RouteClient, routeClient } from '../../test-support/route-client.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { JPEG_BYTES, PNG_BYTES, uploadFile } from '../../test-support/uploads.js';

describe.each(testDatabaseKinds())('page settings on %s', (kind) => {
  let t: TestServer;
  let api: RouteClient;
  let admin: string;
  let operator: string;
  let otherAdmin: string;

  beforeAll(async () => {
    t = await startTestServer(kind);
    admin = (await t.login('admin')).token;
    api = routeClient(t, { token: admin });
    operator = (await t.login('operator')).token;
    const otherId = await createTenant(t.server.db, { code: `ps_${kind}` });
    await createUser(t.server.db, otherId, { account: `ps_admin_${kind}`, adminType: 2 });
    otherAdmin = (await t.login(`ps_admin_${kind}`)).token;
  });
  afterAll(() => t?.close());

  const upload = (token: string, data: Buffer | null, options: Parameters<typeof uploadFile>[4] = {}) =>
    uploadFile(t.baseUrl, `/api${pageSettingApi.updateHomePicture.path}`, token, data, options);

  it('answers the defaults to every signed-in user until an administrator saves', async () => {
    const response = await api.call(pageSettingApi.get, { as: otherAdmin });
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual(DEFAULT_PAGE_SETTINGS);
    expect(response.body.data.multiLanguage).toBe(true);
    expect((await routeClient(t).call(pageSettingApi.get)).status).toBe(401);
  });

  it('saves all or some settings; every user of the enterprise (and only it) sees them', async () => {
    const saved = await api.call(pageSettingApi.edit, {
      body: { isEnableWatermark: true, watermarkMode: '24', okMesHomeMode: 'picture' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toEqual({
      ...DEFAULT_PAGE_SETTINGS,
      isEnableWatermark: true,
      watermarkMode: '24',
      okMesHomeMode: 'picture',
    });
    const partial = await api.call(pageSettingApi.edit, {
      body: { multiLanguage: false, homePicture: 'https://cdn.example.com/factory.jpg' },
    });
    expect(partial.body.data).toMatchObject({
      isEnableWatermark: true,
      watermarkMode: '24',
      multiLanguage: false,
      homePicture: 'https://cdn.example.com/factory.jpg',
    });
    const seen = await api.ok(pageSettingApi.get, { as: operator });
    expect(seen).toEqual(partial.body.data);
    expect(await api.ok(pageSettingApi.get, { as: otherAdmin })).toEqual(DEFAULT_PAGE_SETTINGS);
    // The whole object back, and clearing with null.
    const whole = await api.call(pageSettingApi.edit, {
      body: { ...DEFAULT_PAGE_SETTINGS, watermarkMode: '3' },
    });
    expect(whole.body.data).toEqual({ ...DEFAULT_PAGE_SETTINGS, watermarkMode: '3' });
  });

  it.each([
    [{ watermarkMode: '11' }, 'watermarkMode: has an invalid format'],
    [{ watermarkMode: '5' }, 'watermarkMode: has an invalid format'],
    [{ watermarkMode: '123' }, 'watermarkMode: has an invalid format'],
    [{ watermarkMode: '' }, 'watermarkMode: has an invalid format'],
    [{ isEnableWatermark: 1 }, 'isEnableWatermark: must be a boolean'],
    [{ homePicture: 'ftp://example.com/a.png' }, 'homePicture: has an invalid format'],
    [{ watermarkMode: '0' }, 'watermarkMode: has an invalid format'],
    [{ watermarkMode: '1a' }, 'watermarkMode: has an invalid format'],
    [{ watermarkMode: 12 }, 'watermarkMode: must be a string'],
    [{ okMesHomeMode: 'banner' }, 'okMesHomeMode: must be one of: console, picture'],
    [{ okMesHomeMode: '' }, 'okMesHomeMode: must be one of: console, picture'],
    [{ watermark: true }, 'watermark: is not an accepted field'],
  ])('refuses %o', async (body, message) => {
    const response = await api.call(pageSettingApi.edit, { body: body as never });
    expect(response.status).toBe(400);
    expect(response.body.message).toContain(message);
  });

  it('accepts one or two different digits 1 to 4 as the watermark mode', async () => {
    for (const mode of ['1', '2', '3', '4', '12', '21', '13', '34', '43', '24']) {
      const saved = await api.ok(pageSettingApi.edit, { body: { watermarkMode: mode } });
      expect(saved.watermarkMode).toBe(mode);
    }
  });

  it('changes nothing when a part of an edit is refused', async () => {
    const before = await api.ok(pageSettingApi.edit, { body: { isEnableWatermark: false, watermarkMode: '12' } });
    const refused = await api.call(pageSettingApi.edit, {
      body: { isEnableWatermark: true, watermarkMode: '123' },
      language: 'zh-CN',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain('watermarkMode');
    expect(await api.ok(pageSettingApi.get)).toEqual(before);
  });

  it('refuses a home picture that names a file the enterprise does not have', async () => {
    const response = await api.call(pageSettingApi.edit, { body: { homePicture: '/api/files/999999999' } });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('The file does not exist');
  });

  it('lets only holders of the page-setting permission edit or upload', async () => {
    const edit = await api.call(pageSettingApi.edit, { body: { isEnableWatermark: false }, as: operator });
    expect(edit.status).toBe(403);
    expect(edit.body.message).toContain('sys:pageSetting:edit');
    const picture = await upload(operator, PNG_BYTES);
    expect(picture.status).toBe(403);
    expect(picture.body.code).toBe(403);
    expect((await upload('', PNG_BYTES)).status).toBe(401);
  });

  it('stores an uploaded png as the home picture and serves it back', async () => {
    const response = await upload(admin, PNG_BYTES, { filename: 'factory.png', type: 'image/png' });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ success: true, code: 200 });
    const url = (response.body.data as PageSettings).homePicture!;
    expect(url).toMatch(/^\/api\/files\/\d+$/);
    expect((await api.ok(pageSettingApi.get, { as: operator })).homePicture).toBe(url);
    const file = await fetch(`${t.baseUrl}${url}`, { headers: { authorization: `Bearer ${operator}` } });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await file.arrayBuffer()).equals(PNG_BYTES)).toBe(true);
    // The stored URL may be saved again through edit.
    expect((await api.call(pageSettingApi.edit, { body: { homePicture: url } })).status).toBe(200);
  });

  it('judges the type by content: a jpeg named .png is a jpeg, text named .png is refused', async () => {
    const jpeg = await upload(admin, JPEG_BYTES, { filename: 'photo.png', type: 'image/png' });
    expect(jpeg.status).toBe(200);
    const url = (jpeg.body.data as PageSettings).homePicture!;
    const file = await fetch(`${t.baseUrl}${url}`, { headers: { authorization: `Bearer ${admin}` } });
    expect(file.headers.get('content-type')).toBe('image/jpeg');
    await file.arrayBuffer();

    const text = await upload(admin, Buffer.from('<svg onload="alert(1)"></svg>'), {
      filename: 'evil.png',
      type: 'image/png',
    });
    expect(text.status).toBe(400);
    expect(text.body.message).toBe('This file type is not supported (accepted: png, jpg, jpeg)');
    const gif = await upload(admin, Buffer.from('GIF89a\x01\x00\x01\x00'), { filename: 'a.gif', language: 'zh-CN' });
    expect(gif.body.message).toBe('不支持该文件类型（支持：png, jpg, jpeg）');
  });

  it('refuses an empty file, an oversized one, and a request without the file', async () => {
    const empty = await upload(admin, Buffer.alloc(0));
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('The file cannot be empty');
    expect((await upload(admin, Buffer.alloc(0), { language: 'zh-TW' })).body.message).toBe('檔案不能為空');

    const big = Buffer.concat([PNG_BYTES, Buffer.alloc(HOME_PICTURE_MAX_BYTES + 1 - PNG_BYTES.length)]);
    const oversized = await upload(admin, big);
    expect(oversized.status).toBe(400);
    expect(oversized.body.message).toBe('The file is too large (at most 2 MB)');
    // Exactly the limit is fine.
    const atLimit = await upload(admin, big.subarray(0, HOME_PICTURE_MAX_BYTES));
    expect(atLimit.status).toBe(200);

    const wrongField = await upload(admin, PNG_BYTES, { field: 'picture' });
    expect(wrongField.status).toBe(400);
    expect(wrongField.body.message).toBe('Please choose a file to upload (form field "file")');
    const noFile = await upload(admin, null);
    expect(noFile.status).toBe(400);
    const json = await api.call(pageSettingApi.updateHomePicture, { body: {} as never });
    expect(json.status).toBe(400);
    expect(json.body.message).toBe('Please choose a file to upload (form field "file")');
  });
});

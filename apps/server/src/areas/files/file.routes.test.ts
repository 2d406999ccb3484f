import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { PageSettings } from '@takt/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test-support/databases.js';
import { createTenant, createUser } from '../../test-support/fixtures.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { PNG_BYTES, uploadFile } from '../../test-support/uploads.js';
import { files } from './file.table.js';

const PICTURE = '/api/client_page_setting/update_home_picture';

describe.each(testDatabaseKinds())('stored files on %s', (kind) => {
  let t: TestServer;
  let admin: string;
  let otherAdmin: string;
  let demoUrl: string;
  let otherUrl: string;

  const get = (url: string, token?: string, language = 'en-US') =>
    fetch(`${t.baseUrl}${url}`, {
      headers: { 'accept-language': language, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });

  beforeAll(async () => {
    t = await startTestServer(kind);
    admin = (await t.login('admin')).token;
    const otherId = await createTenant(t.server.db, { code: `files_${kind}` });
    await createUser(t.server.db, otherId, { account: `files_admin_${kind}`, adminType: 2 });
    otherAdmin = (await t.login(`files_admin_${kind}`)).token;
    const demo = await uploadFile(t.baseUrl, PICTURE, admin, PNG_BYTES, { filename: '工厂 首页.png' });
    demoUrl = (demo.body.data as PageSettings).homePicture!;
    const other = await uploadFile(t.baseUrl, PICTURE, otherAdmin, PNG_BYTES);
    otherUrl = (other.body.data as PageSettings).homePicture!;
  });
  afterAll(() => t?.close());

  it('streams the file with its type, length and name', async () => {
    const response = await get(demoUrl, admin);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('content-length')).toBe(String(PNG_BYTES.length));
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-disposition')).toBe(
      `inline; filename*=UTF-8''${encodeURIComponent('工厂 首页.png')}`,
    );
    expect(Buffer.from(await response.arrayBuffer()).equals(PNG_BYTES)).toBe(true);
  });

  it('records what the file is (spec 000 §3 File)', async () => {
    const id = demoUrl.split('/').pop()!;
    const [row] = await t.server.db.system((tx) => tx.select().from(files).where(eq(files.id, id)));
    expect(row).toMatchObject({
      repository: 'local',
      name: '工厂 首页.png',
      extension: 'png',
      size: PNG_BYTES.length,
      contentType: 'image/png',
      purpose: 'home-picture',
    });
    expect(row!.key).toMatch(new RegExp(`^${row!.tenantId}/[a-z0-9]+\\.png$`));
    expect(row!.storagePath).toBe(path.join(t.database.dataDir, 'files'));
  });

  it("answers 404 for another enterprise's file, as for an unknown one", async () => {
    for (const [url, token] of [
      [otherUrl, admin],
      [demoUrl, otherAdmin],
      ['/api/files/999999999', admin],
    ] as const) {
      const response = await get(url, token);
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ success: false, code: 404, message: 'The file does not exist' });
    }
    expect((await get(otherUrl, otherAdmin)).status).toBe(200);
  });

  it('accepts the access token as a query parameter, for <img src>', async () => {
    const response = await get(`${demoUrl}?access_token=${encodeURIComponent(admin)}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    await response.arrayBuffer();
    expect((await get(`${demoUrl}?access_token=not-a-token`)).status).toBe(401);
  });

  it('needs a session and a well-formed id', async () => {
    const anonymous = await get(demoUrl);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ success: false, code: 401 });
    const bad = await get('/api/files/abc', admin);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: 400, message: expect.stringContaining('id') });
  });

  it('answers 404 when the bytes are gone from the store', async () => {
    const upload = await uploadFile(t.baseUrl, PICTURE, admin, PNG_BYTES);
    const url = (upload.body.data as PageSettings).homePicture!;
    const [row] = await t.server.db.system((tx) =>
      tx
        .select()
        .from(files)
        .where(eq(files.id, url.split('/').pop()!)),
    );
    await rm(path.join(row!.storagePath, ...row!.key.split('/')));
    expect((await get(url, admin)).status).toBe(404);
  });
});

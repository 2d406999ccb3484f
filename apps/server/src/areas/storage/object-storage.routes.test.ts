import { createServer } from 'node:net';
import {
  type FileListRow,
  fileApi,
  objectStorageApi,
  type StorageInput,
  tenantApi,
  userPictureApi,
} from '@takt/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testDatabaseKinds } from '../../test-support/databases.js';
import { createTenant, createUser, tenantIdOf } from '../../test-support/fixtures.js';
import { type RouteCall, routeClient } from '../../test-support/route-client.js';
import { S3RVER_KEYS, startS3Server, type TestS3Server } from '../../test-support/s3-server.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { JPEG_BYTES, PNG_BYTES, uploadFile } from '../../test-support/uploads.js';

const FIRST_BUCKET = 'takt-first';
const SECOND_BUCKET = 'takt-second';

/** A port nothing listens on: taken, then given back. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe.each(testDatabaseKinds())('object storage and stored files on %s', (kind) => {
  let t: TestServer;
  let s3: TestS3Server;
  let platform: ReturnType<typeof routeClient>;
  let demo: ReturnType<typeof routeClient>;
  let other: ReturnType<typeof routeClient>;
  let demoId: string;
  let otherToken: string;
  let operatorToken: string;
  let adminToken: string;

  const storage = (bucket: string, changes: Partial<StorageInput> = {}): StorageInput => ({
    region: 'cn-east',
    bucket,
    endpoint: s3.endpoint,
    pathStyle: true,
    ...S3RVER_KEYS,
    ...changes,
  });
  const download = (url: string, token: string) =>
    fetch(`${t.baseUrl}${url}`, { headers: { authorization: `Bearer ${token}`, 'accept-language': 'en-US' } });
  const upload = (data: Buffer, filename: string, token = adminToken) =>
    uploadFile(t.baseUrl, `/api${fileApi.upload.path}`, token, data, { filename });
  const listed = async (name: string) => {
    const page = await demo.ok(fileApi.page, { query: { name } });
    expect(page.rows).toHaveLength(1);
    return page.rows[0]!;
  };

  beforeAll(async () => {
    s3 = await startS3Server([FIRST_BUCKET, SECOND_BUCKET]);
    t = await startTestServer(kind);
    platform = routeClient(t, { token: (await t.login('superAdmin')).token });
    adminToken = (await t.login('admin')).token;
    demo = routeClient(t, { token: adminToken });
    operatorToken = (await t.login('operator')).token;
    demoId = await tenantIdOf(t.server.db, 'demo');
    const otherId = await createTenant(t.server.db, { code: `storage_${kind}` });
    await createUser(t.server.db, otherId, { account: `storage_admin_${kind}`, adminType: 2 });
    otherToken = (await t.login(`storage_admin_${kind}`)).token;
    other = routeClient(t, { token: otherToken });
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  it('tests a connection: put, read back and delete a small object', async () => {
    const result = await platform.ok(objectStorageApi.testConnection, {
      body: { id: demoId, storage: storage(FIRST_BUCKET) },
    });
    expect(result).toEqual({ bucket: FIRST_BUCKET, endpoint: s3.endpoint });
  });

  it('says why a connection fails: wrong endpoint, missing bucket, refused keys', async () => {
    const cases: [StorageInput, number, RegExp][] = [
      [storage(FIRST_BUCKET, { endpoint: `http://127.0.0.1:${await closedPort()}` }), 422, /cannot be reached/],
      [storage('no-such-bucket'), 422, /The bucket no-such-bucket does not exist at http/],
      [storage(FIRST_BUCKET, { accessKeyId: 'WRONG', secretAccessKey: 'WRONG' }), 422, /refused the access key/],
      [storage(FIRST_BUCKET, { accessKeyId: '' }), 400, /storage\.accessKeyId.*access key ID and a secret/],
    ];
    for (const [input, status, message] of cases) {
      const response = await platform.call(objectStorageApi.testConnection, { body: { id: demoId, storage: input } });
      expect(response.status).toBe(status);
      expect(response.body.message).toMatch(message);
    }
    const chinese = await platform.call(objectStorageApi.testConnection, {
      body: { id: demoId, storage: storage('no-such-bucket') },
      language: 'zh-CN',
    });
    expect(chinese.body.message).toContain('存储桶 no-such-bucket 在');
  });

  it('sets an enterprise on S3, never sending the secret back', async () => {
    const saved = await platform.ok(objectStorageApi.edit, { body: { id: demoId, storage: storage(FIRST_BUCKET) } });
    expect(saved).toMatchObject({
      id: demoId,
      kind: 's3',
      storage: { region: 'cn-east', bucket: FIRST_BUCKET, endpoint: s3.endpoint, pathStyle: true, secretSet: true },
    });
    const page = await platform.ok(objectStorageApi.page, { query: { code: 'demo' } });
    expect(page.rows.map((row) => row.kind)).toEqual(['s3']);
    const detail = await platform.call(tenantApi.detail, { query: { id: demoId } });
    for (const answer of [saved, page, detail.body]) expect(JSON.stringify(answer)).not.toContain('secretAccessKey');
    // A blank secret keeps the stored one: the connection still works with it.
    await platform.ok(objectStorageApi.edit, {
      body: { id: demoId, storage: storage(FIRST_BUCKET, { secretAccessKey: null }) },
    });
    await platform.ok(objectStorageApi.testConnection, {
      body: { id: demoId, storage: storage(FIRST_BUCKET, { secretAccessKey: '' }) },
    });
    const custom = await platform.call(objectStorageApi.edit, {
      body: { id: demoId, storage: storage(FIRST_BUCKET, { region: 'Not A Region!' }) },
    });
    expect(custom.status).toBe(400);
    expect(custom.body.message).toContain('storage.region');
  });

  it("writes an enterprise's uploads to its bucket and reads them back through /api/files/:id", async () => {
    const avatar = await uploadFile(t.baseUrl, `/api${userPictureApi.updateAvatar.path}`, adminToken, PNG_BYTES, {
      filename: 'me.png',
    });
    expect(avatar.status).toBe(200);
    const url = (avatar.body.data as { url: string }).url;
    const row = await listed('me.png');
    expect(row).toMatchObject({ repository: 's3', storagePath: `${s3.endpoint}/${FIRST_BUCKET}`, purpose: 'avatar' });
    expect(await s3.read(FIRST_BUCKET, row.key)).toEqual(PNG_BYTES);

    const response = await download(url, adminToken);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(PNG_BYTES);
    // Another enterprise cannot read it: as for an unknown file.
    const theirs = await download(url, otherToken);
    expect(theirs.status).toBe(404);
    expect(await theirs.json()).toMatchObject({ code: 404, message: 'The file does not exist' });
  });

  it('keeps reading old files from their bucket after the configuration changes', async () => {
    const before = await upload(JPEG_BYTES, 'before.jpg');
    await platform.ok(objectStorageApi.edit, { body: { id: demoId, storage: storage(SECOND_BUCKET) } });
    const after = await upload(JPEG_BYTES, 'after.jpg');
    const [first, second] = [before.body.data as FileListRow, after.body.data as FileListRow];
    expect(await s3.has(FIRST_BUCKET, first.key)).toBe(true);
    expect(await s3.has(SECOND_BUCKET, second.key)).toBe(true);
    expect(await s3.has(SECOND_BUCKET, first.key)).toBe(false);
    for (const file of [first, second]) {
      const response = await download(file.url, adminToken);
      expect(response.status).toBe(200);
      expect(Buffer.from(await response.arrayBuffer())).toEqual(JPEG_BYTES);
    }
    // Back to the local folder for new files; the bucket's files stay readable.
    expect((await platform.ok(objectStorageApi.delete, { body: { id: demoId } })).kind).toBe('local');
    const local = (await upload(JPEG_BYTES, 'local.jpg')).body.data as FileListRow;
    expect(local.repository).toBe('local');
    expect((await download(second.url, adminToken)).status).toBe(200);
    await platform.ok(objectStorageApi.edit, { body: { id: demoId, storage: storage(FIRST_BUCKET) } });
  });

  it('refuses an upload to a store that cannot be reached, saying so', async () => {
    await platform.ok(objectStorageApi.edit, { body: { id: demoId, storage: storage('gone-bucket') } });
    const refused = await upload(PNG_BYTES, 'lost.png');
    expect(refused.status).toBe(422);
    expect(refused.body.message).toMatch(/The bucket gone-bucket does not exist/);
    expect((await demo.ok(fileApi.page, { query: { name: 'lost' } })).totalRows).toBe(0);
    await platform.ok(objectStorageApi.edit, { body: { id: demoId, storage: storage(FIRST_BUCKET) } });
  });

  it('lists the files with filters, sorting and paging', async () => {
    await upload(Buffer.from('quarterly numbers'), 'Report Q1.txt');
    await upload(Buffer.from('%PDF-1.4 a longer manual body'), 'Manual.PDF');
    const text = await demo.ok(fileApi.page, { query: { name: 'report q1' } });
    expect(text.rows.map((row) => [row.name, row.extension, row.size, row.createdByName])).toEqual([
      ['Report Q1.txt', 'txt', 17, expect.any(String)],
    ]);
    expect((await demo.ok(fileApi.page, { query: { extension: '.PDF' } })).rows.map((row) => row.name)).toEqual([
      'Manual.PDF',
    ]);
    const bySize = await demo.ok(fileApi.page, { query: { sortField: 'size', sortOrder: 'descend', pageSize: 500 } });
    const sizes = bySize.rows.map((row) => row.size);
    expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
    const paged = await demo.ok(fileApi.page, { query: { pageSize: 2, pageNo: 2 } });
    expect(paged.rows).toHaveLength(2);
    expect(paged.totalRows).toBe(bySize.totalRows);
    const future = await demo.ok(fileApi.page, { query: { createdFrom: '2999-01-01' } });
    expect(future.totalRows).toBe(0);
    const past = await demo.ok(fileApi.page, { query: { createdTo: '2000-01-01' } });
    expect(past.totalRows).toBe(0);
    const around = await demo.ok(fileApi.page, { query: { createdFrom: '2000-01-01', createdTo: '2999-12-31' } });
    expect(around.totalRows).toBe(bySize.totalRows);
    // Another enterprise sees none of them.
    expect((await other.ok(fileApi.page, {})).totalRows).toBe(0);
    const bad = await demo.call(fileApi.page, { query: { createdFrom: '2024-02-30' }, language: 'en-US' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('createdFrom');
  });

  it('deletes a file and its object, but not one a user still shows', async () => {
    const doomed = (await upload(Buffer.from('delete me'), 'doomed.txt')).body.data as FileListRow;
    expect(await s3.has(FIRST_BUCKET, doomed.key)).toBe(true);
    await demo.ok(fileApi.delete, { body: { id: doomed.id } });
    expect((await demo.ok(fileApi.page, { query: { name: 'doomed' } })).totalRows).toBe(0);
    await vi.waitFor(async () => expect(await s3.has(FIRST_BUCKET, doomed.key)).toBe(false));
    expect((await download(doomed.url, adminToken)).status).toBe(404);

    const avatar = await listed('me.png');
    const refused = await demo.call(fileApi.delete, { body: { id: avatar.id } });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/The file me\.png cannot be deleted: it is used as the avatar of /);
    expect(await s3.has(FIRST_BUCKET, avatar.key)).toBe(true);
    // Another enterprise's file is not found, and stays.
    const response = await other.call(fileApi.delete, { body: { id: avatar.id } });
    expect(response.status).toBe(404);
  });

  it('refuses what a caller may not do', async () => {
    const file = await listed('Report Q1.txt');
    const refusals: [RouteCall, string][] = [
      [[fileApi.page, { as: operatorToken }], 'sys:file:page'],
      [[fileApi.delete, { as: operatorToken, body: { id: file.id } }], 'sys:file:delete'],
      [[objectStorageApi.page, { as: adminToken }], ''],
      [[objectStorageApi.testConnection, { as: adminToken, body: { id: demoId, storage: storage(FIRST_BUCKET) } }], ''],
      [[objectStorageApi.edit, { as: adminToken, body: { id: demoId, storage: storage(FIRST_BUCKET) } }], ''],
    ];
    for (const [[route, options], permission] of refusals) {
      const response = await demo.call(route, options);
      expect(response.status, route.path).toBe(403);
      if (permission) expect(response.body.message).toContain(permission);
    }
    const upload403 = await upload(PNG_BYTES, 'nope.png', operatorToken);
    expect(upload403.status).toBe(403);
    expect((await demo.ok(fileApi.page, { query: { name: 'nope' } })).totalRows).toBe(0);
    const unsupported = await upload(Buffer.from('<html></html>'), 'page.html');
    expect(unsupported.status).toBe(400);
    expect(unsupported.body.message).toMatch(/This file type is not supported/);
  });
});

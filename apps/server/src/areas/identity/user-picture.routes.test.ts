import type { AccountInfo, UserPictureResult } from '@takt/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test-support/databases.js';
import { createTenant, createUser, grantPermissions, tenantIdOf } from '../../test-support/fixtures.js';
import { aroundTodayParams } from '../../test-support/log-dates.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { JPEG_BYTES, PNG_BYTES, uploadFile } from '../../test-support/uploads.js';
import { roles } from '../access/access.table.js';
import { files } from '../files/file.table.js';
import { organisations } from '../organisations/organisation.table.js';
import { users } from './identity.table.js';

const AVATAR = '/api/user_picture/update_avatar';
const SIGNATURE = '/api/user_picture/update_signature';
const TWO_MB = 2 * 1024 * 1024;

/** A PNG signature followed by padding: a png by its bytes, of the given size. */
const pngOfSize = (size: number) => Buffer.concat([PNG_BYTES, Buffer.alloc(size - PNG_BYTES.length, 0)]);

describe.each(testDatabaseKinds())('avatar and signature upload on %s', (kind) => {
  let t: TestServer;
  let demoId: string;
  let admin: string;
  let userId: string;
  let user: string;
  let otherUserId: string;

  const account = async (token: string) =>
    (await t.call<AccountInfo>('GET', '/api/get_account_info', { token })).body.data;
  const addOrg = async (code: string) => {
    const [row] = await t.server.db.system((tx) =>
      tx
        .insert(organisations)
        .values({ tenantId: demoId, name: code, code, type: 2 })
        .returning({ id: organisations.id }),
    );
    return row!.id;
  };

  beforeAll(async () => {
    t = await startTestServer(kind);
    demoId = await tenantIdOf(t.server.db, 'demo');
    admin = (await t.login('admin')).token;
    userId = await createUser(t.server.db, demoId, { account: `pic_user_${kind}` });
    user = (await t.login(`pic_user_${kind}`)).token;
    const otherTenant = await createTenant(t.server.db, { code: `pic_other_${kind}` });
    otherUserId = await createUser(t.server.db, otherTenant, { account: `pic_other_${kind}`, adminType: 2 });
  });
  afterAll(() => t?.close());

  it('lets a user change their own avatar and signature; the account call shows them', async () => {
    const avatar = await uploadFile(t.baseUrl, AVATAR, user, PNG_BYTES, { filename: 'me.png' });
    expect(avatar.status).toBe(200);
    const saved = avatar.body.data as UserPictureResult;
    expect(saved.userId).toBe(userId);
    expect(saved.url).toMatch(/^\/api\/files\/\d+$/);

    const signature = await uploadFile(t.baseUrl, `${SIGNATURE}?userId=${userId}`, user, JPEG_BYTES, {
      filename: 'sign.jpeg',
    });
    expect(signature.status).toBe(200);
    const signed = signature.body.data as UserPictureResult;

    const me = await account(user);
    expect(me.avatar).toBe(saved.url);
    expect(me.signature).toBe(signed.url);

    const [row] = await t.server.db.system((tx) =>
      tx
        .select()
        .from(files)
        .where(eq(files.id, signed.url.split('/').pop()!)),
    );
    expect(row).toMatchObject({ purpose: 'signature', extension: 'jpg', contentType: 'image/jpeg' });
    const download = await fetch(`${t.baseUrl}${saved.url}`, { headers: { authorization: `Bearer ${user}` } });
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(PNG_BYTES)).toBe(true);
  });

  it('judges the type by the bytes, not the name', async () => {
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
    const named = await uploadFile(t.baseUrl, AVATAR, user, gif, { filename: 'looks-fine.png', type: 'image/png' });
    expect(named.status).toBe(400);
    expect(named.body.message).toBe('This file type is not supported (accepted: png, jpg, jpeg)');
    // A real PNG with a misleading name is accepted, and stored as what it is.
    const misnamed = await uploadFile(t.baseUrl, AVATAR, user, PNG_BYTES, { filename: 'photo.txt' });
    expect(misnamed.status).toBe(200);
  });

  it('accepts 2 MB and refuses anything larger, an empty file and a missing one', async () => {
    expect((await uploadFile(t.baseUrl, AVATAR, user, pngOfSize(TWO_MB))).status).toBe(200);
    const large = await uploadFile(t.baseUrl, SIGNATURE, user, pngOfSize(TWO_MB + 1), { language: 'zh-CN' });
    expect(large.status).toBe(400);
    expect(large.body.message).toBe('文件过大（最大 2 MB）');
    const empty = await uploadFile(t.baseUrl, AVATAR, user, Buffer.alloc(0));
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('The file cannot be empty');
    const missing = await uploadFile(t.baseUrl, AVATAR, user, null);
    expect(missing.status).toBe(400);
  });

  it("needs sys:user:edit to change another user's picture", async () => {
    const target = await createUser(t.server.db, demoId, { account: `pic_target_${kind}` });
    const refused = await uploadFile(t.baseUrl, `${AVATAR}?userId=${target}`, user, PNG_BYTES);
    expect(refused.status).toBe(403);
    const byAdmin = await uploadFile(t.baseUrl, `${SIGNATURE}?userId=${target}`, admin, PNG_BYTES);
    expect(byAdmin.status).toBe(200);
    expect((byAdmin.body.data as UserPictureResult).userId).toBe(target);
    const [row] = await t.server.db.system((tx) => tx.select().from(users).where(eq(users.id, target)));
    expect(row!.signature).toBe((byAdmin.body.data as UserPictureResult).url);
    expect(row!.avatar).toBeNull();
  });

  it('keeps an editor inside their data scope', async () => {
    const ownOrg = await addOrg(`pic_own_${kind}`);
    const elsewhere = await addOrg(`pic_else_${kind}`);
    const editorId = await createUser(t.server.db, demoId, { account: `pic_editor_${kind}` });
    const inside = await createUser(t.server.db, demoId, { account: `pic_inside_${kind}` });
    const outside = await createUser(t.server.db, demoId, { account: `pic_outside_${kind}` });
    await t.server.db.system(async (tx) => {
      await tx.update(users).set({ orgId: ownOrg }).where(eq(users.id, editorId));
      await tx.update(users).set({ orgId: ownOrg }).where(eq(users.id, inside));
      await tx.update(users).set({ orgId: elsewhere }).where(eq(users.id, outside));
    });
    const roleId = await grantPermissions(t.server, demoId, editorId, ['sys:user:edit']);
    // Data scope 3: own department only.
    await t.server.db.system(async (tx) => {
      await tx.update(roles).set({ dataScope: 3 }).where(eq(roles.id, roleId));
    });
    const editor = (await t.login(`pic_editor_${kind}`)).token;
    expect((await uploadFile(t.baseUrl, `${AVATAR}?userId=${inside}`, editor, PNG_BYTES)).status).toBe(200);
    const out = await uploadFile(t.baseUrl, `${AVATAR}?userId=${outside}`, editor, PNG_BYTES);
    expect(out.status).toBe(404);
  });

  it("answers not found for another enterprise's user or an unknown id", async () => {
    for (const id of [otherUserId, '999999999']) {
      const response = await uploadFile(t.baseUrl, `${AVATAR}?userId=${id}`, admin, PNG_BYTES);
      expect(response.status).toBe(404);
      expect(response.body.code).toBe(404);
    }
    const [row] = await t.server.db.system((tx) => tx.select().from(users).where(eq(users.id, otherUserId)));
    expect(row!.avatar).toBeNull();
    const bad = await uploadFile(t.baseUrl, `${AVATAR}?userId=abc`, admin, PNG_BYTES);
    expect(bad.status).toBe(400);
  });

  it('needs a session and writes operation-log rows', async () => {
    expect((await uploadFile(t.baseUrl, AVATAR, '', PNG_BYTES)).status).toBe(401);
    const log = await t.call<{ rows: { route: string; success: boolean }[] }>(
      'GET',
      `/api/op_log/page?pageSize=50&account=pic_user_${kind}&${aroundTodayParams()}`,
      { token: admin },
    );
    expect(log.body.data.rows.map((row) => [row.route, row.success])).toEqual(
      expect.arrayContaining([
        [AVATAR, true],
        [AVATAR, false],
        [SIGNATURE, true],
      ]),
    );
  });
});

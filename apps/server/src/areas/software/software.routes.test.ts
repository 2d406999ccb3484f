import { createHash } from 'node:crypto';
import { type RouteDef, SOFTWARE_TOKEN_HEADER, type Software, softwareApi } from '@takt/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformTenantId } from '../../seed/seed.js';
import { testDatabaseKinds } from '../../test-support/databases.js';
import { createTenant, createUser } from '../../test-support/fixtures.js';
import { type RouteCall, type RouteClient, routeClient } from '../../test-support/route-client.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { exeBytes, zipOf } from '../../test-support/zip.js';
import { tenants } from '../tenants/tenant.table.js';
import { tenantSoftware } from './software.table.js';

interface Answer<T = unknown> {
  status: number;
  body: { success: boolean; code: number; message: string; data: T };
}

const APK = zipOf({ 'AndroidManifest.xml': '<manifest/>', 'classes.dex': 'dex\n035' });
const ZIP = zipOf({ 'station/app.js': 'console.log(1)', 'station/readme.txt': 'Station terminal' });

describe.each(testDatabaseKinds())('internal apps (software) on %s', (kind) => {
  let t: TestServer;
  let api: RouteClient;
  let superToken: string;
  let enterpriseId: string;
  let enterpriseToken: string;

  /** The form as the web page sends it: fields first, then the file. */
  const upload = async <T = Software & { token: string }>(
    route: RouteDef,
    fields: Record<string, string>,
    file: { name: string; data: Buffer } | null,
    options: { token?: string; language?: string } = {},
  ): Promise<Answer<T>> => {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    if (file) form.append('file', new Blob([new Uint8Array(file.data)]), file.name);
    const response = await fetch(`${t.baseUrl}/api${route.path}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${options.token ?? superToken}`,
        'accept-language': options.language ?? 'en-US',
      },
      body: form,
    });
    return { status: response.status, body: (await response.json()) as Answer<T>['body'] };
  };
  const add = (code: string, file: { name: string; data: Buffer }, extra: Record<string, string> = {}) =>
    upload(softwareApi.add, { name: `App ${code}`, code, versionNumber: '1.0.0', versionCode: '100', ...extra }, file);
  const update = (id: string, file: { name: string; data: Buffer }, versionNumber: string, versionCode: string) =>
    upload<Software>(softwareApi.update, { id, versionNumber, versionCode }, file);
  const latestWithToken = (token: string, softwareCode: string, tenantCode?: string) =>
    api.call(softwareApi.latest, {
      as: '',
      query: { softwareCode, ...(tenantCode ? { tenantCode } : {}) },
      headers: { [SOFTWARE_TOKEN_HEADER]: token },
    });

  beforeAll(async () => {
    t = await startTestServer(kind);
    superToken = (await t.login('superAdmin')).token;
    api = routeClient(t, { token: superToken });
    enterpriseId = await createTenant(t.server.db, { code: `sw_ent_${kind}`, name: 'Software Enterprise' });
    await createUser(t.server.db, enterpriseId, { account: `sw_user_${kind}` });
    enterpriseToken = (await t.login(`sw_user_${kind}`)).token;
  });
  afterAll(() => t?.close());

  it('adds an app with its first version, shows its token once, and serves it to a terminal', async () => {
    const added = await add('station-win', { name: 'station-1.0.0.exe', data: exeBytes('v1') });
    expect(added.status, added.body.message).toBe(200);
    const app = added.body.data;
    expect(app).toMatchObject({
      code: 'station-win',
      enabled: true,
      platform: 'windows',
      versionCount: 1,
      latest: { versionNumber: '1.0.0', versionCode: 100, fileName: 'station-1.0.0.exe', extension: 'exe' },
    });
    expect(app.token).toMatch(/^sw_/);
    expect(app.tokenHint).toBe(app.token.slice(-4));
    const listed = await api.ok(softwareApi.latestPage, { query: { code: 'station-win' } });
    expect(listed.rows.map((row) => row.code)).toEqual(['station-win']);
    expect(listed.rows[0]).not.toHaveProperty('token');
    expect(await api.ok(softwareApi.token, { query: { id: app.id } })).toEqual({
      tokenHint: app.tokenHint,
      tokenResetAt: app.tokenResetAt,
    });

    const latest = await latestWithToken(app.token, 'station-win');
    expect(latest.status, latest.body.message).toBe(200);
    const bytes = exeBytes('v1');
    expect(latest.body.data).toMatchObject({
      softwareCode: 'station-win',
      versionNumber: '1.0.0',
      versionCode: 100,
      size: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
    });
    const file = await fetch(`${t.baseUrl}${latest.body.data.downloadUrl}`, {
      headers: { [SOFTWARE_TOKEN_HEADER]: app.token },
    });
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).equals(bytes)).toBe(true);
    expect((await fetch(`${t.baseUrl}${latest.body.data.downloadUrl}`)).status).toBe(401);
  });

  it('judges the file by its bytes as well as its name (spec 000 §5)', async () => {
    const apk = await add('pda', { name: 'pda.apk', data: APK });
    expect(apk.status, apk.body.message).toBe(200);
    expect(apk.body.data.platform).toBe('android');
    const zip = await add('board', { name: 'board.zip', data: ZIP });
    expect(zip.status, zip.body.message).toBe(200);
    expect(zip.body.data.platform).toBe('other');

    const refusals: [string, { name: string; data: Buffer }, RegExp][] = [
      ['txt', { name: 'notes.txt', data: Buffer.from('hello') }, /This file type is not supported: notes\.txt/],
      ['zip-as-apk', { name: 'fake.apk', data: ZIP }, /Type not matching: fake\.apk is not a real \.apk file/],
      ['zip-as-exe', { name: 'fake.exe', data: ZIP }, /fake\.exe is not a real \.exe file/],
      ['exe-as-zip', { name: 'fake.zip', data: exeBytes() }, /fake\.zip is not a real \.zip file/],
      ['text-as-zip', { name: 'renamed.zip', data: Buffer.from('just text, renamed') }, /renamed\.zip/],
      ['long', { name: `${'n'.repeat(47)}.zip`, data: ZIP }, /at most 50 characters/],
      ['empty', { name: 'empty.zip', data: Buffer.alloc(0) }, /cannot be empty/],
    ];
    for (const [code, file, message] of refusals) {
      const refused = await add(code, file);
      expect(refused.status, code).toBe(400);
      expect(refused.body.message, code).toMatch(message);
    }
    const zh = await upload(
      softwareApi.add,
      { name: 'X', code: 'zh', versionNumber: '1.0.0', versionCode: '1' },
      {
        name: 'a.txt',
        data: Buffer.from('x'),
      },
      { language: 'zh-CN' },
    );
    expect(zh.body.message).toContain('不支持该文件类型');
    const page = await api.ok(softwareApi.latestPage, { query: { pageSize: 50 } });
    expect(page.rows.map((row) => row.code).sort()).toEqual(['board', 'pda', 'station-win']);
  });

  it('checks the form fields and the code', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ versionNumber: '1.0' }, 'versionNumber'],
      [{ versionNumber: 'v1.0.0' }, 'versionNumber'],
      [{ versionCode: '1a' }, 'versionCode'],
      [{ versionCode: '0' }, 'versionCode'],
      [{ code: 'bad code' }, 'code'],
      [{ name: '' }, 'name'],
      [{ unknown: 'x' }, 'unknown'],
    ];
    for (const [change, field] of cases) {
      const refused = await add('fields', { name: 'f.zip', data: ZIP }, change);
      expect(refused.status, field).toBe(400);
      expect(refused.body.message, field).toContain(field);
    }
    const missing = await upload(
      softwareApi.add,
      { name: 'N', code: 'nofile', versionNumber: '1.0.0', versionCode: '1' },
      null,
    );
    expect(missing.status).toBe(400);
    expect(missing.body.message).toContain('file');
    const taken = await add('board', { name: 'other.zip', data: ZIP });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('The app code board is already in use');
  });

  it('takes a new version only with the same kind of file, a new file name and a higher version code', async () => {
    const board = (await api.ok(softwareApi.latestPage, { query: { code: 'board' } })).rows[0]!;
    const wrongKind = await update(board.id, { name: 'board-2.apk', data: APK }, '1.1.0', '110');
    expect(wrongKind.status).toBe(400);
    expect(wrongKind.body.message).toBe('The new version must be a .zip file like the previous version, not .apk');
    const sameName = await update(board.id, { name: 'board.zip', data: ZIP }, '1.1.0', '110');
    expect(sameName.status).toBe(400);
    expect(sameName.body.message).toContain('(board.zip)');
    const notHigher = await update(board.id, { name: 'board-2.zip', data: ZIP }, '1.1.0', '100');
    expect(notHigher.status).toBe(400);
    expect(notHigher.body.message).toBe("The version code 100 must be higher than the previous version's (100)");
    const unknown = await update('999999999', { name: 'board-2.zip', data: ZIP }, '1.1.0', '110');
    expect(unknown.status).toBe(404);

    const updated = await update(board.id, { name: 'board-1.1.0.zip', data: ZIP }, '1.1.0', '110');
    expect(updated.status, updated.body.message).toBe(200);
    expect(updated.body.data).toMatchObject({ versionCount: 2, latest: { versionNumber: '1.1.0', versionCode: 110 } });
    const history = await api.ok(softwareApi.historyPage, { query: { softwareId: board.id } });
    expect(history.rows.map((row) => row.versionNumber)).toEqual(['1.1.0', '1.0.0']);
    expect(history.totalRows).toBe(2);
  });

  it('syncs the latest version to an enterprise, refusing the same, a higher version and another store', async () => {
    const board = (await api.ok(softwareApi.latestPage, { query: { code: 'board' } })).rows[0]!;
    const query = { id: board.id, tenantId: enterpriseId };
    const enterpriseLatest = () =>
      api.call(softwareApi.latest, { as: enterpriseToken, query: { softwareCode: 'board' } });
    expect((await enterpriseLatest()).status).toBe(404);

    expect(await api.ok(softwareApi.syncToTenant, { query })).toMatchObject({ versionNumber: '1.1.0' });
    const theirs = await enterpriseLatest();
    expect(theirs.status).toBe(200);
    expect(theirs.body.data).toMatchObject({ versionNumber: '1.1.0', versionCode: 110 });
    const download = await fetch(`${t.baseUrl}${theirs.body.data.downloadUrl}`, {
      headers: { authorization: `Bearer ${enterpriseToken}` },
    });
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(ZIP)).toBe(true);

    const same = await api.call(softwareApi.syncToTenant, { query });
    expect(same.status).toBe(422);
    expect(same.body.message).toBe('Same version: Software Enterprise already has 1.1.0');
    const zhSame = await api.call(softwareApi.syncToTenant, { query, language: 'zh-CN' });
    expect(zhSame.body.message).toBe('版本相同：Software Enterprise 已有 1.1.0');

    await update(board.id, { name: 'board-1.2.0.zip', data: ZIP }, '1.2.0', '120');
    const listed = await api.ok(softwareApi.syncTenantPage, {
      query: { softwareId: board.id, code: `sw_ent_${kind}` },
    });
    expect(listed.rows).toEqual([
      expect.objectContaining({
        tenantId: enterpriseId,
        versionNumber: '1.1.0',
        state: 'behind',
        storageMatches: true,
      }),
    ]);
    // The old version stays theirs until the next sync.
    expect((await enterpriseLatest()).body.data).toMatchObject({ versionNumber: '1.1.0' });

    await t.server.db.system((tx) =>
      tx
        .update(tenantSoftware)
        .set({ versionCode: 999, versionNumber: '9.9.9' })
        .where(eq(tenantSoftware.tenantId, enterpriseId)),
    );
    const higher = await api.call(softwareApi.syncToTenant, { query });
    expect(higher.status).toBe(422);
    expect(higher.body.message).toBe(
      "Version higher than the super enterprise: Software Enterprise has 9.9.9, newer than the platform's 1.2.0",
    );
    await t.server.db.system((tx) =>
      tx
        .update(tenantSoftware)
        .set({ versionCode: 110, versionNumber: '1.1.0' })
        .where(eq(tenantSoftware.tenantId, enterpriseId)),
    );

    const elsewhere = await createTenant(t.server.db, { code: `sw_s3_${kind}`, name: 'Elsewhere Works' });
    await t.server.db.system((tx) =>
      tx
        .update(tenants)
        .set({
          settings: {
            storage: {
              region: 'ap-hanoi',
              bucket: 'their-bucket',
              endpoint: null,
              accessKeyId: null,
              secretAccessKey: null,
            },
          },
        })
        .where(eq(tenants.id, elsewhere)),
    );
    const differs = await api.call(softwareApi.syncToTenant, { query: { id: board.id, tenantId: elsewhere } });
    expect(differs.status).toBe(422);
    expect(differs.body.message).toMatch(/^Storage config differs: Elsewhere Works/);

    const all = await api.ok(softwareApi.syncToTenantAll, { query: { id: board.id } });
    expect(all.refused).toContainEqual({
      tenantId: elsewhere,
      tenantName: 'Elsewhere Works',
      reason: expect.stringMatching(/^Storage config differs/),
    });
    expect(all.synced).toBeGreaterThanOrEqual(2);
    expect((await enterpriseLatest()).body.data).toMatchObject({ versionNumber: '1.2.0' });
    const after = await api.ok(softwareApi.syncTenantPage, { query: { softwareId: board.id, code: 'sw_' } });
    expect(Object.fromEntries(after.rows.map((row) => [row.tenantName, [row.state, row.storageMatches]]))).toEqual({
      'Software Enterprise': ['current', true],
      'Elsewhere Works': ['none', false],
    });
    const counted = (await api.ok(softwareApi.latestPage, { query: { code: 'board' } })).rows[0]!;
    expect(counted.currentTenantCount).toBe(all.synced);

    // A token names its enterprise's copy with tenantCode.
    const reset = await api.ok(softwareApi.resetToken, { query: { id: board.id } });
    const viaToken = await latestWithToken(reset.token, 'board', `sw_ent_${kind}`);
    expect(viaToken.body.data).toMatchObject({ versionNumber: '1.2.0' });
    expect((await latestWithToken(reset.token, 'board', 'no_such_enterprise')).status).toBe(404);
    expect((await latestWithToken(reset.token, 'pda')).status).toBe(403);
  });

  it('disables and enables an app, and a reset token makes the old one fail at once', async () => {
    const pda = (await api.ok(softwareApi.latestPage, { query: { code: 'pda' } })).rows[0]!;
    const first = await api.ok(softwareApi.resetToken, { query: { id: pda.id } });
    expect((await latestWithToken(first.token, 'pda')).status).toBe(200);

    expect(await api.ok(softwareApi.updateIsEnable, { query: { id: pda.id, isEnable: 'false' } })).toMatchObject({
      enabled: false,
    });
    const disabled = await latestWithToken(first.token, 'pda');
    expect(disabled.status).toBe(404);
    expect(disabled.body.message).toBe('The internal app pda is disabled');
    expect((await api.call(softwareApi.syncToTenant, { query: { id: pda.id, tenantId: enterpriseId } })).status).toBe(
      409,
    );
    expect((await api.ok(softwareApi.latestPage, { query: { enabled: 'false' } })).rows.map((row) => row.code)).toEqual(
      ['pda'],
    );
    await api.ok(softwareApi.updateIsEnable, { query: { id: pda.id, isEnable: 'true' } });
    expect((await latestWithToken(first.token, 'pda')).status).toBe(200);

    const second = await api.ok(softwareApi.resetToken, { query: { id: pda.id } });
    const old = await latestWithToken(first.token, 'pda');
    expect(old.status).toBe(401);
    expect(old.body.message).toBe('The app token is not valid (it may have been reset)');
    expect((await latestWithToken(second.token, 'pda')).status).toBe(200);
    expect((await api.ok(softwareApi.token, { query: { id: pda.id } })).tokenHint).toBe(second.token.slice(-4));
  });

  it('deletes an app with its versions and the enterprises’ copies', async () => {
    const board = (await api.ok(softwareApi.latestPage, { query: { code: 'board' } })).rows[0]!;
    await api.ok(softwareApi.delete, { body: { id: board.id } });
    expect((await api.ok(softwareApi.latestPage, { query: { code: 'board' } })).rows).toEqual([]);
    expect((await api.call(softwareApi.latest, { as: enterpriseToken, query: { softwareCode: 'board' } })).status).toBe(
      404,
    );
    expect((await api.call(softwareApi.delete, { body: { id: board.id } })).status).toBe(404);
    expect((await api.call(softwareApi.historyPage, { query: { softwareId: board.id } })).status).toBe(404);
  });

  it('refuses every administration call to enterprises and to platform users without the permission', async () => {
    const platformId = await platformTenantId(t.server.db);
    await createUser(t.server.db, platformId, { account: `sw_plain_${kind}` });
    const plain = (await t.login(`sw_plain_${kind}`)).token;
    const admin = (await t.login('admin')).token;
    const id = (await api.ok(softwareApi.latestPage)).rows[0]!.id;
    const calls: RouteCall[] = [
      [softwareApi.latestPage, {}],
      [softwareApi.historyPage, { query: { softwareId: id } }],
      [softwareApi.syncTenantPage, { query: { softwareId: id } }],
      [softwareApi.token, { query: { id } }],
      [softwareApi.resetToken, { query: { id } }],
      [softwareApi.updateIsEnable, { query: { id, isEnable: 'false' } }],
      [softwareApi.syncToTenant, { query: { id, tenantId: enterpriseId } }],
      [softwareApi.syncToTenantAll, { query: { id } }],
      [softwareApi.delete, { body: { id } }],
    ];
    for (const token of [plain, admin]) {
      for (const [route, options] of calls) {
        const refused = await api.call(route, { ...options, as: token });
        expect(refused.status, route.path).toBe(403);
      }
      const upload403 = await upload(
        softwareApi.add,
        { name: 'X', code: 'x', versionNumber: '1.0.0', versionCode: '1' },
        {
          name: 'x.zip',
          data: ZIP,
        },
        { token },
      );
      expect(upload403.status).toBe(403);
    }
    expect((await api.ok(softwareApi.latestPage)).rows.every((row) => row.enabled)).toBe(true);
  });
});

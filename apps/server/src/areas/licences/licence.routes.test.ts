import { generateKeyPairSync, sign } from 'node:crypto';
import {
  type LicenceApplyBody,
  type LicenceRecord,
  type LicenceSignBody,
  licenceApi,
  localToday,
  tenantApi,
} from '@takt/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test-support/databases.js';
import { tenantIdOf } from '../../test-support/fixtures.js';
import { type RouteClient, routeClient } from '../../test-support/route-client.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { addDays } from '../tenants/tenant.service.js';
import { keyIdOf } from './licence-keys.js';

function newKey() {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  return {
    privateKey,
    publicKey,
    pkcs8: privateKey.export({ type: 'pkcs8', format: 'der' }).toString('base64'),
    spki: publicKey.export({ type: 'spki', format: 'der' }).toString('base64'),
  };
}

/** base64url(JSON) '.' base64url(signature), made by hand. */
function forge(payload: Record<string, unknown>, key: ReturnType<typeof newKey>['privateKey']): string {
  const body = Buffer.from(JSON.stringify(payload), 'utf8');
  return `${body.toString('base64url')}.${sign(null, body, key).toString('base64url')}`;
}

describe.each(testDatabaseKinds())('licences on %s', (kind) => {
  // The issuer (vendor) and the customer's installation, each with its own key; the customer
  // trusts the issuer's public key through LICENCE_TRUSTED_KEYS.
  const issuerKey = newKey();
  const customerKey = newKey();
  let issuer: TestServer;
  let customer: TestServer;
  let customerApi: RouteClient;
  let issuerApi: RouteClient;
  let demoId: string;

  beforeAll(async () => {
    issuer = await startTestServer(kind, { env: { LICENCE_SIGNING_KEY: issuerKey.pkcs8 } });
    customer = await startTestServer(kind, {
      env: { LICENCE_SIGNING_KEY: customerKey.pkcs8, LICENCE_TRUSTED_KEYS: issuerKey.spki },
    });
    customerApi = routeClient(customer, { token: (await customer.login('superAdmin')).token });
    issuerApi = routeClient(issuer, { token: (await issuer.login('superAdmin')).token });
    demoId = await tenantIdOf(customer.server.db, 'demo');
  });
  afterAll(async () => {
    await issuer?.close();
    await customer?.close();
  });

  /** An application for the demo enterprise on the customer's installation, with `body` over the usual terms. */
  const apply = (body: Partial<LicenceApplyBody>, client = customerApi) =>
    client.call(licenceApi.apply, {
      body: { enterpriseId: demoId, orderNo: 'SO-1', subscriptionType: 2, quantity: 20, days: 365, ...body },
    });
  /** Signs `record`'s application at `installation`, with `terms` over the usual ones. */
  const signAt = (installation: RouteClient, record: LicenceRecord, terms: Partial<LicenceSignBody> = {}) =>
    installation.call(licenceApi.sign, {
      body: {
        applicationCode: record.applicationCode,
        enterpriseCode: record.enterpriseCode,
        orderNo: 'SO-1',
        subscriptionType: 2,
        quantity: 20,
        days: 365,
        ...terms,
      },
    });
  it('publishes its public key', async () => {
    const key = await issuerApi.ok(licenceApi.publicKey);
    expect(key).toEqual({ keyId: keyIdOf(issuerKey.publicKey), publicKey: issuerKey.spki });
  });

  it('activates offline: applied on one installation, signed on another, activated once', async () => {
    const applied = await apply({});
    expect(applied.status).toBe(200);
    expect(applied.body.data).toMatchObject({ state: 1, enterpriseCode: 'demo', appliedHere: true, licence: null });
    expect(applied.body.data.applicationCode).toMatch(/^A[A-Z2-7]{24}$/);

    const signed = await signAt(issuerApi, applied.body.data);
    expect(signed.status).toBe(200);
    expect(signed.body.data).toMatchObject({ state: 2, appliedHere: false, deadline: addDays(localToday(), 365) });

    const file = await fetch(`${issuer.baseUrl}/api${licenceApi.export.path}?id=${signed.body.data.id}`, {
      headers: { authorization: `Bearer ${issuerApi.token}` },
    });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toContain(`demo-${applied.body.data.applicationCode}.lic`);
    const text = await file.text();
    expect(text.trim()).toBe(signed.body.data.licence);

    const activated = await customerApi.call(licenceApi.activate, { body: { licence: text } });
    expect(activated.status).toBe(200);
    expect(activated.body.data).toMatchObject({ state: 3, id: applied.body.data.id });
    const demo = await customerApi.ok(tenantApi.detail, { query: { id: demoId } });
    expect(demo).toMatchObject({
      subscriptionType: 2,
      deadline: addDays(localToday(), 365),
      workSideCount: 20,
    });

    // Replay: the application is closed.
    const replay = await customerApi.call(licenceApi.activate, { body: { licence: text }, language: 'zh-CN' });
    expect(replay.status).toBe(409);
    expect(replay.body.message).toBe('该授权已激活，不能重复使用');
    // Signing a closed application again is refused on the installation that holds it.
    expect((await signAt(customerApi, applied.body.data)).status).toBe(409);
  });

  it('signs and activates on one installation (its own key is trusted); permanent sets no deadline', async () => {
    const applied = (await apply({ subscriptionType: 1, days: null, quantity: 7 })).body.data;
    const signed = await signAt(customerApi, applied, { subscriptionType: 1, days: null, quantity: 7 });
    expect(signed.body.data).toMatchObject({ id: applied.id, state: 2, appliedHere: true });
    const activated = await customerApi.call(licenceApi.activate, { body: { licence: signed.body.data.licence! } });
    expect(activated.status).toBe(200);
    const demo = await customerApi.ok(tenantApi.detail, { query: { id: demoId } });
    expect(demo).toMatchObject({ subscriptionType: 1, deadline: null, workSideCount: 7 });
  });

  it('refuses forged, edited, untrusted, foreign and malformed licences in every language', async () => {
    const applied = (await apply({})).body.data;
    const licence = (await signAt(issuerApi, applied)).body.data.licence!;
    const [body, signature] = licence.split('.') as [string, string];
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Record<string, unknown>;

    const edited = `${Buffer.from(JSON.stringify({ ...payload, quantity: 99_999 })).toString('base64url')}.${signature}`;
    const flippedBytes = Buffer.from(signature, 'base64url');
    flippedBytes[0] = (flippedBytes[0] ?? 0) ^ 1;
    const flipped = `${body}.${flippedBytes.toString('base64url')}`;
    const stranger = newKey();
    const untrusted = forge({ ...payload, kid: keyIdOf(stranger.publicKey) }, stranger.privateKey);
    // A stranger claiming the issuer's key id: the signature does not verify.
    const impostor = forge(payload, stranger.privateKey);

    const expectations: [string, number, Record<string, string>][] = [
      [
        edited,
        422,
        {
          'en-US': 'Invalid signature: the licence has been altered or forged',
          'zh-CN': '签名无效：授权已被篡改或伪造',
          'zh-TW': '簽章無效：授權已被竄改或偽造',
          'vi-VN': 'Chữ ký không hợp lệ: giấy phép đã bị sửa đổi hoặc giả mạo',
        },
      ],
      [flipped, 422, { 'en-US': 'Invalid signature: the licence has been altered or forged' }],
      [impostor, 422, { 'en-US': 'Invalid signature: the licence has been altered or forged' }],
      [
        untrusted,
        422,
        {
          'en-US': 'The licence was signed with a key this installation does not trust',
          'zh-CN': '该授权由本系统不信任的密钥签发',
          'zh-TW': '此授權由本系統不信任的金鑰簽發',
          'vi-VN': 'Giấy phép được ký bằng một khóa mà hệ thống này không tin cậy',
        },
      ],
      ['hello.world', 422, { 'en-US': 'This text is not a licence and cannot be read' }],
    ];
    for (const [text, status, messages] of expectations) {
      for (const [language, message] of Object.entries(messages)) {
        const response = await customerApi.call(licenceApi.activate, { body: { licence: text }, language });
        expect(response.status).toBe(status);
        expect(response.body.message).toBe(message);
      }
    }
    // The genuine one still works: nothing above touched the application.
    expect((await customerApi.call(licenceApi.activate, { body: { licence } })).status).toBe(200);
  });

  it('refuses a licence for another enterprise or for an application this installation never made', async () => {
    // An application for "other", answered by a licence that names demo.
    const otherId = (
      await customerApi.ok(tenantApi.add, {
        body: {
          name: 'OtherWorks',
          code: 'other',
          adminName: 'O',
          account: 'other-admin',
          password: 'Secret12',
          subscriptionType: 1,
          apps: ['system'],
        },
      })
    ).id;
    const forOther = (await apply({ enterpriseId: otherId })).body.data;
    const wrong = await signAt(issuerApi, { ...forOther, enterpriseCode: 'demo' });
    const mismatch = await customerApi.call(licenceApi.activate, { body: { licence: wrong.body.data.licence! } });
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.message).toBe('The licence is for enterprise demo, but the application was made for other');

    // The issuer keeps one record per application code: a second application for the next case.
    const another = (await apply({ enterpriseId: otherId })).body.data;
    const unknownEnterprise = await signAt(issuerApi, { ...another, enterpriseCode: 'nowhere' });
    expect(
      (await customerApi.call(licenceApi.activate, { body: { licence: unknownEnterprise.body.data.licence! } })).body
        .message,
    ).toBe('The enterprise nowhere named in the licence does not exist on this installation');

    const foreign = await signAt(issuerApi, {
      ...another,
      applicationCode: 'AAAAAAAAAAAAAAAAAAAAAAAAA',
      enterpriseCode: 'demo',
    });
    const unknown = await customerApi.call(licenceApi.activate, { body: { licence: foreign.body.data.licence! } });
    expect(unknown.status).toBe(422);
    expect(unknown.body.message).toBe(
      'The application code AAAAAAAAAAAAAAAAAAAAAAAAA is not an open application of this installation',
    );
  });

  it('validates input and keeps licences to the platform', async () => {
    const cases: [Record<string, unknown>, number][] = [
      [{ days: null }, 400],
      [{ days: 0 }, 400],
      [{ quantity: 0 }, 400],
      [{ orderNo: '' }, 400],
      [{ orderNo: 'bad order' }, 400],
      [{ subscriptionType: 3 }, 400],
      [{ enterpriseId: '987654321' }, 404],
    ];
    for (const [body, status] of cases)
      expect({ body, status: (await apply(body as never)).status }).toEqual({ body, status });
    const platformRows = await customerApi.ok(tenantApi.page, { query: { pageSize: 500 } });
    const platformId = platformRows.rows.find((row) => row.isPlatform)!.id;
    expect((await apply({ enterpriseId: platformId })).status).toBe(422);
    expect((await customerApi.call(licenceApi.activate, { body: { licence: 'x'.repeat(9000) } })).status).toBe(400);
    expect((await customerApi.call(licenceApi.detail, { query: { id: '987654321' } })).status).toBe(404);
    expect((await customerApi.call(licenceApi.export, { query: { id: '987654321' } })).status).toBe(404);

    const admin = (await customer.login('admin')).token;
    const operator = (await customer.login('operator')).token;
    for (const token of [admin, operator]) {
      expect((await customerApi.call(licenceApi.page, { as: token })).status).toBe(403);
      expect((await apply({}, customerApi.as(token))).status).toBe(403);
      expect((await customerApi.call(licenceApi.activate, { body: { licence: 'a.b' }, as: token })).status).toBe(403);
      expect((await customerApi.call(licenceApi.export, { query: { id: '1' }, as: token })).status).toBe(403);
    }
  });

  it('lists records with paging, filters and sorting', async () => {
    const page = await customerApi.call(licenceApi.page, {
      query: { enterpriseCode: 'demo', sortField: 'appliedAt', sortOrder: 'ascend', pageSize: 2 },
    });
    expect(page.status).toBe(200);
    expect(page.body.data.rows).toHaveLength(2);
    expect(page.body.data.totalRows).toBeGreaterThanOrEqual(3);
    const activated = await customerApi.call(licenceApi.page, { query: { state: 3 } });
    expect(activated.body.data.rows.every((row) => row.state === 3 && row.activatedAt)).toBe(true);
    expect((await customerApi.call(licenceApi.page, { query: { sortField: 'licence' as never } })).status).toBe(400);
  });
});

import { APP_TOKEN_HEADER, externalAppApi, materialApi, Permissions, unitApi } from '@takt/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Visit } from '../../platform/auth/visit.js';
import { testDatabaseKinds } from '../../test-support/databases.js';
import { createTenant, createUser } from '../../test-support/fixtures.js';
import { type RouteCall, type RouteClient, routeClient } from '../../test-support/route-client.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';

const unitPage = (unitApi.page.access as { permission: string }).permission;

describe.each(testDatabaseKinds())('external apps on %s', (kind) => {
  let t: TestServer;
  let admin: RouteClient;
  let other: RouteClient;
  const visits: Visit[] = [];

  /** A call as the app: its token, no session. */
  const appCall = <D extends typeof unitApi.page | typeof materialApi.page>(route: D, token: string) =>
    routeClient(t).call(route, { headers: { [APP_TOKEN_HEADER]: token } });

  beforeAll(async () => {
    t = await startTestServer(kind, { overrides: { visits: { record: (visit) => visits.push(visit) } } });
    admin = routeClient(t, { token: (await t.login('admin')).token });
    const otherId = await createTenant(t.server.db, { code: `ext_${kind}` });
    await createUser(t.server.db, otherId, { account: `ext_admin_${kind}`, adminType: 2 });
    other = routeClient(t, { token: (await t.login(`ext_admin_${kind}`)).token });
    await admin.ok(unitApi.add, { body: { code: 'EXT-OURS', name: 'Ours' } });
    await other.ok(unitApi.add, { body: { code: 'EXT-THEIRS', name: 'Theirs' } });
  });
  afterAll(() => t?.close());

  const addApp = (code: string, extra: Partial<{ permissions: string[]; rateLimit: number }> = {}) =>
    admin.ok(externalAppApi.add, {
      body: { code, name: `ERP ${code}`, description: 'Pushes orders', permissions: [unitPage], ...extra } as never,
    });

  it('adds an app whose token, shown once, reads its own enterprise’s data through an open route', async () => {
    const app = await addApp('erp');
    expect(app).toMatchObject({
      code: 'erp',
      enabled: true,
      permissions: [unitPage],
      rateLimit: 60,
      creator: 'Demo Admin',
    });
    expect(app.token).toMatch(/^app_\d+_/);
    expect(app.tokenHint).toBe(app.token.slice(-4));
    expect(await admin.ok(externalAppApi.detail, { query: { id: app.id } })).not.toHaveProperty('token');

    const units = await appCall(unitApi.page, app.token);
    expect(units.status, units.body.message).toBe(200);
    const codes = units.body.data.rows.map((row) => row.code);
    expect(codes).toContain('EXT-OURS');
    expect(codes).not.toContain('EXT-THEIRS');
    const scheme = await t.call('GET', `/api${unitApi.page.path}`, { headers: { authorization: `App ${app.token}` } });
    expect(scheme.status).toBe(200);

    expect(visits).toContainEqual(
      expect.objectContaining({ kind: 'appCall', appId: app.id, account: 'ERP erp', detail: 'GET /api/unit/page' }),
    );
  });

  it('refuses routes outside its permissions or not open to apps, and unknown tokens', async () => {
    const app = await addApp('bi');
    const material = await appCall(materialApi.page, app.token);
    expect(material.status).toBe(403);
    const closed = await t.call('POST', `/api${unitApi.add.path}`, {
      headers: { [APP_TOKEN_HEADER]: app.token },
      body: { code: 'X', name: 'X' },
    });
    expect(closed.status).toBe(403);
    expect((await admin.ok(unitApi.page, { query: { code: 'X' } })).rows.map((row) => row.code)).not.toContain('X');
    const forged = await appCall(unitApi.page, `${app.token.slice(0, -4)}AAAA`);
    expect(forged.status).toBe(401);
    expect(forged.body.message).toBe('The app token is not valid (it may have been reset)');
    expect((await appCall(unitApi.page, 'nonsense')).status).toBe(401);
  });

  it('refuses a disabled app and a reset token at once', async () => {
    const app = await addApp('mes-bridge');
    expect((await appCall(unitApi.page, app.token)).status).toBe(200);
    expect(await admin.ok(externalAppApi.disable, { query: { id: app.id } })).toMatchObject({ enabled: false });
    const disabled = await appCall(unitApi.page, app.token);
    expect(disabled.status).toBe(403);
    expect(disabled.body.message).toBe('The external app ERP mes-bridge is disabled');
    await admin.ok(externalAppApi.enable, { query: { id: app.id } });
    expect((await appCall(unitApi.page, app.token)).status).toBe(200);

    const reset = await admin.ok(externalAppApi.resetToken, { query: { id: app.id } });
    expect((await appCall(unitApi.page, app.token)).status).toBe(401);
    expect((await appCall(unitApi.page, reset.token)).status).toBe(200);
    await admin.ok(externalAppApi.delete, { body: { id: app.id } });
    expect((await appCall(unitApi.page, reset.token)).status).toBe(401);
  });

  it('answers 429 past its calls per minute', async () => {
    const app = await addApp('busy', { rateLimit: 2 });
    // Five calls in at most two windows: one window holds three of them, one more than allowed.
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let i = 0; i < 5; i++) {
      const answer = await appCall(unitApi.page, app.token);
      statuses.push(answer.status);
      if (answer.status === 429) retryAfter = answer.headers.get('retry-after');
    }
    expect(statuses).toContain(429);
    expect(statuses.filter((status) => status !== 200 && status !== 429)).toEqual([]);
    expect(Number(retryAfter)).toBeGreaterThan(0);
    expect(visits.some((visit) => visit.appId === app.id && visit.detail?.includes('refused'))).toBe(true);
  });

  it('checks its fields, its code and its permissions against what is open and granted', async () => {
    const cases: [Record<string, unknown>, number, RegExp][] = [
      [{ code: 'erp', name: 'Again' }, 409, /erp is already in use/],
      [{ code: 'bad code', name: 'X' }, 400, /code/],
      [{ code: 'ok', name: '' }, 400, /name/],
      [{ code: 'ok', name: 'X', rateLimit: 0 }, 400, /rateLimit/],
      [{ code: 'ok', name: 'X', permissions: ['no:such:code'] }, 400, /permissions/],
      [{ code: 'ok', name: 'X', permissions: [Permissions.sys.user.page] }, 400, /is not open to apps/],
    ];
    for (const [body, status, message] of cases) {
      const refused = await admin.call(externalAppApi.add, { body: body as never });
      expect(refused.status, JSON.stringify(body)).toBe(status);
      expect(refused.body.message).toMatch(message);
    }
    const erp = (await admin.ok(externalAppApi.page, { query: { code: 'erp' } })).rows[0]!;
    const edited = await admin.ok(externalAppApi.edit, {
      body: { id: erp.id, code: 'erp', name: 'ERP renamed', permissions: [unitPage], rateLimit: 120 } as never,
    });
    expect(edited).toMatchObject({
      name: 'ERP renamed',
      rateLimit: 120,
      modifier: 'Demo Admin',
      tokenHint: erp.tokenHint,
    });
  });

  it('keeps each enterprise’s apps to itself and checks the permissions of every route', async () => {
    const ours = (await admin.ok(externalAppApi.page, { query: { code: 'erp' } })).rows[0]!;
    expect((await other.ok(externalAppApi.page)).rows).toEqual([]);
    expect((await other.call(externalAppApi.detail, { query: { id: ours.id } })).status).toBe(404);
    expect((await other.call(externalAppApi.disable, { query: { id: ours.id } })).status).toBe(404);

    const plain = routeClient(t, { token: (await t.login('operator')).token });
    const calls: RouteCall[] = [
      [externalAppApi.page, {}],
      [externalAppApi.detail, { query: { id: ours.id } }],
      [externalAppApi.add, { body: { code: 'x', name: 'x' } }],
      [externalAppApi.edit, { body: { id: ours.id, code: 'erp', name: 'x' } }],
      [externalAppApi.delete, { body: { id: ours.id } }],
      [externalAppApi.enable, { query: { id: ours.id } }],
      [externalAppApi.disable, { query: { id: ours.id } }],
      [externalAppApi.resetToken, { query: { id: ours.id } }],
    ];
    for (const [route, options] of calls) {
      expect((await plain.call(route, options)).status, route.path).toBe(403);
    }
  });
});

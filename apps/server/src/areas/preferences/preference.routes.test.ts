import { authApi, DEFAULT_PREFERENCES, type Preferences, preferenceApi } from '@takt/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test-support/databases.js';
import { createUser, tenantIdOf } from '../../test-support/fixtures.js';
import { routeClient } from '../../test-support/route-client.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';

describe.each(testDatabaseKinds())('user preferences on %s', (kind) => {
  let t: TestServer;
  let demoId: string;

  beforeAll(async () => {
    t = await startTestServer(kind);
    demoId = await tenantIdOf(t.server.db, 'demo');
  });
  afterAll(() => t?.close());

  /** A client signed in as a user of its own per test, so saved values never leak between tests. */
  let n = 0;
  const freshUser = async () => {
    const account = `pref_${kind}_${++n}`;
    await createUser(t.server.db, demoId, { account });
    return routeClient(t, { token: (await t.login(account)).token });
  };

  it('answers the defaults, in the request language, for a user who saved nothing', async () => {
    const api = await freshUser();
    const response = await api.call(preferenceApi.get, { language: 'zh-TW' });
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({ ...DEFAULT_PREFERENCES, language: 'zh-TW' });
    expect(response.body.data.themeColor).toBe('#1890FF');
  });

  it('saves part of the preferences and returns the whole set; other users keep theirs', async () => {
    const api = await freshUser();
    const other = await freshUser();
    const saved = await api.call(preferenceApi.edit, {
      body: { themeColor: '#F5222D', layout: 'topmenu', isEnableTabs: false, homeMode: 'picture' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toEqual({
      ...DEFAULT_PREFERENCES,
      language: 'en-US',
      themeColor: '#F5222D',
      layout: 'topmenu',
      isEnableTabs: false,
      homeMode: 'picture',
    });
    // A second partial save keeps the first.
    const again = await api.call(preferenceApi.edit, { body: { menuStyle: 2, theme: 'dark' } });
    expect(again.body.data).toMatchObject({ themeColor: '#F5222D', layout: 'topmenu', menuStyle: 2, theme: 'dark' });
    expect(await api.ok(preferenceApi.get)).toEqual(again.body.data);
    expect(await other.ok(preferenceApi.get)).toEqual({
      ...DEFAULT_PREFERENCES,
      language: 'en-US',
    });
  });

  it('saves the full object, and clears nullable fields with null', async () => {
    const api = await freshUser();
    const full: Preferences = {
      themeColor: '#13c2c2',
      isEnableTabs: false,
      isFixedAppBar: false,
      menuStyle: 2,
      theme: 'dark',
      layout: 'topmenu',
      contentWidth: 'Fixed',
      fixedSidebar: false,
      autoHideHeader: true,
      colorWeak: true,
      showBreadcrumb: false,
      homeMode: '2',
      homePicture: 'https://example.com/home.png',
      language: 'vi-VN',
      timeZone: 'Europe/Berlin',
    };
    const response = await api.call(preferenceApi.edit, { body: full });
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual(full);
    const cleared = await api.call(preferenceApi.edit, {
      body: { homeMode: null, homePicture: null, timeZone: null },
    });
    expect(cleared.body.data).toMatchObject({ homeMode: null, homePicture: null, timeZone: null, colorWeak: true });
  });

  it.each([
    [{ themeColor: 'red' }, 'themeColor: has an invalid format'],
    [{ themeColor: '#12345' }, 'themeColor: has an invalid format'],
    [{ menuStyle: 3 }, 'menuStyle'],
    [{ theme: 'blue' }, 'theme: must be one of: light, dark'],
    [{ layout: 'mix' }, 'layout: must be one of: sidemenu, topmenu'],
    [{ contentWidth: 'fluid' }, 'contentWidth: must be one of: Fluid, Fixed'],
    [{ isEnableTabs: 'yes' }, 'isEnableTabs: must be a boolean'],
    [{ language: 'fr-FR' }, 'language: must be one of: zh-CN, en-US, zh-TW, vi-VN'],
    [{ homePicture: 'javascript:alert(1)' }, 'homePicture: has an invalid format'],
    [{ homeMode: 'x'.repeat(51) }, 'homeMode: must be at most 50 characters'],
    [{ sideWidth: 300 }, 'sideWidth: is not an accepted field'],
  ])('refuses %o', async (body, message) => {
    const api = await freshUser();
    const response = await api.call(preferenceApi.edit, { body: body as never });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ success: false, code: 400 });
    expect(response.body.message).toContain(message);
  });

  it('changes the language on the account and in the preferences', async () => {
    const api = await freshUser();
    const changed = await api.call(preferenceApi.changeLanguage, { query: { language: 'vi-VN' } });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toBeNull();
    // The account's language wins over the request's from now on.
    expect((await api.ok(preferenceApi.get, { language: 'zh-CN' })).language).toBe('vi-VN');
    const info = await api.ok(authApi.accountInfo, { language: 'zh-CN' });
    expect(info.language).toBe('vi-VN');
    // Saving a language through edit moves the account too.
    await api.ok(preferenceApi.edit, { body: { language: 'zh-TW' } });
    const after = await api.ok(authApi.accountInfo);
    expect(after.language).toBe('zh-TW');
  });

  it('refuses a missing or unknown language', async () => {
    const api = await freshUser();
    const unknown = await api.call(preferenceApi.changeLanguage, { query: { language: 'de-DE' as never } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toContain('language: must be one of');
    const missing = await api.call(preferenceApi.changeLanguage, { query: {} as never, language: 'zh-CN' });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('请求参数有误：language：必须是以下之一：zh-CN, en-US, zh-TW, vi-VN');
  });

  it('answers the server’s texts of one language, for screens that say a kept message again', async () => {
    const api = await freshUser();
    const texts = await api.call(preferenceApi.serverTexts, { query: { language: 'zh-TW' } });
    expect(texts.status).toBe(200);
    expect(texts.body.data['error.notFound']).toBeTruthy();
    expect(texts.body.data['error.notFound']).not.toBe(
      (await api.ok(preferenceApi.serverTexts, { query: { language: 'en-US' } }))['error.notFound'],
    );
    expect((await api.call(preferenceApi.serverTexts, { query: { language: 'de-DE' as never } })).status).toBe(400);
  });

  it('needs a session', async () => {
    const anonymous = routeClient(t);
    expect((await anonymous.call(preferenceApi.serverTexts, { query: { language: 'en-US' } })).status).toBe(401);
    expect((await anonymous.call(preferenceApi.get)).status).toBe(401);
    expect((await anonymous.call(preferenceApi.edit, { body: { theme: 'dark' } })).status).toBe(401);
    expect((await anonymous.call(preferenceApi.changeLanguage, { query: { language: 'en-US' } })).status).toBe(401);
  });
});

// Console shell scenarios: menus and tabs, layout switch, language switch, unknown paths and
// error pages. Each scenario gets a fresh browser context and
// { page, browser, baseUrl, password, screenshot(name) }; it throws to fail.
import { check, displayName, HAN, location, openLogin, signIn, waitForWelcome } from '../helpers.mjs';

/** Signs in as admin and waits for the welcome page inside the console layout. */
async function signInAsAdmin(page, baseUrl, password) {
  const name = await displayName(baseUrl, 'admin', password);
  await openLogin(page, `${baseUrl}/login`);
  await signIn(page, 'admin', password);
  await waitForWelcome(page, name);
  await page.locator('[data-testid=header-actions]').waitFor();
  return name;
}

/** The tab bar's keys (page paths), in order. */
async function tabKeys(page) {
  return page.locator('[data-testid=tab]').evaluateAll((tabs) => tabs.map((tab) => tab.getAttribute('data-tab-key')));
}

async function expectTabs(page, expected, when) {
  let keys = [];
  for (let attempt = 0; attempt < 50; attempt += 1) {
    keys = await tabKeys(page);
    if (JSON.stringify(keys) === JSON.stringify(expected)) return;
    await page.waitForTimeout(100);
  }
  throw new Error(`${when}: tabs ${JSON.stringify(keys)}, expected ${JSON.stringify(expected)}`);
}

async function expectPath(page, path, when) {
  await page.waitForURL((url) => url.pathname === path, { timeout: 5_000 }).catch(() => {});
  check(new URL(page.url()).pathname === path, `${when}: at ${location(page)}, expected ${path}`);
}

const OPEN_MENU = '.ant-dropdown:not(.ant-dropdown-hidden)';

/** Waits until no dropdown menu is open or closing (each tab has its own context menu). */
async function menusClosed(page) {
  await page.waitForFunction(
    (selector) => [...document.querySelectorAll(selector)].every((menu) => getComputedStyle(menu).display === 'none'),
    '.ant-dropdown',
  );
}

/** Opens a tab's context menu (right click). */
async function openTabMenu(page, key) {
  await menusClosed(page);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    await page.locator(`[data-testid=tab][data-tab-key="${key}"]`).click({ button: 'right' });
    const menu = page.locator(OPEN_MENU);
    if (
      await menu.waitFor({ timeout: 2_000 }).then(
        () => true,
        () => false,
      )
    )
      return menu;
  }
  throw new Error(`the context menu of the tab ${key} did not open`);
}

/** Right-clicks a tab and picks one of its actions. */
async function tabAction(page, key, action) {
  const menu = await openTabMenu(page, key);
  // Dispatched, not aimed: on a busy machine the menu is still animating into place, and an
  // aimed click finds it moving or under the header (as the last-tab check below).
  await menu.locator(`[data-testid=tab-action-${action}]`).dispatchEvent('click');
  await menusClosed(page);
}

/** Opens a menu page from the side menu (its directory first when it is folded). */
async function openFromMenu(page, group, path) {
  const link = page.locator(`[data-testid="menu-link-${path}"]`);
  if (!(await link.isVisible())) await page.locator(`[data-testid="menu-group-${group}"]`).click();
  await link.click();
  await expectPath(page, path, `opening ${path} from the menu`);
  // The address changes before the page is shown; a page left before it was shown gets no tab.
  await page.locator(`[data-testid=tab][data-tab-key="${path}"]`).waitFor();
}

export const scenarios = [
  {
    name: 'shell: three menu pages become tabs; refresh, close this, others, right and left; the last tab stays',
    async run({ page, baseUrl, password, screenshot }) {
      // The login page never downloads the console layout (ProLayout).
      const scripts = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      });
      await openLogin(page, `${baseUrl}/login`);
      const consoleScripts = scripts.filter((path) => /ConsoleLayout|MenuRoute/.test(path));
      check(consoleScripts.length === 0, `the login page loaded the console: ${consoleScripts.join(', ')}`);

      const name = await displayName(baseUrl, 'admin', password);
      await signIn(page, 'admin', password);
      await waitForWelcome(page, name);
      await expectTabs(page, ['/welcome'], 'after sign-in');
      check((await page.title()).endsWith(' - Takt MES'), `page title "${await page.title()}"`);

      // The first directory of the side menu and its first three pages.
      const group = page.locator('[data-testid^="menu-group-"]').first();
      const groupPath = (await group.getAttribute('data-testid')).slice('menu-group-'.length);
      await group.click();
      const links = page.locator(`[data-testid^="menu-link-${groupPath}/"]:visible`);
      await links.nth(2).waitFor();
      const pages = await links.evaluateAll((anchors) =>
        anchors.slice(0, 3).map((anchor) => ({
          path: anchor.getAttribute('data-testid').slice('menu-link-'.length),
          title: anchor.innerText.trim(),
        })),
      );
      const [a, b, c] = pages.map((entry) => entry.path);
      for (const entry of pages) {
        await page.locator(`[data-testid="menu-link-${entry.path}"]`).click();
        await expectPath(page, entry.path, `opening ${entry.title}`);
        const tab = page.locator(`[data-testid=tab][data-tab-key="${entry.path}"]`);
        await tab.waitFor();
        const shown = (await tab.innerText()).trim();
        check(shown === entry.title, `the tab of ${entry.path} says "${shown}", the menu "${entry.title}"`);
        check((await page.title()) === `${entry.title} - Takt MES`, `title "${await page.title()}" on ${entry.path}`);
      }
      await expectTabs(page, ['/welcome', a, b, c], 'three pages opened');
      await page.locator('[data-testid=breadcrumbs]').waitFor();
      await screenshot('shell-tabs-en-US');

      // Refresh remounts the page: a mark left on its element is gone afterwards.
      const pageRoot = page.locator('[data-testid=console-content] > *:visible').first();
      await pageRoot.evaluate((element) => {
        element.dataset.e2eMark = 'before-refresh';
      });
      await tabAction(page, c, 'refresh');
      await page.waitForFunction(() => {
        const root = document.querySelector('[data-testid=console-content]');
        return root && !root.querySelector('[data-e2e-mark]') && root.innerText.trim().length > 0;
      });
      await expectTabs(page, ['/welcome', a, b, c], 'after refresh');
      await expectPath(page, c, 'after refresh');

      // Close right of the first page: the active tab goes, the target becomes active.
      await tabAction(page, a, 'closeRight');
      await expectTabs(page, ['/welcome', a], 'after close right');
      await expectPath(page, a, 'after close right');

      // Close left of the second page (reopened): the pages to its left go, the active one stays.
      await openFromMenu(page, groupPath, b);
      await openFromMenu(page, groupPath, c);
      await expectTabs(page, ['/welcome', a, b, c], 'pages reopened');
      await tabAction(page, b, 'closeLeft');
      await expectTabs(page, [b, c], 'after close left');
      await expectPath(page, c, 'after close left');

      // Close this (the tab's own close button) on the active tab: its neighbour opens.
      await page.locator(`[data-testid="tab-close-${c}"]`).click();
      await expectTabs(page, [b], 'after close this');
      await expectPath(page, b, 'after close this');

      // Close others.
      await openFromMenu(page, groupPath, a);
      await openFromMenu(page, groupPath, c);
      await expectTabs(page, [b, a, c], 'before close others');
      await tabAction(page, a, 'closeOthers');
      await expectTabs(page, [a], 'after close others');
      await expectPath(page, a, 'after close others');

      // The last tab cannot be closed: no close button, its menu's close entries are disabled.
      check((await page.locator(`[data-testid="tab-close-${a}"]`).count()) === 0, 'the last tab has a close button');
      const lastMenu = await openTabMenu(page, a);
      const closeItem = lastMenu.locator('li:has([data-testid=tab-action-close])');
      await closeItem.waitFor();
      check(
        (await closeItem.getAttribute('class')).includes('disabled'),
        'closing the last tab is offered in its menu',
      );
      // A disabled item may still be animating into place: dispatch the click rather than aim it.
      await closeItem.dispatchEvent('click');
      await page.keyboard.press('Escape');
      await expectTabs(page, [a], 'after trying to close the last tab');
      await screenshot('shell-last-tab-en-US');
    },
  },
  {
    name: 'shell: switching side and top layout in the settings drawer changes the layout',
    async run({ page, baseUrl, password, screenshot }) {
      await signInAsAdmin(page, baseUrl, password);
      const sideHeader = page.locator('[data-testid=console-header]');
      await sideHeader.waitFor();
      check((await page.locator('aside.ant-pro-sider').count()) > 0, 'no side menu in the side layout');
      await screenshot('shell-side-layout-en-US');

      const saved = (layout) =>
        page.waitForResponse(
          (response) =>
            new URL(response.url()).pathname === '/api/client_theme/edit' &&
            response.request().postData()?.includes(layout),
        );
      await page.click('[data-testid=settings-open]');
      await page.locator('[data-testid=preferences-form]').waitFor();
      await screenshot('shell-settings-drawer-en-US');
      const toTop = saved('topmenu');
      await page.click('[data-testid=pref-layout-topmenu]');
      check((await toTop).ok(), 'saving the top layout failed');
      await page.locator('.ant-pro-top-nav-header').waitFor();
      await sideHeader.waitFor({ state: 'detached' });
      check(
        (await page.locator('aside.ant-pro-sider').count()) === 0,
        'the side menu is still there in the top layout',
      );
      await page.click('[data-testid=settings-drawer-close]');
      await page.locator('[data-testid=preferences-form]').waitFor({ state: 'hidden' });
      await screenshot('shell-top-layout-en-US');

      // The choice is saved on the server: it survives a reload.
      await page.reload();
      await page.locator('.ant-pro-top-nav-header').waitFor();
      await page.locator('[data-testid=greeting]').waitFor();

      await page.click('[data-testid=settings-open]');
      const toSide = saved('sidemenu');
      await page.click('[data-testid=pref-layout-sidemenu]');
      check((await toSide).ok(), 'saving the side layout failed');
      await sideHeader.waitFor();
      await page.locator('.ant-pro-top-nav-header').waitFor({ state: 'detached' });
    },
  },
  {
    name: 'shell: switching the language from the header reloads the console in that language',
    async run({ page, baseUrl, password, screenshot }) {
      await signInAsAdmin(page, baseUrl, password);
      const englishGreeting = (await page.locator('[data-testid=greeting]').innerText()).trim();

      const choose = async (language) => {
        const saved = page.waitForResponse(
          (response) =>
            new URL(response.url()).pathname === '/api/client_theme/change_language' &&
            new URL(response.url()).searchParams.get('language') === language,
        );
        await page.click('[data-testid=language-switch]');
        await page.click(`[data-testid=language-option-${language}]`);
        check((await saved).ok(), `the server refused ${language}`);
        // Spec 000 §4: the page reloads 1 s after the choice is saved.
        await page.waitForEvent('load', { timeout: 10_000 });
        await page.waitForFunction((lang) => document.documentElement.lang === lang, language);
        await page.locator('[data-testid=greeting]').waitFor();
      };

      await choose('zh-CN');
      const greeting = (await page.locator('[data-testid=greeting]').innerText()).trim();
      check(HAN.test(greeting) && greeting !== englishGreeting, `the greeting "${greeting}" is not Chinese`);
      const menu = (await page.locator('[data-testid^="menu-group-"]').first().innerText()).trim();
      check(HAN.test(menu), `the menu "${menu}" is not Chinese`);
      const tab = (await page.locator('[data-testid=tab]').first().innerText()).trim();
      check(HAN.test(tab), `the tab "${tab}" is not Chinese`);
      check(HAN.test(await page.title()), `the page title "${await page.title()}" is not Chinese`);
      await screenshot('shell-welcome-zh-CN');

      await choose('en-US');
      const back = (await page.locator('[data-testid=greeting]').innerText()).trim();
      check(!HAN.test(back), `the greeting "${back}" is still Chinese`);
    },
  },
  {
    name: 'shell: an unknown path lands on the welcome page; /404 offers the way home',
    async run({ page, baseUrl, password, screenshot }) {
      await signInAsAdmin(page, baseUrl, password);

      await page.goto(`${baseUrl}/no/such/page`);
      await expectPath(page, '/welcome', 'an unknown path');
      await page.locator('[data-testid=greeting]').waitFor();

      await page.goto(`${baseUrl}/404`);
      const home = page.locator('[data-testid=exception-404] [data-testid=back-home]');
      await home.waitFor();
      await screenshot('shell-404-en-US');
      await home.click();
      await expectPath(page, '/welcome', 'back home from /404');
      await page.locator('[data-testid=greeting]').waitFor();
    },
  },
  {
    name: 'shell: the subscription banner shows when 15 days or fewer remain; no menus means a dialog, then sign-out',
    async run({ page, baseUrl, password, screenshot }) {
      // The demo enterprise is permanent: the session info is rewritten on its way to the page.
      let patch = null;
      await page.route('**/api/get_account_info', async (route) => {
        const response = await route.fetch();
        const body = await response.json();
        if (patch && body.data) Object.assign(body.data, patch(body.data));
        await route.fulfill({ response, json: body });
      });

      const inDays = (days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
      patch = () => ({ isPermanent: false, deadline: inDays(30) });
      await signInAsAdmin(page, baseUrl, password);
      check(
        (await page.locator('[data-testid=deadline-banner]').count()) === 0,
        'a banner 30 days before the deadline',
      );

      patch = () => ({ isPermanent: false, deadline: inDays(10) });
      await page.reload();
      const banner = page.locator('[data-testid=deadline-banner]');
      await banner.waitFor();
      const text = await banner.innerText();
      check(text.includes(inDays(10).slice(0, 4)), `the banner "${text}" does not name the deadline`);
      await screenshot('shell-deadline-banner-en-US');

      // Spec 000 §6: no menu at all → error dialog, then sign-out.
      patch = (data) => ({ menus: data.menus.map((root) => ({ ...root, children: [] })) });
      await page.reload();
      const dialog = page.locator('.ant-modal-confirm-error');
      await dialog.waitFor();
      await screenshot('shell-no-menu-en-US');
      await dialog.locator('.ant-btn-primary').click();
      await page.waitForURL((url) => url.pathname === '/login');
      await page.locator('[data-testid=login-submit]').waitFor();
    },
  },
];

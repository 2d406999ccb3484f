// Platform administration (issue 4), end to end through the pages: the super administrator
// creates an enterprise; its administrator imports 3 users from an .xlsx made here, creates a
// role with exactly two menus and gives it to one of them; that user sees exactly those menus;
// disabling the enterprise forces the user's open page out. The API is only asked to check
// results (and for the default password the import gives new users), never to do a step.
// Each scenario gets a fresh browser context and { page, browser, baseUrl, password, screenshot }.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as XLSX from '@e965/xlsx';
import { apiSession, check, location, openLogin, signIn } from '../helpers.mjs';

const ARTIFACTS = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'artifacts');

/** The columns of the user import template, in its order (apps/server user-import.service.ts). */
const IMPORT_COLUMNS = [
  'account',
  'name',
  'nickname',
  'birthday',
  'gender',
  'phone',
  'email',
  'organization',
  'jobNumber',
  'role',
];

/** The two pages the new role is granted (menu codes of the catalog) and their page components. */
const GRANTED = [
  { code: 'system.org.position', component: 'organisations/PositionListPage' },
  { code: 'system.settings.param', component: 'parameters/ParamListPage' },
];

const DEFAULT_PASSWORD_PARAM = 'sys.user.defaultPassword';

function letters(count) {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz';
  return Array.from(randomBytes(count), (byte) => alphabet[byte % alphabet.length]).join('');
}

/** Runs `work` with an API session, signing it out afterwards. */
async function withApi(baseUrl, account, password, work) {
  const api = await apiSession(baseUrl, account, password);
  try {
    return await work(api);
  } finally {
    await api.logout();
  }
}

/** Waits for the response of an API call made by the page (path without /api). */
function apiAnswer(page, apiPath, { method, timeout } = {}) {
  return page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === `/api${apiPath}` && (!method || response.request().method() === method),
    timeout ? { timeout } : undefined,
  );
}

/** The envelope of an API response the page received; fails unless it succeeded. */
async function succeeded(responsePromise, what) {
  const response = await responsePromise;
  const body = await response.json().catch(() => null);
  check(body?.success === true, `${what}: ${response.status()} ${JSON.stringify(body)}`);
  return body.data;
}

/** Waits for antd's open/close animations to end, so a screenshot shows the final state. */
async function settled(page) {
  await page
    .waitForFunction(
      () =>
        !document.querySelector(
          '[class*="-appear-active"], [class*="-enter-active"], [class*="-leave-active"], .ant-spin-spinning, .ant-btn-loading',
        ),
      null,
      { timeout: 5_000 },
    )
    .catch(() => {});
}

/** A full-page screenshot of any page (the runner's `screenshot` takes the scenario's own page). */
async function shot(page, name) {
  await settled(page);
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`), fullPage: true });
}

/** Uncaught errors of a page of our own (the runner watches only the scenario's page). */
function watchErrors(page, into) {
  page.on('pageerror', (error) => into.push(`${location(page)}: ${error.message}`));
}

/**
 * Resolves once the page's hub socket has been accepted (its first heartbeat was answered): from
 * then on, pushes to this user reach this page. Call before signing in.
 */
function hubReady(page) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the hub did not answer a heartbeat within 30 s')), 30_000);
    page.on('websocket', (socket) => {
      if (!new URL(socket.url()).pathname.endsWith('/hub')) return;
      socket.on('framereceived', ({ payload }) => {
        if (String(payload).includes('"HeartbeatAck"')) {
          clearTimeout(timer);
          resolve(socket);
        }
      });
    });
  });
}

/** The first sign-in of a run loads the whole console while the server may still be busy after the demo seed. */
const SIGN_IN_MS = 45_000;

/** Signs in through the login page; resolves with the `get_account_info` the console loaded. */
async function signInToConsole(page, baseUrl, account, password) {
  await openLogin(page, `${baseUrl}/login`);
  // Awaited together, so a late answer fails this scenario rather than the whole run.
  const [info] = await Promise.all([
    succeeded(apiAnswer(page, '/get_account_info', { timeout: SIGN_IN_MS }), `get_account_info of ${account}`),
    (async () => {
      await signIn(page, account, password);
      await page.waitForURL((url) => url.pathname === '/welcome', { timeout: SIGN_IN_MS });
      await page.locator('[data-testid=greeting]').waitFor({ timeout: SIGN_IN_MS });
    })(),
  ]);
  return info;
}

/** `/a//b/` → `/a/b` (as the console's menu builder joins paths). */
function joinPath(parent, child) {
  const joined = child.startsWith('/') ? child : `${parent}/${child}`;
  const cleaned = `/${joined}`.replace(/\/{2,}/g, '/');
  return cleaned.length > 1 && cleaned.endsWith('/') ? cleaned.slice(0, -1) : cleaned;
}

const DIRECTORY_COMPONENTS = new Set(['routeview', 'pageview', 'basiclayout', 'blanklayout', 'userlayout', 'layout']);

/**
 * What the side menu must show for a `get_account_info` menu tree: directories (groups) and pages
 * (links) by absolute path, hidden items left out, directories without a visible child dropped.
 * Also every page's path by component, for opening pages from the menu.
 */
function menuOf(menus) {
  const root = menus.find((menu) => joinPath('', menu.path) === '/');
  const groups = [];
  const links = [];
  const byComponent = new Map();
  const walk = (menu, parentPath, visible) => {
    const menuPath = joinPath(parentPath, menu.path || menu.name);
    const component = (menu.component ?? '').trim();
    const directory = DIRECTORY_COMPONENTS.has(component.toLowerCase()) || (!component && menu.children.length > 0);
    const shown = visible && !menu.hidden && !menu.meta?.hidden;
    if (!directory) {
      byComponent.set(component.replace(/^\.?\/+/, '').replace(/\.tsx?$/, ''), {
        path: menuPath,
        appCode: menu.appCode,
      });
      if (shown) links.push(menuPath);
      return shown;
    }
    let anyChild = false;
    for (const child of menu.children) {
      if (walk(child, menuPath, shown && !menu.hideChildrenInMenu)) anyChild = true;
    }
    if (shown && anyChild) groups.push(menuPath);
    return shown && anyChild;
  };
  for (const menu of root?.children ?? []) walk(menu, '/', true);
  return { groups: groups.sort(), links: links.sort(), byComponent };
}

/**
 * Unfolds a directory of the side menu (its `menu-group-…` test id) unless it is open, and waits
 * until its pages have finished sliding in.
 */
async function openGroup(page, testId) {
  const open = await page.evaluate(
    (id) =>
      document
        .querySelector(`aside [data-testid="${id}"]`)
        ?.closest('li.ant-menu-submenu')
        ?.classList.contains('ant-menu-submenu-open') ?? false,
    testId,
  );
  if (!open) await page.locator(`aside [data-testid="${testId}"]`).click();
  await page.waitForFunction((id) => {
    const submenu = document.querySelector(`aside [data-testid="${id}"]`)?.closest('li.ant-menu-submenu');
    const list = submenu?.querySelector(':scope > ul.ant-menu-sub');
    return Boolean(submenu?.classList.contains('ant-menu-submenu-open') && list && !/motion/.test(list.className));
  }, testId);
}

/** Opens a page from the side menu (unfolding its directories first). */
async function openFromMenu(page, pagePath) {
  for (let end = pagePath.indexOf('/', 1); end > 0; end = pagePath.indexOf('/', end + 1)) {
    const group = `menu-group-${pagePath.slice(0, end)}`;
    if ((await page.locator(`aside [data-testid="${group}"]`).count()) > 0) await openGroup(page, group);
  }
  await page.locator(`aside [data-testid="menu-link-${pagePath}"]`).click();
  await page.waitForURL((url) => url.pathname === pagePath);
}

/** Every group and link the side menu shows, unfolding each group (and groups inside them). */
async function sideMenu(page) {
  const sider = page.locator('aside');
  await sider.locator('[data-testid^="menu-group-"], [data-testid^="menu-link-"]').first().waitFor();
  const seen = new Set();
  for (;;) {
    const groups = await sider
      .locator('[data-testid^="menu-group-"]')
      .evaluateAll((spans) => spans.map((span) => span.getAttribute('data-testid')));
    const next = groups.find((group) => !seen.has(group));
    if (!next) break;
    seen.add(next);
    await openGroup(page, next);
  }
  const testIds = await sider
    .locator('[data-testid^="menu-group-"], [data-testid^="menu-link-"]')
    .evaluateAll((elements) => elements.map((element) => element.getAttribute('data-testid')));
  const strip = (prefix) =>
    [...new Set(testIds.filter((id) => id.startsWith(prefix)).map((id) => id.slice(prefix.length)))].sort();
  return { groups: strip('menu-group-'), links: strip('menu-link-') };
}

/** The table row (ProTable) whose cells contain `text`. */
function rowWith(page, text) {
  return page.locator('tr.ant-table-row', { hasText: text });
}

/** Writes the import file: the template's header row, then one row per user. */
function importWorkbook(file, headers, users) {
  const rows = users.map((user) => IMPORT_COLUMNS.map((column) => user[column] ?? ''));
  const sheet = XLSX.utils.aoa_to_sheet([headers, ...rows]);
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, 'Users');
  writeFileSync(file, XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }));
}

export const scenarios = [
  {
    name: 'administration: create an enterprise, import 3 users, grant a role two menus, the user sees exactly them, disabling forces the user out',
    async run({ page, browser, baseUrl, password, screenshot }) {
      const tag = letters(6);
      const enterprise = {
        // 4–20 Chinese or English letters (spec 000 §5).
        name: `Plant${tag[0].toUpperCase()}${tag.slice(1)}`,
        account: `adm.${tag}`,
        adminName: `Admin ${tag}`,
        password: `Ad-${randomBytes(3).toString('hex')}9`,
      };
      const role = { name: `Viewer ${tag}`, code: `viewer_${tag}` };
      const errors = [];
      const work = mkdtempSync(path.join(os.tmpdir(), 'takt-e2e-admin-'));
      const contexts = [];
      const pages = [];
      const newPage = async () => {
        const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
        context.setDefaultTimeout(15_000);
        contexts.push(context);
        const other = await context.newPage();
        watchErrors(other, errors);
        pages.push(other);
        return other;
      };

      try {
        // ---- 1. The super administrator creates the enterprise. ----------------------------
        const platformInfo = await signInToConsole(page, baseUrl, 'superAdmin', password);
        const enterprisesPage = menuOf(platformInfo.menus).byComponent.get('tenants/EnterpriseListPage');
        check(enterprisesPage, 'the super administrator has no Enterprises page');
        const grantable = apiAnswer(page, '/tenant/grantable_apps');
        await openFromMenu(page, enterprisesPage.path);
        const apps = await succeeded(grantable, 'grantable apps');
        check(apps.length > 0, 'no app to grant');
        await page.locator('[data-testid=enterprise-add]').waitFor();
        await screenshot('administration-enterprises');

        await page.click('[data-testid=enterprise-add]');
        const drawer = page.locator('.ant-drawer-content');
        await drawer.locator('#name').waitFor();
        await drawer.locator('#name').fill(enterprise.name);
        await drawer.locator('#adminName').fill(enterprise.adminName);
        await drawer.locator('#account').fill(enterprise.account);
        await drawer.locator('#password').fill(enterprise.password);
        await drawer.locator('#subscriptionType label.ant-radio-wrapper:has(input[value="1"])').click();
        await drawer.locator('#subscriptionType input[value="1"]:checked').waitFor({ state: 'attached' });
        check((await drawer.locator('#deadline').count()) === 0, 'a permanent subscription still asks for a deadline');
        // All apps: the form starts with every app and module ticked.
        const grants = drawer.locator('[data-testid=enterprise-grants] .ant-tree-checkbox');
        await grants.first().waitFor();
        const unticked = await drawer
          .locator('[data-testid=enterprise-grants] .ant-tree-checkbox:not(.ant-tree-checkbox-checked)')
          .count();
        check(unticked === 0, `${unticked} of ${await grants.count()} apps and modules are not ticked by default`);
        await shot(page, 'administration-enterprise-form');
        const added = apiAnswer(page, '/tenant/add', { method: 'POST' });
        await drawer.locator('.ant-drawer-footer .ant-btn-primary').click();
        await succeeded(added, 'adding the enterprise');
        await drawer.waitFor({ state: 'detached' });

        // The new enterprise in the list (looked up with the table's own search).
        const search = page.locator('.ant-pro-query-filter');
        await search.locator('#name').fill(enterprise.name);
        const listed = apiAnswer(page, '/tenant/page');
        await search.locator('button[type=submit], .ant-btn-primary').first().click();
        await succeeded(listed, 'searching the enterprise');
        const enterpriseRow = rowWith(page, enterprise.name);
        await enterpriseRow.waitFor();
        check(
          (await enterpriseRow.innerText()).includes(enterprise.account),
          `the row of ${enterprise.name} does not show its administrator ${enterprise.account}`,
        );
        await screenshot('administration-enterprise-created');
        const created = await withApi(baseUrl, 'superAdmin', password, async (api) => {
          const found = await api.get(`/tenant/page?name=${encodeURIComponent(enterprise.name)}&pageSize=50`);
          return found.rows.find((row) => row.name === enterprise.name);
        });
        check(created, `GET /tenant/page does not list ${enterprise.name}`);
        check(created.enabled === true, 'the new enterprise is not enabled');
        check(created.subscriptionType === 1, `subscription type ${created.subscriptionType}, not permanent`);
        const appCodes = apps.map((app) => app.code).sort();
        check(
          JSON.stringify([...created.apps].sort()) === JSON.stringify(appCodes),
          `granted apps ${JSON.stringify(created.apps)}, expected all of ${JSON.stringify(appCodes)}`,
        );

        // ---- 2. Its administrator imports 3 users from an .xlsx made here. -----------------
        const admin = await newPage();
        const adminInfo = await signInToConsole(admin, baseUrl, enterprise.account, enterprise.password);
        check(adminInfo.account === enterprise.account, `signed in as ${adminInfo.account}`);
        const adminMenu = menuOf(adminInfo.menus);
        const usersPage = adminMenu.byComponent.get('identity/UserListPage');
        const rolesPage = adminMenu.byComponent.get('access/RoleListPage');
        check(usersPage && rolesPage, 'the enterprise administrator lacks the Users or Roles page');
        await openFromMenu(admin, usersPage.path);
        await admin.locator(`[data-testid="user-row-${enterprise.account}"]`).waitFor();
        // The enterprise's default organisation, from the page's own tree.
        const orgNode = admin.locator('[data-testid^="user-org-"]').first();
        await orgNode.waitFor();
        const organization = (await orgNode.innerText()).trim();
        check(organization.length > 0, 'the organisation tree shows no organisation');
        await shot(admin, 'administration-users-before-import');

        await admin.click('[data-testid=user-import]');
        // The import dialog, whichever step it shows (file choice, progress, result).
        const dialog = admin.locator(
          '.ant-modal-content:has(.ant-upload-drag), .ant-modal-content:has(.ant-progress), .ant-modal-content:has([data-testid=user-import-result])',
        );
        await dialog.waitFor();
        await shot(admin, 'administration-user-import-dialog');
        const download = admin.waitForEvent('download');
        await admin.click('[data-testid=user-import-template]');
        const templateFile = path.join(work, 'template.xlsx');
        await (await download).saveAs(templateFile);
        const template = XLSX.read(readFileSync(templateFile), { type: 'buffer' });
        const [headers, example] = XLSX.utils.sheet_to_json(template.Sheets[template.SheetNames[0]], {
          header: 1,
          raw: false,
          defval: '',
        });
        check(
          headers?.length === IMPORT_COLUMNS.length && example?.[0] === 'zhang.san' && String(example[6]).includes('@'),
          `the template's columns are not ${IMPORT_COLUMNS.join(', ')}: ${JSON.stringify([headers, example])}`,
        );

        const users = [1, 2, 3].map((n) => ({
          account: `imp.${tag}.${n}`,
          name: `Imported ${tag} ${n}`,
          gender: n === 1 ? example[4] : '',
          email: `imp.${tag}.${n}@example.com`,
          organization,
          jobNumber: `E${tag.toUpperCase()}${n}`,
        }));
        const importFile = path.join(work, `users-${tag}.xlsx`);
        importWorkbook(importFile, headers, users);
        const started = apiAnswer(admin, '/user/import', { method: 'POST' });
        await dialog.locator('input[type=file]').setInputFiles(importFile);
        await succeeded(started, 'starting the import');
        const result = dialog.locator('[data-testid=user-import-result]');
        await result.waitFor({ timeout: 60_000 });
        const status = await dialog.locator('.ant-result').getAttribute('class');
        check(
          /\bant-result-success\b/.test(status ?? ''),
          `the import ended "${(await dialog.innerText()).replace(/\s+/g, ' ')}"`,
        );
        await shot(admin, 'administration-user-import-done');
        await dialog.locator('.ant-modal-footer .ant-btn-primary').click();
        await dialog.waitFor({ state: 'hidden' });
        for (const user of users) await admin.locator(`[data-testid="user-row-${user.account}"]`).waitFor();
        await shot(admin, 'administration-users-imported');

        // ---- 3. A role with exactly two menus, given to the first imported user. ------------
        await openFromMenu(admin, rolesPage.path);
        await admin.locator('[data-testid=role-add]').waitFor();
        await admin.click('[data-testid=role-add]');
        await admin.locator('[data-testid=role-name]').fill(role.name);
        await admin.locator('[data-testid=role-code]').fill(role.code);
        const roleForm = admin.locator('.ant-modal-content', { has: admin.locator('[data-testid=role-code]') });
        await shot(admin, 'administration-role-form');
        const roleAdded = apiAnswer(admin, '/role/add', { method: 'POST' });
        await roleForm.locator('.ant-modal-footer .ant-btn-primary').click();
        const newRole = await succeeded(roleAdded, 'adding the role');
        await roleForm.waitFor({ state: 'detached' });
        const roleRow = rowWith(admin, role.code);
        await roleRow.waitFor();

        await roleRow.locator('[data-testid=table-action-grant-menu]').click();
        const grantDialog = admin.locator('.ant-modal-content', { has: admin.locator('[data-testid=grant-menu-ok]') });
        const nodeBox = (code) =>
          grantDialog
            .locator('.ant-tree-treenode', { has: admin.locator(`[data-testid="grant-menu-node-${code}"]`) })
            .locator('.ant-tree-checkbox');
        for (const granted of GRANTED) {
          await nodeBox(granted.code).click();
          await grantDialog
            .locator('.ant-tree-treenode', { has: admin.locator(`[data-testid="grant-menu-node-${granted.code}"]`) })
            .locator('.ant-tree-checkbox-checked')
            .waitFor();
        }
        await shot(admin, 'administration-role-grant-menus');
        const grantedAnswer = apiAnswer(admin, '/role/grant_menu', { method: 'POST' });
        await admin.click('[data-testid=grant-menu-ok]');
        await succeeded(grantedAnswer, 'granting the menus');
        await grantDialog.waitFor({ state: 'detached' });

        // The role holds the two pages, their buttons and their directories: nothing else.
        await withApi(baseUrl, enterprise.account, enterprise.password, async (api) => {
          const tree = await api.get('/menu/tenant_own_tree');
          const own = new Set(await api.get(`/role/own_menu?id=${newRole.id}`));
          const expected = new Set();
          const visit = (node, ancestors) => {
            const hit = GRANTED.some((granted) => granted.code === node.code);
            if (hit) {
              for (const id of ancestors) expected.add(id);
              const all = (n) => {
                expected.add(n.id);
                n.children.forEach(all);
              };
              all(node);
              return;
            }
            for (const child of node.children) visit(child, [...ancestors, node.id]);
          };
          for (const node of tree) visit(node, []);
          const missing = [...expected].filter((id) => !own.has(id));
          const extra = [...own].filter((id) => !expected.has(id));
          check(
            missing.length === 0 && extra.length === 0,
            `the role's menus differ: missing ${missing}, extra ${extra}`,
          );
        });

        const target = users[0];
        await openFromMenu(admin, usersPage.path);
        const userRow = admin.locator('tr.ant-table-row', {
          has: admin.locator(`[data-testid="user-row-${target.account}"]`),
        });
        await userRow.waitFor();
        await userRow.locator('[data-testid=table-actions-more]').click();
        await admin.locator('.ant-dropdown:not(.ant-dropdown-hidden) [data-testid=table-action-assign-roles]').click();
        const roleDialog = admin.locator('.ant-modal-content', {
          has: admin.locator(`[data-testid="user-role-${role.code}"]`),
        });
        await roleDialog.waitFor();
        await roleDialog.locator(`[data-testid="user-role-${role.code}"]`).click();
        await roleDialog.locator(`label.ant-checkbox-wrapper-checked [data-testid="user-role-${role.code}"]`).waitFor();
        await shot(admin, 'administration-user-assign-role');
        const assigned = apiAnswer(admin, '/user/auth_role', { method: 'POST' });
        await roleDialog.locator('.ant-modal-footer .ant-btn-primary').click();
        await succeeded(assigned, 'assigning the role');
        await roleDialog.waitFor({ state: 'detached' });
        await userRow.locator('.ant-tag', { hasText: role.name }).waitFor();
        await shot(admin, 'administration-user-role-assigned');

        // The default password new users get (system parameters), read as the administrator.
        const defaultPassword = await withApi(baseUrl, enterprise.account, enterprise.password, async (api) => {
          const found = await api.get(`/sys_param/page?code=${encodeURIComponent(DEFAULT_PASSWORD_PARAM)}`);
          return found.rows.find((row) => row.code === DEFAULT_PASSWORD_PARAM)?.value;
        });
        check(defaultPassword, `no ${DEFAULT_PASSWORD_PARAM} parameter`);

        // ---- 4. The user sees exactly the two menus (and their directories). --------------
        const user = await newPage();
        const ready = hubReady(user);
        const userInfo = await signInToConsole(user, baseUrl, target.account, defaultPassword);
        check(userInfo.account === target.account, `signed in as ${userInfo.account}`);
        const expected = menuOf(userInfo.menus);
        const grantedPaths = GRANTED.map((granted) => expected.byComponent.get(granted.component)?.path);
        check(
          grantedPaths.every(Boolean),
          `get_account_info lacks a granted page: ${JSON.stringify([...expected.byComponent.keys()])}`,
        );
        check(
          JSON.stringify(expected.links) === JSON.stringify([...grantedPaths].sort()),
          `get_account_info offers the pages ${JSON.stringify(expected.links)}, not just ${JSON.stringify(grantedPaths)}`,
        );
        const parents = [...new Set(grantedPaths.map((pagePath) => pagePath.slice(0, pagePath.lastIndexOf('/'))))];
        check(
          JSON.stringify(expected.groups) === JSON.stringify(parents.sort()),
          `get_account_info offers the directories ${JSON.stringify(expected.groups)}, not ${JSON.stringify(parents)}`,
        );
        const shown = await sideMenu(user);
        check(
          JSON.stringify(shown) === JSON.stringify({ groups: expected.groups, links: expected.links }),
          `the side menu shows ${JSON.stringify(shown)}; get_account_info has ${JSON.stringify({
            groups: expected.groups,
            links: expected.links,
          })}`,
        );
        await shot(user, 'administration-user-menus');
        await openFromMenu(user, grantedPaths[0]);
        await user.locator('[data-testid=console-content] .ant-table').first().waitFor();
        await shot(user, 'administration-user-granted-page');
        // A detail page outside the user's roles: spec 000 §6's message, not a redirect home.
        await user.evaluate(() => {
          window.history.pushState({}, '', '/settings/dict/value');
          window.dispatchEvent(new PopStateEvent('popstate'));
        });
        const detailRefusal = user.locator('[data-testid=exception-403]');
        await detailRefusal.waitFor();
        const refusal = (await detailRefusal.innerText()).trim();
        check(
          /Details page permission|详情页权限/.test(refusal),
          `the unpermitted detail page says "${refusal}", not the details-permission message`,
        );
        await shot(user, 'administration-user-detail-refused');
        await ready;

        // ---- 5. Disabling the enterprise forces the user's open page out. ------------------
        const userTokens = await user.evaluate(() => ({
          token: localStorage.getItem('takt:token'),
          refreshToken: localStorage.getItem('takt:refreshToken'),
        }));
        check(userTokens.token && userTokens.refreshToken, 'the user page keeps no session');
        // Disabling is destructive: it waits under More, behind its confirmation.
        await enterpriseRow.locator('[data-testid=table-actions-more]').click();
        await page.locator('.ant-dropdown:not(.ant-dropdown-hidden) [data-testid=table-action-disable]').click();
        const confirm = page.locator('.ant-modal-confirm .ant-modal-confirm-btns');
        await confirm.waitFor();
        const disabled = apiAnswer(page, '/tenant/change_state', { method: 'PUT' });
        await confirm.locator('.ant-btn-primary').click();
        await succeeded(disabled, 'disabling the enterprise');
        await enterpriseRow.locator('[data-testid=table-action-enable]').waitFor();
        await screenshot('administration-enterprise-disabled');

        const warning = user.locator('.takt-forced-offline');
        await warning.waitFor();
        await shot(user, 'administration-user-forced-offline');
        // Nobody closes the warning: its countdown signs the user out by itself.
        await user.waitForURL((url) => url.pathname === '/login', { timeout: 30_000 });
        await user.locator('[data-testid=login-submit]').waitFor();
        const left = await user.evaluate(() => localStorage.getItem('takt:token'));
        check(!left, 'the token is still stored after the forced sign-out');
        await shot(user, 'administration-user-signed-out');

        // The session is over on the server too, and the enterprise is disabled.
        const probe = await fetch(`${baseUrl}/api/get_account_info`, {
          headers: {
            authorization: `Bearer ${userTokens.token}`,
            'x-authorization': `Bearer ${userTokens.refreshToken}`,
          },
        });
        const probeBody = await probe.json().catch(() => null);
        check(probeBody?.success !== true, `the old session still works: ${JSON.stringify(probeBody).slice(0, 200)}`);
        const after = await withApi(baseUrl, 'superAdmin', password, async (api) =>
          api.get(`/tenant/detail?id=${created.id}`),
        );
        check(after.enabled === false, 'the enterprise is still enabled');

        check(errors.length === 0, `uncaught errors: ${errors.join(' | ')}`);
      } catch (error) {
        // The runner shoots the scenario's own page; the administrator's and the user's too.
        for (const [index, other] of pages.entries()) {
          await other
            .screenshot({ path: path.join(ARTIFACTS, `failed-administration-page-${index + 2}.png`), fullPage: true })
            .catch(() => {});
        }
        throw error;
      } finally {
        for (const context of contexts) await context.close().catch(() => {});
        rmSync(work, { recursive: true, force: true });
      }
    },
  },
];

// Starting roles: what the seeded line operator may open, and how a page outside their roles is
// refused (the 403 page with the spec's texts, never a silent bounce home). Each scenario gets a
// fresh browser context and { page, browser, baseUrl, password, screenshot(name) }; it throws to fail.
import { apiSession, check, displayName, location, openLogin, signIn, waitForWelcome } from '../helpers.mjs';

/** Spec 000 §7's refusal title and the page's 'no permission' line, in English or Chinese. */
const FORBIDDEN = /Forbidden \(403\)|禁止访问（403）/;
const WORK_ORDERS_REFUSED =
  /You do not have Work orders page permission, please contact Admin|您没有工单管理页面权限，请联系管理员/;

/** Waits for the 403 page at `path` (the address stays: no bounce home) and checks its texts. */
async function expectRefused(page, path, when) {
  const refusal = page.locator('[data-testid=exception-403]');
  await refusal.waitFor();
  check(new URL(page.url()).pathname === path, `${when}: at ${location(page)}, not ${path}`);
  const text = (await refusal.innerText()).trim();
  check(FORBIDDEN.test(text), `${when}: the 403 page says "${text}", without 'Forbidden (403)'`);
  return text;
}

export const scenarios = [
  {
    name: 'roles: the line operator is refused the work-order page with the 403 page, by address and after sign-in',
    async run({ page, baseUrl, password, screenshot }) {
      // The operator's roles hold no work-order page: the server refuses its calls too.
      const operator = await apiSession(baseUrl, 'operator', password);
      const permissions = (await operator.info()).permissions;
      await operator.logout();
      for (const code of ['work:workOrder:page', 'work:workOrder:add', 'work:setting:edit', 'work:report:delete']) {
        check(!permissions.includes(code), `the operator holds ${code}`);
      }
      check(permissions.includes('trace:passing:scan'), 'the operator cannot scan at the passing station');

      // Redirect after sign-in: the page they came for is refused there, not swapped for home.
      await page.goto(`${baseUrl}/work/work-order`);
      await page.waitForURL((url) => url.pathname === '/login');
      await page.locator('[data-testid=login-submit]').waitFor();
      await signIn(page, 'operator', password);
      const afterSignIn = await expectRefused(page, '/work/work-order', 'after sign-in');
      check(WORK_ORDERS_REFUSED.test(afterSignIn), `the 403 page says "${afterSignIn}", not the page's refusal`);
      await screenshot('roles-operator-work-order-403');

      // By address, signed in.
      await page.goto(`${baseUrl}/welcome`);
      await page.locator('[data-testid=greeting]').waitFor();
      await page.goto(`${baseUrl}/work/work-order`);
      const byAddress = await expectRefused(page, '/work/work-order', 'by address');
      check(WORK_ORDERS_REFUSED.test(byAddress), `the 403 page says "${byAddress}", not the page's refusal`);
      // Another page of the product outside the roles, reached in the app (a link): refused too.
      await page.evaluate(() => {
        window.history.pushState({}, '', '/work/setting');
        window.dispatchEvent(new PopStateEvent('popstate'));
      });
      await expectRefused(page, '/work/setting', 'through a link');

      // The way home is offered, and the operator's own pages open.
      await page.locator('[data-testid=exception-403] [data-testid=back-home]').click();
      await page.waitForURL((url) => url.pathname === '/welcome');
      await page.goto(`${baseUrl}/station/passing`);
      await page.locator('[data-testid=station-passing]').waitFor();
      await page.locator('[data-testid=station-select]').waitFor();
      await screenshot('roles-operator-passing-station');
      check((await page.locator('[data-testid=exception-403]').count()) === 0, 'the passing station is refused');
    },
  },
  {
    name: 'roles: the production supervisor opens the work-order page the operator may not',
    async run({ page, baseUrl, password, screenshot }) {
      const name = await displayName(baseUrl, 'supervisor', password);
      await openLogin(page, `${baseUrl}/login`);
      await signIn(page, 'supervisor', password);
      await waitForWelcome(page, name);
      await page.goto(`${baseUrl}/work/work-order`);
      await page.locator('[data-testid=console-content] .ant-table-row').first().waitFor();
      check((await page.locator('[data-testid=exception-403]').count()) === 0, 'the work-order page is refused');
      await screenshot('roles-supervisor-work-orders');
    },
  },
];

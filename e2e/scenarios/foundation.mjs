// Foundation scenarios: sign-in round trip. Each scenario gets a fresh browser context and
// { page, browser, baseUrl, password, screenshot(name) }; it throws to fail.
import { apiSession, check, displayName, HAN, location, openLogin, signIn, waitForWelcome } from '../helpers.mjs';

export const scenarios = [
  {
    name: "the home page shows today's output and the open work orders of the user's lines, in en-US and zh-CN",
    async run({ page, baseUrl, password, screenshot }) {
      const api = await apiSession(baseUrl, 'admin', password);
      const today = await api.get('/production_report/today');
      check(
        today.lines.length > 0,
        `the demo factory has no line with output or open orders today: ${JSON.stringify(today)}`,
      );
      const name = await displayName(baseUrl, 'admin', password);
      for (const language of ['en-US', 'zh-CN']) {
        await openLogin(page, `${baseUrl}/login?lang=${language}`);
        await signIn(page, 'admin', password);
        await waitForWelcome(page, name);
        const card = page.locator('[data-testid=home-today]');
        await card.locator('[data-testid=home-today-lines]').waitFor();
        const digits = async (testId) =>
          Number(
            (await card.locator(`[data-testid=${testId}] .ant-statistic-content-value`).innerText()).replace(/\D/g, ''),
          );
        // The demo keeps scanning while the page loads: the page shows at least what was asked before.
        check((await digits('home-today-good')) >= today.good, `the page shows less good output than ${today.good}`);
        check((await digits('home-today-open')) > 0, 'the page shows no open work orders');
        const rows = await card.locator('[data-testid=home-today-lines] tbody tr.ant-table-row').count();
        check(rows === today.lines.length, `${rows} lines shown, ${today.lines.length} expected`);
        const firstOrder = today.orders[0];
        if (firstOrder)
          await card.locator('[data-testid=home-today-orders]').getByText(firstOrder.code).first().waitFor();
        const title = await card.locator('.ant-card-head-title').innerText();
        check(title.includes(today.date), `the card's title "${title}" does not name today ${today.date}`);
        if (language === 'zh-CN') check(HAN.test(title), `the card's title "${title}" is not Chinese`);
        await screenshot(`home-today-${language}`);
        await page.click('[data-testid=logout]');
        await page.waitForURL((url) => url.pathname === '/login');
      }
      await api.logout();
    },
  },
  {
    name: 'sign in, see the welcome page, sign out, the console is closed again',
    async run({ page, baseUrl, password, screenshot }) {
      const name = await displayName(baseUrl, 'admin', password);
      await openLogin(page, `${baseUrl}/login`);
      check((await page.locator('html').getAttribute('lang')) === 'en-US', 'the login page is not in en-US');
      await screenshot('login-en-US');

      await signIn(page, 'admin', password);
      await waitForWelcome(page, name);
      await screenshot('welcome-en-US');

      await page.click('[data-testid=logout]');
      await page.waitForURL((url) => url.pathname === '/login');
      await page.locator('[data-testid=login-submit]').waitFor();

      await page.goto(`${baseUrl}/welcome`);
      await page.waitForURL((url) => url.pathname === '/login');
      check(
        location(page) === '/login?redirect=%2Fwelcome',
        `after sign-out /welcome led to ${location(page)}, not /login?redirect=%2Fwelcome`,
      );
      await page.locator('[data-testid=login-submit]').waitFor();
    },
  },
  {
    name: "a wrong password shows the server's message and stays on /login",
    async run({ page, baseUrl, screenshot }) {
      await openLogin(page, `${baseUrl}/login`);
      const answer = page.waitForResponse(
        (response) => new URL(response.url()).pathname === '/api/login' && response.request().method() === 'POST',
      );
      await signIn(page, 'admin', 'Wrong-pass1');
      const body = await (await answer).json();
      check(body.success === false && typeof body.message === 'string', `unexpected answer ${JSON.stringify(body)}`);

      const error = page.locator('[data-testid=login-error]');
      await error.waitFor();
      const shown = (await error.innerText()).trim();
      check(shown === body.message, `the page shows "${shown}", the server said "${body.message}"`);
      check(new URL(page.url()).pathname === '/login', `left the login page for ${location(page)}`);
      await screenshot('login-error-en-US');
    },
  },
  {
    name: 'with ?lang=zh-CN the login and welcome pages are in Chinese',
    async run({ page, baseUrl, password, screenshot }) {
      const name = await displayName(baseUrl, 'operator', password);
      await openLogin(page, `${baseUrl}/login?lang=zh-CN`);
      check((await page.locator('html').getAttribute('lang')) === 'zh-CN', 'html lang is not zh-CN');
      const heading = (await page.locator('#login-heading').innerText()).trim();
      check(HAN.test(heading), `the login heading "${heading}" is not Chinese`);
      const submit = (await page.locator('[data-testid=login-submit]').innerText()).trim();
      check(HAN.test(submit), `the sign-in button "${submit}" is not Chinese`);
      await screenshot('login-zh-CN');

      await signIn(page, 'operator', password);
      const greeting = await waitForWelcome(page, name);
      check(HAN.test(greeting.replace(name, '')), `the greeting "${greeting}" is not Chinese`);
      const logout = (await page.locator('[data-testid=logout]').innerText()).trim();
      check(HAN.test(logout), `the sign-out button "${logout}" is not Chinese`);
      await screenshot('welcome-zh-CN');
    },
  },
];

// Foundation scenarios: sign-in round trip. Each scenario gets a fresh browser context and
// { page, browser, baseUrl, password, screenshot(name) }; it throws to fail.
import { check, displayName, HAN, location, openLogin, signIn, waitForWelcome } from '../helpers.mjs';

export const scenarios = [
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

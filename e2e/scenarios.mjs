// The browser scenarios run by e2e/run.mjs. Each gets a fresh browser context and
// { page, baseUrl, password, screenshot(name) }; it throws to fail.

/** Han characters: the page is really in Chinese (not English, not missing-font boxes in the DOM). */
const HAN = /[\u4e00-\u9fff]/;

function check(condition, message) {
  if (!condition) throw new Error(message);
}

/** Path + query of the page's URL. */
function location(page) {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}

/** The user's display name, asked of the API directly (the page must show the same). */
async function displayName(baseUrl, account, password) {
  const login = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'en-US' },
    body: JSON.stringify({ account, password }),
  });
  const { data } = await login.json();
  check(login.ok && data?.token, `API sign-in of ${account} failed (${login.status})`);
  const headers = { authorization: `Bearer ${data.token}`, 'x-authorization': `Bearer ${data.refreshToken}` };
  const info = await (await fetch(`${baseUrl}/api/get_account_info`, { headers })).json();
  await fetch(`${baseUrl}/api/logout`, { headers });
  check(typeof info.data?.name === 'string' && info.data.name.length > 0, `no name for ${account}`);
  return info.data.name;
}

async function openLogin(page, url) {
  await page.goto(url);
  await page.locator('#account').waitFor();
  await page.locator('[data-testid=login-submit]').waitFor();
}

async function signIn(page, account, password) {
  await page.fill('#account', account);
  await page.fill('#password', password);
  await page.click('[data-testid=login-submit]');
}

/** Waits for the welcome page with the user's account loaded; returns the greeting's text. */
async function waitForWelcome(page, name) {
  await page.waitForURL((url) => url.pathname === '/welcome');
  const greeting = page.locator('[data-testid=greeting]');
  await greeting.waitFor();
  const text = (await greeting.innerText()).trim();
  check(text.includes(name), `the greeting "${text}" does not name ${name}`);
  const currentUser = page.locator('[data-testid=current-user]');
  if ((await currentUser.count()) > 0) {
    const shown = (await currentUser.innerText()).trim();
    check(shown.includes(name), `the header shows "${shown}" instead of ${name}`);
  }
  return text;
}

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

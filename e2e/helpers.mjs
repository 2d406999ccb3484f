// Helpers shared by the scenario files in e2e/scenarios/.

/** Han characters: the page is really in Chinese (not English, not missing-font boxes in the DOM). */
export const HAN = /[\u4e00-\u9fff]/;

export function check(condition, message) {
  if (!condition) throw new Error(message);
}

/** Path + query of the page's URL. */
export function location(page) {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}

/** The user's display name, asked of the API directly (the page must show the same). */
export async function displayName(baseUrl, account, password) {
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

export async function openLogin(page, url) {
  await page.goto(url);
  await page.locator('#account').waitFor();
  await page.locator('[data-testid=login-submit]').waitFor();
}

export async function signIn(page, account, password) {
  await page.fill('#account', account);
  await page.fill('#password', password);
  await page.click('[data-testid=login-submit]');
}

/** Waits for the welcome page with the user's account loaded; returns the greeting's text. */
export async function waitForWelcome(page, name) {
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

/**
 * An API session of `account`, for setting up and checking what the pages do: `call(method,
 * path, body)`, `get(pathAndQuery)`, `post(path, body)` answer the envelope's data and fail on
 * a refusal; `info()` is the account; `logout()` ends the session.
 */
export async function apiSession(baseUrl, account, password, language = 'en-US') {
  const login = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': language },
    body: JSON.stringify({ account, password }),
  });
  const body = await login.json();
  check(login.ok && body.data?.token, `API sign-in of ${account} failed: ${login.status} ${JSON.stringify(body)}`);
  const headers = {
    authorization: `Bearer ${body.data.token}`,
    'x-authorization': `Bearer ${body.data.refreshToken}`,
    'accept-language': language,
  };
  const call = async (method, path, payload) => {
    const response = await fetch(`${baseUrl}/api${path}`, {
      method,
      headers: payload === undefined ? headers : { ...headers, 'content-type': 'application/json' },
      body: payload === undefined ? undefined : JSON.stringify(payload),
    });
    const envelope = await response.json();
    check(envelope.success === true, `${method} ${path} failed: ${response.status} ${JSON.stringify(envelope)}`);
    return envelope.data;
  };
  return {
    call,
    get: (pathAndQuery) => call('GET', pathAndQuery),
    post: (path, payload) => call('POST', path, payload),
    info: () => call('GET', '/get_account_info'),
    logout: () => fetch(`${baseUrl}/api/logout`, { headers }).catch(() => {}),
  };
}

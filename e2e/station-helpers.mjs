// Helpers of the scenarios that drive the station screens (e2e/scenarios/production.mjs,
// e2e/scenarios/station-screens.mjs): the demo administrator's API client, the screens' pickers,
// and scans typed as a keyboard-wedge scanner types them.
import { check } from './helpers.mjs';

export async function apiClient(baseUrl, password) {
  const login = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'en-US' },
    body: JSON.stringify({ account: 'admin', password }),
  });
  const { data } = await login.json();
  check(login.ok && data?.token, `API sign-in failed (${login.status})`);
  const headers = { authorization: `Bearer ${data.token}`, 'accept-language': 'en-US' };
  const call = async (method, path, body) => {
    const response = await fetch(`${baseUrl}/api${path}`, {
      method,
      headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const envelope = await response.json();
    check(envelope.success === true, `${method} ${path}: ${response.status} ${JSON.stringify(envelope)}`);
    return envelope.data;
  };
  return {
    get: (path) => call('GET', path),
    post: (path, body) => call('POST', path, body),
    /** The id of a master-data record by its exact code. */
    async idOf(kind, code) {
      const options = await call(
        'GET',
        `/basics/ref_options?kind=${kind}&keyword=${encodeURIComponent(code)}&limit=50`,
      );
      const found = options.find((option) => option.code === code);
      check(found, `no ${kind} ${code} in the demo factory`);
      return found.id;
    },
  };
}

/**
 * A routing of the demo factory's fan (product FG-FAN-D10, line ASM-L1): assembly P050, test P060,
 * packing P090, repair P100 back to the test; and a new order of 20 fans on it (status initial),
 * normal and planned today unless `fields` say otherwise.
 */
export async function fanRouting(api, code) {
  const p = {};
  for (const process of ['P050', 'P060', 'P090', 'P100']) p[process] = await api.idOf('process', process);
  const routing = await api.post('/routing/add', {
    code,
    name: 'E2E fan: assembly, test, packing',
    steps: [
      { processId: p.P050 },
      { processId: p.P060 },
      { processId: p.P090 },
      { processId: p.P100, repair: true, returnToStepNo: 2 },
    ],
  });
  const productId = await api.idOf('product', 'FG-FAN-D10');
  const lineId = await api.idOf('line', 'ASM-L1');
  const newOrder = (orderCode, fields = {}) =>
    api.post('/work_order/add', {
      code: orderCode,
      type: 'normal',
      productId,
      lineId,
      routingId: routing.id,
      planQuantity: 20,
      planDate: new Date().toISOString().slice(0, 10),
      ...fields,
    });
  return {
    newOrder,
    /** A new order, issued (released to the line). */
    async issuedOrder(orderCode, fields) {
      const order = await newOrder(orderCode, fields);
      const issued = await api.post('/work_order/issue', { ids: [order.id] });
      check(issued.succeeded === 1, `issuing ${orderCode}: ${JSON.stringify(issued)}`);
      return order;
    },
  };
}

/** Picks an option of an antd select once it is enabled (a RefSelect searches the server as you type). */
export async function choose(page, testId, text) {
  const select = page.locator(`[data-testid=${testId}]:not(.ant-select-disabled)`);
  await select.waitFor();
  await select.click();
  await page.keyboard.type(text);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: text }).first().click();
  await page.locator(`[data-testid=${testId}] .ant-select-selection-item`, { hasText: text }).waitFor();
}

/** The text box of a field whose test id sits on the input or on its wrapper (antd puts it on either). */
export function input(page, testId) {
  return page.locator(`input[data-testid=${testId}], [data-testid=${testId}] input`).first();
}

/** Opens a station screen on a workstation (and the order, when the screen scans for one). */
export async function openStation(page, baseUrl, screen, stationCode, orderCode) {
  await page.goto(`${baseUrl}/station/${screen}`);
  await page.locator(`[data-testid=station-${screen}]`).waitFor();
  await choose(page, 'station-select', stationCode);
  // The station's context has loaded once today's counts at the station are shown.
  await page.locator('[data-testid=station-order-progress]', { hasText: 'Today at this station' }).waitFor();
  if (orderCode) {
    await choose(page, 'station-order', orderCode);
    await page.locator('[data-testid=station-order-progress]', { hasText: orderCode }).waitFor();
  }
  await page.locator('[data-testid=station-scan]:not([disabled])').waitFor();
}

/** Waits for the result panel to show a verdict on `code` (of `tone`, or any but pending); returns its text. */
export async function verdict(page, code, tone) {
  const selector = tone
    ? `[data-testid=station-result][data-tone=${tone}]`
    : '[data-testid=station-result]:not([data-tone=idle]):not([data-tone=pending])';
  const result = page.locator(selector, { hasText: code });
  try {
    await result.waitFor({ timeout: 15_000 });
  } catch {
    const shown = await page.locator('[data-testid=station-result]').innerText();
    throw new Error(`scanning ${code}: expected a ${tone ?? 'verdict'}, the screen shows "${shown}"`);
  }
  return (await result.innerText()).trim();
}

/** Types a code into the scan box like a wedge scanner (Enter ends it) and waits for the screen's verdict. */
export async function scan(page, code, tone = 'pass') {
  const box = page.locator('[data-testid=station-scan]');
  await box.fill(code);
  await box.press('Enter');
  return verdict(page, code, tone);
}

/**
 * A keyboard-wedge scanner: the code's keys and Enter, fast, into whatever holds the focus (the
 * scan box is not touched first); then the screen's verdict on it.
 */
export async function scanner(page, code, tone) {
  await page.keyboard.type(`${code}\n`);
  return verdict(page, code, tone);
}

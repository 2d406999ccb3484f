// Production floor, end to end, as the demo administrator: an order (set up through the API on a
// three-step fan routing of the demo factory's line ASM-L1) is issued on the work order page
// (batch issue with its confirmation); five fans are scanned at the assembly station (serial,
// motor, cable reel), pass the function test at the passing station (one fails with a defect,
// is repaired at the repair station and passes), and are packed into one box at the encasement
// station; then they are found by serial on the product trace page and by the reel's lot on the
// lot page. Then a passing station loses the network: two scans wait in its queue and, once the
// network is back, each lands exactly once (checked through the API afterwards). Last, a scan the
// administrator leaves waiting is not sent once the operator signs in on the same browser: it
// waits, shown as the administrator's, and goes under the administrator when they are back.
import { randomBytes } from 'node:crypto';
import { check, displayName, openLogin, signIn, waitForWelcome } from '../helpers.mjs';

async function apiClient(baseUrl, password) {
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

/** Picks an option of an antd select once it is enabled (a RefSelect searches the server as you type). */
async function choose(page, testId, text) {
  const select = page.locator(`[data-testid=${testId}]:not(.ant-select-disabled)`);
  await select.waitFor();
  await select.click();
  await page.keyboard.type(text);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: text }).first().click();
  await page.locator(`[data-testid=${testId}] .ant-select-selection-item`, { hasText: text }).waitFor();
}

/** The text box of a field whose test id sits on the input or on its wrapper (antd puts it on either). */
function input(page, testId) {
  return page.locator(`input[data-testid=${testId}], [data-testid=${testId}] input`).first();
}

/** Opens a station screen on a workstation (and the order, when the screen scans for one). */
async function openStation(page, baseUrl, screen, stationCode, orderCode) {
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

/** Types a code into the scan box like a wedge scanner (Enter ends it) and waits for the screen's verdict. */
async function scan(page, code, tone = 'pass') {
  const box = page.locator('[data-testid=station-scan]');
  await box.fill(code);
  await box.press('Enter');
  const result = page.locator(`[data-testid=station-result][data-tone=${tone}]`, { hasText: code });
  try {
    await result.waitFor({ timeout: 15_000 });
  } catch {
    const shown = await page.locator('[data-testid=station-result]').innerText();
    throw new Error(`scanning ${code}: expected a ${tone} result, the screen shows "${shown}"`);
  }
  return (await result.innerText()).trim();
}

export const scenarios = [
  {
    name: 'production: issue an order, scan five fans through assembly, test (one repaired) and packing, trace them, and scan offline',
    async run({ page, baseUrl, password, screenshot }) {
      const api = await apiClient(baseUrl, password);
      const tag = randomBytes(3).toString('hex').toUpperCase();
      const p = {};
      for (const code of ['P050', 'P060', 'P090', 'P100']) p[code] = await api.idOf('process', code);
      const routing = await api.post('/routing/add', {
        code: `R-E2E-${tag}`,
        name: 'E2E fan: assembly, test, packing',
        steps: [
          { processId: p.P050 },
          { processId: p.P060 },
          { processId: p.P090 },
          { processId: p.P100, repair: true, returnToStepNo: 2 },
        ],
      });
      const orderCode = `WO-E2E-${tag}`;
      const order = await api.post('/work_order/add', {
        code: orderCode,
        type: 'normal',
        productId: await api.idOf('product', 'FG-FAN-D10'),
        lineId: await api.idOf('line', 'ASM-L1'),
        routingId: routing.id,
        planQuantity: 20,
        planDate: new Date().toISOString().slice(0, 10),
      });
      check(order.status === 'initial', `the new order is ${order.status}`);

      // Serials of the demo's fan rule (TF + 10 digits), parts and the reel (lot) of this run.
      const digits = `${Date.now()}`.slice(-6);
      const serials = Array.from({ length: 8 }, (_, i) => `TF${digits}9${String(100 + i * 7).padStart(3, '0')}`);
      const motor = (i) => `MD35-E2E${tag}-${i + 1}`;
      const reel = `CBL-E2E${tag}`;
      const box = `BX-E2E-${tag}`;

      const name = await displayName(baseUrl, 'admin', password);
      await openLogin(page, `${baseUrl}/login`);
      await signIn(page, 'admin', password);
      await waitForWelcome(page, name);

      // 1. Issue the order: select it in the list, batch "issue", confirm, read the answer per order.
      await page.goto(`${baseUrl}/work/work-order`);
      const search = page.locator('.ant-pro-query-filter');
      await search.locator('#code').fill(orderCode);
      await search.locator('button[type=submit], .ant-btn-primary').first().click();
      const row = page.locator('tr', { has: page.locator(`[data-testid="wo-code-${orderCode}"]`) });
      await row.waitFor();
      await row.locator('.ant-checkbox-input').check();
      await page.locator('[data-testid=wo-batch-issue]').click();
      // The confirmation names the order; OK once its opening animation is over.
      const confirm = page.locator('.ant-modal-confirm', { hasText: orderCode });
      await confirm.waitFor();
      for (let attempt = 0; attempt < 3 && (await confirm.count()) > 0; attempt++) {
        await page.waitForTimeout(400);
        await page
          .locator('[data-testid=wo-batch-ok]')
          .click({ timeout: 2_000 })
          .catch(() => {});
        await confirm.waitFor({ state: 'detached', timeout: 3_000 }).catch(() => {});
      }
      const answer = page.locator('[data-testid=wo-batch-result] .ant-modal-content');
      await answer.waitFor();
      const answered = await answer.innerText();
      check(answered.includes(orderCode) && answered.includes('1 done'), `the batch answer reads "${answered}"`);
      await answer.getByRole('button', { name: 'OK' }).click();
      await row.locator('[data-testid=wo-status-issued]').waitFor();
      check((await api.get(`/work_order/detail?id=${order.id}`)).status === 'issued', 'the order was not issued');

      // 2. Assembly (ASM-L1-S01, P050 Board assembly): serial, motor, cable reel per fan.
      await openStation(page, baseUrl, 'assembly', 'ASM-L1-S01', orderCode);
      for (let i = 0; i < 5; i++) {
        await scan(page, serials[i]);
        await scan(page, motor(i));
        const done = await scan(page, reel);
        check(done.includes('passed'), `fan ${serials[i]} did not pass assembly: ${done}`);
      }
      await screenshot('production-assembly');

      // 3. Function test (ASM-L1-S02, P060): the third fan fails with a defect, the others pass.
      await openStation(page, baseUrl, 'passing', 'ASM-L1-S02', orderCode);
      for (let i = 0; i < 5; i++) {
        if (i === 2) {
          await page.locator('[data-testid=passing-mode-fail]').click();
          await page
            .locator('[data-testid=passing-defects]')
            .getByRole('button', { name: /Fan does not spin/ })
            .click();
          const failed = await scan(page, serials[i], 'fail');
          check(failed.includes('repair'), `the failure reads "${failed}"`);
        } else {
          await scan(page, serials[i]);
        }
      }
      await screenshot('production-passing-fail');

      // 4. Repair (ASM-L1-S04): the failed fan is repaired and goes back to the test step.
      await openStation(page, baseUrl, 'maintain', 'ASM-L1-S04');
      await page.locator('[data-testid=station-scan]').fill(serials[2]);
      await page.locator('[data-testid=station-scan]').press('Enter');
      await page.locator('[data-testid=maintain-failure]', { hasText: 'Fan does not spin' }).waitFor();
      await page.locator('[data-testid=maintain-repaired]').click();
      await page.locator('[data-testid=station-result][data-tone=pass]', { hasText: serials[2] }).waitFor();

      // 5. The repaired fan passes the test again.
      await openStation(page, baseUrl, 'passing', 'ASM-L1-S02', orderCode);
      await scan(page, serials[2]);

      // 6. Encasement (ASM-L1-S05, P090 Packing): a box of five, sealed by its fifth fan.
      await openStation(page, baseUrl, 'encasement', 'ASM-L1-S05', orderCode);
      await page.locator('[data-testid=station-scan]').fill(box);
      await page.locator('[data-testid=station-scan]').press('Enter');
      await page.locator('[data-testid=station-package]', { hasText: box }).waitFor();
      await input(page, 'station-package-capacity').fill('5');
      for (let i = 0; i < 5; i++) await scan(page, serials[i]);
      await page.locator('[data-testid=station-package-count]', { hasText: '5' }).waitFor();
      await screenshot('production-encasement');
      const progress = await api.get(`/work_order/detail?id=${order.id}`);
      check(
        progress.inputQuantity === 5 && progress.goodQuantity === 5 && progress.badQuantity === 1,
        `order counts after packing: input ${progress.inputQuantity}, good ${progress.goodQuantity}, bad ${progress.badQuantity}`,
      );

      // 7. The repaired fan on the product trace page: finished, its failure and repair, its box.
      await page.goto(`${baseUrl}/trace/product`);
      await input(page, 'product-trace-serial').fill(serials[2]);
      await input(page, 'product-trace-serial').press('Enter');
      const unit = page.locator('[data-testid=product-trace-unit]', { hasText: serials[2] });
      await unit.waitFor();
      check((await unit.innerText()).includes(orderCode), 'the trace does not name the order');
      await page.locator('[data-testid=product-trace-packing]', { hasText: box }).waitFor();
      await page.locator('[data-testid=product-trace-repairs]', { hasText: 'Fan does not spin' }).waitFor();
      await page.locator('[data-testid=product-trace-materials]', { hasText: motor(2) }).waitFor();
      await screenshot('production-product-trace');

      // 8. The reel's lot on the lot page: the five fans, one box.
      await page.goto(`${baseUrl}/trace/lot`);
      await input(page, 'lot-code').fill(reel);
      await input(page, 'lot-code').press('Enter');
      const table = page.locator('[data-testid=lot-table]');
      for (let i = 0; i < 5; i++) await table.locator('tr', { hasText: serials[i] }).waitFor();
      const recall = await api.get(`/trace/lot/page?lot=${encodeURIComponent(reel)}&pageSize=50`);
      check(recall.totalRows === 5 && recall.summary.units === 5, `the lot lists ${recall.totalRows} bindings`);
      await screenshot('production-lot');

      // 9. Two more fans assembled, then tested while the station has no network.
      await openStation(page, baseUrl, 'assembly', 'ASM-L1-S01', orderCode);
      for (const i of [5, 6]) {
        await scan(page, serials[i]);
        await scan(page, motor(i));
        await scan(page, reel);
      }
      await openStation(page, baseUrl, 'passing', 'ASM-L1-S02', orderCode);
      await page.context().setOffline(true);
      for (const i of [5, 6]) await scan(page, serials[i], 'queued');
      const queue = page.locator('[data-testid=station-queue]');
      for (const i of [5, 6]) await queue.getByText(serials[i]).waitFor();
      await screenshot('production-offline-queue');
      await page.context().setOffline(false);
      await queue.waitFor({ state: 'detached', timeout: 30_000 });
      for (const i of [5, 6]) {
        const trace = await api.get(`/trace/product?serial=${serials[i]}`);
        const tests = trace.events.filter((event) => event.action === 'pass' && event.process?.code === 'P060');
        check(tests.length === 1, `${serials[i]} has ${tests.length} passes at P060 after the queue was sent`);
      }
      const after = await api.get(`/work_order/detail?id=${order.id}`);
      check(after.inputQuantity === 7, `the order counts ${after.inputQuantity} units instead of 7`);

      // 10. Another operator on the same browser: a scan the administrator left waiting is never
      // sent under the operator's session. The scan calls fail (the rest of the console works, so
      // both can sign out and in) until the operator is at the station.
      await openStation(page, baseUrl, 'assembly', 'ASM-L1-S01', orderCode);
      await scan(page, serials[7]);
      await scan(page, motor(7));
      await scan(page, reel);
      await openStation(page, baseUrl, 'passing', 'ASM-L1-S02', orderCode);
      const blockScans = (route) =>
        route.request().method() === 'POST' && route.request().postData()?.includes('clientScanId')
          ? route.abort('internetdisconnected')
          : route.fallback();
      await page.route('**/api/**', blockScans);
      await scan(page, serials[7], 'queued');
      await page.locator('[data-testid=current-user]').click();
      await page.locator('[data-testid=user-menu-logout]').click();
      await page.waitForURL((url) => url.pathname === '/login');
      const operatorName = await displayName(baseUrl, 'operator', password);
      await signIn(page, 'operator', password);
      await waitForWelcome(page, operatorName);
      // The workstation and order are remembered by this browser.
      await page.goto(`${baseUrl}/station/passing`);
      await page.locator('[data-testid=station-order-progress]', { hasText: orderCode }).waitFor();
      await page.locator('[data-testid=station-scan]:not([disabled])').waitFor();
      const waiting = page.locator('[data-testid=station-queue-other]', { hasText: serials[7] });
      await waiting.waitFor();
      check((await waiting.innerText()).includes(name), `the waiting scan is not shown as ${name}'s`);
      await screenshot('production-queue-other-operator');
      await page.unroute('**/api/**', blockScans);
      // The operator's own scan (an unknown unit, refused) goes through the queue: whatever the
      // queue would send under this session has gone before its answer is shown.
      await scan(page, `TF${digits}9999`, 'fail');
      const untouched = await api.get(`/trace/product?serial=${serials[7]}`);
      check(
        !untouched.events.some((event) => event.process?.code === 'P060'),
        `${serials[7]} was tested under the operator's session`,
      );
      await waiting.waitFor();
      await page.locator('[data-testid=current-user]').click();
      await page.locator('[data-testid=user-menu-logout]').click();
      await page.waitForURL((url) => url.pathname === '/login');
      await signIn(page, 'admin', password);
      await waitForWelcome(page, name);
      await page.goto(`${baseUrl}/station/passing`);
      await page.locator('[data-testid=station-passing]').waitFor();
      await page.locator('[data-testid=station-queue]').waitFor({ state: 'detached', timeout: 30_000 });
      const tested = (await api.get(`/trace/product?serial=${serials[7]}`)).events.filter(
        (event) => event.action === 'pass' && event.process?.code === 'P060',
      );
      check(
        tested.length === 1 && tested[0].operator?.name === name,
        `${serials[7]} has ${tested.length} passes at P060, by ${tested.map((event) => event.operator?.name)}`,
      );
    },
  },
];

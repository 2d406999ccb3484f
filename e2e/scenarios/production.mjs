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
import { apiClient, fanRouting, input, openStation, scan } from '../station-helpers.mjs';

export const scenarios = [
  {
    name: 'production: issue an order, scan five fans through assembly, test (one repaired) and packing, trace them, and scan offline',
    async run({ page, baseUrl, password, screenshot }) {
      const api = await apiClient(baseUrl, password);
      const tag = randomBytes(3).toString('hex').toUpperCase();
      const fan = await fanRouting(api, `R-E2E-${tag}`);
      const orderCode = `WO-E2E-${tag}`;
      const order = await fan.newOrder(orderCode);
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

      // 4. Repair (ASM-L1-S06, the line's repair station): the failed fan is repaired and goes back to the test step.
      await openStation(page, baseUrl, 'maintain', 'ASM-L1-S06');
      await page.locator('[data-testid=station-scan]').fill(serials[2]);
      await page.locator('[data-testid=station-scan]').press('Enter');
      await page.locator('[data-testid=maintain-failure]', { hasText: 'Fan does not spin' }).waitFor();
      await page.locator('[data-testid=maintain-repaired]').click();
      await page.locator('[data-testid=station-result][data-tone=pass]', { hasText: serials[2] }).waitFor();

      // 5. The repaired fan passes the test again; scanned there once more it is refused, and the
      // screen says why under "Scanning order error": it passed already, packing comes next, where.
      await openStation(page, baseUrl, 'passing', 'ASM-L1-S02', orderCode);
      await scan(page, serials[2]);
      const again = await scan(page, serials[2], 'fail');
      check(again.includes('Scanning order error'), `the refusal reads "${again}"`);
      const details = await page.locator('[data-testid=station-result-detail]').allInnerTexts();
      check(
        details.length === 2 &&
          details[0] === `${serials[2]} has already passed P060 Functional test` &&
          details[1] === 'Next: step 3 P090 Packing at ASM-L1-S05 Packing station',
        `the refusal's detail reads ${JSON.stringify(details)}`,
      );
      await screenshot('production-refusal-detail');
      // After a switch to Chinese the history says that refusal again in Chinese, facts included.
      const inLanguage = (language) => {
        const url = new URL(page.url());
        url.searchParams.set('lang', language);
        return page.goto(url.href);
      };
      await inLanguage('zh-CN');
      const refusedLine = page.locator('[data-testid=station-history] [data-state=refused]').first();
      await refusedLine.getByText('扫码顺序错误').waitFor();
      const facts = await refusedLine.locator('[data-testid=station-history-detail]').allInnerTexts();
      check(
        facts.join(' | ') ===
          `${serials[2]} 已经过站 P060 Functional test | 下一步：第 3 步 P090 Packing，工位 ASM-L1-S05 Packing station`,
        `the refusal said again in Chinese reads ${JSON.stringify(facts)}`,
      );
      await screenshot('production-refusal-history-zh-CN');
      await inLanguage('en-US');

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
      // The repair names its station and that station's line.
      await page
        .locator('[data-testid=product-trace-repairs]', { hasText: 'ASM-L1-S06 Repair station (Final Assembly Line)' })
        .waitFor();
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

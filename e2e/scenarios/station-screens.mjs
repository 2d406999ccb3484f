// Station screens as the floor uses them, as the demo administrator on line ASM-L1 (orders A and
// B set up through the API on a fan routing: assembly, test, packing, repair).
// 1. A keyboard-wedge scanner types fast and ends with Enter into whatever holds the focus: after
//    every kind of tap on every screen (FAIL and a defect, PASS, next unit, a modal opened and
//    cancelled, a picker's option, a repair, a return step, the full-screen toggle, the console's
//    tab bar) its scan lands.
// 2. The work order changes only when the operator chooses it: not when another workstation is
//    picked, not when the chosen order completes (a unit of it started before still finishes on
//    it); a unit of another order counts on its own order, and the screen says so.
// 3. With the enterprise's auto-advance on, a screen whose chosen order completes (or closes)
//    moves to the line's next order by itself, with a banner until dismissed and a chime.
import { randomBytes } from 'node:crypto';
import { check, displayName, openLogin, signIn, waitForWelcome } from '../helpers.mjs';
import { apiClient, choose, fanRouting, openStation, scanner, verdict } from '../station-helpers.mjs';

/** The order picker of the station bar shows `code`. */
async function orderChosen(page, code) {
  await page.locator('[data-testid=station-order] .ant-select-selection-item', { hasText: code }).waitFor();
  await page.locator('[data-testid=station-order-progress]', { hasText: code }).waitFor();
}

export const scenarios = [
  {
    name: 'station screens: a scanner’s scan lands after every kind of tap, and the work order changes only when the operator chooses it',
    async run({ page, baseUrl, password, screenshot }) {
      const api = await apiClient(baseUrl, password);
      const tag = randomBytes(3).toString('hex').toUpperCase();
      const fan = await fanRouting(api, `R-ST-${tag}`);
      const orderA = await fan.issuedOrder(`WO-STA-${tag}`);
      const orderB = await fan.issuedOrder(`WO-STB-${tag}`);
      const A = orderA.code;
      const B = orderB.code;

      const digits = `${Date.now()}`.slice(-6);
      const unit = Array.from({ length: 4 }, (_, i) => `TF${digits}8${String(100 + i * 7).padStart(3, '0')}`);
      const motor = (i) => `MD35-ST${tag}-${i + 1}`;
      const reel = `CBL-ST${tag}`;
      const box = `BX-ST-${tag}`;
      const carrier = `PL-ST-${tag}`;

      const name = await displayName(baseUrl, 'admin', password);
      await openLogin(page, `${baseUrl}/login`);
      await signIn(page, 'admin', password);
      await waitForWelcome(page, name);

      // Assembly: a unit's materials, with an unbind dialog opened and cancelled on the way, and
      // a unit started again after "next unit".
      await openStation(page, baseUrl, 'assembly', 'ASM-L1-S01', A);
      await scanner(page, unit[0], 'pass');
      await scanner(page, motor(0), 'pass');
      await page.locator('[data-testid=assembly-unbind]').first().click();
      const unbind = page.locator('.ant-modal-content', { hasText: motor(0) });
      await unbind.waitFor();
      await unbind.getByRole('button', { name: 'Cancel' }).click();
      await unbind.waitFor({ state: 'detached' });
      check((await scanner(page, reel, 'pass')).includes('passed'), `${unit[0]} did not pass assembly`);
      await scanner(page, unit[1], 'pass');
      await page.locator('[data-testid=assembly-next-unit]').click();
      await scanner(page, unit[1]);
      for (const i of [1, 2, 3]) {
        if (i > 1) await scanner(page, unit[i], 'pass');
        await scanner(page, motor(i), 'pass');
        await scanner(page, reel, 'pass');
      }

      // Passing: FAIL and a defect tapped, then the scanner; twice, once with the full-screen
      // toggle tapped in between; then PASS tapped.
      await openStation(page, baseUrl, 'passing', 'ASM-L1-S02', A);
      for (const i of [0, 1]) {
        await page.locator('[data-testid=passing-mode-fail]').click();
        await page
          .locator('[data-testid=passing-defects]')
          .getByRole('button', { name: /Fan does not spin/ })
          .click();
        if (i === 1) await page.locator('[data-testid=station-fullscreen]').click();
        const failed = await scanner(page, unit[i], 'fail');
        check(failed.includes('repair'), `the failure of ${unit[i]} reads "${failed}"`);
      }
      await screenshot('station-passing-fail-scanned');
      await page.locator('[data-testid=station-fullscreen]').click();
      await page.locator('[data-testid=passing-mode-pass]').click();
      await scanner(page, unit[3], 'pass');

      // Another workstation keeps the chosen order.
      await choose(page, 'station-select', 'ASM-L1-S05');
      await orderChosen(page, A);
      await choose(page, 'station-select', 'ASM-L1-S02');
      await orderChosen(page, A);

      // A unit of A scanned while B is chosen counts on A, and the screen says so.
      await choose(page, 'station-order', B);
      await orderChosen(page, B);
      const elsewhere = await scanner(page, unit[2], 'pass');
      check(elsewhere.includes(`counted on work order ${A}`), `the scan of ${unit[2]} reads "${elsewhere}"`);
      const counted = page.locator('[data-testid=station-order-counted]');
      await counted.waitFor();
      const countedText = await counted.innerText();
      check(countedText.includes(A) && countedText.includes(B), `the header says "${countedText}"`);
      await page.locator('[data-testid=station-order] .ant-select-selection-item', { hasText: B }).waitFor();
      await screenshot('station-passing-counted-on-other-order');
      const afterB = await api.get(`/work_order/detail?id=${orderB.id}`);
      check(afterB.inputQuantity === 0, `order B counts ${afterB.inputQuantity} units`);

      // Repair: a cause picked from its list, then the scanner; the repair button, then the scanner.
      await openStation(page, baseUrl, 'maintain', 'ASM-L1-S04');
      await scanner(page, unit[0]);
      await page.locator('[data-testid=maintain-failure]').waitFor();
      await page.locator('[data-testid=maintain-form] .ant-select').first().click();
      await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
      await page
        .locator('.ant-select-dropdown:visible')
        .waitFor({ state: 'detached' })
        .catch(() => {});
      await scanner(page, unit[1]);
      await page.locator('[data-testid=station-unit]', { hasText: unit[1] }).waitFor();
      await page.locator('[data-testid=maintain-repaired]').click();
      await verdict(page, unit[1], 'pass');
      await scanner(page, unit[0]);
      await page.locator('[data-testid=maintain-failure]').waitFor();
      await page.locator('[data-testid=maintain-repaired]').click();
      await verdict(page, unit[0], 'pass');

      // Return to line: a step tapped, then the scanner.
      await openStation(page, baseUrl, 'return', 'ASM-L1-S04');
      await scanner(page, unit[2]);
      await page.locator('[data-testid=return-choose] .ant-btn').first().click();
      await scanner(page, unit[3]);
      await page.locator('[data-testid=station-unit]', { hasText: unit[3] }).waitFor();

      // Encasement: the box-code dialog opened and cancelled, then the scanner (box, then a unit).
      await openStation(page, baseUrl, 'encasement', 'ASM-L1-S05', A);
      await page.locator('[data-testid=encasement-generate]').click();
      const generate = page.locator('.ant-modal-content', { hasText: 'New box code from a barcode rule' });
      await generate.waitFor();
      await generate.getByRole('button', { name: 'Cancel' }).click();
      await generate.waitFor({ state: 'detached' });
      await scanner(page, box);
      await page.locator('[data-testid=station-package]', { hasText: box }).waitFor();
      await scanner(page, unit[3], 'pass');

      // Pack: the full-screen toggle tapped, then the scanner.
      await openStation(page, baseUrl, 'pack', 'ASM-L1-S05');
      await page.locator('[data-testid=station-fullscreen]').click();
      await scanner(page, carrier);
      await page.locator('[data-testid=station-fullscreen]').click();
      // A tap on the console around the screen (its tab bar) too.
      await page.locator('.ant-tabs-tab-active').first().click();
      await scanner(page, box);

      // A completes while chosen (auto-advance off, as by default): the screen sees it complete,
      // and A stays chosen and shown as completed; a unit of A started before (repaired, back at
      // the test) still finishes on it.
      await openStation(page, baseUrl, 'passing', 'ASM-L1-S02', A);
      const completed = await api.post('/work_order/complete', { ids: [orderA.id] });
      check(completed.succeeded === 1, `completing ${A}: ${JSON.stringify(completed)}`);
      await page.locator('[data-testid=station-order-progress]', { hasText: 'Completed' }).waitFor();
      await orderChosen(page, A);
      check((await page.locator('[data-testid=station-advance]').count()) === 0, 'the screen moved on by itself');
      await page.locator('.ant-alert', { hasText: `Work order ${A} is completed` }).waitFor();
      const leftover = await scanner(page, unit[0], 'pass');
      check(!leftover.includes('counted on'), `the leftover scan reads "${leftover}"`);
      await orderChosen(page, A);
      check(
        (await page.locator('[data-testid=station-order-counted]').count()) === 0,
        'the header speaks of another order',
      );
      await screenshot('station-passing-order-completed');
    },
  },
  {
    name: 'station screens: with auto-advance on, a finished order gives way to the line’s next one, with a banner and a chime',
    async run({ page, baseUrl, password, screenshot }) {
      const api = await apiClient(baseUrl, password);
      const tag = randomBytes(3).toString('hex').toUpperCase();
      const fan = await fanRouting(api, `R-AV-${tag}`);
      // Urgent and planned long ago: the line lists them first, in this order.
      const early = { type: 'urgent', planDate: '2020-01-01' };
      const orderC = await fan.issuedOrder(`WO-AVC-${tag}`, early);
      const orderD = await fan.issuedOrder(`WO-AVD-${tag}`, early);
      const orderE = await fan.issuedOrder(`WO-AVE-${tag}`, early);
      const [C, D, E] = [orderC.code, orderD.code, orderE.code];
      const station = await api.idOf('station', 'ASM-L1-S02');
      /** The order the passing screen's context lists first after `finished`, among those taking scans. */
      const nextAfter = async (finished) => {
        const context = await api.get(`/trace/station/context?kind=passing&stationId=${station}`);
        return context.orders.find(
          (order) => order.id !== finished && ['issued', 'in_production'].includes(order.status),
        );
      };
      // The station's sounds, as their notes start.
      await page.addInitScript(() => {
        window.__notes = [];
        const start = OscillatorNode.prototype.start;
        OscillatorNode.prototype.start = function (...args) {
          window.__notes.push(this.frequency.value);
          return start.apply(this, args);
        };
      });
      const chimed = () => page.evaluate(() => window.__notes.join(',').includes('523,659,784'));

      const settings = await api.get('/work_setting/detail');
      check(settings.autoAdvance === false, 'auto-advance is on by default');
      await api.post('/work_setting/edit', { ...settings, autoAdvance: true });
      try {
        const name = await displayName(baseUrl, 'admin', password);
        await openLogin(page, `${baseUrl}/login`);
        await signIn(page, 'admin', password);
        await waitForWelcome(page, name);

        // C in production: one fan assembled on it.
        const digits = `${Date.now()}`.slice(-6);
        await openStation(page, baseUrl, 'assembly', 'ASM-L1-S01', C);
        await scanner(page, `TF${digits}9001`, 'pass');
        await scanner(page, `MD35-AV${tag}-1`, 'pass');
        await scanner(page, `CBL-AV${tag}`, 'pass');

        // C completes while the passing screen has it chosen: the screen moves to D by itself.
        await openStation(page, baseUrl, 'passing', 'ASM-L1-S02', C);
        const completed = await api.post('/work_order/complete', { ids: [orderC.id] });
        check(completed.succeeded === 1, `completing ${C}: ${JSON.stringify(completed)}`);
        check((await nextAfter(orderC.id))?.code === D, `the line lists another order than ${D} next`);
        const banner = page.locator('[data-testid=station-advance]');
        await banner.filter({ hasText: `Work order ${C} completed: now on work order ${D}` }).waitFor();
        await orderChosen(page, D);
        check(await chimed(), 'no chime was played');
        await screenshot('station-auto-advance-en-US');
        // The banner stays (a later refresh keeps it) until dismissed, and D stays chosen.
        await page.waitForTimeout(2_000);
        check(await banner.isVisible(), 'the banner went away by itself');
        await banner.locator('.ant-alert-close-icon').click();
        await banner.waitFor({ state: 'detached' });
        await orderChosen(page, D);

        // In Chinese: D closes, the screen moves to E.
        await page.goto(`${baseUrl}/station/passing?lang=zh-CN`);
        await orderChosen(page, D);
        await page.locator('[data-testid=station-scan]:not([disabled])').waitFor();
        const closed = await api.post('/work_order/close', { ids: [orderD.id] });
        check(closed.succeeded === 1, `closing ${D}: ${JSON.stringify(closed)}`);
        await banner.filter({ hasText: `工单 ${D} 已关闭：已切换到工单 ${E}` }).waitFor();
        await orderChosen(page, E);
        await screenshot('station-auto-advance-zh-CN');

        // The settings page shows the setting on.
        await page.goto(`${baseUrl}/work/setting?lang=en-US`);
        await page.locator('[data-testid=work-setting-advance][aria-checked=true]').waitFor();
      } finally {
        await api.post('/work_setting/edit', settings);
      }
    },
  },
];

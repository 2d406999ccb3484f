// Station screens as the floor uses them, as the demo administrator on line ASM-L1 (orders A and
// B set up through the API on a fan routing: assembly, test, packing, repair).
// 1. A keyboard-wedge scanner types fast and ends with Enter into whatever holds the focus: after
//    every kind of tap on every screen (FAIL and a defect, PASS, next unit, a modal opened and
//    cancelled, a picker's option, a repair, a return step, the full-screen toggle, the console's
//    tab bar) its scan lands.
// 2. The work order changes only when the operator chooses it: not when another workstation is
//    picked, not when the chosen order completes (a unit of it started before still finishes on
//    it); a unit of another order counts on its own order, and the screen says so.
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
      const newOrder = async (code) => {
        const order = await fan.newOrder(code);
        const issued = await api.post('/work_order/issue', { ids: [order.id] });
        check(issued.succeeded === 1, `issuing ${code}: ${JSON.stringify(issued)}`);
        return order;
      };
      const orderA = await newOrder(`WO-STA-${tag}`);
      const orderB = await newOrder(`WO-STB-${tag}`);
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

      // A completes while chosen: it stays chosen and shown as completed; a unit of A started
      // before (repaired, back at the test) still finishes on it.
      await openStation(page, baseUrl, 'passing', 'ASM-L1-S02', A);
      const completed = await api.post('/work_order/complete', { ids: [orderA.id] });
      check(completed.succeeded === 1, `completing ${A}: ${JSON.stringify(completed)}`);
      await page.reload();
      await orderChosen(page, A);
      await page.locator('[data-testid=station-order-progress]', { hasText: 'Completed' }).waitFor();
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
];

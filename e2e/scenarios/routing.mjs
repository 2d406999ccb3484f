// Routing editor: processes created through the API, then a routing built in the visual editor by
// dragging processes from the palette, the + button and the keyboard, reordered by drag and keys,
// given a repair branch back to an earlier step; the server's refusal (a taken code) is shown,
// the saved routing comes back the same after a reload, and a first step is dragged to the end.
import { randomBytes } from 'node:crypto';
import { check, displayName, openLogin, signIn, waitForWelcome } from '../helpers.mjs';

async function api(baseUrl, password) {
  const login = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'en-US' },
    body: JSON.stringify({ account: 'admin', password }),
  });
  const { data } = await login.json();
  const headers = {
    'content-type': 'application/json',
    authorization: `Bearer ${data.token}`,
    'accept-language': 'en-US',
  };
  return async (path, body) => {
    const answer = await (
      await fetch(`${baseUrl}/api${path}`, { method: 'POST', headers, body: JSON.stringify(body) })
    ).json();
    check(answer.success, `${path}: ${answer.message}`);
    return answer.data;
  };
}

/** Drags with the mouse in small steps (dnd-kit's pointer sensor starts after a few pixels). */
async function drag(page, from, to, { toRightEdge = false } = {}) {
  const a = await from.boundingBox();
  const b = await to.boundingBox();
  check(a && b, 'drag: source or target not visible');
  const x2 = toRightEdge ? b.x + b.width - 20 : b.x + b.width / 2;
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  for (let i = 1; i <= 12; i++)
    await page.mouse.move(
      a.x + a.width / 2 + ((x2 - a.x - a.width / 2) * i) / 12,
      a.y + a.height / 2 + ((b.y + b.height / 2 - a.y - a.height / 2) * i) / 12,
    );
  await page.waitForTimeout(150);
  await page.mouse.up();
  await page.waitForTimeout(250);
}

/** The process codes of the flow, in order. */
async function flow(page) {
  return page
    .locator('[data-testid^=routing-step-]')
    .evaluateAll((nodes) => nodes.map((node) => node.dataset.processCode));
}

export const scenarios = [
  {
    name: 'routing: build a routing in the editor by dragging, add a repair branch, save, reload and see it',
    async run({ page, baseUrl, password, screenshot }) {
      const tag = randomBytes(3).toString('hex').toUpperCase();
      const code = (n) => `E${tag}-${n}`;
      const post = await api(baseUrl, password);
      const made = {};
      for (const [n, name, type] of [
        ['10', 'Paste printing', 'normal'],
        ['20', 'Placement', 'normal'],
        ['30', 'AOI inspection', 'inspection'],
        ['90', 'Repair bench', 'repair'],
      ])
        made[n] = await post('/process/add', { code: code(n), name, type, mandatoryScan: true });
      await post('/routing/add', { code: `RT-${tag}-TAKEN`, name: 'Taken', steps: [{ processId: made['10'].id }] });

      const name = await displayName(baseUrl, 'admin', password);
      await openLogin(page, `${baseUrl}/login`);
      await signIn(page, 'admin', password);
      await waitForWelcome(page, name);
      await page.goto(`${baseUrl}/process/routing`);
      await page.locator('[data-testid=routing-add]').click();
      await page.locator('[data-testid=routing-editor]').waitFor();
      await page.locator('[data-testid=palette-search]').fill(`E${tag}`);
      await page.locator(`[data-testid="palette-${code('30')}"]`).waitFor();

      const canvas = page.locator('[data-testid=routing-canvas]');
      // 1: drag onto the empty flow; 2: the + button; 3: Enter on the palette item; 4: drag the repair process.
      await drag(page, page.locator(`[data-testid="palette-${code('10')}"]`), canvas);
      check((await flow(page)).join() === code('10'), `after the first drag the flow is ${await flow(page)}`);
      await page.locator(`[data-testid="palette-add-${code('20')}"]`).click();
      await page.locator(`[data-testid="palette-${code('30')}"]`).focus();
      await page.keyboard.press('Enter');
      await drag(page, page.locator(`[data-testid="palette-${code('90')}"]`), canvas, { toRightEdge: true });
      let order = await flow(page);
      check(order.join() === [10, 20, 30, 90].map(code).join(), `built flow ${order}`);

      // Reorder by drag: step 2 onto step 1, then back with Alt+→ on the focused step.
      await drag(page, page.locator('[data-testid=routing-step-2]'), page.locator('[data-testid=routing-step-1]'));
      order = await flow(page);
      check(order.join() === [20, 10, 30, 90].map(code).join(), `after dragging step 2 to the front: ${order}`);
      await page.locator('[data-testid=routing-step-1]').focus();
      await page.keyboard.press('Alt+ArrowRight');
      order = await flow(page);
      check(order.join() === [10, 20, 30, 90].map(code).join(), `after Alt+→: ${order}`);

      // The repair step returns to the nearest earlier step (3, AOI) by default; choose step 2 instead.
      await page.locator('[data-testid=routing-step-4]').click();
      await page.locator('[data-testid=return-arrow-4-3]').waitFor();
      await page.locator('[data-testid=step-return-to]').click();
      await page
        .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: `Step 2 · ${code('20')}` })
        .click();
      await page.locator('[data-testid=return-arrow-4-2]').waitFor();
      // The NG arrow leaves the inspection (step 3), where units fail; "Returns to step 2" fits its card.
      await page.locator('[data-testid=ng-arrow-3-4]').waitFor({ state: 'attached' });
      const card = await page.locator('[data-testid=routing-step-4]').boundingBox();
      const label = await page.locator('[data-testid=routing-return-4]').boundingBox();
      check(
        label.x >= card.x && label.x + label.width <= card.x + card.width,
        `"Returns to step 2" spills out of its card: ${JSON.stringify({ card, label })}`,
      );
      // An ordinary step's repair switch says why it cannot be turned on.
      await page.locator('[data-testid=routing-step-1]').click();
      check(await page.locator('[data-testid=step-repair]').isDisabled(), 'the repair switch of step 1 is enabled');
      const why = (await page.locator('[data-testid=step-repair-why]').innerText()).trim();
      check(why.includes('Repair') && why.includes('Normal'), `the disabled repair switch says "${why}"`);
      await screenshot('routing-editor-repair-why');

      // A taken code: the server's refusal is shown and nothing is saved.
      await page.locator('[data-testid=routing-code]').fill(`RT-${tag}-TAKEN`);
      await page.locator('[data-testid=routing-name]').fill('E2E board line');
      await page.locator('[data-testid=routing-save]').click();
      const refusal = page.locator('[data-testid=routing-server-error]');
      await refusal.waitFor();
      const refusalText = (await refusal.innerText()).trim();
      check(refusalText === `The routing code RT-${tag}-TAKEN is already in use`, `refusal "${refusalText}"`);
      check(!new URL(page.url()).searchParams.get('id'), 'the refused routing got an id');

      await page.locator('[data-testid=routing-code]').fill(`RT-${tag}`);
      await page.locator('[data-testid=routing-save]').click();
      await page.waitForURL((url) => Boolean(url.searchParams.get('id')));
      await screenshot('routing-editor-saved');

      await page.reload();
      await page.locator('[data-testid=routing-step-4]').waitFor();
      order = await flow(page);
      check(order.join() === [10, 20, 30, 90].map(code).join(), `after reload: ${order}`);
      await page.locator('[data-testid=return-arrow-4-2]').waitFor();
      check((await page.locator('[data-testid=routing-code]').inputValue()) === `RT-${tag}`, 'the code after reload');

      // The list shows it with its flow.
      await page.goto(`${baseUrl}/process/routing`);
      const row = page.locator('tr', { has: page.locator(`[data-testid="routing-open-RT-${tag}"]`) });
      await row.waitFor();
      const text = await row.innerText();
      check(
        text.includes(code('10')) && text.includes(code('90')) && text.includes('E2E board line'),
        `list row: ${text}`,
      );
    },
  },
];

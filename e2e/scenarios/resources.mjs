// The resource kit's pages as a user works them: a unit of measure is added, found by the search
// form, edited; a material in it is added (its enum and reference inputs), shown in the detail
// drawer with its unit, exported as .xlsx by the export button; the unit's delete is refused while
// the material uses it; both are deleted; a quality catalogue's form refuses a bad code.
import { check, displayName, openLogin, signIn, waitForWelcome } from '../helpers.mjs';
import { rowAction, saveDialog, search } from '../kit-helpers.mjs';
import { choose, input } from '../station-helpers.mjs';

const stamp = Date.now().toString(36).toUpperCase();
const UNIT = `U-${stamp}`;
const MATERIAL = `M-${stamp}`;

export const scenarios = [
  {
    name: 'resources: add, search, edit, detail, export and delete through the kit (units and materials); a refused delete and a refused code',
    async run({ page, baseUrl, password, screenshot }) {
      const name = await displayName(baseUrl, 'admin', password);
      await openLogin(page, `${baseUrl}/login`);
      await signIn(page, 'admin', password);
      await waitForWelcome(page, name);

      // A unit: added with its decimals, found by code, renamed.
      await page.goto(`${baseUrl}/material/unit`);
      await page.locator('[data-testid=unit-add]').click();
      await input(page, 'unit-name').fill('Test unit');
      await input(page, 'unit-code').fill(UNIT);
      await input(page, 'unit-precision').fill('2');
      await saveDialog(page);
      await search(page, UNIT);
      await rowAction(page, UNIT, 'edit');
      await input(page, 'unit-name').fill('Test unit renamed');
      await saveDialog(page);
      await page.locator('.ant-table-row', { hasText: 'Test unit renamed' }).waitFor();

      // A material in it: enum inputs keep their defaults, the unit is picked by the reference input.
      await page.goto(`${baseUrl}/material/material`);
      await page.locator('[data-testid=material-add]').click();
      await input(page, 'material-name').fill('Test material');
      await input(page, 'material-code').fill(MATERIAL);
      await choose(page, 'material-unitId', UNIT);
      await input(page, 'material-safetyStock').fill('1.25');
      await saveDialog(page);
      await search(page, MATERIAL);
      const row = page.locator('.ant-table-row', { hasText: MATERIAL }).first();
      check((await row.innerText()).includes('1.25'), 'the safety stock is not shown with the unit’s decimals');

      // The detail drawer shows the unit by code and name.
      await rowAction(page, MATERIAL, 'detail');
      const drawer = page.locator('[data-testid=material-detail]');
      await drawer.getByText(`${UNIT} Test unit renamed`).waitFor();
      await screenshot('resources-material-detail');
      await drawer.locator('.ant-drawer-close').click();

      // The export button downloads the filtered list.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.locator('[data-testid=material-export]').click(),
      ]);
      check(download.suggestedFilename().endsWith('.xlsx'), `export named ${download.suggestedFilename()}`);

      // The unit cannot go while the material uses it.
      await page.goto(`${baseUrl}/material/unit`);
      await search(page, UNIT);
      await rowAction(page, UNIT, 'delete');
      await page.locator('.ant-modal-confirm .ant-btn-dangerous').click();
      const refusal = page.locator('.ant-message-warning').first();
      await refusal.waitFor();
      check(
        (await refusal.innerText()).includes(MATERIAL),
        `the refusal does not name the material: ${await refusal.innerText()}`,
      );
      await screenshot('resources-unit-in-use');

      // Material, then unit, deleted.
      await page.goto(`${baseUrl}/material/material`);
      await search(page, MATERIAL);
      await rowAction(page, MATERIAL, 'delete');
      await page.locator('.ant-modal-confirm .ant-btn-dangerous').click();
      await page.locator('.ant-table-row', { hasText: MATERIAL }).waitFor({ state: 'detached' });
      await page.goto(`${baseUrl}/material/unit`);
      await search(page, UNIT);
      await rowAction(page, UNIT, 'delete');
      await page.locator('.ant-modal-confirm .ant-btn-dangerous').click();
      await page.locator('.ant-table-row', { hasText: UNIT }).waitFor({ state: 'detached' });

      // A quality catalogue's form checks the code's characters before anything is sent.
      await page.goto(`${baseUrl}/quality/defect-type`);
      await page.locator('[data-testid=defectType-add]').click();
      await input(page, 'defectType-name').fill('Bad code');
      await input(page, 'defectType-code').fill('has space');
      await page.locator('.ant-modal:visible .ant-btn-primary').click();
      await page.locator('.ant-modal:visible .ant-form-item-explain-error').first().waitFor();
      await screenshot('resources-code-refused');
    },
  },
];

// Labels (issue 5), end to end through the pages: the enterprise administrator creates a barcode
// rule on its page (and edits it: its Length field once refused every number), creates a print
// template, designs a label with a QR code and the serial as text in the label designer (palette,
// property panel, save), generates 10 serial numbers from the rule in the print dialog and
// downloads the labels as a PDF; the PDF holds one page per label with the 10 serial texts
// (pdf.js extracts them). The API only checks results.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiSession, check, openLogin, signIn } from '../helpers.mjs';

const PRINT_TEMPLATE_TYPE = 'product';
const ARTIFACTS = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'artifacts');

/** The text of every page of a PDF, one string per page. */
async function pdfPageTexts(bytes) {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const pdf = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false }).promise;
  const pages = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => item.str ?? '').join(' '));
  }
  await pdf.destroy();
  return pages;
}

/** Sets an antd InputNumber of the property panel (select all, type, leave the field). */
async function setNumber(page, testId, value) {
  const input = page.locator(`[data-testid=${testId}]`);
  await input.click();
  await input.press('Control+a');
  await input.fill(String(value));
  await input.press('Tab');
}

export const scenarios = [
  {
    name: 'labels: create and edit a barcode rule on its page, design a label with a QR code, generate 10 serials and print them as PDF',
    async run({ page, baseUrl, password, screenshot }) {
      const tag = randomBytes(3).toString('hex').toUpperCase();
      const code = `E2E-LBL-${tag}`;
      const api = await apiSession(baseUrl, 'admin', password);
      const ruleCode = `E2E-SN-${tag}`;

      await openLogin(page, `${baseUrl}/login`);
      await signIn(page, 'admin', password);
      await page.waitForURL((url) => url.pathname === '/welcome');

      // A new barcode rule through its page, keeping the form's Length (20) and its elements
      // (date and a 4-digit serial), then edited to Length 18: both saves must reach the server.
      await page.goto(`${baseUrl}/label/barcode-rule`);
      await page.locator('[data-testid=barcode-rule-add]').click();
      await page.locator('[data-testid=barcode-rule-name]').fill(`E2E serials ${tag}`);
      await page.locator('[data-testid=barcode-rule-code]').fill(ruleCode);
      await page.locator('[data-testid=barcode-rule-prefix]').fill(`Q${tag}`);
      check(
        (await page.locator('[data-testid=barcode-rule-length]').inputValue()) === '20',
        'the new rule form does not offer Length 20',
      );
      await page.getByRole('button', { name: /^(OK|Submit|确 定|确定)$/ }).click();
      await page.locator('.ant-modal').waitFor({ state: 'hidden' });
      const added = (await api.get(`/barcode_rule/page?code=${ruleCode}`)).rows[0];
      check(added?.length === 20, `the new rule was not saved with Length 20: ${JSON.stringify(added)}`);

      const ruleRow = page.locator('tr', { hasText: ruleCode });
      await ruleRow.locator('[data-testid=table-action-edit]').click();
      await setNumber(page, 'barcode-rule-length', 18);
      await page.getByRole('button', { name: /^(OK|Submit|确 定|确定)$/ }).click();
      await page.locator('.ant-modal').waitFor({ state: 'hidden' });
      const rule = (await api.get(`/barcode_rule/page?code=${ruleCode}`)).rows[0];
      check(rule?.length === 18, `the edited rule was not saved with Length 18: ${JSON.stringify(rule)}`);

      // A new template through the list page's form.
      await page.goto(`${baseUrl}/label/print-template`);
      await page.locator('[data-testid=print-template-add]').click();
      await page.locator('[data-testid=print-template-name]').fill(`QR label ${tag}`);
      await page.locator('[data-testid=print-template-code]').fill(code);
      await page.getByRole('button', { name: /^(OK|Submit|确 定|确定)$/ }).click();
      const link = page.locator(`[data-testid=print-template-${code}]`);
      await link.waitFor();

      // The designer: a QR code of the serial and the serial as text beside it.
      await link.click();
      await page.waitForURL((url) => url.pathname.endsWith('/designer'));
      await page.locator('[data-testid=designer-canvas]').waitFor();
      await page.locator('[data-testid=palette-qrcode]').click();
      await page.locator('[data-testid=designer-element-qrcode1]').waitFor();
      // Drag the QR code 2 mm right and down on the canvas (8 px per mm at 100 %).
      const qr = await page.locator('[data-testid=designer-element-qrcode1]').boundingBox();
      await page.mouse.move(qr.x + qr.width / 2, qr.y + qr.height / 2);
      await page.mouse.down();
      await page.mouse.move(qr.x + qr.width / 2 + 8, qr.y + qr.height / 2 + 8, { steps: 4 });
      await page.mouse.up();
      await page.locator('[data-testid=palette-field]').click();
      await page.locator('[data-testid=designer-element-field1]').waitFor();
      await setNumber(page, 'prop-x', 25);
      await setNumber(page, 'prop-y', 10);
      await setNumber(page, 'prop-width', 33);
      await screenshot('labels-designer');
      await page.locator('[data-testid=designer-save]').click();
      await page
        .getByText(/^Saved$/)
        .first()
        .waitFor();

      const saved = (await api.get(`/print_template/page?code=${code}`)).rows[0];
      check(saved, `template ${code} not found`);
      const qrElement = saved.design.elements.find((element) => element.type === 'barcode');
      check(
        qrElement?.symbology === 'qrcode' && qrElement.field === 'serial',
        `no QR code of the serial in ${JSON.stringify(saved.design)}`,
      );
      check(qrElement.x > 2 && qrElement.y > 2, `the QR code was not dragged: ${JSON.stringify(qrElement)}`);
      const textElement = saved.design.elements.find((element) => element.type === 'field');
      check(
        textElement?.field === 'serial' && textElement.x === 25,
        `no serial text at x 25: ${JSON.stringify(textElement)}`,
      );

      // Print: 10 serials generated from the rule in the dialog, then the PDF.
      await page.getByRole('button', { name: 'Back to templates' }).click();
      await page.waitForURL((url) => url.pathname.endsWith('/print-template'));
      const row = page.locator('tr', { has: page.locator(`[data-testid=print-template-${code}]`) });
      await row.locator('[data-testid=table-action-print]').click();
      await page.locator('[data-testid=print-serials]').waitFor();
      const ruleSelect = page.locator('[data-testid=print-rule]');
      await ruleSelect.click();
      await page.keyboard.type(ruleCode);
      await page.locator('.ant-select-item-option', { hasText: ruleCode }).click();
      await page.locator('[data-testid=print-count]').fill('10');
      await page.locator('[data-testid=print-generate]').click();
      await page.waitForFunction(
        () => document.querySelector('[data-testid=print-serials]')?.value.split('\n').filter(Boolean).length === 10,
      );
      const serials = (await page.locator('[data-testid=print-serials]').inputValue()).split('\n').filter(Boolean);
      check(new Set(serials).size === 10, `expected 10 distinct serials, got ${serials.join(', ')}`);
      check(
        serials.every((serial) => serial.startsWith(`Q${tag}`)),
        `serials not from the rule: ${serials.join(', ')}`,
      );
      await page.locator('[data-testid=print-preview]').waitFor();
      await screenshot('labels-print');

      const download = page.waitForEvent('download');
      await page.locator('[data-testid=print-pdf]').click();
      const file = path.join(ARTIFACTS, `labels-${tag}.pdf`);
      await (await download).saveAs(file);
      const pages = await pdfPageTexts(readFileSync(file));
      check(pages.length === 10, `the PDF has ${pages.length} pages instead of 10`);
      for (const [index, serial] of serials.entries())
        check(pages[index].includes(serial), `page ${index + 1} of the PDF lacks ${serial}: "${pages[index]}"`);
      check(rule.id, 'no barcode rule');
    },
  },
  {
    name: 'labels: the print dialog fills its fields from a picked work order or product, and the designer places new elements where none is',
    async run({ page, baseUrl, password, screenshot }) {
      const tag = randomBytes(3).toString('hex').toUpperCase();
      const code = `E2E-PRN-${tag}`;
      const api = await apiSession(baseUrl, 'admin', password);
      const order = (await api.get('/work_order/page?pageSize=1&scope=all&code=WO-DEMO')).rows[0];
      check(order, 'the demo has no work order');
      const products = (await api.get('/product/page?pageSize=20')).rows;
      const product = products.find((row) => row.id !== order.productId);
      check(product, 'the demo has no second product');
      await api.post('/print_template/add', {
        code,
        name: `Picked ${tag}`,
        type: PRINT_TEMPLATE_TYPE,
        paperWidth: 60,
        paperHeight: 40,
      });

      await openLogin(page, `${baseUrl}/login`);
      await signIn(page, 'admin', password);
      await page.waitForURL((url) => url.pathname === '/welcome');
      await page.goto(`${baseUrl}/label/print-template`);
      const row = page.locator('tr', { has: page.locator(`[data-testid=print-template-${code}]`) });
      await row.locator('[data-testid=table-action-print]').click();
      await page.locator('[data-testid=print-serials]').waitFor();

      const field = (name) => page.locator(`[data-testid=print-field-${name}]`);
      const pick = async (testId, text) => {
        await page.locator(`[data-testid=${testId}]`).click();
        await page.keyboard.type(text);
        await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: text }).first().click();
      };
      const valueIs = async (name, expected) => {
        await page.waitForFunction(
          ([testId, want]) => document.querySelector(`[data-testid=${testId}]`)?.value === want,
          [`print-field-${name}`, expected],
        );
      };
      // A work order: its number, its product's code and name, its plan quantity.
      await pick('print-work-order', order.code);
      await valueIs('orderNumber', order.code);
      await valueIs('productCode', order.productCode);
      await valueIs('productName', order.productName);
      await valueIs('quantity', String(order.planQuantity));
      await field('batchNumber').fill(`B-${tag}`);
      await screenshot('labels-print-from-order');
      // A product: its code and name replace the order's product; order number and batch stay.
      await pick('print-product', product.code);
      await valueIs('productCode', product.code);
      await valueIs('productName', product.name);
      await valueIs('orderNumber', order.code);
      await valueIs('batchNumber', `B-${tag}`);
      // Typing by hand still works.
      await field('productName').fill(`Typed ${tag}`);
      await valueIs('productName', `Typed ${tag}`);
      await page.locator('[data-testid=print-serials]').fill(`SN-${tag}-1`);
      await page.locator('.ant-modal-footer button', { hasText: 'Close' }).click();
      await page.locator('.ant-modal').waitFor({ state: 'hidden' });

      // The designer: four palette items in a row land where no other element is.
      await page.locator(`[data-testid=print-template-${code}]`).click();
      await page.waitForURL((url) => url.pathname.endsWith('/designer'));
      await page.locator('[data-testid=designer-canvas]').waitFor();
      for (const item of ['qrcode', 'field', 'text', 'code128']) {
        await page.locator(`[data-testid=palette-${item}]`).click();
        await page.locator(`[data-testid=designer-element-${item}1]`).waitFor();
      }
      const boxes = [];
      for (const id of ['qrcode1', 'field1', 'text1', 'code1281'])
        boxes.push({ id, ...(await page.locator(`[data-testid=designer-element-${id}]`).boundingBox()) });
      for (const [i, a] of boxes.entries())
        for (const b of boxes.slice(i + 1))
          check(
            !(
              a.x < b.x + b.width - 1 &&
              b.x < a.x + a.width - 1 &&
              a.y < b.y + b.height - 1 &&
              b.y < a.y + a.height - 1
            ),
            `${a.id} and ${b.id} overlap: ${JSON.stringify([a, b])}`,
          );
      await screenshot('labels-designer-placed');
      await api.logout();
    },
  },
];

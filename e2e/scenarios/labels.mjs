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
];

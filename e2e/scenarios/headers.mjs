// Column headers (issue 14): at 1280 and 1440 px, in all four languages, no header of the BOM
// list, the BOM editor's lines or the barcode-rule list breaks inside a word ("Key materia / l"),
// and at 1440 px the barcode-rule list's Created column is not under the fixed Actions column.
import { check, openLogin, signIn } from '../helpers.mjs';

const LANGUAGES = ['en-US', 'zh-CN', 'zh-TW', 'vi-VN'];
const WIDTHS = [1280, 1440];

/**
 * Headers of the visible tables whose text goes to a new line between two characters that are not
 * separated by a space (nor after / ( 、 ·, where a break is natural). CJK headers have no spaces,
 * so they must fit on one line.
 */
function brokenHeaders(page) {
  return page.evaluate(() => {
    const out = [];
    for (const th of document.querySelectorAll('.ant-table-thead th')) {
      if (th.offsetParent === null) continue;
      const walker = document.createTreeWalker(th, NodeFilter.SHOW_TEXT);
      const chars = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (let i = 0; i < text.length; i++) {
          const range = document.createRange();
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const rect = range.getClientRects()[0];
          if (rect) chars.push({ c: text[i], top: Math.round(rect.top) });
        }
      }
      for (let i = 1; i < chars.length; i++) {
        const [a, b] = [chars[i - 1], chars[i]];
        if (b.top > a.top + 2 && /\S/.test(a.c) && /\S/.test(b.c) && !/[/(（、·-]/.test(a.c)) {
          out.push(th.innerText.replace(/\s+/g, ' ').trim());
          break;
        }
      }
    }
    return out;
  });
}

/** Whether the header cell titled `title` lies (partly) under the fixed right column or past the table's edge. */
function underFixedColumn(page, title) {
  return page.evaluate((wanted) => {
    const table = document.querySelector('.ant-table-container');
    const edge = table.getBoundingClientRect();
    const fixed = [...document.querySelectorAll('.ant-table-thead th.ant-table-cell-fix-right')];
    const cover = Math.min(edge.right, ...fixed.map((cell) => cell.getBoundingClientRect().left));
    const cell = [...document.querySelectorAll('.ant-table-thead th')].find((th) => th.textContent?.trim() === wanted);
    return !cell || cell.getBoundingClientRect().right > cover + 1;
  }, title);
}

export const scenarios = [
  {
    name: 'headers: no column header breaks inside a word at 1280 and 1440 px in four languages (BOM, BOM editor, barcode rules)',
    async run({ browser, baseUrl, password, screenshot }) {
      const problems = [];
      for (const language of LANGUAGES) {
        const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
        const page = await context.newPage();
        await openLogin(page, `${baseUrl}/login?lang=${language}`);
        await signIn(page, 'admin', password);
        await page.waitForURL((url) => url.pathname === '/welcome');
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 900 });
          for (const path of ['/process/bom', '/label/barcode-rule']) {
            await page.goto(`${baseUrl}${path}`);
            await page.locator('.ant-table-tbody tr.ant-table-row').first().waitFor();
            for (const header of await brokenHeaders(page)) problems.push(`${language} ${width} ${path}: "${header}"`);
            if (path === '/label/barcode-rule' && width === 1440 && language === 'en-US') {
              check(!(await underFixedColumn(page, 'Created')), 'at 1440 px "Created" is under the Actions column');
              await screenshot('headers-barcode-rules-1440');
            }
            if (path === '/process/bom') {
              await page.locator('[data-testid=bom-add]').click();
              await page.locator('[data-testid=bom-line-add]').click();
              await page.locator('[data-testid=bom-lines] .ant-table-thead th').first().waitFor();
              for (const header of await brokenHeaders(page))
                problems.push(`${language} ${width} BOM editor: "${header}"`);
              if (width === 1280) await screenshot(`headers-bom-editor-${language}`);
              await page.keyboard.press('Escape');
              await page.locator('[data-testid=bom-lines]').waitFor({ state: 'hidden' });
            }
          }
        }
        await context.close();
      }
      check(problems.length === 0, `headers broken inside a word:\n${problems.join('\n')}`);
    },
  },
];

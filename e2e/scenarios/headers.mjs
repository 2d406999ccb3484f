// Column headers (issue 14): at 1280 and 1440 px, in all four languages, no header of the BOM
// editor's lines breaks inside a word ("Key materia / l"). The list pages themselves are swept by
// the lists scenario.
import { check, openLogin, signIn } from '../helpers.mjs';
import { brokenHeaders } from '../table-checks.mjs';

const LANGUAGES = ['en-US', 'zh-CN', 'zh-TW', 'vi-VN'];
const WIDTHS = [1280, 1440];

export const scenarios = [
  {
    name: "headers: no header of the BOM editor's lines breaks inside a word at 1280 and 1440 px in four languages",
    async run({ browser, baseUrl, password, screenshot }) {
      const problems = [];
      for (const language of LANGUAGES) {
        const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
        const page = await context.newPage();
        await openLogin(page, `${baseUrl}/login?lang=${language}`);
        await signIn(page, 'admin', password);
        await page.waitForURL((url) => url.pathname === '/welcome');
        await page.goto(`${baseUrl}/process/bom`);
        await page.locator('.ant-table-tbody tr.ant-table-row').first().waitFor();
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 900 });
          await page.locator('[data-testid=bom-add]').click();
          await page.locator('[data-testid=bom-line-add]').click();
          await page.locator('[data-testid=bom-lines] .ant-table-thead th').first().waitFor();
          for (const header of await brokenHeaders(page)) problems.push(`${language} ${width} BOM editor: "${header}"`);
          if (width === 1280) await screenshot(`headers-bom-editor-${language}`);
          await page.keyboard.press('Escape');
          await page.locator('[data-testid=bom-lines]').waitFor({ state: 'hidden' });
        }
        await context.close();
      }
      check(problems.length === 0, `headers broken inside a word:\n${problems.join('\n')}`);
    },
  },
];

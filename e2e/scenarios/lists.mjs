// Lists at 1440 px (issue 14): the work-order list shows its essential columns without sideways
// scrolling (nothing hidden under the fixed actions column), and its destructive row actions
// (Close, Delete) wait under More, behind their confirmation, never beside Details.
import { check, openLogin, signIn } from '../helpers.mjs';

/** Essential columns of the work-order list, by their English headers. */
const ESSENTIAL = ['Order number', 'Status', 'Product', 'Line', 'Plan qty', 'Progress', 'Plan date'];

/** Header cells whose box is cut by the table's edge or lies under a fixed column. */
function hiddenHeaders(page, titles) {
  return page.evaluate((wanted) => {
    const table = document.querySelector('.ant-table-container');
    if (!table) return ['no table'];
    const edge = table.getBoundingClientRect();
    const fixedRight = [...document.querySelectorAll('.ant-table-thead th.ant-table-cell-fix-right')];
    const coverLeft = Math.min(edge.right, ...fixedRight.map((cell) => cell.getBoundingClientRect().left));
    const headers = [...document.querySelectorAll('.ant-table-thead th')];
    return wanted.filter((title) => {
      const cell = headers.find((th) => th.textContent?.trim() === title);
      if (!cell) return true;
      const box = cell.getBoundingClientRect();
      return box.right > coverLeft + 1 || box.left < edge.left - 1;
    });
  }, titles);
}

export const scenarios = [
  {
    name: 'lists: the work-order list fits its essential columns at 1440 px; Close and Delete are under More',
    async run({ page, baseUrl, password, screenshot }) {
      await page.setViewportSize({ width: 1440, height: 900 });
      await openLogin(page, `${baseUrl}/login`);
      await signIn(page, 'admin', password);
      await page.waitForURL((url) => url.pathname === '/welcome');
      await page.goto(`${baseUrl}/work/work-order`);
      await page.locator('.ant-table-tbody tr.ant-table-row').first().waitFor();

      const hidden = await hiddenHeaders(page, ESSENTIAL);
      check(hidden.length === 0, `columns hidden or cut at 1440 px: ${hidden.join(', ')}`);
      const sideways = await page.evaluate(() => {
        const content = document.querySelector('.ant-table-content, .ant-table-body');
        return content ? content.scrollWidth - content.clientWidth : 0;
      });
      check(sideways <= 1, `the work-order list scrolls sideways by ${sideways} px at 1440 px`);

      const inline = await page.locator('.ant-table-tbody [data-testid^=table-action-]').allInnerTexts();
      check(
        !inline.some((text) => /^(Close|Delete)$/.test(text.trim())),
        `a destructive action stands inline: ${inline.join(', ')}`,
      );
      await screenshot('lists-work-orders-1440');
    },
  },
];

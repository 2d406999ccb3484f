// Lists (issue 14): every built list page of the menu, in all four languages, shows its columns
// at 1440 px without sideways scrolling (none cut by the table's edge or under the fixed Actions
// column; narrower screens may scroll), and at 1280 and 1440 px breaks no header inside a word and
// keeps each row's actions on one line; the work-order list's destructive row actions (Close,
// Delete) wait under More, behind their confirmation, never beside Details.
import { fileURLToPath } from 'node:url';
import { check, openLogin, signIn } from '../helpers.mjs';
import { brokenHeaders, hiddenHeaders, menuPages, wrappedActionCells } from '../table-checks.mjs';

const LANGUAGES = ['en-US', 'zh-CN', 'zh-TW', 'vi-VN'];
const WIDTHS = [1280, 1440];
/** The width at which every column must be in view (item 12); below it a list may scroll sideways. */
const FIT_WIDTH = 1440;
/** Essential columns of the work-order list, by their English headers. */
const WORK_ORDER_ESSENTIAL = ['Order number', 'Status', 'Product', 'Line', 'Plan qty', 'Progress', 'Plan date'];
/** Pages screenshot in each language, at 1280 px, for a look at the result. */
const SHOTS = ['/work/work-order', '/factory/station', '/process/scan-config', '/work/report'];
/** The andon set-up lists (issue 19): found among the menu's pages and checked like every list. */
const ANDON_LISTS = ['alarm-type', 'label', 'alarm-item', 'escalation', 'authorization'].map(
  (page) => `/andon-config/${page}`,
);
const ARTIFACTS = fileURLToPath(new URL('../artifacts/', import.meta.url));

/**
 * Opens `path` the way a menu click does (no reload); resolves with how many tables it shows once
 * they have their rows (0 when none appears within `wait` ms). Earlier pages stay open in hidden tabs.
 */
async function openPage(page, path, wait) {
  // The tables shown so far are marked, so the new page's are told from the old page's until it hides.
  await page.evaluate((to) => {
    for (const table of document.querySelectorAll('.ant-table-wrapper')) table.dataset.seen = '';
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForURL((url) => url.pathname === path);
  const found = await page
    .locator('.ant-table-wrapper:not([data-seen]):visible')
    .first()
    .waitFor({ timeout: wait })
    .then(() => true)
    .catch(() => false);
  if (!found) return 0;
  await page.waitForFunction(() =>
    [...document.querySelectorAll('.ant-table-wrapper')]
      .filter((table) => table.offsetParent !== null)
      .every(
        (table) =>
          !table.querySelector('.ant-spin-spinning') && table.querySelector('.ant-table-row, .ant-table-placeholder'),
      ),
  );
  return page.locator('.ant-table-wrapper:visible').count();
}

/** Signs `account` in, in `language`, in a context of its own. */
async function signedIn(browser, baseUrl, account, password, language) {
  const context = await browser.newContext({ viewport: { width: WIDTHS[0], height: 900 }, locale: language });
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  await openLogin(page, `${baseUrl}/login?lang=${language}`);
  await signIn(page, account, password);
  await page.waitForURL((url) => url.pathname === '/welcome');
  return { context, page };
}

export const scenarios = [
  {
    name: 'lists: every list page fits its columns at 1440 px, with whole headers and one-line row actions at 1280 and 1440 px, in four languages',
    async run({ browser, baseUrl, password }) {
      // The enterprise's pages as its administrator sees them (with the demo's rows), and the
      // platform's own as the super administrator.
      const enterprise = await menuPages(baseUrl, 'admin', password);
      const platform = (await menuPages(baseUrl, 'superAdmin', password)).filter((path) => !enterprise.includes(path));
      check(enterprise.length > 20 && platform.length > 0, `menu pages: ${enterprise.length} + ${platform.length}`);
      const problems = [];
      /** Paths found to show a table (in the first language; the others visit only those). */
      const withTables = new Set();
      for (const [index, language] of LANGUAGES.entries()) {
        for (const [account, paths] of [
          ['admin', enterprise],
          ['superAdmin', platform],
        ]) {
          const { context, page } = await signedIn(browser, baseUrl, account, password, language);
          for (const path of index === 0 ? paths : paths.filter((known) => withTables.has(known))) {
            for (const width of WIDTHS) {
              await page.setViewportSize({ width, height: 900 });
              const where = `${language} ${width} ${path}`;
              if (width === WIDTHS[0]) {
                const opened = await openPage(page, path, index === 0 ? 3_000 : 15_000).catch((error) => {
                  problems.push(`${where}: tables not loaded (${error.message.split('\n')[0]})`);
                  return 0;
                });
                if (opened === 0) break;
                withTables.add(path);
              } else await page.waitForTimeout(200); // breakpoints re-render the columns
              if (width === FIT_WIDTH)
                for (const header of await hiddenHeaders(page))
                  problems.push(`${where}: "${header}" cut or under Actions`);
              for (const header of await brokenHeaders(page))
                problems.push(`${where}: header "${header}" broken in a word`);
              const wrapped = await wrappedActionCells(page);
              if (wrapped.length > 0) problems.push(`${where}: row actions on several lines or cut ("${wrapped[0]}")`);
              if (width === WIDTHS[0] && SHOTS.includes(path))
                await page.screenshot({ path: `${ARTIFACTS}lists${path.replaceAll('/', '-')}-${language}.png` });
            }
          }
          await context.close();
        }
      }
      check(withTables.size > 20, `tables found on ${withTables.size} menu pages only`);
      const andonMissing = ANDON_LISTS.filter((path) => !withTables.has(path));
      check(andonMissing.length === 0, `andon lists without a table: ${andonMissing.join(', ')}`);
      check(problems.length === 0, `${problems.length} list problems:\n${problems.join('\n')}`);
    },
  },
  {
    name: 'lists: the work-order list fits its essential columns at 1440 px; Close and Delete are under More',
    async run({ page, baseUrl, password, screenshot }) {
      await page.setViewportSize({ width: 1440, height: 900 });
      await openLogin(page, `${baseUrl}/login`);
      await signIn(page, 'admin', password);
      await page.waitForURL((url) => url.pathname === '/welcome');
      await page.goto(`${baseUrl}/work/work-order`);
      await page.locator('.ant-table-tbody tr.ant-table-row').first().waitFor();

      const hidden = await hiddenHeaders(page, WORK_ORDER_ESSENTIAL);
      check(hidden.length === 0, `columns hidden or cut at 1440 px: ${hidden.join(', ')}`);
      const inline = await page.locator('.ant-table-tbody [data-testid^=table-action-]').allInnerTexts();
      check(
        !inline.some((text) => /^(Close|Delete)$/.test(text.trim())),
        `a destructive action stands inline: ${inline.join(', ')}`,
      );
      await screenshot('lists-work-orders-1440');
    },
  },
];

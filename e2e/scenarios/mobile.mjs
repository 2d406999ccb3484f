// /mobile on a phone (issue 14): a phone that opens the console is sent to /mobile, which is no
// dead end: it looks up a serial's trace, lists work-order progress, shows the user's messages
// and signs out. The demo history's units and orders are the data; the API only finds them.
import { apiSession, check, openLogin, signIn } from '../helpers.mjs';

const PHONE = {
  viewport: { width: 390, height: 844 },
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  isMobile: true,
  hasTouch: true,
};

/** The first unit of a completed demo order, and that order. */
async function demoUnit(api) {
  const orders = await api.get('/work_order/page?scope=all&status=completed&pageSize=1');
  const order = orders.rows[0];
  check(order, 'the demo history has no completed order');
  const chain = await api.get(`/trace/chain?code=${encodeURIComponent(order.code)}`);
  const units = [];
  const walk = (nodes) => {
    for (const node of nodes) {
      if (node.kind === 'unit') units.push(node.code);
      walk(node.children);
    }
  };
  walk(chain.roots);
  check(units.length > 0, `no units in the chain of ${order.code}`);
  return { order, serial: units[0] };
}

export const scenarios = [
  {
    name: 'mobile: a phone lands on /mobile, looks up a serial and work-order progress, reads its messages, signs out',
    async run({ browser, baseUrl, password }) {
      const api = await apiSession(baseUrl, 'admin', password);
      const { serial } = await demoUnit(api);
      await api.logout();

      for (const locale of ['en-US', 'zh-CN']) {
        const context = await browser.newContext({ ...PHONE, locale });
        const page = await context.newPage();
        const errors = [];
        page.on('pageerror', (error) => errors.push(error.message));
        try {
          await openLogin(page, `${baseUrl}/login?lang=${locale}`);
          await signIn(page, 'admin', password);
          await page.waitForURL((url) => url.pathname === '/mobile');
          await page.locator('[data-testid=mobile-user]').waitFor();

          await page.locator('input[data-testid=mobile-trace-input]').fill(serial);
          await page.locator('input[data-testid=mobile-trace-input]').press('Enter');
          const unit = page.locator('[data-testid=mobile-trace-unit]');
          await unit.waitFor();
          const unitText = await unit.innerText();
          check(unitText.includes(serial), `the unit card does not name ${serial}: ${unitText}`);

          await page.locator('input[data-testid=mobile-trace-input]').fill('NO-SUCH-SERIAL-42');
          await page.locator('input[data-testid=mobile-trace-input]').press('Enter');
          await page.locator('[data-testid=mobile-trace-error]').waitFor();

          const orders = page.locator('[data-testid=mobile-orders] .ant-list-item');
          await orders.first().waitFor();
          check((await orders.count()) > 0, 'no open work orders listed');
          await page.locator('[data-testid=mobile-messages]').waitFor();

          const width = await page.evaluate(() => document.documentElement.scrollWidth);
          check(width <= 390, `the phone page scrolls sideways (${width} px wide)`);
          await page.screenshot({ path: `e2e/artifacts/mobile-${locale}.png`, fullPage: true });

          await page.locator('[data-testid=logout]').click();
          await page.waitForURL((url) => url.pathname === '/login');
          check(errors.length === 0, `uncaught errors on the phone: ${errors.join(' | ')}`);
        } finally {
          await context.close();
        }
      }
    },
  },
];

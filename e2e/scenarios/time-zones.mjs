// Times and zones, as the demo administrator in a browser whose clock is in New York while the
// enterprise works in Asia/Shanghai: a demo unit's pass at a counting process shows on the product
// trace page at the Shanghai time (not the browser's), the report analysis counts that hour in
// its hour buckets, both pages name the zone, and the production reports page shows the output
// counted by scanning beside the hand-entered reports. The same pages once more in Chinese.
import { check, displayName, openLogin, signIn, waitForWelcome } from '../helpers.mjs';
import { apiClient, input } from '../station-helpers.mjs';

const ENTERPRISE_ZONE = 'Asia/Shanghai';
const BROWSER_ZONE = 'America/New_York';

/** `YYYY-MM-DD HH:mm:ss` of an instant in a zone (what the pages must show). */
function wall(iso, timeZone) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
}

/** A demo unit's pass at a counting process in the last 7 days: its serial, order code and time. */
async function countedPass(api) {
  const counting = new Set((await api.get('/process/page?counting=true&pageSize=50')).rows.map((row) => row.id));
  check(counting.size > 0, 'the demo factory has no counting process');
  const { today } = await api.get('/production_report/calendar');
  const start = new Date(Date.parse(`${today}T00:00:00Z`) - 6 * 86_400_000).toISOString().slice(0, 10);
  const analysis = await api.get(`/production_report/analysis?startDate=${start}&endDate=${today}`);
  for (const order of analysis.orders.filter((row) => row.goodQuantity > 0)) {
    const units = await api.get(`/trace/work_order/units?workOrderId=${order.id}&status=completed&pageSize=5`);
    for (const unit of units.rows) {
      const trace = await api.get(`/trace/product?serial=${encodeURIComponent(unit.serial)}`);
      const pass = trace.events.find(
        (event) => event.action === 'pass' && event.process && counting.has(event.process.id),
      );
      if (pass && wall(pass.scannedAt, ENTERPRISE_ZONE).slice(0, 10) >= start)
        return { serial: unit.serial, at: pass.scannedAt, scanned: await newestScanned(api, start, today) };
    }
  }
  throw new Error('no demo unit passed a counting process in the last 7 days');
}

/** The work order of the first row the scanned output page shows by default (newest day first). */
async function newestScanned(api, start, today) {
  const page = await api.get(`/production_report/scanned_page?startDate=${start}&endDate=${today}&pageSize=10`);
  check(page.totalRows > 0, 'scanning counted nothing in the last 7 days');
  return page.rows[0].workOrder.code;
}

async function checkPages({ page, baseUrl, unit, screenshot, language }) {
  const zoneNote = page.locator('[data-testid=time-zone-note]', { hasText: `${ENTERPRISE_ZONE} (UTC+8)` }).first();

  // The product trace: the pass at the enterprise's time, not the browser's.
  await page.goto(`${baseUrl}/trace/product`);
  await input(page, 'product-trace-serial').fill(unit.serial);
  await input(page, 'product-trace-serial').press('Enter');
  const timeline = page.locator('[data-testid=product-trace-timeline]');
  await timeline.waitFor();
  const shown = await timeline.innerText();
  const shanghai = wall(unit.at, ENTERPRISE_ZONE);
  check(
    shown.includes(shanghai),
    `the trace does not show the pass at ${shanghai} (Shanghai): "${shown.slice(0, 300)}"`,
  );
  check(!shown.includes(wall(unit.at, BROWSER_ZONE)), "the trace shows the browser's clock");
  await zoneNote.waitFor();
  await screenshot(`time-zones-trace-${language}`);

  // The analysis: the hour that pass was scanned in has output.
  await page.goto(`${baseUrl}/work/report-analysis`);
  const hours = page.locator('[data-testid=table-output-hour]');
  await hours.waitFor();
  const hour = Number(shanghai.slice(11, 13));
  const bucket = `${String(hour).padStart(2, '0')}:00–${String(hour + 1).padStart(2, '0')}:00`;
  await hours.locator('tr', { hasText: bucket }).waitFor();
  await zoneNote.waitFor();
  await screenshot(`time-zones-analysis-${language}`);

  // Production reports: the scanned output beside the hand-entered reports, marked as such.
  await page.goto(`${baseUrl}/work/report`);
  await page.locator('[data-testid=report-tab-scanned]').click();
  const scannedTable = page.locator('.ant-tabs-tabpane-active .ant-pro-table');
  await scannedTable.locator('tr', { hasText: unit.scanned }).first().waitFor();
  await page.locator('.ant-tabs-tabpane-active [data-testid=time-zone-note]').waitFor();
  await screenshot(`time-zones-scanned-output-${language}`);
}

export const scenarios = [
  {
    name: 'time zones: a trace time and the analysis hour agree in the enterprise zone, named on the page; scanned output beside reports',
    async run({ page: _default, browser, baseUrl, password, screenshot: _shot }) {
      const api = await apiClient(baseUrl, password);
      const unit = await countedPass(api);
      const context = await browser.newContext({
        viewport: { width: 1440, height: 900 },
        locale: 'en-US',
        timezoneId: BROWSER_ZONE,
      });
      context.setDefaultTimeout(15_000);
      try {
        const page = await context.newPage();
        const errors = [];
        page.on('pageerror', (error) => errors.push(error.message));
        const screenshot = (name) =>
          page.screenshot({ path: new URL(`../artifacts/${name}.png`, import.meta.url).pathname, fullPage: true });
        const name = await displayName(baseUrl, 'admin', password);
        await openLogin(page, `${baseUrl}/login`);
        await signIn(page, 'admin', password);
        await waitForWelcome(page, name);
        await checkPages({ page, baseUrl, unit, screenshot, language: 'en-US' });

        // The same in Chinese (the account's language), then back.
        try {
          await fetchLanguage(baseUrl, password, 'zh-CN');
          await page.reload();
          await checkPages({ page, baseUrl, unit, screenshot, language: 'zh-CN' });
        } finally {
          await fetchLanguage(baseUrl, password, 'en-US');
        }
        check(errors.length === 0, `uncaught error in the page: ${errors.join(' | ')}`);
      } finally {
        await context.close();
      }
    },
  },
];

/** Sets the administrator's language (account and preferences) through the API. */
async function fetchLanguage(baseUrl, password, language) {
  const login = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account: 'admin', password }),
  });
  const { data } = await login.json();
  const response = await fetch(`${baseUrl}/api/client_theme/change_language?language=${language}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${data.token}` },
  });
  check(response.ok, `changing the language to ${language} answered ${response.status}`);
}

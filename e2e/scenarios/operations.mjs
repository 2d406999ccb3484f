// Platform operations (issue 17) through their pages: an HTTP scheduled task posts to the run's
// webhook sink every second and its runs appear in the task's runs drawer; an e-mail written on
// the e-mail page arrives at the run's local SMTP server, its HTML cleaned; a generic-webhook
// robot's "send test" reaches the sink with its signature; an internal app's version uploaded on
// its page is what `software/latest` answers to the app's token. Each scenario gets a fresh browser
// context and { page, baseUrl, password, mailbox, webhooks, screenshot }.
import { createHmac } from 'node:crypto';
import * as XLSX from '@e965/xlsx';
import { check, displayName, openLogin, signIn, waitForWelcome } from '../helpers.mjs';
import { rowAction, saveDialog, search } from '../kit-helpers.mjs';
import { choose, input } from '../station-helpers.mjs';

const stamp = Date.now().toString(36).toUpperCase();

async function signInAs(page, baseUrl, account, password) {
  const name = await displayName(baseUrl, account, password);
  await openLogin(page, `${baseUrl}/login`);
  await signIn(page, account, password);
  await waitForWelcome(page, name);
}

/** Confirms the question a row action asked (a popconfirm inline, a dialog under More). */
async function confirmAction(page) {
  await page.locator('.ant-popover:visible .ant-btn-primary, .ant-modal-confirm .ant-btn-primary').first().click();
}

/** A small real zip (an .xlsx is one): what an internal app's Windows-less, Android-less package is. */
function zipPackage() {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([['terminal', stamp]]), 'build');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' });
}

export const scenarios = [
  {
    name: 'operations: an HTTP task added and started on its page calls the webhook every second; its runs appear in the drawer',
    async run({ page, baseUrl, password, webhooks, screenshot }) {
      await signInAs(page, baseUrl, 'admin', password);
      const code = `T${stamp}`;
      const path = `/e2e-task-${stamp}`;
      await page.goto(`${baseUrl}/settings/task`);
      await page.locator('[data-testid=task-add]').click();
      await input(page, 'task-name').fill('E2E heartbeat');
      await input(page, 'task-code').fill(code);
      await input(page, 'task-url').fill(`${webhooks.baseUrl}${path}`);
      await input(page, 'task-timerType-interval').fill('1');
      await saveDialog(page);
      await search(page, code);
      await rowAction(page, code, 'start');
      await page.locator('.ant-table-row', { hasText: code }).getByText('Running').waitFor();

      const calls = await webhooks.waitFor(path, 2);
      check(
        calls.every((call) => call.method === 'GET'),
        'the task did not call with its method',
      );
      check(
        new Set(calls.map((call) => call.headers['x-takt-due'])).size === calls.length,
        'two calls carried the same tick',
      );

      await rowAction(page, code, 'runs');
      const runs = page.locator('[data-testid=task-runs] .ant-table-row');
      await page.waitForFunction(
        () => document.querySelectorAll('[data-testid=task-runs] .ant-table-row').length >= 2,
        null,
        { timeout: 20_000 },
      );
      check(
        (await runs.first().innerText()).includes('200'),
        `a run does not show the answer: ${await runs.first().innerText()}`,
      );
      await screenshot('operations-task-runs');
      await page.locator('.ant-drawer-close').click();

      await rowAction(page, code, 'stop');
      await confirmAction(page);
      await page.locator('.ant-table-row', { hasText: code }).getByText('Stopped').waitFor();
    },
  },
  {
    name: 'operations: an HTML e-mail sent from the e-mail page arrives at the SMTP server without its script, and is listed as sent',
    async run({ page, baseUrl, password, mailbox, screenshot }) {
      await signInAs(page, baseUrl, 'admin', password);
      const to = `line-lead.${stamp.toLowerCase()}@example.com`;
      const subject = `Shift report ${stamp}`;
      await page.goto(`${baseUrl}/message-center/email`);
      const recipients = page.locator('[data-testid=email-to] input');
      await recipients.fill(to);
      await recipients.press('Enter');
      await page.locator('[data-testid=email-subject]').fill(subject);
      await page.getByText('HTML', { exact: true }).click();
      await page
        .locator('[data-testid=email-body]')
        .fill('<p>Line <b>L1</b> made 120 units.</p><script>alert(1)</script>');
      await page.locator('[data-testid=email-send]').click();

      const message = await mailbox.waitFor({ to, match: (m) => m.subject === subject });
      check(message.text.includes('<b>L1</b>'), `the HTML did not arrive: ${message.text}`);
      check(!message.text.includes('<script'), 'the script was sent');
      await page.locator('[data-testid=email-removed]').waitFor();
      await page.locator('.ant-table-row', { hasText: subject }).waitFor();
      await screenshot('operations-email-sent');
    },
  },
  {
    name: 'operations: a generic-webhook robot added on its page sends a signed test message to the webhook',
    async run({ page, baseUrl, password, webhooks, screenshot }) {
      await signInAs(page, baseUrl, 'admin', password);
      const code = `R${stamp}`;
      const path = `/e2e-robot-${stamp}`;
      const secret = `secret-${stamp}`;
      await page.goto(`${baseUrl}/message-center/robot`);
      await page.locator('[data-testid=robot-add]').click();
      await input(page, 'robot-name').fill('E2E line robot');
      await input(page, 'robot-code').fill(code);
      await choose(page, 'robot-platform', 'Generic webhook');
      await input(page, 'robot-webhook').fill(`${webhooks.baseUrl}${path}`);
      await input(page, 'robot-secret').fill(secret);
      await saveDialog(page);
      await search(page, code);
      await rowAction(page, code, 'test');
      await page.locator('[data-testid=robot-test-result]').waitFor();
      await screenshot('operations-robot-test');

      const [post] = await webhooks.waitFor(path, 1);
      const timestamp = post.headers['x-takt-timestamp'];
      const expected = `sha256=${createHmac('sha256', secret).update(`${timestamp}.${post.body}`).digest('hex')}`;
      check(
        post.headers['x-takt-signature'] === expected,
        `signature ${post.headers['x-takt-signature']} is not ${expected}`,
      );
      check((await page.locator('[data-testid=robot-test-answer]').innerText()).includes('errcode'), 'no answer shown');
    },
  },
  {
    name: 'operations: an internal app version uploaded on its page is what software/latest answers to the app token',
    async run({ page, baseUrl, password, screenshot }) {
      await signInAs(page, baseUrl, 'superAdmin', password);
      const code = `TERM${stamp}`;
      await page.goto(`${baseUrl}/developer/internal-app`);
      await page.locator('[data-testid=software-add]').click();
      await input(page, 'software-name').fill('E2E station terminal');
      await input(page, 'software-code').fill(code);
      await input(page, 'software-versionNumber').fill('1.0.0');
      await input(page, 'software-versionCode').fill('100');
      await page
        .locator('.ant-modal:visible input[type=file]')
        .setInputFiles({ name: `terminal-${stamp}.zip`, mimeType: 'application/zip', buffer: zipPackage() });
      await page.locator('.ant-modal:visible .ant-btn-primary').click();
      const tokenText = page.locator('[data-testid=software-token]');
      await tokenText.waitFor({ timeout: 60_000 });
      const token = (await tokenText.innerText()).trim();
      await screenshot('operations-software-token');

      const response = await fetch(`${baseUrl}/api/software/latest?softwareCode=${code}`, {
        headers: { 'x-software-token': token, 'accept-language': 'en-US' },
      });
      const latest = await response.json();
      check(latest.success === true, `latest answered ${response.status} ${JSON.stringify(latest)}`);
      check(
        latest.data?.versionNumber === '1.0.0' && String(latest.data?.versionCode) === '100',
        `latest is ${JSON.stringify(latest.data)}`,
      );
      const refused = await fetch(`${baseUrl}/api/software/latest?softwareCode=${code}`, {
        headers: { 'x-software-token': `${token}x`, 'accept-language': 'en-US' },
      });
      check(refused.status === 401, `a wrong token got ${refused.status}`);
    },
  },
];

// Comms scenarios (issue 3): the realtime hub (forced offline), the enterprise watermark, and
// messages arriving live in the header bell. Each scenario gets a fresh browser context and
// { page, browser, baseUrl, password, screenshot(name) }; it throws to fail.
import { apiSession, check, HAN, location, openLogin, signIn } from '../helpers.mjs';
import { rowAction, search } from '../kit-helpers.mjs';

const BELL = '[data-testid=notice-bell]';
const WATERMARK = '[data-takt-watermark]';

/**
 * Resolves once the page's hub socket has been accepted by the server (its first heartbeat was
 * answered): from then on, pushes to this user reach this page. Call before signing in.
 */
function hubReady(page) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the hub did not answer a heartbeat within 20 s')), 20_000);
    page.on('websocket', (socket) => {
      if (!new URL(socket.url()).pathname.endsWith('/hub')) return;
      socket.on('framereceived', ({ payload }) => {
        if (String(payload).includes('"HeartbeatAck"')) {
          clearTimeout(timer);
          resolve(socket);
        }
      });
    });
  });
}

/** Signs in through the login page and waits for the console with its bell. */
async function signInToConsole(page, baseUrl, account, password, lang = 'en-US') {
  await openLogin(page, `${baseUrl}/login?lang=${lang}`);
  await signIn(page, account, password);
  await page.waitForURL((url) => url.pathname === '/welcome');
  await page.locator(BELL).waitFor();
}

/** Waits for antd's open/close animations to finish, so a screenshot shows the final state. */
async function settled(page) {
  await page
    .waitForFunction(() => !document.querySelector('[class*="-appear-active"], [class*="-enter-active"]'), null, {
      timeout: 3_000,
    })
    .catch(() => {});
  await page.waitForTimeout(150);
}

async function bellCount(page) {
  return Number(await page.locator(BELL).getAttribute('data-count'));
}

export const scenarios = [
  {
    name: 'comms: an administrator forces the user offline from the online users page: a warning with their message, then /login',
    async run({ page, browser, baseUrl, password, screenshot }) {
      const ready = hubReady(page);
      await signInToConsole(page, baseUrl, 'operator', password);
      await ready;

      // The administrator, in a browser of their own, signed in through the login page.
      const adminContext = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
      try {
        const admin = await adminContext.newPage();
        await signInToConsole(admin, baseUrl, 'admin', password);
        // The operator's newest session, found through the API; the page does the forcing.
        const sessionId = await admin.evaluate(async () => {
          const headers = {
            authorization: `Bearer ${localStorage.getItem('takt:token')}`,
            'x-authorization': `Bearer ${localStorage.getItem('takt:refreshToken')}`,
            'accept-language': 'en-US',
          };
          const page = await (await fetch('/api/online_user/page?account=operator&pageSize=100', { headers })).json();
          const newest = page.data.rows
            .filter((row) => row.account === 'operator')
            .sort((a, b) => b.signedInAt.localeCompare(a.signedInAt))[0];
          return newest ? newest.sessionId : null;
        });
        check(sessionId, 'the operator has no live session to force offline');
        const expected = `Shift change: sign in again ${Date.now().toString(36)}`;
        await admin.goto(`${baseUrl}/ops/online-user`);
        await search(admin, sessionId);
        await rowAction(admin, sessionId, 'forceOffline');
        await admin.locator('[data-testid=onlineUser-message]').fill(expected);
        await admin.locator('.ant-modal:visible .ant-btn-primary').click();
        await admin.locator('.ant-table-row', { hasText: sessionId }).waitFor({ state: 'detached' });

        const dialog = page.locator('.takt-forced-offline');
        await dialog.waitFor();
        const text = (await dialog.innerText()).trim();
        check(text.includes(expected), `the dialog says "${text}", not the server's "${expected}"`);
        check(new URL(page.url()).pathname !== '/login', 'the page left for /login before the dialog was closed');
        await settled(page);
        await screenshot('forced-offline-en-US');

        await page.click('[data-testid=forced-offline-ok]');
        await page.waitForURL((url) => url.pathname === '/login');
        await page.locator('[data-testid=login-submit]').waitFor();
        const token = await page.evaluate(() => localStorage.getItem('takt:token'));
        check(!token, 'the token is still stored after the forced sign-out');
        check(location(page).startsWith('/login'), `landed on ${location(page)}`);
      } finally {
        await adminContext.close();
      }
    },
  },
  {
    name: 'comms: the watermark covers the console and comes back when removed or tampered with',
    async run({ page, baseUrl, password, screenshot }) {
      const admin = await apiSession(baseUrl, 'admin', password);
      await admin.call('PUT', '/client_page_setting/edit', { isEnableWatermark: true, watermarkMode: '12' });
      try {
        await signInToConsole(page, baseUrl, 'operator', password);
        const overlay = page.locator(WATERMARK);
        await overlay.waitFor({ state: 'attached' });
        check((await overlay.count()) === 1, `${await overlay.count()} watermark overlays`);
        const facts = await page.evaluate(async (selector) => {
          const element = document.querySelector(selector);
          const style = getComputedStyle(element);
          const url = /url\("?(.*?)"?\)$/.exec(style.backgroundImage)?.[1] ?? '';
          const image = new Image();
          image.src = url;
          await image.decode();
          const rect = element.getBoundingClientRect();
          return {
            parent: element.parentElement === document.body,
            position: style.position,
            pointerEvents: style.pointerEvents,
            backgroundSize: style.backgroundSize,
            imageRatio: image.naturalWidth / image.naturalHeight,
            covers: rect.width >= window.innerWidth && rect.height >= window.innerHeight,
            isPng: url.startsWith('data:image/png'),
          };
        }, WATERMARK);
        check(facts.parent && facts.position === 'fixed' && facts.covers, `overlay placement ${JSON.stringify(facts)}`);
        check(facts.pointerEvents === 'none', 'the overlay catches clicks');
        check(facts.backgroundSize === '300px 250px' && facts.isPng, `tile ${JSON.stringify(facts)}`);
        check(Math.abs(facts.imageRatio - 300 / 250) < 0.01, `tile ratio ${facts.imageRatio}`);
        // Clicks go through it.
        await page.locator(BELL).click();
        await page.locator('[data-testid=message-card]').waitFor();
        await page.keyboard.press('Escape');
        await page.locator('[data-testid=message-card]').waitFor({ state: 'hidden' });
        await settled(page);
        await screenshot('watermark-en-US');

        // Removed: back within the 500 ms check (the observer usually answers at once).
        await page.evaluate((selector) => document.querySelector(selector).remove(), WATERMARK);
        await page.waitForFunction((selector) => document.querySelectorAll(selector).length === 1, WATERMARK, {
          timeout: 2_000,
        });

        // Hidden through its style attribute: replaced by an intact one.
        await page.evaluate((selector) => {
          document.querySelector(selector).style.display = 'none';
        }, WATERMARK);
        await page.waitForFunction(
          (selector) => {
            const all = document.querySelectorAll(selector);
            return all.length === 1 && getComputedStyle(all[0]).display !== 'none';
          },
          WATERMARK,
          { timeout: 2_000 },
        );

        // Hidden with a class and opacity through the CSSOM: replaced as well.
        await page.evaluate((selector) => {
          const element = document.querySelector(selector);
          element.classList.add('gone');
          element.style.setProperty('opacity', '0', 'important');
        }, WATERMARK);
        await page.waitForFunction(
          (selector) => {
            const all = document.querySelectorAll(selector);
            return all.length === 1 && !all[0].classList.contains('gone') && getComputedStyle(all[0]).opacity === '1';
          },
          WATERMARK,
          { timeout: 2_000 },
        );

        // Moved out of the body into a hidden box: put back.
        await page.evaluate((selector) => {
          const box = document.createElement('div');
          box.style.display = 'none';
          document.body.appendChild(box);
          box.appendChild(document.querySelector(selector));
        }, WATERMARK);
        await page.waitForFunction(
          (selector) => {
            const all = [...document.querySelectorAll(selector)];
            return all.length >= 1 && all.some((element) => element.parentElement === document.body);
          },
          WATERMARK,
          { timeout: 2_000 },
        );
      } finally {
        await admin.call('PUT', '/client_page_setting/edit', { isEnableWatermark: false });
        await admin.logout();
      }
    },
  },
  {
    name: 'comms: a message sent to the user appears in the bell without a reload and moves to Read when clicked',
    async run({ page, baseUrl, password, screenshot }) {
      const operator = await apiSession(baseUrl, 'operator', password);
      const operatorId = (await operator.info()).id;
      await operator.logout();
      const admin = await apiSession(baseUrl, 'admin', password);
      try {
        const ready = hubReady(page);
        await signInToConsole(page, baseUrl, 'operator', password);
        const socket = await ready;
        const sent = [];
        socket.on('framesent', ({ payload }) => sent.push(String(payload)));
        await page.evaluate(() => {
          window.__taktNoReload = true;
        });
        const before = await bellCount(page);

        const title = `Line 3 stopped ${Date.now() % 100000}`;
        await admin.call('POST', '/message_record/send', {
          title,
          content: 'Line 3 has stopped: material shortage at station 4. Please check the feeder.',
          type: 2,
          userIds: [operatorId],
        });

        // Live: the badge counts it, the bell shakes, a notification names it.
        await page.waitForFunction(
          ({ selector, count }) => Number(document.querySelector(selector)?.getAttribute('data-count')) === count,
          { selector: BELL, count: before + 1 },
          { timeout: 5_000 },
        );
        await page.locator(`${BELL}[data-shaking=true]`).waitFor({ timeout: 2_000 });
        const note = page.locator('.takt-new-message-notification');
        await note.waitFor();
        check((await note.innerText()).includes(title), 'the notification does not name the new message');
        await settled(page);
        await screenshot('message-arrived-en-US');
        check(await page.evaluate(() => window.__taktNoReload === true), 'the page was reloaded');
        // The shake stops after 1500 ms.
        await page.locator(`${BELL}[data-shaking=true]`).waitFor({ state: 'detached', timeout: 3_000 });

        await page.locator(BELL).click();
        const card = page.locator('[data-testid=message-card]');
        await card.waitFor();
        const item = card.locator('[data-testid=message-item]', { hasText: title });
        await item.waitFor();
        check((await item.getAttribute('data-state')) === '1', 'the new message is not unread');
        await settled(page);
        await screenshot('message-card-en-US');

        const id = await item.getAttribute('data-id');
        const marked = page.waitForResponse(
          (response) => new URL(response.url()).pathname === '/api/message_record/read' && response.ok(),
        );
        await item.click();
        await marked;
        await card.locator(`[data-testid=message-item][data-id="${id}"]`).waitFor({ state: 'detached' });
        await page.waitForFunction(
          ({ selector, count }) => Number(document.querySelector(selector)?.getAttribute('data-count')) === count,
          { selector: BELL, count: before },
        );
        await card.locator('[data-testid=message-tab-read]').click();
        const readItem = card.locator(`[data-testid=message-item][data-id="${id}"]`);
        await readItem.waitFor();
        check((await readItem.getAttribute('data-state')) === '3', 'the clicked message is not read (state 3)');

        const asServer = await apiSession(baseUrl, 'operator', password);
        const read = await asServer.call('GET', '/message_record/pull?read=true&pageSize=99');
        await asServer.logout();
        check(
          read.rows.some((row) => row.messageRecordWithTargetId === id && row.state === 3),
          'the server does not have the message as read',
        );

        // Signing out closes the hub politely: AbortSelf, then the socket closes.
        await page.keyboard.press('Escape');
        const closed = new Promise((resolve) => socket.on('close', resolve));
        await page.click('[data-testid=logout]');
        await page.waitForURL((url) => url.pathname === '/login');
        await closed;
        check(
          sent.includes('{"invoke":"AbortSelf"}'),
          `no AbortSelf before the socket closed (sent: ${sent.join(', ')})`,
        );
      } finally {
        await admin.logout();
      }
    },
  },
  {
    name: 'comms: messages and notices pages, and the message card in Chinese',
    async run({ page, baseUrl, password, screenshot }) {
      const operator = await apiSession(baseUrl, 'operator', password);
      const operatorId = (await operator.info()).id;
      await operator.logout();
      const admin = await apiSession(baseUrl, 'admin', password, 'zh-CN');
      try {
        for (const [title, type, content] of [
          ['3号线停线', 2, '3号线因4号工位缺料停线，请检查供料器。'],
          ['首件检验待确认', 3, '工单 WO-20250520-017 的首件检验结果待您确认。'],
          ['设备保养提醒', 1, '贴片机 SMT-02 将于明天 08:00 进行例行保养。'],
        ]) {
          await admin.call('POST', '/message_record/send', { title, content, type, userIds: [operatorId] });
        }
        const notice = await admin.call('POST', '/sysNotice/add', {
          title: '五一假期排班通知',
          content: '5月1日至5月5日按假期排班表执行，请各产线班组长确认人员安排。',
          type: 1,
          allUsers: true,
        });
        await admin.call('POST', '/sysNotice/publish', { id: notice.id });

        await signInToConsole(page, baseUrl, 'operator', password, 'zh-CN');
        await page.locator(BELL).click();
        const card = page.locator('[data-testid=message-card]');
        await card.locator('[data-testid=message-item]', { hasText: '3号线停线' }).waitFor();
        const tab = (await card.locator('[data-testid=message-tab-unread]').innerText()).trim();
        check(HAN.test(tab), `the unread tab "${tab}" is not Chinese`);
        await settled(page);
        await screenshot('message-card-zh-CN');

        await card.locator('[data-testid=message-card-all]').click();
        await page.waitForURL((url) => url.pathname === '/message');
        await page.locator('[data-testid=message-row]', { hasText: '首件检验待确认' }).waitFor();
        check(HAN.test(await page.title()), `the page title "${await page.title()}" is not Chinese`);
        await settled(page);
        await screenshot('message-page-zh-CN');

        await page.goto(`${baseUrl}/noticeReceived`);
        await page.locator('[data-testid=notice-item]', { hasText: '五一假期排班通知' }).click();
        await page.locator('[data-testid=notice-content]').waitFor();
        await settled(page);
        await screenshot('notice-received-zh-CN');
      } finally {
        await admin.logout();
      }
    },
  },
];

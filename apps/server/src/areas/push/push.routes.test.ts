import { createHmac } from 'node:crypto';
import {
  AdminType,
  messageRecordApi,
  pushChannelApi,
  pushDeliveryApi,
  pushTemplateApi,
  ROBOT_DESCRIPTION_MAX,
  type RobotPlatform,
  robotApi,
} from '@takt/contracts';
import nodemailer from 'nodemailer';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailSender } from '../../platform/notify/outbound.js';
import { testDatabaseKinds } from '../../test-support/databases.js';
import { createTenant, createUser, grantPermissions, tenantIdOf } from '../../test-support/fixtures.js';
import { type RouteClient, routeClient } from '../../test-support/route-client.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { startWebhookServer, type WebhookServer } from './push.test-support.js';
import { PushDeliveryRepository } from './push-delivery.repository.js';

/** A real SMTP server on a free port, and a MailSender over nodemailer that the push service is given. */
async function startSmtp() {
  const mails: { to: string[]; data: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address), data: Buffer.concat(chunks).toString() });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as { port: number }).port;
  const transport = nodemailer.createTransport({ host: '127.0.0.1', port, secure: false, ignoreTLS: true });
  const sender: MailSender = {
    async send(mail) {
      try {
        const info = await transport.sendMail({ from: 'takt@example.test', ...mail });
        return { ok: true, answer: info.response };
      } catch (error) {
        return { ok: false, answer: (error as Error).message };
      }
    },
  };
  return { mails, sender, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe.each(testDatabaseKinds())('push on %s', (kind) => {
  let t: TestServer;
  let api: RouteClient;
  let other: string;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let demoId: string;
  const servers: WebhookServer[] = [];
  // The push service's clock: tests move it to make retries due, never sleep.
  let now = new Date('2031-03-04T05:06:07.000Z');

  const webhook = async (...args: Parameters<typeof startWebhookServer>) => {
    const server = await startWebhookServer(...args);
    servers.push(server);
    return server;
  };
  const robot = (code: string, platform: RobotPlatform, url: string, secret: string | null = null) =>
    api.ok(robotApi.add, { body: { code, name: `Robot ${code}`, platform, webhook: url, secret } });
  const robotChannel = async (code: string, robotId: string) =>
    api.ok(pushChannelApi.add, { body: { code, name: `Channel ${code}`, type: 'robot', robotId } });

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await startTestServer(kind, { overrides: { push: { mail: smtp.sender, clock: () => now } } });
    api = routeClient(t, { token: (await t.login('admin')).token });
    demoId = await tenantIdOf(t.server.db, 'demo');
    const otherId = await createTenant(t.server.db, { code: 'push_other' }, ['system']);
    await createUser(t.server.db, otherId, { account: 'push_admin', adminType: AdminType.ENTERPRISE_ADMIN });
    other = (await t.login('push_admin')).token;
    await api.ok(pushTemplateApi.add, {
      body: {
        code: 'ANDON',
        name: 'Andon call',
        robotTitle: 'Andon {level}',
        robotBody: '**{line}** / {station}: {item} at {time}',
        emailSubject: 'Andon on {line}',
        emailBody: '<p>{item} & more</p>',
        emailHtml: true,
        hubTitle: 'Andon {line}',
        hubBody: '{station}: {item}',
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
    for (const server of servers) await server.close();
  });

  const values = { line: 'L1', station: 'S-03', level: 2, item: 'Feeder jam', time: '08:15' };

  it('posts each platform’s markdown payload and signature exactly', async () => {
    const expectedText = '### Andon 2\n\n**L1** / S-03: Feeder jam at 08:15';
    const cases: {
      platform: RobotPlatform;
      secret: string | null;
      check: (post: { url: string; body: string; headers: Record<string, unknown> }) => void;
    }[] = [
      {
        platform: 'wecom',
        secret: null,
        check: (post) => {
          expect(post.url).toBe('/cgi-bin/webhook/send?key=K1');
          expect(post.body).toBe(JSON.stringify({ msgtype: 'markdown', markdown: { content: expectedText } }));
        },
      },
      {
        platform: 'dingtalk',
        secret: 'SECding',
        check: (post) => {
          const url = new URL(post.url, 'http://x');
          const timestamp = String(now.getTime());
          expect(url.searchParams.get('access_token')).toBe('T1');
          expect(url.searchParams.get('timestamp')).toBe(timestamp);
          const sign = createHmac('sha256', 'SECding').update(`${timestamp}\nSECding`).digest('base64');
          expect(url.searchParams.get('sign')).toBe(sign);
          expect(post.body).toBe(
            JSON.stringify({ msgtype: 'markdown', markdown: { title: 'Andon 2', text: expectedText } }),
          );
        },
      },
      {
        platform: 'feishu',
        secret: 'feishu-secret',
        check: (post) => {
          const timestamp = String(Math.floor(now.getTime() / 1000));
          const sign = createHmac('sha256', `${timestamp}\nfeishu-secret`).update('').digest('base64');
          expect(post.body).toBe(
            JSON.stringify({
              timestamp,
              sign,
              msg_type: 'interactive',
              card: {
                header: { title: { tag: 'plain_text', content: 'Andon 2' } },
                elements: [{ tag: 'markdown', content: '**L1** / S-03: Feeder jam at 08:15' }],
              },
            }),
          );
        },
      },
      {
        platform: 'webhook',
        secret: 'hook-key',
        check: (post) => {
          const body = JSON.stringify({
            title: 'Andon 2',
            text: '**L1** / S-03: Feeder jam at 08:15',
            format: 'markdown',
            sentAt: now.toISOString(),
          });
          expect(post.body).toBe(body);
          const timestamp = String(Math.floor(now.getTime() / 1000));
          expect(post.headers['x-takt-timestamp']).toBe(timestamp);
          expect(post.headers['x-takt-signature']).toBe(
            `sha256=${createHmac('sha256', 'hook-key').update(`${timestamp}.${body}`).digest('hex')}`,
          );
        },
      },
    ];
    for (const [index, { platform, secret, check }] of cases.entries()) {
      const server = await webhook((_n) => ({
        status: 200,
        body: platform === 'feishu' ? '{"code":0,"msg":"success"}' : '{"errcode":0,"errmsg":"ok"}',
      }));
      const path = {
        wecom: '/cgi-bin/webhook/send?key=K1',
        dingtalk: '/robot/send?access_token=T1',
        feishu: '/open-apis/bot/v2/hook/abc',
        webhook: '/hooks/takt',
      }[platform];
      const added = await robot(`R-${platform}`, platform, `${server.url}${path}`, secret);
      await robotChannel(`CH-${index}`, added.id);
      const receipt = await t.server.push.send(demoId, {
        template: 'ANDON',
        values,
        targets: {},
        channels: [`CH-${index}`],
      });
      expect(receipt.deliveryIds).toHaveLength(1);
      await t.server.push.idle();
      expect(server.received).toHaveLength(1);
      check(server.received[0]! as never);
      const page = await api.ok(pushDeliveryApi.page, { query: { pushId: receipt.pushId! } });
      expect(page.rows[0]).toMatchObject({
        state: 'sent',
        attempts: 1,
        targetKind: 'robot',
        targetName: `Robot R-${platform}`,
      });
    }
  });

  it('sends a test message and shows the platform’s answer, a refusal included', async () => {
    const server = await webhook((n) =>
      n === 1
        ? { status: 200, body: '{"errcode":0,"errmsg":"ok"}' }
        : { status: 200, body: '{"errcode":310000,"errmsg":"sign not match"}' },
    );
    const added = await robot('R-TEST', 'dingtalk', `${server.url}/robot/send?access_token=X`, 'SECx');
    expect(await api.ok(robotApi.test, { body: { id: added.id }, language: 'en-US' })).toEqual({
      ok: true,
      status: 200,
      answer: '{"errcode":0,"errmsg":"ok"}',
    });
    expect(JSON.parse(server.received[0]!.body).markdown.title).toBe('Takt MES test message');
    const refused = await api.ok(robotApi.test, { body: { id: added.id } });
    expect(refused).toMatchObject({ ok: false, status: 200, answer: '{"errcode":310000,"errmsg":"sign not match"}' });
    expect((await api.call(robotApi.test, { body: { id: added.id }, as: other })).status).toBe(404);
  });

  it('retries a failed delivery with back-off once it is due (500, then 200)', async () => {
    const server = await webhook((n) => (n === 1 ? { status: 500, body: 'busy' } : { status: 200, body: 'accepted' }));
    const added = await robot('R-RETRY', 'webhook', `${server.url}/hook`);
    await robotChannel('CH-RETRY', added.id);
    const { deliveryIds } = await t.server.push.send(demoId, {
      template: 'ANDON',
      values,
      targets: {},
      channels: ['CH-RETRY'],
    });
    await t.server.push.idle();
    const repo = new PushDeliveryRepository(t.server.db);
    const failed = await repo.findById(demoId, deliveryIds[0]!);
    expect(failed).toMatchObject({ state: 'pending', attempts: 1, lastAnswer: 'busy' });
    expect(failed!.nextAttemptAt!.getTime()).toBe(now.getTime() + 30_000);

    // Not due yet: the job leaves it.
    now = new Date(now.getTime() + 29_000);
    expect((await t.server.push.deliverDue()).map((row) => row.id)).not.toContain(deliveryIds[0]);
    now = new Date(now.getTime() + 1_000);
    const handled = await t.server.push.deliverDue();
    expect(handled.find((row) => row.id === deliveryIds[0])).toMatchObject({
      state: 'sent',
      attempts: 2,
      lastAnswer: 'accepted',
    });
    expect(server.received).toHaveLength(2);
    const attempts = await api.ok(pushDeliveryApi.attempts, { query: { id: deliveryIds[0]! } });
    expect(attempts.map((a) => [a.attempt, a.ok, a.answer])).toEqual([
      [1, false, 'busy'],
      [2, true, 'accepted'],
    ]);
  });

  it('gives a delivery up after its attempts, each later than the one before', async () => {
    const server = await webhook(() => ({ status: 503, body: 'down' }));
    const added = await robot('R-DOWN', 'webhook', `${server.url}/hook`);
    await robotChannel('CH-DOWN', added.id);
    const { deliveryIds } = await t.server.push.send(demoId, {
      template: 'ANDON',
      values,
      targets: {},
      channels: ['CH-DOWN'],
    });
    await t.server.push.idle();
    const repo = new PushDeliveryRepository(t.server.db);
    const waits: number[] = [];
    for (;;) {
      const row = (await repo.findById(demoId, deliveryIds[0]!))!;
      if (row.state !== 'pending') break;
      waits.push(row.nextAttemptAt!.getTime() - now.getTime());
      now = row.nextAttemptAt!;
      await t.server.push.deliverDue();
    }
    expect(waits).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(await repo.findById(demoId, deliveryIds[0]!)).toMatchObject({
      state: 'failed',
      attempts: 5,
      nextAttemptAt: null,
    });
    expect(server.received).toHaveLength(5);
  });

  it('answers a send at once while a robot has not answered, and never throws for what it cannot send', async () => {
    const server = await webhook(() => ({ status: 200, body: 'late' }), { hold: true });
    const added = await robot('R-SLOW', 'webhook', `${server.url}/hook`);
    await robotChannel('CH-SLOW', added.id);
    const receipt = await t.server.push.send(demoId, {
      template: 'ANDON',
      values,
      targets: {},
      channels: ['CH-SLOW', 'NO-SUCH-CHANNEL'],
    });
    expect(receipt.deliveryIds).toHaveLength(1);
    expect(receipt.skipped).toEqual(['unknown channel NO-SUCH-CHANNEL']);
    // The robot has the request and has not answered: the send is already back.
    await server.arrived(1);
    const repo = new PushDeliveryRepository(t.server.db);
    expect(await repo.findById(demoId, receipt.deliveryIds[0]!)).toMatchObject({ state: 'sending', attempts: 0 });
    server.release();
    await t.server.push.idle();
    expect(await repo.findById(demoId, receipt.deliveryIds[0]!)).toMatchObject({ state: 'sent', attempts: 1 });

    expect(await t.server.push.send(demoId, { template: 'NOPE', targets: {}, channels: ['CH-SLOW'] })).toEqual({
      pushId: null,
      deliveryIds: [],
      skipped: ['unknown template NOPE'],
    });
  });

  it('lets two claimers take each due delivery once', async () => {
    const server = await webhook(() => ({ status: 500, body: 'no' }));
    const added = await robot('R-TWO', 'webhook', `${server.url}/hook`);
    await robotChannel('CH-TWO', added.id);
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) {
      const receipt = await t.server.push.send(demoId, {
        template: 'ANDON',
        values,
        targets: {},
        channels: ['CH-TWO'],
      });
      ids.push(...receipt.deliveryIds);
    }
    await t.server.push.idle();
    expect(server.received).toHaveLength(6);
    now = new Date(now.getTime() + 60_000);
    const repo = new PushDeliveryRepository(t.server.db);
    const [first, second] = await Promise.all([repo.claimDue(now, 4, 60_000), repo.claimDue(now, 4, 60_000)]);
    const firstIds = first.map((row) => row.id).filter((id) => ids.includes(id));
    const secondIds = second.map((row) => row.id).filter((id) => ids.includes(id));
    expect(firstIds.filter((id) => secondIds.includes(id))).toEqual([]);
    // Claimed deliveries are leased: a third claimer finds none of them.
    const third = await repo.claimDue(now, 50, 60_000);
    expect(third.map((row) => row.id).filter((id) => firstIds.includes(id) || secondIds.includes(id))).toEqual([]);
    expect(new Set([...firstIds, ...secondIds, ...third.map((row) => row.id)])).toEqual(new Set(ids));
  });

  it('sends hub messages and e-mails to users and addresses, rendered for each channel', async () => {
    const userId = await createUser(t.server.db, demoId, { account: 'push_reader' });
    await api.ok(pushChannelApi.add, { body: { code: 'HUB', name: 'Message centre', type: 'hub' } });
    await api.ok(pushChannelApi.add, { body: { code: 'MAIL', name: 'E-mail', type: 'email' } });
    const receipt = await t.server.push.send(demoId, {
      template: 'ANDON',
      values: { ...values, item: '<b>jam</b>' },
      targets: { users: [userId], emails: ['line.lead@example.test'] },
      channels: ['HUB', 'MAIL'],
    });
    expect(receipt.deliveryIds).toHaveLength(2);
    await t.server.push.idle();
    const reader = api.as((await t.login('push_reader')).token);
    const inbox = await reader.ok(messageRecordApi.pull, { query: {} });
    expect(inbox.rows[0]).toMatchObject({ title: 'Andon L1', content: 'S-03: <b>jam</b>' });
    expect(smtp.mails).toHaveLength(1);
    expect(smtp.mails[0]!.to).toEqual(['line.lead@example.test']);
    // Values are escaped for HTML; the template's own markup stays as written.
    expect(smtp.mails[0]!.data).toContain('<p>&#60;b&#62;jam&#60;/b&#62; & more</p>');
    const page = await api.ok(pushDeliveryApi.page, { query: { pushId: receipt.pushId! } });
    expect(page.rows.map((row) => [row.channelCode, row.targetKind, row.state]).sort()).toEqual([
      ['HUB', 'user', 'sent'],
      ['MAIL', 'email', 'sent'],
    ]);
  });

  it('refuses unknown variables and templates with no body; renders missing values as nothing', async () => {
    const unknown = await api.call(pushTemplateApi.add, {
      body: { code: 'BAD', name: 'Bad', smsBody: 'Line {line}, shift {shift}' },
      language: 'en-US',
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('smsBody: unknown variable {shift}');
    const empty = await api.call(pushTemplateApi.add, {
      body: { code: 'EMPTY', name: 'Empty', robotTitle: 'x' },
      language: 'zh-CN',
    });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('推送模板至少需要一个渠道的正文');
    expect((await api.ok(pushTemplateApi.page, { query: { code: 'BAD' } })).totalRows).toBe(0);

    await api.ok(pushTemplateApi.add, {
      body: { code: 'SHORT', name: 'Short', robotBody: 'Line {line}, station [{station}]' },
    });
    const server = await webhook(() => ({ status: 200, body: 'ok' }));
    const added = await robot('R-MISS', 'webhook', `${server.url}/hook`);
    await robotChannel('CH-MISS', added.id);
    await t.server.push.send(demoId, { template: 'SHORT', values: { line: 'L2' }, targets: {}, channels: ['CH-MISS'] });
    await t.server.push.idle();
    expect(JSON.parse(server.received[0]!.body).text).toBe('Line L2, station []');
  });

  it('keeps the limits: description at most 200, a robot channel names its robot, webhooks are http(s)', async () => {
    const long = await api.call(robotApi.add, {
      body: {
        code: 'LONG',
        name: 'Long',
        platform: 'wecom',
        webhook: 'https://example.test/h',
        description: 'd'.repeat(ROBOT_DESCRIPTION_MAX + 1),
      },
    });
    expect(long.status).toBe(400);
    expect(long.body.message).toContain('description');
    await api.ok(robotApi.add, {
      body: {
        code: 'FIT',
        name: 'Fits',
        platform: 'wecom',
        webhook: 'https://example.test/h',
        description: 'd'.repeat(ROBOT_DESCRIPTION_MAX),
      },
    });
    expect(
      (await api.call(robotApi.add, { body: { code: 'FTP', name: 'F', platform: 'wecom', webhook: 'ftp://x/y' } }))
        .status,
    ).toBe(400);
    const noRobot = await api.call(pushChannelApi.add, {
      body: { code: 'NR', name: 'No robot', type: 'robot' },
      language: 'en-US',
    });
    expect(noRobot.status).toBe(400);
    expect(noRobot.body.message).toBe('A robot channel needs its robot');
  });

  it('keeps enterprises apart, refuses deleting a robot in use, and checks every route’s permission', async () => {
    const mine = await robot('R-MINE', 'wecom', 'https://example.test/mine');
    const channel = await robotChannel('CH-MINE', mine.id);
    expect((await api.ok(robotApi.page, { as: other })).rows.map((row) => row.code)).not.toContain('R-MINE');
    expect((await api.call(robotApi.detail, { query: { id: mine.id }, as: other })).status).toBe(404);
    const theirs = await api.call(pushChannelApi.add, {
      body: { code: 'STEAL', name: 'Steal', type: 'robot', robotId: mine.id },
      as: other,
    });
    expect(theirs.status).toBe(400);
    expect((await api.call(pushDeliveryApi.attempts, { query: { id: channel.id }, as: other })).status).toBe(404);
    const inUse = await api.call(robotApi.delete, { body: { id: mine.id }, language: 'en-US' });
    expect(inUse.status).toBe(409);
    expect(inUse.body.message).toContain('CH-MINE');

    const userId = await createUser(t.server.db, demoId, { account: 'push_plain' });
    await grantPermissions(t.server, demoId, userId, ['sys:robot:page']);
    const plain = (await t.login('push_plain')).token;
    expect((await api.call(robotApi.page, { as: plain })).status).toBe(200);
    for (const [route, options] of [
      [robotApi.add, { body: { code: 'P', name: 'P', platform: 'wecom', webhook: 'https://example.test/p' } }],
      [robotApi.test, { body: { id: mine.id } }],
      [robotApi.delete, { body: { id: mine.id } }],
      [pushChannelApi.page, {}],
      [pushChannelApi.add, { body: { code: 'P', name: 'P', type: 'hub' } }],
      [pushTemplateApi.page, {}],
      [pushTemplateApi.edit, { body: { id: mine.id, code: 'P', name: 'P', smsBody: 'x' } }],
      [pushDeliveryApi.page, {}],
      [pushDeliveryApi.attempts, { query: { id: mine.id } }],
    ] as const) {
      const denied = await api.call(route as never, { ...(options as object), as: plain } as never);
      expect((denied as { status: number }).status, route.path).toBe(403);
    }
  });
});

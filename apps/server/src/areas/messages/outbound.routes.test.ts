import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { emailApi, registrationApi, smsRecordApi } from '@takt/contracts';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test-support/databases.js';
import { claimsOf, createTenant, createUser, grantPermissions } from '../../test-support/fixtures.js';
import { zonedDay } from '../../test-support/log-dates.js';
import { type RouteClient, routeClient } from '../../test-support/route-client.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';

interface ArrivedMail {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server (smtp-server) on a free port, keeping every message it accepts. */
async function localSmtpServer() {
  const arrived: ArrivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        arrived.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  server.listen(0, '127.0.0.1');
  await once(server.server, 'listening');
  const { port } = server.server.address() as AddressInfo;
  return { arrived, url: `smtp://127.0.0.1:${port}`, close: () => new Promise<void>((done) => server.close(done)) };
}

interface GatewayCall {
  authorization: string | undefined;
  body: { phone: string; text: string };
}

/** A JSON SMS gateway on a free port: accepts every phone but 13900000000, which it refuses. */
async function localSmsGateway() {
  const calls: GatewayCall[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as GatewayCall['body'];
      calls.push({ authorization: request.headers.authorization, body });
      const refused = body.phone === '13900000000';
      response.writeHead(refused ? 422 : 200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify(refused ? { error: 'blocked number' } : { id: `gw-${calls.length}`, status: 'queued' }),
      );
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    calls,
    url: `http://127.0.0.1:${port}/send`,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

const today = () => zonedDay();
const daysFromToday = (days: number) => zonedDay(days);

describe.each(testDatabaseKinds())('e-mail and SMS on %s', (kind) => {
  let t: TestServer;
  let smtp: Awaited<ReturnType<typeof localSmtpServer>>;
  let gateway: Awaited<ReturnType<typeof localSmsGateway>>;
  let api: RouteClient;
  let platform: RouteClient;
  let demoId: string;

  beforeAll(async () => {
    smtp = await localSmtpServer();
    gateway = await localSmsGateway();
    t = await startTestServer(kind, {
      env: {
        SMTP_URL: smtp.url,
        SMTP_FROM: 'Takt MES <mes@factory.test>',
        SMS_HTTP_URL: gateway.url,
        SMS_HTTP_KEY: 'gateway-key',
      },
    });
    const admin = await t.login('admin');
    api = routeClient(t, { token: admin.token });
    demoId = claimsOf(admin.token).tenantId;
    platform = api.as((await t.login('superAdmin')).token);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
    await gateway?.close();
  });

  it('sends an HTML e-mail through the SMTP server, sanitised, says what was removed and records it', async () => {
    const html = [
      '<p>Shift <b>A</b> output: 412</p>',
      '<script>steal()</script>',
      '<img src="https://factory.test/chart.png" onerror="steal()">',
      '<a href="javascript:steal()">x</a> <a href="https://factory.test/report">report</a>',
    ].join('\n');
    const sent = await api.ok(emailApi.send, {
      body: { to: ['lead@factory.test', 'qa@factory.test'], subject: 'Shift report', kind: 'html', body: html },
    });
    expect(sent).toMatchObject({
      to: ['lead@factory.test', 'qa@factory.test'],
      subject: 'Shift report',
      kind: 'html',
      source: 'email-page',
      status: 'sent',
      senderName: expect.any(String),
    });
    expect(sent.answer).toMatch(/^250/);
    expect(sent.removed).toEqual(['<script>', 'img onerror']);

    expect(smtp.arrived).toHaveLength(1);
    const mail = smtp.arrived[0]!;
    expect(mail.from).toBe('mes@factory.test');
    expect(mail.to).toEqual(['lead@factory.test', 'qa@factory.test']);
    expect(mail.raw).toContain('Subject: Shift report');
    const body = mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    expect(body).toContain('<p>Shift <b>A</b> output: 412</p>');
    expect(body).toContain('<img src="https://factory.test/chart.png" />');
    expect(body).toContain('<a href="https://factory.test/report">report</a>');
    expect(body).not.toContain('steal()');
    expect(body).not.toContain('<script');

    const page = await api.ok(emailApi.page, { query: { to: 'qa@', status: 'sent' } });
    expect(page.rows.map((row) => row.id)).toEqual([sent.id]);
    expect((await api.ok(emailApi.page, { query: { status: 'failed' } })).totalRows).toBe(0);
    expect((await api.ok(emailApi.page, { query: { code: 'nothing like it' } })).totalRows).toBe(0);
    // Another enterprise (here the platform's) does not see it.
    expect((await platform.ok(emailApi.page, { query: { to: 'qa@' } })).totalRows).toBe(0);
  });

  it('sends plain text as it is, and refuses bad addresses without sending', async () => {
    const before = smtp.arrived.length;
    const sent = await api.ok(emailApi.send, {
      body: { to: ['line@factory.test'], subject: 'Plain', body: 'a <b> is not a tag here' },
    });
    expect(sent).toMatchObject({ kind: 'text', status: 'sent', removed: [] });
    expect(smtp.arrived[before]!.raw).toContain('a <b> is not a tag here');

    const bad = await api.call(emailApi.send, { body: { to: ['not-an-address'], subject: 'x', body: 'y' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('to');
    expect(smtp.arrived.length).toBe(before + 1);
  });

  it('records each SMS with the HTTP gateway’s answer, sent or refused', async () => {
    const asked = await api.call(registrationApi.verificationCode, {
      query: { target: '13800138001', purpose: 'register' },
    });
    expect(asked.status).toBe(200);
    const call = gateway.calls.at(-1)!;
    expect(call.authorization).toBe('Bearer gateway-key');
    expect(call.body.phone).toBe('13800138001');
    expect(call.body.text).toMatch(/verification code is \d{6}, valid for 10 minutes/);

    const refused = await api.call(registrationApi.verificationCode, {
      query: { target: '13900000000', purpose: 'register' },
    });
    expect(refused.status).toBe(500);

    const range = { startDate: today(), endDate: today() };
    const page = await platform.ok(smsRecordApi.query, { body: range });
    expect(page.rows.map((row) => [row.phone, row.state, row.provider, row.source])).toEqual([
      ['13900000000', 'failed', 'http', 'verification-code'],
      ['13800138001', 'sent', 'http', 'verification-code'],
    ]);
    expect(page.rows[1]!.answer).toBe(`HTTP 200 {"id":"gw-${gateway.calls.length - 1}","status":"queued"}`);
    expect(page.rows[0]!.answer).toBe('HTTP 422 {"error":"blocked number"}');
    expect(page.rows[1]!.text).toBe(call.body.text);

    const failed = await platform.ok(smsRecordApi.query, { body: { ...range, state: 'failed' } });
    expect(failed.rows.map((row) => row.phone)).toEqual(['13900000000']);
    const byPhone = await platform.ok(smsRecordApi.query, { body: { ...range, phone: '138001' } });
    expect(byPhone.rows.map((row) => row.phone)).toEqual(['13800138001']);
    expect((await platform.ok(smsRecordApi.query, { body: { ...range, source: 'push' } })).totalRows).toBe(0);
    const paged = await platform.ok(smsRecordApi.query, {
      body: { ...range, pageSize: 1, pageNo: 2, sortField: 'phone', sortOrder: 'ascend' },
    });
    expect(paged).toMatchObject({ totalRows: 2, pageNo: 2, pageSize: 1 });
    expect(paged.rows.map((row) => row.phone)).toEqual(['13900000000']);
    const yesterday = { startDate: daysFromToday(-1), endDate: daysFromToday(-1) };
    expect((await platform.ok(smsRecordApi.query, { body: yesterday })).totalRows).toBe(0);

    // The demo enterprise sees none of the platform's records.
    expect((await api.ok(smsRecordApi.query, { body: range })).totalRows).toBe(0);

    const file = await fetch(
      `${t.baseUrl}/api/message_record/export_sms_send_records?startDate=${today()}&endDate=${today()}`,
      { headers: { authorization: `Bearer ${(await t.login('superAdmin')).token}` } },
    );
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toContain('spreadsheetml');
    expect((await file.arrayBuffer()).byteLength).toBeGreaterThan(0);
  });

  it('holds the query to both dates, in order, at most 31 days', async () => {
    const tooLong = await platform.call(smsRecordApi.query, {
      body: { startDate: daysFromToday(-31), endDate: today() },
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toBe('The query range may not exceed 31 days');
    const reversed = await platform.call(smsRecordApi.query, {
      body: { startDate: today(), endDate: daysFromToday(-1) },
      language: 'zh-CN',
    });
    expect(reversed.status).toBe(400);
    expect(reversed.body.message).toBe('结束日期不能早于开始日期');
    const missing = await platform.call(smsRecordApi.query, { body: { startDate: today() } as never });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toContain('endDate');
    const month = await platform.call(smsRecordApi.query, {
      body: { startDate: daysFromToday(-30), endDate: today() },
    });
    expect(month.status).toBe(200);
  });

  it("asks for each route's permission", async () => {
    const userId = await createUser(t.server.db, demoId, { account: 'outbound_viewer' });
    await grantPermissions(t.server, demoId, userId, ['sys:email:page', 'sys:sms:page']);
    const viewer = api.as((await t.login('outbound_viewer')).token);
    expect((await viewer.call(emailApi.page, {})).status).toBe(200);
    expect((await viewer.call(smsRecordApi.query, { body: { startDate: today(), endDate: today() } })).status).toBe(
      200,
    );
    const before = smtp.arrived.length;
    const send = await viewer.call(emailApi.send, { body: { to: ['x@factory.test'], subject: 'x', body: 'y' } });
    expect(send.status).toBe(403);
    expect(smtp.arrived.length).toBe(before);
    const other = await createTenant(t.server.db, { code: 'outbound_other' });
    await createUser(t.server.db, other, { account: 'outbound_plain' });
    const plain = api.as((await t.login('outbound_plain')).token);
    expect((await plain.call(emailApi.page, {})).status).toBe(403);
    expect((await plain.call(smsRecordApi.query, { body: { startDate: today(), endDate: today() } })).status).toBe(403);
  });
});

describe.each(testDatabaseKinds())('e-mail without an SMTP server on %s', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(kind);
  });
  afterAll(() => t?.close());

  it('refuses to send, says why, and records nothing', async () => {
    const api = routeClient(t, { token: (await t.login('admin')).token });
    const refused = await api.call(emailApi.send, { body: { to: ['a@factory.test'], subject: 'x', body: 'y' } });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(
      'No SMTP server is configured: set SMTP_URL (and SMTP_FROM) on the server to send e-mails',
    );
    expect((await api.ok(emailApi.page, {})).totalRows).toBe(0);
  });
});

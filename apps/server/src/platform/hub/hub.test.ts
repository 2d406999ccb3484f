import type { OnlineUser, PageResult } from '@takt/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test-support/databases.js';
import { claimsOf } from '../../test-support/fixtures.js';
import { connectHub, type HubClient } from '../../test-support/hub-client.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';

const FORCED_OFFLINE = {
  'en-US': 'You have been signed out by an administrator',
  'zh-CN': '您已被管理员强制下线',
};

describe.each(testDatabaseKinds())('realtime hub on %s', (kind) => {
  let t: TestServer;
  let admin: { token: string; refreshToken: string };
  const sockets: HubClient[] = [];

  const connect = (options: Parameters<typeof connectHub>[1]) => {
    const client = connectHub(t.baseUrl, options);
    sockets.push(client);
    return client;
  };
  const liveSessions = async () =>
    (
      await t.call<PageResult<OnlineUser>>('GET', '/api/online_user/page?account=operator&pageSize=100', {
        token: admin.token,
      })
    ).body.data.rows;

  beforeAll(async () => {
    t = await startTestServer(kind);
    admin = await t.login('admin');
  });
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.close();
  });
  afterAll(() => t?.close());

  it('answers a Heartbeat sent right after the socket opens with HeartbeatAck', async () => {
    const hub = connect({ token: admin.token });
    await hub.opened();
    hub.send({ invoke: 'Heartbeat' });
    const frame = await hub.nextFrame();
    expect(frame.event).toBe('HeartbeatAck');
    expect(Date.parse((frame.data as { at: string }).at)).not.toBeNaN();
    await hub.heartbeat();
  });

  it.each([
    {
      lang: 'en-US',
      notJson: 'Unrecognised message: JSON',
      unknownInvoke: 'Invalid request: invoke: must be one of: Heartbeat, AbortSelf',
      extraField: 'Invalid request: extra: is not an accepted field',
    },
    {
      lang: 'zh-CN',
      notJson: '无法识别的消息：JSON',
      unknownInvoke: '请求参数有误：invoke：必须是以下之一：Heartbeat, AbortSelf',
      extraField: '请求参数有误：extra：不是可接受的字段',
    },
  ])('answers bad frames with a localized Error and keeps the socket open ($lang)', async (expected) => {
    const hub = connect({ token: admin.token, lang: expected.lang });
    await hub.opened();
    await hub.heartbeat();

    hub.sendRaw('{"invoke": "Heartbeat"');
    expect(await hub.nextFrame()).toEqual({ event: 'Error', data: { message: expected.notJson } });
    hub.send({ invoke: 'Explode' });
    expect(await hub.nextFrame()).toEqual({ event: 'Error', data: { message: expected.unknownInvoke } });
    hub.send({ invoke: 'Heartbeat', extra: 1 });
    expect(await hub.nextFrame()).toEqual({ event: 'Error', data: { message: expected.extraField } });

    await hub.heartbeat();
    expect(hub.socket.readyState).toBe(hub.socket.OPEN);
  });

  it('takes the language from Accept-Language when the URL does not name one', async () => {
    const hub = connect({ token: admin.token, headers: { 'accept-language': 'zh-CN,zh;q=0.9' } });
    await hub.opened();
    hub.sendRaw('not json');
    expect(await hub.nextFrame()).toEqual({ event: 'Error', data: { message: '无法识别的消息：JSON' } });
  });

  it('closes a socket without a token, or with a garbage token, with 4401', async () => {
    const anonymous = connect({});
    const garbage = connect({ token: 'not.a.token' });
    expect(await anonymous.closed()).toEqual({ code: 4401, reason: 'Need to log in again' });
    expect(await garbage.closed()).toEqual({ code: 4401, reason: 'Need to log in again' });
  });

  it('closes the socket with 4401 on the first Heartbeat after sign-out', async () => {
    const operator = await t.login('operator');
    const hub = connect({ token: operator.token });
    await hub.opened();
    await hub.heartbeat();

    const logout = await t.call('GET', '/api/logout', { token: operator.token });
    expect(logout.status).toBe(200);
    hub.send({ invoke: 'Heartbeat' });
    expect(await hub.closed()).toEqual({ code: 4401, reason: 'Your session has ended, please sign in again' });
  });

  it('ForceOffline reaches every socket of the session, in its language, and ends only that session', async () => {
    const victim = await t.login('operator');
    const bystander = await t.login('operator');
    const zh = connect({ token: victim.token, lang: 'zh-CN', label: 'victim zh-CN' });
    const en = connect({ token: victim.token, lang: 'en-US', label: 'victim en-US' });
    const other = connect({ token: bystander.token, label: 'other operator session' });
    const adminHub = connect({ token: admin.token, label: 'admin' });
    // A HeartbeatAck proves the server has registered the socket.
    for (const hub of [zh, en, other, adminHub]) {
      await hub.opened();
      await hub.heartbeat();
    }

    const { sessionId } = claimsOf(victim.token);
    expect((await liveSessions()).map((row) => row.sessionId)).toContain(sessionId);
    const forced = await t.call('POST', '/api/online_user/force_offline', { token: admin.token, body: { sessionId } });
    expect(forced.status).toBe(200);
    expect(forced.body).toMatchObject({ success: true, code: 200 });

    expect(await zh.nextFrame()).toMatchObject({
      event: 'ForceOffline',
      data: { message: FORCED_OFFLINE['zh-CN'] },
    });
    expect((await zh.closed()).code).toBe(4000);
    expect(await en.nextFrame()).toMatchObject({
      event: 'ForceOffline',
      data: { message: FORCED_OFFLINE['en-US'] },
    });
    expect((await en.closed()).code).toBe(4000);
    // Delivery runs over all sockets at once: had these got ForceOffline, it would come before the ack.
    await other.heartbeat();
    await adminHub.heartbeat();

    for (const [language, message] of Object.entries(FORCED_OFFLINE)) {
      const info = await t.call('GET', '/api/get_account_info', { token: victim.token, language });
      expect(info.status).toBe(401);
      expect(info.body).toMatchObject({ success: false, code: 401, message });
    }
    expect((await t.call('GET', '/api/get_account_info', { token: bystander.token })).status).toBe(200);
    expect((await liveSessions()).map((row) => row.sessionId)).not.toContain(sessionId);

    const reconnect = connect({ token: victim.token });
    expect(await reconnect.closed()).toEqual({ code: 4401, reason: FORCED_OFFLINE['en-US'] });
  });

  it('answers 404 for a session that is unknown or already ended', async () => {
    const unknown = await t.call('POST', '/api/online_user/force_offline', {
      token: admin.token,
      body: { sessionId: '987654321987' },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ success: false, code: 404, message: 'That session is not online' });

    const operator = await t.login('operator');
    const { sessionId } = claimsOf(operator.token);
    expect((await t.call('GET', '/api/logout', { token: operator.token })).status).toBe(200);
    const ended = await t.call('POST', '/api/online_user/force_offline', { token: admin.token, body: { sessionId } });
    expect(ended.status).toBe(404);
    expect(ended.body.message).toBe('That session is not online');
  });

  it('refuses force_offline to a user without the permission (403) and to one’s own session (400)', async () => {
    const operator = await t.login('operator');
    const adminSession = claimsOf(admin.token).sessionId;
    const denied = await t.call('POST', '/api/online_user/force_offline', {
      token: operator.token,
      body: { sessionId: adminSession },
    });
    expect(denied.status).toBe(403);
    expect(denied.body).toMatchObject({
      success: false,
      code: 403,
      message: 'Prohibited (403): you do not have the permission sys:onlineUser:forceOffline',
    });

    const self = await t.call('POST', '/api/online_user/force_offline', {
      token: admin.token,
      body: { sessionId: adminSession },
    });
    expect(self.status).toBe(400);
    expect(self.body).toMatchObject({
      success: false,
      code: 400,
      message: 'You cannot force your own session offline',
    });
    expect((await t.call('GET', '/api/get_account_info', { token: admin.token })).status).toBe(200);
  });
});

import { type MessageBulkReadResult, type MessageRecord, messageRecordApi } from '@takt/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test-support/databases.js';
import { claimsOf, createTenant, createUser } from '../../test-support/fixtures.js';
import { connectHub, type HubClient } from '../../test-support/hub-client.js';
import { type RouteClient, routeClient } from '../../test-support/route-client.js';
import { type ApiResponse, startTestServer, type TestServer } from '../../test-support/test-server.js';

type Session = { token: string; refreshToken: string };

describe.each(testDatabaseKinds())('message records on %s', (kind) => {
  let t: TestServer;
  let api: RouteClient;
  let asOperator: RouteClient;
  let admin: Session;
  let operator: Session;
  let operatorId: string;
  let adminId: string;
  let foreignUserId: string;
  let foreign: Session;
  const sockets: HubClient[] = [];

  const connect = (session: Session, label: string) => {
    const client = connectHub(t.baseUrl, { token: session.token, label });
    sockets.push(client);
    return client;
  };
  const bulkRead = async (session: Session, fields: [string, string | Blob][], language = 'en-US') => {
    const form = new FormData();
    for (const [name, value] of fields) form.append(name, value);
    const response = await fetch(`${t.baseUrl}/api${messageRecordApi.bulkRead.path}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${session.token}`, 'accept-language': language },
      body: form,
    });
    return { status: response.status, body: await response.json() } as ApiResponse<MessageBulkReadResult>;
  };

  beforeAll(async () => {
    t = await startTestServer(kind);
    admin = await t.login('admin');
    operator = await t.login('operator');
    api = routeClient(t, { token: admin.token });
    asOperator = api.as(operator.token);
    adminId = claimsOf(admin.token).userId;
    operatorId = claimsOf(operator.token).userId;
    const otherTenant = await createTenant(t.server.db, { code: 'msg_other' });
    foreignUserId = await createUser(t.server.db, otherTenant, { account: 'msg_foreign' });
    foreign = await t.login('msg_foreign');
  });
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.close();
  });
  afterAll(() => t?.close());

  it('delivers ReceiveNewMessage to the recipient, after commit, with the record as pull shows it', async () => {
    const recipient = connect(operator, 'operator');
    const bystander = connect(admin, 'admin');
    for (const hub of [recipient, bystander]) {
      await hub.opened();
      await hub.heartbeat();
    }

    const sent = await api.call(messageRecordApi.send, {
      body: {
        title: 'Line 3 stopped',
        content: 'Check the feeder\nat station 4',
        type: 2,
        userIds: [operatorId, operatorId],
        eventType: 'andon',
        eventCode: 'LINE_STOP',
        btnText: 'Open',
        pagePath: '/andon/board?line=3',
      },
    });
    expect(sent.status).toBe(200);
    expect(sent.body.data.recipientCount).toBe(1);

    const frame = await recipient.nextFrame();
    expect(frame.event).toBe('ReceiveNewMessage');
    const pushed = frame.data as MessageRecord;
    expect(pushed).toMatchObject({
      messageRecordId: sent.body.data.messageRecordId,
      state: 1,
      type: 2,
      title: 'Line 3 stopped',
      content: 'Check the feeder\nat station 4',
      eventType: 'andon',
      eventCode: 'LINE_STOP',
      btnText: 'Open',
      jumpTarget: 'self',
      pagePath: '/andon/board?line=3',
      senderId: adminId,
      readTime: null,
    });
    expect(pushed.senderName).toBeTruthy();
    expect(Date.parse(pushed.publicTime)).not.toBeNaN();
    // Delivery waits for the commit: the row is already there for the recipient's pull.
    const unread = await asOperator.ok(messageRecordApi.pull, { query: { read: 'false' } });
    expect(unread.rows[0]).toEqual(pushed);
    // Not a recipient: the next frame the sender's socket gets is its own HeartbeatAck.
    await bystander.heartbeat();
  });

  it('moves messages from the unread list to the read list on read and bulk_read', async () => {
    const before = await asOperator.ok(messageRecordApi.pull, { query: { read: 'false', pageSize: 99 } });
    const titles = ['first', 'second', 'third'];
    for (const title of titles) {
      expect(
        (
          await api.call(messageRecordApi.send, {
            body: { title, content: `${title} body`, userIds: [operatorId, adminId] },
          })
        ).status,
      ).toBe(200);
    }
    const unread = await asOperator.ok(messageRecordApi.pull, { query: { read: 'false', pageSize: 99 } });
    expect(unread.unreadCount).toBe(before.unreadCount + 3);
    expect(unread.totalRows).toBe(before.totalRows + 3);
    expect(unread.rows.slice(0, 3).map((row) => row.title)).toEqual(['third', 'second', 'first']);
    expect(unread.rows.every((row) => row.state === 1)).toBe(true);
    const [third, second, first] = unread.rows;

    const read = await asOperator.call(messageRecordApi.read, {
      query: { messageRecordWithTargetId: third!.messageRecordWithTargetId },
    });
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({ messageRecordWithTargetId: third!.messageRecordWithTargetId, state: 3 });
    expect(read.body.data.readTime).not.toBeNull();
    // Idempotent: reading again keeps the first read time.
    const again = await asOperator.call(messageRecordApi.read, {
      query: { messageRecordWithTargetId: third!.messageRecordWithTargetId },
    });
    expect(again.body.data).toEqual(read.body.data);

    const afterOne = await asOperator.ok(messageRecordApi.pull, { query: { read: 'false', pageSize: 99 } });
    expect(afterOne.unreadCount).toBe(before.unreadCount + 2);
    expect(afterOne.rows.map((row) => row.title)).not.toContain('third');
    const readList = await asOperator.ok(messageRecordApi.pull, { query: { read: 'true', pageSize: 99 } });
    expect(readList.rows[0]).toMatchObject({ title: 'third', state: 3 });

    const bulk = await bulkRead(operator, [
      ['messageRecordWithTargetIds', second!.messageRecordWithTargetId],
      ['messageRecordWithTargetIds', first!.messageRecordWithTargetId],
      ['messageRecordWithTargetIds', third!.messageRecordWithTargetId],
    ]);
    expect(bulk.status).toBe(200);
    expect(bulk.body.data).toEqual({ changed: 2, unreadCount: before.unreadCount });
    const afterBulk = await asOperator.ok(messageRecordApi.pull, { query: { read: 'true', pageSize: 99 } });
    expect(afterBulk.rows.slice(0, 3).map((row) => row.title)).toEqual(['third', 'second', 'first']);
    expect(afterBulk.unreadCount).toBe(before.unreadCount);
    // The admin's own copies are untouched.
    const adminUnread = await api.ok(messageRecordApi.pull, { query: { read: 'false', pageSize: 99 } });
    expect(adminUnread.rows.slice(0, 3).map((row) => row.title)).toEqual(['third', 'second', 'first']);
    // Both lists together, newest first.
    const all = await asOperator.ok(messageRecordApi.pull, { query: { pageSize: 2 } });
    expect(all).toMatchObject({ pageNo: 1, pageSize: 2, totalRows: before.totalRows + afterBulk.totalRows });
    expect(all.rows.map((row) => row.title)).toEqual(['third', 'second']);
  });

  it("answers 404 for someone else's record, and bulk_read with one foreign id changes nothing", async () => {
    await api.call(messageRecordApi.send, { body: { title: 'for admin', content: 'x', userIds: [adminId] } });
    await api.call(messageRecordApi.send, { body: { title: 'for operator', content: 'y', userIds: [operatorId] } });
    const [adminRow] = (await api.ok(messageRecordApi.pull, { query: { read: 'false' } })).rows;
    const [operatorRow] = (await asOperator.ok(messageRecordApi.pull, { query: { read: 'false' } })).rows;
    expect(adminRow!.title).toBe('for admin');
    expect(operatorRow!.title).toBe('for operator');

    const stolen = await asOperator.call(messageRecordApi.read, {
      query: { messageRecordWithTargetId: adminRow!.messageRecordWithTargetId },
    });
    expect(stolen.status).toBe(404);
    expect(stolen.body).toMatchObject({ success: false, code: 404 });
    const unknown = await asOperator.call(messageRecordApi.read, {
      query: { messageRecordWithTargetId: '999999999999' },
    });
    expect(unknown.status).toBe(404);
    // Another enterprise cannot reach it either.
    const crossTenant = await api.call(messageRecordApi.read, {
      query: { messageRecordWithTargetId: operatorRow!.messageRecordWithTargetId },
      as: foreign.token,
    });
    expect(crossTenant.status).toBe(404);
    expect((await api.as(foreign.token).ok(messageRecordApi.pull)).totalRows).toBe(0);

    const before = (await asOperator.ok(messageRecordApi.pull, { query: { read: 'false' } })).unreadCount;
    const mixed = await bulkRead(operator, [
      ['messageRecordWithTargetIds', operatorRow!.messageRecordWithTargetId],
      ['messageRecordWithTargetIds', adminRow!.messageRecordWithTargetId],
    ]);
    expect(mixed.status).toBe(404);
    expect(mixed.body.message).toBe(
      `These messages do not exist or are not yours: ${adminRow!.messageRecordWithTargetId}`,
    );
    expect((await asOperator.ok(messageRecordApi.pull, { query: { read: 'false' } })).unreadCount).toBe(before);
    expect((await asOperator.ok(messageRecordApi.pull, { query: { read: 'false' } })).rows[0]).toMatchObject({
      title: 'for operator',
      state: 1,
    });
    expect((await api.ok(messageRecordApi.pull, { query: { read: 'false' } })).rows[0]).toMatchObject({
      title: 'for admin',
      state: 1,
    });
  });

  it('refuses a bulk_read form that is not multipart or names a bad field, id or file', async () => {
    const notMultipart = await t.call('PUT', '/api/message_record/bulk_read', {
      token: operator.token,
      body: { messageRecordWithTargetIds: ['1'] },
    });
    expect(notMultipart.status).toBe(400);
    expect(notMultipart.body.message).toBe('Unsupported content type: application/json');

    const badId = await bulkRead(operator, [
      ['messageRecordWithTargetIds', '1001'],
      ['messageRecordWithTargetIds', 'abc'],
    ]);
    expect(badId.status).toBe(400);
    expect(badId.body.message).toBe('Invalid request: messageRecordWithTargetIds.1: has an invalid format');

    const badField = await bulkRead(operator, [
      ['messageRecordWithTargetIds', '1001'],
      ['ids', '1002'],
    ]);
    expect(badField.status).toBe(400);
    expect(badField.body.message).toBe('Invalid request: ids: is not an accepted field');

    const empty = await bulkRead(operator, [['other', 'x']]);
    expect(empty.status).toBe(400);
    expect(empty.body.message).toContain('messageRecordWithTargetIds: is required');

    const file = await bulkRead(operator, [['messageRecordWithTargetIds', new Blob(['1001'.repeat(10_000)])]]);
    expect(file.status).toBe(400);
    expect(file.body.message).toBe('Invalid request: messageRecordWithTargetIds.0: must be a string');

    const tooMany = await bulkRead(
      operator,
      Array.from({ length: 501 }, (_, i) => ['messageRecordWithTargetIds', String(1000 + i)] as [string, string]),
    );
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toBe('Invalid request: messageRecordWithTargetIds: must have at most 500 items');

    const zh = await bulkRead(operator, [['messageRecordWithTargetIds', 'abc']], 'zh-CN');
    expect(zh.body.message).toBe('请求参数有误：messageRecordWithTargetIds.0：格式不正确');
  });

  it('validates a send field by field, names unknown recipients, and stores nothing then', async () => {
    const sentBefore = (await api.ok(messageRecordApi.pullSent)).totalRows;
    const cases: [Record<string, unknown>, string][] = [
      [{ content: 'x', userIds: [operatorId] }, 'Invalid request: title: is required'],
      [
        { title: 'x'.repeat(51), content: 'x', userIds: [operatorId] },
        'Invalid request: title: must be at most 50 characters',
      ],
      [
        { title: 't', content: 'x'.repeat(2001), userIds: [operatorId] },
        'Invalid request: content: must be at most 2000 characters',
      ],
      [{ title: 't', content: 'x', userIds: [] }, 'Invalid request: userIds: must have at least 1 items'],
      [{ title: 't', content: 'x', userIds: ['abc'] }, 'Invalid request: userIds.0: has an invalid format'],
      [{ title: 't', content: 'x', userIds: [operatorId], type: 9 }, 'Invalid request: type: must be one of: 1, 2, 3'],
      [
        { title: 't', content: 'x', userIds: [operatorId], pagePath: 'javascript:alert(1)' },
        'Invalid request: pagePath: has an invalid format',
      ],
      [{ title: 't', content: 'x', userIds: [operatorId], btnText: 'Open' }, 'Invalid request: pagePath: is required'],
      [
        { title: 't', content: 'x', userIds: [operatorId], extra: 1 },
        'Invalid request: extra: is not an accepted field',
      ],
    ];
    for (const [body, message] of cases) {
      const response = await api.call(messageRecordApi.send, { body: body as never });
      expect(response.status, message).toBe(400);
      expect(response.body.message).toBe(message);
    }
    const tooMany = await api.call(messageRecordApi.send, {
      body: {
        title: 't',
        content: 'x',
        userIds: Array.from({ length: 501 }, (_, i) => String(1000 + i)),
      },
    });
    expect(tooMany.body.message).toBe('Invalid request: userIds: must have at most 500 items');

    const unknown = await api.call(messageRecordApi.send, {
      body: {
        title: 't',
        content: 'x',
        userIds: [operatorId, '999999999999', foreignUserId],
      },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(`Invalid request: userIds: no such users: 999999999999, ${foreignUserId}`);
    const zh = await api.call(messageRecordApi.send, {
      body: { title: 't', content: 'x', userIds: ['999999999999'] },
      language: 'zh-CN',
    });
    expect(zh.body.message).toBe('请求参数有误：userIds：以下用户不存在：999999999999');

    const sentAfter = (await api.ok(messageRecordApi.pullSent)).totalRows;
    expect(sentAfter).toBe(sentBefore);
  });

  it('refuses send to a user without sys:message:send, but lets everyone pull their own', async () => {
    const denied = await asOperator.call(messageRecordApi.send, {
      body: { title: 't', content: 'x', userIds: [adminId] },
    });
    expect(denied.status).toBe(403);
    expect(denied.body).toMatchObject({
      code: 403,
      message: 'Prohibited (403): you do not have the permission sys:message:send',
    });
    expect((await asOperator.call(messageRecordApi.pull)).status).toBe(200);
    expect((await routeClient(t).call(messageRecordApi.pull)).status).toBe(401);
  });

  it('validates the pull query', async () => {
    const badRead = await asOperator.call(messageRecordApi.pull, { query: { read: 'maybe' as never } });
    expect(badRead.status).toBe(400);
    expect(badRead.body.message).toBe('Invalid request: read: must be one of: true, false');
    const tooBig = await asOperator.call(messageRecordApi.pull, { query: { pageSize: 501 } });
    expect(tooBig.body.message).toBe('Invalid request: pageSize: must be at most 500');
    const page99 = await asOperator.ok(messageRecordApi.pull, { query: { pageNo: 1, pageSize: 99, read: 'false' } });
    expect(page99).toMatchObject({ pageNo: 1, pageSize: 99 });
    const defaults = await asOperator.ok(messageRecordApi.pull);
    expect(defaults.pageSize).toBe(10);
  });

  it('lists what the caller sent, with how many recipients read each', async () => {
    const sent = await api.call(messageRecordApi.send, {
      body: { title: 'sent report', content: 'z', userIds: [operatorId, adminId] },
    });
    const [row] = (await asOperator.ok(messageRecordApi.pull, { query: { read: 'false' } })).rows;
    expect(row!.messageRecordId).toBe(sent.body.data.messageRecordId);
    await asOperator.call(messageRecordApi.read, {
      query: { messageRecordWithTargetId: row!.messageRecordWithTargetId },
    });
    const list = await api.call(messageRecordApi.pullSent, { query: { pageSize: 1 } });
    expect(list.status).toBe(200);
    expect(list.body.data.rows).toEqual([
      expect.objectContaining({
        messageRecordId: sent.body.data.messageRecordId,
        title: 'sent report',
        recipientCount: 2,
        readCount: 1,
      }),
    ]);
    expect(list.body.data.totalRows).toBeGreaterThan(1);
    // The operator sent nothing.
    const none = await asOperator.call(messageRecordApi.pullSent);
    expect(none.body.data).toMatchObject({ rows: [], totalRows: 0 });
  });

  it('pushes a long message through the hub cut to fit, while pull returns it whole', async () => {
    const recipient = connect(operator, 'operator long');
    await recipient.opened();
    await recipient.heartbeat();
    const content = '设备温度超过上限，请立即检查。'.repeat(133);
    expect(content.length).toBeLessThanOrEqual(2000);
    expect(
      (await api.call(messageRecordApi.send, { body: { title: '温度告警', content, type: 2, userIds: [operatorId] } }))
        .status,
    ).toBe(200);
    const frame = await recipient.nextFrame();
    const pushed = frame.data as MessageRecord;
    expect(frame.event).toBe('ReceiveNewMessage');
    expect(Buffer.byteLength(JSON.stringify(pushed))).toBeLessThanOrEqual(6000);
    expect(pushed.content.endsWith('…')).toBe(true);
    expect(content.startsWith(pushed.content.slice(0, -1))).toBe(true);
    const [row] = (await asOperator.ok(messageRecordApi.pull, { query: { read: 'false' } })).rows;
    expect(row!.content).toBe(content);
  });
});

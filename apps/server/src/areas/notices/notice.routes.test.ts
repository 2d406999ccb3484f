import { type Notice, noticeApi } from '@takt/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test-support/databases.js';
import { claimsOf, createTenant, createUser, tenantIdOf } from '../../test-support/fixtures.js';
import { connectHub, type HubClient } from '../../test-support/hub-client.js';
import { type BodyOf, type RouteCall, type RouteClient, routeClient } from '../../test-support/route-client.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';

type Session = { token: string; refreshToken: string };

describe.each(testDatabaseKinds())('notices on %s', (kind) => {
  let t: TestServer;
  let api: RouteClient;
  let asOperator: RouteClient;
  let admin: Session;
  let operator: Session;
  let operatorId: string;
  let adminId: string;
  let foreignUserId: string;
  const sockets: HubClient[] = [];

  const connect = (session: Session, label: string, lang?: string) => {
    const client = connectHub(t.baseUrl, { token: session.token, label, lang });
    sockets.push(client);
    return client;
  };
  const release = async (body: BodyOf<typeof noticeApi.add>) => {
    const draft = await api.ok(noticeApi.add, { body });
    return api.ok(noticeApi.publish, { body: { id: draft.id } });
  };

  beforeAll(async () => {
    t = await startTestServer(kind);
    admin = await t.login('admin');
    operator = await t.login('operator');
    api = routeClient(t, { token: admin.token });
    asOperator = api.as(operator.token);
    adminId = claimsOf(admin.token).userId;
    operatorId = claimsOf(operator.token).userId;
    foreignUserId = await createUser(t.server.db, await createTenant(t.server.db, { code: 'notice_other' }), {
      account: 'notice_foreign',
    });
  });
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.close();
  });
  afterAll(() => t?.close());

  it('groups released notices by type, at most 6 per group, newest first, with totalRows', async () => {
    const all: Notice[] = [];
    for (let i = 1; i <= 7; i++)
      all.push(await release({ title: `notice ${i}`, content: `body ${i}`, allUsers: true }));
    const forOperator = [
      await release({ title: 'announcement A', content: 'a', type: 2, userIds: [operatorId] }),
      await release({ title: 'announcement B', content: 'b', type: 2, userIds: [operatorId, adminId] }),
    ];
    await release({ title: 'admin only', content: 'c', type: 2, userIds: [adminId] });
    // A draft reaches no one.
    expect((await api.call(noticeApi.add, { body: { title: 'draft', content: 'd', allUsers: true } })).status).toBe(
      200,
    );

    const groups = await asOperator.ok(noticeApi.received);
    expect(groups.map((g) => [g.type, g.typeName, g.totalRows, g.rows.length, g.unreadCount])).toEqual([
      [1, 'Notice', 7, 6, 7],
      [2, 'Announcement', 2, 2, 2],
    ]);
    expect(groups[0]!.rows.map((r) => r.title)).toEqual([7, 6, 5, 4, 3, 2].map((i) => `notice ${i}`));
    expect(groups[1]!.rows.map((r) => r.title)).toEqual(['announcement B', 'announcement A']);
    expect(groups[1]!.rows[0]).toMatchObject({
      id: forOperator[1]!.id,
      type: 2,
      content: 'b',
      read: false,
      senderName: expect.any(String),
    });
    expect(Date.parse(groups[0]!.rows[0]!.publicTime)).not.toBeNaN();

    const adminGroups = await api.ok(noticeApi.received);
    expect(adminGroups.map((g) => g.totalRows)).toEqual([7, 2]);
    expect(adminGroups[1]!.rows.map((r) => r.title)).toEqual(['admin only', 'announcement B']);

    // Paging within a group, one group only, another page size, another language.
    const second = await asOperator.ok(noticeApi.received, { query: { type: 1, pageNo: 2 } });
    expect(second).toHaveLength(1);
    expect(second[0]).toMatchObject({ type: 1, totalRows: 7 });
    expect(second[0]!.rows.map((r) => r.title)).toEqual(['notice 1']);
    const small = await asOperator.ok(noticeApi.received, { query: { pageSize: 2 } });
    expect(small.map((g) => g.rows.length)).toEqual([2, 2]);
    const zh = await asOperator.ok(noticeApi.received, { language: 'zh-CN' });
    expect(zh.map((g) => g.typeName)).toEqual(['通知', '公告']);
    expect((await asOperator.call(noticeApi.received, { query: { type: 3 as never } })).body.message).toBe(
      'Invalid request: type: must be one of: 1, 2',
    );

    // A user added later sees the notices to all users, not the ones to chosen users.
    await createUser(t.server.db, await tenantIdOf(t.server.db, 'demo'), { account: 'notice_newcomer' });
    const newcomer = await t.login('notice_newcomer');
    expect((await api.as(newcomer.token).ok(noticeApi.received)).map((g) => g.totalRows)).toEqual([7, 0]);
    // Another enterprise sees none of them.
    const foreign = await t.login('notice_foreign');
    expect((await api.as(foreign.token).ok(noticeApi.received)).map((g) => g.totalRows)).toEqual([0, 0]);
    expect(all).toHaveLength(7);
  });

  it('counts unread notices, marks one read (idempotently), and refuses notices not released to the caller', async () => {
    const before = await asOperator.ok(noticeApi.unread);
    const notice = await release({ title: 'unread check', content: 'u', type: 2, userIds: [operatorId] });
    const adminOnly = await release({ title: 'not for operator', content: 'n', userIds: [adminId] });
    const draft = await api.ok(noticeApi.add, {
      body: { title: 'still a draft', content: 'd', userIds: [operatorId] },
    });

    const after = await asOperator.ok(noticeApi.unread, { query: { pageSize: 1 } });
    expect(after.unreadCount).toBe(before.unreadCount + 1);
    expect(after.rows.map((r) => r.title)).toEqual(['unread check']);

    const first = await asOperator.call(noticeApi.read, { query: { id: notice.id } });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ id: notice.id, read: true });
    expect((await asOperator.call(noticeApi.read, { query: { id: notice.id } })).body.data).toEqual(first.body.data);
    expect((await asOperator.ok(noticeApi.unread)).unreadCount).toBe(before.unreadCount);
    const group = (await asOperator.ok(noticeApi.received, { query: { type: 2 } }))[0]!;
    expect(group.rows.find((r) => r.id === notice.id)?.read).toBe(true);

    // Reading a notice to all users is per user.
    const everyone = await release({ title: 'for everyone', content: 'e', allUsers: true });
    expect((await asOperator.call(noticeApi.read, { query: { id: everyone.id } })).body.data.read).toBe(true);
    const adminView = (await api.ok(noticeApi.received, { query: { type: 1 } }))[0]!.rows.find(
      (r) => r.id === everyone.id,
    );
    expect(adminView?.read).toBe(false);

    for (const id of [adminOnly.id, draft.id, '999999999999']) {
      const refused = await asOperator.call(noticeApi.read, { query: { id } });
      expect(refused.status, id).toBe(404);
    }
    expect((await asOperator.call(noticeApi.read, { query: { id: 'x' } })).body.message).toBe(
      'Invalid request: id: has an invalid format',
    );
  });

  it('pushes ReceiveMessage to the recipients when a notice is released, after commit', async () => {
    const operatorHub = connect(operator, 'operator', 'zh-CN');
    const adminHub = connect(admin, 'admin');
    for (const hub of [operatorHub, adminHub]) {
      await hub.opened();
      await hub.heartbeat();
    }
    const targeted = await release({
      title: 'shift change',
      content: 'Line 2 at 14:00',
      type: 2,
      userIds: [operatorId],
    });
    const frame = await operatorHub.nextFrame();
    expect(frame).toEqual({
      event: 'ReceiveMessage',
      data: expect.objectContaining({ id: targeted.id, title: 'shift change', type: 2, read: false }),
    });
    // Already visible to the recipient when the event arrives.
    expect((await asOperator.ok(noticeApi.unread)).rows[0]?.id).toBe(targeted.id);
    // The administrator was not a recipient.
    await adminHub.heartbeat();

    const everyone = await release({ title: 'fire drill', content: 'Friday', allUsers: true });
    for (const hub of [operatorHub, adminHub]) {
      expect(await hub.nextFrame()).toMatchObject({ event: 'ReceiveMessage', data: { id: everyone.id } });
    }
  });

  it('withdraws a released notice and releases it again, and refuses transitions the states do not allow', async () => {
    const notice = await release({ title: 'to withdraw', content: 'w', userIds: [operatorId] });
    expect(notice).toMatchObject({ state: 1, allUsers: false, userIds: [operatorId] });
    expect(notice.publicTime).not.toBeNull();
    await asOperator.call(noticeApi.read, { query: { id: notice.id } });

    const withdrawn = await api.call(noticeApi.withdraw, { body: { id: notice.id } });
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.data).toMatchObject({ state: 2, withdrawnTime: expect.any(String) });
    const ids = (await asOperator.ok(noticeApi.received, { query: { type: 1, pageSize: 100 } }))[0]!.rows.map(
      (r) => r.id,
    );
    expect(ids).not.toContain(notice.id);
    expect((await asOperator.call(noticeApi.read, { query: { id: notice.id } })).status).toBe(404);

    const again = await api.call(noticeApi.withdraw, { body: { id: notice.id } });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 409, message: 'Only a released notice can be withdrawn' });

    const republished = await api.call(noticeApi.publish, { body: { id: notice.id } });
    expect(republished.body.data).toMatchObject({ state: 1, withdrawnTime: null });
    const row = (await asOperator.ok(noticeApi.received, { query: { type: 1, pageSize: 100 } }))[0]!.rows.find(
      (r) => r.id === notice.id,
    );
    // Released again: unread again.
    expect(row?.read).toBe(false);
    const twice = await api.call(noticeApi.publish, { body: { id: notice.id } });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('Only a draft or withdrawn notice can be published');
    expect((await api.call(noticeApi.publish, { body: { id: '999999999999' } })).status).toBe(404);
  });

  it('validates a notice: content and recipients required, recipients of the enterprise, fields named', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ title: 't', userIds: [operatorId] }, 'Invalid request: content: is required'],
      [{ title: 't', content: '   ', userIds: [operatorId] }, 'Invalid request: content: is required'],
      [{ content: 'c', userIds: [operatorId] }, 'Invalid request: title: is required'],
      [{ title: 't', content: 'c' }, 'Invalid request: userIds: must have at least 1 items'],
      [
        { title: 't', content: 'c', userIds: [], allUsers: false },
        'Invalid request: userIds: must have at least 1 items',
      ],
      [{ title: 't', content: 'c', allUsers: true, type: 5 }, 'Invalid request: type: must be one of: 1, 2'],
      [
        { title: 't', content: 'x'.repeat(5001), allUsers: true },
        'Invalid request: content: must be at most 5000 characters',
      ],
    ];
    for (const [body, message] of cases) {
      const response = await api.call(noticeApi.add, { body: body as never });
      expect(response.status, message).toBe(400);
      expect(response.body.message).toBe(message);
    }
    const unknown = await api.call(noticeApi.add, {
      body: { title: 't', content: 'c', userIds: [operatorId, foreignUserId] },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(`Invalid request: userIds: no such users: ${foreignUserId}`);
    const zh = await api.call(noticeApi.add, { body: { title: 't' } as never, language: 'zh-CN' });
    expect(zh.body.message).toBe('请求参数有误：content：不能为空');
  });

  it('refuses add, publish and withdraw to a user without the sys:notice permissions', async () => {
    const draft = await api.ok(noticeApi.add, { body: { title: 'perm', content: 'p', allUsers: true } });
    const cases: [RouteCall, string][] = [
      [[noticeApi.add, { body: { title: 'x', content: 'y', allUsers: true } }], 'sys:notice:add'],
      [[noticeApi.publish, { body: { id: draft.id } }], 'sys:notice:publish'],
      [[noticeApi.withdraw, { body: { id: draft.id } }], 'sys:notice:withdraw'],
    ];
    for (const [[route, options], permission] of cases) {
      const denied = await asOperator.call(route, options);
      expect(denied.status, route.path).toBe(403);
      expect(denied.body.message).toBe(`Prohibited (403): you do not have the permission ${permission}`);
    }
    expect((await asOperator.call(noticeApi.received)).status).toBe(200);
    expect((await routeClient(t).call(noticeApi.unread)).status).toBe(401);
  });
});

import {
  type MessageRecord,
  MessageState,
  messageCentreApi,
  messageRecordApi,
  OrgType,
  organisationApi,
  userApi,
} from '@takt/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test-support/databases.js';
import { claimsOf, createTenant, createUser, grantPermissions } from '../../test-support/fixtures.js';
import { connectHub } from '../../test-support/hub-client.js';
import { zonedDay } from '../../test-support/log-dates.js';
import { type RouteCall, type RouteClient, routeClient } from '../../test-support/route-client.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';

describe.each(testDatabaseKinds())('message centre on %s', (kind) => {
  let t: TestServer;
  let api: RouteClient;
  let demoId: string;

  beforeAll(async () => {
    t = await startTestServer(kind);
    const admin = await t.login('admin');
    api = routeClient(t, { token: admin.token });
    demoId = claimsOf(admin.token).tenantId;
  });
  afterAll(() => t?.close());

  const orgUser = (account: string, orgId: string) => api.ok(userApi.add, { body: { account, name: account, orgId } });

  it('sends to a role: its holders receive the message live, and the centre counts who read it', async () => {
    const holderId = await createUser(t.server.db, demoId, { account: 'msg_holder', name: 'Holder' });
    const roleId = await grantPermissions(t.server, demoId, holderId, ['sys:message:page'], 'msg_role');
    const holder = await t.login('msg_holder');
    const hub = connectHub(t.baseUrl, { token: holder.token, label: 'holder' });
    try {
      await hub.opened();
      await hub.heartbeat();
      const sent = await api.ok(messageRecordApi.send, {
        body: { title: 'Role news', content: 'For the role', roleIds: [roleId] },
      });
      expect(sent.recipientCount).toBe(1);
      const frame = await hub.nextFrame();
      expect(frame.event).toBe('ReceiveNewMessage');
      const pushed = frame.data as MessageRecord;
      expect(pushed).toMatchObject({ messageRecordId: sent.messageRecordId, title: 'Role news', state: 1 });

      const asHolder = api.as(holder.token);
      await asHolder.ok(messageRecordApi.read, {
        query: { messageRecordWithTargetId: pushed.messageRecordWithTargetId },
      });
      const detail = await api.ok(messageCentreApi.detail, { query: { id: sent.messageRecordId } });
      expect(detail).toMatchObject({ id: sent.messageRecordId, recipientCount: 1, readCount: 1, title: 'Role news' });
      expect(detail.recipients).toEqual([
        {
          messageRecordWithTargetId: pushed.messageRecordWithTargetId,
          userId: holderId,
          userName: 'Holder',
          state: MessageState.READ,
          readTime: expect.any(String),
        },
      ]);
    } finally {
      hub.close();
    }
  });

  it('sends to organisations (with those below them) and users, each recipient once', async () => {
    const parent = await api.ok(organisationApi.add, {
      body: { name: 'Msg plant', code: `MSGP${kind.length}`, type: OrgType.DEPARTMENT },
    });
    const child = await api.ok(organisationApi.add, {
      body: { pid: parent.id, name: 'Msg team', code: `MSGC${kind.length}`, type: OrgType.DEPARTMENT },
    });
    const inParent = await orgUser('msg_parent_user', parent.id);
    const inChild = await orgUser('msg_child_user', child.id);
    const sent = await api.ok(messageRecordApi.send, {
      body: { title: 'Org news', content: 'For the plant', orgIds: [parent.id], userIds: [inChild.id] },
    });
    expect(sent.recipientCount).toBe(2);
    const detail = await api.ok(messageCentreApi.detail, { query: { id: sent.messageRecordId } });
    expect(detail.recipients.map((r) => r.userId).sort()).toEqual([inParent.id, inChild.id].sort());
    expect(detail.readCount).toBe(0);

    const empty = await api.ok(organisationApi.add, {
      body: { name: 'Msg empty', code: `MSGE${kind.length}`, type: OrgType.DEPARTMENT },
    });
    const nobody = await api.call(messageRecordApi.send, { body: { title: 'x', content: 'y', orgIds: [empty.id] } });
    expect(nobody.status).toBe(400);
    expect(nobody.body.message).toBe(
      'The chosen organisations and roles have no users: nobody would receive this message',
    );
    const none = await api.call(messageRecordApi.send, { body: { title: 'x', content: 'y' } });
    expect(none.status).toBe(400);
    expect(none.body.message).toContain('userIds');
  });

  it('refuses organisations and roles of another enterprise, and never shows its messages', async () => {
    const other = await createTenant(t.server.db, { code: 'msg_centre_other' });
    const stranger = await createUser(t.server.db, other, { account: 'msg_centre_boss', adminType: 2 });
    const otherRole = await grantPermissions(t.server.db, other, stranger, ['sys:message:page'], 'msg_other');
    const otherApi = api.as((await t.login('msg_centre_boss')).token);

    const role = await api.call(messageRecordApi.send, {
      body: { title: 'x', content: 'y', roleIds: [otherRole] },
      language: 'zh-CN',
    });
    expect(role.status).toBe(400);
    expect(role.body.message).toBe(`请求参数有误：roleIds：以下角色不存在：${otherRole}`);
    const otherOrg = await otherApi.ok(organisationApi.add, {
      body: { name: 'Other org', code: 'OTHERORG', type: OrgType.DEPARTMENT },
    });
    const org = await api.call(messageRecordApi.send, { body: { title: 'x', content: 'y', orgIds: [otherOrg.id] } });
    expect(org.status).toBe(400);
    expect(org.body.message).toBe(`Invalid request: orgIds: no such organisations: ${otherOrg.id}`);

    const ours = await api.ok(messageRecordApi.send, {
      body: { title: 'Ours only', content: 'y', userIds: [claimsOf((await t.login('operator')).token).userId] },
    });
    expect((await otherApi.ok(messageCentreApi.page, { query: { code: 'Ours only' } })).totalRows).toBe(0);
    expect((await otherApi.call(messageCentreApi.detail, { query: { id: ours.messageRecordId } })).status).toBe(404);
    expect((await otherApi.call(messageCentreApi.delete, { body: { id: ours.messageRecordId } })).status).toBe(404);
    expect((await api.ok(messageCentreApi.page, { query: { code: 'Ours only' } })).totalRows).toBe(1);
  });

  it('lists every sender’s messages with filters, sorting and paging, and deletes one for its recipients too', async () => {
    const operator = await t.login('operator');
    const operatorId = claimsOf(operator.token).userId;
    const names = ['filter alpha', 'filter bravo', 'filter charlie'];
    const sent = [];
    for (const [i, title] of names.entries()) {
      sent.push(
        await api.ok(messageRecordApi.send, {
          body: { title, content: 'c', type: i === 1 ? 2 : 1, userIds: [operatorId] },
        }),
      );
    }
    const page = await api.ok(messageCentreApi.page, { query: { code: 'filter', pageSize: 2 } });
    expect(page.totalRows).toBe(3);
    expect(page.rows.map((row) => row.title)).toEqual(['filter charlie', 'filter bravo']);
    expect(page.rows[0]).toMatchObject({ recipientCount: 1, readCount: 0, senderName: expect.any(String) });
    const byTitle = await api.ok(messageCentreApi.page, {
      query: { code: 'filter', sortField: 'code', sortOrder: 'ascend' },
    });
    expect(byTitle.rows.map((row) => row.title)).toEqual(names);
    const alerts = await api.ok(messageCentreApi.page, { query: { code: 'filter', type: 2 } });
    expect(alerts.rows.map((row) => row.title)).toEqual(['filter bravo']);
    const tomorrow = zonedDay(1);
    expect((await api.ok(messageCentreApi.page, { query: { code: 'filter', sentFrom: tomorrow } })).totalRows).toBe(0);
    expect((await api.ok(messageCentreApi.page, { query: { code: 'filter', sentTo: tomorrow } })).totalRows).toBe(3);

    await api.ok(messageCentreApi.delete, { body: { id: sent[0]!.messageRecordId } });
    const inbox = await api.as(operator.token).ok(messageRecordApi.pull, { query: { pageSize: 99 } });
    expect(inbox.rows.map((row) => row.title)).not.toContain('filter alpha');
    expect(inbox.rows.map((row) => row.title)).toContain('filter bravo');
  });

  it("asks for each route's permission", async () => {
    const userId = await createUser(t.server.db, demoId, { account: 'msg_reader' });
    await grantPermissions(t.server, demoId, userId, ['sys:message:page']);
    const reader = api.as((await t.login('msg_reader')).token);
    expect((await reader.call(messageCentreApi.page, {})).status).toBe(200);
    const refused: RouteCall[] = [
      [messageCentreApi.detail, { query: { id: '1' } }],
      [messageCentreApi.delete, { body: { id: '1' } }],
      [messageRecordApi.send, { body: { title: 'x', content: 'y', userIds: [userId] } }],
    ];
    for (const [route, options] of refused) expect((await reader.call(route, options)).status, route.path).toBe(403);
  });
});

import { NoticeState, noticeAdminApi, noticeApi } from '@takt/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test-support/databases.js';
import { claimsOf, createTenant, createUser, grantPermissions } from '../../test-support/fixtures.js';
import { zonedDay } from '../../test-support/log-dates.js';
import { type RouteCall, type RouteClient, routeClient } from '../../test-support/route-client.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';

describe.each(testDatabaseKinds())('notice management on %s', (kind) => {
  let t: TestServer;
  let api: RouteClient;
  let operatorId: string;
  let adminId: string;

  const draft = (title: string, extra: Partial<{ type: 1 | 2; allUsers: boolean; userIds: string[] }> = {}) =>
    api.ok(noticeApi.add, { body: { title, content: `${title} body`, userIds: [operatorId], ...extra } });

  beforeAll(async () => {
    t = await startTestServer(kind);
    const admin = await t.login('admin');
    api = routeClient(t, { token: admin.token });
    adminId = claimsOf(admin.token).userId;
    operatorId = claimsOf((await t.login('operator')).token).userId;
  });
  afterAll(() => t?.close());

  it('edits a draft (content and recipients) and refuses to edit a released or withdrawn notice', async () => {
    const notice = await draft('canteen menu');
    const edited = await api.ok(noticeAdminApi.edit, {
      body: { id: notice.id, title: 'canteen menu (new)', content: 'Fish on Friday', type: 2, userIds: [adminId] },
    });
    expect(edited).toMatchObject({
      id: notice.id,
      code: 'canteen menu (new)',
      title: 'canteen menu (new)',
      content: 'Fish on Friday',
      type: 2,
      state: NoticeState.DRAFT,
      allUsers: false,
      userIds: [adminId],
    });
    expect(await api.ok(noticeAdminApi.detail, { query: { id: notice.id } })).toEqual(edited);

    await api.ok(noticeApi.publish, { body: { id: notice.id } });
    const body = { id: notice.id, title: 'late change', content: 'x', userIds: [adminId] };
    const released = await api.call(noticeAdminApi.edit, { body });
    expect(released.status).toBe(409);
    expect(released.body.message).toBe(
      'Only a draft notice can be edited; for a released or withdrawn one, write a new draft',
    );
    await api.ok(noticeApi.withdraw, { body: { id: notice.id } });
    const withdrawn = await api.call(noticeAdminApi.edit, { body, language: 'zh-CN' });
    expect(withdrawn.status).toBe(409);
    expect(withdrawn.body.message).toBe('只有草稿状态的公告可以编辑；已发布或已撤回的公告请另建草稿');
    expect((await api.ok(noticeAdminApi.detail, { query: { id: notice.id } })).title).toBe('canteen menu (new)');
  });

  it('requires content and recipients, and recipients of this enterprise', async () => {
    const notice = await draft('needs recipients');
    const noRecipients = await api.call(noticeAdminApi.edit, {
      body: { id: notice.id, title: 'x', content: 'y', userIds: [] },
    });
    expect(noRecipients.status).toBe(400);
    expect(noRecipients.body.message).toContain('userIds');
    const noContent = await api.call(noticeAdminApi.edit, {
      body: { id: notice.id, title: 'x', content: '  ', allUsers: true },
    });
    expect(noContent.status).toBe(400);
    expect(noContent.body.message).toContain('content');
    const foreign = await createUser(t.server.db, await createTenant(t.server.db, { code: 'notice_admin_x' }), {
      account: 'notice_admin_foreign',
    });
    const stranger = await api.call(noticeAdminApi.edit, {
      body: { id: notice.id, title: 'x', content: 'y', userIds: [foreign] },
    });
    expect(stranger.status).toBe(400);
    expect(stranger.body.message).toContain(foreign);
    expect(await api.ok(noticeAdminApi.detail, { query: { id: notice.id } })).toMatchObject({
      title: 'needs recipients',
      userIds: [operatorId],
    });
  });

  it('deletes drafts and withdrawn notices, and refuses to delete a released one', async () => {
    const first = await draft('delete me');
    expect(await api.ok(noticeAdminApi.delete, { body: { id: first.id } })).toBeNull();
    expect((await api.call(noticeAdminApi.detail, { query: { id: first.id } })).status).toBe(404);

    const live = await draft('live one');
    await api.ok(noticeApi.publish, { body: { id: live.id } });
    const refused = await api.call(noticeAdminApi.delete, { body: { id: live.id } });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('A released notice cannot be deleted: withdraw it first');
    await api.ok(noticeApi.withdraw, { body: { id: live.id } });
    await api.ok(noticeAdminApi.delete, { body: { id: live.id } });
    expect((await api.call(noticeAdminApi.delete, { body: { id: live.id } })).status).toBe(404);
  });

  it('lists every state with filters, sorting and paging', async () => {
    const prefix = `list-${kind}`;
    const a = await draft(`${prefix} alpha`, { type: 1 });
    const b = await draft(`${prefix} bravo`, { type: 2, allUsers: true });
    const c = await draft(`${prefix} charlie`, { type: 2 });
    await api.ok(noticeApi.publish, { body: { id: b.id } });
    await api.ok(noticeApi.publish, { body: { id: c.id } });
    await api.ok(noticeApi.withdraw, { body: { id: c.id } });

    const page = await api.ok(noticeAdminApi.page, { query: { code: prefix, pageSize: 2 } });
    expect(page.totalRows).toBe(3);
    // Newest first by default.
    expect(page.rows.map((row) => row.title)).toEqual([`${prefix} charlie`, `${prefix} bravo`]);
    expect(page.rows[1]).toMatchObject({ state: NoticeState.RELEASED, allUsers: true, userIds: [] });
    const second = await api.ok(noticeAdminApi.page, { query: { code: prefix, pageSize: 2, pageNo: 2 } });
    expect(second.rows.map((row) => row.id)).toEqual([a.id]);
    expect(second.rows[0]!.userIds).toEqual([operatorId]);

    const byTitle = await api.ok(noticeAdminApi.page, {
      query: { code: prefix, sortField: 'code', sortOrder: 'descend' },
    });
    expect(byTitle.rows.map((row) => row.id)).toEqual([c.id, b.id, a.id]);
    const announcements = await api.ok(noticeAdminApi.page, { query: { code: prefix, type: 2 } });
    expect(announcements.rows.map((row) => row.id).sort()).toEqual([b.id, c.id].sort());
    const withdrawn = await api.ok(noticeAdminApi.page, { query: { code: prefix, state: NoticeState.WITHDRAWN } });
    expect(withdrawn.rows.map((row) => row.id)).toEqual([c.id]);

    const tomorrow = zonedDay(1);
    const yesterday = zonedDay(-1);
    const around = await api.ok(noticeAdminApi.page, {
      query: { code: prefix, createdFrom: yesterday, createdTo: tomorrow },
    });
    expect(around.totalRows).toBe(3);
    const later = await api.ok(noticeAdminApi.page, { query: { code: prefix, createdFrom: tomorrow } });
    expect(later.totalRows).toBe(0);

    const badSort = await api.call(noticeAdminApi.page, { query: { sortField: 'content' as never } });
    expect(badSort.status).toBe(400);
  });

  it("keeps another enterprise's notices out of sight and asks for each route's permission", async () => {
    const other = await createTenant(t.server.db, { code: 'notice_admin_other' });
    const otherAdmin = await createUser(t.server.db, other, { account: 'notice_admin_boss', adminType: 2 });
    const otherApi = api.as((await t.login('notice_admin_boss')).token);
    const mine = await draft('ours only');
    expect((await otherApi.ok(noticeAdminApi.page, { query: { code: 'ours only' } })).totalRows).toBe(0);
    expect((await otherApi.call(noticeAdminApi.detail, { query: { id: mine.id } })).status).toBe(404);
    expect((await otherApi.call(noticeAdminApi.delete, { body: { id: mine.id } })).status).toBe(404);
    const edit = { id: mine.id, title: 'hijack', content: 'x', userIds: [otherAdmin] };
    expect((await otherApi.call(noticeAdminApi.edit, { body: edit })).status).toBe(404);

    const demo = claimsOf((await t.login('admin')).token).tenantId;
    const readerId = await createUser(t.server.db, demo, { account: 'notice_reader' });
    await grantPermissions(t.server, demo, readerId, ['sys:notice:page']);
    const reader = api.as((await t.login('notice_reader')).token);
    expect((await reader.call(noticeAdminApi.page, {})).status).toBe(200);
    const refused: RouteCall[] = [
      [noticeAdminApi.edit, { body: { id: mine.id, title: 'x', content: 'y', allUsers: true } }],
      [noticeAdminApi.delete, { body: { id: mine.id } }],
      [noticeApi.add, { body: { title: 'x', content: 'y', allUsers: true } }],
      [noticeApi.publish, { body: { id: mine.id } }],
    ];
    for (const [route, options] of refused) expect((await reader.call(route, options)).status, route.path).toBe(403);
    expect((await api.ok(noticeAdminApi.detail, { query: { id: mine.id } })).state).toBe(NoticeState.DRAFT);
  });
});

import {
  AdminType,
  ANDON_CODE_MAX,
  ANDON_LADDER_LEVELS_MAX,
  ANDON_NAME_MAX,
  ANDON_SHORT_NAME_MAX,
  ANDON_TEXT_MAX,
  type AndonFlowStep,
  andonAlarmTypeApi,
  andonAuthorizationApi,
  andonFlowApi,
  andonItemApi,
  andonLabelApi,
  lineApi,
  OrgType,
  organisationApi,
  pushChannelApi,
  pushTemplateApi,
  roleApi,
  stationApi,
  workshopApi,
} from '@takt/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test-support/databases.js';
import { createTenant, createUser, grantPermissions, tenantIdOf } from '../../test-support/fixtures.js';
import { type RouteClient, routeClient } from '../../test-support/route-client.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { andonCalls } from './andon.table.js';

const long = (length: number) => 'x'.repeat(length);

describe.each(testDatabaseKinds())('Andon set-up on %s', (kind) => {
  let t: TestServer;
  let api: RouteClient;
  let other: RouteClient;
  let demoId: string;
  const ids: Record<string, string> = {};

  const addType = (code: string, name = `Type ${code}`.slice(0, ANDON_SHORT_NAME_MAX)) =>
    api.ok(andonAlarmTypeApi.add, { body: { code, name, color: '#cf1322' } });
  const itemBody = (code: string, over: Record<string, unknown> = {}) => ({
    code,
    name: `Item ${code}`.slice(0, ANDON_NAME_MAX),
    typeId: ids.type!,
    responseMinutes: 5,
    resolutionMinutes: 30,
    ...over,
  });
  const addItem = (code: string, over: Record<string, unknown> = {}) =>
    api.ok(andonItemApi.add, { body: itemBody(code, over) as never });
  const step = (minutes: number, over: Partial<AndonFlowStep> = {}): AndonFlowStep => ({
    minutes,
    recipients: [{ kind: 'lineShift', id: null }],
    channelIds: [ids.channel!],
    templateId: ids.template!,
    ...over,
  });
  const flowBody = (code: string, response: AndonFlowStep[], resolution: AndonFlowStep[] = []) => ({
    code,
    name: `Flow ${code}`.slice(0, ANDON_NAME_MAX),
    response,
    resolution,
  });

  beforeAll(async () => {
    t = await startTestServer(kind);
    api = routeClient(t, { token: (await t.login('admin')).token });
    demoId = await tenantIdOf(t.server.db, 'demo');
    const otherId = await createTenant(t.server.db, { code: 'andon_config_other' }, ['system', 'mes', 'andon']);
    await createUser(t.server.db, otherId, { account: 'andon_cfg_admin', adminType: AdminType.ENTERPRISE_ADMIN });
    other = api.as((await t.login('andon_cfg_admin')).token);
    ids.type = (await addType('CFG-T')).id;
    ids.channel = (await api.ok(pushChannelApi.add, { body: { code: 'AND-HUB', name: 'Andon hub', type: 'hub' } })).id;
    ids.template = (
      await api.ok(pushTemplateApi.add, {
        body: { code: 'AND-ESC', name: 'Andon escalation', hubTitle: 'Andon {item}', hubBody: '{station}: {item}' },
      })
    ).id;
    ids.user = await createUser(t.server.db, demoId, { account: 'andon_cfg_tech', name: 'Andon Tech' });
    ids.theirUser = await createUser(t.server.db, otherId, { account: 'andon_cfg_theirs' });
    const roles = await api.ok(roleApi.dropDown);
    ids.role = roles[0]!.id;
    const orgs = await api.ok(organisationApi.page, { query: { pageSize: 50 } });
    const factoryId =
      orgs.rows.find((row) => row.type === OrgType.FACTORY)?.id ??
      (await api.ok(organisationApi.add, { body: { name: 'Andon factory', code: 'AND-F', type: OrgType.FACTORY } })).id;
    const workshopId = (await api.ok(workshopApi.add, { body: { factoryId, code: 'AND-WS', name: 'Andon WS' } })).id;
    const lineId = (await api.ok(lineApi.add, { body: { workshopId, code: 'AND-L1', name: 'L1' } })).id;
    ids.station = (await api.ok(stationApi.add, { body: { lineId, code: 'AND-S1', name: 'S1' } })).id;
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('types and labels: add, edit, the 12/50/200 limits, a taken code, in use while an item has them', async () => {
    const type = await addType('CFG-T2', long(ANDON_SHORT_NAME_MAX));
    expect(type).toMatchObject({ code: 'CFG-T2', name: long(12), color: '#cf1322', sort: 0, remark: null });
    const edited = await api.ok(andonAlarmTypeApi.edit, {
      body: { id: type.id, code: 'CFG-T2', name: 'Equipment', color: '#1677ff', sort: 3, remark: long(ANDON_TEXT_MAX) },
    });
    expect(edited).toMatchObject({ name: 'Equipment', color: '#1677ff', sort: 3, remark: long(200) });
    for (const [change, field] of [
      [{ name: long(ANDON_SHORT_NAME_MAX + 1) }, 'name'],
      [{ code: long(ANDON_CODE_MAX + 1) }, 'code'],
      [{ remark: long(ANDON_TEXT_MAX + 1) }, 'remark'],
      [{ color: 'red' }, 'color'],
      [{ name: '' }, 'name'],
    ] as const) {
      const refused = await api.call(andonAlarmTypeApi.add, {
        body: { ...{ code: 'CFG-BAD', name: 'Bad', color: '#000000' }, ...change } as never,
      });
      expect(refused.status, JSON.stringify(change)).toBe(400);
      expect(refused.body.message).toContain(field);
    }
    expect((await api.ok(andonAlarmTypeApi.page, { query: { code: 'CFG-BAD' } })).totalRows).toBe(0);
    const taken = await api.call(andonAlarmTypeApi.add, { body: { code: 'CFG-T2', name: 'Again', color: '#000000' } });
    expect(taken.status).toBe(409);

    const label = await api.ok(andonLabelApi.add, { body: { code: 'CFG-L', name: long(12), color: '#531dab' } });
    expect(
      (await api.call(andonLabelApi.add, { body: { code: 'CFG-L2', name: long(13), color: '#531dab' } })).status,
    ).toBe(400);
    const item = await addItem('CFG-USES', { typeId: type.id, labelIds: [label.id] });
    expect(item).toMatchObject({
      type: { id: type.id, code: 'CFG-T2', color: '#1677ff' },
      labels: [{ id: label.id, code: 'CFG-L', color: '#531dab' }],
    });
    const typeInUse = await api.call(andonAlarmTypeApi.delete, { body: { id: type.id }, language: 'zh-CN' });
    expect(typeInUse.status).toBe(409);
    expect(typeInUse.body.message).toContain('CFG-USES');
    const labelInUse = await api.call(andonLabelApi.delete, { body: { id: label.id } });
    expect(labelInUse.status).toBe(409);
    expect(labelInUse.body.message).toContain('CFG-USES');
    await api.ok(andonItemApi.delete, { body: { id: item.id } });
    await api.ok(andonAlarmTypeApi.delete, { body: { id: type.id } });
    await api.ok(andonLabelApi.delete, { body: { id: label.id } });
    expect((await api.call(andonAlarmTypeApi.detail, { query: { id: type.id } })).status).toBe(404);
  });

  it('items: level 1-4, names of 20, targets in order, one item per button, enable and disable', async () => {
    const item = await addItem('CFG-I1', {
      name: long(ANDON_NAME_MAX),
      level: 1,
      button: 3,
      responsibleUserIds: [ids.user],
      responsibleRoleIds: [ids.role],
    });
    expect(item).toMatchObject({
      level: 1,
      button: 3,
      enabled: true,
      responsibleUsers: [{ id: ids.user, name: 'Andon Tech' }],
      responsibleRoles: [{ id: ids.role }],
    });
    for (const [change, field] of [
      [{ level: 0 }, 'level'],
      [{ level: 5 }, 'level'],
      [{ name: long(ANDON_NAME_MAX + 1) }, 'name'],
      [{ code: long(ANDON_CODE_MAX + 1) }, 'code'],
      [{ remark: long(ANDON_TEXT_MAX + 1) }, 'remark'],
      [{ responseMinutes: 0 }, 'responseMinutes'],
      [{ button: 0 }, 'button'],
    ] as const) {
      const refused = await api.call(andonItemApi.add, { body: itemBody('CFG-BAD', change) as never });
      expect(refused.status, JSON.stringify(change)).toBe(400);
      expect(refused.body.message).toContain(field);
    }
    const reversed = await api.call(andonItemApi.add, {
      body: itemBody('CFG-BAD', { responseMinutes: 30, resolutionMinutes: 10 }) as never,
      language: 'zh-CN',
    });
    expect(reversed.status).toBe(400);
    expect(reversed.body.message).toBe('resolutionMinutes：处理时限（10 分钟）不能早于响应时限（30 分钟）');
    const button = await api.call(andonItemApi.add, { body: itemBody('CFG-BAD', { button: 3 }) as never });
    expect(button.status).toBe(409);
    expect(button.body.message).toBe(`button: button 3 already calls item CFG-I1 ${long(20)}`);
    // Editing the holder keeps its own button.
    await api.ok(andonItemApi.edit, { body: { ...itemBody('CFG-I1', { button: 3, level: 4 }), id: item.id } as never });
    expect((await api.ok(andonItemApi.page, { query: { code: 'CFG-BAD' } })).totalRows).toBe(0);

    expect((await api.ok(andonItemApi.disable, { body: { id: item.id } })).enabled).toBe(false);
    const disabled = await api.ok(andonItemApi.page, { query: { code: 'CFG-I1', enabled: 'false' } });
    expect(disabled.rows.map((row) => row.id)).toEqual([item.id]);
    expect((await api.ok(andonItemApi.page, { query: { code: 'CFG-I1', enabled: 'true' } })).totalRows).toBe(0);
    expect((await api.ok(andonItemApi.enable, { body: { id: item.id } })).enabled).toBe(true);
    expect((await api.ok(andonItemApi.page, { query: { code: 'CFG-I1', level: '4' } })).rows).toHaveLength(1);
  });

  it('items: an item with calls, or in an authorisation, is not deleted', async () => {
    const called = await addItem('CFG-CALLED');
    await t.server.db.tenant(demoId, (tx) =>
      tx.insert(andonCalls).values({
        tenantId: demoId,
        code: 'AD-CFG-1',
        itemId: called.id,
        itemCode: called.code,
        itemName: called.name,
        typeId: ids.type!,
        typeName: 'T',
        level: 3,
        stationId: ids.station!,
        source: 'station',
        responseMinutes: 5,
        resolutionMinutes: 30,
        calledAt: new Date(),
      }),
    );
    const refused = await api.call(andonItemApi.delete, { body: { id: called.id }, language: 'zh-CN' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(`报警项 CFG-CALLED ${called.name} 不能删除：记录中已有 1 次呼叫；请改为停用`);
    expect((await api.call(andonItemApi.detail, { query: { id: called.id } })).status).toBe(200);

    const granted = await addItem('CFG-GRANTED');
    await api.ok(andonAuthorizationApi.save, { body: { userId: ids.user!, itemIds: [granted.id] } });
    const named = await api.call(andonItemApi.delete, { body: { id: granted.id } });
    expect(named.status).toBe(409);
    expect(named.body.message).toContain('Andon Tech');
  });

  it('flows: two ladders with names, minutes strictly increasing, at most 5 levels each, in use by items', async () => {
    const flow = await api.ok(andonFlowApi.add, {
      body: flowBody(
        'CFG-F1',
        [
          step(2),
          step(5, { recipients: [{ kind: 'role', id: ids.role! }] }),
          step(10, { recipients: [{ kind: 'user', id: ids.user! }] }),
        ],
        [step(30), step(60)],
      ),
    });
    expect(flow.response.map((level) => level.minutes)).toEqual([2, 5, 10]);
    expect(flow.resolution.map((level) => level.minutes)).toEqual([30, 60]);
    expect(flow.response[2]).toMatchObject({
      recipients: [{ kind: 'user', id: ids.user }],
      recipientNames: ['Andon Tech'],
      channels: [{ id: ids.channel, code: 'AND-HUB' }],
      template: { id: ids.template, code: 'AND-ESC' },
    });
    expect(flow.response[0]!.recipientNames).toEqual([null]);

    const flat = await api.call(andonFlowApi.add, {
      body: flowBody('CFG-BAD', [step(2), step(5)], [step(30), step(30)]),
      language: 'zh-CN',
    });
    expect(flat.status).toBe(400);
    expect(flat.body.message).toBe('处理升级：第 2 级为 30 分钟，不晚于第 1 级（30 分钟）；各级分钟数必须逐级递增');
    const down = await api.call(andonFlowApi.add, { body: flowBody('CFG-BAD', [step(5), step(2)]) });
    expect(down.body.message).toBe(
      'response ladder: level 2 is due at 2 min, not after level 1 (5 min); minutes must increase by level',
    );
    const tooMany = Array.from({ length: ANDON_LADDER_LEVELS_MAX + 1 }, (_, index) => step(index + 1));
    expect((await api.call(andonFlowApi.add, { body: flowBody('CFG-BAD', tooMany) })).status).toBe(400);
    expect((await api.call(andonFlowApi.add, { body: flowBody('CFG-BAD', [step(0)]) })).status).toBe(400);
    const noOne = await api.call(andonFlowApi.add, { body: flowBody('CFG-BAD', [step(2, { recipients: [] })]) });
    expect(noOne.status).toBe(400);
    const shiftWithId = await api.call(andonFlowApi.add, {
      body: flowBody('CFG-BAD', [step(2, { recipients: [{ kind: 'lineShift', id: ids.user } as never] })]),
    });
    expect(shiftWithId.status).toBe(400);
    const unknownChannel = await api.call(andonFlowApi.add, {
      body: flowBody('CFG-BAD', [step(2, { channelIds: ['999999999'] })]),
    });
    expect(unknownChannel.status).toBe(400);
    expect(unknownChannel.body.message).toContain('channelIds');
    expect((await api.ok(andonFlowApi.page, { query: { code: 'CFG-BAD' } })).totalRows).toBe(0);

    const edited = await api.ok(andonFlowApi.edit, {
      body: { ...flowBody('CFG-F1', [step(3)], [step(20), step(40), step(80)]), id: flow.id },
    });
    expect(edited.resolution.map((level) => level.minutes)).toEqual([20, 40, 80]);
    expect((await api.ok(andonFlowApi.disable, { body: { id: flow.id } })).enabled).toBe(false);
    expect((await api.ok(andonFlowApi.enable, { body: { id: flow.id } })).enabled).toBe(true);

    const item = await addItem('CFG-FLOWED', { flowId: flow.id });
    expect(item.flow).toMatchObject({ id: flow.id, code: 'CFG-F1' });
    const inUse = await api.call(andonFlowApi.delete, { body: { id: flow.id } });
    expect(inUse.status).toBe(409);
    expect(inUse.body.message).toContain('CFG-FLOWED');
    await api.ok(andonItemApi.delete, { body: { id: item.id } });
    await api.ok(andonFlowApi.delete, { body: { id: flow.id } });
  });

  it('authorisation: one per user, replaced on save; an empty list covers every item and workstation', async () => {
    const a = await addItem('CFG-AUTH-A');
    const b = await addItem('CFG-AUTH-B');
    const tech2 = await createUser(t.server.db, demoId, { account: 'andon_cfg_tech2', name: 'Tech Two' });
    const first = await api.ok(andonAuthorizationApi.save, {
      body: { userId: tech2, itemIds: [a.id], stationIds: [ids.station!] },
    });
    expect(first).toMatchObject({
      userName: 'Tech Two',
      items: [{ id: a.id, code: 'CFG-AUTH-A' }],
      stations: [{ id: ids.station, code: 'AND-S1' }],
    });
    const second = await api.ok(andonAuthorizationApi.save, { body: { userId: tech2, itemIds: [b.id] } });
    expect(second.id).toBe(first.id);
    expect(second).toMatchObject({ itemIds: [b.id], stationIds: [] });
    const byUser = await api.ok(andonAuthorizationApi.page, { query: { userId: tech2 } });
    expect(byUser.totalRows).toBe(1);
    const coveringA = await api.ok(andonAuthorizationApi.page, { query: { itemId: a.id, pageSize: 100 } });
    expect(coveringA.rows.map((row) => row.userId)).not.toContain(tech2);
    await api.ok(andonAuthorizationApi.save, { body: { userId: tech2, itemIds: [] } });
    const coveringAll = await api.ok(andonAuthorizationApi.page, { query: { itemId: a.id, pageSize: 100 } });
    expect(coveringAll.rows.map((row) => row.userId)).toContain(tech2);

    const theirUser = await api.call(andonAuthorizationApi.save, { body: { userId: ids.theirUser! } });
    expect(theirUser.status).toBe(400);
    expect(theirUser.body.message).toContain('userId');
    await api.ok(andonAuthorizationApi.delete, { body: { id: first.id } });
    expect((await api.ok(andonAuthorizationApi.page, { query: { userId: tech2 } })).totalRows).toBe(0);
    expect((await api.call(andonAuthorizationApi.delete, { body: { id: first.id } })).status).toBe(404);
  });

  it('keeps enterprises apart', async () => {
    const item = await addItem('CFG-MINE');
    const flow = await api.ok(andonFlowApi.add, { body: flowBody('CFG-MINE', [step(1)]) });
    const grant = await api.ok(andonAuthorizationApi.save, { body: { userId: ids.user!, itemIds: [item.id] } });
    expect((await other.ok(andonItemApi.page)).rows).toEqual([]);
    expect((await other.ok(andonAlarmTypeApi.page)).rows).toEqual([]);
    expect((await other.ok(andonFlowApi.page)).rows).toEqual([]);
    expect((await other.ok(andonAuthorizationApi.page)).rows).toEqual([]);
    expect((await other.call(andonItemApi.detail, { query: { id: item.id } })).status).toBe(404);
    expect((await other.call(andonItemApi.disable, { body: { id: item.id } })).status).toBe(404);
    expect((await other.call(andonFlowApi.delete, { body: { id: flow.id } })).status).toBe(404);
    expect((await other.call(andonAlarmTypeApi.delete, { body: { id: ids.type! } })).status).toBe(404);
    expect((await other.call(andonAuthorizationApi.delete, { body: { id: grant.id } })).status).toBe(404);
    expect(
      (
        await other.call(andonItemApi.edit, {
          body: { ...itemBody('CFG-MINE'), id: item.id } as never,
        })
      ).status,
    ).toBe(404);
    // Their records cannot point at ours.
    const theirType = await other.ok(andonAlarmTypeApi.add, { body: { code: 'T', name: 'T', color: '#000000' } });
    for (const change of [
      { typeId: ids.type },
      { typeId: theirType.id, flowId: flow.id },
      { typeId: theirType.id, responsibleUserIds: [ids.user] },
      { typeId: theirType.id, responsibleRoleIds: [ids.role] },
    ]) {
      const refused = await other.call(andonItemApi.add, { body: itemBody('THEIRS', change) as never });
      expect(refused.status, JSON.stringify(change)).toBe(400);
    }
    const ourItem = await other.call(andonAuthorizationApi.save, {
      body: { userId: ids.theirUser!, itemIds: [item.id] },
    });
    expect(ourItem.status).toBe(400);
    const ourStation = await other.call(andonAuthorizationApi.save, {
      body: { userId: ids.theirUser!, stationIds: [ids.station!] },
    });
    expect(ourStation.status).toBe(400);
    expect(ourStation.body.message).toContain('stationIds');
    expect((await other.ok(andonItemApi.page)).totalRows).toBe(0);
    expect((await api.ok(andonItemApi.detail, { query: { id: item.id } })).code).toBe('CFG-MINE');
  });

  it('checks every route’s permission', async () => {
    const item = await addItem('CFG-PERM');
    const flow = await api.ok(andonFlowApi.add, { body: flowBody('CFG-PERM', [step(1)]) });
    const userId = await createUser(t.server.db, demoId, { account: 'andon_cfg_viewer' });
    await grantPermissions(t.server, demoId, userId, [
      'andon:alarmType:page',
      'andon:label:page',
      'andon:alarmItem:page',
      'andon:escalation:page',
      'andon:authorization:page',
    ]);
    const viewer = api.as((await t.login('andon_cfg_viewer')).token);
    for (const route of [
      andonAlarmTypeApi.page,
      andonLabelApi.page,
      andonItemApi.page,
      andonFlowApi.page,
      andonAuthorizationApi.page,
    ])
      expect((await viewer.call(route)).status, route.path).toBe(200);
    const typeBody = { code: 'P', name: 'P', color: '#000000' };
    for (const [route, options] of [
      [andonAlarmTypeApi.add, { body: typeBody }],
      [andonAlarmTypeApi.edit, { body: { ...typeBody, id: ids.type } }],
      [andonAlarmTypeApi.delete, { body: { id: ids.type } }],
      [andonLabelApi.add, { body: typeBody }],
      [andonItemApi.add, { body: itemBody('P') }],
      [andonItemApi.edit, { body: { ...itemBody('P'), id: item.id } }],
      [andonItemApi.delete, { body: { id: item.id } }],
      [andonItemApi.enable, { body: { id: item.id } }],
      [andonItemApi.disable, { body: { id: item.id } }],
      [andonItemApi.detail, { query: { id: item.id } }],
      [andonFlowApi.add, { body: flowBody('P', [step(1)]) }],
      [andonFlowApi.edit, { body: { ...flowBody('P', [step(1)]), id: flow.id } }],
      [andonFlowApi.delete, { body: { id: flow.id } }],
      [andonFlowApi.enable, { body: { id: flow.id } }],
      [andonFlowApi.disable, { body: { id: flow.id } }],
      [andonFlowApi.detail, { query: { id: flow.id } }],
      [andonAuthorizationApi.save, { body: { userId } }],
      [andonAuthorizationApi.delete, { body: { id: item.id } }],
    ] as const) {
      expect((await viewer.call(route, options as never)).status, route.path).toBe(403);
    }
    await createUser(t.server.db, demoId, { account: 'andon_cfg_nobody' });
    const none = api.as((await t.login('andon_cfg_nobody')).token);
    expect((await none.call(andonItemApi.page)).status).toBe(403);
    expect((await none.call(andonAuthorizationApi.page)).status).toBe(403);
  });
});

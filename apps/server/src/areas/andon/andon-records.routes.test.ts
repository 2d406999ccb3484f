import {
  AdminType,
  type AndonTrendPoint,
  andonAlarmRecordApi,
  andonAnalysisApi,
  andonRecordApi,
  Permissions,
} from '@takt/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSheet } from '../../platform/excel/excel.js';
import { testDatabaseKinds } from '../../test-support/databases.js';
import { createTenant, createUser, grantPermissions, tenantIdOf } from '../../test-support/fixtures.js';
import { productionLine } from '../../test-support/production-line.js';
import { type RouteClient, routeClient } from '../../test-support/route-client.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { pushDeliveries } from '../push/push.table.js';
import { andonCallEvents, andonCalls } from './andon.table.js';

/**
 * A known week of calls (demo enterprise, Asia/Shanghai) and the figures worked out by hand:
 * the range is 2026-10-10..12; C is called at 01:30 on the 11th in Shanghai (the 10th in UTC);
 * D is cancelled (left out of every figure but its count); E is still calling and past both
 * targets (overtime); F is before the range but inside the 30-day trend.
 */
const RANGE = { startDate: '2026-10-10', endDate: '2026-10-12' };
const ITEM_SHORTAGE = '9001';
const ITEM_QUALITY = '9002';
const TYPE_MATERIAL = '8001';
const TYPE_QUALITY = '8002';
const at = (iso: string, seconds = 0) => new Date(Date.parse(iso) + seconds * 1000);

describe.each(testDatabaseKinds())('andon records and analysis on %s', (kind) => {
  let t: TestServer;
  let api: RouteClient;
  let demoId: string;
  let ids: Record<string, string>;
  const callIds: Record<string, string> = {};

  type CallRow = typeof andonCalls.$inferInsert;
  const call = (
    key: string,
    values: Pick<CallRow, 'itemId' | 'stationId' | 'lineId' | 'calledAt'> & Partial<CallRow>,
    tenantId = demoId,
  ) => {
    const shortage = values.itemId === ITEM_SHORTAGE;
    return t.server.db.tenant(tenantId, async (tx) => {
      const [row] = await tx
        .insert(andonCalls)
        .values({
          tenantId,
          code: `AD-${key}`,
          itemCode: shortage ? 'SHORT' : 'QUAL',
          itemName: shortage ? 'Material shortage' : 'Quality issue',
          typeId: shortage ? TYPE_MATERIAL : TYPE_QUALITY,
          typeName: shortage ? 'Material' : 'Quality',
          level: 2,
          source: 'station',
          responseMinutes: 5,
          resolutionMinutes: 30,
          ...values,
        })
        .returning({ id: andonCalls.id });
      callIds[key] = row!.id;
      return row!.id;
    });
  };
  /** An escalation step of a call, with its push's deliveries. */
  const escalated = (
    callKey: string,
    values: { at: Date; dueAt: Date; level: number; pushId?: string },
    deliveries: { channelType: 'robot' | 'sms'; state: 'sent' | 'failed'; attempts: number; answer: string }[] = [],
  ) =>
    t.server.db.tenant(demoId, async (tx) => {
      await tx.insert(andonCallEvents).values({
        tenantId: demoId,
        callId: callIds[callKey]!,
        kind: 'escalated',
        ladder: 'response',
        ...values,
      });
      for (const [n, delivery] of deliveries.entries())
        await tx.insert(pushDeliveries).values({
          tenantId: demoId,
          pushId: values.pushId!,
          templateCode: 'andon',
          channelId: String(700 + n),
          channelCode: `CH${n}`,
          channelName: delivery.channelType === 'robot' ? 'Line robot' : 'Supervisor SMS',
          channelType: delivery.channelType,
          targetKind: delivery.channelType === 'robot' ? 'robot' : 'phone',
          target: delivery.channelType === 'robot' ? 'https://robot.example/hook' : '13800000000',
          targetName: delivery.channelType === 'robot' ? 'Line group' : 'Supervisor',
          body: 'Andon call',
          format: 'text',
          state: delivery.state,
          attempts: delivery.attempts,
          maxAttempts: 5,
          lastAnswer: delivery.answer,
        });
    });

  beforeAll(async () => {
    t = await startTestServer(kind);
    api = routeClient(t, { token: (await t.login('admin')).token });
    demoId = await tenantIdOf(t.server.db, 'demo');
    ids = await productionLine(api, 'AR', {
      processes: ['PA'],
      lines: 2,
      stations: ['S1', 'S2', ['S3', { line: 2 }]],
      order: false,
    });
    const onL1 = { lineId: ids.line1!, itemId: ITEM_SHORTAGE };
    await call('A', {
      ...onL1,
      stationId: ids.S1!,
      calledAt: at('2026-10-10T02:00:00Z'),
      respondedAt: at('2026-10-10T02:00:00Z', 120),
      arrivedAt: at('2026-10-10T02:00:00Z', 300),
      endedAt: at('2026-10-10T02:00:00Z', 900),
      state: 'ended',
      responderId: '5001',
      responderName: 'Lee',
      responseTimely: true,
      resolutionTimely: true,
    });
    await call('B', {
      ...onL1,
      stationId: ids.S2!,
      calledAt: at('2026-10-10T03:00:00Z'),
      respondedAt: at('2026-10-10T03:00:00Z', 600),
      arrivedAt: at('2026-10-10T03:00:00Z', 720),
      endedAt: at('2026-10-10T03:00:00Z', 2400),
      state: 'ended',
      responderId: '5001',
      responderName: 'Lee',
      responseTimely: false,
      resolutionTimely: false,
    });
    const onL2 = { lineId: ids.line2!, itemId: ITEM_QUALITY, stationId: ids.S3! };
    await call('C', {
      ...onL2,
      calledAt: at('2026-10-10T17:30:00Z'),
      respondedAt: at('2026-10-10T17:30:00Z', 60),
      endedAt: at('2026-10-10T17:30:00Z', 1200),
      state: 'ended',
      responderId: '5002',
      responderName: 'Wang',
      responseTimely: true,
      resolutionTimely: true,
    });
    await call('D', {
      ...onL2,
      calledAt: at('2026-10-11T04:00:00Z'),
      endedAt: at('2026-10-11T04:00:00Z', 30),
      state: 'ended',
      cancelled: true,
    });
    await call('E', { ...onL1, stationId: ids.S1!, calledAt: at('2026-10-12T02:00:00Z') });
    await call('F', { ...onL2, calledAt: at('2026-09-20T02:00:00Z') });

    await escalated(
      'A',
      { at: at('2026-10-10T02:01:02Z'), dueAt: at('2026-10-10T02:01:00Z'), level: 1, pushId: '990001' },
      [
        { channelType: 'robot', state: 'sent', attempts: 1, answer: '200 ok' },
        { channelType: 'sms', state: 'failed', attempts: 5, answer: 'gateway down' },
      ],
    );
    await escalated('B', { at: at('2026-10-10T03:03:00Z'), dueAt: at('2026-10-10T03:03:00Z'), level: 2 });
    await escalated('F', { at: at('2026-09-20T02:01:00Z'), dueAt: at('2026-09-20T02:01:00Z'), level: 1 });

    const otherId = await createTenant(t.server.db, { code: 'andon-other' });
    await call(
      'X',
      { lineId: '1', stationId: '1', itemId: ITEM_SHORTAGE, calledAt: at('2026-10-10T05:00:00Z') },
      otherId,
    );
  }, 120_000);
  afterAll(async () => {
    await t.server.close();
    await t.database.drop();
  });

  it('sums the range by hand-checked figures: cancelled calls apart, open calls past target overtime', async () => {
    const analysis = await api.ok(andonAnalysisApi.get, { query: RANGE });
    expect(analysis.summary).toEqual({
      calls: 4,
      responded: 3,
      arrived: 2,
      ended: 3,
      cancelled: 1,
      mttaSeconds: (120 + 600 + 60) / 3,
      mttArriveSeconds: (300 + 720) / 2,
      mttrSeconds: (900 + 2400 + 1200) / 3,
      responseTimelyRate: 2 / 4,
      resolutionTimelyRate: 2 / 4,
    });
    expect(analysis.byItem).toEqual([
      {
        id: ITEM_SHORTAGE,
        code: 'SHORT',
        name: 'Material shortage',
        calls: 3,
        mttaSeconds: (120 + 600) / 2,
        mttArriveSeconds: (300 + 720) / 2,
        mttrSeconds: (900 + 2400) / 2,
        responseTimelyRate: expect.closeTo(1 / 3, 10),
        resolutionTimelyRate: expect.closeTo(1 / 3, 10),
      },
      {
        id: ITEM_QUALITY,
        code: 'QUAL',
        name: 'Quality issue',
        calls: 1,
        mttaSeconds: 60,
        mttArriveSeconds: null,
        mttrSeconds: 1200,
        responseTimelyRate: 1,
        resolutionTimelyRate: 1,
      },
    ]);
    expect(analysis.byType).toEqual([
      { id: TYPE_MATERIAL, name: 'Material', calls: 3 },
      { id: TYPE_QUALITY, name: 'Quality', calls: 1 },
    ]);
    expect(analysis.byLine).toEqual([
      { id: ids.line1, name: 'AR-L1 Line 1', calls: 3 },
      { id: ids.line2, name: 'AR-L2 Line 2', calls: 1 },
    ]);
    expect(analysis.top.items.map((row) => [row.id, row.calls])).toEqual([
      [ITEM_SHORTAGE, 3],
      [ITEM_QUALITY, 1],
    ]);
    expect(analysis.top.stations[0]).toEqual({ id: ids.S1, name: 'AR-S1 Station S1', calls: 2 });
    expect(analysis.top.stations.map((row) => row.calls)).toEqual([2, 1, 1]);
    expect(analysis.top.responders).toEqual([
      { id: '5001', name: 'Lee', calls: 2 },
      { id: '5002', name: 'Wang', calls: 1 },
    ]);
  });

  it('draws 15- and 30-day trends ending on the range end, days in the enterprise zone, empty days as zero', async () => {
    const { trends } = await api.ok(andonAnalysisApi.get, { query: RANGE });
    expect(trends.map((trend) => [trend.days, trend.points.length])).toEqual([
      [15, 15],
      [30, 30],
    ]);
    const [fifteen, thirty] = trends;
    expect(fifteen!.points[0]!.day).toBe('2026-09-28');
    expect(fifteen!.points.at(-1)!.day).toBe('2026-10-12');
    const busy = (points: AndonTrendPoint[]) => points.filter((p) => p.calls > 0).map((p) => [p.day, p.calls]);
    expect(busy(fifteen!.points)).toEqual([
      ['2026-10-10', 2],
      ['2026-10-11', 1],
      ['2026-10-12', 1],
    ]);
    expect(busy(thirty!.points)).toEqual([
      ['2026-09-20', 1],
      ['2026-10-10', 2],
      ['2026-10-11', 1],
      ['2026-10-12', 1],
    ]);
    const tenth = fifteen!.points.find((p) => p.day === '2026-10-10')!;
    expect([tenth.responseTimelyRate, tenth.resolutionTimelyRate]).toEqual([0.5, 0.5]);
    expect(fifteen!.points[0]).toEqual({
      day: '2026-09-28',
      calls: 0,
      responseTimelyRate: null,
      resolutionTimelyRate: null,
    });
  });

  it('filters by line and type; refuses ranges over 31 days in the reader’s language', async () => {
    const l2 = await api.ok(andonAnalysisApi.get, { query: { ...RANGE, lineId: ids.line2! } });
    expect([l2.summary.calls, l2.summary.cancelled]).toEqual([1, 1]);
    const material = await api.ok(andonAnalysisApi.get, { query: { ...RANGE, typeId: TYPE_MATERIAL } });
    expect(material.byType).toEqual([{ id: TYPE_MATERIAL, name: 'Material', calls: 3 }]);

    const tooLong = await api.call(andonAnalysisApi.get, {
      query: { startDate: '2026-09-01', endDate: '2026-10-12' },
      language: 'zh-CN',
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toMatch(/31/);
    const alarmsTooLong = await api.call(andonAlarmRecordApi.page, {
      query: { startDate: '2026-09-01', endDate: '2026-10-12' },
    });
    expect(alarmsTooLong.status).toBe(400);
    const noRange = await api.call(andonAlarmRecordApi.export, { query: {} });
    expect(noRange.status).toBe(400);
  });

  it('lists the calls of the range with the filters of the issue, sorted; exports them', async () => {
    const codes = async (query: Record<string, string>) =>
      (
        await api.ok(andonRecordApi.page, { query: { ...RANGE, sortField: 'code', sortOrder: 'ascend', ...query } })
      ).rows.map((row) => row.code);
    expect(await codes({})).toEqual(['AD-A', 'AD-B', 'AD-C', 'AD-D', 'AD-E']);
    expect(await codes({ sortOrder: 'descend' })).toEqual(['AD-E', 'AD-D', 'AD-C', 'AD-B', 'AD-A']);
    expect(await codes({ lineId: ids.line2! })).toEqual(['AD-C', 'AD-D']);
    expect(await codes({ stationId: ids.S1! })).toEqual(['AD-A', 'AD-E']);
    expect(await codes({ itemId: ITEM_QUALITY })).toEqual(['AD-C', 'AD-D']);
    expect(await codes({ typeId: TYPE_MATERIAL })).toEqual(['AD-A', 'AD-B', 'AD-E']);
    expect(await codes({ state: 'calling' })).toEqual(['AD-E']);
    expect(await codes({ source: 'button' })).toEqual([]);
    // E is still calling, past its 5-minute target: overtime before anyone answers.
    expect(await codes({ responseTimeliness: 'overtime' })).toEqual(['AD-B', 'AD-E']);
    expect(await codes({ resolutionTimeliness: 'timely' })).toEqual(['AD-A', 'AD-C']);
    expect(await codes({ code: 'd-c' })).toEqual(['AD-C']);
    const [a] = (await api.ok(andonRecordApi.page, { query: { ...RANGE, code: 'AD-A' } })).rows;
    expect(a).toMatchObject({
      lineName: 'Line 1',
      stationCode: 'AR-S1',
      responseTimeliness: 'timely',
      responseSeconds: 120,
      arrivalSeconds: 300,
      resolutionSeconds: 900,
    });
    const byCalled = await api.ok(andonRecordApi.page, { query: { ...RANGE, pageSize: 2 } });
    expect([byCalled.totalRows, byCalled.rows.map((row) => row.code)]).toEqual([5, ['AD-E', 'AD-D']]);

    const tooLong = await api.call(andonRecordApi.page, {
      query: { startDate: '2026-09-01', endDate: '2026-10-12' },
      language: 'zh-CN',
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toMatch(/31/);
    const file = await fetch(
      `${t.baseUrl}/api${andonRecordApi.export.path}?startDate=2026-10-10&endDate=2026-10-12&lineId=${ids.line1}`,
      {
        headers: { authorization: `Bearer ${(await t.login('admin')).token}`, 'accept-language': 'zh-CN' },
      },
    );
    expect(file.status).toBe(200);
    const sheet = readSheet(new Uint8Array(await file.arrayBuffer()));
    expect(sheet.headers[0]).toBe('呼叫单号');
    expect(sheet.rows.map((row) => row[0]).sort()).toEqual(['AD-A', 'AD-B', 'AD-E']);
  });

  it('lists each escalation delivery with its delay and outcome; filters and sorts', async () => {
    const page = await api.ok(andonAlarmRecordApi.page, { query: { ...RANGE, sortField: 'at', sortOrder: 'ascend' } });
    expect(page.totalRows).toBe(3);
    expect(
      page.rows.map((row) => [row.code, row.level, row.delaySeconds, row.channelType, row.state, row.attempts]),
    ).toEqual([
      ['AD-A', 1, 2, 'robot', 'sent', 1],
      ['AD-A', 1, 2, 'sms', 'failed', 5],
      ['AD-B', 2, 0, null, null, null],
    ]);
    expect(page.rows[1]).toMatchObject({
      lineName: 'Line 1',
      stationCode: 'AR-S1',
      itemName: 'Material shortage',
      targetName: 'Supervisor',
      lastAnswer: 'gateway down',
    });
    const failed = await api.ok(andonAlarmRecordApi.page, { query: { ...RANGE, state: 'failed' } });
    expect(failed.rows.map((row) => row.channelName)).toEqual(['Supervisor SMS']);
    const robots = await api.ok(andonAlarmRecordApi.page, { query: { ...RANGE, channelType: 'robot' } });
    expect(robots.totalRows).toBe(1);
    const byLevel = await api.ok(andonAlarmRecordApi.page, {
      query: { ...RANGE, sortField: 'level', sortOrder: 'descend' },
    });
    expect(byLevel.rows[0]!.code).toBe('AD-B');
    const onL2 = await api.ok(andonAlarmRecordApi.page, { query: { ...RANGE, lineId: ids.line2! } });
    expect(onL2.totalRows).toBe(0);
    const byCode = await api.ok(andonAlarmRecordApi.page, { query: { ...RANGE, code: 'd-b' } });
    expect(byCode.rows.map((row) => row.code)).toEqual(['AD-B']);

    const file = await fetch(
      `${t.baseUrl}/api${andonAlarmRecordApi.export.path}?startDate=2026-10-10&endDate=2026-10-12`,
      {
        headers: { authorization: `Bearer ${(await t.login('admin')).token}` },
      },
    );
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toMatch(/andon-alarm-record-.*\.xlsx/);
    const sheet = readSheet(new Uint8Array(await file.arrayBuffer()));
    expect(sheet.rows.length).toBe(3);
  });

  it("shows nothing of another enterprise's calls", async () => {
    const [analysis, alarms] = await Promise.all([
      api.ok(andonAnalysisApi.get, { query: RANGE }),
      api.ok(andonAlarmRecordApi.page, { query: RANGE }),
    ]);
    expect(analysis.byItem.flatMap((row) => row.calls)).toEqual([3, 1]);
    expect(alarms.rows.map((row) => row.callId)).not.toContain(callIds.X);
    const theirLine = await api.ok(andonAnalysisApi.get, { query: { ...RANGE, lineId: '1' } });
    expect(theirLine.summary.calls).toBe(0);
    const theirStation = await api.ok(andonRecordApi.page, { query: { ...RANGE, stationId: '1' } });
    expect(theirStation.totalRows).toBe(0);
    const all = await api.ok(andonRecordApi.page, { query: { ...RANGE, pageSize: 50 } });
    expect(all.rows.map((row) => row.id)).not.toContain(callIds.X);
  });

  it('checks each route’s permission', async () => {
    const userId = await createUser(t.server.db, demoId, { account: 'andon-reader', adminType: AdminType.USER });
    await grantPermissions(t.server, demoId, userId, [Permissions.andon.analysis.page]);
    const reader = api.as((await t.login('andon-reader')).token);
    expect((await reader.call(andonAnalysisApi.get, { query: RANGE })).status).toBe(200);
    expect((await reader.call(andonAnalysisApi.export, { query: RANGE })).status).toBe(403);
    expect((await reader.call(andonAlarmRecordApi.page, { query: RANGE })).status).toBe(403);
    expect((await reader.call(andonAlarmRecordApi.export, { query: RANGE })).status).toBe(403);
    expect((await reader.call(andonRecordApi.page, { query: RANGE })).status).toBe(403);
    expect((await reader.call(andonRecordApi.export, { query: RANGE })).status).toBe(403);
  });
});

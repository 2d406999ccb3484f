import { randomUUID } from 'node:crypto';
import {
  AdminType,
  APP_TOKEN_HEADER,
  andonCallApi,
  andonItemApi,
  andonTriggerRuleApi,
  badPhenomenonApi,
  defectTypeApi,
  deviceTopic,
  esdCollectorApi,
  esdCollectorTypeApi,
  externalAppApi,
  iotRuleApi,
  Permissions,
  reportApi,
  scanRouteOfKind,
} from '@takt/contracts';
import { and, eq, ne } from 'drizzle-orm';
import mqtt, { type MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testDatabaseKinds } from '../../test-support/databases.js';
import { createTenant, createUser, tenantIdOf } from '../../test-support/fixtures.js';
import { productionLine } from '../../test-support/production-line.js';
import { type RouteClient, routeClient } from '../../test-support/route-client.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { gateways } from '../gateways/gateways.table.js';
import { iotDevices, iotDrivers } from '../iot/iot.table.js';
import { andonCalls } from './andon.table.js';
import { andonItem, andonSetup, andonStation, andonType } from './andon.test-support.js';

/** After-commit listeners run once the telling transaction is done: waited for, never timed. */
const EVENTUALLY = { timeout: 20_000, interval: 50 };

describe.each(testDatabaseKinds())('automatic andon calls (%s)', (kind) => {
  let t: TestServer;
  let api: RouteClient;
  let other: RouteClient;
  let tenantId: string;
  let otherId: string;
  let setup: Awaited<ReturnType<typeof andonSetup>>;
  let secondStation: string;
  let theirItem: string;
  const clients: MqttClient[] = [];

  /** The item's calls at the workstation not ended (earlier tests end theirs). */
  const callsAt = (stationId: string, itemId = setup.itemId) =>
    t.server.db.tenant(tenantId, (tx) =>
      tx
        .select()
        .from(andonCalls)
        .where(
          and(
            eq(andonCalls.tenantId, tenantId),
            eq(andonCalls.stationId, stationId),
            eq(andonCalls.itemId, itemId),
            ne(andonCalls.state, 'ended'),
          ),
        ),
    );
  /** Ends every call, so the next raise is a new call. */
  const endAll = () =>
    t.server.db.tenant(tenantId, (tx) =>
      tx.update(andonCalls).set({ state: 'ended', endedAt: new Date() }).where(eq(andonCalls.tenantId, tenantId)),
    );
  const rule = (code: string, body: Record<string, unknown>) =>
    api.ok(andonTriggerRuleApi.add, {
      body: { code, name: code, kind: 'esdAlarm', itemId: setup.itemId, ...body } as never,
    });
  const place = (stationId: string, lineId: string | null = setup.lineId) => ({
    tenantId,
    lineId,
    stationId,
    at: new Date(),
  });

  beforeAll(async () => {
    t = await startTestServer(kind);
    api = routeClient(t, { token: (await t.login('admin')).token });
    tenantId = await tenantIdOf(t.server.db, 'demo');
    setup = await andonSetup(t.server.db, tenantId, `ATR${kind}`);
    secondStation = await andonStation(t.server.db, tenantId, setup.lineId, `ATR${kind}-ST2`);
    otherId = await createTenant(t.server.db, { code: `atr_other_${kind}` }, ['system', 'andon']);
    await createUser(t.server.db, otherId, { account: `atr_admin_${kind}`, adminType: AdminType.ENTERPRISE_ADMIN });
    other = api.as((await t.login(`atr_admin_${kind}`)).token);
    const theirType = await andonType(t.server.db, otherId, { code: 'THEIR-T' });
    theirItem = await andonItem(t.server.db, otherId, { code: 'THEIR-I', typeId: theirType });
  }, 120_000);
  afterAll(async () => {
    for (const client of clients) await client.endAsync(true).catch(() => undefined);
    await t.close();
  });

  it('keeps rules: defects need N and M, refused in the reader’s language; other kinds drop them', async () => {
    const missing = await api.call(andonTriggerRuleApi.add, {
      body: { code: 'R-DEF', name: 'Defects', kind: 'defects', itemId: setup.itemId, defectCount: 3 } as never,
      language: 'zh-CN',
    });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toContain('defectCount, defectMinutes：不良规则需要不良数量和时间窗口（分钟）');
    const tooMany = await api.call(andonTriggerRuleApi.add, {
      body: {
        code: 'R-DEF',
        name: 'Defects',
        kind: 'defects',
        itemId: setup.itemId,
        defectCount: 100_000,
        defectMinutes: 10,
      } as never,
    });
    expect(tooMany.status).toBe(400);
    const esd = await rule('R-ESD-X', { defectCount: 3, defectMinutes: 5, lineIds: [setup.lineId] });
    expect(esd).toMatchObject({
      kind: 'esdAlarm',
      item: { id: setup.itemId, code: `ATR${kind}-I` },
      lines: [{ id: setup.lineId }],
      defectCount: null,
      defectMinutes: null,
      enabled: true,
      firedCount: 0,
      lastFiredAt: null,
    });
    const taken = await api.call(andonTriggerRuleApi.add, {
      body: { code: 'R-ESD-X', name: 'Again', kind: 'esdAlarm', itemId: setup.itemId } as never,
    });
    expect(taken.status).toBe(409);
    expect((await api.ok(andonTriggerRuleApi.disable, { body: { id: esd.id } })).enabled).toBe(false);
    await api.ok(andonTriggerRuleApi.delete, { body: { id: esd.id } });
  });

  it('refuses another enterprise’s items and places, and does not show its rules across', async () => {
    const foreignItem = await api.call(andonTriggerRuleApi.add, {
      body: { code: 'R-F', name: 'Foreign', kind: 'esdAlarm', itemId: theirItem } as never,
    });
    expect(foreignItem.status).toBe(400);
    expect(foreignItem.body.message).toContain('itemId');
    const ours = await rule('R-OURS', { stationIds: [setup.stationId] });
    const foreignStation = await other.call(andonTriggerRuleApi.add, {
      body: {
        code: 'R-T',
        name: 'Theirs',
        kind: 'esdAlarm',
        itemId: theirItem,
        stationIds: [setup.stationId],
      } as never,
    });
    expect(foreignStation.status).toBe(400);
    expect((await other.call(andonTriggerRuleApi.detail, { query: { id: ours.id } })).status).toBe(404);
    expect((await other.call(andonTriggerRuleApi.disable, { body: { id: ours.id } })).status).toBe(404);
    expect((await other.ok(andonTriggerRuleApi.page, {})).rows).toEqual([]);
    await api.ok(andonTriggerRuleApi.delete, { body: { id: ours.id } });
  });

  it('checks the rules’ permissions', async () => {
    await createUser(t.server.db, tenantId, { account: `atr_plain_${kind}` });
    const plain = api.as((await t.login(`atr_plain_${kind}`)).token);
    expect((await plain.call(andonTriggerRuleApi.page, {})).status).toBe(403);
    const refused = await plain.call(andonTriggerRuleApi.add, {
      body: { code: 'R-P', name: 'P', kind: 'esdAlarm', itemId: setup.itemId } as never,
    });
    expect(refused.status).toBe(403);
    expect(Permissions.andon.trigger.add).toBe('andon:trigger:add');
  });

  it('raises for the rules whose scope holds the workstation and that are enabled, once per rule', async () => {
    const { runner } = t.server.andon.triggers;
    const byLine = await rule('R-LINE', { lineIds: [setup.lineId] });
    const byStation = await rule('R-ST2', { stationIds: [secondStation] });
    const off = await rule('R-OFF', { enabled: false });
    // The first workstation: the line's rule only (the second's rule does not hold it, the third is off).
    expect(await runner.esdAlarm(place(setup.stationId))).toBe(1);
    const [call] = await callsAt(setup.stationId);
    expect(call).toMatchObject({ source: 'rule', sourceRef: 'R-LINE', state: 'calling' });
    // The second workstation: both enabled rules; the item's call there is one call.
    expect(await runner.esdAlarm(place(secondStation))).toBe(2);
    expect(await callsAt(secondStation)).toHaveLength(1);
    // Another kind's event raises nothing.
    expect(await runner.deviceFault(place(setup.stationId))).toBe(0);
    const listed = await api.ok(andonTriggerRuleApi.page, { query: { kind: 'esdAlarm', sortField: 'code' } });
    const fired = Object.fromEntries(listed.rows.map((row) => [row.code, row.firedCount]));
    expect(fired).toMatchObject({ 'R-LINE': 2, 'R-ST2': 1, 'R-OFF': 0 });
    for (const added of [byLine, byStation, off]) await api.ok(andonTriggerRuleApi.delete, { body: { id: added.id } });
    await endAll();
  });

  it('esdAlarm: an ESD alarm opening at the workstation through the bus raises the call', async () => {
    await rule('R-ESD', { stationIds: [setup.stationId] });
    const [gateway] = await t.server.db.tenant(tenantId, (tx) =>
      tx
        .insert(gateways)
        .values({ tenantId, code: `ATR${kind}-ESD`, name: 'ESD', type: 'esd', token: `atr-${kind}-esd-token-0123` })
        .returning(),
    );
    const type = await api.ok(esdCollectorTypeApi.add, {
      body: {
        code: `ATR${kind}-WS`,
        name: 'Strap',
        kind: 'wristStrap',
        resistanceLower: 1,
        resistanceUpper: 35,
        voltageLower: -35,
        voltageUpper: 35,
        warningThreshold: 1,
      },
    });
    await api.ok(esdCollectorApi.add, {
      body: {
        code: `ATR${kind}-C1`,
        name: 'Strap 1',
        typeId: type.id,
        gatewayId: gateway!.id,
        address: 1,
        lineId: setup.lineId,
        stationId: setup.stationId,
      },
    });
    const box = await mqtt.connectAsync(`mqtt://127.0.0.1:${t.server.devices.port()}`, {
      username: `demo/${gateway!.code}`,
      password: gateway!.token,
      reconnectPeriod: 0,
    });
    clients.push(box);
    await box.publishAsync(
      deviceTopic('demo', gateway!.code, 'esd'),
      JSON.stringify({ samples: [{ channel: 1, resistance: 5, ground: 'disconnected' }] }),
      { qos: 1 },
    );
    await vi.waitFor(async () => expect(await callsAt(setup.stationId)).toHaveLength(1), EVENTUALLY);
    expect((await callsAt(setup.stationId))[0]).toMatchObject({ source: 'rule', sourceRef: 'R-ESD' });
    expect(await callsAt(secondStation)).toEqual([]);
    await endAll();
  });

  it('deviceFault and the IoT rule’s andon action: an alarm on a device at the workstation calls', async () => {
    const faultItem = await andonItem(t.server.db, tenantId, { code: `ATR${kind}-FAULT`, typeId: setup.typeId });
    await rule('R-DEV', { kind: 'deviceFault', itemId: faultItem });
    const device = await t.server.db.tenant(tenantId, async (tx) => {
      const [driver] = await tx
        .insert(iotDrivers)
        .values({ tenantId, code: `ATR${kind}-DRV`, name: 'Driver', mapping: [] })
        .returning();
      const [row] = await tx
        .insert(iotDevices)
        .values({
          tenantId,
          code: `ATR${kind}-DEV`,
          name: 'Spindle',
          driverId: driver!.id,
          lineId: setup.lineId,
          stationId: setup.stationId,
          token: `atr-${kind}-device-token`,
        })
        .returning();
      return row!;
    });
    const foreignItem = await api.call(iotRuleApi.add, {
      body: {
        code: 'ATR-IOT-F',
        name: 'F',
        deviceIds: [device.id],
        condition: 'above',
        metric: 'amps',
        limit: 10,
        andonItemId: theirItem,
      },
    });
    expect(foreignItem.status).toBe(400);
    const iotRule = await api.ok(iotRuleApi.add, {
      body: {
        code: `ATR${kind}-IOT`,
        name: 'Over current',
        deviceIds: [device.id],
        condition: 'above',
        metric: 'amps',
        limit: 10,
        andonItemId: setup.itemId,
      },
    });
    expect(iotRule.andonItemId).toBe(setup.itemId);
    await t.server.db.tenant(tenantId, (tx) =>
      t.server.iotRules.evaluate(tx, tenantId, [{ deviceId: device.id, metric: 'amps', value: 12, at: new Date() }]),
    );
    await t.server.iotRules.idle();
    const [actionCall] = await callsAt(setup.stationId);
    expect(actionCall).toMatchObject({ source: 'rule', sourceRef: `IoT ATR${kind}-IOT`, state: 'calling' });
    const [faultCall] = await callsAt(setup.stationId, faultItem);
    expect(faultCall).toMatchObject({ source: 'rule', sourceRef: 'R-DEV' });
    await endAll();
  });

  it('an item an automatic-call rule or an IoT rule names is not deleted; the refusal names them', async () => {
    const kept = await andonItem(t.server.db, tenantId, { code: `ATK${kind}-I`, typeId: setup.typeId });
    const byRule = await rule(`ATK${kind}-R`, { itemId: kept });
    const device = await t.server.db.tenant(tenantId, async (tx) => {
      const [driver] = await tx
        .insert(iotDrivers)
        .values({ tenantId, code: `ATK${kind}-DRV`, name: 'Driver', mapping: [] })
        .returning();
      const [row] = await tx
        .insert(iotDevices)
        .values({ tenantId, code: `ATK${kind}-DEV`, name: 'Press', driverId: driver!.id, token: `atk-${kind}-token` })
        .returning();
      return row!;
    });
    const byIot = await api.ok(iotRuleApi.add, {
      body: {
        code: `ATK${kind}-IOT`,
        name: 'Over pressure',
        deviceIds: [device.id],
        condition: 'above',
        metric: 'bar',
        limit: 8,
        andonItemId: kept,
      },
    });
    const both = await api.call(andonItemApi.delete, { body: { id: kept } });
    expect(both.status).toBe(409);
    expect(both.body.message).toContain(`ATK${kind}-I cannot be deleted: it is used by`);
    expect(both.body.message).toContain(`andon automatic-call rule ATK${kind}-R`);
    expect(both.body.message).toContain(`IoT rule ATK${kind}-IOT`);
    await api.ok(andonTriggerRuleApi.delete, { body: { id: byRule.id } });
    const iotOnly = await api.call(andonItemApi.delete, { body: { id: kept }, language: 'zh-CN' });
    expect(iotOnly.status).toBe(409);
    expect(iotOnly.body.message).toContain(`物联网规则 ATK${kind}-IOT`);
    expect(iotOnly.body.message).not.toContain('自动呼叫规则');
    await api.ok(iotRuleApi.delete, { body: { id: byIot.id } });
    await api.ok(andonItemApi.delete, { body: { id: kept } });
  });

  it('defects: N defects of the phenomenon at a workstation within M minutes raise once', async () => {
    const line = await productionLine(api, `ATD${kind}`, {
      processes: [['P10', { mandatoryScan: true }]],
      stations: ['S1'],
      order: { planQuantity: 50 },
    });
    const defectType = await api.ok(defectTypeApi.add, {
      body: { code: `ATD${kind}-DT`, name: 'Solder', level: 'major' },
    });
    const phenomenon = await api.ok(badPhenomenonApi.add, {
      body: { code: `ATD${kind}-BP`, name: 'Cold joint', defectTypeId: defectType.id },
    });
    const otherPhenomenon = await api.ok(badPhenomenonApi.add, {
      body: { code: `ATD${kind}-BP2`, name: 'Bridge', defectTypeId: defectType.id },
    });
    const defectsItem = await andonItem(t.server.db, tenantId, { code: `ATD${kind}-Q`, typeId: setup.typeId });
    await rule('R-DEFECTS', {
      kind: 'defects',
      itemId: defectsItem,
      badPhenomenonId: phenomenon.id,
      defectCount: 3,
      defectMinutes: 10,
    });
    const fail = async (serial: string, badPhenomenonId: string) => {
      const response = await api.call(scanRouteOfKind.passing, {
        body: {
          clientScanId: randomUUID(),
          stationId: line.S1,
          processId: line.P10,
          workOrderId: line.order,
          serial,
          result: 'fail',
          defects: [{ badPhenomenonId }],
        } as never,
      });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
    };
    const station = line.S1!;
    const event = (ids: string[]) => ({ ...place(station, line.line!), badPhenomenonIds: ids });
    await fail(`ATD${kind}-1`, phenomenon.id);
    await fail(`ATD${kind}-2`, otherPhenomenon.id);
    await fail(`ATD${kind}-3`, phenomenon.id);
    // Two of the phenomenon (the other one does not count): not yet.
    expect(await t.server.andon.triggers.runner.defects(event([phenomenon.id]))).toBe(0);
    await fail(`ATD${kind}-4`, phenomenon.id);
    await vi.waitFor(async () => expect(await callsAt(station, defectsItem)).toHaveLength(1), EVENTUALLY);
    expect((await callsAt(station, defectsItem))[0]).toMatchObject({ source: 'rule', sourceRef: 'R-DEFECTS' });
    // The window counts from the raise: one more defect does not raise again.
    await endAll();
    await fail(`ATD${kind}-5`, phenomenon.id);
    expect(await t.server.andon.triggers.runner.defects(event([phenomenon.id]))).toBe(0);
    expect(await callsAt(station, defectsItem)).toEqual([]);
  });

  it('defects: defects entered with production reports count at the report’s workstation and time, and fire', async () => {
    const line = await productionLine(api, `ATP${kind}`, {
      processes: [['P10', { mandatoryScan: true }]],
      stations: ['S1'],
      order: { planQuantity: 50 },
    });
    const defectType = await api.ok(defectTypeApi.add, {
      body: { code: `ATP${kind}-DT`, name: 'Assembly', level: 'major' },
    });
    const phenomenon = await api.ok(badPhenomenonApi.add, {
      body: { code: `ATP${kind}-BP`, name: 'Loose screw', defectTypeId: defectType.id },
    });
    const reportedItem = await andonItem(t.server.db, tenantId, { code: `ATP${kind}-Q`, typeId: setup.typeId });
    await rule('R-REPORTED', {
      kind: 'defects',
      itemId: reportedItem,
      badPhenomenonId: phenomenon.id,
      defectCount: 3,
      defectMinutes: 10,
    });
    const station = line.S1!;
    const report = (quantity: number, reportedAt = new Date()) =>
      api.ok(reportApi.add, {
        body: {
          workOrderId: line.order!,
          processId: line.P10!,
          stationId: station,
          reportedAt: reportedAt.toISOString(),
          goodQuantity: 5,
          badQuantity: quantity,
          scrapQuantity: 0,
          defects: [{ badPhenomenonId: phenomenon.id, quantity }],
        },
      });
    // One failed scan, and a report of two from twenty minutes ago (outside the 10-minute window).
    const scanned = await api.call(scanRouteOfKind.passing, {
      body: {
        clientScanId: randomUUID(),
        stationId: station,
        processId: line.P10,
        workOrderId: line.order,
        serial: `ATP${kind}-1`,
        result: 'fail',
        defects: [{ badPhenomenonId: phenomenon.id }],
      } as never,
    });
    expect(scanned.status, JSON.stringify(scanned.body)).toBe(200);
    await report(2, new Date(Date.now() - 20 * 60_000));
    const event = { ...place(station, line.line!), badPhenomenonIds: [phenomenon.id] };
    expect(await t.server.andon.triggers.runner.defects(event)).toBe(0);
    expect(await callsAt(station, reportedItem)).toEqual([]);
    // A report of two now: the scan's one and these two make three within the window.
    await report(2);
    await vi.waitFor(async () => expect(await callsAt(station, reportedItem)).toHaveLength(1), EVENTUALLY);
    expect((await callsAt(station, reportedItem))[0]).toMatchObject({ source: 'rule', sourceRef: 'R-REPORTED' });
    await endAll();
  });

  it('an external app’s token raises a call through the open route', async () => {
    const app = await api.ok(externalAppApi.add, {
      body: { code: `andon_${kind}`, name: 'Line MES', permissions: [Permissions.andon.call.trigger] } as never,
    });
    const raised = await routeClient(t).call(andonCallApi.trigger, {
      headers: { [APP_TOKEN_HEADER]: app.token },
      body: { itemId: setup.itemId, stationId: secondStation, note: 'from the line MES' } as never,
    });
    expect(raised.status, JSON.stringify(raised.body)).toBe(200);
    expect(raised.body.data).toMatchObject({ source: 'api', stationId: secondStation, note: 'from the line MES' });
    const foreign = await routeClient(t).call(andonCallApi.trigger, {
      headers: { [APP_TOKEN_HEADER]: app.token },
      body: { itemId: theirItem, stationId: secondStation } as never,
    });
    expect([404, 422]).toContain(foreign.status);
    await endAll();
  });
});

import { deviceTopic, deviceUsername } from '@takt/contracts';
import { and, eq } from 'drizzle-orm';
import mqtt, { type MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testDatabaseKinds } from '../../test-support/databases.js';
import { tenantIdOf } from '../../test-support/fixtures.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { gatewayChannels, gateways } from '../gateways/gateways.table.js';
import { andonCallEvents, andonCalls } from './andon.table.js';
import { andonItem, andonSetup } from './andon.test-support.js';

const TENANT = 'demo';
/** The buttons are told after the ingest's commit: waited for, never timed. */
const EVENTUALLY = { timeout: 20_000, interval: 50 };

describe.each(testDatabaseKinds())('andon gateway buttons (%s)', (kind) => {
  let t: TestServer;
  let tenantId: string;
  let setup: Awaited<ReturnType<typeof andonSetup>>;
  let box: MqttClient;
  const code = `ABX${kind}`;

  const press = (channel: number, button: number, action: 'press' | 'cancel' = 'press') =>
    box.publishAsync(deviceTopic(TENANT, code, 'andon'), JSON.stringify({ channel, button, action }), { qos: 1 });
  const callsAt = (itemId = setup.itemId) =>
    t.server.db.tenant(tenantId, (tx) =>
      tx
        .select()
        .from(andonCalls)
        .where(
          and(
            eq(andonCalls.tenantId, tenantId),
            eq(andonCalls.stationId, setup.stationId),
            eq(andonCalls.itemId, itemId),
          ),
        )
        .orderBy(andonCalls.id),
    );
  const counts = () => ({ ...t.server.andon.triggers.buttons.counts });

  beforeAll(async () => {
    t = await startTestServer(kind);
    tenantId = await tenantIdOf(t.server.db, TENANT);
    // Button 7 is this item's (the demo's items use 1-4), and 8 an item that is disabled.
    setup = await andonSetup(t.server.db, tenantId, code, { button: 7 });
    await andonItem(t.server.db, tenantId, { code: `${code}-OFF`, typeId: setup.typeId, button: 8, enabled: false });
    const [gateway] = await t.server.db.tenant(tenantId, (tx) =>
      tx
        .insert(gateways)
        .values({
          tenantId,
          code,
          name: 'Andon box',
          type: 'andon',
          lineId: setup.lineId,
          channels: 2,
          token: `${code}-token-0123456789`,
        })
        .returning(),
    );
    await t.server.db.tenant(tenantId, (tx) =>
      tx.insert(gatewayChannels).values({ tenantId, gatewayId: gateway!.id, channel: 1, stationId: setup.stationId }),
    );
    box = await mqtt.connectAsync(`mqtt://127.0.0.1:${t.server.devices.port()}`, {
      username: deviceUsername(TENANT, code),
      password: `${code}-token-0123456789`,
      reconnectPeriod: 0,
    });
  }, 120_000);
  afterAll(async () => {
    await box?.endAsync(true).catch(() => undefined);
    await t.close();
  });

  it('a press raises the button’s item at the channel’s workstation; a second press answers the same call', async () => {
    const before = counts();
    await press(1, 7);
    await vi.waitFor(async () => expect(await callsAt()).toHaveLength(1), EVENTUALLY);
    expect((await callsAt())[0]).toMatchObject({ source: 'button', sourceRef: `${code}/1`, state: 'calling' });
    await press(1, 7);
    await vi.waitFor(() => expect(counts().raised).toBe(before.raised + 2), EVENTUALLY);
    expect(await callsAt()).toHaveLength(1);
  });

  it('a cancel withdraws the call while it is calling', async () => {
    const [open] = await callsAt();
    await press(1, 7, 'cancel');
    await vi.waitFor(
      async () => expect((await callsAt())[0]).toMatchObject({ state: 'ended', cancelled: true }),
      EVENTUALLY,
    );
    expect((await callsAt())[0]!.id).toBe(open!.id);
    // The box withdrew it: no user, the trail names the gateway and channel.
    const events = await t.server.db.tenant(tenantId, (tx) =>
      tx
        .select()
        .from(andonCallEvents)
        .where(
          and(
            eq(andonCallEvents.tenantId, tenantId),
            eq(andonCallEvents.callId, open!.id),
            eq(andonCallEvents.kind, 'cancelled'),
          ),
        ),
    );
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ userId: null, userName: `${code}/1` });
    expect(events[0]!.detail).toMatchObject({ source: 'button', sourceRef: `${code}/1` });
  });

  it('a cancel leaves a call already responded to alone', async () => {
    const before = counts();
    await press(1, 7);
    await vi.waitFor(async () => expect(await callsAt()).toHaveLength(2), EVENTUALLY);
    const responding = (await callsAt())[1]!;
    await t.server.db.tenant(tenantId, (tx) =>
      tx
        .update(andonCalls)
        .set({ state: 'responding', respondedAt: new Date() })
        .where(and(eq(andonCalls.tenantId, tenantId), eq(andonCalls.id, responding.id))),
    );
    await press(1, 7, 'cancel');
    await vi.waitFor(() => expect(counts().ignored).toBe(before.ignored + 1), EVENTUALLY);
    expect(counts().cancelled).toBe(before.cancelled);
    expect((await callsAt())[1]).toMatchObject({ id: responding.id, state: 'responding', cancelled: false });
    await t.server.db.tenant(tenantId, (tx) =>
      tx
        .update(andonCalls)
        .set({ state: 'ended', endedAt: new Date() })
        .where(and(eq(andonCalls.tenantId, tenantId), eq(andonCalls.id, responding.id))),
    );
  });

  it('a button no enabled item has, or a channel without a workstation, is counted and raises nothing', async () => {
    const before = counts();
    await press(1, 9);
    await press(1, 8);
    await press(2, 7);
    await vi.waitFor(() => expect(counts().unmatched).toBe(before.unmatched + 3), EVENTUALLY);
    expect(counts().raised).toBe(before.raised);
    expect((await callsAt()).filter((call) => call.state !== 'ended')).toEqual([]);
  });
});

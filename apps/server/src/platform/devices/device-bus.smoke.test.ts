import { deviceTopic } from '@takt/contracts';
import { sql } from 'drizzle-orm';
import mqtt from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gateways } from '../../areas/gateways/gateways.table.js';
import { createTenant } from '../../test-support/fixtures.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { rowsOf } from '../db/table-rows.js';

describe('device bus smoke (embedded, pglite)', () => {
  let t: TestServer;
  let tenantId: string;
  beforeAll(async () => {
    t = await startTestServer('pglite');
    tenantId = await createTenant(t.server.db, { code: 'busa' });
    await t.server.db.tenant(tenantId, (tx) =>
      tx.insert(gateways).values({ tenantId, code: 'gw1', name: 'gw1', type: 'esd', token: 'secret-token-1' }),
    );
    t.server.devices.on('esd', async (tx, tenant, messages) => {
      await t.server.devices.readings.append(
        tx,
        tenant,
        messages.flatMap((m) =>
          m.payload.samples.map((s) => ({
            sourceId: m.client.id,
            metric: `ch${s.channel}`,
            value: s.resistance ?? 0,
            at: m.at,
          })),
        ),
      );
    });
  }, 60_000);
  afterAll(() => t?.close());

  it('stores a reading before the publish is acknowledged', async () => {
    const port = t.server.devices.port();
    const client = await mqtt.connectAsync(`mqtt://127.0.0.1:${port}`, {
      username: 'busa/gw1',
      password: 'secret-token-1',
      reconnectPeriod: 0,
    });
    await client.publishAsync(
      deviceTopic('busa', 'gw1', 'esd'),
      JSON.stringify({ samples: [{ channel: 1, resistance: 3.5 }] }),
      { qos: 1 },
    );
    const rows = rowsOf<{ value: number }>(
      await t.server.db.system((tx) =>
        tx.execute(sql`select value from device_readings where tenant_id = ${tenantId}`),
      ),
    );
    expect(rows.map((r) => Number(r.value))).toEqual([3.5]);
    await client.publishAsync(deviceTopic('busa', 'gw1', 'esd'), 'nope', { qos: 1 });
    expect(t.server.devices.stats().malformed).toBe(1);
    await client.endAsync();
    await expect(
      mqtt.connectAsync(`mqtt://127.0.0.1:${port}`, { username: 'busa/gw1', password: 'wrong', reconnectPeriod: 0 }),
    ).rejects.toThrow();
  });
});

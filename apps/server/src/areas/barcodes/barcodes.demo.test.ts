import { barcodeRuleApi, traceApi } from '@takt/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test-support/databases.js';
import { type RouteClient, routeClient } from '../../test-support/route-client.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';

/** Units per demo order: the whole history (about 2,400 units) takes minutes; this keeps every order and day. */
const UNITS_PER_ORDER = 4;
const TIMEOUT_MS = 300_000;

describe.each(testDatabaseKinds())('serial numbers of the demo enterprise on %s', (kind) => {
  let t: TestServer;
  let token: string;
  let api: RouteClient;

  beforeAll(async () => {
    // A first start with the demo: its factory, then its week of production.
    t = await startTestServer(kind, {
      env: { SEED_DEMO_DATA: 'true', SEED_DEMO_PRODUCTION: 'true' },
      overrides: { preparedNow: true, demoUnitsPerOrder: UNITS_PER_ORDER },
    });
    await t.server.startDemoHistory();
    token = (await t.login('admin')).token;
    api = routeClient(t, { token });
  }, TIMEOUT_MS);
  afterAll(() => t?.close());

  it('took the fans’ serials from SN-FAN, so generating with it gives codes no unit has', async () => {
    const rules = await api.call(barcodeRuleApi.page, { query: { code: 'SN-FAN' } });
    const rule = rules.body.data.rows.find((row) => row.code === 'SN-FAN')!;
    // The history issued its serials through the rule, one batch per demo order and day.
    const batches = await api.call(barcodeRuleApi.batchPage, { query: { ruleId: rule.id, pageSize: '100' } });
    const rows = batches.body.data.rows;
    expect(rows.length).toBeGreaterThanOrEqual(6);
    expect(rows.every((batch) => batch.orderNumber?.startsWith('WO-DEMO-A'))).toBe(true);
    // Every code issued names a unit of its order: the counters hold exactly what was made.
    for (const batch of rows) {
      const detail = await api.call(barcodeRuleApi.batchDetail, { query: { id: batch.id } });
      for (const code of detail.body.data.codes) {
        expect((await api.call(traceApi.product, { query: { serial: code } })).status, code).toBe(200);
      }
    }

    const generated = await api.call(barcodeRuleApi.generate, { body: { ruleId: rule.id, count: 5 } });
    expect(generated.status).toBe(200);
    expect(generated.body.data.codes).toHaveLength(5);
    for (const code of generated.body.data.codes)
      expect((await api.call(traceApi.product, { query: { serial: code } })).status, code).toBe(404);
  });
});

import { randomUUID } from 'node:crypto';
import {
  AdminType,
  badPhenomenonApi,
  defectTypeApi,
  MONTH_BAR_MONTHS,
  monthBarApi,
  monthsUpTo,
  reportApi,
  scanApi,
} from '@takt/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test-support/databases.js';
import { createTenant, createUser } from '../../test-support/fixtures.js';
import { productionLine } from '../../test-support/production-line.js';
import { type RouteClient, routeClient } from '../../test-support/route-client.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';

describe.each(testDatabaseKinds())('the welcome page month chart on %s', (kind) => {
  let t: TestServer;
  let mine: RouteClient;
  let theirs: RouteClient;
  let mineId: string;
  let months: string[];

  /** An enterprise of its own with an administrator signed in (no production but the test's). */
  async function enterprise(code: string) {
    const tenantId = await createTenant(t.server.db, { code });
    await createUser(t.server.db, tenantId, { account: `${code}_admin`, adminType: AdminType.ENTERPRISE_ADMIN });
    return { tenantId, api: routeClient(t, { token: (await t.login(`${code}_admin`)).token }) };
  }

  /** One counting step on one workstation, an issued order of 50 and a defect to record. */
  async function line(api: RouteClient, prefix: string) {
    const ids = await productionLine(api, prefix, {
      processes: [['P1', { counting: true }]],
      stations: ['S1'],
      order: { planQuantity: 50 },
    });
    ids.DT = (await api.ok(defectTypeApi.add, { body: { code: `${prefix}-DT`, name: 'Solder', level: 'major' } })).id;
    ids.BP = (
      await api.ok(badPhenomenonApi.add, { body: { code: `${prefix}-BP`, name: 'Bridge', defectTypeId: ids.DT } })
    ).id;
    return ids;
  }

  async function scan(api: RouteClient, ids: Record<string, string>, serial: string, failed = false) {
    const body = {
      clientScanId: randomUUID(),
      serial,
      stationId: ids.S1,
      processId: ids.P1,
      workOrderId: ids.order,
      ...(failed ? { result: 'fail', defects: [{ badPhenomenonId: ids.BP, defectTypeId: ids.DT }] } : {}),
    };
    const response = await api.call(scanApi.passing, { body: body as never });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
  }

  /**
   * Moves the enterprise's scans and scan defects recorded in the last day to the 15th of
   * `month` (scans older than the offline limit cannot be sent, so history is made this way).
   */
  async function moveRecentTo(tenantId: string, month: string) {
    const at = `${month}-15T04:00:00Z`;
    await t.server.db.system(async (tx) => {
      await tx.execute(sql`update scan_events set scanned_at = ${at}::timestamptz
        where tenant_id = ${tenantId}::bigint and scanned_at > now() - interval '1 day'`);
      await tx.execute(sql`update unit_defects set recorded_at = ${at}::timestamptz
        where tenant_id = ${tenantId}::bigint and recorded_at > now() - interval '1 day'`);
    });
  }

  beforeAll(async () => {
    t = await startTestServer(kind);
    const a = await enterprise(`mb_${kind}`);
    const b = await enterprise(`mbx_${kind}`);
    mine = a.api;
    mineId = a.tenantId;
    theirs = b.api;
    const ids = await line(mine, 'MB');
    const theirIds = await line(theirs, 'MBX');
    const { today } = await mine.ok(reportApi.calendar);
    // The chart's months and the one before them.
    const span = monthsUpTo(today, MONTH_BAR_MONTHS + 1);
    months = span.slice(1);

    // Before the chart's span: one unit.
    await scan(mine, ids, 'MB-A');
    await moveRecentTo(mineId, span[0]!);
    // Two months ago: two good units and one that failed with a defect.
    await scan(mine, ids, 'MB-B');
    await scan(mine, ids, 'MB-C');
    await scan(mine, ids, 'MB-D', true);
    await moveRecentTo(mineId, months.at(-3)!);
    // This month: two good units, one failed, and a report with two defect items' worth.
    await scan(mine, ids, 'MB-E');
    await scan(mine, ids, 'MB-F');
    await scan(mine, ids, 'MB-G', true);
    await mine.ok(reportApi.add, {
      body: {
        workOrderId: ids.order,
        processId: ids.P1,
        stationId: ids.S1,
        reportedAt: new Date(Date.now() - 60_000).toISOString(),
        goodQuantity: 5,
        badQuantity: 2,
        scrapQuantity: 0,
        timeSpent: 30,
        defects: [{ badPhenomenonId: ids.BP, defectTypeId: ids.DT, quantity: 2 }],
      },
    });
    // The other enterprise, this month: three good units.
    for (const serial of ['MBX-A', 'MBX-B', 'MBX-C']) await scan(theirs, theirIds, serial);
  });
  afterAll(() => t?.close());

  const expected = (figures: Record<string, { good: number; defects: number }>) =>
    months.map((month) => ({ month, good: figures[month]?.good ?? 0, defects: figures[month]?.defects ?? 0 }));

  it("counts the reader's enterprise's good units and defects per month over the last 12 months", async () => {
    const chart = await mine.ok(monthBarApi.monthBar);
    expect(chart.months).toHaveLength(MONTH_BAR_MONTHS);
    expect(chart.months).toEqual(
      expected({
        [months.at(-3)!]: { good: 2, defects: 1 },
        [months.at(-1)!]: { good: 2, defects: 1 + 2 },
      }),
    );
  });

  it("never counts another enterprise's production", async () => {
    const chart = await theirs.ok(monthBarApi.monthBar);
    expect(chart.months).toEqual(expected({ [months.at(-1)!]: { good: 3, defects: 0 } }));
  });

  it('is for signed-in users only', async () => {
    expect((await routeClient(t).call(monthBarApi.monthBar)).status).toBe(401);
  });
});

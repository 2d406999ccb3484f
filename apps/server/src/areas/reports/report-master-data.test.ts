import { addDays, reportApi, shiftApi, shiftRegimeApi, userApi } from '@takt/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test-support/databases.js';
import { createUser, tenantIdOf } from '../../test-support/fixtures.js';
import { type HeldTransaction, heldTransaction } from '../../test-support/held-transaction.js';
import { oneStepLine } from '../../test-support/production-line.js';
import { type RouteClient, routeClient } from '../../test-support/route-client.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';

type Id = { id: string };

/**
 * What a production report keeps of what it names: its shift against a shift delete at the same
 * moment (PostgreSQL only: a second connection holds a transaction open to fix the order; PGlite
 * has one connection), and its reporter's name once the user is deleted.
 */
describe.each(testDatabaseKinds())('production reports, their shift and their reporter on %s', (kind) => {
  let t: TestServer;
  let token: string;
  let tenantId: string;
  let held: HeldTransaction | undefined;
  let yesterday: string;
  const ids: Record<string, string> = {};

  let api: RouteClient;
  /** A report of 1 good unit yesterday at `clock` (Asia/Shanghai), its code generated. */
  const report = (clock: string, reporterId?: string) =>
    api.call(reportApi.add, {
      body: {
        workOrderId: ids.order,
        processId: ids.P1,
        stationId: ids.S1,
        reporterId,
        reportedAt: `${yesterday}T${clock}:00+08:00`,
        goodQuantity: 1,
        badQuantity: 0,
        scrapQuantity: 0,
      },
    });

  beforeAll(async () => {
    t = await startTestServer(kind);
    token = (await t.login('admin')).token;
    api = routeClient(t, { token });
    tenantId = await tenantIdOf(t.server.db, 'demo');
    yesterday = addDays((await api.ok(reportApi.calendar)).today, -1);
    Object.assign(ids, await oneStepLine(api, 'RM', ['P1'], ['S1']));
    for (const [code, start, end] of [
      ['AM', '00:00', '12:00'],
      ['PM', '12:00', '00:00'],
    ] as const)
      ids[code] = (await api.ok(shiftApi.add, { body: { code: `RM-${code}`, name: `Shift ${code}`, start, end } })).id;
    ids.regime = (
      await api.ok(shiftRegimeApi.add, {
        body: {
          code: 'RM-2X12',
          name: 'Two shifts',
          dayStart: '00:00',
          shiftIds: [ids.AM, ids.PM],
          lineIds: [ids.line],
        },
      })
    ).id;
    if (t.database.databaseUrl) held = await heldTransaction(t.database.databaseUrl);
  }, 120_000);
  afterAll(async () => {
    await held?.end();
    await t?.close();
  });

  it.runIf(kind === 'postgres')('refuses the report when the shift delete locked the shift first', async () => {
    // What the delete does, held open here: lock the row, find no user, delete it.
    await held!.query('BEGIN');
    await held!.query('SELECT id FROM shifts WHERE tenant_id = $1 AND id = $2 FOR UPDATE', [tenantId, ids.PM]);
    const refused = report('18:00');
    await held!.waiting(1);
    await held!.query('DELETE FROM shift_regime_shifts WHERE tenant_id = $1 AND shift_id = $2', [tenantId, ids.PM]);
    await held!.query('DELETE FROM shifts WHERE tenant_id = $1 AND id = $2', [tenantId, ids.PM]);
    await held!.query('COMMIT');
    const response = await refused;
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(`shiftId: no shift with id ${ids.PM} exists in this enterprise`);
    expect(await held!.query('SELECT 1 FROM production_reports WHERE shift_id = $1', [ids.PM])).toEqual([]);
  });

  it.runIf(kind === 'postgres')('refuses the shift delete when the report locked the shift first', async () => {
    // The report locks its shift, then waits for its day's code counter (held here).
    await held!.query('BEGIN');
    await held!.query(
      `INSERT INTO production_report_code_counters (tenant_id, day, value) VALUES ($1, $2, 0)
       ON CONFLICT (tenant_id, day) DO UPDATE SET value = production_report_code_counters.value`,
      [tenantId, yesterday],
    );
    const saved = report('10:00');
    await held!.waiting(1);
    // No regime names the shift any more: only the report, not yet committed, uses it.
    await api.ok(shiftRegimeApi.delete, { body: { id: ids.regime } });
    const deleted = api.call(shiftApi.delete, { body: { id: ids.AM } });
    await held!.waiting(2);
    await held!.query('ROLLBACK');
    const response = await saved;
    expect(response.status).toBe(200);
    expect(response.body.data.shiftCode).toBe('RM-AM');
    const refused = await deleted;
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      `RM-AM Shift AM cannot be deleted: it is used by production report ${response.body.data.code}`,
    );
  });

  it('names a reporter deleted since by the name they had, and refuses them as the reporter of a new report', async () => {
    const userId = await createUser(t.server.db, tenantId, { account: 'rm_reporter', name: 'Reporter Ren' });
    const saved = await report('09:00', userId);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await api.call(userApi.delete, { query: { id: userId } })).status).toBe(200);

    const detail = await api.ok(reportApi.detail, { query: { id: saved.body.data.id } });
    expect(detail.reporterName).toBe('Reporter Ren');
    const page = await api.ok(reportApi.page, {
      query: { startDate: yesterday, endDate: yesterday, reporterId: userId },
    });
    expect(page.rows.map((row) => [row.code, row.reporterName])).toEqual([[detail.code, 'Reporter Ren']]);

    const refused = await report('09:30', userId);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(`The reporter (id ${userId}) is not a user of this enterprise`);
  });
});

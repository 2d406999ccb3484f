import { randomUUID } from 'node:crypto';
import {
  AdminType,
  addDays,
  authApi,
  DataScopeKind,
  Permissions,
  type ProductionAnalysis,
  preferenceApi,
  reportAnalysisApi,
  reportApi,
  scanApi,
  scannedOutputApi,
} from '@takt/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSheet } from '../../platform/excel/excel.js';
import { testDatabaseKinds } from '../../test-support/databases.js';
import { claimsOf, createTenant, createUser, grantPermissions, tenantIdOf } from '../../test-support/fixtures.js';
import { oneStepLine } from '../../test-support/production-line.js';
import { type RouteClient, routeClient } from '../../test-support/route-client.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { roles } from '../access/access.table.js';
import { users } from '../identity/identity.table.js';

type Ids = Record<string, string>;

/**
 * The zone a user reads times in (their preference, else the enterprise's `mes.timezone`) is the
 * zone of report buckets and exports; scanned output shows beside the hand-entered reports.
 */
describe.each(testDatabaseKinds())('time zones and scanned output in reports on %s', (kind) => {
  let t: TestServer;
  let token: string;
  let other: string;
  let day: string;
  const ids: Ids = {};
  const foreign: Ids = {};

  let api: RouteClient;
  const setZone = (timeZone: string | null, as = token) => api.as(as).ok(preferenceApi.edit, { body: { timeZone } });
  const scanned = (as = token) => api.as(as).ok(scannedOutputApi.page, { query: { startDate: day, endDate: day } });

  beforeAll(async () => {
    t = await startTestServer(kind);
    token = (await t.login('admin')).token;
    api = routeClient(t, { token });
    const otherId = await createTenant(t.server.db, { code: 'zones_other' });
    await createUser(t.server.db, otherId, { account: 'zones_admin', adminType: AdminType.ENTERPRISE_ADMIN });
    other = (await t.login('zones_admin')).token;
    const calendar = await api.ok(reportApi.calendar);
    day = addDays(calendar.today, -1);
    Object.assign(ids, await oneStepLine(api, 'TZ', ['PA'], ['S1']));
    Object.assign(foreign, await oneStepLine(api.as(other), 'TZX', ['PA'], ['S1']));
    const scan = (as: string, into: Ids, serial: string, clock: string) =>
      api.as(as).ok(scanApi.passing, {
        body: {
          clientScanId: randomUUID(),
          serial,
          stationId: into.S1,
          processId: into.PA,
          workOrderId: into.order,
          // 19:10 in Shanghai (the enterprise's zone) is 11:10 UTC.
          scannedAt: `${day}T${clock}:00+08:00`,
        },
      });
    await scan(token, ids, 'TZ-1', '19:10');
    await scan(token, ids, 'TZ-2', '19:40');
    await scan(other, foreign, 'TZX-1', '19:10');
  });
  afterAll(() => t?.close());

  describe('the time zone preference', () => {
    it('refuses a zone the runtime does not know, in the reader’s language', async () => {
      for (const [language, words] of [
        ['en-US', 'is not a known time zone'],
        ['zh-CN', '不是可识别的时区'],
      ] as const) {
        const response = await api.call(preferenceApi.edit, {
          body: { timeZone: 'Mars/Olympus' },
          as: token,
          language,
        });
        expect(response.status).toBe(400);
        expect(response.body.message).toContain('timeZone');
        expect(response.body.message).toContain(words);
      }
    });

    it('is the enterprise’s zone until the user chooses one, and the account info names both', async () => {
      let account = await api.ok(authApi.accountInfo);
      expect(account).toMatchObject({ enterpriseTimeZone: 'Asia/Shanghai', timeZone: 'Asia/Shanghai' });
      await setZone('America/New_York');
      try {
        account = await api.ok(authApi.accountInfo);
        expect(account).toMatchObject({ enterpriseTimeZone: 'Asia/Shanghai', timeZone: 'America/New_York' });
        expect((await api.ok(preferenceApi.get)).timeZone).toBe('America/New_York');
      } finally {
        await setZone(null);
      }
      expect((await api.ok(authApi.accountInfo)).timeZone).toBe('Asia/Shanghai');
    });
  });

  describe('report buckets', () => {
    const analysis = () =>
      api.ok(reportAnalysisApi.analysis, { query: { startDate: day, endDate: day, processId: ids.PA } });
    const hours = (result: ProductionAnalysis) => result.outputByHour.filter((row) => row.good > 0);

    it('count hours and days in the user’s zone when they chose one, else in the enterprise’s', async () => {
      const enterprise = await analysis();
      expect(enterprise.timeZone).toBe('Asia/Shanghai');
      expect(hours(enterprise)).toEqual([{ hour: 19, good: 2 }]);

      await setZone('UTC');
      try {
        const mine = await analysis();
        expect(mine.timeZone).toBe('UTC');
        // The same scans, read at 11:10 and 11:40 UTC.
        expect(hours(mine)).toEqual([{ hour: 11, good: 2 }]);
        expect((await api.ok(reportApi.calendar)).timeZone).toBe('UTC');
        // Another user of the enterprise still reads the enterprise's zone.
        const userId = await createUser(t.server.db, await tenantIdOf(t.server.db, 'demo'), {
          account: 'zones_viewer',
        });
        await grantPermissions(t.server, await tenantIdOf(t.server.db, 'demo'), userId, [
          Permissions.work.reportAnalysis.page,
        ]);
        const viewer = (await t.login('zones_viewer')).token;
        const theirs = await api
          .as(viewer)
          .ok(reportAnalysisApi.analysis, { query: { startDate: day, endDate: day, processId: ids.PA } });
        expect(hours(theirs)).toEqual([{ hour: 19, good: 2 }]);
      } finally {
        await setZone(null);
      }
    });

    it('write export times in the user’s zone', async () => {
      await setZone('UTC');
      try {
        const response = await fetch(`${t.baseUrl}/api/trace/product/export?serial=TZ-1`, {
          headers: { authorization: `Bearer ${token}`, 'accept-language': 'en-US' },
        });
        expect(response.status).toBe(200);
        const bytes = new Uint8Array(await response.arrayBuffer());
        const cells = readSheet(bytes, { sheet: 'Routing steps' }).rows.flat();
        expect(cells).toContain(`${day} 11:10:00`);
        expect(cells).not.toContain(`${day} 19:10:00`);
      } finally {
        await setZone(null);
      }
    });
  });

  describe('scanned output beside the reports', () => {
    it('lists what scanning counted per day, order, process, workstation and shift, in the reader’s zone', async () => {
      const page = await scanned();
      expect(page.timeZone).toBe('Asia/Shanghai');
      expect(page.totalRows).toBe(1);
      expect(page.rows).toEqual([
        {
          day,
          workOrder: { id: ids.order, code: expect.any(String) },
          line: { id: ids.line, code: 'TZ-L1', name: 'Line 1' },
          process: { id: ids.PA, code: 'TZ-PA', name: 'Process PA' },
          station: { id: ids.S1, code: 'TZ-S1', name: 'Station S1' },
          shift: null,
          passed: 2,
          failed: 0,
          firstAt: new Date(`${day}T19:10:00+08:00`).toISOString(),
          lastAt: new Date(`${day}T19:40:00+08:00`).toISOString(),
        },
      ]);
      // Read in a zone ten hours behind UTC, 11:10 UTC is still `day`; in Pacific/Kiritimati
      // (UTC+14) it is the next day, so a range of `day` holds none of it.
      await setZone('Pacific/Kiritimati');
      try {
        expect((await scanned()).totalRows).toBe(0);
      } finally {
        await setZone(null);
      }
    });

    it('shows another enterprise nothing, and a reader only the lines of their data scope', async () => {
      const theirs = await scanned(other);
      expect(theirs.rows.map((row) => row.workOrder.id)).toEqual([foreign.order]);

      const demoId = await tenantIdOf(t.server.db, 'demo');
      const userId = await createUser(t.server.db, demoId, { account: 'zones_scoped' });
      const roleId = await grantPermissions(t.server, demoId, userId, [Permissions.work.report.page]);
      await t.server.db.system(async (tx) => {
        await tx.update(roles).set({ dataScope: DataScopeKind.DEPT }).where(eq(roles.id, roleId));
      });
      t.server.tenantChanged(demoId);
      const scoped = (await t.login('zones_scoped')).token;
      expect((await scanned(scoped)).rows).toEqual([]);

      await t.server.db.system(async (tx) => {
        await tx.update(users).set({ orgId: ids.line }).where(eq(users.id, userId));
      });
      t.server.tenantChanged(demoId);
      const onLine = (await t.login('zones_scoped')).token;
      expect((await scanned(onLine)).rows.map((row) => row.passed)).toEqual([2]);
      expect(claimsOf(onLine).userId).toBe(userId);
    });

    it('is refused without the report list permission', async () => {
      const demoId = await tenantIdOf(t.server.db, 'demo');
      const userId = await createUser(t.server.db, demoId, { account: 'zones_none' });
      await grantPermissions(t.server, demoId, userId, [Permissions.work.reportChart.page]);
      const none = (await t.login('zones_none')).token;
      const response = await api.call(scannedOutputApi.page, { query: { startDate: day, endDate: day }, as: none });
      expect(response.status).toBe(403);
    });
  });
});

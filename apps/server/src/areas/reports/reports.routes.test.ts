import { randomUUID } from 'node:crypto';
import {
  AdminType,
  ANALYSIS_ORDERS_MAX,
  addDays,
  badPhenomenonApi,
  buildQueryString,
  DataScopeKind,
  defectTypeApi,
  lineApi,
  OrgType,
  organisationApi,
  Permissions,
  processApi,
  productApi,
  type RouteDef,
  reportAnalysisApi,
  reportApi,
  routingApi,
  scanRouteOfKind,
  shiftApi,
  shiftRegimeApi,
  stationApi,
  sysParamApi,
  unitApi,
  WORK_ORDER_EXPORT_MAX,
  workOrderApi,
  workshopApi,
} from '@takt/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSheet } from '../../platform/excel/excel.js';
import { testDatabaseKinds } from '../../test-support/databases.js';
import { claimsOf, createTenant, createUser, grantPermissions, tenantIdOf } from '../../test-support/fixtures.js';
import { type QueryOf, type RouteCall, type RouteClient, routeClient } from '../../test-support/route-client.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { roles } from '../access/access.table.js';
import { users } from '../identity/identity.table.js';
import { productionReports } from './reports.table.js';

type Id = { id: string };
type Ids = Record<string, string>;

const CLOSED_EN = 'This work order has been closed and cannot be operated again';

describe.each(testDatabaseKinds())('production reports and their analysis on %s', (kind) => {
  let t: TestServer;
  let token: string;
  let other: string;
  let demoId: string;
  let otherId: string;
  let adminId: string;
  let day: string;
  let nextDay: string;
  const ids: Ids = {};
  const foreign: Ids = {};

  let api: RouteClient;
  /** A local time of the enterprise (Asia/Shanghai) on `date`. */
  const at = (date: string, clock: string) => `${date}T${clock}:00+08:00`;

  /** Lines, stations, processes, shifts (on line 1 only), a quality catalogue, a product and orders. */
  async function masterData(as: string, into: Ids, prefix: string) {
    const orgs = await api.ok(organisationApi.page, { query: { pageSize: '50' }, as });
    const factory: { id: string } =
      orgs.rows.find((row) => row.type === OrgType.FACTORY) ??
      (await api.ok(organisationApi.add, {
        body: { name: `${prefix} factory`, code: `${prefix}-F`, type: OrgType.FACTORY },
        as,
      }));
    const workshop = await api.ok(workshopApi.add, {
      body: { factoryId: factory.id, code: `${prefix}-WS`, name: `${prefix} workshop` },
      as,
    });
    for (const n of [1, 2])
      into[`L${n}`] = (
        await api.ok(lineApi.add, { body: { workshopId: workshop.id, code: `${prefix}-L${n}`, name: `Line ${n}` }, as })
      ).id;
    for (const [code, type, counting] of [
      ['P1', 'normal', false],
      ['P2', 'test', true],
      ['P3', 'normal', false],
      ['PR', 'repair', false],
      ['PX', 'normal', false],
    ] as const)
      into[code] = (
        await api.ok(processApi.add, {
          body: { code: `${prefix}-${code}`, name: `Process ${code}`, type, counting, mandatoryScan: true },
          as,
        })
      ).id;
    into.routing = (
      await api.ok(routingApi.add, {
        body: {
          code: `${prefix}-R`,
          name: 'Routing',
          steps: [
            { processId: into.P1, repair: false },
            { processId: into.P2, repair: false },
            { processId: into.P3, repair: false },
            { processId: into.PR, repair: true, returnToStepNo: 1 },
          ],
        },
        as,
      })
    ).id;
    // A report's workstation must carry its process: P3 is reported at S1 and S3, P1 at S2. PX is
    // in no routing: S1 carries it, yet no report of these orders may name it.
    for (const [code, line, processes] of [
      ['S1', 'L1', ['P1', 'P3', 'PX']],
      ['S2', 'L1', ['P2', 'P1']],
      ['S3', 'L2', ['P1', 'P2', 'P3']],
      ['REP', 'L1', ['PR']],
    ] as const) {
      into[code] = (
        await api.ok(stationApi.add, {
          body: { lineId: into[line], code: `${prefix}-${code}`, name: `Station ${code}` },
          as,
        })
      ).id;
      await api.ok(stationApi.configProcess, {
        body: { id: into[code], processIds: processes.map((p) => into[p]) },
        as,
      });
    }
    const unit = await api.ok(unitApi.add, { body: { code: `${prefix}-PCS`, name: 'Piece' }, as });
    into.product = (
      await api.ok(productApi.add, {
        body: { code: `${prefix}-FG`, name: 'Fan', unitId: unit.id, routingId: into.routing },
        as,
      })
    ).id;
    into.DAY = (
      await api.ok(shiftApi.add, { body: { code: `${prefix}-DAY`, name: 'Day', start: '08:00', end: '20:00' }, as })
    ).id;
    into.NIGHT = (
      await api.ok(shiftApi.add, { body: { code: `${prefix}-NIGHT`, name: 'Night', start: '20:00', end: '08:00' }, as })
    ).id;
    await api.ok(shiftRegimeApi.add, {
      body: {
        code: `${prefix}-2X12`,
        name: 'Two shifts',
        dayStart: '08:00',
        shiftIds: [into.DAY, into.NIGHT],
        lineIds: [into.L1],
      },
      as,
    });
    for (const code of ['DT1', 'DT2'])
      into[code] = (
        await api.ok(defectTypeApi.add, {
          body: { code: `${prefix}-${code}`, name: `Type ${code}`, level: 'major' },
          as,
        })
      ).id;
    for (const [code, type] of [
      ['BP1', 'DT1'],
      ['BP2', 'DT2'],
    ] as const)
      into[code] = (
        await api.ok(badPhenomenonApi.add, {
          body: { code: `${prefix}-${code}`, name: `Phenomenon ${code}`, defectTypeId: into[type] },
          as,
        })
      ).id;
  }

  async function order(into: Ids, line: string, planQuantity: number, planDate: string, as: string, issue = true) {
    const added = await api.ok(workOrderApi.add, {
      body: { productId: into.product, lineId: into[line], planQuantity, planDate },
      as,
    });
    if (issue) await api.ok(workOrderApi.issue, { body: { ids: [added.id] }, as });
    return added.id;
  }

  const reportBody = <E extends object>(extra: E = {} as E) => ({
    workOrderId: ids.O1,
    processId: ids.P3,
    stationId: ids.S1,
    reportedAt: at(day, '14:00'),
    goodQuantity: 8,
    badQuantity: 2,
    scrapQuantity: 1,
    defects: [
      { badPhenomenonId: ids.BP1, defectTypeId: ids.DT1, quantity: 2 },
      { badPhenomenonId: ids.BP2, quantity: 1 },
    ],
    timeSpent: 60,
    ...extra,
  });
  const range = (start = day, end = nextDay) => ({ startDate: start, endDate: end });

  beforeAll(async () => {
    t = await startTestServer(kind);
    token = (await t.login('admin')).token;
    api = routeClient(t, { token });
    adminId = claimsOf(token).userId;
    demoId = await tenantIdOf(t.server.db, 'demo');
    otherId = await createTenant(t.server.db, { code: 'reports_other' });
    await createUser(t.server.db, otherId, { account: 'reports_admin', adminType: AdminType.ENTERPRISE_ADMIN });
    other = (await t.login('reports_admin')).token;
    const calendar = await api.ok(reportApi.calendar);
    expect(calendar.timeZone).toBe('Asia/Shanghai');
    day = addDays(calendar.today, -2);
    nextDay = addDays(day, 1);

    await masterData(token, ids, 'RP');
    await masterData(other, foreign, 'RPX');
    ids.O1 = await order(ids, 'L1', 10, day, token);
    ids.O2 = await order(ids, 'L2', 5, day, token);
    ids.O3 = await order(ids, 'L1', 7, nextDay, token);
    ids.initial = await order(ids, 'L1', 3, addDays(day, 5), token, false);
    ids.closed = await order(ids, 'L1', 3, addDays(day, 5), token, false);
    await api.ok(workOrderApi.close, { body: { ids: [ids.closed] } });
    foreign.O1 = await order(foreign, 'L1', 10, day, other);

    // Scans through station scanning, at times of `day` (queued scans keep their time): units A, B,
    // C of order 1 on line 1 (B fails at P1, C at P2, both repaired), D and E of order 2 on line 2.
    const scan = async (kind: keyof typeof scanRouteOfKind, body: Record<string, unknown>, as = token) => {
      const body_ = { clientScanId: randomUUID(), ...body } as never; // differs by kind
      const response = await api.call(scanRouteOfKind[kind], { body: body_, as });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
    };
    const pass = (
      serial: string,
      clock: string | null,
      station: string,
      process: string,
      order: string,
      into = ids,
    ) => ({
      serial,
      stationId: into[station],
      processId: into[process],
      workOrderId: order,
      ...(clock ? { scannedAt: at(day, clock) } : {}),
    });
    const fail = (phenomenon: string, type: string) => ({
      result: 'fail',
      defects: [{ badPhenomenonId: ids[phenomenon], defectTypeId: ids[type] }],
    });
    const repair = (serial: string, clock: string, returnStepNo: number) =>
      scan('maintain', { stationId: ids.REP, serial, outcome: 'repaired', returnStepNo, scannedAt: at(day, clock) });
    await scan('passing', pass('RP-A', '09:10', 'S1', 'P1', ids.O1!));
    await scan('passing', { ...pass('RP-B', '09:20', 'S1', 'P1', ids.O1!), ...fail('BP1', 'DT1') });
    await repair('RP-B', '09:45', 1);
    await scan('passing', pass('RP-B', '10:05', 'S1', 'P1', ids.O1!));
    await scan('passing', pass('RP-B', '10:30', 'S2', 'P2', ids.O1!));
    await scan('passing', pass('RP-A', '09:40', 'S2', 'P2', ids.O1!));
    await scan('passing', pass('RP-D', '09:05', 'S3', 'P1', ids.O2!));
    await scan('passing', pass('RP-D', '09:50', 'S3', 'P2', ids.O2!));
    await scan('passing', pass('RP-E', '11:00', 'S3', 'P1', ids.O2!));
    await scan('passing', pass('RP-C', '21:00', 'S1', 'P1', ids.O1!));
    await scan('passing', { ...pass('RP-C', '21:30', 'S2', 'P2', ids.O1!), ...fail('BP2', 'DT2') });
    await repair('RP-C', '21:50', 2);
    await scan('passing', pass('RP-C', '22:10', 'S2', 'P2', ids.O1!));
    // Outside the range: now (today).
    await scan('passing', pass('RP-F', null, 'S1', 'P1', ids.O1!));
    await scan('passing', pass('RP-F', null, 'S2', 'P2', ids.O1!));
    // The other enterprise's output on the same day must never show here.
    await scan('passing', pass('RPX-A', '09:00', 'S1', 'P1', foreign.O1!, foreign), other);
    await scan('passing', pass('RPX-A', '09:30', 'S2', 'P2', foreign.O1!, foreign), other);
  });
  afterAll(() => t?.close());

  describe("today on the caller's lines (home page)", () => {
    it("counts today's good output and the released orders per line, in the caller's data scope only", async () => {
      const today = await api.ok(reportAnalysisApi.today);
      const calendar = await api.ok(reportApi.calendar);
      expect(today.date).toBe(calendar.today);
      const mine = today.lines.filter((line) => line.lineId === ids.L1 || line.lineId === ids.L2);
      // Today only RP-F passed the counting process (P2), on line 1; the scans of `day` are not today's.
      // Released: O1 and O3 on line 1, O2 on line 2 (initial and closed orders are not).
      expect(mine).toEqual([
        { lineId: ids.L1, code: 'RP-L1', name: 'Line 1', good: 1, openOrders: 2 },
        { lineId: ids.L2, code: 'RP-L2', name: 'Line 2', good: 0, openOrders: 1 },
      ]);
      const orderIds = today.orders.map((row) => row.id);
      expect(orderIds).toEqual(expect.arrayContaining([ids.O1, ids.O2, ids.O3]));
      expect(orderIds).not.toContain(ids.initial);
      expect(orderIds).not.toContain(ids.closed);
      expect(today.orders.find((row) => row.id === ids.O1)).toMatchObject({
        status: 'in_production',
        productCode: 'RP-FG',
        lineCode: 'RP-L1',
        planQuantity: 10,
      });
      // In production first.
      expect(today.orders[0]!.status).toBe('in_production');

      // A user whose data scope is line 2: only line 2, and nothing of the other enterprise.
      const account = 'reports_line2';
      const userId = await createUser(t.server.db, demoId, { account });
      const roleId = await grantPermissions(t.server, demoId, userId, [Permissions.work.workOrder.page]);
      await t.server.db.system(async (tx) => {
        await tx.update(users).set({ orgId: ids.L2 }).where(eq(users.id, userId));
        await tx.update(roles).set({ dataScope: DataScopeKind.DEPT_AND_BELOW }).where(eq(roles.id, roleId));
      });
      t.server.tenantChanged(demoId);
      const scoped = await api.ok(reportAnalysisApi.today, { as: (await t.login(account)).token });
      expect(scoped.lines).toEqual([{ lineId: ids.L2, code: 'RP-L2', name: 'Line 2', good: 0, openOrders: 1 }]);
      expect(scoped.orders.map((row) => row.id)).toEqual([ids.O2]);
      expect(scoped).toMatchObject({ good: 0, openOrders: 1 });

      const foreignToday = await api.ok(reportAnalysisApi.today, { as: other });
      expect(foreignToday.lines.map((line) => line.code)).not.toContain('RP-L1');
      expect(foreignToday.orders.map((row) => row.id)).toEqual([foreign.O1]);
    });

    it('is refused without the work-order list permission', async () => {
      await createUser(t.server.db, demoId, { account: 'reports_nobody' });
      const response = await api.call(reportAnalysisApi.today, { as: (await t.login('reports_nobody')).token });
      expect(response.status).toBe(403);
    });
  });

  describe('report records', () => {
    /**
     * The report with `extra` is refused (400) in each language: added in en-US, zh-CN and zh-TW,
     * report 1 edited in vi-VN.
     */
    const refusedIn = async (extra: Record<string, unknown>, messages: Record<string, string>) => {
      for (const [language, message] of Object.entries(messages)) {
        const response =
          language === 'vi-VN'
            ? await api.call(reportApi.edit, { body: reportBody({ ...extra, id: ids.R1 }), language })
            : await api.call(reportApi.add, { body: reportBody(extra), language });
        expect(response.status, language).toBe(400);
        expect(response.body.message).toBe(message);
      }
    };

    it('adds a report with its defect items, a generated code and the shift of its line and time', async () => {
      const report = await api.ok(reportApi.add, { body: reportBody() });
      ids.R1 = report.id;
      expect(report).toMatchObject({
        code: `RP${day.replaceAll('-', '')}0001`,
        workOrderId: ids.O1,
        lineCode: 'RP-L1',
        processCode: 'RP-P3',
        stationCode: 'RP-S1',
        productCode: 'RP-FG',
        reporterId: adminId,
        shiftCode: 'RP-DAY',
        productionDay: day,
        goodQuantity: 8,
        badQuantity: 2,
        scrapQuantity: 1,
        timeSpent: 60,
      });
      expect(new Date(report.reportedAt).toISOString()).toBe(new Date(at(day, '14:00')).toISOString());
      expect(report.defects).toEqual([
        expect.objectContaining({ badPhenomenonCode: 'RP-BP1', defectTypeCode: 'RP-DT1', quantity: 2 }),
        expect.objectContaining({ badPhenomenonCode: 'RP-BP2', defectTypeId: null, quantity: 1 }),
      ]);
      // Line 2 follows no shift regime; a chosen reporter.
      const plain = await createUser(t.server.db, demoId, { account: 'reports_worker', name: 'Worker Wu' });
      const r2 = await api.ok(reportApi.add, {
        body: reportBody({
          code: 'RP-MANUAL-2',
          workOrderId: ids.O2,
          stationId: ids.S3,
          reportedAt: at(day, '15:00'),
          goodQuantity: 5,
          badQuantity: 0,
          scrapQuantity: 0,
          defects: [],
          timeSpent: 30,
          reporterId: plain,
        }),
      });
      ids.R2 = r2.id;
      expect(r2).toMatchObject({ code: 'RP-MANUAL-2', shiftId: null, productionDay: null, reporterName: 'Worker Wu' });
      ids.R3 = (
        await api.ok(reportApi.add, {
          body: reportBody({
            processId: ids.P1,
            stationId: ids.S2,
            reportedAt: at(day, '16:00'),
            goodQuantity: 3,
            badQuantity: 1,
            scrapQuantity: 0,
            defects: [{ badPhenomenonId: ids.BP1, defectTypeId: ids.DT1, quantity: 1 }],
            timeSpent: 20,
          }),
        })
      ).id;
      // The night shift of `day` runs into the next calendar day and belongs to `day`.
      const night = await api.ok(reportApi.add, {
        body: reportBody({
          workOrderId: ids.O3,
          reportedAt: at(nextDay, '02:00'),
          goodQuantity: 1,
          badQuantity: 0,
          scrapQuantity: 0,
          defects: [],
        }),
      });
      expect(night).toMatchObject({
        shiftCode: 'RP-NIGHT',
        productionDay: day,
        code: `RP${nextDay.replaceAll('-', '')}0001`,
      });
      await api.ok(reportApi.delete, { body: { id: night.id } });
    });

    it('refuses defect items that exceed or do not match the total defects, in the reader’s language', async () => {
      const refuse = async (extra: Record<string, unknown>, language: string, message: string) => {
        const response = await api.call(reportApi.add, { body: reportBody(extra), as: token, language });
        expect(response.status).toBe(400);
        expect(response.body.message).toBe(message);
      };
      await refuse(
        { defects: [{ badPhenomenonId: ids.BP1, quantity: 2 }] },
        'en-US',
        'The defect items add up to 2, but the total defects (bad + scrap) are 3: they must match',
      );
      await refuse(
        { badQuantity: 1, scrapQuantity: 0, defects: [{ badPhenomenonId: ids.BP1, quantity: 2 }] },
        'zh-CN',
        '第 1 项不良：数量 2 超过不良总数（1，不良 + 报废）',
      );
      await refuse(
        { badQuantity: 0, scrapQuantity: 0, defects: [], goodQuantity: 0 },
        'en-US',
        'Report at least one good, bad or scrap unit',
      );
      await refuse(
        {
          defects: [
            { badPhenomenonId: ids.BP1, quantity: 1 },
            { badPhenomenonId: ids.BP1, quantity: 2 },
          ],
        },
        'vi-VN',
        'Mục lỗi 2 lặp lại hiện tượng lỗi và loại lỗi của một mục trước',
      );
      // Defects need items; quantities are whole and not negative (the schema).
      await refuse(
        { defects: [] },
        'en-US',
        'The defect items add up to 0, but the total defects (bad + scrap) are 3: they must match',
      );
      expect((await api.call(reportApi.add, { body: reportBody({ goodQuantity: -1 }) })).status).toBe(400);
      expect((await api.call(reportApi.add, { body: reportBody({ goodQuantity: 1.5 }) })).status).toBe(400);
    });

    it('refuses closed and unissued orders, a duplicate code, the future and unknown references', async () => {
      const closed = await api.call(reportApi.add, { body: reportBody({ workOrderId: ids.closed }) });
      expect(closed.status).toBe(409);
      expect(closed.body.message).toBe(CLOSED_EN);
      const initial = await api.call(reportApi.add, { body: reportBody({ workOrderId: ids.initial }) });
      expect(initial.status).toBe(422);
      const taken = await api.call(reportApi.add, { body: reportBody({ code: 'RP-MANUAL-2' }) });
      expect(taken.status).toBe(409);
      const future = await api.call(reportApi.add, {
        body: reportBody({ reportedAt: new Date(Date.now() + 3600_000).toISOString() }),
      });
      expect(future.status).toBe(400);
      expect(future.body.message).toBe('The report time may not be in the future');
      const missingProcess = await api.call(reportApi.add, { body: reportBody({ processId: '999999999' }) });
      expect(missingProcess.status).toBe(400);
      expect(missingProcess.body.message).toContain('processId');
    });

    it('refuses a workstation that does not carry the process, in the reader’s language', async () => {
      // S1 carries P1 and P3, not P2.
      await refusedIn(
        { processId: ids.P2 },
        {
          'en-US':
            'Workstation RP-S1 Station S1 does not carry process RP-P2 Process P2: choose one of the workstations configured with it',
          'zh-CN': '工位 RP-S1 Station S1 未配置工序 RP-P2 Process P2：请选择配置了该工序的工位',
          'zh-TW': '工站 RP-S1 Station S1 未設定製程 RP-P2 Process P2：請選擇設定了該製程的工站',
          'vi-VN':
            'Trạm RP-S1 Station S1 không được cấu hình công đoạn RP-P2 Process P2: hãy chọn một trạm đã cấu hình công đoạn này',
        },
      );
      // Nothing was saved or changed.
      expect((await api.ok(reportApi.detail, { query: { id: ids.R1 } })).processId).toBe(ids.P3);
    });

    it('refuses a workstation on another line than the work order’s, in the reader’s language', async () => {
      // S3 carries P3 but stands on line 2; order 1 runs on line 1.
      const { code } = await api.ok(workOrderApi.detail, { query: { id: ids.O1 } });
      await refusedIn(
        { stationId: ids.S3 },
        {
          'en-US': `Workstation RP-S3 Station S3 is not on line RP-L1 Line 1 of work order ${code}: choose one of that line’s workstations`,
          'zh-CN': `工位 RP-S3 Station S3 不在工单 ${code} 的产线 RP-L1 Line 1 上：请选择该产线的工位`,
          'zh-TW': `工站 RP-S3 Station S3 不在工單 ${code} 的產線 RP-L1 Line 1 上：請選擇該產線的工站`,
          'vi-VN': `Trạm RP-S3 Station S3 không thuộc chuyền RP-L1 Line 1 của lệnh sản xuất ${code}: hãy chọn một trạm của chuyền này`,
        },
      );
      expect((await api.ok(reportApi.detail, { query: { id: ids.R1 } })).stationId).toBe(ids.S1);
    });

    it('offers the form the workstations on the order’s line that carry the process, and only those', async () => {
      const options = async (order: string, process: string) =>
        (await api.ok(reportApi.stationOptions, { query: { workOrderId: ids[order], processId: ids[process] } })).map(
          (option) => option.code,
        );
      // Line 1: S1 (P1, P3, PX), S2 (P2, P1), REP (PR); line 2: S3 (P1, P2, P3).
      expect(await options('O1', 'P1')).toEqual(['RP-S1', 'RP-S2']);
      expect(await options('O1', 'P3')).toEqual(['RP-S1']);
      expect(await options('O2', 'P3')).toEqual(['RP-S3']);
      expect(await options('O1', 'routing')).toEqual([]);
      const foreignOrder = await api.call(reportApi.stationOptions, {
        query: { workOrderId: foreign.O1, processId: ids.P1 },
      });
      expect(foreignOrder.status).toBe(400);
      expect(foreignOrder.body.message).toContain('workOrderId');
    });

    it('refuses a process outside the routing version the order was issued on, in the reader’s language', async () => {
      // S1 carries PX, but the routing (P1, P2, P3, PR) does not name it.
      const { code } = await api.ok(workOrderApi.detail, { query: { id: ids.O1 } });
      await refusedIn(
        { processId: ids.PX },
        {
          'en-US': `Process RP-PX Process PX is not a step of routing RP-R version 1, on which work order ${code} was issued: choose one of that version’s processes`,
          'zh-CN': `工序 RP-PX Process PX 不在工单 ${code} 下达时的工艺路线 RP-R 版本 1 中：请选择该版本的工序`,
          'zh-TW': `製程 RP-PX Process PX 不在工單 ${code} 下達時的製程路線 RP-R 版本 1 中：請選擇該版本的製程`,
          'vi-VN': `Công đoạn RP-PX Process PX không thuộc phiên bản 1 của quy trình RP-R mà lệnh sản xuất ${code} được phát hành theo: hãy chọn một công đoạn của phiên bản này`,
        },
      );
      expect((await api.ok(reportApi.detail, { query: { id: ids.R1 } })).processId).toBe(ids.P3);
    });

    it('offers the form the processes of the order’s routing version in step order, and only those', async () => {
      const options = async (order: string) =>
        (await api.ok(reportApi.processOptions, { query: { workOrderId: order } })).map((option) => option.code);
      expect(await options(ids.O1!)).toEqual(['RP-P1', 'RP-P2', 'RP-P3', 'RP-PR']);
      // Not issued yet: no version, nothing to report.
      expect(await options(ids.initial!)).toEqual([]);
      const foreignOrder = await api.call(reportApi.processOptions, { query: { workOrderId: foreign.O1 } });
      expect(foreignOrder.status).toBe(400);
      expect(foreignOrder.body.message).toContain('workOrderId');

      // The routing gains PX: a new version. Order 1 keeps the version it was issued on; an order
      // issued now gets the new one and may report PX.
      const routing = await api.ok(routingApi.detail, { query: { id: ids.routing } });
      await api.ok(routingApi.edit, {
        body: {
          id: ids.routing,
          code: routing.code,
          name: routing.name,
          steps: [
            { processId: ids.P1, repair: false },
            { processId: ids.P2, repair: false },
            { processId: ids.P3, repair: false },
            { processId: ids.PX, repair: false },
            { processId: ids.PR, repair: true, returnToStepNo: 1 },
          ],
        },
      });
      const later = await order(ids, 'L1', 2, addDays(day, 5), token);
      expect(await options(later)).toEqual(['RP-P1', 'RP-P2', 'RP-P3', 'RP-PX', 'RP-PR']);
      expect(await options(ids.O1!)).toEqual(['RP-P1', 'RP-P2', 'RP-P3', 'RP-PR']);
      expect((await api.call(reportApi.add, { body: reportBody({ processId: ids.PX }) })).status).toBe(400);
      const report = await api.ok(reportApi.add, {
        body: reportBody({
          workOrderId: later,
          processId: ids.PX,
          reportedAt: at(addDays(day, -1), '10:00'),
          badQuantity: 0,
          scrapQuantity: 0,
          defects: [],
        }),
      });
      await api.ok(reportApi.delete, { body: { id: report.id } });
    });

    it('lists reports in a date range with filters, paging and sorting', async () => {
      const page = (query: Partial<QueryOf<typeof reportApi.page>>) =>
        api.ok(reportApi.page, { query: { ...range(), ...query } });
      const all = await page({ pageSize: '10' });
      expect(all.totalRows).toBe(3);
      // Newest first by default.
      expect(all.rows.map((row) => row.id)).toEqual([ids.R3, ids.R2, ids.R1]);
      expect((await page({ workOrderId: ids.O1 })).rows.map((row) => row.id)).toEqual([ids.R3, ids.R1]);
      expect((await page({ processId: ids.P1 })).rows.map((row) => row.id)).toEqual([ids.R3]);
      expect((await page({ stationId: ids.S3 })).rows.map((row) => row.id)).toEqual([ids.R2]);
      expect((await page({ reporterId: adminId })).totalRows).toBe(2);
      expect((await page({ code: 'manual' })).rows.map((row) => row.id)).toEqual([ids.R2]);
      const sorted = await page({ sortField: 'goodQuantity', sortOrder: 'ascend', pageSize: '2', pageNo: '2' });
      expect(sorted.rows.map((row) => row.goodQuantity)).toEqual([8]);
      expect(sorted.totalRows).toBe(3);
      // A range that ends before the reports.
      const before = await api.ok(reportApi.page, { query: range(addDays(day, -3), addDays(day, -1)) });
      expect(before.totalRows).toBe(0);
    });

    it('refuses a range over 31 days, a missing date and an end before the start, in the reader’s language', async () => {
      const over = await api.call(reportApi.page, {
        query: range(day, addDays(day, 31)),
        as: token,
        language: 'zh-CN',
      });
      expect(over.status).toBe(400);
      expect(over.body.message).toBe('查询范围不能超过 31 天');
      expect((await api.call(reportApi.page, { query: range(day, addDays(day, 30)) })).status).toBe(200);
      const reversed = await api.call(reportApi.page, { query: range(nextDay, day) });
      expect(reversed.status).toBe(400);
      expect(reversed.body.message).toBe('The end date may not be before the start date');
      expect((await api.call(reportApi.page, { query: { startDate: day } as never })).status).toBe(400);
      const analysis = await api.call(reportAnalysisApi.analysis, {
        query: range(day, addDays(day, 40)),
        as: token,
        language: 'vi-VN',
      });
      expect(analysis.status).toBe(400);
      expect(analysis.body.message).toBe('Khoảng thời gian truy vấn không được vượt quá 31 ngày');
      expect((await api.call(reportAnalysisApi.export, { query: range(day, addDays(day, 40)) })).status).toBe(400);
    });

    it('edits a report (its defect items replaced) and deletes one', async () => {
      const edited = await api.ok(reportApi.edit, {
        body: reportBody({
          id: ids.R3,
          processId: ids.P1,
          stationId: ids.S2,
          reportedAt: at(day, '16:00'),
          goodQuantity: 3,
          badQuantity: 1,
          scrapQuantity: 0,
          defects: [{ badPhenomenonId: ids.BP1, defectTypeId: ids.DT1, quantity: 1 }],
          timeSpent: 20,
          remark: 'checked',
        }),
      });
      expect(edited).toMatchObject({ id: ids.R3, remark: 'checked', code: `RP${day.replaceAll('-', '')}0002` });
      const extra = await api.ok(reportApi.add, {
        body: reportBody({ goodQuantity: 1, badQuantity: 0, scrapQuantity: 0, defects: [] }),
      });
      await api.ok(reportApi.delete, { body: { id: extra.id } });
      expect((await api.call(reportApi.detail, { query: { id: extra.id } })).status).toBe(404);
    });

    it('exports the filtered reports, one row per defect item', async () => {
      const response = await fetch(`${t.baseUrl}/api/production_report/export${buildQueryString(range())}`, {
        headers: { authorization: `Bearer ${token}`, 'accept-language': 'zh-CN' },
      });
      expect(response.status).toBe(200);
      const sheet = readSheet(new Uint8Array(await response.arrayBuffer()));
      expect(sheet.headers.slice(0, 3)).toEqual(['报工编码', '工单', '产品']);
      // R1 has two items, R2 none, R3 one.
      expect(sheet.rows).toHaveLength(4);
    });

    it('offers issued work orders to the form by code', async () => {
      const options = await api.ok(reportApi.orderOptions, { query: { limit: '50' } });
      expect(options.map((option) => option.id)).toEqual(expect.arrayContaining([ids.O1, ids.O2, ids.O3]));
      const one = await api.ok(reportApi.orderOptions, { query: { id: ids.O2 } });
      expect(one).toMatchObject([{ id: ids.O2, lineCode: 'RP-L2' }]);
    });
  });

  describe('analysis', () => {
    const analysis = (query: Partial<QueryOf<typeof reportAnalysisApi.analysis>> = {}) =>
      api.ok(reportAnalysisApi.analysis, { query: { ...range(), ...query } });

    it('counts output at counting processes by hour, shift and line in the enterprise time zone', async () => {
      const result = await analysis();
      expect(result.summary).toMatchObject({ good: 4, scanned: 5, firstPass: 3, plan: 22 });
      expect(result.outputByHour).toHaveLength(24);
      expect(result.outputByHour.filter((row) => row.good > 0)).toEqual([
        { hour: 9, good: 2 },
        { hour: 10, good: 1 },
        { hour: 22, good: 1 },
      ]);
      expect(result.outputByShift.map((row) => [row.code, row.good])).toEqual([
        ['RP-DAY', 2],
        ['RP-NIGHT', 1],
        [null, 1],
      ]);
      expect(result.outputByLine.map((row) => [row.code, row.good])).toEqual([
        ['RP-L1', 3],
        ['RP-L2', 1],
      ]);
      // One line, or one process (passes there instead of at the counting processes).
      expect((await analysis({ lineIds: ids.L1 })).summary.good).toBe(3);
      const p1 = await analysis({ processId: ids.P1 });
      expect(p1.summary.good).toBe(5);
      expect(p1.outputByHour.filter((row) => row.good > 0)).toEqual([
        { hour: 9, good: 2 },
        { hour: 10, good: 1 },
        { hour: 11, good: 1 },
        { hour: 21, good: 1 },
      ]);
    });

    it('computes first-pass yield per process, per line and per line and process', async () => {
      const result = await analysis();
      expect(result.yieldByProcess.map((row) => [row.code, row.scanned, row.firstPass, row.rate])).toEqual([
        ['RP-P1', 5, 4, 0.8],
        ['RP-P2', 4, 3, 0.75],
      ]);
      expect(result.yieldByLine.map((row) => [row.code, row.scanned, row.firstPass])).toEqual([
        ['RP-L1', 3, 1],
        ['RP-L2', 2, 2],
      ]);
      expect(
        result.yieldByLineProcess.map((row) => [row.lineCode, row.processCode, row.scanned, row.firstPass]),
      ).toEqual([
        ['RP-L1', 'RP-P1', 3, 2],
        ['RP-L1', 'RP-P2', 3, 2],
        ['RP-L2', 'RP-P1', 2, 2],
        ['RP-L2', 'RP-P2', 1, 1],
      ]);
      expect(result.summary.firstPassYield).toBe(0.6);
    });

    it('builds the defect Pareto from scan defects and report defect items', async () => {
      const result = await analysis();
      expect(result.paretoByPhenomenon.map((row) => [row.code, row.quantity, row.cumulativeShare])).toEqual([
        ['RP-BP1', 4, 4 / 6],
        ['RP-BP2', 2, 1],
      ]);
      expect(result.paretoByType.map((row) => [row.code, row.quantity])).toEqual([
        ['RP-DT1', 4],
        // The item without a type counts under its phenomenon's type.
        ['RP-DT2', 2],
      ]);
      expect(result.summary.defects).toBe(6);
      // Line 2 has no defects.
      expect((await analysis({ lineIds: ids.L2 })).paretoByPhenomenon).toEqual([]);
    });

    it('sets plans against output per day and per line', async () => {
      const result = await analysis();
      expect(result.planByDay).toEqual([
        { date: day, plan: 15, actual: 4 },
        { date: nextDay, plan: 7, actual: 0 },
      ]);
      expect(result.planByLine.map((row) => [row.code, row.plan, row.actual])).toEqual([
        ['RP-L1', 17, 3],
        ['RP-L2', 5, 1],
      ]);
      expect(result.orders.map((row) => row.id)).toEqual([ids.O1, ids.O2, ids.O3]);
    });

    it('totals reports per process and per process and workstation', async () => {
      const result = await analysis();
      expect(
        result.reportsByProcess.map((row) => [
          row.code,
          row.reports,
          row.goodQuantity,
          row.badQuantity,
          row.scrapQuantity,
          row.timeSpent,
        ]),
      ).toEqual([
        ['RP-P1', 1, 3, 1, 0, 20],
        ['RP-P3', 2, 13, 2, 1, 90],
      ]);
      expect(result.reportsByStation.map((row) => [row.processCode, row.stationCode, row.goodQuantity])).toEqual([
        ['RP-P1', 'RP-S2', 3],
        ['RP-P3', 'RP-S1', 8],
        ['RP-P3', 'RP-S3', 5],
      ]);
      expect(result.summary).toMatchObject({ reportGood: 16, reportBad: 3, reportScrap: 1, reportTimeSpent: 110 });
    });

    it('exports the analysis tables as a workbook in the reader’s language', async () => {
      const response = await fetch(`${t.baseUrl}/api/production_report/analysis_export${buildQueryString(range())}`, {
        headers: { authorization: `Bearer ${token}`, 'accept-language': 'en-US' },
      });
      expect(response.status).toBe(200);
      const bytes = new Uint8Array(await response.arrayBuffer());
      const pareto = readSheet(bytes, { sheet: 'Defects by phenomenon' });
      expect(pareto.headers).toEqual(['Bad phenomenon', 'Quantity', 'Share (%)', 'Cumulative share (%)']);
      expect(pareto.rows).toEqual([
        ['RP-BP1 Phenomenon BP1', '4', '66.67', '66.67'],
        ['RP-BP2 Phenomenon BP2', '2', '33.33', '100'],
      ]);
    });

    it('buckets hours in the enterprise time zone parameter', async () => {
      type Param = { id: string; name: string; code: string; category: string; sort: number };
      const [param] = (await api.ok(sysParamApi.page, { query: { code: 'mes.timezone' } })).rows;
      const { id, name, code, category, sort } = param!;
      const setZone = (value: string) => api.ok(sysParamApi.edit, { body: { id, name, code, category, value, sort } });
      await setZone('UTC');
      try {
        // `day` in UTC runs from 08:00 that day to 08:00 the next in Shanghai: the same scans,
        // 09:xx Shanghai read as 01:xx UTC.
        const result = await api.ok(reportAnalysisApi.analysis, { query: range(day, day) });
        expect(result.timeZone).toBe('UTC');
        expect(result.outputByHour.filter((row) => row.good > 0)).toEqual([
          { hour: 1, good: 2 },
          { hour: 2, good: 1 },
          { hour: 14, good: 1 },
        ]);
      } finally {
        await setZone('Asia/Shanghai');
      }
    });
  });

  describe('records a report uses', () => {
    /** Before the analysed range, so the analysis above is not changed. */
    const earlier = () => at(addDays(day, -1), '10:00');
    const remove = async (route: RouteDef, id: string, language = 'en-US') => {
      const response = await api.call(route, { body: { id }, language });
      return { status: response.status, message: response.body.message };
    };

    it('keeps a process and a workstation that only a report names, and says which report', async () => {
      // A process of no routing at a workstation that carries nothing: the service refuses such a
      // report now, but one written before the routing rule (or by an import) still keeps both.
      ids.PU = (
        await api.ok(processApi.add, { body: { code: 'RP-PU', name: 'Process PU', type: 'normal', counting: false } })
      ).id;
      ids.SU = (await api.ok(stationApi.add, { body: { lineId: ids.L1, code: 'RP-SU', name: 'Station SU' } })).id;
      const [report] = await t.server.db.system((tx) =>
        tx
          .insert(productionReports)
          .values({
            tenantId: demoId,
            code: 'RP-USE-1',
            workOrderId: ids.O1!,
            productId: ids.product!,
            lineId: ids.L1!,
            processId: ids.PU!,
            stationId: ids.SU!,
            reporterId: adminId,
            reportedAt: new Date(earlier()),
            goodQuantity: 1,
            badQuantity: 0,
            scrapQuantity: 0,
          })
          .returning({ id: productionReports.id }),
      );
      expect(await remove(processApi.delete, ids.PU!)).toEqual({
        status: 409,
        message: 'RP-PU Process PU cannot be deleted: it is used by production report RP-USE-1',
      });
      expect(await remove(stationApi.delete, ids.SU!, 'zh-CN')).toEqual({
        status: 409,
        message: 'RP-SU Station SU 不能删除：正被以下记录使用：报工记录 RP-USE-1',
      });
      await api.ok(reportApi.delete, { body: { id: report!.id } });
      expect((await remove(processApi.delete, ids.PU!)).status).toBe(200);
      expect((await remove(stationApi.delete, ids.SU!)).status).toBe(200);
    });

    it('keeps a bad phenomenon and a defect type recorded on a report', async () => {
      const type = await api.ok(defectTypeApi.add, { body: { code: 'RP-DTU', name: 'Type DTU', level: 'major' } });
      const phenomenon = await api.ok(badPhenomenonApi.add, {
        body: {
          code: 'RP-BPU',
          name: 'Phenomenon BPU',
          defectTypeId: ids.DT1,
        },
      });
      const report = await api.ok(reportApi.add, {
        body: reportBody({
          code: 'RP-USE-2',
          reportedAt: earlier(),
          goodQuantity: 0,
          badQuantity: 1,
          scrapQuantity: 0,
          defects: [{ badPhenomenonId: phenomenon.id, defectTypeId: type.id, quantity: 1 }],
        }),
      });
      expect(await remove(badPhenomenonApi.delete, phenomenon.id)).toEqual({
        status: 409,
        message: 'RP-BPU Phenomenon BPU cannot be deleted: it is used by production report RP-USE-2',
      });
      expect(await remove(defectTypeApi.delete, type.id, 'vi-VN')).toEqual({
        status: 409,
        message: 'Không thể xóa RP-DTU Type DTU: đang được sử dụng bởi bản ghi báo công RP-USE-2',
      });
      await api.ok(reportApi.delete, { body: { id: report.id } });
      expect((await remove(badPhenomenonApi.delete, phenomenon.id)).status).toBe(200);
      expect((await remove(defectTypeApi.delete, type.id)).status).toBe(200);
    });

    it('keeps a work order a report names', async () => {
      // Reports are refused for unissued orders, and only those can be deleted; a report written
      // without the service (an import, an older rule) still keeps its order.
      const orderId = await order(ids, 'L1', 2, addDays(day, 6), token, false);
      const { code } = await api.ok(workOrderApi.detail, { query: { id: orderId } });
      await t.server.db.system((tx) =>
        tx.insert(productionReports).values({
          tenantId: demoId,
          code: 'RP-USE-3',
          workOrderId: orderId,
          productId: ids.product!,
          lineId: ids.L1!,
          processId: ids.P1!,
          stationId: ids.S1!,
          reporterId: adminId,
          reportedAt: new Date(earlier()),
          goodQuantity: 1,
          badQuantity: 0,
          scrapQuantity: 0,
        }),
      );
      const refused = await api.ok(workOrderApi.delete, { body: { ids: [orderId] } });
      expect(refused.items).toEqual([
        expect.objectContaining({
          ok: false,
          message: `${code} cannot be deleted: it is used by production report RP-USE-3`,
        }),
      ]);
      const [report] = (
        await api.ok(reportApi.page, { query: { ...range(addDays(day, -1), addDays(day, -1)), code: 'RP-USE-3' } })
      ).rows;
      await api.ok(reportApi.delete, { body: { id: report!.id } });
      expect((await api.ok(workOrderApi.delete, { body: { ids: [orderId] } })).succeeded).toBe(1);
    });
  });

  describe('tenancy and permissions', () => {
    it('keeps enterprises apart: another enterprise’s reports, orders and scans are invisible', async () => {
      for (const [route, options] of [
        [reportApi.detail, { query: { id: ids.R1 } }],
        [
          reportApi.edit,
          {
            body: reportBody({
              id: ids.R1,
              workOrderId: foreign.O1,
              processId: foreign.P1,
              stationId: foreign.S1,
              defects: [],
              badQuantity: 0,
              scrapQuantity: 0,
            }),
          },
        ],
        [reportApi.delete, { body: { id: ids.R1 } }],
      ] as RouteCall[])
        expect((await api.call(route, { ...options, as: other })).status, route.path).toBe(404);
      const foreignOrder = await api.call(reportApi.add, { body: reportBody({ workOrderId: foreign.O1 }) });
      expect(foreignOrder.status).toBe(400);
      expect(foreignOrder.body.message).toContain('workOrderId');
      const theirs = await api.ok(reportAnalysisApi.analysis, { query: range(), as: other });
      expect(theirs.summary).toMatchObject({ good: 1, reportGood: 0, defects: 0 });
      expect((await api.ok(reportApi.page, { query: range(), as: other })).totalRows).toBe(0);
      // Ours are unchanged.
      expect((await api.ok(reportApi.detail, { query: { id: ids.R1 } })).goodQuantity).toBe(8);
    });

    it('checks each route’s permission (403) and lets the chart page read only the charts', async () => {
      const userId = await createUser(t.server.db, demoId, { account: 'reports_viewer' });
      await grantPermissions(t.server, demoId, userId, [Permissions.work.reportChart.page]);
      const viewer = (await t.login('reports_viewer')).token;
      expect((await api.call(reportAnalysisApi.charts, { query: range(), as: viewer })).status).toBe(200);
      for (const [route, options] of [
        [reportAnalysisApi.analysis, { query: range() }],
        [reportAnalysisApi.export, { query: range() }],
        [reportApi.page, { query: range() }],
        [reportApi.detail, { query: { id: ids.R1 } }],
        [reportApi.export, { query: range() }],
        [reportApi.stationOptions, { query: { workOrderId: ids.O1, processId: ids.P1 } }],
        [reportApi.add, { body: reportBody() }],
        [reportApi.edit, { body: reportBody({ id: ids.R1 }) }],
        [reportApi.delete, { body: { id: ids.R1 } }],
      ] as RouteCall[])
        expect((await api.call(route, { ...options, as: viewer })).status, route.path).toBe(403);
      expect((await api.call(reportApi.calendar, { as: viewer })).status).toBe(200);
    });
  });

  describe('plan versus actual over more orders than one export holds', () => {
    it('sums the plan quantity of every order of the range, and lists the first orders by plan date', async () => {
      const first = addDays(day, 20);
      const second = addDays(day, 21);
      const count = WORK_ORDER_EXPORT_MAX + 50;
      await t.server.db.system((tx) =>
        tx.execute(sql`
          insert into work_orders (tenant_id, code, type, product_id, line_id, routing_id, plan_quantity, plan_date)
          select ${demoId}::bigint, 'RP-BULK-' || g, 'normal', ${ids.product}::bigint,
            case when g % 3 = 0 then ${ids.L2}::bigint else ${ids.L1}::bigint end, ${ids.routing}::bigint,
            1 + g % 5, case when g % 2 = 0 then ${first}::date else ${second}::date end
          from generate_series(1, ${count}) as g`),
      );
      type Cell = { day: string; line_id: string; plan: number };
      const expected = (
        (await t.server.db.system((tx) =>
          tx.execute(sql`
            select plan_date::text as day, line_id::text as line_id, sum(plan_quantity)::int as plan
            from work_orders where tenant_id = ${demoId}::bigint and plan_date between ${first} and ${second}
            group by plan_date, line_id`),
        )) as unknown as { rows: Cell[] }
      ).rows.map((row) => ({ ...row, plan: Number(row.plan) }));
      const sumWhere = (keep: (cell: Cell) => boolean) =>
        expected.filter(keep).reduce((sum, cell) => sum + cell.plan, 0);

      const result = await api.ok(reportAnalysisApi.analysis, { query: range(first, second) });
      expect(result.summary.plan).toBe(sumWhere(() => true));
      expect(result.planByDay).toEqual([
        { date: first, plan: sumWhere((cell) => cell.day === first), actual: 0 },
        { date: second, plan: sumWhere((cell) => cell.day === second), actual: 0 },
      ]);
      expect(result.planByLine.map((row) => [row.lineId, row.plan])).toEqual([
        [ids.L1, sumWhere((cell) => cell.line_id === ids.L1)],
        [ids.L2, sumWhere((cell) => cell.line_id === ids.L2)],
      ]);
      const line2 = await api.ok(reportAnalysisApi.analysis, { query: { ...range(first, second), lineIds: ids.L2 } });
      expect(line2.summary.plan).toBe(sumWhere((cell) => cell.line_id === ids.L2));
      // Listed: the first orders by plan date (half of the orders fall on the first day).
      expect(result.orders).toHaveLength(ANALYSIS_ORDERS_MAX);
      expect(new Set(result.orders.map((row) => row.planDate))).toEqual(new Set([first]));
    });
  });
});

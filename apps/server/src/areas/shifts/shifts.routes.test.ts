import {
  AdminType,
  type CodedRef,
  OrgType,
  organisationApi,
  type RouteDef,
  referenceApi,
  type Shift,
  type ShiftRegime,
  shiftApi,
  shiftRegimeApi,
  shiftResolveApi,
  sysParamApi,
  timeRangeApi,
} from '@takt/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReferenceRegistry } from '../../platform/references/reference-registry.js';
import { testDatabaseKinds } from '../../test-support/databases.js';
import { createTenant, createUser, grantPermissions, tenantIdOf } from '../../test-support/fixtures.js';
import {
  type BodyOf,
  type QueryOf,
  type RouteCallOptions,
  type RouteClient,
  routeClient,
} from '../../test-support/route-client.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { createShiftsModule } from './index.js';

const DAY = {
  code: 'SH-DAY',
  name: 'Day',
  start: '08:00',
  end: '20:00',
  overtimeAllowed: true,
  overtimeMinutes: 120,
  slots: [
    { kind: 'work', name: 'Morning', start: '08:00', end: '12:00' },
    { kind: 'break', name: 'Lunch', start: '12:00', end: '13:00' },
    { kind: 'work', name: 'Afternoon', start: '13:00', end: '20:00' },
  ],
} satisfies BodyOf<typeof shiftApi.add>;
const NIGHT = {
  code: 'SH-NIGHT',
  name: 'Night',
  start: '20:00',
  end: '08:00',
  slots: [{ kind: 'break', name: 'Midnight meal', start: '23:30', end: '00:30' }],
} satisfies BodyOf<typeof shiftApi.add>;

describe.each(testDatabaseKinds())('shifts on %s', (kind) => {
  let t: TestServer;
  let token: string;
  let otherToken: string;
  let day: Shift;
  let night: Shift;
  let lines: CodedRef[];
  let foreignShift: Shift;
  let foreignLineId: string;

  let api: RouteClient;
  const addOrg = (body: BodyOf<typeof organisationApi.add>, as = token) => api.ok(organisationApi.add, { body, as });
  /** A factory, a workshop and lines under it, as organisations (lines are kind `line` of the registry). */
  const addLines = async (prefix: string, codes: string[], as = token) => {
    const factory = await addOrg({ name: `${prefix} factory`, code: `${prefix}-F`, type: OrgType.FACTORY }, as);
    const workshop = await addOrg(
      { pid: factory.id, name: `${prefix} ws`, code: `${prefix}-WS`, type: OrgType.WORKSHOP },
      as,
    );
    const result: CodedRef[] = [];
    for (const code of codes) {
      const line = await addOrg({ pid: workshop.id, name: `Line ${code}`, code, type: OrgType.LINE }, as);
      result.push({ id: line.id, code: line.code, name: line.name });
    }
    return result;
  };
  const resolve = (lineId: string, at: string) => api.call(shiftResolveApi.resolve, { query: { lineId, at } });

  beforeAll(async () => {
    t = await startTestServer(kind);
    token = (await t.login('admin')).token;
    api = routeClient(t, { token });
    const otherId = await createTenant(t.server.db, { code: 'shifts_other' });
    await createUser(t.server.db, otherId, { account: 'shifts_admin', adminType: AdminType.ENTERPRISE_ADMIN });
    otherToken = (await t.login('shifts_admin')).token;
    foreignShift = await api.ok(shiftApi.add, { body: { ...DAY, code: 'SH-FOREIGN' }, as: otherToken });
    [{ id: foreignLineId }] = (await addLines('SHX', ['SHX-L1'], otherToken)) as [CodedRef];
    lines = await addLines('SHT', ['SHT-L1', 'SHT-L2', 'SHT-L3']);
    day = await api.ok(shiftApi.add, { body: DAY });
    night = await api.ok(shiftApi.add, { body: NIGHT });
  });
  afterAll(() => t?.close());

  describe('shifts', () => {
    it('derive crossing midnight, lengths and working time; page, sort, filter and list', async () => {
      expect(day).toMatchObject({
        crossesMidnight: false,
        lengthMinutes: 720,
        workingMinutes: 660,
        overtimeAllowed: true,
        overtimeMinutes: 120,
        remark: null,
      });
      expect(day.slots[0]).toEqual({ kind: 'work', name: 'Morning', start: '08:00', end: '12:00' });
      expect(night).toMatchObject({
        crossesMidnight: true,
        lengthMinutes: 720,
        workingMinutes: 660,
        overtimeMinutes: 0,
      });
      const page = async (query: QueryOf<typeof shiftApi.page>) =>
        (await api.ok(shiftApi.page, { query })).rows.map((row) => row.code);
      expect(await page({ code: 'SH-' })).toEqual(['SH-DAY', 'SH-NIGHT']);
      expect(await page({ code: 'SH-', sortField: 'start', sortOrder: 'descend' })).toEqual(['SH-NIGHT', 'SH-DAY']);
      expect(await page({ code: 'SH-', crossesMidnight: 'true' })).toEqual(['SH-NIGHT']);
      expect(await page({ name: 'day' })).toEqual(['SH-DAY']);
      expect((await api.call(shiftApi.page, { query: { sortField: 'slots' } as never })).status).toBe(400);
      const list = await api.ok(shiftApi.list);
      expect(list.map((row) => row.code)).toEqual(['SH-DAY', 'SH-NIGHT']);
    });

    it('drops overtime minutes when overtime is not allowed', async () => {
      const added = await api.ok(shiftApi.add, { body: { ...NIGHT, code: 'SH-OT', overtimeMinutes: 60 } });
      expect(added).toMatchObject({ overtimeAllowed: false, overtimeMinutes: 0 });
      await api.ok(shiftApi.delete, { body: { id: added.id } });
    });

    it('refuses invalid fields, broken time rules (in the user’s language) and duplicate codes', async () => {
      const invalid: Record<string, unknown>[] = [
        { ...DAY, code: '' },
        { ...DAY, code: 'x'.repeat(51) },
        { ...DAY, code: 'a b' },
        { ...DAY, name: '' },
        { ...DAY, name: 'x'.repeat(51) },
        { ...DAY, remark: 'r'.repeat(201) },
        { ...DAY, start: '24:00' },
        { ...DAY, end: '8:00' },
        { ...DAY, overtimeMinutes: 721 },
        { ...DAY, overtimeMinutes: -1 },
        { ...DAY, slots: [{ kind: 'lunch', start: '12:00', end: '13:00' }] },
        { ...DAY, slots: [{ kind: 'break', name: 'x'.repeat(51), start: '12:00', end: '13:00' }] },
        { ...DAY, slots: Array.from({ length: 25 }, () => ({ kind: 'break', start: '12:00', end: '12:01' })) },
        { ...DAY, other: true },
      ];
      for (const body of invalid)
        expect(
          (await api.call(shiftApi.add, { body: { ...body, code: body.code ?? 'X' } as never })).status,
          JSON.stringify(body),
        ).toBe(400);
      const rule = async (body: object, message: string, language?: string) => {
        const refused = await api.call(shiftApi.add, {
          body: { ...DAY, code: 'SH-BAD', ...body },
          as: token,
          language,
        });
        expect(refused.status).toBe(400);
        expect(refused.body.message).toBe(message);
      };
      await rule({ end: '08:00' }, 'The start and the end of a shift must differ');
      await rule({ end: '08:00' }, '班次的开始时间与结束时间不能相同', 'zh-CN');
      const tooLong = await api.call(shiftApi.add, {
        body: {
          ...DAY,
          code: 'SH-BAD',
          end: '20:01',
          overtimeMinutes: 720,
          slots: [],
        },
      });
      expect(tooLong.body.message).toBe('A shift with its overtime may last at most 24 hours (24 h 1 min given)');
      await rule(
        { slots: [{ kind: 'work', start: '07:30', end: '12:00' }] },
        'Time slot 1 (07:30–12:00) lies outside the shift 08:00–20:00',
      );
      await rule(
        { slots: [{ kind: 'work', start: '19:00', end: '20:30' }] },
        'Time slot 1 (19:00–20:30) lies outside the shift 08:00–20:00',
      );
      await rule(
        {
          slots: [
            { kind: 'work', start: '08:00', end: '12:30' },
            { kind: 'break', start: '12:00', end: '13:00' },
          ],
        },
        'Time slots 1 and 2 overlap',
      );
      await rule(
        { slots: [{ kind: 'break', start: '12:00', end: '12:00' }] },
        'Time slot 1: the start and the end must differ',
      );
      const duplicate = await api.call(shiftApi.add, { body: { ...DAY, name: 'Other' } });
      expect(duplicate.status).toBe(409);
      expect(duplicate.body.message).toBe('The shift code SH-DAY is already in use');
      const clash = await api.call(shiftApi.edit, { body: { ...NIGHT, id: night.id, code: 'SH-DAY' } });
      expect(clash.status).toBe(409);
    });

    it('answers not found for another enterprise’s shift', async () => {
      expect((await api.call(shiftApi.edit, { body: { ...DAY, id: foreignShift.id, code: 'SH-F2' } })).status).toBe(
        404,
      );
      expect((await api.call(shiftApi.delete, { body: { id: foreignShift.id } })).status).toBe(404);
      expect((await api.ok(shiftApi.page, { query: { code: 'SH-FOREIGN' } })).totalRows).toBe(0);
    });
  });

  describe('regimes', () => {
    let regime: ShiftRegime;

    beforeAll(async () => {
      regime = await api.ok(shiftRegimeApi.add, {
        body: {
          code: 'SH-2X12',
          name: 'Two twelves',
          dayStart: '08:00',
          shiftIds: [day.id, night.id],
          lineIds: [lines[0]!.id, lines[1]!.id],
        },
      });
    });

    it('adds with shifts in order and lines by code; details, pages and filters', async () => {
      expect(regime).toMatchObject({
        code: 'SH-2X12',
        dayStart: '08:00',
        shifts: [
          { id: day.id, code: 'SH-DAY', start: '08:00', end: '20:00' },
          { id: night.id, code: 'SH-NIGHT', start: '20:00', end: '08:00' },
        ],
        lines: [
          { id: lines[0]!.id, code: 'SHT-L1', name: 'Line SHT-L1' },
          { id: lines[1]!.id, code: 'SHT-L2' },
        ],
      });
      expect(await api.ok(shiftRegimeApi.detail, { query: { id: regime.id } })).toEqual(regime);
      const page = async (query: QueryOf<typeof shiftRegimeApi.page>) =>
        (await api.ok(shiftRegimeApi.page, { query })).rows.map((row) => row.code);
      expect(await page({ lineId: lines[1]!.id })).toEqual(['SH-2X12']);
      expect(await page({ lineId: lines[2]!.id })).toEqual([]);
      expect(await page({ shiftId: night.id, name: 'twelve' })).toEqual(['SH-2X12']);
      expect(await page({ sortField: 'dayStart', sortOrder: 'descend', code: 'SH-' })).toEqual(['SH-2X12']);
      expect((await api.call(shiftRegimeApi.detail, { query: { id: foreignShift.id } })).status).toBe(404);
      const options = await api.ok(referenceApi.options, { query: { kind: 'shiftRegime', keyword: 'twelve' } });
      expect(options).toEqual([{ id: regime.id, code: 'SH-2X12', name: 'Two twelves' }]);
    });

    it('refuses overlapping shifts, a line of another regime, unknown or foreign ids, invalid fields', async () => {
      const early = await api.ok(shiftApi.add, {
        body: {
          code: 'SH-EARLY',
          name: 'Early',
          start: '06:00',
          end: '14:00',
        },
      });
      const base = { code: 'SH-R2', name: 'R2', dayStart: '06:00', shiftIds: [early.id], lineIds: [] as string[] };
      const overlap = await api.call(shiftRegimeApi.add, { body: { ...base, shiftIds: [early.id, day.id] } });
      expect(overlap.status).toBe(400);
      expect(overlap.body.message).toBe(
        'The shifts of a regime must not overlap: SH-EARLY (06:00–14:00) and SH-DAY (08:00–20:00) do',
      );
      const overlapNight = await api.call(shiftRegimeApi.add, { body: { ...base, shiftIds: [night.id, early.id] } });
      expect(overlapNight.status).toBe(400);
      const taken = await api.call(shiftRegimeApi.add, { body: { ...base, lineIds: [lines[2]!.id, lines[1]!.id] } });
      expect(taken.status).toBe(409);
      expect(taken.body.message).toBe(
        'The line SHT-L2 Line SHT-L2 already follows the shift regime SH-2X12 (a line follows one regime only)',
      );
      const foreignLine = await api.call(shiftRegimeApi.add, { body: { ...base, lineIds: [foreignLineId] } });
      expect(foreignLine.status).toBe(400);
      expect(foreignLine.body.message).toBe(
        `lineIds: no production line with id ${foreignLineId} exists in this enterprise`,
      );
      const foreign = await api.call(shiftRegimeApi.add, { body: { ...base, shiftIds: [foreignShift.id] } });
      expect(foreign.status).toBe(400);
      expect(foreign.body.message).toBe(`shiftIds: no shift with id ${foreignShift.id} exists in this enterprise`);
      const duplicate = await api.call(shiftRegimeApi.add, { body: { ...base, code: 'SH-2X12' } });
      expect(duplicate.status).toBe(409);
      expect(duplicate.body.message).toBe('The shift regime code SH-2X12 is already in use');
      for (const body of [
        { ...base, shiftIds: [] },
        { ...base, dayStart: '6:00' },
        { ...base, code: 'x'.repeat(51) },
        { ...base, name: '' },
        { ...base, remark: 'r'.repeat(201) },
        { ...base, shiftIds: Array.from({ length: 13 }, (_, i) => String(1000 + i)) },
      ])
        expect((await api.call(shiftRegimeApi.add, { body })).status, JSON.stringify(body)).toBe(400);
      // Duplicates in the lists are taken once; lines move freely once freed.
      const r2 = await api.ok(shiftRegimeApi.add, {
        body: {
          ...base,
          shiftIds: [early.id, early.id],
          lineIds: [lines[2]!.id, lines[2]!.id],
        },
      });
      expect(r2.shifts.map((s) => s.code)).toEqual(['SH-EARLY']);
      expect(r2.lines.map((l) => l.code)).toEqual(['SHT-L3']);
      const edited = await api.ok(shiftRegimeApi.edit, {
        body: {
          ...base,
          id: r2.id,
          name: 'R2b',
          lineIds: [],
        },
      });
      expect(edited).toMatchObject({ name: 'R2b', lines: [] });
      // A shift change that would overlap another shift of one of its regimes is refused.
      const widened = await api.call(shiftApi.edit, { body: { ...DAY, id: day.id, start: '07:00' } });
      expect(widened.status).toBe(400);
      expect(widened.body.message).toBe(
        'With these times the shift would overlap SH-NIGHT (20:00–08:00) in the shift regime SH-2X12',
      );
      await api.ok(shiftRegimeApi.delete, { body: { id: r2.id } });
      expect((await api.call(shiftRegimeApi.delete, { body: { id: r2.id } })).status).toBe(404);
      expect((await api.call(shiftRegimeApi.edit, { body: { ...base, id: r2.id } })).status).toBe(404);
      await api.ok(shiftApi.delete, { body: { id: early.id } });
    });

    it('refuses to delete a shift or a line the regime uses, naming it', async () => {
      const shift = await api.call(shiftApi.delete, { body: { id: day.id } });
      expect(shift.status).toBe(409);
      expect(shift.body.message).toBe('SH-DAY Day cannot be deleted: it is used by shift regime SH-2X12');
      const line = await api.call(organisationApi.delete, { body: { id: lines[1]!.id } });
      expect(line.status).toBe(409);
      expect(line.body.message).toBe('SHT-L2 Line SHT-L2 cannot be deleted: it is used by shift regime SH-2X12');
    });
  });

  describe('time ranges', () => {
    it('adds ranges inside their shift, generates hour buckets, refuses what does not fit', async () => {
      const added = await api.ok(timeRangeApi.add, {
        body: {
          code: 'SH-TR-MID',
          name: 'Around midnight',
          purpose: 'report',
          start: '23:00',
          end: '01:00',
          shiftId: night.id,
        },
      });
      expect(added).toMatchObject({
        crossesMidnight: true,
        lengthMinutes: 120,
        shift: { id: night.id, code: 'SH-NIGHT', name: 'Night' },
        sort: 0,
        purpose: 'report',
      });
      const free = await api.ok(timeRangeApi.add, {
        body: {
          code: 'SH-TR-FREE',
          name: 'Free',
          start: '06:00',
          end: '18:00',
        },
      });
      expect(free).toMatchObject({ shift: null, purpose: 'output', crossesMidnight: false });
      const outside = await api.call(timeRangeApi.add, {
        body: {
          code: 'SH-TR-X',
          name: 'x',
          start: '07:00',
          end: '09:00',
          shiftId: night.id,
        },
      });
      expect(outside.status).toBe(400);
      expect(outside.body.message).toBe('The time range 07:00–09:00 lies outside the shift SH-NIGHT (20:00–08:00)');
      const same = await api.call(timeRangeApi.add, {
        body: { code: 'SH-TR-X', name: 'x', start: '07:00', end: '07:00' },
      });
      expect(same.body.message).toBe('The start and the end of a time range must differ');
      const foreign = await api.call(timeRangeApi.add, {
        body: {
          code: 'SH-TR-X',
          name: 'x',
          start: '07:00',
          end: '08:00',
          shiftId: foreignShift.id,
        },
      });
      expect(foreign.status).toBe(400);
      const duplicate = await api.call(timeRangeApi.add, {
        body: {
          code: 'SH-TR-FREE',
          name: 'x',
          start: '07:00',
          end: '08:00',
        },
      });
      expect(duplicate.status).toBe(409);
      expect(duplicate.body.message).toBe('The time range code SH-TR-FREE is already in use');
      for (const body of [
        { code: 'SH-TR-X', name: 'x', start: '07:00', end: '24:00' },
        { code: 'SH-TR-X', name: 'x', start: '07:00', end: '08:00', purpose: 'daily' },
        { code: 'SH-TR-X', name: 'x', start: '07:00', end: '08:00', sort: 100000 },
        { code: 'SH-TR-X', name: 'x'.repeat(51), start: '07:00', end: '08:00' },
      ])
        expect((await api.call(timeRangeApi.add, { body: body as never })).status, JSON.stringify(body)).toBe(400);

      const generated = await api.ok(timeRangeApi.generate, { body: { shiftId: night.id, stepMinutes: 60 } });
      expect(generated).toHaveLength(12);
      expect(generated[4]).toMatchObject({ code: 'SH-NIGHT-05', name: '00:00–01:00', start: '00:00', sort: 5 });
      expect(await api.ok(timeRangeApi.generate, { body: { shiftId: night.id, stepMinutes: 60 } })).toEqual([]);
      expect(
        (await api.call(timeRangeApi.generate, { body: { shiftId: night.id, stepMinutes: 45 } as never })).status,
      ).toBe(400);
      const page = await api.ok(timeRangeApi.page, { query: { shiftId: night.id, purpose: 'output', pageSize: '20' } });
      expect(page.totalRows).toBe(12);
      expect(page.rows[0]!.code).toBe('SH-NIGHT-01');
      expect(
        (
          await api.ok(timeRangeApi.page, { query: { code: 'SH-TR', sortField: 'code', sortOrder: 'descend' } })
        ).rows.map((r) => r.code),
      ).toEqual(['SH-TR-MID', 'SH-TR-FREE']);

      // The shift now has time ranges: it cannot shrink away from them, nor be deleted.
      const shrunk = await api.call(shiftApi.edit, { body: { ...NIGHT, id: night.id, end: '06:00' } });
      expect(shrunk.status).toBe(400);
      expect(shrunk.body.message).toBe(
        'With these times the time range SH-NIGHT-11 (06:00–07:00) would lie outside the shift; change or delete it first',
      );
      const edited = await api.ok(timeRangeApi.edit, {
        body: {
          id: free.id,
          code: 'SH-TR-FREE',
          name: 'Free 2',
          start: '06:00',
          end: '07:00',
          sort: 3,
        },
      });
      expect(edited).toMatchObject({ name: 'Free 2', end: '07:00', sort: 3 });
      expect(
        (
          await api.call(timeRangeApi.edit, {
            body: {
              id: foreignShift.id,
              code: 'SH-TR-Z',
              name: 'x',
              start: '06:00',
              end: '07:00',
            },
          })
        ).status,
      ).toBe(404);
      await api.ok(timeRangeApi.delete, { body: { id: free.id } });
      expect((await api.call(timeRangeApi.delete, { body: { id: free.id } })).status).toBe(404);
      const list = await api.ok(timeRangeApi.list);
      expect(list.some((range) => range.code === 'SH-NIGHT-12')).toBe(true);
    });
  });

  describe('resolver', () => {
    it('answers shift, production day, slot and hour bucket across midnight', async () => {
      const line = lines[0]!.id;
      const at2359 = (await resolve(line, '2026-03-10T23:59:00+08:00')).body.data;
      expect(at2359).toMatchObject({
        at: '2026-03-10T23:59:00+08:00',
        timeZone: 'Asia/Shanghai',
        regime: { code: 'SH-2X12' },
        shift: { id: night.id, code: 'SH-NIGHT', start: '20:00', end: '08:00' },
        productionDay: '2026-03-10',
        shiftStart: '2026-03-10T20:00:00+08:00',
        shiftEnd: '2026-03-11T08:00:00+08:00',
        overtime: false,
        slot: { kind: 'break', name: 'Midnight meal', start: '23:30', end: '00:30' },
        timeRange: { code: 'SH-TR-MID' },
      });
      // Given in UTC, answered in the enterprise's zone.
      const at0000 = (await resolve(line, '2026-03-10T16:00:00Z')).body.data;
      expect(at0000).toMatchObject({
        at: '2026-03-11T00:00:00+08:00',
        shift: { code: 'SH-NIGHT' },
        productionDay: '2026-03-10',
      });
      const at0800 = (await resolve(line, '2026-03-11T08:00:00+08:00')).body.data;
      expect(at0800).toMatchObject({
        shift: { code: 'SH-DAY' },
        productionDay: '2026-03-11',
        slot: { name: 'Morning' },
        timeRange: null,
      });
      const noRegime = (await resolve(lines[2]!.id, '2026-03-11T08:00:00+08:00')).body.data;
      expect(noRegime).toMatchObject({ regime: null, shift: null, productionDay: null, overtime: false });
      const missing = await resolve(foreignLineId, '2026-03-11T08:00:00+08:00');
      expect(missing.status).toBe(400);
      expect(missing.body.message).toBe(
        `lineId: no production line with id ${foreignLineId} exists in this enterprise`,
      );
      expect((await resolve(line, '2026-03-11 08:00')).status).toBe(400);
      const now = await api.call(shiftResolveApi.resolve, { query: { lineId: line } });
      expect(now.status).toBe(200);
      expect(now.body.data.shift).not.toBeNull();
    });

    it('reads shift times in the enterprise time zone parameter', async () => {
      const [param] = (await api.ok(sysParamApi.page, { query: { code: 'mes.timezone' } })).rows;
      expect(param).toMatchObject({ value: 'Asia/Shanghai', isSystem: true });
      const setZone = (value: string) =>
        api.ok(sysParamApi.edit, {
          body: {
            id: param!.id,
            name: param!.name,
            code: param!.code,
            category: param!.category,
            value,
            sort: param!.sort,
          },
        });
      await setZone('Europe/Berlin');
      const berlin = (await resolve(lines[0]!.id, '2026-03-10T16:00:00Z')).body.data; // 17:00 in Berlin
      expect(berlin).toMatchObject({
        timeZone: 'Europe/Berlin',
        at: '2026-03-10T17:00:00+01:00',
        shift: { code: 'SH-DAY' },
      });
      await setZone('Mars/Olympus');
      expect((await resolve(lines[0]!.id, '2026-03-10T16:00:00Z')).body.data.timeZone).toBe('Asia/Shanghai');
      await setZone('Asia/Shanghai');
    });
  });

  it('refuses a regular user without the grants (403); lookups and the resolver need only a session', async () => {
    const demoId = await tenantIdOf(t.server.db, 'demo');
    const userId = await createUser(t.server.db, demoId, { account: 'shifts_plain' });
    await grantPermissions(t.server, demoId, userId, ['sys:org:page']);
    const plain = (await t.login('shifts_plain')).token;
    const regimeBody = { code: 'X', name: 'X', dayStart: '08:00', shiftIds: [day.id] };
    const rangeBody = { code: 'X', name: 'X', start: '08:00', end: '09:00' };
    const cases: [RouteDef, RouteCallOptions<RouteDef>, string][] = [
      [shiftApi.page, {}, 'basics:shift:page'],
      [shiftApi.add, { body: DAY }, 'basics:shift:add'],
      [shiftApi.edit, { body: { ...DAY, id: day.id } }, 'basics:shift:edit'],
      [shiftApi.delete, { body: { id: day.id } }, 'basics:shift:delete'],
      [shiftRegimeApi.page, {}, 'basics:shiftRegime:page'],
      [shiftRegimeApi.detail, { query: { id: day.id } }, 'basics:shiftRegime:get'],
      [shiftRegimeApi.add, { body: regimeBody }, 'basics:shiftRegime:add'],
      [shiftRegimeApi.edit, { body: { ...regimeBody, id: day.id } }, 'basics:shiftRegime:edit'],
      [shiftRegimeApi.delete, { body: { id: day.id } }, 'basics:shiftRegime:delete'],
      [timeRangeApi.page, {}, 'basics:timeRange:page'],
      [timeRangeApi.add, { body: rangeBody }, 'basics:timeRange:add'],
      [timeRangeApi.generate, { body: { shiftId: day.id, stepMinutes: 60 } }, 'basics:timeRange:add'],
      [timeRangeApi.edit, { body: { ...rangeBody, id: day.id } }, 'basics:timeRange:edit'],
      [timeRangeApi.delete, { body: { id: day.id } }, 'basics:timeRange:delete'],
    ];
    for (const [route, options, permission] of cases) {
      const denied = await api.call(route, { ...options, as: plain });
      expect(denied.status, route.path).toBe(403);
      expect(denied.body.message).toBe(`Prohibited (403): you do not have the permission ${permission}`);
    }
    expect((await api.call(shiftApi.list, { as: plain })).body.data.length).toBeGreaterThanOrEqual(2);
    expect((await api.call(timeRangeApi.list, { as: plain })).status).toBe(200);
    const resolved = await api.call(shiftResolveApi.resolve, {
      query: { lineId: lines[0]!.id, at: '2026-03-10T09:00:00+08:00' },
      as: plain,
    });
    expect(resolved.body.data.shift?.code).toBe('SH-DAY');
  });

  it('seeds the demo shifts, hour buckets and 2X12 on the demo lines that exist (a second run changes nothing)', async () => {
    const tenantId = await createTenant(t.server.db, { code: 'shifts_seed' });
    await createUser(t.server.db, tenantId, { account: 'shifts_seed_admin', adminType: AdminType.ENTERPRISE_ADMIN });
    const seedToken = (await t.login('shifts_seed_admin')).token;
    const demoLines = await addLines('SEED', ['SMT-L1', 'ASM-L2'], seedToken);
    const references = new ReferenceRegistry();
    references.provide('line', {
      byIds: async (_tenant, ids) => demoLines.filter((line) => ids.includes(line.id)),
      search: async (_tenant, keyword) => demoLines.filter((line) => !keyword || line.code.includes(keyword)),
      byCodes: async (_tenant, codes) => demoLines.filter((line) => codes.includes(line.code)),
    });
    const area = createShiftsModule({ db: t.server.db, references, parameters: { value: async () => null } } as never);
    await area.seedDemo(tenantId);
    const snapshot = async () => ({
      shifts: (await api.ok(shiftApi.list, { as: seedToken })).map((s) => [s.code, s.start, s.end, s.slots.length]),
      regimes: (await api.ok(shiftRegimeApi.page, { as: seedToken })).rows.map((r) => [
        r.code,
        r.shifts.map((s) => s.code),
        r.lines.map((l) => l.code),
      ]),
      ranges: (await api.ok(timeRangeApi.page, { query: { pageSize: '1' }, as: seedToken })).totalRows,
    });
    const first = await snapshot();
    expect(first).toEqual({
      shifts: [
        ['DAY', '08:00', '20:00', 7],
        ['NIGHT', '20:00', '08:00', 5],
      ],
      regimes: [['2X12', ['DAY', 'NIGHT'], ['ASM-L2', 'SMT-L1']]],
      ranges: 24,
    });
    await area.seedDemo(tenantId);
    expect(await snapshot()).toEqual(first);
  });
});

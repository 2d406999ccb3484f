import {
  AdminType,
  type CodedRef,
  OrgType,
  type PageResult,
  type Shift,
  type ShiftRegime,
  type ShiftResolutionDto,
  type SysParam,
  type TimeRange,
} from '@takt/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReferenceRegistry } from '../../platform/references/reference-registry.js';
import { testDatabaseKinds } from '../../test-support/databases.js';
import { createTenant, createUser, grantPermissions, tenantIdOf } from '../../test-support/fixtures.js';
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
};
const NIGHT = {
  code: 'SH-NIGHT',
  name: 'Night',
  start: '20:00',
  end: '08:00',
  slots: [{ kind: 'break', name: 'Midnight meal', start: '23:30', end: '00:30' }],
};

describe.each(testDatabaseKinds())('shifts on %s', (kind) => {
  let t: TestServer;
  let token: string;
  let otherToken: string;
  let day: Shift;
  let night: Shift;
  let lines: CodedRef[];
  let foreignShift: Shift;
  let foreignLineId: string;

  const call = <T = unknown>(method: string, path: string, body?: unknown, as = token, language?: string) =>
    t.call<T>(method, `/api${path}`, {
      token: as,
      body,
      ...(language ? { headers: { 'accept-language': language } } : {}),
    });
  const ok = async <T>(method: string, path: string, body?: unknown, as = token): Promise<T> => {
    const response = await call<T>(method, path, body, as);
    expect(response.status, `${path}: ${response.body.message}`).toBe(200);
    return response.body.data;
  };
  const addOrg = (body: object, as = token) =>
    ok<{ id: string; code: string; name: string }>('POST', '/org/add', body, as);
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
  const resolve = (lineId: string, at: string) =>
    call<ShiftResolutionDto>('GET', `/shift/resolve?lineId=${lineId}&at=${encodeURIComponent(at)}`);

  beforeAll(async () => {
    t = await startTestServer(kind);
    token = (await t.login('admin')).token;
    const otherId = await createTenant(t.server.db, { code: 'shifts_other' });
    await createUser(t.server.db, otherId, { account: 'shifts_admin', adminType: AdminType.ENTERPRISE_ADMIN });
    otherToken = (await t.login('shifts_admin')).token;
    foreignShift = await ok<Shift>('POST', '/shift/add', { ...DAY, code: 'SH-FOREIGN' }, otherToken);
    [{ id: foreignLineId }] = (await addLines('SHX', ['SHX-L1'], otherToken)) as [CodedRef];
    lines = await addLines('SHT', ['SHT-L1', 'SHT-L2', 'SHT-L3']);
    day = await ok<Shift>('POST', '/shift/add', DAY);
    night = await ok<Shift>('POST', '/shift/add', NIGHT);
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
      const page = async (query: string) =>
        (await ok<PageResult<Shift>>('GET', `/shift/page?${query}`)).rows.map((row) => row.code);
      expect(await page('code=SH-')).toEqual(['SH-DAY', 'SH-NIGHT']);
      expect(await page('code=SH-&sortField=start&sortOrder=descend')).toEqual(['SH-NIGHT', 'SH-DAY']);
      expect(await page('code=SH-&crossesMidnight=true')).toEqual(['SH-NIGHT']);
      expect(await page('name=day')).toEqual(['SH-DAY']);
      expect((await call('GET', '/shift/page?sortField=slots')).status).toBe(400);
      const list = await ok<Shift[]>('GET', '/shift/list');
      expect(list.map((row) => row.code)).toEqual(['SH-DAY', 'SH-NIGHT']);
    });

    it('drops overtime minutes when overtime is not allowed', async () => {
      const added = await ok<Shift>('POST', '/shift/add', { ...NIGHT, code: 'SH-OT', overtimeMinutes: 60 });
      expect(added).toMatchObject({ overtimeAllowed: false, overtimeMinutes: 0 });
      await ok('POST', '/shift/delete', { id: added.id });
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
          (await call('POST', '/shift/add', { ...body, code: body.code ?? 'X' })).status,
          JSON.stringify(body),
        ).toBe(400);
      const rule = async (body: object, message: string, language?: string) => {
        const refused = await call('POST', '/shift/add', { ...DAY, code: 'SH-BAD', ...body }, token, language);
        expect(refused.status).toBe(400);
        expect(refused.body.message).toBe(message);
      };
      await rule({ end: '08:00' }, 'The start and the end of a shift must differ');
      await rule({ end: '08:00' }, '班次的开始时间与结束时间不能相同', 'zh-CN');
      const tooLong = await call('POST', '/shift/add', {
        ...DAY,
        code: 'SH-BAD',
        end: '20:01',
        overtimeMinutes: 720,
        slots: [],
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
      const duplicate = await call('POST', '/shift/add', { ...DAY, name: 'Other' });
      expect(duplicate.status).toBe(409);
      expect(duplicate.body.message).toBe('The shift code SH-DAY is already in use');
      const clash = await call('POST', '/shift/edit', { ...NIGHT, id: night.id, code: 'SH-DAY' });
      expect(clash.status).toBe(409);
    });

    it('answers not found for another enterprise’s shift', async () => {
      expect((await call('POST', '/shift/edit', { ...DAY, id: foreignShift.id, code: 'SH-F2' })).status).toBe(404);
      expect((await call('POST', '/shift/delete', { id: foreignShift.id })).status).toBe(404);
      expect((await ok<PageResult<Shift>>('GET', '/shift/page?code=SH-FOREIGN')).totalRows).toBe(0);
    });
  });

  describe('regimes', () => {
    let regime: ShiftRegime;

    beforeAll(async () => {
      regime = await ok<ShiftRegime>('POST', '/shift_regime/add', {
        code: 'SH-2X12',
        name: 'Two twelves',
        dayStart: '08:00',
        shiftIds: [day.id, night.id],
        lineIds: [lines[0]!.id, lines[1]!.id],
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
      expect(await ok('GET', `/shift_regime/detail?id=${regime.id}`)).toEqual(regime);
      const page = async (query: string) =>
        (await ok<PageResult<ShiftRegime>>('GET', `/shift_regime/page?${query}`)).rows.map((row) => row.code);
      expect(await page(`lineId=${lines[1]!.id}`)).toEqual(['SH-2X12']);
      expect(await page(`lineId=${lines[2]!.id}`)).toEqual([]);
      expect(await page(`shiftId=${night.id}&name=twelve`)).toEqual(['SH-2X12']);
      expect(await page('sortField=dayStart&sortOrder=descend&code=SH-')).toEqual(['SH-2X12']);
      expect((await call('GET', `/shift_regime/detail?id=${foreignShift.id}`)).status).toBe(404);
      const options = await ok<CodedRef[]>('GET', '/basics/ref_options?kind=shiftRegime&keyword=twelve');
      expect(options).toEqual([{ id: regime.id, code: 'SH-2X12', name: 'Two twelves' }]);
    });

    it('refuses overlapping shifts, a line of another regime, unknown or foreign ids, invalid fields', async () => {
      const early = await ok<Shift>('POST', '/shift/add', {
        code: 'SH-EARLY',
        name: 'Early',
        start: '06:00',
        end: '14:00',
      });
      const base = { code: 'SH-R2', name: 'R2', dayStart: '06:00', shiftIds: [early.id], lineIds: [] as string[] };
      const overlap = await call('POST', '/shift_regime/add', { ...base, shiftIds: [early.id, day.id] });
      expect(overlap.status).toBe(400);
      expect(overlap.body.message).toBe(
        'The shifts of a regime must not overlap: SH-EARLY (06:00–14:00) and SH-DAY (08:00–20:00) do',
      );
      const overlapNight = await call('POST', '/shift_regime/add', { ...base, shiftIds: [night.id, early.id] });
      expect(overlapNight.status).toBe(400);
      const taken = await call('POST', '/shift_regime/add', { ...base, lineIds: [lines[2]!.id, lines[1]!.id] });
      expect(taken.status).toBe(409);
      expect(taken.body.message).toBe(
        'The line SHT-L2 Line SHT-L2 already follows the shift regime SH-2X12 (a line follows one regime only)',
      );
      const foreignLine = await call('POST', '/shift_regime/add', { ...base, lineIds: [foreignLineId] });
      expect(foreignLine.status).toBe(400);
      expect(foreignLine.body.message).toBe(
        `lineIds: no production line with id ${foreignLineId} exists in this enterprise`,
      );
      const foreign = await call('POST', '/shift_regime/add', { ...base, shiftIds: [foreignShift.id] });
      expect(foreign.status).toBe(400);
      expect(foreign.body.message).toBe(`shiftIds: no shift with id ${foreignShift.id} exists in this enterprise`);
      const duplicate = await call('POST', '/shift_regime/add', { ...base, code: 'SH-2X12' });
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
        expect((await call('POST', '/shift_regime/add', body)).status, JSON.stringify(body)).toBe(400);
      // Duplicates in the lists are taken once; lines move freely once freed.
      const r2 = await ok<ShiftRegime>('POST', '/shift_regime/add', {
        ...base,
        shiftIds: [early.id, early.id],
        lineIds: [lines[2]!.id, lines[2]!.id],
      });
      expect(r2.shifts.map((s) => s.code)).toEqual(['SH-EARLY']);
      expect(r2.lines.map((l) => l.code)).toEqual(['SHT-L3']);
      const edited = await ok<ShiftRegime>('POST', '/shift_regime/edit', {
        ...base,
        id: r2.id,
        name: 'R2b',
        lineIds: [],
      });
      expect(edited).toMatchObject({ name: 'R2b', lines: [] });
      // A shift change that would overlap another shift of one of its regimes is refused.
      const widened = await call('POST', '/shift/edit', { ...DAY, id: day.id, start: '07:00' });
      expect(widened.status).toBe(400);
      expect(widened.body.message).toBe(
        'With these times the shift would overlap SH-NIGHT (20:00–08:00) in the shift regime SH-2X12',
      );
      await ok('POST', '/shift_regime/delete', { id: r2.id });
      expect((await call('POST', '/shift_regime/delete', { id: r2.id })).status).toBe(404);
      expect((await call('POST', '/shift_regime/edit', { ...base, id: r2.id })).status).toBe(404);
      await ok('POST', '/shift/delete', { id: early.id });
    });

    it('refuses to delete a shift or a line the regime uses, naming it', async () => {
      const shift = await call('POST', '/shift/delete', { id: day.id });
      expect(shift.status).toBe(409);
      expect(shift.body.message).toBe('SH-DAY Day cannot be deleted: it is used by shift regime SH-2X12');
      const line = await call('POST', '/org/delete', { id: lines[1]!.id });
      expect(line.status).toBe(409);
      expect(line.body.message).toBe('SHT-L2 Line SHT-L2 cannot be deleted: it is used by shift regime SH-2X12');
    });
  });

  describe('time ranges', () => {
    it('adds ranges inside their shift, generates hour buckets, refuses what does not fit', async () => {
      const added = await ok<TimeRange>('POST', '/time_range/add', {
        code: 'SH-TR-MID',
        name: 'Around midnight',
        purpose: 'report',
        start: '23:00',
        end: '01:00',
        shiftId: night.id,
      });
      expect(added).toMatchObject({
        crossesMidnight: true,
        lengthMinutes: 120,
        shift: { id: night.id, code: 'SH-NIGHT', name: 'Night' },
        sort: 0,
        purpose: 'report',
      });
      const free = await ok<TimeRange>('POST', '/time_range/add', {
        code: 'SH-TR-FREE',
        name: 'Free',
        start: '06:00',
        end: '18:00',
      });
      expect(free).toMatchObject({ shift: null, purpose: 'output', crossesMidnight: false });
      const outside = await call('POST', '/time_range/add', {
        code: 'SH-TR-X',
        name: 'x',
        start: '07:00',
        end: '09:00',
        shiftId: night.id,
      });
      expect(outside.status).toBe(400);
      expect(outside.body.message).toBe('The time range 07:00–09:00 lies outside the shift SH-NIGHT (20:00–08:00)');
      const same = await call('POST', '/time_range/add', { code: 'SH-TR-X', name: 'x', start: '07:00', end: '07:00' });
      expect(same.body.message).toBe('The start and the end of a time range must differ');
      const foreign = await call('POST', '/time_range/add', {
        code: 'SH-TR-X',
        name: 'x',
        start: '07:00',
        end: '08:00',
        shiftId: foreignShift.id,
      });
      expect(foreign.status).toBe(400);
      const duplicate = await call('POST', '/time_range/add', {
        code: 'SH-TR-FREE',
        name: 'x',
        start: '07:00',
        end: '08:00',
      });
      expect(duplicate.status).toBe(409);
      expect(duplicate.body.message).toBe('The time range code SH-TR-FREE is already in use');
      for (const body of [
        { code: 'SH-TR-X', name: 'x', start: '07:00', end: '24:00' },
        { code: 'SH-TR-X', name: 'x', start: '07:00', end: '08:00', purpose: 'daily' },
        { code: 'SH-TR-X', name: 'x', start: '07:00', end: '08:00', sort: 100000 },
        { code: 'SH-TR-X', name: 'x'.repeat(51), start: '07:00', end: '08:00' },
      ])
        expect((await call('POST', '/time_range/add', body)).status, JSON.stringify(body)).toBe(400);

      const generated = await ok<TimeRange[]>('POST', '/time_range/generate', { shiftId: night.id, stepMinutes: 60 });
      expect(generated).toHaveLength(12);
      expect(generated[4]).toMatchObject({ code: 'SH-NIGHT-05', name: '00:00–01:00', start: '00:00', sort: 5 });
      expect(await ok('POST', '/time_range/generate', { shiftId: night.id, stepMinutes: 60 })).toEqual([]);
      expect((await call('POST', '/time_range/generate', { shiftId: night.id, stepMinutes: 45 })).status).toBe(400);
      const page = await ok<PageResult<TimeRange>>(
        'GET',
        `/time_range/page?shiftId=${night.id}&purpose=output&pageSize=20`,
      );
      expect(page.totalRows).toBe(12);
      expect(page.rows[0]!.code).toBe('SH-NIGHT-01');
      expect(
        (
          await ok<PageResult<TimeRange>>('GET', '/time_range/page?code=SH-TR&sortField=code&sortOrder=descend')
        ).rows.map((r) => r.code),
      ).toEqual(['SH-TR-MID', 'SH-TR-FREE']);

      // The shift now has time ranges: it cannot shrink away from them, nor be deleted.
      const shrunk = await call('POST', '/shift/edit', { ...NIGHT, id: night.id, end: '06:00' });
      expect(shrunk.status).toBe(400);
      expect(shrunk.body.message).toBe(
        'With these times the time range SH-NIGHT-11 (06:00–07:00) would lie outside the shift; change or delete it first',
      );
      const edited = await ok<TimeRange>('POST', '/time_range/edit', {
        id: free.id,
        code: 'SH-TR-FREE',
        name: 'Free 2',
        start: '06:00',
        end: '07:00',
        sort: 3,
      });
      expect(edited).toMatchObject({ name: 'Free 2', end: '07:00', sort: 3 });
      expect(
        (
          await call('POST', '/time_range/edit', {
            id: foreignShift.id,
            code: 'SH-TR-Z',
            name: 'x',
            start: '06:00',
            end: '07:00',
          })
        ).status,
      ).toBe(404);
      await ok('POST', '/time_range/delete', { id: free.id });
      expect((await call('POST', '/time_range/delete', { id: free.id })).status).toBe(404);
      const list = await ok<TimeRange[]>('GET', '/time_range/list');
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
      const now = await call<ShiftResolutionDto>('GET', `/shift/resolve?lineId=${line}`);
      expect(now.status).toBe(200);
      expect(now.body.data.shift).not.toBeNull();
    });

    it('reads shift times in the enterprise time zone parameter', async () => {
      const [param] = (await ok<PageResult<SysParam>>('GET', '/sys_param/page?code=mes.timezone')).rows;
      expect(param).toMatchObject({ value: 'Asia/Shanghai', isSystem: true });
      const setZone = (value: string) =>
        ok('POST', '/sys_param/edit', {
          id: param!.id,
          name: param!.name,
          code: param!.code,
          category: param!.category,
          value,
          sort: param!.sort,
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
    const cases: [string, string, unknown, string][] = [
      ['GET', '/shift/page', undefined, 'basics:shift:page'],
      ['POST', '/shift/add', DAY, 'basics:shift:add'],
      ['POST', '/shift/edit', { ...DAY, id: day.id }, 'basics:shift:edit'],
      ['POST', '/shift/delete', { id: day.id }, 'basics:shift:delete'],
      ['GET', '/shift_regime/page', undefined, 'basics:shiftRegime:page'],
      ['GET', `/shift_regime/detail?id=${day.id}`, undefined, 'basics:shiftRegime:get'],
      ['POST', '/shift_regime/add', regimeBody, 'basics:shiftRegime:add'],
      ['POST', '/shift_regime/edit', { ...regimeBody, id: day.id }, 'basics:shiftRegime:edit'],
      ['POST', '/shift_regime/delete', { id: day.id }, 'basics:shiftRegime:delete'],
      ['GET', '/time_range/page', undefined, 'basics:timeRange:page'],
      ['POST', '/time_range/add', rangeBody, 'basics:timeRange:add'],
      ['POST', '/time_range/generate', { shiftId: day.id, stepMinutes: 60 }, 'basics:timeRange:add'],
      ['POST', '/time_range/edit', { ...rangeBody, id: day.id }, 'basics:timeRange:edit'],
      ['POST', '/time_range/delete', { id: day.id }, 'basics:timeRange:delete'],
    ];
    for (const [method, path, body, permission] of cases) {
      const denied = await call(method, path, body, plain);
      expect(denied.status, path).toBe(403);
      expect(denied.body.message).toBe(`Prohibited (403): you do not have the permission ${permission}`);
    }
    expect((await call<Shift[]>('GET', '/shift/list', undefined, plain)).body.data.length).toBeGreaterThanOrEqual(2);
    expect((await call('GET', '/time_range/list', undefined, plain)).status).toBe(200);
    const resolved = await call<ShiftResolutionDto>(
      'GET',
      `/shift/resolve?lineId=${lines[0]!.id}&at=2026-03-10T09:00:00%2B08:00`,
      undefined,
      plain,
    );
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
      shifts: (await ok<Shift[]>('GET', '/shift/list', undefined, seedToken)).map((s) => [
        s.code,
        s.start,
        s.end,
        s.slots.length,
      ]),
      regimes: (await ok<PageResult<ShiftRegime>>('GET', '/shift_regime/page', undefined, seedToken)).rows.map((r) => [
        r.code,
        r.shifts.map((s) => s.code),
        r.lines.map((l) => l.code),
      ]),
      ranges: (await ok<PageResult<TimeRange>>('GET', '/time_range/page?pageSize=1', undefined, seedToken)).totalRows,
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

import { AdminType, type BadPhenomenon, type CodedRef, type PageResult, type ResponsibleUnit } from '@takt/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSheet, writeWorkbook } from '../../platform/excel/excel.js';
import { ReferenceRegistry } from '../../platform/references/reference-registry.js';
import { testDatabaseKinds } from '../../test-support/databases.js';
import { createTenant, createUser, grantPermissions, tenantIdOf } from '../../test-support/fixtures.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { uploadFile } from '../../test-support/uploads.js';
import type { OrganisationService } from '../organisations/organisation.service.js';
import { createQualityModule } from './index.js';

type Row = { id: string; code: string; name: string } & Record<string, unknown>;

/** One catalogue as the shared tests see it. */
interface Case {
  path: string;
  permission: string;
  refKind: string;
  /** The kind's name in "The … code X is already in use". */
  noun: string;
  /** A valid add body (besides code and name). */
  fields: () => Record<string, unknown>;
  /** Own fields of an edit, at their limits; the answer shows them. */
  edit: () => Record<string, unknown>;
  /** Own fields that must be refused (400). */
  invalid: Record<string, unknown>[];
  /** A filter the edited record matches and one it does not. */
  filters?: [matching: string, other: string];
  /** An own sort field. */
  sortField?: string;
}

let typeId = '';
let foreignTypeId = '';

const cases: Case[] = [
  {
    path: 'defect_type',
    permission: 'basics:defectType',
    refKind: 'defectType',
    noun: 'defect type',
    fields: () => ({ level: 'minor' }),
    edit: () => ({ level: 'critical', remark: 'r'.repeat(200) }),
    invalid: [{ level: 'fatal' }, { level: undefined }, { remark: 'r'.repeat(201) }, { remark: 'a\nb' }],
    filters: ['level=critical', 'level=minor'],
    sortField: 'level',
  },
  {
    path: 'bad_phenomenon',
    permission: 'basics:badPhenomenon',
    refKind: 'badPhenomenon',
    noun: 'bad phenomenon',
    fields: () => ({ defectTypeId: typeId }),
    edit: () => ({ defectTypeId: typeId, commonlyUsed: true, remark: 'r'.repeat(200) }),
    invalid: [
      { defectTypeId: undefined },
      { defectTypeId: 'x' },
      { commonlyUsed: 'yes' },
      { causeIds: Array.from({ length: 21 }, (_, i) => String(1000 + i)) },
      { remark: 'r'.repeat(201) },
    ],
    filters: ['commonlyUsed=true', 'commonlyUsed=false'],
    sortField: 'commonlyUsed',
  },
  {
    path: 'defect_cause',
    permission: 'basics:defectCause',
    refKind: 'defectCause',
    noun: 'defect cause',
    fields: () => ({ category: 'man' }),
    edit: () => ({ category: 'environment', remark: 'r'.repeat(200) }),
    invalid: [{ category: 'luck' }, { category: undefined }, { remark: 'r'.repeat(201) }],
    filters: ['category=environment', 'category=man'],
    sortField: 'category',
  },
  {
    path: 'responsible_unit',
    permission: 'basics:responsibleUnit',
    refKind: 'responsibleUnit',
    noun: 'responsible unit',
    fields: () => ({ kind: 'internal' }),
    edit: () => ({ kind: 'supplier', contact: 'c'.repeat(50), remark: 'r'.repeat(200) }),
    invalid: [{ kind: 'partner' }, { contact: 'c'.repeat(51) }, { organisationId: 'x' }, { remark: 'r'.repeat(201) }],
    filters: ['kind=supplier', 'kind=customer'],
    sortField: 'kind',
  },
  {
    path: 'solution',
    permission: 'basics:solution',
    refKind: 'solution',
    noun: 'solution',
    fields: () => ({}),
    edit: () => ({ description: `step 1\nstep 2 ${'d'.repeat(186)}` }),
    invalid: [{ description: 'd'.repeat(201) }, { description: 'a\u0007b' }, { remark: 'no such field' }],
  },
];

describe.each(testDatabaseKinds())('quality catalogue on %s', (kind) => {
  let t: TestServer;
  let token: string;
  let foreign: string;
  let plain: string;

  const call = <T = unknown>(method: string, path: string, body?: unknown, as = token, language?: string) =>
    t.call<T>(method, `/api${path}`, { token: as, body, language });
  const add = async <T = Row>(path: string, body: Record<string, unknown>, as = token) => {
    const added = await call<T>('POST', `/${path}/add`, body, as);
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    return added.body.data;
  };
  const page = async <T = Row>(path: string, query: string) => {
    const answer = await call<PageResult<T>>('GET', `/${path}/page?${query}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.data;
  };

  beforeAll(async () => {
    t = await startTestServer(kind);
    token = (await t.login('admin')).token;
    const otherId = await createTenant(t.server.db, { code: 'quality_other' });
    await createUser(t.server.db, otherId, { account: 'quality_admin', adminType: AdminType.ENTERPRISE_ADMIN });
    foreign = (await t.login('quality_admin')).token;
    const demoId = await tenantIdOf(t.server.db, 'demo');
    const userId = await createUser(t.server.db, demoId, { account: 'quality_plain' });
    await grantPermissions(t.server, demoId, userId, ['sys:org:page']);
    plain = (await t.login('quality_plain')).token;
    typeId = (await add('defect_type', { code: 'QT-BASE', name: 'Base type', level: 'major' })).id;
    foreignTypeId = (await add('defect_type', { code: 'QT-BASE', name: 'Foreign type', level: 'major' }, foreign)).id;
  });
  afterAll(() => t?.close());

  describe.each(cases)('$path', (c) => {
    const P = (suffix: string) => `${c.permission}:${suffix}`;

    it('adds, shows, edits, pages (filters, sorts) and deletes', async () => {
      const added = await add(c.path, { code: 'Q-A1', name: 'First', ...c.fields() });
      expect(added).toMatchObject({ code: 'Q-A1', name: 'First', ...c.fields() });
      const second = await add(c.path, { code: 'Q-B2', name: 'Second', ...c.fields() });
      const detail = await call<Row>('GET', `/${c.path}/detail?id=${added.id}`);
      expect(detail.body.data).toEqual(added);

      // Limits at their maximum are accepted.
      const edited = await call<Row>('POST', `/${c.path}/edit`, {
        id: added.id,
        code: `Q-${'C'.repeat(48)}`,
        name: 'N'.repeat(50),
        ...c.edit(),
      });
      expect(edited.status, JSON.stringify(edited.body)).toBe(200);
      expect(edited.body.data).toMatchObject({ id: added.id, code: `Q-${'C'.repeat(48)}`, ...c.edit() });

      expect((await page(c.path, 'code=q-')).rows.map((row) => row.id)).toEqual(
        expect.arrayContaining([added.id, second.id]),
      );
      expect((await page(c.path, 'name=secon')).rows.map((row) => row.id)).toEqual([second.id]);
      const byCode = await page(c.path, 'code=Q-&sortField=code&sortOrder=descend&pageSize=1');
      expect(byCode).toMatchObject({ totalRows: 2, pageSize: 1 });
      // Q-CCC… (the edited one) after Q-B2.
      expect(byCode.rows.map((row) => row.id)).toEqual([added.id]);
      if (c.filters) {
        const [matching, other] = c.filters;
        expect((await page(c.path, `code=Q-&${matching}`)).rows.map((row) => row.id)).toEqual([added.id]);
        expect((await page(c.path, `code=Q-&${other}`)).rows.map((row) => row.id)).not.toContain(added.id);
      }
      if (c.sortField) {
        const asc = await page(c.path, `code=Q-&sortField=${c.sortField}&sortOrder=ascend`);
        const desc = await page(c.path, `code=Q-&sortField=${c.sortField}&sortOrder=descend`);
        expect(asc.rows.map((row) => row[c.sortField!])).toEqual(
          [...desc.rows.map((row) => row[c.sortField!])].reverse(),
        );
        expect(asc.rows[0]?.[c.sortField]).not.toEqual(asc.rows[1]?.[c.sortField]);
      }
      expect((await call('GET', `/${c.path}/page?sortField=password`)).status).toBe(400);

      // The registry offers the records to pickers.
      const options = await call<CodedRef[]>(
        'GET',
        `/basics/ref_options?kind=${c.refKind}&keyword=q-b2`,
        undefined,
        plain,
      );
      expect(options.body.data).toEqual([{ id: second.id, code: 'Q-B2', name: 'Second' }]);

      for (const row of [added, second]) {
        expect((await call('POST', `/${c.path}/delete`, { id: row.id })).status).toBe(200);
        expect((await call('POST', `/${c.path}/delete`, { id: row.id })).status).toBe(404);
      }
      expect((await call('GET', `/${c.path}/detail?id=${added.id}`)).status).toBe(404);
    });

    it('refuses invalid fields (400) and a code in use (409)', async () => {
      const base = { code: 'Q-V1', name: 'Valid', ...c.fields() };
      const invalid: Record<string, unknown>[] = [
        { name: '' },
        { name: '   ' },
        { name: 'n'.repeat(51) },
        { name: 'a\tb' },
        { code: '' },
        { code: 'c'.repeat(51) },
        { code: 'a b' },
        { code: '编码' },
        { other: true },
        ...c.invalid,
      ];
      for (const override of invalid) {
        const answer = await call('POST', `/${c.path}/add`, { ...base, ...override });
        expect(answer.status, JSON.stringify(override)).toBe(400);
      }
      const added = await add(c.path, base);
      const duplicate = await call('POST', `/${c.path}/add`, { ...base, name: 'Other' });
      expect(duplicate.status).toBe(409);
      expect(duplicate.body.message).toBe(`The ${c.noun} code Q-V1 is already in use`);
      const second = await add(c.path, { ...base, code: 'Q-V2' });
      const clash = await call('POST', `/${c.path}/edit`, { ...base, id: second.id });
      expect(clash.status).toBe(409);
      expect((await call('POST', `/${c.path}/edit`, { ...base, id: second.id, code: 'q-v1' })).status).toBe(200);
      for (const row of [added, second]) await call('POST', `/${c.path}/delete`, { id: row.id });
    });

    it('keeps enterprises apart: another enterprise’s record is not found, its code is free', async () => {
      const fields = { ...c.fields(), ...(c.path === 'bad_phenomenon' ? { defectTypeId: foreignTypeId } : {}) };
      const theirs = await add(c.path, { code: 'Q-F1', name: 'Theirs', ...fields }, foreign);
      const mine = await add(c.path, { code: 'Q-F1', name: 'Mine', ...c.fields() });
      expect((await call('GET', `/${c.path}/detail?id=${theirs.id}`)).status).toBe(404);
      expect(
        (await call('POST', `/${c.path}/edit`, { id: theirs.id, code: 'Q-F9', name: 'x', ...c.fields() })).status,
      ).toBe(404);
      expect((await call('POST', `/${c.path}/delete`, { id: theirs.id })).status).toBe(404);
      expect((await page(c.path, 'code=Q-F1')).rows.map((row) => row.id)).toEqual([mine.id]);
      const options = await call<CodedRef[]>('GET', `/basics/ref_options?kind=${c.refKind}&ids=${theirs.id}`);
      expect(options.body.data).toEqual([]);
      expect((await call<Row>('GET', `/${c.path}/detail?id=${theirs.id}`, undefined, foreign)).body.data.name).toBe(
        'Theirs',
      );
      await call('POST', `/${c.path}/delete`, { id: mine.id });
    });

    it('refuses a user without the grants (403)', async () => {
      const mine = await add(c.path, { code: 'Q-P1', name: 'Guarded', ...c.fields() });
      const routes: [string, string, unknown, string][] = [
        ['GET', `/${c.path}/page`, undefined, P('page')],
        ['GET', `/${c.path}/detail?id=${mine.id}`, undefined, P('page')],
        ['POST', `/${c.path}/add`, { code: 'Q-P2', name: 'x', ...c.fields() }, P('add')],
        ['POST', `/${c.path}/edit`, { id: mine.id, code: 'Q-P1', name: 'x', ...c.fields() }, P('edit')],
        ['POST', `/${c.path}/delete`, { id: mine.id }, P('delete')],
      ];
      for (const [method, path, body, permission] of routes) {
        const denied = await call(method, path, body, plain);
        expect(denied.status, path).toBe(403);
        expect(denied.body.message).toBe(`Prohibited (403): you do not have the permission ${permission}`);
      }
      expect((await call<Row>('GET', `/${c.path}/detail?id=${mine.id}`)).body.data.name).toBe('Guarded');
      await call('POST', `/${c.path}/delete`, { id: mine.id });
    });
  });

  describe('bad phenomena', () => {
    it('lists usual causes and solutions; a defect type, cause or solution in use cannot be deleted', async () => {
      const type = await add('defect_type', { code: 'QT-SOLDER', name: 'Soldering', level: 'major' });
      const cause = await add('defect_cause', { code: 'QC-REFLOW', name: 'Reflow drift', category: 'machine' });
      const cause2 = await add('defect_cause', { code: 'QC-OP', name: 'Operator', category: 'man' });
      const solution = await add('solution', { code: 'QS-REWORK', name: 'Rework', description: 'Resolder' });
      const phenomenon = await add<BadPhenomenon>('bad_phenomenon', {
        code: 'QB-BRIDGE',
        name: 'Solder bridge',
        defectTypeId: type.id,
        causeIds: [cause2.id, cause.id, cause.id],
        solutionIds: [solution.id],
      });
      expect(phenomenon).toMatchObject({
        defectType: { id: type.id, code: 'QT-SOLDER', name: 'Soldering' },
        commonlyUsed: false,
        causes: [
          { id: cause2.id, code: 'QC-OP', name: 'Operator' },
          { id: cause.id, code: 'QC-REFLOW', name: 'Reflow drift' },
        ],
        solutions: [{ id: solution.id, code: 'QS-REWORK', name: 'Rework' }],
        remark: null,
      });
      expect((await page<BadPhenomenon>('bad_phenomenon', `defectTypeId=${type.id}`)).rows).toEqual([phenomenon]);

      const typeInUse = await call('POST', '/defect_type/delete', { id: type.id });
      expect(typeInUse.status).toBe(409);
      expect(typeInUse.body.message).toBe(
        'QT-SOLDER Soldering cannot be deleted: it is used by bad phenomenon QB-BRIDGE',
      );
      const zh = await call('POST', '/defect_type/delete', { id: type.id }, token, 'zh-CN');
      expect(zh.body.message).toBe('QT-SOLDER Soldering 不能删除：正被以下记录使用：不良现象 QB-BRIDGE');
      const causeInUse = await call('POST', '/defect_cause/delete', { id: cause.id });
      expect(causeInUse.status).toBe(409);
      expect(causeInUse.body.message).toBe(
        'QC-REFLOW Reflow drift cannot be deleted: it is used by bad phenomenon QB-BRIDGE',
      );
      expect((await call('POST', '/solution/delete', { id: solution.id })).status).toBe(409);

      // References are checked: another enterprise's or a missing id names the field.
      const foreignType = await call('POST', '/bad_phenomenon/add', {
        code: 'QB-X',
        name: 'x',
        defectTypeId: foreignTypeId,
      });
      expect(foreignType.status).toBe(400);
      expect(foreignType.body.message).toBe(
        `defectTypeId: no defect type with id ${foreignTypeId} exists in this enterprise`,
      );
      const missingCause = await call('POST', '/bad_phenomenon/add', {
        code: 'QB-X',
        name: 'x',
        defectTypeId: type.id,
        causeIds: ['999999999'],
      });
      expect(missingCause.status).toBe(400);
      expect(missingCause.body.message).toContain('causeIds');

      // Editing replaces the links: the cause is free again.
      const edited = await call<BadPhenomenon>('POST', '/bad_phenomenon/edit', {
        id: phenomenon.id,
        code: 'QB-BRIDGE',
        name: 'Solder bridge',
        defectTypeId: typeId,
        commonlyUsed: true,
        causeIds: [cause2.id],
      });
      expect(edited.body.data).toMatchObject({ defectTypeId: typeId, causes: [{ id: cause2.id }], solutions: [] });
      expect((await call('POST', '/defect_cause/delete', { id: cause.id })).status).toBe(200);
      expect((await call('POST', '/solution/delete', { id: solution.id })).status).toBe(200);
      expect((await call('POST', '/defect_type/delete', { id: type.id })).status).toBe(200);
      // Deleting the phenomenon drops its links.
      expect((await call('POST', '/bad_phenomenon/delete', { id: phenomenon.id })).status).toBe(200);
      expect((await call('POST', '/defect_cause/delete', { id: cause2.id })).status).toBe(200);
    });

    it('puts commonly used phenomena first in lists and pickers', async () => {
      const rare = await add('bad_phenomenon', { code: 'QO-A', name: 'Order rare', defectTypeId: typeId });
      const common = await add('bad_phenomenon', {
        code: 'QO-B',
        name: 'Order common',
        defectTypeId: typeId,
        commonlyUsed: true,
      });
      const other = await add('bad_phenomenon', { code: 'QO-C', name: 'Order other', defectTypeId: typeId });
      const options = await call<CodedRef[]>(
        'GET',
        '/basics/ref_options?kind=badPhenomenon&keyword=order',
        undefined,
        plain,
      );
      expect(options.body.data.map((ref) => ref.code)).toEqual(['QO-B', 'QO-A', 'QO-C']);
      expect((await page('bad_phenomenon', 'name=order')).rows.map((row) => row.code)).toEqual([
        'QO-B',
        'QO-A',
        'QO-C',
      ]);
      expect((await page('bad_phenomenon', 'name=order&sortField=code')).rows.map((row) => row.code)).toEqual([
        'QO-A',
        'QO-B',
        'QO-C',
      ]);
      for (const row of [rare, common, other]) await call('POST', '/bad_phenomenon/delete', { id: row.id });
    });

    it('exports the filtered phenomena as .xlsx in the request language', async () => {
      const cause = await add('defect_cause', { code: 'QE-C', name: 'Export cause', category: 'method' });
      const first = await add('bad_phenomenon', {
        code: 'QE-1',
        name: 'Export one',
        defectTypeId: typeId,
        commonlyUsed: true,
        causeIds: [cause.id],
        remark: 'see SOP',
      });
      const second = await add('bad_phenomenon', { code: 'QE-2', name: 'Export two', defectTypeId: typeId });
      const download = (as: string, query: string, language = 'en-US') =>
        fetch(`${t.baseUrl}/api/bad_phenomenon/export?${query}`, {
          headers: { authorization: `Bearer ${as}`, 'accept-language': language },
        });
      const all = await download(token, 'code=QE-');
      expect(all.status).toBe(200);
      expect(all.headers.get('content-type')).toContain('spreadsheetml');
      expect(all.headers.get('content-disposition')).toMatch(/filename="bad-phenomena-\d{8}T\d{6}\.xlsx"/);
      const sheet = readSheet(new Uint8Array(await all.arrayBuffer()));
      expect(sheet.headers).toEqual([
        'Code',
        'Name',
        'Defect type',
        'Commonly used',
        'Usual causes',
        'Usual solutions',
        'Remark',
      ]);
      expect(sheet.rows).toEqual([
        ['QE-1', 'Export one', 'QT-BASE', 'Yes', 'QE-C', '', 'see SOP'],
        ['QE-2', 'Export two', 'QT-BASE', 'No', '', '', ''],
      ]);
      const zh = readSheet(
        new Uint8Array(await (await download(token, 'code=QE-&commonlyUsed=false', 'zh-CN')).arrayBuffer()),
      );
      expect(zh.headers.slice(0, 4)).toEqual(['编码', '名称', '缺陷类型', '常用']);
      expect(zh.rows).toEqual([['QE-2', 'Export two', 'QT-BASE', '否', '', '', '']]);
      const denied = await download(plain, '');
      expect(denied.status).toBe(403);
      expect(((await denied.json()) as { message: string }).message).toBe(
        'Prohibited (403): you do not have the permission basics:badPhenomenon:export',
      );
      expect((await download(token, 'commonlyUsed=maybe')).status).toBe(400);
      for (const row of [first, second]) await call('POST', '/bad_phenomenon/delete', { id: row.id });
      await call('POST', '/defect_cause/delete', { id: cause.id });
    });
  });

  describe('bad phenomena import', () => {
    const workbook = (headers: string[], rows: string[][]) =>
      writeWorkbook([
        {
          name: 'Sheet1',
          columns: headers.map((header, index) => ({ header, value: (row: string[]) => row[index] })),
          rows,
        },
      ]);
    type Result = {
      imported: number;
      problemCount: number;
      problems: { row: number; column: string; reason: string }[];
    };
    const upload = async (data: Buffer, as = token) =>
      (await uploadFile(t.baseUrl, '/api/bad_phenomenon/import', as, data, { filename: 'rows.xlsx' })) as {
        status: number;
        body: { data: Result; message: string };
      };
    const zhHeaders = ['编码', '名称', '缺陷类型', '常用', '常见原因', '常用解决方案', '备注'];

    it('imports all rows or none: type, causes and solutions by code, flags and headers in any language', async () => {
      const template = await fetch(`${t.baseUrl}/api/bad_phenomenon/import_template`, {
        headers: { authorization: `Bearer ${token}`, 'accept-language': 'en-US' },
      });
      expect(template.status).toBe(200);
      expect(readSheet(new Uint8Array(await template.arrayBuffer())).headers).toEqual([
        'Code *',
        'Name *',
        'Defect type *',
        'Commonly used',
        'Usual causes',
        'Usual solutions',
        'Remark',
      ]);
      const cause = await add('defect_cause', { code: 'QI-C', name: 'Import cause', category: 'machine' });
      const cause2 = await add('defect_cause', { code: 'QI-C2', name: 'Import cause 2', category: 'man' });
      const solution = await add('solution', { code: 'QI-S', name: 'Import solution' });

      const good = await upload(
        workbook(zhHeaders, [
          ['QI-1', '连锡', 'QT-BASE', '是', 'QI-C，QI-C2', 'QI-S', ''],
          ['QI-2', 'Scratch', 'QT-BASE', '', '', '', 'by hand'],
        ]),
      );
      expect(good.body.data).toEqual({ imported: 2, problemCount: 0, problems: [] });
      const rows = (await page<BadPhenomenon>('bad_phenomenon', 'code=QI-&sortField=code')).rows;
      expect(rows).toMatchObject([
        {
          code: 'QI-1',
          name: '连锡',
          defectTypeId: typeId,
          commonlyUsed: true,
          causes: [{ id: cause.id }, { id: cause2.id }],
          solutions: [{ id: solution.id }],
          remark: null,
        },
        { code: 'QI-2', commonlyUsed: false, causes: [], solutions: [], remark: 'by hand' },
      ]);

      const badCells = await upload(
        workbook(zhHeaders, [
          ['QI-3', 'x', 'QT-BASE', 'maybe', '', '', ''],
          ['QI-4', '', 'QT-BASE', 'No', '', '', ''],
        ]),
      );
      expect(badCells.body.data.imported).toBe(0);
      expect(badCells.body.data.problems.map((p) => [p.row, p.column])).toEqual([
        [2, 'Commonly used'],
        [3, 'Name'],
      ]);
      const badRefs = await upload(
        workbook(zhHeaders, [
          ['QI-5', 'x', 'NOPE', '', '', '', ''],
          ['QI-6', 'x', 'QT-BASE', '', 'QI-C NOPE-C', '', ''],
          ['QI-7', 'x', 'QT-BASE', '', '', 'NOPE-S', ''],
          ['QI-1', 'again', 'QT-BASE', '', '', '', ''],
          ['QI-8', 'fine', 'QT-BASE', '', '', '', ''],
        ]),
      );
      expect(badRefs.body.data).toMatchObject({ imported: 0, problemCount: 4 });
      expect(badRefs.body.data.problems.map((p) => [p.row, p.column, p.reason])).toEqual([
        [2, 'Defect type', 'No defect type has the code NOPE'],
        [3, 'Usual causes', 'No defect cause has the code NOPE-C'],
        [4, 'Usual solutions', 'No solution has the code NOPE-S'],
        [5, 'Code', 'The bad phenomenon code QI-1 is already in use'],
      ]);
      // Nothing of a refused file is kept.
      expect((await page('bad_phenomenon', 'code=QI-')).totalRows).toBe(2);

      const denied = await upload(workbook(zhHeaders, [['QI-9', 'x', 'QT-BASE', '', '', '', '']]), plain);
      expect(denied.status).toBe(403);
      expect(denied.body.message).toBe('Prohibited (403): you do not have the permission basics:badPhenomenon:import');
      for (const row of rows) await call('POST', '/bad_phenomenon/delete', { id: row.id });
      for (const row of [cause, cause2, solution])
        await call('POST', `/${row === solution ? 'solution' : 'defect_cause'}/delete`, { id: row.id });
    });
  });

  describe('responsible units', () => {
    it('point at an organisation of the tree only when internal; a deleted organisation is cleared', async () => {
      const org = await call<{ id: string }>('POST', '/org/add', { name: 'Quality dept', code: 'Q-ORG', type: 2 });
      expect(org.status, JSON.stringify(org.body)).toBe(200);
      const orgId = org.body.data.id;
      const internal = await add<ResponsibleUnit>('responsible_unit', {
        code: 'QR-IN',
        name: 'Internal',
        kind: 'internal',
        organisationId: orgId,
      });
      expect(internal).toMatchObject({ organisationId: orgId, organisationName: 'Quality dept' });
      const supplier = await add<ResponsibleUnit>('responsible_unit', {
        code: 'QR-SUP',
        name: 'Supplier',
        kind: 'supplier',
        organisationId: orgId,
        contact: '+86 20 1234 5678',
      });
      expect(supplier).toMatchObject({ organisationId: null, organisationName: null, contact: '+86 20 1234 5678' });
      const foreignOrg = await call<{ id: string }>(
        'POST',
        '/org/add',
        { name: 'Theirs', code: 'Q-ORG', type: 2 },
        foreign,
      );
      const refused = await call('POST', '/responsible_unit/add', {
        code: 'QR-X',
        name: 'x',
        kind: 'internal',
        organisationId: foreignOrg.body.data.id,
      });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(
        `organisationId: no organisation with id ${foreignOrg.body.data.id} exists in this enterprise`,
      );
      expect((await call('POST', '/org/delete', { id: orgId })).status).toBe(200);
      const after = await call<ResponsibleUnit>('GET', `/responsible_unit/detail?id=${internal.id}`);
      expect(after.body.data).toMatchObject({ organisationId: null, organisationName: null, kind: 'internal' });
      for (const row of [internal, supplier]) await call('POST', '/responsible_unit/delete', { id: row.id });
    });
  });

  it('seeds the demo catalogue once (a second run changes nothing)', async () => {
    const tenantId = await createTenant(t.server.db, { code: 'quality_seed' });
    await createUser(t.server.db, tenantId, { account: 'quality_seed_admin', adminType: AdminType.ENTERPRISE_ADMIN });
    const seedToken = (await t.login('quality_seed_admin')).token;
    const organisations = {
      onDelete: () => undefined,
      exists: async () => true,
      namesByIds: async () => new Map(),
      idsByNames: async () => new Map(),
    } as unknown as OrganisationService;
    const area = createQualityModule({ db: t.server.db, references: new ReferenceRegistry(), organisations } as never);
    await area.seedDemo(tenantId);
    const counts = async () => {
      const result: Record<string, number> = {};
      for (const c of cases)
        result[c.path] = (
          await call<PageResult<Row>>('GET', `/${c.path}/page?pageSize=1`, undefined, seedToken)
        ).body.data.totalRows;
      return result;
    };
    const first = await counts();
    expect(first).toEqual({
      defect_type: 6,
      bad_phenomenon: 12,
      defect_cause: 8,
      responsible_unit: 5,
      solution: 7,
    });
    await area.seedDemo(tenantId);
    expect(await counts()).toEqual(first);
    const phenomena = await call<PageResult<BadPhenomenon>>(
      'GET',
      '/bad_phenomenon/page?code=BP-NO-SPIN',
      undefined,
      seedToken,
    );
    expect(phenomena.body.data.rows[0]).toMatchObject({
      defectType: { code: 'DT-FUNC' },
      commonlyUsed: true,
      causes: [{ code: 'C-ESD' }, { code: 'C-MOTOR' }],
      solutions: [{ code: 'S-REPLACE' }, { code: 'S-RETEST' }],
    });
  });
});

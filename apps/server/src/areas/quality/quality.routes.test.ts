import {
  AdminType,
  badPhenomenonApi,
  type CauseCategory,
  defectCauseApi,
  defectTypeApi,
  OrgType,
  organisationApi,
  type PageResult,
  type RouteDef,
  referenceApi,
  responsibleUnitApi,
  solutionApi,
} from '@takt/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { readSheet, writeWorkbook } from '../../platform/excel/excel.js';
import { ReferenceRegistry } from '../../platform/references/reference-registry.js';
import { testDatabaseKinds } from '../../test-support/databases.js';
import { createTenant, createUser, grantPermissions, tenantIdOf } from '../../test-support/fixtures.js';
import { type RouteCall, type RouteClient, routeClient } from '../../test-support/route-client.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { uploadFile } from '../../test-support/uploads.js';
import type { OrganisationService } from '../organisations/organisation.service.js';
import { createQualityModule } from './index.js';

type Row = { id: string; code: string; name: string } & Record<string, unknown>;
type Answering<T> = z.ZodType<T>;

/** A catalogue's routes as the shared tests call them: any body, a record (or a page of them) back. */
interface Catalogue {
  page: RouteDef<z.ZodType, undefined, Answering<PageResult<Row>>>;
  detail: RouteDef<z.ZodType, undefined, Answering<Row>>;
  add: RouteDef<undefined, z.ZodType, Answering<Row>>;
  edit: RouteDef<undefined, z.ZodType, Answering<Row>>;
  delete: RouteDef<undefined, z.ZodType, z.ZodType>;
}

/** One catalogue as the shared tests see it. */
interface Case {
  path: string;
  api: Catalogue;
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
  filters?: [matching: Record<string, string>, other: Record<string, string>];
  /** An own sort field. */
  sortField?: string;
}

let typeId = '';
let foreignTypeId = '';

const cases: Case[] = [
  {
    path: 'defect_type',
    api: defectTypeApi,
    permission: 'basics:defectType',
    refKind: 'defectType',
    noun: 'defect type',
    fields: () => ({ level: 'minor' }),
    edit: () => ({ level: 'critical', remark: 'r'.repeat(200) }),
    invalid: [{ level: 'fatal' }, { level: undefined }, { remark: 'r'.repeat(201) }, { remark: 'a\nb' }],
    filters: [{ level: 'critical' }, { level: 'minor' }],
    sortField: 'level',
  },
  {
    path: 'bad_phenomenon',
    api: badPhenomenonApi,
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
    filters: [{ commonlyUsed: 'true' }, { commonlyUsed: 'false' }],
    sortField: 'commonlyUsed',
  },
  {
    path: 'defect_cause',
    api: defectCauseApi,
    permission: 'basics:defectCause',
    refKind: 'defectCause',
    noun: 'defect cause',
    fields: () => ({ category: 'man' }),
    edit: () => ({ category: 'environment', remark: 'r'.repeat(200) }),
    invalid: [{ category: 'luck' }, { category: undefined }, { remark: 'r'.repeat(201) }],
    filters: [{ category: 'environment' }, { category: 'man' }],
    sortField: 'category',
  },
  {
    path: 'responsible_unit',
    api: responsibleUnitApi,
    permission: 'basics:responsibleUnit',
    refKind: 'responsibleUnit',
    noun: 'responsible unit',
    fields: () => ({ kind: 'internal' }),
    edit: () => ({ kind: 'supplier', contact: 'c'.repeat(50), remark: 'r'.repeat(200) }),
    invalid: [{ kind: 'partner' }, { contact: 'c'.repeat(51) }, { organisationId: 'x' }, { remark: 'r'.repeat(201) }],
    filters: [{ kind: 'supplier' }, { kind: 'customer' }],
    sortField: 'kind',
  },
  {
    path: 'solution',
    api: solutionApi,
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
  let api: RouteClient;
  let token: string;
  let foreign: string;
  let plain: string;

  beforeAll(async () => {
    t = await startTestServer(kind);
    token = (await t.login('admin')).token;
    api = routeClient(t, { token });
    const otherId = await createTenant(t.server.db, { code: 'quality_other' });
    await createUser(t.server.db, otherId, { account: 'quality_admin', adminType: AdminType.ENTERPRISE_ADMIN });
    foreign = (await t.login('quality_admin')).token;
    const demoId = await tenantIdOf(t.server.db, 'demo');
    const userId = await createUser(t.server.db, demoId, { account: 'quality_plain' });
    await grantPermissions(t.server, demoId, userId, ['sys:org:page']);
    plain = (await t.login('quality_plain')).token;
    const base = { code: 'QT-BASE', level: 'major' } as const;
    typeId = (await api.ok(defectTypeApi.add, { body: { ...base, name: 'Base type' } })).id;
    foreignTypeId = (await api.ok(defectTypeApi.add, { body: { ...base, name: 'Foreign type' }, as: foreign })).id;
  });
  afterAll(() => t?.close());
  const addCause = (code: string, name: string, category: CauseCategory) =>
    api.ok(defectCauseApi.add, { body: { code, name, category } });

  describe.each(cases)('$path', (c) => {
    const P = (suffix: string) => `${c.permission}:${suffix}`;
    const ids = async (query: Record<string, string>) =>
      (await api.ok(c.api.page, { query })).rows.map((row) => row.id);

    it('adds, shows, edits, pages (filters, sorts) and deletes', async () => {
      const added = await api.ok(c.api.add, { body: { code: 'Q-A1', name: 'First', ...c.fields() } });
      expect(added).toMatchObject({ code: 'Q-A1', name: 'First', ...c.fields() });
      const second = await api.ok(c.api.add, { body: { code: 'Q-B2', name: 'Second', ...c.fields() } });
      expect(await api.ok(c.api.detail, { query: { id: added.id } })).toEqual(added);

      // Limits at their maximum are accepted.
      const edited = await api.ok(c.api.edit, {
        body: { id: added.id, code: `Q-${'C'.repeat(48)}`, name: 'N'.repeat(50), ...c.edit() },
      });
      expect(edited).toMatchObject({ id: added.id, code: `Q-${'C'.repeat(48)}`, ...c.edit() });

      expect(await ids({ code: 'q-' })).toEqual(expect.arrayContaining([added.id, second.id]));
      expect(await ids({ name: 'secon' })).toEqual([second.id]);
      const byCode = await api.ok(c.api.page, {
        query: { code: 'Q-', sortField: 'code', sortOrder: 'descend', pageSize: 1 },
      });
      expect(byCode).toMatchObject({ totalRows: 2, pageSize: 1 });
      // Q-CCC… (the edited one) after Q-B2.
      expect(byCode.rows.map((row) => row.id)).toEqual([added.id]);
      if (c.filters) {
        const [matching, other] = c.filters;
        expect(await ids({ code: 'Q-', ...matching })).toEqual([added.id]);
        expect(await ids({ code: 'Q-', ...other })).not.toContain(added.id);
      }
      if (c.sortField) {
        const sorted = async (sortOrder: string) =>
          (await api.ok(c.api.page, { query: { code: 'Q-', sortField: c.sortField, sortOrder } })).rows;
        const asc = await sorted('ascend');
        const desc = await sorted('descend');
        expect(asc.map((row) => row[c.sortField!])).toEqual([...desc.map((row) => row[c.sortField!])].reverse());
        expect(asc[0]?.[c.sortField]).not.toEqual(asc[1]?.[c.sortField]);
      }
      expect((await api.call(c.api.page, { query: { sortField: 'password' } })).status).toBe(400);

      // The registry offers the records to pickers.
      const options = await api.ok(referenceApi.options, {
        query: { kind: c.refKind as never, keyword: 'q-b2' },
        as: plain,
      });
      expect(options).toEqual([{ id: second.id, code: 'Q-B2', name: 'Second' }]);

      for (const row of [added, second]) {
        expect((await api.call(c.api.delete, { body: { id: row.id } })).status).toBe(200);
        expect((await api.call(c.api.delete, { body: { id: row.id } })).status).toBe(404);
      }
      expect((await api.call(c.api.detail, { query: { id: added.id } })).status).toBe(404);
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
        const answer = await api.call(c.api.add, { body: { ...base, ...override } });
        expect(answer.status, JSON.stringify(override)).toBe(400);
      }
      const added = await api.ok(c.api.add, { body: base });
      const duplicate = await api.call(c.api.add, { body: { ...base, name: 'Other' } });
      expect(duplicate.status).toBe(409);
      expect(duplicate.body.message).toBe(`The ${c.noun} code Q-V1 is already in use`);
      const second = await api.ok(c.api.add, { body: { ...base, code: 'Q-V2' } });
      const clash = await api.call(c.api.edit, { body: { ...base, id: second.id } });
      expect(clash.status).toBe(409);
      expect((await api.call(c.api.edit, { body: { ...base, id: second.id, code: 'q-v1' } })).status).toBe(200);
      for (const row of [added, second]) await api.call(c.api.delete, { body: { id: row.id } });
    });

    it('keeps enterprises apart: another enterprise’s record is not found, its code is free', async () => {
      const fields = { ...c.fields(), ...(c.path === 'bad_phenomenon' ? { defectTypeId: foreignTypeId } : {}) };
      const theirs = await api.ok(c.api.add, { body: { code: 'Q-F1', name: 'Theirs', ...fields }, as: foreign });
      const mine = await api.ok(c.api.add, { body: { code: 'Q-F1', name: 'Mine', ...c.fields() } });
      expect((await api.call(c.api.detail, { query: { id: theirs.id } })).status).toBe(404);
      expect(
        (await api.call(c.api.edit, { body: { id: theirs.id, code: 'Q-F9', name: 'x', ...c.fields() } })).status,
      ).toBe(404);
      expect((await api.call(c.api.delete, { body: { id: theirs.id } })).status).toBe(404);
      expect(await ids({ code: 'Q-F1' })).toEqual([mine.id]);
      const options = await api.ok(referenceApi.options, { query: { kind: c.refKind as never, ids: [theirs.id] } });
      expect(options).toEqual([]);
      expect((await api.ok(c.api.detail, { query: { id: theirs.id }, as: foreign })).name).toBe('Theirs');
      await api.call(c.api.delete, { body: { id: mine.id } });
    });

    it('refuses a user without the grants (403)', async () => {
      const mine = await api.ok(c.api.add, { body: { code: 'Q-P1', name: 'Guarded', ...c.fields() } });
      const routes: [...RouteCall, string][] = [
        [c.api.page, {}, P('page')],
        [c.api.detail, { query: { id: mine.id } }, P('page')],
        [c.api.add, { body: { code: 'Q-P2', name: 'x', ...c.fields() } }, P('add')],
        [c.api.edit, { body: { id: mine.id, code: 'Q-P1', name: 'x', ...c.fields() } }, P('edit')],
        [c.api.delete, { body: { id: mine.id } }, P('delete')],
      ];
      for (const [route, options, permission] of routes) {
        const denied = await api.call(route, { ...options, as: plain });
        expect(denied.status, route.path).toBe(403);
        expect(denied.body.message).toBe(`Prohibited (403): you do not have the permission ${permission}`);
      }
      expect((await api.ok(c.api.detail, { query: { id: mine.id } })).name).toBe('Guarded');
      await api.call(c.api.delete, { body: { id: mine.id } });
    });
  });

  describe('bad phenomena', () => {
    it('lists usual causes and solutions; a defect type, cause or solution in use cannot be deleted', async () => {
      const type = await api.ok(defectTypeApi.add, { body: { code: 'QT-SOLDER', name: 'Soldering', level: 'major' } });
      const cause = await addCause('QC-REFLOW', 'Reflow drift', 'machine');
      const cause2 = await addCause('QC-OP', 'Operator', 'man');
      const solution = await api.ok(solutionApi.add, {
        body: { code: 'QS-REWORK', name: 'Rework', description: 'Resolder' },
      });
      const phenomenon = await api.ok(badPhenomenonApi.add, {
        body: {
          code: 'QB-BRIDGE',
          name: 'Solder bridge',
          defectTypeId: type.id,
          causeIds: [cause2.id, cause.id, cause.id],
          solutionIds: [solution.id],
        },
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
      expect((await api.ok(badPhenomenonApi.page, { query: { defectTypeId: type.id } })).rows).toEqual([phenomenon]);

      const typeInUse = await api.call(defectTypeApi.delete, { body: { id: type.id } });
      expect(typeInUse.status).toBe(409);
      expect(typeInUse.body.message).toBe(
        'QT-SOLDER Soldering cannot be deleted: it is used by bad phenomenon QB-BRIDGE',
      );
      const zh = await api.call(defectTypeApi.delete, { body: { id: type.id }, language: 'zh-CN' });
      expect(zh.body.message).toBe('QT-SOLDER Soldering 不能删除：正被以下记录使用：不良现象 QB-BRIDGE');
      const causeInUse = await api.call(defectCauseApi.delete, { body: { id: cause.id } });
      expect(causeInUse.status).toBe(409);
      expect(causeInUse.body.message).toBe(
        'QC-REFLOW Reflow drift cannot be deleted: it is used by bad phenomenon QB-BRIDGE',
      );
      expect((await api.call(solutionApi.delete, { body: { id: solution.id } })).status).toBe(409);

      // References are checked: another enterprise's or a missing id names the field.
      const foreignType = await api.call(badPhenomenonApi.add, {
        body: { code: 'QB-X', name: 'x', defectTypeId: foreignTypeId },
      });
      expect(foreignType.status).toBe(400);
      expect(foreignType.body.message).toBe(
        `defectTypeId: no defect type with id ${foreignTypeId} exists in this enterprise`,
      );
      const missingCause = await api.call(badPhenomenonApi.add, {
        body: { code: 'QB-X', name: 'x', defectTypeId: type.id, causeIds: ['999999999'] },
      });
      expect(missingCause.status).toBe(400);
      expect(missingCause.body.message).toContain('causeIds');

      // Editing replaces the links: the cause is free again.
      const edited = await api.ok(badPhenomenonApi.edit, {
        body: {
          id: phenomenon.id,
          code: 'QB-BRIDGE',
          name: 'Solder bridge',
          defectTypeId: typeId,
          commonlyUsed: true,
          causeIds: [cause2.id],
        },
      });
      expect(edited).toMatchObject({ defectTypeId: typeId, causes: [{ id: cause2.id }], solutions: [] });
      expect((await api.call(defectCauseApi.delete, { body: { id: cause.id } })).status).toBe(200);
      expect((await api.call(solutionApi.delete, { body: { id: solution.id } })).status).toBe(200);
      expect((await api.call(defectTypeApi.delete, { body: { id: type.id } })).status).toBe(200);
      // Deleting the phenomenon drops its links.
      expect((await api.call(badPhenomenonApi.delete, { body: { id: phenomenon.id } })).status).toBe(200);
      expect((await api.call(defectCauseApi.delete, { body: { id: cause2.id } })).status).toBe(200);
    });

    it('puts commonly used phenomena first in lists and pickers', async () => {
      const phenomenon = (code: string, name: string, commonlyUsed?: boolean) =>
        api.ok(badPhenomenonApi.add, { body: { code, name, defectTypeId: typeId, commonlyUsed } });
      const rare = await phenomenon('QO-A', 'Order rare');
      const common = await phenomenon('QO-B', 'Order common', true);
      const other = await phenomenon('QO-C', 'Order other');
      const options = await api.ok(referenceApi.options, {
        query: { kind: 'badPhenomenon', keyword: 'order' },
        as: plain,
      });
      expect(options.map((ref) => ref.code)).toEqual(['QO-B', 'QO-A', 'QO-C']);
      const codes = async (query: { name: string; sortField?: 'code' }) =>
        (await api.ok(badPhenomenonApi.page, { query })).rows.map((row) => row.code);
      expect(await codes({ name: 'order' })).toEqual(['QO-B', 'QO-A', 'QO-C']);
      expect(await codes({ name: 'order', sortField: 'code' })).toEqual(['QO-A', 'QO-B', 'QO-C']);
      for (const row of [rare, common, other]) await api.call(badPhenomenonApi.delete, { body: { id: row.id } });
    });

    it('exports the filtered phenomena as .xlsx in the request language', async () => {
      const cause = await addCause('QE-C', 'Export cause', 'method');
      const first = await api.ok(badPhenomenonApi.add, {
        body: {
          code: 'QE-1',
          name: 'Export one',
          defectTypeId: typeId,
          commonlyUsed: true,
          causeIds: [cause.id],
          remark: 'see SOP',
        },
      });
      const second = await api.ok(badPhenomenonApi.add, {
        body: { code: 'QE-2', name: 'Export two', defectTypeId: typeId },
      });
      const download = (as: string, query: string, language = 'en-US') =>
        fetch(`${t.baseUrl}/api${badPhenomenonApi.export.path}?${query}`, {
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
      for (const row of [first, second]) await api.call(badPhenomenonApi.delete, { body: { id: row.id } });
      await api.call(defectCauseApi.delete, { body: { id: cause.id } });
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
      const cause = await addCause('QI-C', 'Import cause', 'machine');
      const cause2 = await addCause('QI-C2', 'Import cause 2', 'man');
      const solution = await api.ok(solutionApi.add, { body: { code: 'QI-S', name: 'Import solution' } });

      const good = await upload(
        workbook(zhHeaders, [
          ['QI-1', '连锡', 'QT-BASE', '是', 'QI-C，QI-C2', 'QI-S', ''],
          ['QI-2', 'Scratch', 'QT-BASE', '', '', '', 'by hand'],
        ]),
      );
      expect(good.body.data).toEqual({ imported: 2, problemCount: 0, problems: [] });
      const rows = (await api.ok(badPhenomenonApi.page, { query: { code: 'QI-', sortField: 'code' } })).rows;
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
      expect((await api.ok(badPhenomenonApi.page, { query: { code: 'QI-' } })).totalRows).toBe(2);

      const denied = await upload(workbook(zhHeaders, [['QI-9', 'x', 'QT-BASE', '', '', '', '']]), plain);
      expect(denied.status).toBe(403);
      expect(denied.body.message).toBe('Prohibited (403): you do not have the permission basics:badPhenomenon:import');
      for (const row of rows) await api.call(badPhenomenonApi.delete, { body: { id: row.id } });
      for (const row of [cause, cause2]) await api.call(defectCauseApi.delete, { body: { id: row.id } });
      await api.call(solutionApi.delete, { body: { id: solution.id } });
    });
  });

  describe('responsible units', () => {
    it('point at an organisation of the tree only when internal; a deleted organisation is cleared', async () => {
      const org = { name: 'Quality dept', code: 'Q-ORG', type: OrgType.DEPARTMENT };
      const orgId = (await api.ok(organisationApi.add, { body: org })).id;
      const internal = await api.ok(responsibleUnitApi.add, {
        body: { code: 'QR-IN', name: 'Internal', kind: 'internal', organisationId: orgId },
      });
      expect(internal).toMatchObject({ organisationId: orgId, organisationName: 'Quality dept' });
      const supplier = await api.ok(responsibleUnitApi.add, {
        body: {
          code: 'QR-SUP',
          name: 'Supplier',
          kind: 'supplier',
          organisationId: orgId,
          contact: '+86 20 1234 5678',
        },
      });
      expect(supplier).toMatchObject({ organisationId: null, organisationName: null, contact: '+86 20 1234 5678' });
      const foreignOrg = await api.ok(organisationApi.add, { body: { ...org, name: 'Theirs' }, as: foreign });
      const refused = await api.call(responsibleUnitApi.add, {
        body: { code: 'QR-X', name: 'x', kind: 'internal', organisationId: foreignOrg.id },
      });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(
        `organisationId: no organisation with id ${foreignOrg.id} exists in this enterprise`,
      );
      expect((await api.call(organisationApi.delete, { body: { id: orgId } })).status).toBe(200);
      const after = await api.ok(responsibleUnitApi.detail, { query: { id: internal.id } });
      expect(after).toMatchObject({ organisationId: null, organisationName: null, kind: 'internal' });
      for (const row of [internal, supplier]) await api.call(responsibleUnitApi.delete, { body: { id: row.id } });
    });
  });

  it('seeds the demo catalogue once (a second run changes nothing)', async () => {
    const tenantId = await createTenant(t.server.db, { code: 'quality_seed' });
    await createUser(t.server.db, tenantId, { account: 'quality_seed_admin', adminType: AdminType.ENTERPRISE_ADMIN });
    const seeded = api.as((await t.login('quality_seed_admin')).token);
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
      for (const c of cases) result[c.path] = (await seeded.ok(c.api.page, { query: { pageSize: 1 } })).totalRows;
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
    const phenomena = await seeded.ok(badPhenomenonApi.page, { query: { code: 'BP-NO-SPIN' } });
    expect(phenomena.rows[0]).toMatchObject({
      defectType: { code: 'DT-FUNC' },
      commonlyUsed: true,
      causes: [{ code: 'C-ESD' }, { code: 'C-MOTOR' }],
      solutions: [{ code: 'S-REPLACE' }, { code: 'S-RETEST' }],
    });
  });
});

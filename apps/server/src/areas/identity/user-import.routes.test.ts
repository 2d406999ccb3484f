import * as XLSX from '@e965/xlsx';
import type { UserImportJob } from '@takt/contracts';
import { and, count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSheet, writeWorkbook } from '../../platform/excel/excel.js';
import { testDatabaseKinds } from '../../test-support/databases.js';
import { createTenant, createUser, grantPermissions, tenantIdOf } from '../../test-support/fixtures.js';
import { aroundTodayParams } from '../../test-support/log-dates.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { PNG_BYTES, uploadFile } from '../../test-support/uploads.js';
import { userRoles } from '../access/access.table.js';
import { organisations } from '../organisations/organisation.table.js';
import { DEFAULT_USER_PASSWORD } from '../parameters/parameter.defaults.js';
import { accountDirectory, users } from './identity.table.js';
import { UserImportRepository } from './user-import.repository.js';
import { type UserImportDeps, UserImportService } from './user-import.service.js';
import { userImportJobs } from './user-import.table.js';

const IMPORT = '/api/user/import';
const HEADERS = [
  'Account',
  'Name',
  'Nickname',
  'Birthday',
  'Gender',
  'Phone',
  'E-mail',
  'Organisation',
  'Job number',
  'Role',
];
type Row = (string | number | Date | null | undefined)[];

/** An .xlsx with the template's English headers (or others) and these rows. */
function workbook(rows: Row[], headers: string[] = HEADERS): Buffer {
  return writeWorkbook([
    {
      name: 'Users',
      columns: headers.map((header, i) => ({ header, value: (row: Row) => row[i] ?? null })),
      rows,
    },
  ]);
}

describe.each(testDatabaseKinds())('user import on %s', (kind) => {
  let t: TestServer;
  let demoId: string;
  let admin: string;
  let orgName: string;
  let orgId: string;
  let roleName: string;
  let roleId: string;
  let secondRoleName: string;
  let secondRoleId: string;

  const job = async (jobId: string, token = admin, language = 'en-US') =>
    t.call<UserImportJob>('GET', `/api/user/import_progress?jobId=${jobId}`, { token, language });

  /** Polls until the job has finished; returns every state seen. */
  const finished = async (jobId: string, language = 'en-US') => {
    const seen: UserImportJob[] = [];
    for (;;) {
      const response = await job(jobId, admin, language);
      expect(response.status).toBe(200);
      seen.push(response.body.data);
      if (['succeeded', 'rejected', 'failed'].includes(response.body.data.state)) return seen;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };

  const upload = async (
    data: Buffer,
    options: { mode?: string; language?: string; filename?: string; token?: string } = {},
  ) =>
    uploadFile(t.baseUrl, `${IMPORT}${options.mode ? `?mode=${options.mode}` : ''}`, options.token ?? admin, data, {
      filename: options.filename ?? 'users.xlsx',
      ...(options.language ? { language: options.language } : {}),
    });

  const countUsers = (prefix: string) =>
    t.server.db.system(async (tx) => {
      const [row] = await tx
        .select({ n: count() })
        .from(users)
        .where(like(users.account, `${prefix}%`));
      return Number(row!.n);
    });

  beforeAll(async () => {
    t = await startTestServer(kind);
    demoId = await tenantIdOf(t.server.db, 'demo');
    admin = (await t.login('admin')).token;
    orgName = `Import workshop ${kind}`;
    const [org] = await t.server.db.system((tx) =>
      tx
        .insert(organisations)
        .values({ tenantId: demoId, name: orgName, code: `imp_${kind}`, type: 3 })
        .returning({ id: organisations.id }),
    );
    orgId = org!.id;
    const holder = await createUser(t.server.db, demoId, { account: `imp_holder_${kind}` });
    roleName = `imp_role_${kind}`;
    roleId = await grantPermissions(t.server, demoId, holder, ['sys:user:page'], roleName);
    secondRoleName = `imp_role2_${kind}`;
    secondRoleId = await grantPermissions(t.server, demoId, holder, ['sys:user:page'], secondRoleName);
  });
  afterAll(() => t?.close());

  it('imports 10 000 rows as one job with progress, all or nothing, one password for all, roles granted', async () => {
    const prefix = `bulk${kind.slice(0, 2)}`;
    const rows: Row[] = Array.from({ length: 10_000 }, (_, i) => [
      `${prefix}${String(i).padStart(5, '0')}`,
      `Worker ${i}`,
      i % 3 === 0 ? `W${i}` : null,
      i % 5 === 0 ? new Date(1990, i % 12, (i % 28) + 1) : null,
      ['Male', '女', 'Nữ', 'unknown', ''][i % 5],
      i % 2 === 0 ? `138${String(i).padStart(8, '0')}` : null,
      i % 4 === 0 ? `w${i}@Example.com` : null,
      orgName,
      `E${i}`,
      // A role on every 10th row, two roles on every 50th.
      i % 50 === 0 ? `${roleName}, ${secondRoleName}` : i % 10 === 0 ? roleName : null,
    ]);
    const started = await upload(workbook(rows));
    expect(started.status).toBe(200);
    const { jobId } = started.body.data as { jobId: string };
    expect(jobId).toMatch(/^\d+$/);

    const seen = await finished(jobId);
    const last = seen.at(-1)!;
    expect(last).toMatchObject({
      state: 'succeeded',
      totalRows: 10_000,
      importedRows: 10_000,
      errorRows: 0,
      percent: 100,
    });
    expect(last.hasErrorReport).toBe(false);
    const percents = seen.map((s) => s.percent);
    expect([...percents].sort((a, b) => a - b)).toEqual(percents);

    expect(await countUsers(prefix)).toBe(10_000);
    const sample = await t.server.db.system((tx) =>
      tx
        .select()
        .from(users)
        .where(and(eq(users.tenantId, demoId), like(users.account, `${prefix}0000%`))),
    );
    const first = sample.find((u) => u.account === `${prefix}00000`)!;
    expect(first).toMatchObject({ name: 'Worker 0', orgId, gender: 1, jobNumber: 'E0', email: 'w0@example.com' });
    expect(first.birthday).toBe('1990-01-01');
    expect(sample.find((u) => u.account === `${prefix}00001`)!.gender).toBe(2);
    // One hash for every imported user.
    expect(new Set(sample.map((u) => u.passwordHash)).size).toBe(1);
    const [directory] = await t.server.db.system((tx) =>
      tx
        .select({ n: count() })
        .from(accountDirectory)
        .where(like(accountDirectory.account, `${prefix}%`)),
    );
    expect(Number(directory!.n)).toBe(10_000);
    // The grants landed: the holder plus 1000 (every 10th row) and 200 (every 50th row) users.
    const userCount = async (id: string) => {
      const response = await t.call<{ userCount: number }>('GET', `/api/role/detail?id=${id}`, { token: admin });
      expect(response.status).toBe(200);
      return response.body.data.userCount;
    };
    expect(await userCount(roleId)).toBe(1 + 1000);
    expect(await userCount(secondRoleId)).toBe(1 + 200);
    const grantsOf = (account: string) =>
      t.server.db.system(async (tx) => {
        const rows = await tx
          .select({ roleId: userRoles.roleId })
          .from(userRoles)
          .innerJoin(users, and(eq(users.tenantId, userRoles.tenantId), eq(users.id, userRoles.userId)))
          .where(and(eq(users.tenantId, demoId), eq(users.account, account)));
        return rows.map((row) => row.roleId).sort();
      });
    expect(await grantsOf(`${prefix}00050`)).toEqual([roleId, secondRoleId].sort());
    expect(await grantsOf(`${prefix}00010`)).toEqual([roleId]);
    expect(await grantsOf(`${prefix}00011`)).toEqual([]);
    // The imported users sign in with the default password.
    await t.login(`${prefix}00007`, DEFAULT_USER_PASSWORD);
  });

  it('refuses the whole file when one row is bad and reports each bad row, column and reason', async () => {
    await createUser(t.server.db, demoId, { account: 'imp_taken' });
    const otherTenant = await createTenant(t.server.db, { code: `imp_other_${kind}` });
    await createUser(t.server.db, otherTenant, { account: `imp_else_${kind.slice(0, 2)}` });
    const rows: Row[] = [
      ['imp_ok_1', 'Good One', null, '1991-02-03', 'Male', null, null, orgName, null, null],
      ['', 'No Account', null, null, null, null, null, orgName, null, null],
      ['x'.repeat(21), 'Long Account', null, null, null, null, null, orgName, null, null],
      ['imp_noname', '', null, null, null, null, null, orgName, null, null],
      ['imp_longname', 'n'.repeat(51), 'k'.repeat(51), null, null, null, null, orgName, null, null],
      ['imp_date', 'Bad Date', null, '1990-02-30', 'robot', null, null, orgName, null, null],
      ['imp_contact', 'Bad Contact', null, null, null, '12345', 'not-mail', orgName, 'j'.repeat(51), null],
      ['imp_org', 'Bad Org', null, null, null, null, null, 'No such workshop', null, null],
      ['imp_noorg', 'No Org', null, null, null, null, null, '', null, null],
      ['imp_role', 'Bad Role', null, null, null, null, null, orgName, null, `${roleName}, Ghost role`],
      ['imp_dup', 'Dup A', null, null, null, null, null, orgName, null, null],
      ['imp_dup', 'Dup B', null, null, null, null, null, orgName, null, null],
      ['imp_taken', 'Taken here', null, null, null, null, null, orgName, null, null],
      [`imp_else_${kind.slice(0, 2)}`, 'Taken elsewhere', null, null, null, null, null, orgName, null, null],
    ];
    const started = await upload(workbook(rows), { language: 'zh-CN' });
    expect(started.status).toBe(200);
    const { jobId } = started.body.data as { jobId: string };
    const last = (await finished(jobId, 'zh-CN')).at(-1)!;
    expect(last).toMatchObject({ state: 'rejected', importedRows: 0, errorRows: 13, hasErrorReport: true });
    expect(last.message).toBe('有 13 行数据有误，未导入任何数据。请下载错误报告查看详情');
    expect(await countUsers('imp_ok_')).toBe(0);

    const report = await fetch(`${t.baseUrl}/api/user/import_error_report?jobId=${jobId}`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(report.status).toBe(200);
    expect(report.headers.get('content-disposition')).toContain('attachment');
    const sheet = readSheet(Buffer.from(await report.arrayBuffer()));
    expect(sheet.headers).toEqual(['行号', '列', '内容', '原因']);
    const problems = sheet.rows.map(([row, column, , reason]) => `${row}|${column}|${reason}`);
    expect(problems).toEqual([
      '3|账号|不能为空',
      '4|账号|不能超过 20 个字符',
      '5|姓名|不能为空',
      '6|姓名|不能超过 50 个字符',
      '6|昵称|不能超过 50 个字符',
      '7|生日|日期格式不正确，例如 1990-05-17',
      '7|性别|只能是男、女或未知',
      '8|手机号|手机号格式不正确（11 位）',
      '8|邮箱|邮箱格式不正确',
      '8|工号|不能超过 50 个字符',
      '9|组织机构|组织机构“No such workshop”不存在',
      '10|组织机构|不能为空',
      '11|角色|角色“Ghost role”不存在',
      '12|账号|账号在文件中重复（第 12, 13 行）',
      '13|账号|账号在文件中重复（第 12, 13 行）',
      '14|账号|账号已被占用',
      '15|账号|账号已被占用',
    ]);
  });

  it('imports only the good rows when asked (mode=valid)', async () => {
    const rows: Row[] = [
      ['imp_valid_1', 'Valid One', null, null, '男', null, null, orgName, null, roleName],
      ['imp_valid_2', '', null, null, null, null, null, orgName, null, null],
      ['imp_valid_3', 'Valid Three', null, null, 'Không rõ', null, null, orgName, null, null],
    ];
    const { jobId } = (await upload(workbook(rows), { mode: 'valid' })).body.data as { jobId: string };
    const last = (await finished(jobId)).at(-1)!;
    expect(last).toMatchObject({ state: 'succeeded', importedRows: 2, errorRows: 1, hasErrorReport: true });
    expect(await countUsers('imp_valid_')).toBe(2);
  });

  it('reads legacy .xls files and headers in another language', async () => {
    const legacy = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(
      legacy,
      XLSX.utils.aoa_to_sheet([
        ['账号 *', '姓名 *', '组织机构 *', '性别'],
        ['imp_xls_1', '王五', orgName, '女'],
      ]),
      '用户',
    );
    const bytes = XLSX.write(legacy, { type: 'buffer', bookType: 'biff8' }) as Buffer;
    const started = await upload(bytes, { filename: 'users.xls' });
    expect(started.status).toBe(200);
    const last = (await finished((started.body.data as { jobId: string }).jobId)).at(-1)!;
    expect(last).toMatchObject({ state: 'succeeded', importedRows: 1 });
    const [row] = await t.server.db.system((tx) => tx.select().from(users).where(eq(users.account, 'imp_xls_1')));
    expect(row).toMatchObject({ name: '王五', gender: 2, orgId });
  });

  it('refuses an empty file, a file of another type whatever its name, and missing columns', async () => {
    const empty = await upload(Buffer.alloc(0));
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('The file cannot be empty');
    const headerOnly = await upload(workbook([]));
    expect(headerOnly.body.message).toBe('The file cannot be empty');

    const png = await upload(PNG_BYTES, { filename: 'users.xlsx', language: 'zh-CN' });
    expect(png.status).toBe(400);
    expect(png.body.message).toBe('不支持该文件类型（支持：.xls, .xlsx）');
    const csv = await upload(Buffer.from('Account,Name\nimp_csv,CSV\n'), { filename: 'users.xls' });
    expect(csv.status).toBe(400);
    expect(csv.body.message).toContain('This file type is not supported');

    const noOrg = await upload(workbook([['imp_cols', 'Cols']], ['Account', 'Name']));
    expect(noOrg.status).toBe(400);
    expect(noOrg.body.message).toBe('The file has no column: Organisation. Use the import template');
    expect(await countUsers('imp_cols')).toBe(0);
  });

  it('downloads the template with headers in the user language', async () => {
    for (const [language, first] of [
      ['zh-CN', '账号 *'],
      ['en-US', 'Account *'],
      ['vi-VN', 'Tài khoản *'],
    ] as const) {
      const response = await fetch(`${t.baseUrl}/api/user/import_template`, {
        headers: { authorization: `Bearer ${admin}`, 'accept-language': language },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('spreadsheetml');
      const sheet = readSheet(Buffer.from(await response.arrayBuffer()));
      expect(sheet.headers[0]).toBe(first);
      expect(sheet.headers).toHaveLength(10);
    }
  });

  it('needs sys:user:import, and keeps jobs to their enterprise', async () => {
    await createUser(t.server.db, demoId, { account: `imp_plain_${kind}` });
    const plain = (await t.login(`imp_plain_${kind}`)).token;
    expect(
      (
        await upload(workbook([['imp_perm', 'P', orgName]], HEADERS.slice(0, 2).concat('Organisation')), {
          token: plain,
        })
      ).status,
    ).toBe(403);
    const template = await fetch(`${t.baseUrl}/api/user/import_template`, {
      headers: { authorization: `Bearer ${plain}` },
    });
    expect(template.status).toBe(403);

    const started = await upload(workbook([['imp_scope_1', 'S', null, null, null, null, null, orgName]]));
    const { jobId } = started.body.data as { jobId: string };
    await finished(jobId);
    const otherTenant = await createTenant(t.server.db, { code: `imp_iso_${kind}` });
    await createUser(t.server.db, otherTenant, { account: `imp_iso_admin_${kind}`, adminType: 2 });
    const otherAdmin = (await t.login(`imp_iso_admin_${kind}`)).token;
    const foreign = await job(jobId, otherAdmin);
    expect(foreign.status).toBe(404);
    const foreignReport = await fetch(`${t.baseUrl}/api/user/import_error_report?jobId=${jobId}`, {
      headers: { authorization: `Bearer ${otherAdmin}` },
    });
    expect(foreignReport.status).toBe(404);
    expect((await job('999999999')).status).toBe(404);
  });

  it('marks a job abandoned by its process as failed', async () => {
    const [row] = await t.server.db.system((tx) =>
      tx
        .insert(userImportJobs)
        .values({
          tenantId: demoId,
          createdBy: '1',
          state: 'importing',
          mode: 'all',
          language: 'en-US',
          fileName: 'x.xlsx',
          totalRows: 5,
          heartbeatAt: new Date(Date.now() - 5 * 60_000),
        })
        .returning({ id: userImportJobs.id }),
    );
    const response = await job(row!.id);
    expect(response.body.data).toMatchObject({
      state: 'failed',
      message: 'The import was interrupted (the server stopped); nothing was imported',
    });
  });

  it('fails at start-up the jobs a stopped process left running', async () => {
    const running = async (heartbeatAt: Date) => {
      const [row] = await t.server.db.system((tx) =>
        tx
          .insert(userImportJobs)
          .values({
            tenantId: demoId,
            createdBy: '1',
            state: 'validating',
            mode: 'all',
            language: 'en-US',
            fileName: 'y.xlsx',
            heartbeatAt,
          })
          .returning({ id: userImportJobs.id }),
      );
      return row!.id;
    };
    const fresh = await running(new Date());
    const stale = await running(new Date(Date.now() - 10 * 60_000));
    const restarted = new UserImportService(t.server.db, new UserImportRepository(t.server.db), {} as UserImportDeps);
    await restarted.recoverAbandoned();
    const state = async (id: string) =>
      (await t.server.db.system((tx) => tx.select().from(userImportJobs).where(eq(userImportJobs.id, id))))[0]!.state;
    expect(await state(stale)).toBe('failed');
    // PGlite belongs to one process, so every running job there is an orphan; on PostgreSQL another
    // process may be running a job whose heartbeat is fresh.
    expect(await state(fresh)).toBe(kind === 'pglite' ? 'failed' : 'validating');
  });

  it('writes operation-log rows for uploads', async () => {
    const log = await t.call<{ rows: { route: string; success: boolean }[] }>(
      'GET',
      `/api/op_log/page?pageSize=50&account=admin&${aroundTodayParams()}`,
      { token: admin },
    );
    const routes = log.body.data.rows.map((row) => [row.route, row.success]);
    expect(routes).toEqual(
      expect.arrayContaining([
        [IMPORT, true],
        [IMPORT, false],
      ]),
    );
  });
});

import {
  AdminType,
  DEFAULT_USER_PASSWORD_FALLBACK,
  type Language,
  LOGIN_PASSWORD_MAX,
  LOGIN_PASSWORD_MIN,
  SystemParamCodes,
  USER_IMPORT_BATCH,
  USER_IMPORT_COLUMNS,
  USER_IMPORT_MAX_ROWS,
  USER_IMPORT_REQUIRED,
  type UserImportJob,
  type UserImportMode,
  type UserImportState,
  XLSX_CONTENT_TYPE,
} from '@takt/contracts';
import type { AuthContext } from '../../platform/auth/auth-context.js';
import { hashPassword } from '../../platform/auth/passwords.js';
import type { DataScopeResolver } from '../../platform/data-scope/data-scope.js';
import type { Database } from '../../platform/db/database.js';
import { invalid, notFound } from '../../platform/errors.js';
import { type ReadSheet, writeWorkbook } from '../../platform/excel/excel.js';
import { readUploadedWorkbook } from '../../platform/excel/sheet-import.js';
import type { Upload } from '../../platform/files/upload.js';
import type { Hub } from '../../platform/hub/hub.js';
import { type MessageKey, type MessageParams, translate } from '../../platform/i18n/messages.js';
import type { RoleService } from '../access/role.service.js';
import type { FileService } from '../files/file.service.js';
import type { OrganisationService } from '../organisations/organisation.service.js';
import { AccountTakenError, type UserImportJobRow, type UserImportRepository } from './user-import.repository.js';
import { checkRow, type HeaderMap, type ImportCandidate, mapHeaders, type RowProblem } from './user-import.rules.js';

export interface UserImportDeps {
  organisations: Pick<OrganisationService, 'idsByNames'>;
  roles: Pick<RoleService, 'idsByNames' | 'assignMany'>;
  scopes: DataScopeResolver;
  parameters: { value(tenantId: string, code: string): Promise<string | null> };
  files: FileService;
  hub: Hub;
  log: { error(object: unknown, message: string): void };
}

/** A running job writes its heartbeat this often; one silent for STALE_MS has lost its process. */
const HEARTBEAT_MS = 10_000;
const STALE_MS = 60_000;
/** Rows validated between two progress writes (and two yields to other requests). */
const VALIDATE_CHUNK = 1000;

const FINISHED: readonly string[] = ['succeeded', 'rejected', 'failed'];

interface JobInput {
  auth: AuthContext;
  jobId: string;
  language: Language;
  mode: UserImportMode;
  sheet: ReadSheet;
  headers: HeaderMap;
}

const yieldToOthers = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * User import (spec 000 §5): the upload is read at once (type, emptiness, columns, size), then
 * a job validates every row (format, duplicates in the file, accounts taken anywhere on the
 * platform, organisations and roles that exist, the importer's data scope) and imports in one
 * transaction, in batches, with one password hash for every user. All-or-nothing by default.
 */
export class UserImportService {
  /** Rows imported so far by jobs of this process (the insert transaction is not visible yet). */
  private readonly live = new Map<string, number>();
  private readonly running = new Set<Promise<void>>();

  constructor(
    private readonly db: Database,
    private readonly repo: UserImportRepository,
    private readonly deps: UserImportDeps,
  ) {}

  /** At start-up: jobs whose process stopped are failed (on PGlite every running one is). */
  recoverAbandoned(): Promise<number> {
    return this.repo.failAbandoned(
      'userImport.interrupted',
      this.db.kind === 'pglite' ? undefined : new Date(Date.now() - STALE_MS),
    );
  }

  /** Waits for this process's running jobs (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }

  /** Reads the upload and starts the job; answers with its id. Call outside a transaction. */
  async start(auth: AuthContext, language: Language, mode: UserImportMode, upload: Upload): Promise<{ jobId: string }> {
    const sheet = readUploadedWorkbook(upload.data, {
      maxRows: USER_IMPORT_MAX_ROWS,
      unreadable: 'userImport.unreadable',
    });
    const headers = mapHeaders(sheet.headers);
    if (headers.missing.length > 0) {
      throw invalid('userImport.missingColumns', {
        columns: headers.missing.map((column) => translate(language, `userImport.column.${column}`)).join(', '),
      });
    }
    if (sheet.rows.length === 0) throw invalid('file.empty');
    if (sheet.truncated || sheet.rows.length > USER_IMPORT_MAX_ROWS) {
      throw invalid('userImport.tooManyRows', { max: USER_IMPORT_MAX_ROWS });
    }
    const job = await this.repo.createJob(auth.tenantId, {
      createdBy: auth.userId,
      mode,
      language,
      fileName: upload.filename,
    });
    await this.repo.updateJob(auth.tenantId, job.id, { totalRows: sheet.rows.length });
    const run = this.run({ auth, jobId: job.id, language, mode, sheet, headers }).finally(() =>
      this.running.delete(run),
    );
    this.running.add(run);
    return { jobId: job.id };
  }

  async progress(auth: AuthContext, jobId: string, language: Language): Promise<UserImportJob> {
    let row = await this.repo.findJob(auth.tenantId, jobId);
    if (!row) throw notFound('userImport.jobNotFound');
    const abandoned =
      !FINISHED.includes(row.state) && !this.live.has(row.id) && row.heartbeatAt.getTime() < Date.now() - STALE_MS;
    if (abandoned) {
      await this.repo.updateJob(auth.tenantId, row.id, {
        state: 'failed',
        messageKey: 'userImport.interrupted',
        finishedAt: new Date(),
      });
      row = (await this.repo.findJob(auth.tenantId, jobId))!;
    }
    return this.toDto(row, language);
  }

  /** The job's error report file id; not found when it has none. */
  async errorReport(auth: AuthContext, jobId: string): Promise<string> {
    const row = await this.repo.findJob(auth.tenantId, jobId);
    if (!row?.errorFileId) throw notFound('userImport.jobNotFound');
    return row.errorFileId;
  }

  /** The import template: the columns in the user's language and one example row. */
  template(language: Language): Buffer {
    const word = (key: MessageKey) => translate(language, key);
    const example: Record<(typeof USER_IMPORT_COLUMNS)[number], string> = {
      account: 'zhang.san',
      name: language === 'en-US' ? 'Alex Zhang' : language === 'vi-VN' ? 'Nguyễn Văn An' : '张三',
      nickname: '',
      birthday: '1990-05-17',
      gender: word('userImport.gender.male'),
      phone: '13800138000',
      email: 'zhang.san@example.com',
      organization: word('userImport.template.example'),
      jobNumber: 'E0001',
      role: '',
    };
    return writeWorkbook([
      {
        name: word('userImport.templateSheet'),
        columns: USER_IMPORT_COLUMNS.map((column) => ({
          header: `${word(`userImport.column.${column}`)}${USER_IMPORT_REQUIRED.includes(column) ? ' *' : ''}`,
          width: 18,
          value: (row: typeof example) => row[column],
        })),
        rows: [example],
      },
    ]);
  }

  private async run(input: JobInput): Promise<void> {
    const { auth, jobId } = input;
    const heartbeat = setInterval(() => {
      this.repo.updateJob(auth.tenantId, jobId, {}).catch(() => {});
    }, HEARTBEAT_MS);
    try {
      await yieldToOthers();
      const { good, problems } = await this.validate(input);
      const errorRows = new Set(problems.map((problem) => problem.row)).size;
      const errorFileId = problems.length > 0 ? await this.writeReport(input, problems) : null;
      if (errorRows > 0 && input.mode === 'all') {
        await this.finish(input, 'rejected', {
          errorRows,
          errorFileId,
          messageKey: 'userImport.badRows',
          messageParams: JSON.stringify({ count: errorRows }),
        });
        return;
      }
      await this.repo.updateJob(auth.tenantId, jobId, { state: 'importing', errorRows, errorFileId });
      this.push(input, 'importing');
      const imported = await this.insert(input, good);
      await this.finish(input, 'succeeded', { importedRows: imported });
    } catch (error) {
      const taken = error instanceof AccountTakenError;
      if (!taken) this.deps.log.error({ err: error, jobId }, 'user import failed');
      await this.finish(input, 'failed', {
        importedRows: 0,
        messageKey: taken ? 'userImport.accountTakenMeanwhile' : 'userImport.failed',
        messageParams: taken ? JSON.stringify({ account: error.account }) : null,
      }).catch((failure: unknown) =>
        this.deps.log.error({ err: failure, jobId }, 'user import: could not record the failure'),
      );
    } finally {
      clearInterval(heartbeat);
      this.live.delete(jobId);
    }
  }

  private async validate(input: JobInput): Promise<{ good: ResolvedUser[]; problems: RowProblem[] }> {
    const { auth, jobId, sheet, headers } = input;
    const problems: RowProblem[] = [];
    const candidates: ImportCandidate[] = [];
    for (let start = 0; start < sheet.rows.length; start += VALIDATE_CHUNK) {
      const end = Math.min(start + VALIDATE_CHUNK, sheet.rows.length);
      for (let i = start; i < end; i++) {
        const checked = checkRow(sheet.rowNumbers[i]!, sheet.rows[i]!, headers.index);
        problems.push(...checked.problems);
        if (checked.candidate) candidates.push(checked.candidate);
      }
      // The cross-row checks below are the last part of validation: count rows up to 90 % here.
      await this.repo.updateJob(auth.tenantId, jobId, { validatedRows: Math.floor(end * 0.9) });
      this.push(input, 'validating');
      await yieldToOthers();
    }

    // An account may appear once in the file…
    const byAccount = new Map<string, ImportCandidate[]>();
    for (const candidate of candidates) {
      const same = byAccount.get(candidate.account) ?? [];
      same.push(candidate);
      byAccount.set(candidate.account, same);
    }
    const bad = new Set<number>(problems.map((problem) => problem.row));
    for (const same of byAccount.values()) {
      if (same.length < 2) continue;
      const rows = same.map((candidate) => candidate.row).join(', ');
      for (const candidate of same) {
        problems.push(problemOf(candidate, 'account', candidate.account, 'userImport.reason.duplicate', { rows }));
        bad.add(candidate.row);
      }
    }
    // …and nowhere on the platform yet.
    const taken = await this.repo.takenAccounts([...byAccount.keys()]);
    const orgIds = await this.deps.organisations.idsByNames(auth.tenantId, [
      ...new Set(candidates.map((candidate) => candidate.organization)),
    ]);
    const roleIds = await this.deps.roles.idsByNames(auth.tenantId, [
      ...new Set(candidates.flatMap((candidate) => candidate.roles)),
    ]);
    const scope = await this.deps.scopes.resolve(auth);

    const good: ResolvedUser[] = [];
    for (const candidate of candidates) {
      const rowProblems: RowProblem[] = [];
      if (taken.has(candidate.account)) {
        rowProblems.push(problemOf(candidate, 'account', candidate.account, 'userImport.reason.accountTaken'));
      }
      const orgId = orgIds.get(candidate.organization);
      const orgParams = { name: candidate.organization };
      if (!orgId) {
        rowProblems.push(
          problemOf(candidate, 'organization', candidate.organization, 'userImport.reason.orgNotFound', orgParams),
        );
      } else if (scope.kind === 'limited' && !scope.orgIds.includes(orgId)) {
        rowProblems.push(
          problemOf(candidate, 'organization', candidate.organization, 'userImport.reason.orgOutsideScope', orgParams),
        );
      }
      for (const role of candidate.roles) {
        if (!roleIds.has(role)) {
          rowProblems.push(problemOf(candidate, 'role', role, 'userImport.reason.roleNotFound', { name: role }));
        }
      }
      problems.push(...rowProblems);
      if (rowProblems.length > 0 || bad.has(candidate.row)) continue;
      good.push({ ...candidate, orgId: orgId!, roleIds: candidate.roles.map((role) => roleIds.get(role)!) });
    }
    await this.repo.updateJob(auth.tenantId, jobId, { validatedRows: sheet.rows.length });
    problems.sort(
      (a, b) => a.row - b.row || USER_IMPORT_COLUMNS.indexOf(a.column) - USER_IMPORT_COLUMNS.indexOf(b.column),
    );
    return { good, problems };
  }

  /** One transaction for every row: nothing stays if any batch fails. */
  private async insert(input: JobInput, good: readonly ResolvedUser[]): Promise<number> {
    const { auth, jobId } = input;
    if (good.length === 0) return 0;
    const passwordHash = await hashPassword(await this.defaultPassword(auth.tenantId));
    this.live.set(jobId, 0);
    await this.db.tenant(auth.tenantId, async () => {
      for (let start = 0; start < good.length; start += USER_IMPORT_BATCH) {
        const batch = good.slice(start, start + USER_IMPORT_BATCH);
        const ids = await this.repo.insertUsers(
          auth.tenantId,
          batch.map((user) => ({
            account: user.account,
            name: user.name,
            nickname: user.nickname,
            birthday: user.birthday,
            gender: user.gender,
            phone: user.phone,
            email: user.email,
            jobNumber: user.jobNumber,
            orgId: user.orgId,
          })),
          { passwordHash, adminType: AdminType.USER },
        );
        await this.deps.roles.assignMany(
          auth.tenantId,
          batch
            .filter((user) => user.roleIds.length > 0)
            .map((user) => ({ userId: ids.get(user.account)!, roleIds: user.roleIds })),
        );
        this.live.set(jobId, start + batch.length);
        this.push(input, 'importing');
      }
    });
    return good.length;
  }

  private async writeReport(input: JobInput, problems: readonly RowProblem[]): Promise<string> {
    const { auth, jobId, language } = input;
    const word = (key: MessageKey, params?: MessageParams) => translate(language, key, params);
    const data = writeWorkbook([
      {
        name: word('userImport.reportSheet'),
        columns: [
          { header: word('userImport.report.row'), width: 8, value: (p: RowProblem) => p.row },
          {
            header: word('userImport.report.column'),
            width: 16,
            value: (p: RowProblem) => word(`userImport.column.${p.column}`),
          },
          { header: word('userImport.report.value'), width: 30, value: (p: RowProblem) => p.value },
          { header: word('userImport.report.reason'), width: 60, value: (p: RowProblem) => word(p.reason, p.params) },
        ],
        rows: problems,
      },
    ]);
    const file = await this.deps.files.save(auth.tenantId, {
      name: `user-import-errors-${jobId}.xlsx`,
      extension: 'xlsx',
      contentType: XLSX_CONTENT_TYPE,
      data,
      purpose: 'user-import-errors',
      createdBy: auth.userId,
    });
    return file.id;
  }

  private async finish(
    input: JobInput,
    state: UserImportState,
    values: Partial<
      Pick<UserImportJobRow, 'importedRows' | 'errorRows' | 'errorFileId' | 'messageKey' | 'messageParams'>
    >,
  ): Promise<void> {
    await this.repo.updateJob(input.auth.tenantId, input.jobId, { state, finishedAt: new Date(), ...values });
    this.push(input, state);
  }

  /** Tells the uploader's open pages (any process) that the job moved on. */
  private push(input: JobInput, state: UserImportState): void {
    this.deps.hub
      .publish({
        target: { tenantId: input.auth.tenantId, userId: input.auth.userId },
        event: 'RefreshTable',
        data: { table: 'userImport', jobId: input.jobId, state, importedRows: this.live.get(input.jobId) ?? 0 },
      })
      .catch(() => {});
  }

  private async defaultPassword(tenantId: string): Promise<string> {
    const value = (await this.deps.parameters.value(tenantId, SystemParamCodes.USER_DEFAULT_PASSWORD))?.trim() ?? '';
    return value.length >= LOGIN_PASSWORD_MIN && value.length <= LOGIN_PASSWORD_MAX
      ? value
      : DEFAULT_USER_PASSWORD_FALLBACK;
  }

  private toDto(row: UserImportJobRow, language: Language): UserImportJob {
    const total = row.totalRows;
    const good = total - row.errorRows;
    const imported = this.live.get(row.id) ?? row.importedRows;
    let percent = 100;
    if (row.state === 'validating') percent = total === 0 ? 0 : Math.floor((row.validatedRows / total) * 50);
    else if (row.state === 'importing') percent = 50 + (good === 0 ? 50 : Math.floor((imported / good) * 50));
    const params = row.messageParams ? (JSON.parse(row.messageParams) as MessageParams) : {};
    return {
      jobId: row.id,
      state: row.state as UserImportState,
      mode: row.mode as UserImportMode,
      totalRows: total,
      percent: Math.min(percent, row.state === 'succeeded' || FINISHED.includes(row.state) ? 100 : 99),
      importedRows: imported,
      errorRows: row.errorRows,
      hasErrorReport: row.errorFileId !== null,
      message: row.messageKey ? translate(language, row.messageKey as MessageKey, params) : null,
      createdAt: row.createdAt.toISOString(),
      finishedAt: row.finishedAt?.toISOString() ?? null,
    };
  }
}

interface ResolvedUser extends ImportCandidate {
  orgId: string;
  roleIds: string[];
}

function problemOf(
  candidate: ImportCandidate,
  column: RowProblem['column'],
  value: string,
  reason: MessageKey,
  params?: MessageParams,
): RowProblem {
  return { row: candidate.row, column, value, reason, ...(params ? { params } : {}) };
}

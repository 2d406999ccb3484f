import { createHash, randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  type Enterprise,
  enterprisePageQuerySchema,
  type Language,
  type PageResult,
  ResultCode,
  SOFTWARE_PLATFORM_OF,
  type Software,
  type SoftwareExtension,
  type SoftwareLatest,
  type SoftwareSyncAllResult,
  type SoftwareTenantRow,
  type SoftwareVersion,
  type SoftwareWithToken,
  type SyncState,
  type softwareAddFieldsSchema,
  type softwareHistoryPageQuerySchema,
  type softwareLatestPageQuerySchema,
  type softwareSyncTenantPageQuerySchema,
  type softwareUpdateFieldsSchema,
} from '@takt/contracts';
import type { z } from 'zod';
import type { AuthContext } from '../../platform/auth/auth-context.js';
import { AppError, conflict, invalid, notFound, unauthorized } from '../../platform/errors.js';
import { translate } from '../../platform/i18n/messages.js';
import type { FileService } from '../files/file.service.js';
import type { CopyRow, SoftwareRepository, SoftwareWithLatest, VersionRow } from './software.repository.js';
import { judgeSoftwareFile } from './software-file.js';

/** The enterprises a sync reaches (the tenants area's administration). */
export interface SoftwareEnterprises {
  page(query: z.output<typeof enterprisePageQuerySchema>): Promise<PageResult<Enterprise>>;
  detail(id: string): Promise<Enterprise>;
  findByCode(code: string): Promise<{ id: string } | undefined>;
}

export interface UploadedFile {
  filename: string;
  data: Buffer;
}

const TOKEN_PREFIX = 'sw_';

export function newSoftwareToken(): string {
  return `${TOKEN_PREFIX}${randomBytes(24).toString('base64url')}`;
}

export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Two enterprises can share a file when they keep their files in the same store. */
function storageKey(enterprise: Enterprise): string {
  const storage = enterprise.storage;
  return storage ? [storage.region, storage.bucket, storage.endpoint, storage.accessKeyId].join('|') : 'local';
}

export function downloadUrl(versionId: string): string {
  return `/api/software/download?versionId=${versionId}`;
}

function versionDto(row: VersionRow): SoftwareVersion {
  return {
    id: row.id,
    softwareId: row.softwareId,
    versionNumber: row.versionNumber,
    versionCode: row.versionCode,
    fileName: row.fileName,
    extension: row.extension as SoftwareExtension,
    size: row.size,
    sha256: row.sha256,
    remark: row.remark,
    downloadUrl: downloadUrl(row.id),
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A sync refusal: the spec's words (§8), said in the reader's language. */
class SyncRefusal extends AppError {}

/**
 * Internal apps and their versions (spec 000 §3, §5, §8). Files live in the platform's store
 * through the files area; an enterprise's copy points at the platform's version.
 */
export class SoftwareService {
  constructor(
    private readonly repo: SoftwareRepository,
    private readonly files: FileService,
    private readonly enterprises: SoftwareEnterprises,
    private readonly platformTenantId: string,
  ) {}

  async page(query: z.output<typeof softwareLatestPageQuerySchema>): Promise<PageResult<Software>> {
    const { rows, totalRows } = await this.repo.page(query);
    return { rows: await this.toDtos(rows), totalRows, pageNo: query.pageNo, pageSize: query.pageSize };
  }

  async history(query: z.output<typeof softwareHistoryPageQuerySchema>): Promise<PageResult<SoftwareVersion>> {
    await this.existing(query.softwareId);
    const { rows, totalRows } = await this.repo.history(query.softwareId, query);
    return { rows: rows.map(versionDto), totalRows, pageNo: query.pageNo, pageSize: query.pageSize };
  }

  async tokenInfo(id: string) {
    const { software } = await this.existing(id);
    return { tokenHint: software.tokenHint, tokenResetAt: software.tokenResetAt.toISOString() };
  }

  /** Refuses what `add` would refuse before the file is read (the code in use). */
  async checkNewCode(code: string): Promise<void> {
    if (await this.repo.findByCode(code)) throw conflict('software.codeTaken', { code });
  }

  async add(
    auth: AuthContext,
    fields: z.output<typeof softwareAddFieldsSchema>,
    upload: UploadedFile,
  ): Promise<SoftwareWithToken> {
    const file = judgeSoftwareFile(upload.filename, upload.data);
    await this.checkNewCode(fields.code);
    const stored = await this.store(auth, upload, file.extension);
    const token = newSoftwareToken();
    let id: string;
    try {
      id = await this.repo.insert(
        {
          code: fields.code,
          name: fields.name,
          tokenHash: tokenHash(token),
          tokenHint: token.slice(-4),
          extension: file.extension,
        },
        {
          versionNumber: fields.versionNumber,
          versionCode: fields.versionCode,
          fileId: stored.id,
          fileName: file.name,
          extension: file.extension,
          size: upload.data.length,
          sha256: file.sha256,
          remark: fields.remark,
          createdBy: auth.name,
        },
      );
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict('software.codeTaken', { code: fields.code });
      throw error;
    }
    return { ...(await this.detail(id)), token };
  }

  async update(
    auth: AuthContext,
    fields: z.output<typeof softwareUpdateFieldsSchema>,
    upload: UploadedFile,
  ): Promise<Software> {
    const file = judgeSoftwareFile(upload.filename, upload.data);
    const rules = (current: SoftwareWithLatest) => {
      const previous = current.latest;
      if (file.extension !== current.software.extension) {
        throw invalid('software.extensionChanged', { previous: current.software.extension, extension: file.extension });
      }
      if (file.name === previous.fileName) throw invalid('software.sameFileName', { name: previous.fileName });
      if (fields.versionCode <= previous.versionCode) {
        throw invalid('software.versionCodeNotHigher', { code: fields.versionCode, previous: previous.versionCode });
      }
    };
    // Judged before the file is stored, and again under the app's lock when the version is written.
    rules(await this.existing(fields.id));
    const stored = await this.store(auth, upload, file.extension);
    try {
      await this.repo.addVersion(
        fields.id,
        rules,
        {
          versionNumber: fields.versionNumber,
          versionCode: fields.versionCode,
          fileId: stored.id,
          fileName: file.name,
          extension: file.extension,
          size: upload.data.length,
          sha256: file.sha256,
          remark: fields.remark,
          createdBy: auth.name,
        },
        fields.name,
      );
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw invalid('software.versionCodeNotHigher', { code: fields.versionCode, previous: fields.versionCode });
      }
      throw error;
    }
    return this.detail(fields.id);
  }

  async detail(id: string): Promise<Software> {
    return (await this.toDtos([await this.existing(id)]))[0]!;
  }

  async delete(id: string): Promise<void> {
    if (!(await this.repo.delete(id))) throw notFound('software.notFound');
  }

  async setEnabled(id: string, enabled: boolean): Promise<Software> {
    if (!(await this.repo.update(id, { enabled }))) throw notFound('software.notFound');
    return this.detail(id);
  }

  async resetToken(id: string) {
    const token = newSoftwareToken();
    const tokenResetAt = new Date();
    const updated = await this.repo.update(id, {
      tokenHash: tokenHash(token),
      tokenHint: token.slice(-4),
      tokenResetAt,
    });
    if (!updated) throw notFound('software.notFound');
    return { id, token, tokenResetAt: tokenResetAt.toISOString() };
  }

  /** Enterprises and their copy of the app, with how each stands against the latest version. */
  async tenantPage(query: z.output<typeof softwareSyncTenantPageQuerySchema>): Promise<PageResult<SoftwareTenantRow>> {
    const current = await this.existing(query.softwareId);
    const platformStorage = storageKey(await this.enterprises.detail(this.platformTenantId));
    const enterprises = await this.enterprises.page(
      enterprisePageQuerySchema.parse({
        pageNo: query.pageNo,
        pageSize: query.pageSize,
        sortField: query.sortField,
        sortOrder: query.sortOrder,
        name: query.name,
        code: query.code,
      }),
    );
    const shown = enterprises.rows.filter((row) => !row.isPlatform);
    const copies = new Map(
      (
        await this.repo.copiesOf(
          query.softwareId,
          shown.map((row) => row.id),
        )
      ).map((copy) => [copy.tenantId, copy]),
    );
    return {
      rows: shown.map((enterprise) => {
        const copy = copies.get(enterprise.id);
        return {
          tenantId: enterprise.id,
          tenantCode: enterprise.code,
          tenantName: enterprise.name,
          enabled: enterprise.enabled,
          versionNumber: copy?.versionNumber ?? null,
          versionCode: copy?.versionCode ?? null,
          syncedAt: copy?.syncedAt.toISOString() ?? null,
          state: syncState(copy, current.latest),
          storageMatches: storageKey(enterprise) === platformStorage,
        };
      }),
      totalRows: enterprises.totalRows - (enterprises.rows.length - shown.length),
      pageNo: query.pageNo,
      pageSize: query.pageSize,
    };
  }

  async syncToTenant(id: string, tenantId: string) {
    const current = await this.syncable(id);
    const enterprise = await this.enterprises.detail(tenantId);
    const platform = await this.enterprises.detail(this.platformTenantId);
    await this.syncOne(current, enterprise, storageKey(platform));
    return {
      tenantId,
      tenantName: enterprise.name,
      versionNumber: current.latest.versionNumber,
      versionCode: current.latest.versionCode,
    };
  }

  /** Syncs every enterprise that can take the latest version; says why each other one could not. */
  async syncToAll(id: string, language: Language): Promise<SoftwareSyncAllResult> {
    const current = await this.syncable(id);
    const platformStorage = storageKey(await this.enterprises.detail(this.platformTenantId));
    const result: SoftwareSyncAllResult = { synced: 0, refused: [] };
    for (let pageNo = 1; ; pageNo++) {
      const page = await this.enterprises.page(enterprisePageQuerySchema.parse({ pageNo, pageSize: 500 }));
      for (const enterprise of page.rows) {
        if (enterprise.isPlatform) continue;
        try {
          await this.syncOne(current, enterprise, platformStorage);
          result.synced++;
        } catch (error) {
          if (!(error instanceof SyncRefusal)) throw error;
          result.refused.push({
            tenantId: enterprise.id,
            tenantName: enterprise.name,
            reason: translate(language, error.messageKey, error.params),
          });
        }
      }
      if (pageNo * 500 >= page.totalRows) break;
    }
    return result;
  }

  /**
   * What a terminal should run. With the app's token: the platform's latest version, or the
   * named enterprise's copy. With a session: the caller's enterprise's copy (the platform's
   * latest for the platform's own users).
   */
  async latest(
    caller: { token: SoftwareWithLatest } | { auth: AuthContext },
    query: { softwareCode: string; tenantCode?: string },
  ): Promise<SoftwareLatest> {
    let current: SoftwareWithLatest;
    let tenantId: string;
    if ('token' in caller) {
      current = caller.token;
      if (current.software.code !== query.softwareCode) {
        throw new AppError(ResultCode.FORBIDDEN, 'software.tokenWrongApp', { code: query.softwareCode });
      }
      if (query.tenantCode) {
        const enterprise = await this.enterprises.findByCode(query.tenantCode);
        if (!enterprise) throw notFound('software.enterpriseUnknown', { code: query.tenantCode });
        tenantId = enterprise.id;
      } else {
        tenantId = this.platformTenantId;
      }
    } else {
      const found = await this.repo.findByCode(query.softwareCode);
      if (!found) throw notFound('software.notFound');
      current = found;
      tenantId = caller.auth.tenantId;
    }
    if (!current.software.enabled) throw notFound('software.disabled', { code: current.software.code });
    const version = await this.offered(current, tenantId);
    if (!version) throw notFound('software.noVersion', { code: current.software.code });
    return {
      softwareCode: current.software.code,
      name: current.software.name,
      versionNumber: version.versionNumber,
      versionCode: version.versionCode,
      fileName: version.fileName,
      size: version.size,
      sha256: version.sha256,
      downloadUrl: downloadUrl(version.id),
      publishedAt: version.createdAt.toISOString(),
    };
  }

  /** The app whose token this is; 401 for any other text. */
  async byToken(token: string): Promise<SoftwareWithLatest> {
    const found = await this.repo.findByTokenHash(tokenHash(token));
    if (!found) throw unauthorized('software.badToken');
    return found;
  }

  /**
   * A version's file: for the app's token, any version of that app; for a session, any version
   * on the platform, or the version the caller's enterprise holds.
   */
  async openVersion(
    caller: { token: SoftwareWithLatest } | { auth: AuthContext },
    versionId: string,
  ): Promise<{ stream: Readable; size: number; version: VersionRow }> {
    const version = await this.repo.version(versionId);
    if (!version) throw notFound('file.notFound');
    if ('token' in caller) {
      if (caller.token.software.id !== version.softwareId) throw notFound('file.notFound');
      if (!caller.token.software.enabled) throw notFound('software.disabled', { code: caller.token.software.code });
    } else if (caller.auth.tenantId !== this.platformTenantId) {
      const copy = await this.repo.copy(caller.auth.tenantId, version.softwareId);
      if (copy?.versionId !== version.id) throw notFound('file.notFound');
    }
    const { stream, size } = await this.files.open(this.platformTenantId, version.fileId);
    return { stream, size, version };
  }

  private async offered(current: SoftwareWithLatest, tenantId: string): Promise<VersionRow | undefined> {
    if (tenantId === this.platformTenantId) return current.latest;
    const copy = await this.repo.copy(tenantId, current.software.id);
    return copy ? this.repo.version(copy.versionId) : undefined;
  }

  private async syncable(id: string): Promise<SoftwareWithLatest> {
    const current = await this.existing(id);
    if (!current.software.enabled) throw conflict('software.sync.disabledApp', { code: current.software.code });
    return current;
  }

  private async syncOne(current: SoftwareWithLatest, enterprise: Enterprise, platformStorage: string) {
    const latest = current.latest;
    const tenant = enterprise.name;
    if (enterprise.isPlatform) throw new SyncRefusal(ResultCode.BUSINESS, 'software.sync.platform');
    if (storageKey(enterprise) !== platformStorage)
      throw new SyncRefusal(ResultCode.BUSINESS, 'software.sync.storageDiffers', { tenant });
    await this.repo.putCopy(enterprise.id, current.software.id, latest, (copy) => {
      if (!copy) return;
      if (copy.versionCode === latest.versionCode) {
        throw new SyncRefusal(ResultCode.BUSINESS, 'software.sync.sameVersion', {
          tenant,
          version: copy.versionNumber,
        });
      }
      if (copy.versionCode > latest.versionCode) {
        throw new SyncRefusal(ResultCode.BUSINESS, 'software.sync.higherVersion', {
          tenant,
          version: copy.versionNumber,
          latest: latest.versionNumber,
        });
      }
    });
  }

  private async store(auth: AuthContext, upload: UploadedFile, extension: string) {
    return this.files.save(this.platformTenantId, {
      name: upload.filename,
      extension,
      contentType: 'application/octet-stream',
      data: upload.data,
      purpose: 'software',
      createdBy: auth.userId,
    });
  }

  private async existing(id: string): Promise<SoftwareWithLatest> {
    const found = await this.repo.find(id);
    if (!found) throw notFound('software.notFound');
    return found;
  }

  private async toDtos(rows: SoftwareWithLatest[]): Promise<Software[]> {
    const ids = rows.map((row) => row.software.id);
    const [counts, versions] = await Promise.all([this.repo.copyCounts(ids), this.repo.versionCounts(ids)]);
    return rows.map(({ software, latest }) => {
      const count = counts.get(software.id) ?? { total: 0, current: 0 };
      return {
        id: software.id,
        name: software.name,
        code: software.code,
        enabled: software.enabled,
        platform: SOFTWARE_PLATFORM_OF[software.extension as SoftwareExtension],
        tokenHint: software.tokenHint,
        tokenResetAt: software.tokenResetAt.toISOString(),
        latest: versionDto(latest),
        versionCount: versions.get(software.id) ?? 0,
        tenantCount: count.total,
        currentTenantCount: count.current,
        createdAt: software.createdAt.toISOString(),
        updatedAt: software.updatedAt.toISOString(),
      };
    });
  }
}

function syncState(copy: CopyRow | undefined, latest: VersionRow): SyncState {
  if (!copy) return 'none';
  if (copy.versionCode === latest.versionCode) return 'current';
  return copy.versionCode < latest.versionCode ? 'behind' : 'ahead';
}

function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    if ((current as { code?: string }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

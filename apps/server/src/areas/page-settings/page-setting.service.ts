import {
  DEFAULT_PAGE_SETTINGS,
  fileIdOfUrl,
  fileUrl,
  HOME_PICTURE_FIELD,
  HOME_PICTURE_MAX_BYTES,
  IMAGE_EXTENSIONS,
  isHomeMode,
  type PageSettings,
  type PageSettingsEdit,
} from '@takt/contracts';
import type { AuthContext } from '../../platform/auth/auth-context.js';
import type { Database } from '../../platform/db/database.js';
import { invalid } from '../../platform/errors.js';
import { detectImageType } from '../../platform/files/image-type.js';
import type { Upload } from '../../platform/files/upload.js';
import type { FileService } from '../files/file.service.js';
import type { PageSettingRepository, PageSettingRow } from './page-setting.repository.js';

export const HOME_PICTURE_UPLOAD = { field: HOME_PICTURE_FIELD, maxBytes: HOME_PICTURE_MAX_BYTES } as const;

function toDto(row: PageSettingRow | undefined): PageSettings {
  if (!row) return { ...DEFAULT_PAGE_SETTINGS };
  return {
    isEnableWatermark: row.isEnableWatermark,
    watermarkMode: row.watermarkMode,
    // Saved before the modes were fixed, a value of another kind reads as "not chosen".
    okMesHomeMode: isHomeMode(row.okMesHomeMode) ? row.okMesHomeMode : null,
    homePicture: row.homePicture,
    multiLanguage: row.multiLanguage,
  };
}

/** The enterprise's page settings (spec 000 §3 "Tenant settings"). */
export class PageSettingService {
  constructor(
    private readonly db: Database,
    private readonly repo: PageSettingRepository,
    private readonly files: FileService,
  ) {}

  async get(tenantId: string): Promise<PageSettings> {
    return toDto(await this.repo.find(tenantId));
  }

  /** Saves all or some settings. A home picture among them must be a URL or one of the enterprise's files. */
  edit(auth: AuthContext, changes: PageSettingsEdit): Promise<PageSettings> {
    return this.db.tenant(auth.tenantId, async () => {
      const fileId = fileIdOfUrl(changes.homePicture);
      if (fileId && !(await this.files.exists(auth.tenantId, fileId))) throw invalid('file.notFound');
      return toDto(await this.repo.save(auth.tenantId, changes, auth.userId));
    });
  }

  /**
   * Stores an uploaded picture (png or jpeg by its bytes, whatever its name says) and makes it
   * the home picture. Called outside a transaction: the file is written first.
   */
  async updateHomePicture(auth: AuthContext, upload: Upload): Promise<PageSettings> {
    const type = detectImageType(upload.data);
    if (!type) throw invalid('file.unsupportedType', { types: IMAGE_EXTENSIONS.join(', ') });
    const file = await this.files.save(auth.tenantId, {
      name: upload.filename,
      extension: type.extension,
      contentType: type.contentType,
      data: upload.data,
      purpose: 'home-picture',
      createdBy: auth.userId,
    });
    return toDto(await this.repo.save(auth.tenantId, { homePicture: fileUrl(file.id) }, auth.userId));
  }
}

import { fileUrl, Permissions, USER_PICTURE_EXTENSIONS, type UserPictureResult } from '@takt/contracts';
import type { AuthContext } from '../../platform/auth/auth-context.js';
import type { DataScopeResolver } from '../../platform/data-scope/data-scope.js';
import type { Database } from '../../platform/db/database.js';
import { forbidden, invalid, notFound } from '../../platform/errors.js';
import { detectImageType } from '../../platform/files/image-type.js';
import type { Upload } from '../../platform/files/upload.js';
import type { AccessService } from '../access/access.service.js';
import type { FileService } from '../files/file.service.js';
import type { IdentityRepository } from './identity.repository.js';
import type { UserProfileRepository } from './user-profile.repository.js';

export type UserPictureKind = 'avatar' | 'signature';

/**
 * Avatar and handwritten signature of a user (spec 000 §2, §5). The caller may change their
 * own; another user's needs `sys:user:edit` and that user inside the caller's data scope.
 */
export class UserPictureService {
  constructor(
    private readonly db: Database,
    private readonly identity: IdentityRepository,
    private readonly repo: UserProfileRepository,
    private readonly access: AccessService,
    private readonly scopes: DataScopeResolver,
    private readonly files: FileService,
  ) {}

  /**
   * Whom the upload is for: the caller, or another user the caller may edit. Runs inside the
   * request's short session transaction, before the file is read. Not found for a user of
   * another enterprise, an unknown id, or one outside the caller's data scope.
   */
  async target(auth: AuthContext, userId: string | undefined): Promise<string> {
    if (userId === undefined || userId === auth.userId) return auth.userId;
    return this.db.tenant(auth.tenantId, async () => {
      if (!(await this.access.isAllowed(auth, Permissions.sys.user.edit))) throw forbidden(Permissions.sys.user.edit);
      const user = await this.identity.findUser(auth.tenantId, userId);
      if (!user) throw notFound();
      const scope = await this.scopes.resolve(auth);
      const inScope =
        scope.kind === 'all' || (user.orgId !== null && scope.orgIds.includes(user.orgId)) || scope.ownerId === user.id;
      if (!inScope) throw notFound();
      return user.id;
    });
  }

  /** Stores the picture (png or jpeg by its bytes) and points the user at it. Call outside a transaction. */
  async save(auth: AuthContext, userId: string, kind: UserPictureKind, upload: Upload): Promise<UserPictureResult> {
    const type = detectImageType(upload.data);
    if (!type) throw invalid('file.unsupportedType', { types: USER_PICTURE_EXTENSIONS.join(', ') });
    const file = await this.files.save(auth.tenantId, {
      name: upload.filename,
      extension: type.extension,
      contentType: type.contentType,
      data: upload.data,
      purpose: kind,
      createdBy: auth.userId,
    });
    const url = fileUrl(file.id);
    const updated = await this.repo.setPictures(
      auth.tenantId,
      userId,
      kind === 'avatar' ? { avatar: url } : { signature: url },
    );
    if (!updated) throw notFound();
    return { userId, url };
  }
}

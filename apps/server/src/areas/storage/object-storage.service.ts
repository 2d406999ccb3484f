import {
  type Enterprise,
  type ObjectStorageRow,
  type objectStorageEditSchema,
  type objectStoragePageQuerySchema,
  type PageResult,
  Permissions,
} from '@takt/contracts';
import type { z } from 'zod';
import type { AuthContext } from '../../platform/auth/auth-context.js';
import { forbidden, invalid } from '../../platform/errors.js';
import type { S3Location } from '../../platform/files/s3-file-store.js';
import type { AccessService } from '../access/access.service.js';
import type { FileStores } from '../files/file-stores.js';
import type { TenantAdminService } from '../tenants/tenant-admin.service.js';

type PageQuery = z.output<typeof objectStoragePageQuerySchema>;
type EditBody = z.output<typeof objectStorageEditSchema>;

function toRow(enterprise: Enterprise): ObjectStorageRow {
  return {
    id: enterprise.id,
    name: enterprise.name,
    code: enterprise.code,
    isPlatform: enterprise.isPlatform,
    enabled: enterprise.enabled,
    kind: enterprise.storage ? 's3' : 'local',
    storage: enterprise.storage,
  };
}

/**
 * The object storage page: each enterprise's store for its new files, kept in the enterprise's
 * settings by the tenants area; connections are tried through the files area's stores.
 */
export class ObjectStorageService {
  constructor(
    private readonly enterprises: TenantAdminService,
    private readonly stores: FileStores,
    private readonly access: AccessService,
  ) {}

  async page(query: PageQuery): Promise<PageResult<ObjectStorageRow>> {
    const page = await this.enterprises.page(query);
    return { ...page, rows: page.rows.map(toRow) };
  }

  async detail(id: string): Promise<ObjectStorageRow> {
    return toRow(await this.enterprises.detail(id));
  }

  /** Sets the store; giving one to an enterprise on the local folder also needs the add permission. */
  async edit(auth: AuthContext, body: EditBody): Promise<ObjectStorageRow> {
    const current = await this.enterprises.storageOf(body.id);
    const add = Permissions.platform.objectStorage.add;
    if (!current && !(await this.access.isAllowed(auth, add))) throw forbidden(add);
    await this.location(body, current?.secretAccessKey ?? null);
    return toRow(await this.enterprises.setStorage(body.id, body.storage));
  }

  /** Back to the local folder for new files. */
  async delete(id: string): Promise<ObjectStorageRow> {
    return toRow(await this.enterprises.setStorage(id, null));
  }

  /** Puts, reads back and deletes a small object with the form's values (a blank secret: the stored one). */
  async testConnection(body: EditBody): Promise<{ bucket: string; endpoint: string | null }> {
    const stored = await this.enterprises.storageOf(body.id);
    const location = await this.location(body, stored?.secretAccessKey ?? null);
    await this.stores.test(location);
    return { bucket: location.bucket, endpoint: location.endpoint };
  }

  private async location(body: EditBody, storedSecret: string | null): Promise<S3Location> {
    const { storage } = body;
    if (!storage.accessKeyId) throw invalid('storage.keysRequired', { field: 'storage.accessKeyId' });
    const secretAccessKey = storage.secretAccessKey ?? storedSecret;
    if (!secretAccessKey) throw invalid('storage.keysRequired', { field: 'storage.secretAccessKey' });
    return {
      endpoint: storage.endpoint,
      region: storage.region,
      bucket: storage.bucket,
      pathStyle: storage.pathStyle,
      accessKeyId: storage.accessKeyId,
      secretAccessKey,
    };
  }
}

import { and, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { listConditions, selectPage } from '../../platform/db/paged-select.js';
import type { PageRequest } from '../../platform/db/paging.js';
import { fileStores, files } from './file.table.js';

export type FileRow = typeof files.$inferSelect;
export type NewFile = Omit<typeof files.$inferInsert, 'tenantId' | 'id' | 'createdAt'>;
export type FileStoreRow = typeof fileStores.$inferSelect;
export type NewFileStore = Omit<typeof fileStores.$inferInsert, 'tenantId' | 'id' | 'createdAt' | 'fingerprint'>;

/** The list's filters as the contract gives them; days are bounded in `timeZone`. */
export interface FileFilters {
  name?: string;
  extension?: string;
  repository?: string;
  createdFrom?: string;
  createdTo?: string;
}

export class FileRepository {
  constructor(private readonly db: Database) {}

  insert(tenantId: string, values: NewFile): Promise<FileRow> {
    return this.db.tenant(tenantId, async (tx) => {
      const [row] = await tx
        .insert(files)
        .values({ tenantId, ...values })
        .returning();
      return row!;
    });
  }

  /** The file; `lock` holds it for a delete. */
  findById(tenantId: string, id: string, lock?: 'update'): Promise<FileRow | undefined> {
    return this.db.tenant(tenantId, async (tx) => {
      const select = tx
        .select()
        .from(files)
        .where(and(eq(files.tenantId, tenantId), eq(files.id, id)));
      const [row] = lock ? await select.for(lock) : await select;
      return row;
    });
  }

  page(tenantId: string, query: PageRequest<string> & FileFilters, timeZone: string) {
    return this.db.tenant(tenantId, (tx) =>
      selectPage(tx, tx.select().from(files).$dynamic(), query, {
        table: files,
        where: listConditions(
          query,
          { contains: { name: files.name }, equals: { extension: files.extension, repository: files.repository } },
          eq(files.tenantId, tenantId),
          query.createdFrom ? gte(files.createdAt, startOfDay(query.createdFrom, timeZone)) : undefined,
          query.createdTo ? lt(files.createdAt, startOfDay(query.createdTo, timeZone, 1)) : undefined,
        ),
        sortable: { name: files.name, extension: files.extension, size: files.size, createdAt: files.createdAt },
        defaultOrder: sql`${files.createdAt} desc`,
        tieBreaker: files.id,
      }),
    );
  }

  delete(tenantId: string, id: string): Promise<void> {
    return this.db.tenant(tenantId, async (tx) => {
      await tx.delete(files).where(and(eq(files.tenantId, tenantId), eq(files.id, id)));
    });
  }

  /** The enterprise's store row with this fingerprint, made when it is new. */
  storeFor(tenantId: string, fingerprint: string, values: NewFileStore): Promise<FileStoreRow> {
    return this.db.tenant(tenantId, async (tx) => {
      await tx
        .insert(fileStores)
        .values({ tenantId, ...values, fingerprint })
        .onConflictDoNothing({ target: [fileStores.tenantId, fileStores.fingerprint] });
      const [row] = await tx
        .select()
        .from(fileStores)
        .where(and(eq(fileStores.tenantId, tenantId), eq(fileStores.fingerprint, fingerprint)));
      return row!;
    });
  }

  findStore(tenantId: string, id: string): Promise<FileStoreRow | undefined> {
    return this.db.tenant(tenantId, async (tx) => {
      const [row] = await tx
        .select()
        .from(fileStores)
        .where(and(eq(fileStores.tenantId, tenantId), eq(fileStores.id, id)));
      return row;
    });
  }
}

/** The first instant of `day` (`YYYY-MM-DD`, plus `addDays`) in the time zone. */
function startOfDay(day: string, timeZone: string, addDays = 0): SQL {
  return sql`((${day}::date + ${addDays}::int)::timestamp at time zone ${timeZone})`;
}

import { and, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { files } from './file.table.js';

export type FileRow = typeof files.$inferSelect;
export type NewFile = Omit<typeof files.$inferInsert, 'tenantId' | 'id' | 'createdAt'>;

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

  findById(tenantId: string, id: string): Promise<FileRow | undefined> {
    return this.db.tenant(tenantId, async (tx) => {
      const [row] = await tx
        .select()
        .from(files)
        .where(and(eq(files.tenantId, tenantId), eq(files.id, id)));
      return row;
    });
  }
}

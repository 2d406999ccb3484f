import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { listConditions, selectPage } from '../../platform/db/paged-select.js';
import type { PageRequest } from '../../platform/db/paging.js';
import { software, softwareVersions, tenantSoftware } from './software.table.js';

export type SoftwareRow = typeof software.$inferSelect;
export type VersionRow = typeof softwareVersions.$inferSelect;
export type NewVersion = Omit<typeof softwareVersions.$inferInsert, 'id' | 'softwareId' | 'createdAt'>;
export type CopyRow = typeof tenantSoftware.$inferSelect;
export interface SoftwareWithLatest {
  software: SoftwareRow;
  latest: VersionRow;
}

type LatestPage = PageRequest<'name' | 'code' | 'updatedAt' | 'createdAt'> & {
  name?: string;
  code?: string;
  enabled?: 'true' | 'false';
};

/**
 * The platform's apps and versions (platform tables, `db.system`) and the enterprises' copies
 * (`tenant_software`, read and written in the enterprise's own context, or across enterprises
 * by the platform).
 */
export class SoftwareRepository {
  constructor(private readonly db: Database) {}

  page(query: LatestPage): Promise<{ rows: SoftwareWithLatest[]; totalRows: number }> {
    return this.db.system(async (tx) => {
      const enabled = query.enabled === undefined ? undefined : eq(software.enabled, query.enabled === 'true');
      return selectPage(
        tx,
        tx
          .select({ software, latest: softwareVersions })
          .from(software)
          .innerJoin(softwareVersions, eq(softwareVersions.id, software.latestVersionId))
          .$dynamic(),
        query,
        {
          table: software,
          where: listConditions(query, { contains: { name: software.name, code: software.code } }, enabled),
          sortable: {
            name: software.name,
            code: software.code,
            updatedAt: software.updatedAt,
            createdAt: software.createdAt,
          },
          defaultOrder: desc(software.updatedAt),
          tieBreaker: software.id,
        },
      );
    });
  }

  find(id: string): Promise<SoftwareWithLatest | undefined> {
    return this.findWhere(eq(software.id, id));
  }

  findByCode(code: string): Promise<SoftwareWithLatest | undefined> {
    return this.findWhere(eq(software.code, code));
  }

  findByTokenHash(hash: string): Promise<SoftwareWithLatest | undefined> {
    return this.findWhere(eq(software.tokenHash, hash));
  }

  private findWhere(where: ReturnType<typeof eq>): Promise<SoftwareWithLatest | undefined> {
    return this.db.system(async (tx) => {
      const [row] = await tx
        .select({ software, latest: softwareVersions })
        .from(software)
        .innerJoin(softwareVersions, eq(softwareVersions.id, software.latestVersionId))
        .where(where);
      return row;
    });
  }

  version(id: string): Promise<VersionRow | undefined> {
    return this.db.system(async (tx) => {
      const [row] = await tx.select().from(softwareVersions).where(eq(softwareVersions.id, id));
      return row;
    });
  }

  history(softwareId: string, query: PageRequest<'versionCode' | 'createdAt'>) {
    return this.db.system((tx) =>
      selectPage(tx, tx.select().from(softwareVersions).$dynamic(), query, {
        table: softwareVersions,
        where: eq(softwareVersions.softwareId, softwareId),
        sortable: { versionCode: softwareVersions.versionCode, createdAt: softwareVersions.createdAt },
        defaultOrder: desc(softwareVersions.versionCode),
        tieBreaker: softwareVersions.id,
      }),
    );
  }

  /** Adds an app and its first version in one transaction. */
  insert(
    values: Pick<SoftwareRow, 'code' | 'name' | 'tokenHash' | 'tokenHint' | 'extension'>,
    version: NewVersion,
  ): Promise<string> {
    return this.db.system(async (tx) => {
      // The app row comes first (its id names the version's app), then points at its version.
      const [added] = await tx
        .insert(software)
        .values({ ...values, latestVersionId: '0' })
        .returning({ id: software.id });
      const [first] = await tx
        .insert(softwareVersions)
        .values({ ...version, softwareId: added!.id })
        .returning({ id: softwareVersions.id });
      await tx.update(software).set({ latestVersionId: first!.id }).where(eq(software.id, added!.id));
      return added!.id;
    });
  }

  /**
   * Adds a version after `check` has seen the app's row and latest version locked, so two
   * uploads of one app are judged one after the other.
   */
  addVersion(
    softwareId: string,
    check: (current: SoftwareWithLatest) => void,
    version: NewVersion,
    name: string | undefined,
  ): Promise<void> {
    return this.db.system(async (tx) => {
      const [locked] = await tx.select().from(software).where(eq(software.id, softwareId)).for('update');
      const current = locked && (await this.find(softwareId));
      if (!current) throw new Error('gone');
      check(current);
      const [added] = await tx
        .insert(softwareVersions)
        .values({ ...version, softwareId })
        .returning({ id: softwareVersions.id });
      await tx
        .update(software)
        .set({ latestVersionId: added!.id, updatedAt: new Date(), ...(name ? { name } : {}) })
        .where(eq(software.id, softwareId));
    });
  }

  async update(id: string, values: Partial<Pick<SoftwareRow, 'enabled' | 'tokenHash' | 'tokenHint' | 'tokenResetAt'>>) {
    return this.db.system(async (tx) => {
      const rows = await tx
        .update(software)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(software.id, id))
        .returning({ id: software.id });
      return rows.length > 0;
    });
  }

  /** Removes an app, its versions and every enterprise's copy. */
  delete(id: string): Promise<boolean> {
    return this.db.system(async (tx) => {
      await tx.delete(tenantSoftware).where(eq(tenantSoftware.softwareId, id));
      await tx.delete(softwareVersions).where(eq(softwareVersions.softwareId, id));
      const rows = await tx.delete(software).where(eq(software.id, id)).returning({ id: software.id });
      return rows.length > 0;
    });
  }

  versionCounts(softwareIds: string[]): Promise<Map<string, number>> {
    if (softwareIds.length === 0) return Promise.resolve(new Map());
    return this.db.system(async (tx) => {
      const rows = await tx
        .select({ softwareId: softwareVersions.softwareId, n: sql<number>`count(*)::int` })
        .from(softwareVersions)
        .where(inArray(softwareVersions.softwareId, softwareIds))
        .groupBy(softwareVersions.softwareId);
      return new Map(rows.map((row) => [row.softwareId, row.n]));
    });
  }

  /** Per app: how many enterprises hold a copy, and how many of those the latest version. */
  copyCounts(softwareIds: string[]): Promise<Map<string, { total: number; current: number }>> {
    if (softwareIds.length === 0) return Promise.resolve(new Map());
    return this.db.system(async (tx) => {
      const rows = await tx
        .select({
          softwareId: tenantSoftware.softwareId,
          total: sql<number>`count(*)::int`,
          current: sql<number>`(count(*) filter (where ${tenantSoftware.versionId} = ${software.latestVersionId}))::int`,
        })
        .from(tenantSoftware)
        .innerJoin(software, eq(software.id, tenantSoftware.softwareId))
        .where(inArray(tenantSoftware.softwareId, softwareIds))
        .groupBy(tenantSoftware.softwareId);
      return new Map(rows.map((row) => [row.softwareId, { total: row.total, current: row.current }]));
    });
  }

  /** The copies of an app held by these enterprises (the platform's view across them). */
  copiesOf(softwareId: string, tenantIds: string[]): Promise<CopyRow[]> {
    if (tenantIds.length === 0) return Promise.resolve([]);
    return this.db.system((tx) =>
      tx
        .select()
        .from(tenantSoftware)
        .where(and(eq(tenantSoftware.softwareId, softwareId), inArray(tenantSoftware.tenantId, tenantIds)))
        .orderBy(asc(tenantSoftware.tenantId)),
    );
  }

  /** An enterprise's copy of an app, read in its own context. */
  copy(tenantId: string, softwareId: string): Promise<CopyRow | undefined> {
    return this.db.tenant(tenantId, async (tx) => {
      const [row] = await tx
        .select()
        .from(tenantSoftware)
        .where(and(eq(tenantSoftware.tenantId, tenantId), eq(tenantSoftware.softwareId, softwareId)));
      return row;
    });
  }

  /** Gives an enterprise a version, in its own context, once `check` accepts its current copy. */
  putCopy(
    tenantId: string,
    softwareId: string,
    version: Pick<VersionRow, 'id' | 'versionNumber' | 'versionCode'>,
    check: (current: CopyRow | undefined) => void,
  ): Promise<void> {
    return this.db.tenant(tenantId, async (tx) => {
      const [current] = await tx
        .select()
        .from(tenantSoftware)
        .where(and(eq(tenantSoftware.tenantId, tenantId), eq(tenantSoftware.softwareId, softwareId)))
        .for('update');
      check(current);
      const values = {
        versionId: version.id,
        versionNumber: version.versionNumber,
        versionCode: version.versionCode,
        syncedAt: new Date(),
      };
      await tx
        .insert(tenantSoftware)
        .values({ tenantId, softwareId, ...values })
        .onConflictDoUpdate({ target: [tenantSoftware.tenantId, tenantSoftware.softwareId], set: values });
    });
  }
}

import type { AndonAuthorization, AndonAuthorizationInput, andonAuthorizationPageQuerySchema } from '@takt/contracts';
import { and, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Database } from '../../platform/db/database.js';
import { selectPage } from '../../platform/db/paged-select.js';
import { notFound } from '../../platform/errors.js';
import type { ReferenceRegistry } from '../../platform/references/reference-registry.js';
import { timesDto } from '../../platform/resources/resource.service.js';
import { andonAuthorizations } from './andon.table.js';
import { type AndonPeople, assertPeopleExist } from './andon-config.people.js';

type Row = typeof andonAuthorizations.$inferSelect;
type PageQuery = z.output<typeof andonAuthorizationPageQuerySchema>;

const t = andonAuthorizations;
/** The list names this id, or names none (then it means every one). */
const covers = (column: AnyPgColumn, id: string | undefined): SQL | undefined =>
  id === undefined ? undefined : or(sql`${column} = '[]'::jsonb`, sql`${column} @> ${JSON.stringify([id])}::jsonb`);

/**
 * Response authorisation (spec 001 §6, per user and per workstation): one row per user naming
 * the items and workstations they may respond to, an empty list meaning all. Saving a user's
 * authorisation replaces the one they had.
 */
export class AndonAuthorizationService {
  constructor(
    private readonly db: Database,
    private readonly references: ReferenceRegistry,
    private readonly people: AndonPeople,
  ) {}

  page(tenantId: string, query: PageQuery) {
    return this.db.tenant(tenantId, async (tx) => {
      const where = and(
        eq(t.tenantId, tenantId),
        query.userId ? eq(t.userId, query.userId) : undefined,
        covers(t.itemIds, query.itemId),
        covers(t.stationIds, query.stationId),
      );
      const { rows, totalRows } = await selectPage(tx, tx.select().from(t).$dynamic(), query, {
        table: t,
        where,
        sortable: { createdAt: t.createdAt, updatedAt: t.updatedAt },
        defaultOrder: desc(t.updatedAt),
        tieBreaker: t.id,
      });
      return { rows: await this.toDtos(tenantId, rows), totalRows, pageNo: query.pageNo, pageSize: query.pageSize };
    });
  }

  save(tenantId: string, input: AndonAuthorizationInput): Promise<AndonAuthorization> {
    return this.db.tenant(tenantId, async (tx) => {
      await assertPeopleExist(this.people, tenantId, {
        userIds: [input.userId],
        roleIds: [],
        usersField: 'userId',
        rolesField: 'userId',
      });
      const itemIds = [...new Set(input.itemIds)];
      const stationIds = [...new Set(input.stationIds)];
      await this.references.resolve(tenantId, 'andonItem', itemIds, 'itemIds');
      await this.references.resolve(tenantId, 'station', stationIds, 'stationIds');
      const values = { itemIds, stationIds, remark: input.remark || null, updatedAt: new Date() };
      const [row] = await tx
        .insert(t)
        .values({ tenantId, userId: input.userId, ...values })
        .onConflictDoUpdate({ target: [t.tenantId, t.userId], set: values })
        .returning();
      const [dto] = await this.toDtos(tenantId, [row!]);
      return dto!;
    });
  }

  delete(tenantId: string, id: string): Promise<void> {
    return this.db.tenant(tenantId, async (tx) => {
      const gone = await tx
        .delete(t)
        .where(and(eq(t.tenantId, tenantId), eq(t.id, id)))
        .returning({ id: t.id });
      if (gone.length === 0) throw notFound();
    });
  }

  private async toDtos(tenantId: string, rows: Row[]): Promise<AndonAuthorization[]> {
    const refs = async (kind: 'andonItem' | 'station', ids: string[]) => {
      const unique = [...new Set(ids)];
      if (unique.length === 0) return new Map();
      const found = await this.references.options(tenantId, { kind, ids: unique, limit: unique.length });
      return new Map(found.map((ref) => [ref.id, ref]));
    };
    const [users, items, stations] = await Promise.all([
      this.people.userNames(
        tenantId,
        rows.map((row) => row.userId),
      ),
      refs(
        'andonItem',
        rows.flatMap((row) => row.itemIds),
      ),
      refs(
        'station',
        rows.flatMap((row) => row.stationIds),
      ),
    ]);
    return rows.map((row) => ({
      id: row.id,
      userId: row.userId,
      userName: users.get(row.userId) ?? row.userId,
      itemIds: row.itemIds,
      items: row.itemIds.flatMap((id) => items.get(id) ?? []),
      stationIds: row.stationIds,
      stations: row.stationIds.flatMap((id) => stations.get(id) ?? []),
      remark: row.remark,
      ...timesDto(row),
    }));
  }
}

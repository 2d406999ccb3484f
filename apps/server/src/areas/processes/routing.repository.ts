import type { routingPageQuerySchema } from '@takt/contracts';
import { and, asc, count, eq, exists, inArray, max, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../platform/db/database.js';
import { listConditions, selectPage } from '../../platform/db/paged-select.js';
import { CodedLookups } from '../../platform/references/coded-lookups.js';
import { processes, routingSteps, routings, routingVersions } from './processes.table.js';

export type RoutingRow = typeof routings.$inferSelect;
export type RoutingVersionRow = typeof routingVersions.$inferSelect;
export type RoutingWritable = Pick<RoutingRow, 'code' | 'name' | 'description'>;
export interface StepWritable {
  processId: string;
  repair: boolean;
  returnToStepNo: number | null;
}
/** A step with its process's code, name and type. */
export interface StepView extends StepWritable {
  versionId: string;
  stepNo: number;
  processCode: string;
  processName: string;
  processType: string;
}
type PageQuery = z.output<typeof routingPageQuerySchema>;

export class RoutingRepository {
  /** Lookups of the registry (provider, usage finders). */
  readonly lookups: CodedLookups<typeof routings>;

  constructor(private readonly db: Database) {
    this.lookups = new CodedLookups(db, routings);
  }

  page(tenantId: string, query: PageQuery): Promise<{ rows: RoutingRow[]; totalRows: number }> {
    return this.db.tenant(tenantId, async (tx) => {
      const usingProcess = query.processId
        ? exists(
            tx
              .select({ one: sql`1` })
              .from(routingVersions)
              .innerJoin(
                routingSteps,
                and(
                  eq(routingSteps.tenantId, routingVersions.tenantId),
                  eq(routingSteps.versionId, routingVersions.id),
                ),
              )
              .where(
                and(
                  eq(routingVersions.tenantId, routings.tenantId),
                  eq(routingVersions.routingId, routings.id),
                  eq(routingVersions.versionNo, routings.currentVersionNo),
                  eq(routingSteps.processId, query.processId),
                ),
              ),
          )
        : undefined;
      return selectPage(tx, tx.select().from(routings).$dynamic(), query, {
        table: routings,
        where: listConditions(
          query,
          { contains: { code: routings.code, name: routings.name } },
          eq(routings.tenantId, tenantId),
          usingProcess,
        ),
        sortable: {
          code: routings.code,
          name: routings.name,
          createdAt: routings.createdAt,
          updatedAt: routings.updatedAt,
        },
        defaultOrder: asc(routings.code),
        tieBreaker: routings.id,
      });
    });
  }

  /** With `forUpdate`, the row is locked until the transaction ends (edits of one routing queue up). */
  findById(tenantId: string, id: string, forUpdate = false): Promise<RoutingRow | undefined> {
    return this.db.tenant(tenantId, async (tx) => {
      const query = tx
        .select()
        .from(routings)
        .where(and(eq(routings.tenantId, tenantId), eq(routings.id, id)));
      const [row] = await (forUpdate ? query.for('update') : query);
      return row;
    });
  }

  findByCode(tenantId: string, code: string): Promise<RoutingRow | undefined> {
    return this.db.tenant(tenantId, async (tx) => {
      const [row] = await tx
        .select()
        .from(routings)
        .where(and(eq(routings.tenantId, tenantId), eq(routings.code, code)));
      return row;
    });
  }

  /** Routings with a step of this process in any of their versions (old versions stay readable). */
  usingProcess(tenantId: string, processId: string, limit: number): Promise<RoutingRow[]> {
    return this.db.tenant(tenantId, (tx) =>
      tx
        .select()
        .from(routings)
        .where(
          and(
            eq(routings.tenantId, tenantId),
            exists(
              tx
                .select({ one: sql`1` })
                .from(routingVersions)
                .innerJoin(
                  routingSteps,
                  and(
                    eq(routingSteps.tenantId, routingVersions.tenantId),
                    eq(routingSteps.versionId, routingVersions.id),
                  ),
                )
                .where(
                  and(
                    eq(routingVersions.tenantId, routings.tenantId),
                    eq(routingVersions.routingId, routings.id),
                    eq(routingSteps.processId, processId),
                  ),
                ),
            ),
          ),
        )
        .orderBy(asc(routings.code))
        .limit(limit),
    );
  }

  /** Routings whose current version has this process as a repair step. */
  repairingWith(tenantId: string, processId: string, limit: number): Promise<RoutingRow[]> {
    return this.db.tenant(tenantId, (tx) =>
      tx
        .select({ routing: routings })
        .from(routings)
        .innerJoin(
          routingVersions,
          and(
            eq(routingVersions.tenantId, routings.tenantId),
            eq(routingVersions.routingId, routings.id),
            eq(routingVersions.versionNo, routings.currentVersionNo),
          ),
        )
        .innerJoin(
          routingSteps,
          and(eq(routingSteps.tenantId, routingVersions.tenantId), eq(routingSteps.versionId, routingVersions.id)),
        )
        .where(
          and(eq(routings.tenantId, tenantId), eq(routingSteps.processId, processId), eq(routingSteps.repair, true)),
        )
        .orderBy(asc(routings.code))
        .limit(limit)
        .then((rows) => rows.map((row) => row.routing)),
    );
  }

  insert(tenantId: string, values: RoutingWritable): Promise<RoutingRow> {
    return this.db.tenant(tenantId, async (tx) => {
      const [row] = await tx
        .insert(routings)
        .values({ tenantId, ...values, currentVersionNo: 1 })
        .returning();
      return row!;
    });
  }

  update(tenantId: string, id: string, values: Partial<RoutingWritable & { currentVersionNo: number }>) {
    return this.db.tenant(tenantId, async (tx) => {
      const [row] = await tx
        .update(routings)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(routings.tenantId, tenantId), eq(routings.id, id)))
        .returning();
      return row;
    });
  }

  delete(tenantId: string, id: string): Promise<boolean> {
    return this.db.tenant(tenantId, async (tx) => {
      const rows = await tx
        .delete(routings)
        .where(and(eq(routings.tenantId, tenantId), eq(routings.id, id)))
        .returning({ id: routings.id });
      return rows.length > 0;
    });
  }

  /** The versions of a routing, oldest first, with their step counts. */
  versions(tenantId: string, routingId: string) {
    return this.db.tenant(tenantId, (tx) =>
      tx
        .select({
          id: routingVersions.id,
          versionNo: routingVersions.versionNo,
          createdAt: routingVersions.createdAt,
          stepCount: count(routingSteps.id),
        })
        .from(routingVersions)
        .leftJoin(
          routingSteps,
          and(eq(routingSteps.tenantId, routingVersions.tenantId), eq(routingSteps.versionId, routingVersions.id)),
        )
        .where(and(eq(routingVersions.tenantId, tenantId), eq(routingVersions.routingId, routingId)))
        .groupBy(routingVersions.id, routingVersions.versionNo, routingVersions.createdAt)
        .orderBy(asc(routingVersions.versionNo)),
    );
  }

  /** The version of each routing whose number is its current one. */
  currentVersions(tenantId: string, rows: readonly RoutingRow[]): Promise<RoutingVersionRow[]> {
    if (rows.length === 0) return Promise.resolve([]);
    return this.db.tenant(tenantId, (tx) =>
      tx
        .select({ version: routingVersions })
        .from(routingVersions)
        .innerJoin(
          routings,
          and(
            eq(routings.tenantId, routingVersions.tenantId),
            eq(routings.id, routingVersions.routingId),
            eq(routings.currentVersionNo, routingVersions.versionNo),
          ),
        )
        .where(
          and(
            eq(routingVersions.tenantId, tenantId),
            inArray(
              routingVersions.routingId,
              rows.map((row) => row.id),
            ),
          ),
        )
        .then((found) => found.map((item) => item.version)),
    );
  }

  findVersion(tenantId: string, routingId: string, versionNo: number): Promise<RoutingVersionRow | undefined> {
    return this.db.tenant(tenantId, async (tx) => {
      const [row] = await tx
        .select()
        .from(routingVersions)
        .where(
          and(
            eq(routingVersions.tenantId, tenantId),
            eq(routingVersions.routingId, routingId),
            eq(routingVersions.versionNo, versionNo),
          ),
        );
      return row;
    });
  }

  allVersions(tenantId: string, routingId: string): Promise<RoutingVersionRow[]> {
    return this.db.tenant(tenantId, (tx) =>
      tx
        .select()
        .from(routingVersions)
        .where(and(eq(routingVersions.tenantId, tenantId), eq(routingVersions.routingId, routingId)))
        .orderBy(asc(routingVersions.versionNo)),
    );
  }

  lastVersionNo(tenantId: string, routingId: string): Promise<number> {
    return this.db.tenant(tenantId, async (tx) => {
      const [row] = await tx
        .select({ n: max(routingVersions.versionNo) })
        .from(routingVersions)
        .where(and(eq(routingVersions.tenantId, tenantId), eq(routingVersions.routingId, routingId)));
      return Number(row?.n ?? 0);
    });
  }

  insertVersion(tenantId: string, routingId: string, versionNo: number): Promise<RoutingVersionRow> {
    return this.db.tenant(tenantId, async (tx) => {
      const [row] = await tx.insert(routingVersions).values({ tenantId, routingId, versionNo }).returning();
      return row!;
    });
  }

  /** Replaces the steps of a version with these (numbered 1, 2, … in order). */
  replaceSteps(tenantId: string, versionId: string, steps: readonly StepWritable[]): Promise<void> {
    return this.db.tenant(tenantId, async (tx) => {
      await tx
        .delete(routingSteps)
        .where(and(eq(routingSteps.tenantId, tenantId), eq(routingSteps.versionId, versionId)));
      if (steps.length === 0) return;
      await tx.insert(routingSteps).values(
        steps.map((step, index) => ({
          tenantId,
          versionId,
          stepNo: index + 1,
          processId: step.processId,
          repair: step.repair,
          returnToStepNo: step.returnToStepNo,
        })),
      );
    });
  }

  /** The processes of a routing's steps, locked FOR KEY SHARE until the transaction ends (not deleted under the save). */
  stepProcesses(tenantId: string, processIds: readonly string[]): Promise<(typeof processes.$inferSelect)[]> {
    if (processIds.length === 0) return Promise.resolve([]);
    return this.db.tenant(tenantId, (tx) =>
      tx
        .select()
        .from(processes)
        .where(and(eq(processes.tenantId, tenantId), inArray(processes.id, [...processIds])))
        .for('key share'),
    );
  }

  /** The steps of these versions in order, with their processes. */
  steps(tenantId: string, versionIds: readonly string[]): Promise<StepView[]> {
    if (versionIds.length === 0) return Promise.resolve([]);
    return this.db.tenant(tenantId, (tx) =>
      tx
        .select({
          versionId: routingSteps.versionId,
          stepNo: routingSteps.stepNo,
          processId: routingSteps.processId,
          repair: routingSteps.repair,
          returnToStepNo: routingSteps.returnToStepNo,
          processCode: processes.code,
          processName: processes.name,
          processType: processes.type,
        })
        .from(routingSteps)
        .innerJoin(
          processes,
          and(eq(processes.tenantId, routingSteps.tenantId), eq(processes.id, routingSteps.processId)),
        )
        .where(and(eq(routingSteps.tenantId, tenantId), inArray(routingSteps.versionId, [...versionIds])))
        .orderBy(asc(routingSteps.versionId), asc(routingSteps.stepNo)),
    );
  }
}

import type { processFilterSchema, processPageQuerySchema } from '@takt/contracts';
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Database } from '../../platform/db/database.js';
import { listConditions, selectPage } from '../../platform/db/paged-select.js';
import { CodedLookups } from '../../platform/references/coded-lookups.js';
import { processes } from './processes.table.js';

export type ProcessRow = typeof processes.$inferSelect;
export type ProcessWritable = Pick<
  ProcessRow,
  'code' | 'name' | 'type' | 'counting' | 'completion' | 'mandatoryScan' | 'returnProcessId' | 'remark'
>;
/** A process with the code and name of its return process. */
export type ProcessView = ProcessRow & { returnProcessCode: string | null; returnProcessName: string | null };
type Filter = z.output<typeof processFilterSchema>;
type PageQuery = z.output<typeof processPageQuerySchema>;

const back = alias(processes, 'return_process');

export class ProcessRepository {
  /** Lookups of the registry (provider, usage finders). */
  readonly lookups: CodedLookups<typeof processes>;

  constructor(private readonly db: Database) {
    this.lookups = new CodedLookups(db, processes);
  }

  private filters(tenantId: string, query: Filter): SQL | undefined {
    return listConditions(
      query,
      {
        contains: { code: processes.code, name: processes.name },
        equals: {
          type: processes.type,
          counting: processes.counting,
          completion: processes.completion,
          mandatoryScan: processes.mandatoryScan,
        },
      },
      eq(processes.tenantId, tenantId),
    );
  }

  private selectView() {
    return {
      row: processes,
      returnProcessCode: back.code,
      returnProcessName: back.name,
    };
  }

  private static view(result: { row: ProcessRow; returnProcessCode: string | null; returnProcessName: string | null }) {
    return { ...result.row, returnProcessCode: result.returnProcessCode, returnProcessName: result.returnProcessName };
  }

  page(tenantId: string, query: PageQuery): Promise<{ rows: ProcessView[]; totalRows: number }> {
    return this.db.tenant(tenantId, async (tx) => {
      const { rows, totalRows } = await selectPage(
        tx,
        tx
          .select(this.selectView())
          .from(processes)
          .leftJoin(back, and(eq(back.tenantId, processes.tenantId), eq(back.id, processes.returnProcessId)))
          .$dynamic(),
        query,
        {
          table: processes,
          where: this.filters(tenantId, query),
          sortable: {
            code: processes.code,
            name: processes.name,
            type: processes.type,
            createdAt: processes.createdAt,
            updatedAt: processes.updatedAt,
          },
          defaultOrder: asc(processes.code),
          tieBreaker: processes.id,
        },
      );
      return { rows: rows.map(ProcessRepository.view), totalRows };
    });
  }

  /** Every process matching the filter, by code (exports, the editor's palette). */
  list(tenantId: string, query: Filter = {}): Promise<ProcessView[]> {
    return this.db.tenant(tenantId, async (tx) => {
      const rows = await tx
        .select(this.selectView())
        .from(processes)
        .leftJoin(back, and(eq(back.tenantId, processes.tenantId), eq(back.id, processes.returnProcessId)))
        .where(this.filters(tenantId, query))
        .orderBy(asc(processes.code), asc(processes.id));
      return rows.map(ProcessRepository.view);
    });
  }

  findView(tenantId: string, id: string): Promise<ProcessView | undefined> {
    return this.db.tenant(tenantId, async (tx) => {
      const [row] = await tx
        .select(this.selectView())
        .from(processes)
        .leftJoin(back, and(eq(back.tenantId, processes.tenantId), eq(back.id, processes.returnProcessId)))
        .where(and(eq(processes.tenantId, tenantId), eq(processes.id, id)));
      return row && ProcessRepository.view(row);
    });
  }

  findByCode(tenantId: string, code: string): Promise<ProcessRow | undefined> {
    return this.db.tenant(tenantId, async (tx) => {
      const [row] = await tx
        .select()
        .from(processes)
        .where(and(eq(processes.tenantId, tenantId), eq(processes.code, code)));
      return row;
    });
  }

  /** The processes with these ids; with `lock`, locked FOR KEY SHARE until the transaction ends. */
  byIds(tenantId: string, ids: readonly string[], lock = false): Promise<ProcessRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db.tenant(tenantId, (tx) => {
      const query = tx
        .select()
        .from(processes)
        .where(and(eq(processes.tenantId, tenantId), inArray(processes.id, [...ids])));
      return lock ? query.for('key share') : query;
    });
  }

  insert(tenantId: string, values: ProcessWritable): Promise<ProcessRow> {
    return this.db.tenant(tenantId, async (tx) => {
      const [row] = await tx
        .insert(processes)
        .values({ tenantId, ...values })
        .returning();
      return row!;
    });
  }

  update(tenantId: string, id: string, values: ProcessWritable): Promise<ProcessRow | undefined> {
    return this.db.tenant(tenantId, async (tx) => {
      const [row] = await tx
        .update(processes)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(processes.tenantId, tenantId), eq(processes.id, id)))
        .returning();
      return row;
    });
  }

  delete(tenantId: string, id: string): Promise<boolean> {
    return this.db.tenant(tenantId, async (tx) => {
      const rows = await tx
        .delete(processes)
        .where(and(eq(processes.tenantId, tenantId), eq(processes.id, id)))
        .returning({ id: processes.id });
      return rows.length > 0;
    });
  }
}

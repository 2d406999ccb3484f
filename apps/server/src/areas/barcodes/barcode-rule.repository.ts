import type { barcodeBatchPageQuerySchema } from '@takt/contracts';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../platform/db/database.js';
import { listConditions, selectPage } from '../../platform/db/paged-select.js';
import { barcodeBatches, barcodeCodes, barcodeCounters, barcodeRules } from './barcodes.table.js';

export type BarcodeRuleRow = typeof barcodeRules.$inferSelect;
export type BarcodeBatchRow = typeof barcodeBatches.$inferSelect;
type BatchPageQuery = z.output<typeof barcodeBatchPageQuerySchema>;

const CODE_INSERT_CHUNK = 1000;

export class BarcodeRuleRepository {
  constructor(private readonly db: Database) {}

  /** The rule a preview or a generation makes codes by; `lock` keeps it from being deleted meanwhile. */
  findById(tenantId: string, id: string, lock = false): Promise<BarcodeRuleRow | undefined> {
    return this.db.tenant(tenantId, async (tx) => {
      const query = tx
        .select()
        .from(barcodeRules)
        .where(and(eq(barcodeRules.tenantId, tenantId), eq(barcodeRules.id, id)));
      const [row] = lock ? await query.for('key share') : await query;
      return row;
    });
  }

  /** Codes issued under the rule (0 when none). */
  issuedCount(tenantId: string, ruleId: string): Promise<number> {
    return this.db.tenant(tenantId, async (tx) => {
      const [row] = await tx
        .select({ n: sql<string>`coalesce(sum(${barcodeBatches.count}), 0)` })
        .from(barcodeBatches)
        .where(and(eq(barcodeBatches.tenantId, tenantId), eq(barcodeBatches.ruleId, ruleId)));
      return Number(row?.n ?? 0);
    });
  }

  /** The last count issued in a period (0 when none), without taking anything. */
  counterValue(tenantId: string, ruleId: string, periodKey: string): Promise<number> {
    return this.db.tenant(tenantId, async (tx) => {
      const [row] = await tx
        .select({ value: barcodeCounters.value })
        .from(barcodeCounters)
        .where(
          and(
            eq(barcodeCounters.tenantId, tenantId),
            eq(barcodeCounters.ruleId, ruleId),
            eq(barcodeCounters.periodKey, periodKey),
          ),
        );
      return row?.value ?? 0;
    });
  }

  /**
   * Takes the next `count` counts of a period in one statement: the upsert locks the counter
   * row until the transaction ends, so concurrent takers queue and each gets the range right
   * after the previous one; a rollback returns the range. Returns the last count taken.
   */
  takeCounts(tenantId: string, ruleId: string, periodKey: string, count: number): Promise<number> {
    return this.db.tenant(tenantId, async (tx) => {
      const [row] = await tx
        .insert(barcodeCounters)
        .values({ tenantId, ruleId, periodKey, value: count })
        .onConflictDoUpdate({
          target: [barcodeCounters.tenantId, barcodeCounters.ruleId, barcodeCounters.periodKey],
          set: { value: sql.raw('"barcode_counters"."value" + excluded."value"'), updatedAt: new Date() },
        })
        .returning({ value: barcodeCounters.value });
      return Number(row!.value);
    });
  }

  insertBatch(
    tenantId: string,
    values: Omit<BarcodeBatchRow, 'tenantId' | 'id' | 'createdAt'>,
  ): Promise<BarcodeBatchRow> {
    return this.db.tenant(tenantId, async (tx) => {
      const [row] = await tx
        .insert(barcodeBatches)
        .values({ tenantId, ...values })
        .returning();
      return row!;
    });
  }

  /** Records the codes of a batch; returns the first code that was issued before (none inserted then matters: the caller rolls back). */
  insertCodes(tenantId: string, batchId: string, codes: readonly string[]): Promise<string | null> {
    return this.db.tenant(tenantId, async (tx) => {
      for (let start = 0; start < codes.length; start += CODE_INSERT_CHUNK) {
        const chunk = codes.slice(start, start + CODE_INSERT_CHUNK);
        const inserted = await tx
          .insert(barcodeCodes)
          .values(chunk.map((code, index) => ({ tenantId, code, batchId, seq: start + index })))
          .onConflictDoNothing()
          .returning({ code: barcodeCodes.code });
        if (inserted.length < chunk.length) {
          const fresh = new Set(inserted.map((row) => row.code));
          return chunk.find((code) => !fresh.has(code)) ?? chunk[0]!;
        }
      }
      return null;
    });
  }

  batchPage(tenantId: string, query: BatchPageQuery) {
    return this.db.tenant(tenantId, async (tx) => {
      const holding = query.code
        ? inArray(
            barcodeBatches.id,
            tx
              .select({ batchId: barcodeCodes.batchId })
              .from(barcodeCodes)
              .where(and(eq(barcodeCodes.tenantId, tenantId), eq(barcodeCodes.code, query.code))),
          )
        : undefined;
      return selectPage(
        tx,
        tx
          .select({ batch: barcodeBatches, ruleCode: barcodeRules.code, ruleName: barcodeRules.name })
          .from(barcodeBatches)
          .innerJoin(
            barcodeRules,
            and(eq(barcodeRules.tenantId, barcodeBatches.tenantId), eq(barcodeRules.id, barcodeBatches.ruleId)),
          )
          .$dynamic(),
        query,
        {
          table: barcodeBatches,
          where: listConditions(
            query,
            {
              contains: { productCode: barcodeBatches.productCode, orderNumber: barcodeBatches.orderNumber },
              equals: { ruleId: barcodeBatches.ruleId },
            },
            eq(barcodeBatches.tenantId, tenantId),
            holding,
          ),
          sortable: { createdAt: barcodeBatches.createdAt, count: barcodeBatches.count },
          defaultOrder: desc(barcodeBatches.createdAt),
          tieBreaker: barcodeBatches.id,
        },
      );
    });
  }

  findBatch(tenantId: string, id: string) {
    return this.db.tenant(tenantId, async (tx) => {
      const [row] = await tx
        .select({ batch: barcodeBatches, ruleCode: barcodeRules.code, ruleName: barcodeRules.name })
        .from(barcodeBatches)
        .innerJoin(
          barcodeRules,
          and(eq(barcodeRules.tenantId, barcodeBatches.tenantId), eq(barcodeRules.id, barcodeBatches.ruleId)),
        )
        .where(and(eq(barcodeBatches.tenantId, tenantId), eq(barcodeBatches.id, id)));
      return row;
    });
  }

  batchCodes(tenantId: string, batchId: string): Promise<string[]> {
    return this.db.tenant(tenantId, async (tx) => {
      const rows = await tx
        .select({ code: barcodeCodes.code })
        .from(barcodeCodes)
        .where(and(eq(barcodeCodes.tenantId, tenantId), eq(barcodeCodes.batchId, batchId)))
        .orderBy(asc(barcodeCodes.seq));
      return rows.map((row) => row.code);
    });
  }

  findCode(tenantId: string, code: string) {
    return this.db.tenant(tenantId, async (tx) => {
      const [row] = await tx
        .select({
          batchId: barcodeCodes.batchId,
          ruleId: barcodeBatches.ruleId,
          ruleCode: barcodeRules.code,
          createdAt: barcodeBatches.createdAt,
        })
        .from(barcodeCodes)
        .innerJoin(
          barcodeBatches,
          and(eq(barcodeBatches.tenantId, barcodeCodes.tenantId), eq(barcodeBatches.id, barcodeCodes.batchId)),
        )
        .innerJoin(
          barcodeRules,
          and(eq(barcodeRules.tenantId, barcodeBatches.tenantId), eq(barcodeRules.id, barcodeBatches.ruleId)),
        )
        .where(and(eq(barcodeCodes.tenantId, tenantId), eq(barcodeCodes.code, code)));
      return row;
    });
  }
}

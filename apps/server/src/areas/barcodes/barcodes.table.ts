import type { BarcodeElement } from '@takt/contracts';
import {
  bigint,
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { bigintString, createdAt, idColumn, tenantIdColumn, updatedAt } from '../../platform/db/columns.js';

/** Barcode rules, serial schemes and gap-free serial generation: every table of the area. */

/** Spec 001 §3 "Barcode rule" (the element list is one JSON document, validated by the contracts). */
export const barcodeRules = pgTable(
  'barcode_rules',
  {
    tenantId: tenantIdColumn(),
    id: idColumn(),
    code: varchar('code', { length: 50 }).notNull(),
    name: varchar('name', { length: 50 }).notNull(),
    prefix: varchar('prefix', { length: 50 }).notNull().default(''),
    length: integer('length').notNull(),
    stackingMode: varchar('stacking_mode', { length: 16 }).notNull(),
    separator: varchar('separator', { length: 1 }).notNull().default(''),
    gs1: boolean('gs1').notNull().default(false),
    checkDigit: boolean('check_digit').notNull().default(false),
    serialStart: integer('serial_start').notNull().default(1),
    serialStep: integer('serial_step').notNull().default(1),
    elements: jsonb('elements').$type<BarcodeElement[]>().notNull(),
    remark: varchar('remark', { length: 200 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] }), uniqueIndex('barcode_rules_tenant_code').on(t.tenantId, t.code)],
);

/**
 * The production count of a rule per reset period and key (`T`, `Y2026`, `M2026-11`,
 * `D2026-11-23`, plus `|P=<product>` / `|O=<order>`): `value` is the last count issued. One
 * `INSERT … ON CONFLICT DO UPDATE … RETURNING` per generation takes the next range under the
 * row's lock, so concurrent generations (any server process) queue on it: no repeats, no gaps.
 */
export const barcodeCounters = pgTable(
  'barcode_counters',
  {
    tenantId: tenantIdColumn(),
    ruleId: bigintString('rule_id').notNull(),
    periodKey: varchar('period_key', { length: 160 }).notNull(),
    value: bigint('value', { mode: 'number' }).notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.ruleId, t.periodKey] }),
    foreignKey({
      name: 'barcode_counters_rule_fk',
      columns: [t.tenantId, t.ruleId],
      foreignColumns: [barcodeRules.tenantId, barcodeRules.id],
    }).onDelete('cascade'),
  ],
);

/** One generation: rule, counts, first/last code, inputs, who and when. */
export const barcodeBatches = pgTable(
  'barcode_batches',
  {
    tenantId: tenantIdColumn(),
    id: idColumn(),
    ruleId: bigintString('rule_id').notNull(),
    periodKey: varchar('period_key', { length: 160 }).notNull(),
    count: integer('count').notNull(),
    firstCount: bigint('first_count', { mode: 'number' }).notNull(),
    lastCount: bigint('last_count', { mode: 'number' }).notNull(),
    firstCode: varchar('first_code', { length: 200 }).notNull(),
    lastCode: varchar('last_code', { length: 200 }).notNull(),
    productCode: varchar('product_code', { length: 50 }),
    orderNumber: varchar('order_number', { length: 50 }),
    text: varchar('text', { length: 50 }),
    createdBy: bigintString('created_by').notNull(),
    createdByName: varchar('created_by_name', { length: 100 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('barcode_batches_tenant_rule').on(t.tenantId, t.ruleId, t.createdAt),
    index('barcode_batches_tenant_created').on(t.tenantId, t.createdAt),
    foreignKey({
      name: 'barcode_batches_rule_fk',
      columns: [t.tenantId, t.ruleId],
      foreignColumns: [barcodeRules.tenantId, barcodeRules.id],
    }),
  ],
);

/** Every issued code, unique in the enterprise (a scanned code can be checked against it). */
export const barcodeCodes = pgTable(
  'barcode_codes',
  {
    tenantId: tenantIdColumn(),
    code: varchar('code', { length: 200 }).notNull(),
    batchId: bigintString('batch_id').notNull(),
    /** Position in its batch, from 0. */
    seq: integer('seq').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.code] }),
    index('barcode_codes_tenant_batch').on(t.tenantId, t.batchId, t.seq),
    foreignKey({
      name: 'barcode_codes_batch_fk',
      columns: [t.tenantId, t.batchId],
      foreignColumns: [barcodeBatches.tenantId, barcodeBatches.id],
    }),
  ],
);

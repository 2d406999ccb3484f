import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { bigintString, createdAt, idColumn, tenantIdColumn, updatedAt } from '../../platform/db/columns.js';

/** Units, materials, product types, products: every table of the area, gathered by src/schema.ts. */

/** Units of measure; `precision` = decimals a quantity in the unit may carry. */
export const units = pgTable(
  'units',
  {
    tenantId: tenantIdColumn(),
    id: idColumn(),
    code: varchar('code', { length: 50 }).notNull(),
    name: varchar('name', { length: 50 }).notNull(),
    precision: integer('precision').notNull().default(0),
    remark: varchar('remark', { length: 200 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] }), uniqueIndex('units_tenant_code').on(t.tenantId, t.code)],
);

/** Spec 001 §3 "Material". */
export const materials = pgTable(
  'materials',
  {
    tenantId: tenantIdColumn(),
    id: idColumn(),
    code: varchar('code', { length: 50 }).notNull(),
    name: varchar('name', { length: 50 }).notNull(),
    spec: varchar('spec', { length: 50 }),
    type: varchar('type', { length: 20 }).notNull(),
    attribute: varchar('attribute', { length: 20 }).notNull(),
    unitId: bigintString('unit_id').notNull(),
    safetyStock: numeric('safety_stock', { precision: 18, scale: 6 }).notNull().default('0'),
    remark: varchar('remark', { length: 200 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('materials_tenant_code').on(t.tenantId, t.code),
    index('materials_tenant_unit').on(t.tenantId, t.unitId),
    foreignKey({
      name: 'materials_unit_fk',
      columns: [t.tenantId, t.unitId],
      foreignColumns: [units.tenantId, units.id],
    }),
    check('materials_safety_stock_check', sql`${t.safetyStock} >= 0`),
  ],
);

/** Product types, a tree through `parent_id`. */
export const productTypes = pgTable(
  'product_types',
  {
    tenantId: tenantIdColumn(),
    id: idColumn(),
    code: varchar('code', { length: 50 }).notNull(),
    name: varchar('name', { length: 50 }).notNull(),
    parentId: bigintString('parent_id'),
    sort: integer('sort').notNull().default(0),
    remark: varchar('remark', { length: 200 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('product_types_tenant_code').on(t.tenantId, t.code),
    index('product_types_tenant_parent').on(t.tenantId, t.parentId),
    foreignKey({
      name: 'product_types_parent_fk',
      columns: [t.tenantId, t.parentId],
      foreignColumns: [t.tenantId, t.id],
    }),
  ],
);

/**
 * Spec 001 §3 "Product". `routing_id` points at a routing of the processes area (checked through
 * the reference registry, no foreign key across areas).
 */
export const products = pgTable(
  'products',
  {
    tenantId: tenantIdColumn(),
    id: idColumn(),
    code: varchar('code', { length: 50 }).notNull(),
    name: varchar('name', { length: 50 }).notNull(),
    spec: varchar('spec', { length: 50 }),
    productTypeId: bigintString('product_type_id'),
    unitId: bigintString('unit_id').notNull(),
    routingId: bigintString('routing_id'),
    remark: varchar('remark', { length: 200 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('products_tenant_code').on(t.tenantId, t.code),
    index('products_tenant_unit').on(t.tenantId, t.unitId),
    index('products_tenant_type').on(t.tenantId, t.productTypeId),
    index('products_tenant_routing').on(t.tenantId, t.routingId),
    foreignKey({
      name: 'products_unit_fk',
      columns: [t.tenantId, t.unitId],
      foreignColumns: [units.tenantId, units.id],
    }),
    foreignKey({
      name: 'products_type_fk',
      columns: [t.tenantId, t.productTypeId],
      foreignColumns: [productTypes.tenantId, productTypes.id],
    }),
  ],
);

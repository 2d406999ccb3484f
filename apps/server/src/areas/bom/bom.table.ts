import { sql } from 'drizzle-orm';
import {
  boolean,
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

/**
 * Bills of materials and scan configurations per product and process: every table of the area,
 * gathered by src/schema.ts. Products, materials, processes and barcode rules belong to
 * other areas: their ids are checked through the reference registry, never joined.
 */

/** A BOM header: one product's materials list in one version; at most one enabled per product. */
export const boms = pgTable(
  'boms',
  {
    tenantId: tenantIdColumn(),
    id: idColumn(),
    code: varchar('code', { length: 50 }).notNull(),
    name: varchar('name', { length: 50 }).notNull(),
    version: varchar('version', { length: 20 }).notNull(),
    productId: bigintString('product_id').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    remark: varchar('remark', { length: 200 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('boms_tenant_code').on(t.tenantId, t.code),
    index('boms_tenant_product').on(t.tenantId, t.productId),
    uniqueIndex('boms_tenant_product_enabled').on(t.tenantId, t.productId).where(sql`${t.enabled}`),
  ],
);

/** A BOM line: a material, its quantity per unit of product and the process that consumes it. */
export const bomLines = pgTable(
  'bom_lines',
  {
    tenantId: tenantIdColumn(),
    id: idColumn(),
    bomId: bigintString('bom_id').notNull(),
    lineNo: integer('line_no').notNull(),
    materialId: bigintString('material_id').notNull(),
    quantity: numeric('quantity', { precision: 14, scale: 4 }).notNull(),
    processId: bigintString('process_id'),
    designators: varchar('designators', { length: 500 }),
    keyMaterial: boolean('key_material').notNull().default(false),
    remark: varchar('remark', { length: 200 }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.bomId], foreignColumns: [boms.tenantId, boms.id] }).onDelete('cascade'),
    index('bom_lines_tenant_bom').on(t.tenantId, t.bomId, t.lineNo),
    index('bom_lines_tenant_material').on(t.tenantId, t.materialId),
    index('bom_lines_tenant_process').on(t.tenantId, t.processId),
  ],
);

/** What a station expects to scan for one product at one process. */
export const scanConfigs = pgTable(
  'scan_configs',
  {
    tenantId: tenantIdColumn(),
    id: idColumn(),
    code: varchar('code', { length: 50 }).notNull(),
    name: varchar('name', { length: 50 }).notNull(),
    productId: bigintString('product_id').notNull(),
    processId: bigintString('process_id').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    scanSerial: boolean('scan_serial').notNull().default(true),
    serialRuleId: bigintString('serial_rule_id'),
    serialPattern: varchar('serial_pattern', { length: 100 }),
    enforceOrder: boolean('enforce_order').notNull().default(false),
    remark: varchar('remark', { length: 200 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('scan_configs_tenant_code').on(t.tenantId, t.code),
    uniqueIndex('scan_configs_tenant_product_process').on(t.tenantId, t.productId, t.processId),
    index('scan_configs_tenant_process').on(t.tenantId, t.processId),
    index('scan_configs_tenant_serial_rule').on(t.tenantId, t.serialRuleId),
  ],
);

/** A material to scan under a scan configuration, with its expected count per unit. */
export const scanConfigMaterials = pgTable(
  'scan_config_materials',
  {
    tenantId: tenantIdColumn(),
    id: idColumn(),
    configId: bigintString('config_id').notNull(),
    lineNo: integer('line_no').notNull(),
    materialId: bigintString('material_id').notNull(),
    expectedCount: integer('expected_count').notNull(),
    barcodeRuleId: bigintString('barcode_rule_id'),
    pattern: varchar('pattern', { length: 100 }),
    reusable: boolean('reusable').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.configId], foreignColumns: [scanConfigs.tenantId, scanConfigs.id] }).onDelete(
      'cascade',
    ),
    index('scan_config_materials_tenant_config').on(t.tenantId, t.configId, t.lineNo),
    index('scan_config_materials_tenant_material').on(t.tenantId, t.materialId),
    index('scan_config_materials_tenant_rule').on(t.tenantId, t.barcodeRuleId),
  ],
);

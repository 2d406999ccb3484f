import type { DictTitles } from '@takt/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { bigintString, createdAt, idColumn, tenantIdColumn, updatedAt } from '../../platform/db/columns.js';

export const dictionaryTypes = pgTable(
  'dictionary_types',
  {
    tenantId: tenantIdColumn(),
    id: idColumn(),
    name: varchar('name', { length: 50 }).notNull(),
    /** The name per interface language; where one is missing, `name` shows. */
    titles: jsonb('titles').$type<DictTitles>().notNull().default(sql`'{}'::jsonb`),
    code: varchar('code', { length: 50 }).notNull(),
    sort: integer('sort').notNull().default(100),
    /** 0 enabled, 1 disabled. */
    status: smallint('status').notNull().default(0),
    /** Default items ship with the product and cannot be deleted (spec 000 §5). */
    isDefault: boolean('is_default').notNull().default(false),
    remark: varchar('remark', { length: 200 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('dictionary_types_tenant_code').on(t.tenantId, t.code),
  ],
);

/** The values (items) of a dictionary type. */
export const dictionaryValues = pgTable(
  'dictionary_values',
  {
    tenantId: tenantIdColumn(),
    id: idColumn(),
    typeId: bigintString('type_id').notNull(),
    name: varchar('name', { length: 50 }).notNull(),
    titles: jsonb('titles').$type<DictTitles>().notNull().default(sql`'{}'::jsonb`),
    code: varchar('code', { length: 50 }).notNull(),
    sort: integer('sort').notNull().default(100),
    /** 0 enabled, 1 disabled. */
    status: smallint('status').notNull().default(0),
    /** Tag colour (DICT_COLORS), if any. */
    color: varchar('color', { length: 20 }),
    isDefault: boolean('is_default').notNull().default(false),
    remark: varchar('remark', { length: 200 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('dictionary_values_tenant_type_code').on(t.tenantId, t.typeId, t.code),
    index('dictionary_values_tenant_type_sort').on(t.tenantId, t.typeId, t.sort),
  ],
);

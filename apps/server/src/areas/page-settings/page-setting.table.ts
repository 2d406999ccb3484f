import { boolean, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
import { bigintString, tenantIdColumn, updatedAt } from '../../platform/db/columns.js';

/** One row per enterprise that changed its page settings (spec 000 §3 "Tenant settings"). */
export const pageSettings = pgTable(
  'page_settings',
  {
    tenantId: tenantIdColumn(),
    isEnableWatermark: boolean('is_enable_watermark').notNull().default(false),
    /** One or two different digits 1–4 (tenant name, user name, phone, job number). */
    watermarkMode: varchar('watermark_mode', { length: 2 }).notNull().default('12'),
    okMesHomeMode: varchar('ok_mes_home_mode', { length: 50 }),
    /** An http(s) URL or `/api/files/<id>` of one of the enterprise's files. */
    homePicture: varchar('home_picture', { length: 500 }),
    multiLanguage: boolean('multi_language').notNull().default(true),
    updatedBy: bigintString('updated_by'),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.tenantId] })],
);

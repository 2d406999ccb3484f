import type { LabelDesign, PrintJobState, PrintTemplateType } from '@takt/contracts';
import {
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { bigintString, createdAt, idColumn, tenantIdColumn, updatedAt } from '../../platform/db/columns.js';

/** Print templates, the label designer, PDF/ZPL output and the print queue: every table of the area. */

/** Spec 001 §3 "Print template: name, type, design, paper size in mm", plus code, printer and remark. */
export const printTemplates = pgTable(
  'print_templates',
  {
    tenantId: tenantIdColumn(),
    id: idColumn(),
    code: varchar('code', { length: 50 }).notNull(),
    name: varchar('name', { length: 50 }).notNull(),
    type: varchar('type', { length: 20 }).$type<PrintTemplateType>().notNull(),
    paperWidth: doublePrecision('paper_width').notNull(),
    paperHeight: doublePrecision('paper_height').notNull(),
    design: jsonb('design').$type<LabelDesign>().notNull(),
    printerAddress: varchar('printer_address', { length: 100 }),
    dpi: integer('dpi').notNull().default(203),
    remark: varchar('remark', { length: 200 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('print_templates_tenant_code').on(t.tenantId, t.code),
  ],
);

/**
 * The print queue: ZPL sent (or to be sent) to a network printer. A failed send waits with a
 * back-off; the worker claims due jobs under a lease (`FOR UPDATE SKIP LOCKED`), so one server
 * process sends each job once even with several processes ticking.
 */
export const printJobs = pgTable(
  'print_jobs',
  {
    tenantId: tenantIdColumn(),
    id: idColumn(),
    /** No foreign key: a job outlives its template (code and name are kept for the queue page). */
    templateId: bigintString('template_id'),
    templateCode: varchar('template_code', { length: 50 }).notNull(),
    templateName: varchar('template_name', { length: 50 }).notNull(),
    printerAddress: varchar('printer_address', { length: 100 }).notNull(),
    labelCount: integer('label_count').notNull(),
    payload: text('payload').notNull(),
    state: varchar('state', { length: 12 }).$type<PrintJobState>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    lastError: varchar('last_error', { length: 500 }),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }),
    leaseUntil: timestamp('lease_until', { withTimezone: true, mode: 'date' }),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
    createdBy: bigintString('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('print_jobs_tenant_state_next').on(t.tenantId, t.state, t.nextAttemptAt),
    index('print_jobs_tenant_created').on(t.tenantId, t.createdAt),
  ],
);

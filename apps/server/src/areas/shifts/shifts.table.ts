import type { ShiftSlot } from '@takt/contracts';
import { sql } from 'drizzle-orm';
import {
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

/**
 * Shifts, shift regimes and time ranges (spec 001 §2, §3). Times of day are "HH:mm" wall-clock
 * times in the enterprise's time zone; an end at or before the start is on the next day.
 */
export const shifts = pgTable(
  'shifts',
  {
    tenantId: tenantIdColumn(),
    id: idColumn(),
    code: varchar('code', { length: 50 }).notNull(),
    name: varchar('name', { length: 50 }).notNull(),
    start: varchar('start', { length: 5 }).notNull(),
    end: varchar('end', { length: 5 }).notNull(),
    overtimeAllowed: boolean('overtime_allowed').notNull().default(false),
    overtimeMinutes: integer('overtime_minutes').notNull().default(0),
    /** Working time slots and breaks, in the order entered. */
    slots: jsonb('slots').$type<ShiftSlot[]>().notNull().default(sql`'[]'::jsonb`),
    remark: varchar('remark', { length: 200 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] }), uniqueIndex('shifts_tenant_code').on(t.tenantId, t.code)],
);

export const shiftRegimes = pgTable(
  'shift_regimes',
  {
    tenantId: tenantIdColumn(),
    id: idColumn(),
    code: varchar('code', { length: 50 }).notNull(),
    name: varchar('name', { length: 50 }).notNull(),
    /** Start of the production day ("HH:mm"). */
    dayStart: varchar('day_start', { length: 5 }).notNull(),
    remark: varchar('remark', { length: 200 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] }), uniqueIndex('shift_regimes_tenant_code').on(t.tenantId, t.code)],
);

/** The shifts of a regime (`seq` from 1, in the order of the production day). */
export const shiftRegimeShifts = pgTable(
  'shift_regime_shifts',
  {
    tenantId: tenantIdColumn(),
    regimeId: bigintString('regime_id').notNull(),
    shiftId: bigintString('shift_id').notNull(),
    seq: integer('seq').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.regimeId, t.shiftId] }),
    index('shift_regime_shifts_tenant_shift').on(t.tenantId, t.shiftId),
    foreignKey({
      columns: [t.tenantId, t.regimeId],
      foreignColumns: [shiftRegimes.tenantId, shiftRegimes.id],
    }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.shiftId], foreignColumns: [shifts.tenantId, shifts.id] }),
  ],
);

/** The lines a regime is assigned to (a line id of the factory area); a line follows at most one regime. */
export const shiftRegimeLines = pgTable(
  'shift_regime_lines',
  {
    tenantId: tenantIdColumn(),
    lineId: bigintString('line_id').notNull(),
    regimeId: bigintString('regime_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.lineId] }),
    index('shift_regime_lines_tenant_regime').on(t.tenantId, t.regimeId),
    foreignKey({
      columns: [t.tenantId, t.regimeId],
      foreignColumns: [shiftRegimes.tenantId, shiftRegimes.id],
    }).onDelete('cascade'),
  ],
);

export const timeRanges = pgTable(
  'time_ranges',
  {
    tenantId: tenantIdColumn(),
    id: idColumn(),
    code: varchar('code', { length: 50 }).notNull(),
    name: varchar('name', { length: 50 }).notNull(),
    /** output (hour buckets of output boards), report (reporting periods) or other. */
    purpose: varchar('purpose', { length: 16 }).notNull().default('output'),
    start: varchar('start', { length: 5 }).notNull(),
    end: varchar('end', { length: 5 }).notNull(),
    shiftId: bigintString('shift_id'),
    sort: integer('sort').notNull().default(0),
    remark: varchar('remark', { length: 200 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('time_ranges_tenant_code').on(t.tenantId, t.code),
    index('time_ranges_tenant_shift').on(t.tenantId, t.shiftId),
    foreignKey({ columns: [t.tenantId, t.shiftId], foreignColumns: [shifts.tenantId, shifts.id] }),
  ],
);

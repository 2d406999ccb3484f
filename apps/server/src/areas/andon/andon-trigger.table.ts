import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { bigintString, createdAt, idColumn, tenantIdColumn, updatedAt } from '../../platform/db/columns.js';

/**
 * Automatic calls (issue 19): the rules that raise an item's call on an ESD alarm, a device fault
 * or a run of defects, and when each rule last fired at each workstation (the defects window
 * counts from there, so one run of defects raises once).
 */

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const ids = (name: string) => jsonb(name).$type<string[]>().notNull().default([]);

export const andonTriggers = pgTable(
  'andon_triggers',
  {
    tenantId: tenantIdColumn(),
    id: idColumn(),
    code: varchar('code', { length: 50 }).notNull(),
    name: varchar('name', { length: 20 }).notNull(),
    /** `ANDON_TRIGGER_KINDS`: esdAlarm, deviceFault, defects. */
    kind: varchar('kind', { length: 12 }).notNull(),
    itemId: bigintString('item_id').notNull(),
    /** Scope: empty lists mean every line, every workstation. */
    lineIds: ids('line_ids'),
    stationIds: ids('station_ids'),
    /** defects: the phenomenon counted (null: any), N and M. */
    badPhenomenonId: bigintString('bad_phenomenon_id'),
    defectCount: integer('defect_count'),
    defectMinutes: integer('defect_minutes'),
    enabled: boolean('enabled').notNull().default(true),
    remark: varchar('remark', { length: 200 }),
    firedCount: integer('fired_count').notNull().default(0),
    lastFiredAt: at('last_fired_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('andon_triggers_code').on(t.tenantId, t.code),
    index('andon_triggers_kind').on(t.tenantId, t.kind),
    index('andon_triggers_item').on(t.tenantId, t.itemId),
  ],
);

/** When a rule last raised at a workstation; locked while a rule decides, so two batches raise once. */
export const andonTriggerFires = pgTable(
  'andon_trigger_fires',
  {
    tenantId: tenantIdColumn(),
    triggerId: bigintString('trigger_id').notNull(),
    stationId: bigintString('station_id').notNull(),
    firedAt: at('fired_at'),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.triggerId, t.stationId] })],
);

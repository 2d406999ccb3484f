import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { bigintString, createdAt, idColumn, tenantIdColumn, updatedAt } from '../../platform/db/columns.js';

/**
 * Andon (issue 19): the set-up (alarm types, labels, items, escalation flows, who may respond)
 * and the calls with their trail. Lengths follow spec 001 §5 (contracts `andon-limits.ts`).
 */

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const ids = (name: string) => jsonb(name).$type<string[]>().notNull().default([]);

export const andonAlarmTypes = pgTable(
  'andon_alarm_types',
  {
    tenantId: tenantIdColumn(),
    id: idColumn(),
    code: varchar('code', { length: 50 }).notNull(),
    name: varchar('name', { length: 12 }).notNull(),
    /** Colour of the type's tiles on the monitor and call screens (`#rrggbb`). */
    color: varchar('color', { length: 7 }).notNull().default('#d4380d'),
    sort: integer('sort').notNull().default(0),
    remark: varchar('remark', { length: 200 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] }), uniqueIndex('andon_alarm_types_code').on(t.tenantId, t.code)],
);

export const andonLabels = pgTable(
  'andon_labels',
  {
    tenantId: tenantIdColumn(),
    id: idColumn(),
    code: varchar('code', { length: 50 }).notNull(),
    name: varchar('name', { length: 12 }).notNull(),
    color: varchar('color', { length: 7 }).notNull().default('#1677ff'),
    remark: varchar('remark', { length: 200 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] }), uniqueIndex('andon_labels_code').on(t.tenantId, t.code)],
);

/** What a station can call for: its type, labels, level, escalation flow, targets and who is responsible. */
export const andonItems = pgTable(
  'andon_items',
  {
    tenantId: tenantIdColumn(),
    id: idColumn(),
    code: varchar('code', { length: 50 }).notNull(),
    name: varchar('name', { length: 20 }).notNull(),
    typeId: bigintString('type_id').notNull(),
    labelIds: ids('label_ids'),
    /** Spec 001 §5 "expansion level 1-4"; 1 is the most urgent. */
    level: smallint('level').notNull().default(3),
    flowId: bigintString('flow_id'),
    /** Targets, minutes from the call: responded within, ended within. */
    responseMinutes: integer('response_minutes').notNull(),
    resolutionMinutes: integer('resolution_minutes').notNull(),
    responsibleUserIds: ids('responsible_user_ids'),
    responsibleRoleIds: ids('responsible_role_ids'),
    /** A gateway button bound to this item: button number 1-n on every andon gateway channel. */
    button: smallint('button'),
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    remark: varchar('remark', { length: 200 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('andon_items_code').on(t.tenantId, t.code),
    index('andon_items_type').on(t.tenantId, t.typeId),
    index('andon_items_flow').on(t.tenantId, t.flowId),
  ],
);

/** One level of a flow, as stored in `andon_flows.levels` (validated by the contracts' schema). */
export interface AndonFlowLevelRow {
  ladder: 'response' | 'resolution';
  /** 1-5 within its ladder. */
  level: number;
  /** Minutes from the call. */
  minutes: number;
  recipients: { kind: 'user' | 'role' | 'lineShift'; id: string | null }[];
  channelIds: string[];
  templateId: string;
}

export const andonFlows = pgTable(
  'andon_flows',
  {
    tenantId: tenantIdColumn(),
    id: idColumn(),
    code: varchar('code', { length: 50 }).notNull(),
    name: varchar('name', { length: 20 }).notNull(),
    levels: jsonb('levels').$type<AndonFlowLevelRow[]>().notNull().default([]),
    enabled: boolean('enabled').notNull().default(true),
    remark: varchar('remark', { length: 200 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] }), uniqueIndex('andon_flows_code').on(t.tenantId, t.code)],
);

/**
 * Response authorisation (spec 001 §6, per user and per workstation): a user may respond to
 * these items at these workstations; an empty list means all. A user without a row may respond
 * to nothing unless responsible for the item or notified by its escalation.
 */
export const andonAuthorizations = pgTable(
  'andon_authorizations',
  {
    tenantId: tenantIdColumn(),
    id: idColumn(),
    userId: bigintString('user_id').notNull(),
    itemIds: ids('item_ids'),
    stationIds: ids('station_ids'),
    remark: varchar('remark', { length: 200 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('andon_authorizations_user').on(t.tenantId, t.userId),
  ],
);

/**
 * A call: what, where, from where, and its three times after the call (responded, arrived,
 * resolved = ended). Names are copied at the call so records read as they were.
 */
export const andonCalls = pgTable(
  'andon_calls',
  {
    tenantId: tenantIdColumn(),
    id: idColumn(),
    /** Call number shown on screens and in messages (`AD` + date + daily count). */
    code: varchar('code', { length: 30 }).notNull(),
    itemId: bigintString('item_id').notNull(),
    itemCode: varchar('item_code', { length: 50 }).notNull(),
    itemName: varchar('item_name', { length: 20 }).notNull(),
    typeId: bigintString('type_id').notNull(),
    typeName: varchar('type_name', { length: 12 }).notNull(),
    level: smallint('level').notNull(),
    flowId: bigintString('flow_id'),
    workshopId: bigintString('workshop_id'),
    lineId: bigintString('line_id'),
    stationId: bigintString('station_id').notNull(),
    source: varchar('source', { length: 8 }).notNull(),
    /** The gateway and channel, the rule, or the external app that called. */
    sourceRef: varchar('source_ref', { length: 100 }),
    note: varchar('note', { length: 200 }),
    photoIds: ids('photo_ids'),
    state: varchar('state', { length: 12 }).notNull().default('calling'),
    cancelled: boolean('cancelled').notNull().default(false),
    responseMinutes: integer('response_minutes').notNull(),
    resolutionMinutes: integer('resolution_minutes').notNull(),
    calledAt: at('called_at').notNull(),
    calledBy: bigintString('called_by'),
    calledByName: varchar('called_by_name', { length: 50 }),
    respondedAt: at('responded_at'),
    responderId: bigintString('responder_id'),
    responderName: varchar('responder_name', { length: 50 }),
    responseChannel: varchar('response_channel', { length: 8 }),
    arrivedAt: at('arrived_at'),
    arrivalProof: varchar('arrival_proof', { length: 8 }),
    endedAt: at('ended_at'),
    resolverId: bigintString('resolver_id'),
    resolverName: varchar('resolver_name', { length: 50 }),
    cause: varchar('cause', { length: 200 }),
    action: varchar('action', { length: 200 }),
    /** Set when the step is done: timely or overtime against the targets above. */
    responseTimely: boolean('response_timely'),
    resolutionTimely: boolean('resolution_timely'),
    /** Highest escalation level fired so far (0: none). */
    escalatedLevel: smallint('escalated_level').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('andon_calls_code').on(t.tenantId, t.code),
    index('andon_calls_called').on(t.tenantId, t.calledAt),
    index('andon_calls_open').on(t.tenantId, t.state).where(sql`${t.state} <> 'ended'`),
    // One open call per item and workstation: a second press answers the open call.
    uniqueIndex('andon_calls_open_item').on(t.tenantId, t.stationId, t.itemId).where(sql`${t.state} <> 'ended'`),
  ],
);

/** The longest name a step of the trail keeps (a user's, or a gateway box's `<code>/<channel>`, clipped). */
export const TRAIL_NAME_MAX = 50;

/**
 * The trail of a call: each step with who and when; an escalation step names its level, ladder,
 * recipients, channels and the push it sent (deliveries and their outcome in `push_deliveries`).
 */
export const andonCallEvents = pgTable(
  'andon_call_events',
  {
    tenantId: tenantIdColumn(),
    id: idColumn(),
    callId: bigintString('call_id').notNull(),
    kind: varchar('kind', { length: 12 }).notNull(),
    at: at('at').notNull(),
    userId: bigintString('user_id'),
    userName: varchar('user_name', { length: TRAIL_NAME_MAX }),
    ladder: varchar('ladder', { length: 12 }),
    level: smallint('level'),
    /** Escalation: when the step was due (its delay is `at - due_at`). */
    dueAt: at('due_at'),
    pushId: bigintString('push_id'),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] }), index('andon_call_events_call').on(t.tenantId, t.callId, t.at)],
);

/** The counter behind call codes (`AD` + the enterprise's date + a daily count), advanced in the raising transaction. */
export const andonCallCodeCounters = pgTable(
  'andon_call_code_counters',
  {
    tenantId: tenantIdColumn(),
    day: date('day', { mode: 'string' }).notNull(),
    value: integer('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.day] })],
);

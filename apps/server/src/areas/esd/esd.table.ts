import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import {
  alarmPeriod,
  bigintString,
  createdAt,
  idColumn,
  oneOpenAlarm,
  tenantIdColumn,
  timestampTz,
  updatedAt,
} from '../../platform/db/columns.js';

/** ESD monitoring (spec 001 §3-§5): collector types, collectors, their live states and alarms. See README-esd.md. */

export const esdCollectorTypes = pgTable(
  'esd_collector_types',
  {
    tenantId: tenantIdColumn(),
    id: idColumn(),
    code: varchar('code', { length: 50 }).notNull(),
    name: varchar('name', { length: 50 }).notNull(),
    /** wristStrap | groundMonitor | ioniser */
    kind: varchar('kind', { length: 16 }).notNull(),
    resistanceLower: doublePrecision('resistance_lower').notNull(),
    resistanceUpper: doublePrecision('resistance_upper').notNull(),
    voltageLower: doublePrecision('voltage_lower').notNull(),
    voltageUpper: doublePrecision('voltage_upper').notNull(),
    warningThreshold: smallint('warning_threshold').notNull(),
    remark: varchar('remark', { length: 200 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('esd_collector_types_tenant_code').on(t.tenantId, t.code),
  ],
);

export const esdCollectors = pgTable(
  'esd_collectors',
  {
    tenantId: tenantIdColumn(),
    id: idColumn(),
    code: varchar('code', { length: 50 }).notNull(),
    name: varchar('name', { length: 50 }).notNull(),
    typeId: bigintString('type_id').notNull(),
    gatewayId: bigintString('gateway_id').notNull(),
    /** The gateway channel (1-256), unique per gateway. */
    address: smallint('address').notNull(),
    lineId: bigintString('line_id').notNull(),
    stationId: bigintString('station_id').notNull(),
    resistanceLower: doublePrecision('resistance_lower').notNull(),
    resistanceUpper: doublePrecision('resistance_upper').notNull(),
    voltageLower: doublePrecision('voltage_lower').notNull(),
    voltageUpper: doublePrecision('voltage_upper').notNull(),
    warningThreshold: smallint('warning_threshold').notNull(),
    offset: doublePrecision('offset').notNull().default(0),
    airVolumeLevel: smallint('air_volume_level').notNull().default(3),
    cleaningEnabled: boolean('cleaning_enabled').notNull().default(false),
    cleaningIntervalMinutes: integer('cleaning_interval_minutes').notNull().default(240),
    cleaningDurationSeconds: integer('cleaning_duration_seconds').notNull().default(30),
    enabled: boolean('enabled').notNull().default(true),
    remark: varchar('remark', { length: 200 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('esd_collectors_tenant_code').on(t.tenantId, t.code),
    uniqueIndex('esd_collectors_tenant_gateway_address').on(t.tenantId, t.gatewayId, t.address),
    index('esd_collectors_tenant_type').on(t.tenantId, t.typeId),
    index('esd_collectors_tenant_station').on(t.tenantId, t.stationId),
    index('esd_collectors_tenant_line').on(t.tenantId, t.lineId),
  ],
);

/** One row per collector that has been heard from: its current state, kept by the ingest and the offline job. */
export const esdCollectorStates = pgTable(
  'esd_collector_states',
  {
    tenantId: tenantIdColumn(),
    collectorId: bigintString('collector_id').notNull(),
    /** normal | abnormal | groundDisconnected | offDuty | offline */
    state: varchar('state', { length: 20 }).notNull(),
    since: timestampTz('since').notNull(),
    /** Last readings after the offset (MΩ, V); null when the collector never sent one. */
    resistance: doublePrecision('resistance'),
    voltage: doublePrecision('voltage'),
    /** Consecutive samples outside the limits (the warning threshold's count). */
    outCount: smallint('out_count').notNull().default(0),
    /** The open alarm of the current bad state (null when normal or off duty). */
    alarmId: bigintString('alarm_id'),
    /** The sample time of the last sample. */
    lastSeenAt: timestampTz('last_seen_at'),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.collectorId] })],
);

/** Alarm records: a bad state's start, end and duration, acknowledged by a person. */
export const esdAlarms = pgTable(
  'esd_alarms',
  {
    tenantId: tenantIdColumn(),
    id: idColumn(),
    collectorId: bigintString('collector_id').notNull(),
    /** Line and workstation when the alarm opened (the collector may move later). */
    lineId: bigintString('line_id'),
    stationId: bigintString('station_id'),
    /** abnormal | groundDisconnected | offline */
    state: varchar('state', { length: 20 }).notNull(),
    ...alarmPeriod(),
    durationSeconds: integer('duration_seconds'),
    resistance: doublePrecision('resistance'),
    voltage: doublePrecision('voltage'),
    acknowledgedAt: timestampTz('acknowledged_at'),
    acknowledgedById: bigintString('acknowledged_by_id'),
    acknowledgedBy: varchar('acknowledged_by', { length: 64 }),
    remark: varchar('remark', { length: 200 }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('esd_alarms_tenant_started').on(t.tenantId, t.startedAt),
    index('esd_alarms_tenant_collector').on(t.tenantId, t.collectorId, t.startedAt),
    /** At most one open alarm per collector (a restart or a race cannot open a second). */
    oneOpenAlarm('esd_alarms_tenant_collector_open', t.tenantId, t.collectorId),
  ],
);

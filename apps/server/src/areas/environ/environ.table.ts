import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
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

/**
 * Temperature and humidity devices: sensors that sign in to the device bus themselves (client
 * code = `code`, token = password), with their online state and last sample.
 */
export const environDevices = pgTable(
  'environ_devices',
  {
    tenantId: tenantIdColumn(),
    id: idColumn(),
    code: varchar('code', { length: 50 }).notNull(),
    name: varchar('name', { length: 20 }).notNull(),
    workshopId: bigintString('workshop_id'),
    lineId: bigintString('line_id'),
    location: varchar('location', { length: 50 }),
    enabled: boolean('enabled').notNull().default(true),
    token: varchar('token', { length: 64 }).notNull(),
    online: boolean('online').notNull().default(false),
    lastSeenAt: timestampTz('last_seen_at'),
    sampledAt: timestampTz('sampled_at'),
    temperature: doublePrecision('temperature'),
    humidity: doublePrecision('humidity'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('environ_devices_tenant_code').on(t.tenantId, t.code),
    index('environ_devices_online_seen').on(t.online, t.lastSeenAt),
  ],
);

/** Limits per device; device 0 holds the enterprise's default (a device without a row follows it). */
export const environLimits = pgTable(
  'environ_limits',
  {
    tenantId: tenantIdColumn(),
    deviceId: bigintString('device_id').notNull(),
    temperatureLower: doublePrecision('temperature_lower').notNull(),
    temperatureUpper: doublePrecision('temperature_upper').notNull(),
    humidityLower: doublePrecision('humidity_lower').notNull(),
    humidityUpper: doublePrecision('humidity_upper').notNull(),
    delaySeconds: integer('delay_seconds').notNull(),
    temperatureHysteresis: doublePrecision('temperature_hysteresis').notNull(),
    humidityHysteresis: doublePrecision('humidity_hysteresis').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.deviceId] })],
);

/**
 * A measure out of range whose alarm delay has not passed yet (one per device and measure): kept
 * in a table so a restart neither forgets how long it has been out nor starts the count again.
 */
export const environExcursions = pgTable(
  'environ_excursions',
  {
    tenantId: tenantIdColumn(),
    deviceId: bigintString('device_id').notNull(),
    metric: varchar('metric', { length: 12 }).notNull(),
    direction: varchar('direction', { length: 4 }).notNull(),
    since: timestampTz('since').notNull(),
    peak: doublePrecision('peak').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.deviceId, t.metric] })],
);

/** Alarms: a measure out of range for longer than the delay; open until back inside by the hysteresis band. */
export const environAlarms = pgTable(
  'environ_alarms',
  {
    tenantId: tenantIdColumn(),
    id: idColumn(),
    deviceId: bigintString('device_id').notNull(),
    metric: varchar('metric', { length: 12 }).notNull(),
    direction: varchar('direction', { length: 4 }).notNull(),
    limitValue: doublePrecision('limit_value').notNull(),
    peak: doublePrecision('peak').notNull(),
    ...alarmPeriod(),
    handledBy: varchar('handled_by', { length: 50 }),
    handledAt: timestampTz('handled_at'),
    remark: varchar('remark', { length: 200 }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('environ_alarms_tenant_started').on(t.tenantId, t.startedAt),
    oneOpenAlarm('environ_alarms_open', t.tenantId, t.deviceId, t.metric),
  ],
);

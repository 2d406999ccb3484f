import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
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
  tenantIdColumn,
  timestampTz,
  updatedAt,
} from '../../platform/db/columns.js';

/** IoT rules: the rules, the devices each watches, the engine's state per rule and device, the alarms. */

export const iotRules = pgTable(
  'iot_rules',
  {
    tenantId: tenantIdColumn(),
    id: idColumn(),
    code: varchar('code', { length: 32 }).notNull(),
    name: varchar('name', { length: 50 }).notNull(),
    condition: varchar('condition', { length: 16 }).notNull(),
    metric: varchar('metric', { length: 40 }),
    limit: doublePrecision('limit_value'),
    lower: doublePrecision('lower_value'),
    upper: doublePrecision('upper_value'),
    offlineSeconds: integer('offline_seconds'),
    durationSeconds: integer('duration_seconds').notNull().default(0),
    hysteresis: doublePrecision('hysteresis').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    pushTemplateId: bigintString('push_template_id'),
    pushChannelIds: jsonb('push_channel_ids').$type<string[]>().notNull().default([]),
    webhookUrl: varchar('webhook_url', { length: 500 }),
    /** The andon action: the andon item called at the alarming device's workstation. */
    andonItemId: bigintString('andon_item_id'),
    remark: varchar('remark', { length: 200 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] }), uniqueIndex('iot_rules_tenant_code').on(t.tenantId, t.code)],
);

/** The devices a rule watches (at least one); readings find their rules through the device. */
export const iotRuleDevices = pgTable(
  'iot_rule_devices',
  {
    tenantId: tenantIdColumn(),
    ruleId: bigintString('rule_id').notNull(),
    deviceId: bigintString('device_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.ruleId, t.deviceId] }),
    index('iot_rule_devices_device').on(t.tenantId, t.deviceId),
  ],
);

/**
 * The engine's memory per rule and device, so a restart neither re-fires nor forgets: since when
 * the condition holds (not yet for its duration), the active alarm, the last value and its time
 * (rate of change).
 */
export const iotRuleStates = pgTable(
  'iot_rule_states',
  {
    tenantId: tenantIdColumn(),
    ruleId: bigintString('rule_id').notNull(),
    deviceId: bigintString('device_id').notNull(),
    pendingSince: timestampTz('pending_since'),
    alarmId: bigintString('alarm_id'),
    lastValue: doublePrecision('last_value'),
    lastAt: timestampTz('last_at'),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.ruleId, t.deviceId] })],
);

/** An alarm of a rule on one device: when it fired and cleared, with what value, acknowledged by whom. */
export const iotRuleAlarms = pgTable(
  'iot_rule_alarms',
  {
    tenantId: tenantIdColumn(),
    id: idColumn(),
    ruleId: bigintString('rule_id').notNull(),
    ruleCode: varchar('rule_code', { length: 32 }).notNull(),
    ruleName: varchar('rule_name', { length: 50 }).notNull(),
    deviceId: bigintString('device_id').notNull(),
    condition: varchar('condition', { length: 16 }).notNull(),
    metric: varchar('metric', { length: 40 }),
    value: doublePrecision('value'),
    clearValue: doublePrecision('clear_value'),
    ...alarmPeriod(),
    acknowledgedBy: varchar('acknowledged_by', { length: 50 }),
    acknowledgedAt: timestampTz('acknowledged_at'),
    pushId: bigintString('push_id'),
    webhookState: varchar('webhook_state', { length: 8 }).notNull().default('none'),
    webhookAnswer: varchar('webhook_answer', { length: 500 }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('iot_rule_alarms_started').on(t.tenantId, t.startedAt),
    index('iot_rule_alarms_rule').on(t.tenantId, t.ruleId),
  ],
);

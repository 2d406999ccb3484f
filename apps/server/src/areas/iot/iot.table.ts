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
  bigintString,
  createdAt,
  idColumn,
  tenantIdColumn,
  timestampTz,
  updatedAt,
} from '../../platform/db/columns.js';

/** A driver's mapping row as stored (the contracts' `IotMappingRow`). */
export interface StoredMappingRow {
  metric: string;
  label: string;
  unit: string;
  path: string;
  scale: number;
  offset: number;
  decimals: number | null;
}

/** IoT drivers: how a device's telemetry JSON maps to named readings (JSON path, scale, offset, unit). */
export const iotDrivers = pgTable(
  'iot_drivers',
  {
    tenantId: tenantIdColumn(),
    id: idColumn(),
    code: varchar('code', { length: 50 }).notNull(),
    name: varchar('name', { length: 50 }).notNull(),
    description: varchar('description', { length: 200 }),
    mapping: jsonb('mapping').$type<StoredMappingRow[]>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] }), uniqueIndex('iot_drivers_tenant_code').on(t.tenantId, t.code)],
);

/** IoT devices: device-bus clients of their own (code = client code, token = password), each with a driver. */
export const iotDevices = pgTable(
  'iot_devices',
  {
    tenantId: tenantIdColumn(),
    id: idColumn(),
    code: varchar('code', { length: 50 }).notNull(),
    name: varchar('name', { length: 20 }).notNull(),
    type: varchar('type', { length: 30 }),
    driverId: bigintString('driver_id').notNull(),
    gatewayId: bigintString('gateway_id'),
    lineId: bigintString('line_id'),
    stationId: bigintString('station_id'),
    equipmentId: bigintString('equipment_id'),
    remark: varchar('remark', { length: 200 }),
    token: varchar('token', { length: 64 }).notNull(),
    enabled: boolean('enabled').notNull().default(true),
    online: boolean('online').notNull().default(false),
    lastSeenAt: timestampTz('last_seen_at'),
    /** Telemetry values the driver's paths did not find, counted per device. */
    missingCount: integer('missing_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('iot_devices_tenant_code').on(t.tenantId, t.code),
    index('iot_devices_tenant_driver').on(t.tenantId, t.driverId),
    index('iot_devices_online').on(t.online, t.lastSeenAt),
  ],
);

/** The latest value of each metric of each device (live cards; the history is in `device_readings`). */
export const iotLatestValues = pgTable(
  'iot_latest_values',
  {
    tenantId: tenantIdColumn(),
    deviceId: bigintString('device_id').notNull(),
    metric: varchar('metric', { length: 40 }).notNull(),
    value: doublePrecision('value').notNull(),
    at: timestampTz('at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.deviceId, t.metric] })],
);

import type { GatewayType } from '@takt/contracts';
import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, primaryKey, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import {
  bigintString,
  createdAt,
  idColumn,
  tenantIdColumn,
  timestampTz,
  updatedAt,
} from '../../platform/db/columns.js';

/**
 * Gateways: boxes on the floor that connect to the device bus themselves (client code = `code`,
 * token = password) and carry channels (ESD collectors, counters, andon buttons). A gateway that
 * signs in with the enterprise's enrolment key registers itself as `unassigned`.
 */
export const gateways = pgTable(
  'gateways',
  {
    tenantId: tenantIdColumn(),
    id: idColumn(),
    code: varchar('code', { length: 50 }).notNull(),
    name: varchar('name', { length: 50 }).notNull(),
    /** `GATEWAY_TYPES` of the contracts: `unassigned` until an administrator gives one. */
    type: varchar('type', { length: 12 }).$type<GatewayType>().notNull().default('unassigned'),
    lineId: bigintString('line_id'),
    token: varchar('token', { length: 64 }).notNull(),
    /** Channels the gateway has (declared, or reported in its heartbeat). */
    channels: smallint('channels').notNull().default(0),
    online: boolean('online').notNull().default(false),
    connectedAt: timestampTz('connected_at'),
    lastSeenAt: timestampTz('last_seen_at'),
    firmware: varchar('firmware', { length: 50 }),
    remark: varchar('remark', { length: 200 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('gateways_tenant_code').on(t.tenantId, t.code),
    index('gateways_tenant_type').on(t.tenantId, t.type, t.code),
  ],
);

/** Which workstation each channel of a gateway serves (automatic allotment fills it in order). */
export const gatewayChannels = pgTable(
  'gateway_channels',
  {
    tenantId: tenantIdColumn(),
    gatewayId: bigintString('gateway_id').notNull(),
    channel: smallint('channel').notNull(),
    stationId: bigintString('station_id'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.gatewayId, t.channel] }),
    index('gateway_channels_tenant_station').on(t.tenantId, t.stationId),
  ],
);

/** Per enterprise: the key new gateways sign in with to register themselves. */
export const gatewayEnrolment = pgTable('gateway_enrolment', {
  tenantId: tenantIdColumn().primaryKey(),
  key: varchar('key', { length: 64 }).notNull(),
  updatedAt: timestampTz('updated_at').notNull().default(sql`now()`),
});

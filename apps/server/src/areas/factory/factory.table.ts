import { index, integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
import { bigintString, createdAt, tenantIdColumn, updatedAt } from '../../platform/db/columns.js';

/**
 * Workshops, production lines and workstations (spec 001 §3), kept as organisations of the
 * organisation tree: code, name, parent and sort live in `organisations`; these tables hold only
 * the factory's own fields, keyed by the organisation id (no row: nothing set yet, e.g. a line
 * added on the organisation page). Rows go when the organisation is deleted (OrganisationService
 * deletion hook).
 */
export const factoryOrgDetails = pgTable(
  'factory_org_details',
  {
    tenantId: tenantIdColumn(),
    /** The workshop's, line's or workstation's organisation id. */
    orgId: bigintString('org_id').notNull(),
    description: varchar('description', { length: 200 }),
    /** The responsible user (workshops and lines). */
    ownerId: bigintString('owner_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.orgId] }),
    index('factory_org_details_tenant_owner').on(t.tenantId, t.ownerId),
  ],
);

/** Other lines a workstation serves (a repair bench shared by lines); its own line needs no row. */
export const factoryStationLines = pgTable(
  'factory_station_lines',
  {
    tenantId: tenantIdColumn(),
    stationId: bigintString('station_id').notNull(),
    lineId: bigintString('line_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.stationId, t.lineId] }),
    index('factory_station_lines_tenant_line').on(t.tenantId, t.lineId),
  ],
);

/** The processes a workstation performs, in order (`seq` from 1). */
export const factoryStationProcesses = pgTable(
  'factory_station_processes',
  {
    tenantId: tenantIdColumn(),
    stationId: bigintString('station_id').notNull(),
    seq: integer('seq').notNull(),
    processId: bigintString('process_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.stationId, t.seq] }),
    index('factory_station_processes_tenant_process').on(t.tenantId, t.processId),
  ],
);

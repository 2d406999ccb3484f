import { boolean, foreignKey, index, integer, pgTable, primaryKey, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { bigintString, createdAt, idColumn, tenantIdColumn, updatedAt } from '../../platform/db/columns.js';

/** Processes and routings (craft routes) with versions: every table of the area, gathered by src/schema.ts. */

/** Spec 001 §3 "Process". `type` is one of PROCESS_TYPES. */
export const processes = pgTable(
  'processes',
  {
    tenantId: tenantIdColumn(),
    id: idColumn(),
    code: varchar('code', { length: 50 }).notNull(),
    name: varchar('name', { length: 50 }).notNull(),
    type: varchar('type', { length: 20 }).notNull().default('normal'),
    counting: boolean('counting').notNull().default(false),
    completion: boolean('completion').notNull().default(false),
    mandatoryScan: boolean('mandatory_scan').notNull().default(false),
    returnProcessId: bigintString('return_process_id'),
    remark: varchar('remark', { length: 200 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('processes_tenant_code').on(t.tenantId, t.code),
    index('processes_tenant_return').on(t.tenantId, t.returnProcessId),
    foreignKey({
      name: 'processes_return_fk',
      columns: [t.tenantId, t.returnProcessId],
      foreignColumns: [t.tenantId, t.id],
    }),
  ],
);

/** A routing: its header and the version work orders get now. */
export const routings = pgTable(
  'routings',
  {
    tenantId: tenantIdColumn(),
    id: idColumn(),
    code: varchar('code', { length: 50 }).notNull(),
    name: varchar('name', { length: 50 }).notNull(),
    description: varchar('description', { length: 200 }),
    currentVersionNo: integer('current_version_no').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] }), uniqueIndex('routings_tenant_code').on(t.tenantId, t.code)],
);

/** The versions of a routing (1, 2, …); a version's steps are frozen once something uses it. */
export const routingVersions = pgTable(
  'routing_versions',
  {
    tenantId: tenantIdColumn(),
    id: idColumn(),
    routingId: bigintString('routing_id').notNull(),
    versionNo: integer('version_no').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('routing_versions_tenant_routing_no').on(t.tenantId, t.routingId, t.versionNo),
    foreignKey({
      name: 'routing_versions_routing_fk',
      columns: [t.tenantId, t.routingId],
      foreignColumns: [routings.tenantId, routings.id],
    }).onDelete('cascade'),
  ],
);

/** The ordered steps of a routing version; a repair step names the step (number) it returns to. */
export const routingSteps = pgTable(
  'routing_steps',
  {
    tenantId: tenantIdColumn(),
    id: idColumn(),
    versionId: bigintString('version_id').notNull(),
    stepNo: integer('step_no').notNull(),
    processId: bigintString('process_id').notNull(),
    repair: boolean('repair').notNull().default(false),
    returnToStepNo: integer('return_to_step_no'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('routing_steps_tenant_version_no').on(t.tenantId, t.versionId, t.stepNo),
    index('routing_steps_tenant_process').on(t.tenantId, t.processId),
    foreignKey({
      name: 'routing_steps_version_fk',
      columns: [t.tenantId, t.versionId],
      foreignColumns: [routingVersions.tenantId, routingVersions.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'routing_steps_process_fk',
      columns: [t.tenantId, t.processId],
      foreignColumns: [processes.tenantId, processes.id],
    }),
  ],
);

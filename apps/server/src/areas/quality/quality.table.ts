import { boolean, foreignKey, index, pgTable, primaryKey, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { bigintString, createdAt, idColumn, tenantIdColumn, updatedAt } from '../../platform/db/columns.js';

/**
 * The quality catalogue: defect types, bad phenomena, causes, responsible units, solutions.
 * Each catalogue table starts with the same coded columns (tenant, id, code, name, times).
 */

const coded = () => ({
  tenantId: tenantIdColumn(),
  id: idColumn(),
  code: varchar('code', { length: 50 }).notNull(),
  name: varchar('name', { length: 50 }).notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const qualityDefectTypes = pgTable(
  'quality_defect_types',
  {
    ...coded(),
    level: varchar('level', { length: 16 }).notNull(),
    remark: varchar('remark', { length: 200 }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('quality_defect_types_tenant_code').on(t.tenantId, t.code),
  ],
);

export const qualityBadPhenomena = pgTable(
  'quality_bad_phenomena',
  {
    ...coded(),
    defectTypeId: bigintString('defect_type_id').notNull(),
    commonlyUsed: boolean('commonly_used').notNull().default(false),
    remark: varchar('remark', { length: 200 }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('quality_bad_phenomena_tenant_code').on(t.tenantId, t.code),
    index('quality_bad_phenomena_tenant_type').on(t.tenantId, t.defectTypeId),
    foreignKey({
      name: 'quality_bad_phenomena_type_fk',
      columns: [t.tenantId, t.defectTypeId],
      foreignColumns: [qualityDefectTypes.tenantId, qualityDefectTypes.id],
    }),
  ],
);

export const qualityDefectCauses = pgTable(
  'quality_defect_causes',
  {
    ...coded(),
    category: varchar('category', { length: 16 }).notNull(),
    remark: varchar('remark', { length: 200 }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('quality_defect_causes_tenant_code').on(t.tenantId, t.code),
  ],
);

export const qualityResponsibleUnits = pgTable(
  'quality_responsible_units',
  {
    ...coded(),
    kind: varchar('kind', { length: 16 }).notNull(),
    /** An organisation of the platform's tree (another area: no foreign key; cleared when it is deleted). */
    organisationId: bigintString('organisation_id'),
    contact: varchar('contact', { length: 50 }),
    remark: varchar('remark', { length: 200 }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('quality_responsible_units_tenant_code').on(t.tenantId, t.code),
    index('quality_responsible_units_tenant_org').on(t.tenantId, t.organisationId),
  ],
);

export const qualitySolutions = pgTable(
  'quality_solutions',
  {
    ...coded(),
    description: varchar('description', { length: 200 }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('quality_solutions_tenant_code').on(t.tenantId, t.code),
  ],
);

/** The usual causes of a bad phenomenon. */
export const qualityPhenomenonCauses = pgTable(
  'quality_phenomenon_causes',
  {
    tenantId: tenantIdColumn(),
    phenomenonId: bigintString('phenomenon_id').notNull(),
    causeId: bigintString('cause_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.phenomenonId, t.causeId] }),
    index('quality_phenomenon_causes_tenant_cause').on(t.tenantId, t.causeId),
    foreignKey({
      name: 'quality_phenomenon_causes_phenomenon_fk',
      columns: [t.tenantId, t.phenomenonId],
      foreignColumns: [qualityBadPhenomena.tenantId, qualityBadPhenomena.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'quality_phenomenon_causes_cause_fk',
      columns: [t.tenantId, t.causeId],
      foreignColumns: [qualityDefectCauses.tenantId, qualityDefectCauses.id],
    }),
  ],
);

/** The usual solutions of a bad phenomenon. */
export const qualityPhenomenonSolutions = pgTable(
  'quality_phenomenon_solutions',
  {
    tenantId: tenantIdColumn(),
    phenomenonId: bigintString('phenomenon_id').notNull(),
    solutionId: bigintString('solution_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.phenomenonId, t.solutionId] }),
    index('quality_phenomenon_solutions_tenant_solution').on(t.tenantId, t.solutionId),
    foreignKey({
      name: 'quality_phenomenon_solutions_phenomenon_fk',
      columns: [t.tenantId, t.phenomenonId],
      foreignColumns: [qualityBadPhenomena.tenantId, qualityBadPhenomena.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'quality_phenomenon_solutions_solution_fk',
      columns: [t.tenantId, t.solutionId],
      foreignColumns: [qualitySolutions.tenantId, qualitySolutions.id],
    }),
  ],
);

import type {
  BadPhenomenon,
  badPhenomenonSchemas,
  CodedRef,
  DefectCause,
  DefectType,
  defectCauseSchemas,
  defectTypeSchemas,
  ResponsibleUnit,
  responsibleUnitSchemas,
  Solution,
  solutionSchemas,
} from '@takt/contracts';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../platform/db/database.js';
import { invalid } from '../../platform/errors.js';
import type { ReferenceRegistry } from '../../platform/references/reference-registry.js';
import { codedDto, ResourceService } from '../../platform/resources/resource.service.js';
import type { OrganisationService } from '../organisations/organisation.service.js';
import {
  qualityBadPhenomena,
  qualityDefectCauses,
  qualityDefectTypes,
  qualityPhenomenonCauses,
  qualityPhenomenonSolutions,
  qualityResponsibleUnits,
  qualitySolutions,
} from './quality.table.js';

/** The five quality catalogues: what each adds to the shared coded catalogue. */

type Input<S extends { add: z.ZodType }> = z.output<S['add']>;

export interface QualityDeps {
  db: Database;
  references: ReferenceRegistry;
  organisations: OrganisationService;
}

const nullable = (value: string | null | undefined) => value ?? null;

export function createQualityCatalogues({ db, references, organisations }: QualityDeps) {
  const defectTypes = new ResourceService<typeof qualityDefectTypes, DefectType, Input<typeof defectTypeSchemas>>(
    db,
    references,
    {
      kind: 'defectType',
      table: qualityDefectTypes,
      sortable: { level: qualityDefectTypes.level },
      equals: { level: qualityDefectTypes.level },
      values: async (_tenantId, input) => ({ level: input.level, remark: nullable(input.remark) }),
      toDtos: async (_tenantId, rows) =>
        rows.map((row) => ({ ...codedDto(row), level: row.level as DefectType['level'], remark: row.remark })),
    },
  );

  const defectCauses = new ResourceService<typeof qualityDefectCauses, DefectCause, Input<typeof defectCauseSchemas>>(
    db,
    references,
    {
      kind: 'defectCause',
      table: qualityDefectCauses,
      sortable: { category: qualityDefectCauses.category },
      equals: { category: qualityDefectCauses.category },
      values: async (_tenantId, input) => ({ category: input.category, remark: nullable(input.remark) }),
      toDtos: async (_tenantId, rows) =>
        rows.map((row) => ({
          ...codedDto(row),
          category: row.category as DefectCause['category'],
          remark: row.remark,
        })),
    },
  );

  const solutions = new ResourceService<typeof qualitySolutions, Solution, Input<typeof solutionSchemas>>(
    db,
    references,
    {
      kind: 'solution',
      table: qualitySolutions,
      values: async (_tenantId, input) => ({ description: nullable(input.description) }),
      toDtos: async (_tenantId, rows) => rows.map((row) => ({ ...codedDto(row), description: row.description })),
    },
  );

  const responsibleUnits = new ResourceService<
    typeof qualityResponsibleUnits,
    ResponsibleUnit,
    Input<typeof responsibleUnitSchemas>
  >(db, references, {
    kind: 'responsibleUnit',
    table: qualityResponsibleUnits,
    sortable: { kind: qualityResponsibleUnits.kind },
    equals: { kind: qualityResponsibleUnits.kind },
    values: async (tenantId, input) => {
      // Only a unit of the own organisation points into the organisation tree.
      const organisationId = input.kind === 'internal' ? nullable(input.organisationId) : null;
      if (organisationId && !(await organisations.exists(tenantId, organisationId)))
        throw invalid('quality.organisationMissing', { id: organisationId });
      return { kind: input.kind, organisationId, contact: nullable(input.contact), remark: nullable(input.remark) };
    },
    toDtos: async (tenantId, rows) => {
      const names = await organisations.namesByIds(
        tenantId,
        rows.flatMap((row) => (row.organisationId ? [row.organisationId] : [])),
      );
      return rows.map((row) => ({
        ...codedDto(row),
        kind: row.kind as ResponsibleUnit['kind'],
        organisationId: row.organisationId,
        organisationName: (row.organisationId && names.get(row.organisationId)) || null,
        contact: row.contact,
        remark: row.remark,
      }));
    },
  });

  const links = new QualityLinks(db);
  const badPhenomena = new ResourceService<
    typeof qualityBadPhenomena,
    BadPhenomenon,
    Input<typeof badPhenomenonSchemas>
  >(db, references, {
    kind: 'badPhenomenon',
    table: qualityBadPhenomena,
    sortable: { commonlyUsed: qualityBadPhenomena.commonlyUsed },
    // Commonly used phenomena come first in lists and pickers.
    leadingOrder: [desc(qualityBadPhenomena.commonlyUsed)],
    equals: { defectTypeId: qualityBadPhenomena.defectTypeId, commonlyUsed: qualityBadPhenomena.commonlyUsed },
    values: async (tenantId, input) => {
      await references.resolveOne(tenantId, 'defectType', input.defectTypeId, 'defectTypeId');
      await references.resolve(tenantId, 'defectCause', input.causeIds, 'causeIds');
      await references.resolve(tenantId, 'solution', input.solutionIds, 'solutionIds');
      return { defectTypeId: input.defectTypeId, commonlyUsed: input.commonlyUsed, remark: nullable(input.remark) };
    },
    afterSave: (tenantId, id, input) => links.replace(tenantId, id, input.causeIds, input.solutionIds),
    toDtos: async (tenantId, rows) => {
      const ids = rows.map((row) => row.id);
      const [types, causeLinks, solutionLinks] = [
        await defectTypes.repo.lookups.byIds(tenantId, [...new Set(rows.map((row) => row.defectTypeId))]),
        await links.causes(tenantId, ids),
        await links.solutions(tenantId, ids),
      ];
      const typeById = new Map(types.map((type) => [type.id, type]));
      const linked = (list: { phenomenonId: string; ref: CodedRef }[], id: string) =>
        list.filter((link) => link.phenomenonId === id).map((link) => link.ref);
      return rows.map((row) => {
        const type = typeById.get(row.defectTypeId);
        return {
          ...codedDto(row),
          defectTypeId: row.defectTypeId,
          defectType: type ? { id: type.id, code: type.code, name: type.name } : null,
          commonlyUsed: row.commonlyUsed,
          causes: linked(causeLinks, row.id),
          solutions: linked(solutionLinks, row.id),
          remark: row.remark,
        };
      });
    },
  });

  return { defectTypes, badPhenomena, defectCauses, responsibleUnits, solutions, links };
}

export type QualityCatalogues = ReturnType<typeof createQualityCatalogues>;

/** The links between the area's tables: usual causes and solutions of phenomena, "in use by" finders. */
export class QualityLinks {
  constructor(private readonly db: Database) {}

  replace(tenantId: string, phenomenonId: string, causeIds: readonly string[], solutionIds: readonly string[]) {
    return this.db.tenant(tenantId, async (tx) => {
      const c = qualityPhenomenonCauses;
      const s = qualityPhenomenonSolutions;
      await tx.delete(c).where(and(eq(c.tenantId, tenantId), eq(c.phenomenonId, phenomenonId)));
      await tx.delete(s).where(and(eq(s.tenantId, tenantId), eq(s.phenomenonId, phenomenonId)));
      const causes = [...new Set(causeIds)];
      const sols = [...new Set(solutionIds)];
      if (causes.length > 0) await tx.insert(c).values(causes.map((causeId) => ({ tenantId, phenomenonId, causeId })));
      if (sols.length > 0)
        await tx.insert(s).values(sols.map((solutionId) => ({ tenantId, phenomenonId, solutionId })));
    });
  }

  causes(tenantId: string, phenomenonIds: readonly string[]) {
    if (phenomenonIds.length === 0) return Promise.resolve([]);
    const l = qualityPhenomenonCauses;
    const t = qualityDefectCauses;
    return this.db.tenant(tenantId, async (tx) => {
      const rows = await tx
        .select({ phenomenonId: l.phenomenonId, id: t.id, code: t.code, name: t.name })
        .from(l)
        .innerJoin(t, and(eq(t.tenantId, l.tenantId), eq(t.id, l.causeId)))
        .where(and(eq(l.tenantId, tenantId), inArray(l.phenomenonId, [...phenomenonIds])))
        .orderBy(asc(t.code));
      return rows.map(({ phenomenonId, ...ref }) => ({ phenomenonId, ref }));
    });
  }

  solutions(tenantId: string, phenomenonIds: readonly string[]) {
    if (phenomenonIds.length === 0) return Promise.resolve([]);
    const l = qualityPhenomenonSolutions;
    const t = qualitySolutions;
    return this.db.tenant(tenantId, async (tx) => {
      const rows = await tx
        .select({ phenomenonId: l.phenomenonId, id: t.id, code: t.code, name: t.name })
        .from(l)
        .innerJoin(t, and(eq(t.tenantId, l.tenantId), eq(t.id, l.solutionId)))
        .where(and(eq(l.tenantId, tenantId), inArray(l.phenomenonId, [...phenomenonIds])))
        .orderBy(asc(t.code));
      return rows.map(({ phenomenonId, ...ref }) => ({ phenomenonId, ref }));
    });
  }

  /** Phenomena (id, code, name) of the type / listing the cause / listing the solution: "in use by" finders. */
  phenomenaOfType(tenantId: string, defectTypeId: string, limit: number): Promise<CodedRef[]> {
    const p = qualityBadPhenomena;
    return this.db.tenant(tenantId, (tx) =>
      tx
        .select({ id: p.id, code: p.code, name: p.name })
        .from(p)
        .where(and(eq(p.tenantId, tenantId), eq(p.defectTypeId, defectTypeId)))
        .orderBy(asc(p.code))
        .limit(limit),
    );
  }

  phenomenaWithCause(tenantId: string, causeId: string, limit: number): Promise<CodedRef[]> {
    const p = qualityBadPhenomena;
    const l = qualityPhenomenonCauses;
    return this.db.tenant(tenantId, (tx) =>
      tx
        .select({ id: p.id, code: p.code, name: p.name })
        .from(l)
        .innerJoin(p, and(eq(p.tenantId, l.tenantId), eq(p.id, l.phenomenonId)))
        .where(and(eq(l.tenantId, tenantId), eq(l.causeId, causeId)))
        .orderBy(asc(p.code))
        .limit(limit),
    );
  }

  phenomenaWithSolution(tenantId: string, solutionId: string, limit: number): Promise<CodedRef[]> {
    const p = qualityBadPhenomena;
    const l = qualityPhenomenonSolutions;
    return this.db.tenant(tenantId, (tx) =>
      tx
        .select({ id: p.id, code: p.code, name: p.name })
        .from(l)
        .innerJoin(p, and(eq(p.tenantId, l.tenantId), eq(p.id, l.phenomenonId)))
        .where(and(eq(l.tenantId, tenantId), eq(l.solutionId, solutionId)))
        .orderBy(asc(p.code))
        .limit(limit),
    );
  }

  /** An organisation was deleted: units that pointed at it keep their code and name, without it. */
  clearOrganisation(tenantId: string, organisationId: string) {
    const u = qualityResponsibleUnits;
    return this.db.tenant(tenantId, async (tx) => {
      await tx
        .update(u)
        .set({ organisationId: null, updatedAt: new Date() })
        .where(and(eq(u.tenantId, tenantId), eq(u.organisationId, organisationId)));
    });
  }
}

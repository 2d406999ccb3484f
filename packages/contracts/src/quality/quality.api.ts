import { Permissions } from '../access/permissions.js';
import { defineResource, resourceImportRoutes } from '../common/resource.js';
import {
  badPhenomenonSchemas,
  defectCauseSchemas,
  defectTypeSchemas,
  responsibleUnitSchemas,
  solutionSchemas,
} from './quality.schema.js';

/** The five quality catalogues as resources: page, detail, add, edit, delete; bad phenomena also export and import. */

const B = Permissions.basics;
const tag = 'quality';
const catalogueRoutes = ['detail', 'add', 'edit', 'delete'] as const;
const notes = { add: 'code unique in the enterprise', delete: 'refused while other records use it' };

export const defectTypeApi = defineResource(
  {
    path: 'defect_type',
    noun: 'Defect type',
    nouns: 'Defect types',
    tag,
    permissions: B.defectType,
    schemas: defectTypeSchemas,
    sortFields: ['code', 'name', 'level', 'createdAt'],
    notes,
  },
  catalogueRoutes,
);

const badPhenomenon = {
  path: 'bad_phenomenon',
  noun: 'Bad phenomenon',
  nouns: 'Bad phenomena',
  tag,
  permissions: B.badPhenomenon,
  schemas: badPhenomenonSchemas,
  sortFields: ['code', 'name', 'commonlyUsed', 'createdAt'],
  notes,
} as const;
export const badPhenomenonApi = defineResource(badPhenomenon, [...catalogueRoutes, 'export']);
/** Import of bad phenomena from .xls/.xlsx (the export's columns: type, causes and solutions by code). */
export const badPhenomenonImportRoutes = resourceImportRoutes(badPhenomenon);

export const defectCauseApi = defineResource(
  {
    path: 'defect_cause',
    noun: 'Defect cause',
    nouns: 'Defect causes',
    tag,
    permissions: B.defectCause,
    schemas: defectCauseSchemas,
    sortFields: ['code', 'name', 'category', 'createdAt'],
    notes,
  },
  catalogueRoutes,
);

export const responsibleUnitApi = defineResource(
  {
    path: 'responsible_unit',
    noun: 'Responsible unit',
    nouns: 'Responsible units',
    tag,
    permissions: B.responsibleUnit,
    schemas: responsibleUnitSchemas,
    sortFields: ['code', 'name', 'kind', 'createdAt'],
    notes,
  },
  catalogueRoutes,
);

export const solutionApi = defineResource(
  {
    path: 'solution',
    noun: 'Solution',
    nouns: 'Solutions',
    tag,
    permissions: B.solution,
    schemas: solutionSchemas,
    sortFields: ['code', 'name', 'createdAt'],
    notes,
  },
  catalogueRoutes,
);

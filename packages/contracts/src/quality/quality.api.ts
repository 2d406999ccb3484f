import { z } from 'zod';
import { type PermissionCode, Permissions } from '../access/permissions.js';
import { pageQuerySchema, pageResultSchema } from '../common/paging.js';
import { defineRoute } from '../common/route.js';
import { sheetImportRoutes } from '../common/sheet-import.schema.js';
import { fileResponseSchema } from '../files/file.schema.js';
import {
  badPhenomenonSchemas,
  defectCauseSchemas,
  defectTypeSchemas,
  qualityIdSchema,
  responsibleUnitSchemas,
  solutionSchemas,
} from './quality.schema.js';

interface CatalogueSchemas {
  record: z.ZodType;
  add: z.ZodType;
  edit: z.ZodType;
  filters: z.ZodRawShape;
}

/**
 * The five routes every quality catalogue has (`/<path>/page|detail|add|edit|delete`), from its
 * schemas: `noun` names the thing in the summaries, `sortFields` the columns its list sorts by.
 */
function catalogueApi<S extends CatalogueSchemas, const F extends readonly [string, ...string[]]>(def: {
  path: string;
  noun: string;
  permissions: { page: PermissionCode; add: PermissionCode; edit: PermissionCode; delete: PermissionCode };
  schemas: S;
  sortFields: F;
}) {
  const { path, noun, permissions: P, schemas } = def;
  const tag = 'quality';
  const pageQuery = pageQuerySchema(def.sortFields)
    .extend(schemas.filters as S['filters'])
    .strict();
  return {
    page: defineRoute({
      method: 'GET',
      path: `/${path}/page`,
      summary: `${noun}s, paged, sorted and filtered`,
      tag,
      access: { permission: P.page },
      query: pageQuery,
      response: pageResultSchema(schemas.record as S['record']),
    }),
    detail: defineRoute({
      method: 'GET',
      path: `/${path}/detail`,
      summary: `One ${noun}`,
      tag,
      access: { permission: P.page },
      query: qualityIdSchema,
      response: schemas.record as S['record'],
    }),
    add: defineRoute({
      method: 'POST',
      path: `/${path}/add`,
      summary: `Adds a ${noun} (code unique in the enterprise)`,
      tag,
      access: { permission: P.add },
      body: schemas.add as S['add'],
      response: schemas.record as S['record'],
    }),
    edit: defineRoute({
      method: 'POST',
      path: `/${path}/edit`,
      summary: `Edits a ${noun}`,
      tag,
      access: { permission: P.edit },
      body: schemas.edit as S['edit'],
      response: schemas.record as S['record'],
    }),
    delete: defineRoute({
      method: 'POST',
      path: `/${path}/delete`,
      summary: `Deletes a ${noun} (refused while other records use it)`,
      tag,
      access: { permission: P.delete },
      body: qualityIdSchema,
      response: z.null(),
    }),
  };
}

const B = Permissions.basics;

export const defectTypeApi = catalogueApi({
  path: 'defect_type',
  noun: 'Defect type',
  permissions: B.defectType,
  schemas: defectTypeSchemas,
  sortFields: ['code', 'name', 'level', 'createdAt'],
});

const badPhenomenonRoutes = catalogueApi({
  path: 'bad_phenomenon',
  noun: 'Bad phenomenon',
  permissions: B.badPhenomenon,
  schemas: badPhenomenonSchemas,
  sortFields: ['code', 'name', 'commonlyUsed', 'createdAt'],
});
/** The export takes the list's filters (no paging). */
export const badPhenomenonExportQuerySchema = z.strictObject(badPhenomenonSchemas.filters);
export const badPhenomenonApi = {
  ...badPhenomenonRoutes,
  export: defineRoute({
    method: 'GET',
    path: '/bad_phenomenon/export',
    summary: 'The filtered bad phenomena as an .xlsx file (blob, not an envelope)',
    tag: 'quality',
    access: { permission: B.badPhenomenon.export },
    query: badPhenomenonExportQuerySchema,
    response: fileResponseSchema,
  }),
};

/** Import of bad phenomena from .xls/.xlsx (the export's columns: type, causes and solutions by code). */
export const badPhenomenonImportRoutes = sheetImportRoutes('/bad_phenomenon', {
  tag: 'quality',
  what: 'bad phenomena',
  permission: B.badPhenomenon.import,
});

export const defectCauseApi = catalogueApi({
  path: 'defect_cause',
  noun: 'Defect cause',
  permissions: B.defectCause,
  schemas: defectCauseSchemas,
  sortFields: ['code', 'name', 'category', 'createdAt'],
});

export const responsibleUnitApi = catalogueApi({
  path: 'responsible_unit',
  noun: 'Responsible unit',
  permissions: B.responsibleUnit,
  schemas: responsibleUnitSchemas,
  sortFields: ['code', 'name', 'kind', 'createdAt'],
});

export const solutionApi = catalogueApi({
  path: 'solution',
  noun: 'Solution',
  permissions: B.solution,
  schemas: solutionSchemas,
  sortFields: ['code', 'name', 'createdAt'],
});

import { z } from 'zod';
import { Permissions } from '../access/permissions.js';
import { idSchema } from '../common/ids.js';
import { pageQuerySchema, pageResultSchema } from '../common/paging.js';
import { defineRoute } from '../common/route.js';
import { sheetImportRoutes } from '../common/sheet-import.schema.js';
import { fileResponseSchema } from '../files/file.schema.js';
import {
  FACTORY_CODE_MAX,
  FACTORY_NAME_MAX,
  factoryIdSchema,
  lineAddSchema,
  lineEditSchema,
  lineSchema,
  stationAddSchema,
  stationEditSchema,
  stationProcessConfigSchema,
  stationSchema,
  workshopAddSchema,
  workshopEditSchema,
  workshopSchema,
} from './factory.schema.js';

const P = Permissions.basics;
const SORTABLE = ['code', 'name', 'sort', 'createdAt'] as const;

const nameCode = {
  code: z.string().trim().max(FACTORY_CODE_MAX).optional(),
  name: z.string().trim().max(FACTORY_NAME_MAX).optional(),
};
const workshopFilters = { ...nameCode, factoryId: idSchema.optional(), ownerId: idSchema.optional() };
/** `workshopId`: the lines of that workshop. */
const lineFilters = { ...nameCode, workshopId: idSchema.optional(), ownerId: idSchema.optional() };
/** `workshopId` / `lineId`: the workstations below that workshop / on that line. */
const stationFilters = { ...nameCode, workshopId: idSchema.optional(), lineId: idSchema.optional() };

export const workshopPageQuerySchema = pageQuerySchema(SORTABLE).extend(workshopFilters).strict();
export const workshopExportQuerySchema = z.strictObject(workshopFilters);
export const linePageQuerySchema = pageQuerySchema(SORTABLE).extend(lineFilters).strict();
export const lineExportQuerySchema = z.strictObject(lineFilters);
export const stationPageQuerySchema = pageQuerySchema(SORTABLE).extend(stationFilters).strict();
export const stationExportQuerySchema = z.strictObject(stationFilters);

const tag = 'factory';

export const workshopApi = {
  page: defineRoute({
    method: 'GET',
    path: '/workshop/page',
    summary: "Workshops (organisations of type workshop) inside the caller's data scope, paged",
    tag,
    access: { permission: P.workshop.page },
    query: workshopPageQuerySchema,
    response: pageResultSchema(workshopSchema),
  }),
  detail: defineRoute({
    method: 'GET',
    path: '/workshop/detail',
    summary: 'One workshop',
    tag,
    access: { permission: P.workshop.get },
    query: factoryIdSchema,
    response: workshopSchema,
  }),
  add: defineRoute({
    method: 'POST',
    path: '/workshop/add',
    summary: 'Adds a workshop under a factory (an organisation of the tree; code unique in the enterprise)',
    tag,
    access: { permission: P.workshop.add },
    body: workshopAddSchema,
    response: workshopSchema,
  }),
  edit: defineRoute({
    method: 'POST',
    path: '/workshop/edit',
    summary: 'Edits a workshop',
    tag,
    access: { permission: P.workshop.edit },
    body: workshopEditSchema,
    response: workshopSchema,
  }),
  delete: defineRoute({
    method: 'POST',
    path: '/workshop/delete',
    summary: 'Deletes a workshop (refused while it has lines, users or records that use it)',
    tag,
    access: { permission: P.workshop.delete },
    body: factoryIdSchema,
    response: z.null(),
  }),
  export: defineRoute({
    method: 'GET',
    path: '/workshop/export',
    summary: 'The filtered workshops as an .xlsx file',
    tag,
    access: { permission: P.workshop.export },
    query: workshopExportQuerySchema,
    response: fileResponseSchema,
  }),
};

export const lineApi = {
  page: defineRoute({
    method: 'GET',
    path: '/line/page',
    summary: "Production lines (organisations of type line) inside the caller's data scope, paged",
    tag,
    access: { permission: P.line.page },
    query: linePageQuerySchema,
    response: pageResultSchema(lineSchema),
  }),
  detail: defineRoute({
    method: 'GET',
    path: '/line/detail',
    summary: 'One production line',
    tag,
    access: { permission: P.line.get },
    query: factoryIdSchema,
    response: lineSchema,
  }),
  add: defineRoute({
    method: 'POST',
    path: '/line/add',
    summary: 'Adds a production line under a workshop',
    tag,
    access: { permission: P.line.add },
    body: lineAddSchema,
    response: lineSchema,
  }),
  edit: defineRoute({
    method: 'POST',
    path: '/line/edit',
    summary: 'Edits a production line',
    tag,
    access: { permission: P.line.edit },
    body: lineEditSchema,
    response: lineSchema,
  }),
  delete: defineRoute({
    method: 'POST',
    path: '/line/delete',
    summary: 'Deletes a production line (refused while it has workstations, users or records that use it)',
    tag,
    access: { permission: P.line.delete },
    body: factoryIdSchema,
    response: z.null(),
  }),
  export: defineRoute({
    method: 'GET',
    path: '/line/export',
    summary: 'The filtered production lines as an .xlsx file',
    tag,
    access: { permission: P.line.export },
    query: lineExportQuerySchema,
    response: fileResponseSchema,
  }),
};

export const stationApi = {
  page: defineRoute({
    method: 'GET',
    path: '/station/page',
    summary: "Workstations (organisations of type workstation) inside the caller's data scope, paged",
    tag,
    access: { permission: P.station.page },
    query: stationPageQuerySchema,
    response: pageResultSchema(stationSchema),
  }),
  detail: defineRoute({
    method: 'GET',
    path: '/station/detail',
    summary: 'One workstation with its processes in order',
    tag,
    access: { permission: P.station.get },
    query: factoryIdSchema,
    response: stationSchema,
  }),
  add: defineRoute({
    method: 'POST',
    path: '/station/add',
    summary: 'Adds a workstation on a line',
    tag,
    access: { permission: P.station.add },
    body: stationAddSchema,
    response: stationSchema,
  }),
  edit: defineRoute({
    method: 'POST',
    path: '/station/edit',
    summary: 'Edits a workstation',
    tag,
    access: { permission: P.station.edit },
    body: stationEditSchema,
    response: stationSchema,
  }),
  delete: defineRoute({
    method: 'POST',
    path: '/station/delete',
    summary: 'Deletes a workstation (refused while records use it)',
    tag,
    access: { permission: P.station.delete },
    body: factoryIdSchema,
    response: z.null(),
  }),
  configProcess: defineRoute({
    method: 'POST',
    path: '/station/config_process',
    summary: 'Sets the ordered processes a workstation performs (replacing the previous list)',
    tag,
    access: { permission: P.station.configProcess },
    body: stationProcessConfigSchema,
    response: stationSchema,
  }),
  export: defineRoute({
    method: 'GET',
    path: '/station/export',
    summary: 'The filtered workstations as an .xlsx file',
    tag,
    access: { permission: P.station.export },
    query: stationExportQuerySchema,
    response: fileResponseSchema,
  }),
};

/** Excel import of each kind (template + upload, all rows or none), on the master-data import kit. */
export const workshopImportRoutes = sheetImportRoutes('/workshop', {
  tag,
  what: 'workshops',
  permission: P.workshop.import,
});
export const lineImportRoutes = sheetImportRoutes('/line', {
  tag,
  what: 'production lines',
  permission: P.line.import,
});
export const stationImportRoutes = sheetImportRoutes('/station', {
  tag,
  what: 'workstations',
  permission: P.station.import,
});

import { z } from 'zod';
import type { PermissionCode } from '../access/permissions.js';
import { fileResponseSchema } from '../files/file.schema.js';
import { usageSchema } from '../references/reference.schema.js';
import { idSchema } from './ids.js';
import { pageQuerySchema, pageResultSchema } from './paging.js';
import { defineRoute } from './route.js';
import { sheetImportRoutes } from './sheet-import.schema.js';

/**
 * The resource kit's contract half: a plain resource (a list of records with add, edit, delete…)
 * declares its fields once, and its schemas and its routes of spec 000 §7's shape
 * (`/<path>/page|detail|add|edit|delete|export|import`) come from that declaration. The server
 * (`platform/resources`) and the web (`app/resource`) build on what this returns.
 */

export const resourceIdSchema = z.strictObject({ id: idSchema });

/** `?flag=true|false` from a query string. */
export const queryBooleanSchema = z.enum(['true', 'false']).transform((value) => value === 'true');

/**
 * A resource's schemas from its own fields: `fields` are what the add form sends (the edit form
 * adds the id), `record` what the API answers besides id and the times, `filters` the list's
 * search fields (all optional).
 */
export function resourceSchemas<F extends z.ZodRawShape, R extends z.ZodRawShape, Q extends z.ZodRawShape>(own: {
  fields: F;
  record: R;
  filters: Q;
}) {
  const add = z.strictObject(own.fields);
  return {
    record: z.object({ id: idSchema, ...own.record, createdAt: z.string(), updatedAt: z.string() }),
    add,
    edit: add.extend({ id: idSchema }),
    filters: own.filters,
  };
}

export interface ResourceSchemas {
  record: z.ZodType;
  add: z.ZodType;
  edit: z.ZodType;
  filters: z.ZodRawShape;
  /** The detail's answer when it says more than a list row (e.g. the records that use it). */
  detail?: z.ZodType;
}

/** A detail's answer: the record and the records of other kinds that use it. */
export function withUsedBy<Shape extends z.ZodRawShape>(record: z.ZodObject<Shape>) {
  return z.object({ ...record.shape, usedBy: z.array(usageSchema) });
}

export type ResourceRouteName = 'page' | 'detail' | 'add' | 'edit' | 'delete' | 'export';

/** The permission each route asks for (`detail` defaults to `get`, then `page`). */
export type ResourcePermissions = {
  page: PermissionCode;
  get?: PermissionCode;
  add?: PermissionCode;
  edit?: PermissionCode;
  delete?: PermissionCode;
  export?: PermissionCode;
  import?: PermissionCode;
};

export interface ResourceDeclaration<S extends ResourceSchemas, F extends readonly [string, ...string[]]> {
  /** Below `/api`, without slashes: `unit` → `/unit/page`… */
  path: string;
  /** Names one record in the route summaries ("Unit of measure"); `nouns` the many. */
  noun: string;
  nouns: string;
  /** The OpenAPI tag: the area's name. */
  tag: string;
  permissions: ResourcePermissions;
  schemas: S;
  /** The columns the list sorts by (anything else is a 400). */
  sortFields: F;
  /** A sentence on a route's rule, added to its summary (e.g. what a delete is refused for). */
  notes?: Partial<Record<ResourceRouteName, string>>;
}

/** "Defect type" → "defect type" inside a sentence; an acronym ("BOM") stays. */
const midSentence = (text: string) => (/^[A-Z][a-z]/.test(text) ? text[0]!.toLowerCase() + text.slice(1) : text);

/** The summaries of the generated routes; `notes` adds a resource's own rule. */
function summary(name: ResourceRouteName, decl: { noun: string; nouns: string; notes?: object }) {
  const one = midSentence(decl.noun);
  const base: Record<ResourceRouteName, string> = {
    page: `${decl.nouns}, paged, sorted and filtered`,
    detail: `One ${one}`,
    add: `Adds a ${one}`,
    edit: `Edits a ${one}`,
    delete: `Deletes a ${one}`,
    export: `The filtered ${midSentence(decl.nouns)} as an .xlsx file (blob, not an envelope)`,
  };
  const note = (decl.notes as Partial<Record<ResourceRouteName, string>> | undefined)?.[name];
  return note ? `${base[name]} (${note})` : base[name];
}

function allRoutes<S extends ResourceSchemas, const F extends readonly [string, ...string[]]>(
  decl: ResourceDeclaration<S, F>,
) {
  const { path, tag, permissions: P, schemas } = decl;
  const filters = schemas.filters as S['filters'];
  const record = schemas.record as S['record'];
  const need = (permission: PermissionCode | undefined, route: string) => {
    if (!permission) throw new Error(`resource ${path}: the ${route} route needs a permission`);
    return { permission };
  };
  return {
    page: defineRoute({
      method: 'GET',
      path: `/${path}/page`,
      summary: summary('page', decl),
      tag,
      access: { permission: P.page },
      query: pageQuerySchema(decl.sortFields).extend(filters).strict(),
      response: pageResultSchema(record),
    }),
    detail: () =>
      defineRoute({
        method: 'GET',
        path: `/${path}/detail`,
        summary: summary('detail', decl),
        tag,
        access: { permission: P.get ?? P.page },
        query: resourceIdSchema,
        response: (schemas.detail ?? record) as S['detail'] extends z.ZodType ? S['detail'] : S['record'],
      }),
    add: () =>
      defineRoute({
        method: 'POST',
        path: `/${path}/add`,
        summary: summary('add', decl),
        tag,
        access: need(P.add, 'add'),
        body: schemas.add as S['add'],
        response: record,
      }),
    edit: () =>
      defineRoute({
        method: 'POST',
        path: `/${path}/edit`,
        summary: summary('edit', decl),
        tag,
        access: need(P.edit, 'edit'),
        body: schemas.edit as S['edit'],
        response: record,
      }),
    delete: () =>
      defineRoute({
        method: 'POST',
        path: `/${path}/delete`,
        summary: summary('delete', decl),
        tag,
        access: need(P.delete, 'delete'),
        body: resourceIdSchema,
        response: z.null(),
      }),
    export: () =>
      defineRoute({
        method: 'GET',
        path: `/${path}/export`,
        summary: summary('export', decl),
        tag,
        access: need(P.export, 'export'),
        // The export takes the list's filters, without paging.
        query: z.strictObject(filters),
        response: fileResponseSchema,
      }),
  };
}

type AllRoutes<S extends ResourceSchemas, F extends readonly [string, ...string[]]> = ReturnType<
  typeof allRoutes<S, F>
>;
type Built<T> = T extends () => infer D ? D : T;

/** The routes a resource has: `page` always, then the ones it asks for. */
export type ResourceApi<
  S extends ResourceSchemas,
  F extends readonly [string, ...string[]],
  N extends Exclude<ResourceRouteName, 'page'>,
> = { page: AllRoutes<S, F>['page'] } & { [K in N]: Built<AllRoutes<S, F>[K]> };

/**
 * A resource's routes of spec 000 §7's shape, only those it asks for: `defineResource({…},
 * ['detail', 'add', 'edit', 'delete'])`. The page route is always there; `export` answers the
 * filtered list as .xlsx.
 */
export function defineResource<
  S extends ResourceSchemas,
  const F extends readonly [string, ...string[]],
  const N extends Exclude<ResourceRouteName, 'page'>,
>(decl: ResourceDeclaration<S, F>, routes: readonly N[]): ResourceApi<S, F, N> {
  const all = allRoutes(decl);
  const api: Record<string, unknown> = { page: all.page };
  for (const name of routes) api[name] = all[name]();
  return api as ResourceApi<S, F, N>;
}

/** A resource's import and template routes (the import permission, the resource's path and nouns). */
export function resourceImportRoutes(decl: {
  path: string;
  tag: string;
  nouns: string;
  permissions: ResourcePermissions;
}) {
  const permission = decl.permissions.import;
  if (!permission) throw new Error(`resource ${decl.path}: the import routes need a permission`);
  return sheetImportRoutes(`/${decl.path}`, { tag: decl.tag, what: midSentence(decl.nouns), permission });
}

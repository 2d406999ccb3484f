import { z } from 'zod';
import { idSchema } from '../common/ids.js';
import { LANGUAGES } from '../common/languages.js';
import { type Titles, titlesSchema } from './app.schema.js';

/** Limits of a menu record (spec 000 §3 "Menu record"). */
export const MENU_NAME_MAX = 100;
export const MENU_CODE_MAX = 120;
export const MENU_PATH_MAX = 200;
export const MENU_COMPONENT_MAX = 200;
export const MENU_REDIRECT_MAX = 200;
export const MENU_PERMISSION_MAX = 100;
export const MENU_LINK_MAX = 500;
export const MENU_ICON_MAX = 64;
export const MENU_REMARK_MAX = 200;
export const MENU_SORT_MAX = 1_000_000;
/** Spec 000 §5 "Menu expand level 1 to 4". */
export const MENU_EXPAND_LEVEL_MIN = 1;
export const MENU_EXPAND_LEVEL_MAX = 4;

/** Letters, digits, `.`, `_` and `-`, starting with a letter, e.g. `mes.factory.workshop.add`. */
export const MENU_CODE_PATTERN = /^[A-Za-z][A-Za-z0-9._-]*$/;
/** `area:resource:action`, e.g. `sys:user:add` (DESIGN §4). */
export const PERMISSION_CODE_PATTERN = /^[A-Za-z][A-Za-z0-9_-]*:[A-Za-z][A-Za-z0-9_-]*:[A-Za-z][A-Za-z0-9_-]*$/;
/** A link address is an absolute http(s) URL. */
export const MENU_LINK_PATTERN = /^https?:\/\/\S+$/;

export const MENU_TYPES = ['directory', 'menu', 'button'] as const;
export const menuTypeSchema = z.enum(MENU_TYPES);
/** component: a page of the web app; inner: a link shown inside the console; outer: a link in a new tab. */
export const MENU_OPEN_MODES = ['component', 'inner', 'outer'] as const;
export const menuOpenModeSchema = z.enum(MENU_OPEN_MODES);

/**
 * Where each type may sit: the top of an app (null), under a directory, under a menu. A menu
 * under a menu is a hidden sub-page (details, designer); buttons sit under the page they act on.
 */
export const MENU_PARENT_TYPES: Readonly<
  Record<(typeof MENU_TYPES)[number], readonly ((typeof MENU_TYPES)[number] | null)[]>
> = {
  directory: [null, 'directory'],
  menu: [null, 'directory', 'menu'],
  button: ['menu'],
};

/** The component of a directory without its own page, and of an inner link. */
export const DIRECTORY_COMPONENT = 'RouteView';
export const IFRAME_COMPONENT = 'Iframe';

/** One menu, directory or button as the menu page shows and edits it. */
export const menuRecordSchema = z.object({
  id: idSchema,
  /** '0' at the top of an app. */
  pid: z.string(),
  appCode: z.string(),
  /** The number of spec 000 §3; unique; the catalog key for shipped entries. */
  code: z.string(),
  name: z.string(),
  /** The title in the request's language. */
  title: z.string(),
  titles: titlesSchema,
  type: menuTypeSchema,
  path: z.string().nullable(),
  component: z.string().nullable(),
  redirect: z.string().nullable(),
  permission: z.string().nullable(),
  link: z.string().nullable(),
  icon: z.string().nullable(),
  openMode: menuOpenModeSchema,
  /** Visibility: hidden entries stay routable but are not shown in the menu. */
  hidden: z.boolean(),
  hideChildrenInMenu: z.boolean(),
  sort: z.number().int(),
  remark: z.string().nullable(),
  /** Shipped with the product (`MENU_CATALOG`): structure fixed, cannot be deleted (hide it instead). */
  catalog: z.boolean(),
  /** A catalog entry the administrator edited: releases keep its title, icon, sort, visibility and remark. */
  customised: z.boolean(),
});
export type MenuRecord = z.infer<typeof menuRecordSchema>;

export interface MenuRecordNode extends MenuRecord {
  children: MenuRecordNode[];
}
export const menuRecordNodeSchema: z.ZodType<MenuRecordNode> = z.lazy(() =>
  menuRecordSchema.extend({ children: z.array(menuRecordNodeSchema) }),
);

/**
 * The light tree of `own_tree`, `tenant_own_tree` and `exclude_button_tree` (role grant dialogs,
 * parent picker). Sorted by sort within each parent; `title` is in the request's language.
 */
export interface MenuGrantNode {
  id: string;
  pid: string;
  appCode: string;
  code: string;
  type: (typeof MENU_TYPES)[number];
  title: string;
  permission: string | null;
  children: MenuGrantNode[];
}
export const menuGrantNodeSchema: z.ZodType<MenuGrantNode> = z.lazy(() =>
  z.object({
    id: idSchema,
    pid: z.string(),
    appCode: z.string(),
    code: z.string(),
    type: menuTypeSchema,
    title: z.string(),
    permission: z.string().nullable(),
    children: z.array(menuGrantNodeSchema),
  }),
);

const optionalText = (max: number) => z.string().trim().max(max).nullish();

export const menuFieldsSchema = z.strictObject({
  appCode: z.string().trim().min(1).max(50),
  /** '0' for the top of the app. */
  pid: z.union([z.literal('0'), idSchema]).default('0'),
  type: menuTypeSchema,
  code: z.string().trim().min(1).max(MENU_CODE_MAX).regex(MENU_CODE_PATTERN),
  name: z.string().trim().min(1).max(MENU_NAME_MAX),
  titles: z
    .partialRecord(z.enum(LANGUAGES), z.string().trim().max(MENU_NAME_MAX))
    .default({})
    .transform((titles) => Object.fromEntries(Object.entries(titles).filter(([, text]) => text)) as Titles),
  path: optionalText(MENU_PATH_MAX),
  component: optionalText(MENU_COMPONENT_MAX),
  redirect: optionalText(MENU_REDIRECT_MAX),
  permission: optionalText(MENU_PERMISSION_MAX),
  link: optionalText(MENU_LINK_MAX),
  icon: optionalText(MENU_ICON_MAX),
  openMode: menuOpenModeSchema.default('component'),
  hidden: z.boolean().default(false),
  hideChildrenInMenu: z.boolean().default(false),
  sort: z.number().int().min(0).max(MENU_SORT_MAX).default(100),
  remark: optionalText(MENU_REMARK_MAX),
});

export type MenuFieldProblem = 'required' | 'format';

/**
 * The type-dependent rules of a menu record, shared by the server and the form:
 * a directory needs a route and an icon; a menu needs a route, and a component (open mode
 * component) or a link (inner and outer links); a button needs a permission identifier.
 * A permission, when given, has the form `area:resource:action`; a link is an http(s) URL.
 */
export function menuFieldProblems(input: {
  type: MenuRecord['type'];
  openMode?: MenuRecord['openMode'] | undefined;
  path?: string | null | undefined;
  component?: string | null | undefined;
  icon?: string | null | undefined;
  link?: string | null | undefined;
  permission?: string | null | undefined;
}): { field: 'path' | 'component' | 'icon' | 'link' | 'permission'; problem: MenuFieldProblem }[] {
  const problems: ReturnType<typeof menuFieldProblems> = [];
  const blank = (value: string | null | undefined) => !value?.trim();
  const permission = input.permission?.trim() ?? '';
  const link = input.link?.trim() ?? '';
  if (input.type === 'directory') {
    if (blank(input.path)) problems.push({ field: 'path', problem: 'required' });
    if (blank(input.icon)) problems.push({ field: 'icon', problem: 'required' });
  } else if (input.type === 'menu') {
    if (blank(input.path)) problems.push({ field: 'path', problem: 'required' });
    if ((input.openMode ?? 'component') === 'component') {
      if (blank(input.component)) problems.push({ field: 'component', problem: 'required' });
    } else if (blank(input.link)) problems.push({ field: 'link', problem: 'required' });
  } else if (blank(input.permission)) problems.push({ field: 'permission', problem: 'required' });
  if (permission && !PERMISSION_CODE_PATTERN.test(permission))
    problems.push({ field: 'permission', problem: 'format' });
  if (input.type === 'menu' && (input.openMode ?? 'component') !== 'component' && link) {
    if (!MENU_LINK_PATTERN.test(link)) problems.push({ field: 'link', problem: 'format' });
  }
  return problems;
}

function withTypeRules<T extends z.ZodType<Parameters<typeof menuFieldProblems>[0]>>(schema: T) {
  return schema.superRefine((value, ctx) => {
    for (const { field, problem } of menuFieldProblems(value)) {
      if (problem === 'required') {
        ctx.addIssue({
          code: 'too_small',
          origin: 'string',
          minimum: 1,
          inclusive: true,
          path: [field],
          message: `${field} is required for a ${value.type}`,
        });
      } else {
        ctx.addIssue({
          code: 'invalid_format',
          format: 'regex',
          path: [field],
          message: `${field} has the wrong format`,
        });
      }
    }
  });
}

export const menuAddSchema = withTypeRules(menuFieldsSchema);
export const menuEditSchema = withTypeRules(menuFieldsSchema.extend({ id: idSchema }));
export type MenuAdd = z.input<typeof menuAddSchema>;
export type MenuEdit = z.input<typeof menuEditSchema>;

export const menuListQuerySchema = z.strictObject({
  appCode: z.string().trim().max(50).optional(),
  /** Keeps the entries whose title (any language), name or code contains it, with their ancestors. */
  name: z.string().trim().max(MENU_NAME_MAX).optional(),
});
export const menuTreeQuerySchema = z.strictObject({ appCode: z.string().trim().max(50).optional() });
export const menuAppQuerySchema = z.strictObject({ appCode: z.string().trim().min(1).max(50) });
export const menuIdQuerySchema = z.strictObject({ id: idSchema });

import { z } from 'zod';
import { idSchema } from '../common/ids.js';
import { LANGUAGES } from '../common/languages.js';

/** Limits of an app record (spec 000 §3 "App: name, code, sort, default flag"). */
export const APP_NAME_MAX = 50;
export const APP_CODE_MAX = 50;
export const APP_ICON_MAX = 64;
export const APP_SORT_MAX = 1_000_000;
/** Lower-case letters, digits, `_` and `-`, starting with a letter (it names the app in URLs and grants). */
export const APP_CODE_PATTERN = /^[a-z][a-z0-9_-]*$/;

/** A title per interface language; a missing language falls back to the record's name. */
export const titlesSchema = z.partialRecord(z.enum(LANGUAGES), z.string());
export type Titles = z.infer<typeof titlesSchema>;

export const appSchema = z.object({
  id: idSchema,
  code: z.string(),
  /** The name kept as the fallback title. */
  name: z.string(),
  /** The title in the request's language. */
  title: z.string(),
  titles: titlesSchema,
  icon: z.string().nullable(),
  sort: z.number().int(),
  isDefault: z.boolean(),
  /** Platform-tenant app (super administrator); never granted to an enterprise. */
  platformOnly: z.boolean(),
  /** Shipped with the product (`APP_CATALOG`): cannot be deleted. */
  catalog: z.boolean(),
  /** A catalog app the administrator edited: releases keep the administrator's texts. */
  customised: z.boolean(),
  /** Menus, directories and buttons of the app. */
  menuCount: z.number().int(),
  /** Enterprises the app is granted to. */
  tenantCount: z.number().int(),
});
export type AppRecord = z.infer<typeof appSchema>;

const titleInput = z.string().trim().max(APP_NAME_MAX);
const appFields = {
  name: z.string().trim().min(1).max(APP_NAME_MAX),
  titles: z
    .partialRecord(z.enum(LANGUAGES), titleInput)
    .default({})
    .transform((titles) => Object.fromEntries(Object.entries(titles).filter(([, text]) => text)) as Titles),
  icon: z.string().trim().max(APP_ICON_MAX).nullish(),
  sort: z.number().int().min(0).max(APP_SORT_MAX).default(100),
  platformOnly: z.boolean().default(false),
};

export const appAddSchema = z.strictObject({
  code: z.string().trim().min(1).max(APP_CODE_MAX).regex(APP_CODE_PATTERN),
  ...appFields,
});
/** The code is fixed once created: menus and enterprise grants refer to it. */
export const appEditSchema = z.strictObject({ id: idSchema, ...appFields });
export const appIdQuerySchema = z.strictObject({ id: idSchema });
export const appSetDefaultSchema = z.strictObject({ id: idSchema });
export type AppAdd = z.input<typeof appAddSchema>;
export type AppEdit = z.input<typeof appEditSchema>;

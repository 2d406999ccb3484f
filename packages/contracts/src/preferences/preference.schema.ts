import { z } from 'zod';
import { LANGUAGES } from '../common/languages.js';
import { timeZoneSchema } from '../common/time-zone.js';
import { PICTURE_URL_PATTERN } from '../files/file.schema.js';

/**
 * User preferences (spec 000 §3 "User preferences"): how the console looks for one user. Saved
 * on the server per user and cached by the web app in local storage under
 * {@link PREFERENCES_STORAGE_KEY} (inside the app's own namespace prefix).
 */

/** `#RRGGBB`. */
export const HEX_COLOR_PATTERN = /^#[0-9A-Fa-f]{6}$/;

export const DEFAULT_THEME_COLOR = '#1890FF';

/** Spec 000 §9 "six or seven preset theme colours": Ant Design Pro's set, default first. */
export const THEME_COLOR_PRESETS = [
  { key: 'daybreak', color: '#1890FF' },
  { key: 'dust', color: '#F5222D' },
  { key: 'volcano', color: '#FA541C' },
  { key: 'sunset', color: '#FAAD14' },
  { key: 'cyan', color: '#13C2C2' },
  { key: 'green', color: '#52C41A' },
  { key: 'geekblue', color: '#2F54EB' },
] as const;
export type ThemeColorPreset = (typeof THEME_COLOR_PRESETS)[number];

/** menuStyle: 1 dark menu, 2 light menu (spec: "1 dark, otherwise light"). */
export const MenuStyle = { DARK: 1, LIGHT: 2 } as const;
export type MenuStyle = (typeof MenuStyle)[keyof typeof MenuStyle];

export const THEMES = ['light', 'dark'] as const;
export const LAYOUTS = ['sidemenu', 'topmenu'] as const;
export const CONTENT_WIDTHS = ['Fluid', 'Fixed'] as const;

export const HOME_MODE_MAX = 50;
export const PICTURE_URL_MAX = 500;

/** Where the web app caches the preferences (a key below its storage namespace). */
export const PREFERENCES_STORAGE_KEY = 'clientTheme';

/** Every preference; each field validated on its own. */
export const preferenceFields = {
  themeColor: z.string().regex(HEX_COLOR_PATTERN),
  isEnableTabs: z.boolean(),
  isFixedAppBar: z.boolean(),
  menuStyle: z.union([z.literal(MenuStyle.DARK), z.literal(MenuStyle.LIGHT)]),
  theme: z.enum(THEMES),
  layout: z.enum(LAYOUTS),
  contentWidth: z.enum(CONTENT_WIDTHS),
  fixedSidebar: z.boolean(),
  autoHideHeader: z.boolean(),
  colorWeak: z.boolean(),
  showBreadcrumb: z.boolean(),
  homeMode: z.string().trim().max(HOME_MODE_MAX).nullable(),
  homePicture: z.string().trim().max(PICTURE_URL_MAX).regex(PICTURE_URL_PATTERN).nullable(),
  language: z.enum(LANGUAGES),
  /** The zone times are shown in (an IANA name); null: the enterprise's zone. */
  timeZone: timeZoneSchema.nullable(),
};

/** The whole preference object, as `GET /client_theme/client_theme` returns it. */
export const preferencesSchema = z.object(preferenceFields);
export type Preferences = z.infer<typeof preferencesSchema>;

/** `PUT /client_theme/edit`: the whole object or any part of it; unknown fields are refused. */
export const preferencesEditSchema = z.strictObject(preferenceFields).partial();
export type PreferencesEdit = z.infer<typeof preferencesEditSchema>;

/**
 * Defaults a user starts with. `language` has no product-wide default: the server fills in the
 * user's saved language, else the request's.
 */
export const DEFAULT_PREFERENCES: Readonly<Omit<Preferences, 'language'>> = {
  themeColor: DEFAULT_THEME_COLOR,
  isEnableTabs: true,
  isFixedAppBar: true,
  menuStyle: MenuStyle.DARK,
  theme: 'light',
  layout: 'sidemenu',
  contentWidth: 'Fluid',
  fixedSidebar: true,
  autoHideHeader: false,
  colorWeak: false,
  showBreadcrumb: true,
  homeMode: null,
  homePicture: null,
  timeZone: null,
};

export const changeLanguageQuerySchema = z.strictObject({ language: z.enum(LANGUAGES) });

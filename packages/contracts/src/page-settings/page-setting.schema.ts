import { z } from 'zod';
import { PICTURE_URL_PATTERN } from '../files/file.schema.js';

/**
 * Tenant page settings (spec 000 §3 "Tenant settings"): the watermark, the enterprise home
 * page, and whether the language choice is offered. One set per enterprise; every signed-in
 * user reads it (the watermark is drawn for everyone), administrators edit it.
 */

/**
 * What the watermark shows, by digit: 1 tenant name, 2 user name, 3 phone, 4 job number.
 * A mode string holds one or two different digits, e.g. '12'.
 */
export const WatermarkPart = { TENANT_NAME: '1', USER_NAME: '2', PHONE: '3', JOB_NUMBER: '4' } as const;
export type WatermarkPart = (typeof WatermarkPart)[keyof typeof WatermarkPart];
export const WATERMARK_MAX_PARTS = 2;

/** One or two different digits 1–4. */
export const WATERMARK_MODE_PATTERN = /^(?:([1-4])(?!\1)[1-4]?)$/;

export function watermarkParts(mode: string): WatermarkPart[] {
  return [...new Set(mode.split('').filter((c) => c >= '1' && c <= '4'))].slice(
    0,
    WATERMARK_MAX_PARTS,
  ) as WatermarkPart[];
}

/** Spec 000 §3: canvas 300×250, rotated −20°, re-checked every 500 ms. */
export const WATERMARK_CANVAS = { width: 300, height: 250, rotateDeg: -20, checkIntervalMs: 500 } as const;

/**
 * The home page's look: `console` (the welcome console alone) or `picture` (the home picture
 * above it). The enterprise's choice; a user's own preference wins over it.
 */
export const HOME_MODES = ['console', 'picture'] as const;
export type HomeMode = (typeof HOME_MODES)[number];
export const isHomeMode = (value: string | null | undefined): value is HomeMode =>
  (HOME_MODES as readonly (string | null | undefined)[]).includes(value);

export const HOME_PICTURE_URL_MAX = 500;

/** Home picture upload (spec 000 §5 image limits): png, jpg, jpeg, at most 2 MB. */
export const HOME_PICTURE_FIELD = 'file';
export const HOME_PICTURE_MAX_BYTES = 2 * 1024 * 1024;
export const IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg'] as const;
/** For an `<input accept>` / Upload `accept`. */
export const IMAGE_ACCEPT = '.png,.jpg,.jpeg,image/png,image/jpeg';

export const pageSettingsSchema = z.object({
  isEnableWatermark: z.boolean(),
  watermarkMode: z.string(),
  okMesHomeMode: z.enum(HOME_MODES).nullable(),
  homePicture: z.string().nullable(),
  multiLanguage: z.boolean(),
});
export type PageSettings = z.infer<typeof pageSettingsSchema>;

export const DEFAULT_PAGE_SETTINGS: Readonly<PageSettings> = {
  isEnableWatermark: false,
  watermarkMode: '12',
  okMesHomeMode: null,
  homePicture: null,
  multiLanguage: true,
};

/** `PUT client_page_setting/edit`: all fields or some; unknown fields are refused. */
export const pageSettingsEditSchema = z
  .strictObject({
    isEnableWatermark: z.boolean(),
    watermarkMode: z.string().trim().regex(WATERMARK_MODE_PATTERN),
    okMesHomeMode: z.enum(HOME_MODES).nullable(),
    homePicture: z.string().trim().max(HOME_PICTURE_URL_MAX).regex(PICTURE_URL_PATTERN).nullable(),
    multiLanguage: z.boolean(),
  })
  .partial();
export type PageSettingsEdit = z.infer<typeof pageSettingsEditSchema>;

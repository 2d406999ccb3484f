import { defineAreaMessages } from '../../platform/i18n/area-messages.js';

/** Barcode rules, serial schemes and gap-free serial generation: server texts (keys `barcodes.<text>`). */
export const barcodesMessages = defineAreaMessages({
  'en-US': {},
  'zh-CN': {},
  'zh-TW': {},
  'vi-VN': {},
});

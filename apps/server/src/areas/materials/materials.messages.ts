import { defineAreaMessages } from '../../platform/i18n/area-messages.js';

/** Units, materials, product types, products, BOMs and scan configurations: server texts (keys `materials.<text>`). */
export const materialsMessages = defineAreaMessages({
  'en-US': {},
  'zh-CN': {},
  'zh-TW': {},
  'vi-VN': {},
});

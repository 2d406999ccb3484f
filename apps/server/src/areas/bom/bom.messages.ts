import { defineAreaMessages } from '../../platform/i18n/area-messages.js';

/** Bills of materials and scan configurations per product and process: server texts (keys `bom.<text>`). */
export const bomMessages = defineAreaMessages({
  'en-US': {},
  'zh-CN': {},
  'zh-TW': {},
  'vi-VN': {},
});

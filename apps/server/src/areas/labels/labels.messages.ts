import { defineAreaMessages } from '../../platform/i18n/area-messages.js';

/** Print templates, the label designer, PDF/ZPL output and the print queue: server texts (keys `labels.<text>`). */
export const labelsMessages = defineAreaMessages({
  'en-US': {},
  'zh-CN': {},
  'zh-TW': {},
  'vi-VN': {},
});

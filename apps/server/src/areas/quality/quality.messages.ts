import { defineAreaMessages } from '../../platform/i18n/area-messages.js';

/** The quality catalogue: defect types, bad phenomena, causes, responsible units, solutions: server texts (keys `quality.<text>`). */
export const qualityMessages = defineAreaMessages({
  'en-US': {},
  'zh-CN': {},
  'zh-TW': {},
  'vi-VN': {},
});

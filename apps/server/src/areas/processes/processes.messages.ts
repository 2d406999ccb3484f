import { defineAreaMessages } from '../../platform/i18n/area-messages.js';

/** Processes and routings (craft routes) with versions: server texts (keys `processes.<text>`). */
export const processesMessages = defineAreaMessages({
  'en-US': {},
  'zh-CN': {},
  'zh-TW': {},
  'vi-VN': {},
});

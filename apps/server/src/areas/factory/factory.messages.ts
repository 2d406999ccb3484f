import { defineAreaMessages } from '../../platform/i18n/area-messages.js';

/** Workshops, production lines and workstations (spec 001 §3), kept as organisations of the organisation tree: server texts (keys `factory.<text>`). */
export const factoryMessages = defineAreaMessages({
  'en-US': {},
  'zh-CN': {},
  'zh-TW': {},
  'vi-VN': {},
});

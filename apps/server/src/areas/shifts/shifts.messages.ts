import { defineAreaMessages } from '../../platform/i18n/area-messages.js';

/** Shifts, shift regimes, time ranges and the shift resolver: server texts (keys `shifts.<text>`). */
export const shiftsMessages = defineAreaMessages({
  'en-US': {},
  'zh-CN': {},
  'zh-TW': {},
  'vi-VN': {},
});

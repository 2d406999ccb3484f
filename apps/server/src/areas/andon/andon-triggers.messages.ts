import { defineAreaMessages } from '../../platform/i18n/area-messages.js';

/** Automatic andon calls: server texts (keys `andonTriggers.<text>`). */
export const andonTriggersMessages = defineAreaMessages({
  'en-US': {
    'andonTriggers.codeTaken': 'The rule code {code} is already in use',
    'andonTriggers.defectsRequired':
      'defectCount, defectMinutes: a defects rule needs the number of defects and the minutes they fall within',
  },
  'zh-CN': {
    'andonTriggers.codeTaken': '规则编码 {code} 已被使用',
    'andonTriggers.defectsRequired': 'defectCount, defectMinutes：不良规则需要不良数量和时间窗口（分钟）',
  },
  'zh-TW': {
    'andonTriggers.codeTaken': '規則編碼 {code} 已被使用',
    'andonTriggers.defectsRequired': 'defectCount, defectMinutes：不良規則需要不良數量和時間視窗（分鐘）',
  },
  'vi-VN': {
    'andonTriggers.codeTaken': 'Mã quy tắc {code} đã được sử dụng',
    'andonTriggers.defectsRequired':
      'defectCount, defectMinutes: quy tắc lỗi cần số lỗi và số phút mà chúng xảy ra trong đó',
  },
});

declare module '../../platform/i18n/area-messages.js' {
  interface AreaMessageKeys extends Record<keyof (typeof andonTriggersMessages)['en-US'], true> {}
}

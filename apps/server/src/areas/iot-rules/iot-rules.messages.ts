import { defineAreaMessages } from '../../platform/i18n/area-messages.js';

/** IoT rules and their alarms: server texts (keys `iotRules.<text>`). */
export const iotRulesMessages = defineAreaMessages({
  'en-US': {
    'iotRules.codeTaken': 'The rule code {code} is already in use',
    'iotRules.metricRequired': 'metric: this condition needs the reading’s metric',
    'iotRules.limitRequired': 'limit: this condition needs its limit',
    'iotRules.rangeRequired': 'lower, upper: “outside range” needs both limits, the upper not below the lower',
    'iotRules.offlineRequired': 'offlineSeconds: “offline” needs its number of seconds',
    'iotRules.pushIncomplete': 'pushChannelIds: a push needs both its template and at least one channel',
    'iotRules.alreadyAcknowledged': 'This alarm was already acknowledged',
  },
  'zh-CN': {
    'iotRules.codeTaken': '规则编码 {code} 已被使用',
    'iotRules.metricRequired': 'metric：该条件需要读数的指标',
    'iotRules.limitRequired': 'limit：该条件需要限值',
    'iotRules.rangeRequired': 'lower, upper：“超出范围”需要上下限，且上限不能低于下限',
    'iotRules.offlineRequired': 'offlineSeconds：“离线”需要离线秒数',
    'iotRules.pushIncomplete': 'pushChannelIds：推送需要模板和至少一个渠道',
    'iotRules.alreadyAcknowledged': '该报警已被确认',
  },
  'zh-TW': {
    'iotRules.codeTaken': '規則編碼 {code} 已被使用',
    'iotRules.metricRequired': 'metric：此條件需要讀數的指標',
    'iotRules.limitRequired': 'limit：此條件需要限值',
    'iotRules.rangeRequired': 'lower, upper：「超出範圍」需要上下限，且上限不能低於下限',
    'iotRules.offlineRequired': 'offlineSeconds：「離線」需要離線秒數',
    'iotRules.pushIncomplete': 'pushChannelIds：推播需要範本和至少一個通道',
    'iotRules.alreadyAcknowledged': '此警報已被確認',
  },
  'vi-VN': {
    'iotRules.codeTaken': 'Mã quy tắc {code} đã được sử dụng',
    'iotRules.metricRequired': 'metric: điều kiện này cần chỉ số của số đọc',
    'iotRules.limitRequired': 'limit: điều kiện này cần giới hạn',
    'iotRules.rangeRequired':
      'lower, upper: “ngoài khoảng” cần cả hai giới hạn, giới hạn trên không thấp hơn giới hạn dưới',
    'iotRules.offlineRequired': 'offlineSeconds: “mất kết nối” cần số giây',
    'iotRules.pushIncomplete': 'pushChannelIds: đẩy tin cần cả mẫu và ít nhất một kênh',
    'iotRules.alreadyAcknowledged': 'Cảnh báo này đã được xác nhận',
  },
});

declare module '../../platform/i18n/area-messages.js' {
  interface AreaMessageKeys extends Record<keyof (typeof iotRulesMessages)['en-US'], true> {}
}

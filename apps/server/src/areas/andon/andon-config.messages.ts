import { defineAreaMessages } from '../../platform/i18n/area-messages.js';

/** The andon set-up: server texts (keys `andonConfig.<text>`). */
export const andonConfigMessages = defineAreaMessages({
  'en-US': {
    'andonConfig.minutesNotIncreasing':
      '{ladder}: level {level} is due at {minutes} min, not after level {previousLevel} ({previous} min); minutes must increase by level',
    'andonConfig.ladder.response': 'response ladder',
    'andonConfig.ladder.resolution': 'resolution ladder',
    'andonConfig.targetsReversed':
      'resolutionMinutes: the resolution target ({resolution} min) must not be before the response target ({response} min)',
    'andonConfig.buttonTaken': 'button: button {button} already calls item {item}',
    'andonConfig.usersMissing': '{field}: no user with id {ids} exists in this enterprise',
    'andonConfig.rolesMissing': '{field}: no role with id {ids} exists in this enterprise',
    'andonConfig.itemHasCalls':
      'Item {item} cannot be deleted: it has {count} calls in the records; disable it instead',
    'andonConfig.itemAuthorized':
      'Item {item} cannot be deleted: the response authorisation of {users} names it; take it out there first',
  },
  'zh-CN': {
    'andonConfig.minutesNotIncreasing':
      '{ladder}：第 {level} 级为 {minutes} 分钟，不晚于第 {previousLevel} 级（{previous} 分钟）；各级分钟数必须逐级递增',
    'andonConfig.ladder.response': '响应升级',
    'andonConfig.ladder.resolution': '处理升级',
    'andonConfig.targetsReversed':
      'resolutionMinutes：处理时限（{resolution} 分钟）不能早于响应时限（{response} 分钟）',
    'andonConfig.buttonTaken': 'button：按钮 {button} 已用于报警项 {item}',
    'andonConfig.usersMissing': '{field}：本企业不存在 ID 为 {ids} 的用户',
    'andonConfig.rolesMissing': '{field}：本企业不存在 ID 为 {ids} 的角色',
    'andonConfig.itemHasCalls': '报警项 {item} 不能删除：记录中已有 {count} 次呼叫；请改为停用',
    'andonConfig.itemAuthorized': '报警项 {item} 不能删除：{users} 的响应授权中包含它；请先从授权中移除',
  },
  'zh-TW': {
    'andonConfig.minutesNotIncreasing':
      '{ladder}：第 {level} 級為 {minutes} 分鐘，不晚於第 {previousLevel} 級（{previous} 分鐘）；各級分鐘數必須逐級遞增',
    'andonConfig.ladder.response': '回應升級',
    'andonConfig.ladder.resolution': '處理升級',
    'andonConfig.targetsReversed':
      'resolutionMinutes：處理時限（{resolution} 分鐘）不能早於回應時限（{response} 分鐘）',
    'andonConfig.buttonTaken': 'button：按鈕 {button} 已用於警報項 {item}',
    'andonConfig.usersMissing': '{field}：本企業不存在 ID 為 {ids} 的使用者',
    'andonConfig.rolesMissing': '{field}：本企業不存在 ID 為 {ids} 的角色',
    'andonConfig.itemHasCalls': '警報項 {item} 不能刪除：記錄中已有 {count} 次呼叫；請改為停用',
    'andonConfig.itemAuthorized': '警報項 {item} 不能刪除：{users} 的回應授權中包含它；請先從授權中移除',
  },
  'vi-VN': {
    'andonConfig.minutesNotIncreasing':
      '{ladder}: cấp {level} là {minutes} phút, không sau cấp {previousLevel} ({previous} phút); số phút phải tăng dần theo cấp',
    'andonConfig.ladder.response': 'thang phản hồi',
    'andonConfig.ladder.resolution': 'thang xử lý',
    'andonConfig.targetsReversed':
      'resolutionMinutes: thời hạn xử lý ({resolution} phút) không được sớm hơn thời hạn phản hồi ({response} phút)',
    'andonConfig.buttonTaken': 'button: nút {button} đã gọi mục {item}',
    'andonConfig.usersMissing': '{field}: không có người dùng với id {ids} trong doanh nghiệp này',
    'andonConfig.rolesMissing': '{field}: không có vai trò với id {ids} trong doanh nghiệp này',
    'andonConfig.itemHasCalls':
      'Không thể xóa mục {item}: đã có {count} lần gọi trong hồ sơ; hãy vô hiệu hóa thay vì xóa',
    'andonConfig.itemAuthorized':
      'Không thể xóa mục {item}: ủy quyền phản hồi của {users} có chứa nó; hãy gỡ nó ra khỏi đó trước',
  },
});

declare module '../../platform/i18n/area-messages.js' {
  interface AreaMessageKeys extends Record<keyof (typeof andonConfigMessages)['en-US'], true> {}
}

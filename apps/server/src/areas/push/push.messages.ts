import { defineAreaMessages } from '../../platform/i18n/area-messages.js';

/** Robots, push channels, templates and deliveries: server texts (keys `push.<text>`). */
export const pushMessages = defineAreaMessages({
  'en-US': {
    'push.robotCodeTaken': 'The robot code {code} is already in use',
    'push.channelCodeTaken': 'The push channel code {code} is already in use',
    'push.templateCodeTaken': 'The push template code {code} is already in use',
    'push.robotRequired': 'A robot channel needs its robot',
    'push.templateEmpty': 'A push template needs the body of at least one channel',
    'push.unknownVariable': '{field}: unknown variable {variable}',
    'push.testTitle': 'Takt MES test message',
    'push.testBody': 'This robot is connected: {robot} sent this message at {time}.',
  },
  'zh-CN': {
    'push.robotCodeTaken': '机器人编码 {code} 已被使用',
    'push.channelCodeTaken': '推送渠道编码 {code} 已被使用',
    'push.templateCodeTaken': '推送模板编码 {code} 已被使用',
    'push.robotRequired': '机器人渠道需要选择机器人',
    'push.templateEmpty': '推送模板至少需要一个渠道的正文',
    'push.unknownVariable': '{field}：未知变量 {variable}',
    'push.testTitle': 'Takt MES 测试消息',
    'push.testBody': '机器人已连通：{robot} 于 {time} 发送了这条消息。',
  },
  'zh-TW': {
    'push.robotCodeTaken': '機器人編碼 {code} 已被使用',
    'push.channelCodeTaken': '推播通道編碼 {code} 已被使用',
    'push.templateCodeTaken': '推播範本編碼 {code} 已被使用',
    'push.robotRequired': '機器人通道需要選擇機器人',
    'push.templateEmpty': '推播範本至少需要一個通道的內文',
    'push.unknownVariable': '{field}：未知變數 {variable}',
    'push.testTitle': 'Takt MES 測試訊息',
    'push.testBody': '機器人已連通：{robot} 於 {time} 傳送了這則訊息。',
  },
  'vi-VN': {
    'push.robotCodeTaken': 'Mã bot {code} đã được sử dụng',
    'push.channelCodeTaken': 'Mã kênh đẩy tin {code} đã được sử dụng',
    'push.templateCodeTaken': 'Mã mẫu đẩy tin {code} đã được sử dụng',
    'push.robotRequired': 'Kênh bot cần chọn bot',
    'push.templateEmpty': 'Mẫu đẩy tin cần nội dung của ít nhất một kênh',
    'push.unknownVariable': '{field}: biến không xác định {variable}',
    'push.testTitle': 'Tin nhắn thử của Takt MES',
    'push.testBody': 'Bot đã kết nối: {robot} gửi tin nhắn này lúc {time}.',
  },
});

declare module '../../platform/i18n/area-messages.js' {
  interface AreaMessageKeys extends Record<keyof (typeof pushMessages)['en-US'], true> {}
}

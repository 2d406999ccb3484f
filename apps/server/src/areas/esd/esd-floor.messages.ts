import { defineAreaMessages } from '../../platform/i18n/area-messages.js';

/** The ESD floor (board, history, scan interlock): server texts (keys `esdFloor.<text>`). */
export const esdFloorMessages = defineAreaMessages({
  'en-US': {
    'esdFloor.interlock.abnormal':
      "ESD interlock: this workstation's wrist strap or ground reads outside its limits. Nothing was recorded: fix the ESD protection, then scan again",
    'esdFloor.interlock.groundDisconnected':
      "ESD interlock: this workstation's wrist strap or ground is disconnected. Nothing was recorded: connect it, then scan again",
    'esdFloor.interlock.offline':
      "ESD interlock: this workstation's ESD monitor is offline, so its protection cannot be confirmed. Nothing was recorded: bring the monitor back online, then scan again",
    'esdFloor.sheet': 'ESD readings',
    'esdFloor.column.collector': 'Collector',
    'esdFloor.column.time': 'Time',
    'esdFloor.column.metric': 'Measure',
    'esdFloor.column.value': 'Value',
    'esdFloor.metric.resistance': 'Resistance (MΩ)',
    'esdFloor.metric.voltage': 'Ion balance voltage (V)',
  },
  'zh-CN': {
    'esdFloor.interlock.abnormal':
      '静电联锁：本工位的手腕带或接地读数超出限值。未记录任何数据：请先排除静电防护问题，再重新扫描',
    'esdFloor.interlock.groundDisconnected':
      '静电联锁：本工位的手腕带或接地已断开。未记录任何数据：请先连接好，再重新扫描',
    'esdFloor.interlock.offline':
      '静电联锁：本工位的静电监控器离线，无法确认防护状态。未记录任何数据：请先恢复监控器在线，再重新扫描',
    'esdFloor.sheet': '静电读数',
    'esdFloor.column.collector': '采集器',
    'esdFloor.column.time': '时间',
    'esdFloor.column.metric': '测量项',
    'esdFloor.column.value': '数值',
    'esdFloor.metric.resistance': '电阻 (MΩ)',
    'esdFloor.metric.voltage': '离子平衡电压 (V)',
  },
  'zh-TW': {
    'esdFloor.interlock.abnormal':
      '靜電聯鎖：本工位的手腕帶或接地讀數超出限值。未記錄任何資料：請先排除靜電防護問題，再重新掃描',
    'esdFloor.interlock.groundDisconnected':
      '靜電聯鎖：本工位的手腕帶或接地已斷開。未記錄任何資料：請先連接好，再重新掃描',
    'esdFloor.interlock.offline':
      '靜電聯鎖：本工位的靜電監控器離線，無法確認防護狀態。未記錄任何資料：請先恢復監控器連線，再重新掃描',
    'esdFloor.sheet': '靜電讀數',
    'esdFloor.column.collector': '採集器',
    'esdFloor.column.time': '時間',
    'esdFloor.column.metric': '量測項',
    'esdFloor.column.value': '數值',
    'esdFloor.metric.resistance': '電阻 (MΩ)',
    'esdFloor.metric.voltage': '離子平衡電壓 (V)',
  },
  'vi-VN': {
    'esdFloor.interlock.abnormal':
      'Khóa liên động ESD: vòng đeo tay hoặc tiếp đất của trạm này nằm ngoài giới hạn. Không có gì được ghi: hãy khắc phục bảo vệ ESD rồi quét lại',
    'esdFloor.interlock.groundDisconnected':
      'Khóa liên động ESD: vòng đeo tay hoặc tiếp đất của trạm này bị ngắt. Không có gì được ghi: hãy kết nối lại rồi quét lại',
    'esdFloor.interlock.offline':
      'Khóa liên động ESD: thiết bị giám sát ESD của trạm này đang ngoại tuyến nên không xác nhận được bảo vệ. Không có gì được ghi: hãy đưa thiết bị trực tuyến lại rồi quét lại',
    'esdFloor.sheet': 'Số đo ESD',
    'esdFloor.column.collector': 'Bộ thu thập',
    'esdFloor.column.time': 'Thời gian',
    'esdFloor.column.metric': 'Đại lượng',
    'esdFloor.column.value': 'Giá trị',
    'esdFloor.metric.resistance': 'Điện trở (MΩ)',
    'esdFloor.metric.voltage': 'Điện áp cân bằng ion (V)',
  },
});

declare module '../../platform/i18n/area-messages.js' {
  interface AreaMessageKeys extends Record<keyof (typeof esdFloorMessages)['en-US'], true> {}
}

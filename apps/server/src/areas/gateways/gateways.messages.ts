import { defineAreaMessages } from '../../platform/i18n/area-messages.js';

/** Gateways, their channels and enrolment: server texts (keys `gateways.<text>`). */
export const gatewaysMessages = defineAreaMessages({
  'en-US': {
    'gateways.channelOutOfRange': 'Channel {channel} is not one of the gateway’s {channels} channels',
    'gateways.stationNotOnLine': 'The workstation of channel {channel} is not a workstation of the gateway’s line',
    'gateways.noLine': 'Gateway {code} has no production line: give it one first',
    'gateways.lineWithoutStations': 'The production line of gateway {code} has no workstations to allot',
  },
  'zh-CN': {
    'gateways.channelOutOfRange': '通道 {channel} 不在该网关的 {channels} 个通道之内',
    'gateways.stationNotOnLine': '通道 {channel} 的工位不属于该网关的产线',
    'gateways.noLine': '网关 {code} 未设置产线，请先设置产线',
    'gateways.lineWithoutStations': '网关 {code} 的产线没有可分配的工位',
  },
  'zh-TW': {
    'gateways.channelOutOfRange': '通道 {channel} 不在該閘道的 {channels} 個通道之內',
    'gateways.stationNotOnLine': '通道 {channel} 的工位不屬於該閘道的產線',
    'gateways.noLine': '閘道 {code} 未設定產線，請先設定產線',
    'gateways.lineWithoutStations': '閘道 {code} 的產線沒有可分配的工位',
  },
  'vi-VN': {
    'gateways.channelOutOfRange': 'Kênh {channel} không thuộc {channels} kênh của cổng kết nối',
    'gateways.stationNotOnLine': 'Trạm của kênh {channel} không thuộc dây chuyền của cổng kết nối',
    'gateways.noLine': 'Cổng kết nối {code} chưa có dây chuyền sản xuất: hãy chọn dây chuyền trước',
    'gateways.lineWithoutStations': 'Dây chuyền của cổng kết nối {code} không có trạm làm việc để phân bổ',
  },
});

declare module '../../platform/i18n/area-messages.js' {
  interface AreaMessageKeys extends Record<keyof (typeof gatewaysMessages)['en-US'], true> {}
}

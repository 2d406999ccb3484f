import { defineAreaMessages } from '../../platform/i18n/area-messages.js';

/** Print templates, the label designer, PDF/ZPL output and the print queue: server texts (keys `labels.<text>`). */
export const labelsMessages = defineAreaMessages({
  'en-US': {
    'labels.templateCodeTaken': 'The print template code {code} is already in use',
    'labels.elementOutsidePaper': 'Element {element} lies outside the paper ({width} × {height} mm)',
    'labels.barcodeData': 'The data "{data}" cannot be encoded as {symbology}',
    'labels.clientNotConnected': 'Client not connected, cannot print directly',
    'labels.printFailedQueued': 'Printing failed, added to retry queue',
    'labels.jobNotRetryable': 'This print job is being sent or has finished, so it cannot be retried',
    'labels.jobNotCancellable': 'Only waiting or failed print jobs can be cancelled',
  },
  'zh-CN': {
    'labels.templateCodeTaken': '打印模板编码 {code} 已被使用',
    'labels.elementOutsidePaper': '元素 {element} 超出了纸张范围（{width} × {height} mm）',
    'labels.barcodeData': '数据“{data}”无法编码为 {symbology}',
    'labels.clientNotConnected': '客户端未连接，无法直接打印',
    'labels.printFailedQueued': '打印失败，已加入重试队列',
    'labels.jobNotRetryable': '该打印任务正在发送或已结束，不能重试',
    'labels.jobNotCancellable': '只能取消等待中或失败的打印任务',
  },
  'zh-TW': {
    'labels.templateCodeTaken': '列印範本編碼 {code} 已被使用',
    'labels.elementOutsidePaper': '元素 {element} 超出了紙張範圍（{width} × {height} mm）',
    'labels.barcodeData': '資料「{data}」無法編碼為 {symbology}',
    'labels.clientNotConnected': '用戶端未連線，無法直接列印',
    'labels.printFailedQueued': '列印失敗，已加入重試佇列',
    'labels.jobNotRetryable': '此列印工作正在傳送或已結束，不能重試',
    'labels.jobNotCancellable': '只能取消等待中或失敗的列印工作',
  },
  'vi-VN': {
    'labels.templateCodeTaken': 'Mã mẫu in {code} đã được sử dụng',
    'labels.elementOutsidePaper': 'Phần tử {element} nằm ngoài khổ giấy ({width} × {height} mm)',
    'labels.barcodeData': 'Dữ liệu "{data}" không thể mã hóa thành {symbology}',
    'labels.clientNotConnected': 'Máy khách chưa kết nối, không thể in trực tiếp',
    'labels.printFailedQueued': 'In thất bại, đã thêm vào hàng đợi thử lại',
    'labels.jobNotRetryable': 'Lệnh in này đang được gửi hoặc đã kết thúc nên không thể thử lại',
    'labels.jobNotCancellable': 'Chỉ có thể hủy lệnh in đang chờ hoặc bị lỗi',
  },
});

declare module '../../platform/i18n/area-messages.js' {
  interface AreaMessageKeys extends Record<keyof (typeof labelsMessages)['en-US'], true> {}
}

import { defineAreaMessages } from '../../platform/i18n/area-messages.js';

export const parameterMessages = defineAreaMessages({
  'en-US': {
    'parameters.codeTaken': 'The parameter code {code} already exists',
    'parameters.systemFixed': 'The code and category of a system parameter cannot be changed',
    'parameters.systemUndeletable': 'System parameters cannot be deleted',
    'parameters.valueLength': 'The value of {code} must be {min} to {max} characters long',
  },
  'zh-CN': {
    'parameters.codeTaken': '参数编码 {code} 已存在',
    'parameters.systemFixed': '系统参数的编码和类别不能修改',
    'parameters.systemUndeletable': '系统参数不能删除',
    'parameters.valueLength': '{code} 的参数值长度须为 {min} 到 {max} 个字符',
  },
  'zh-TW': {
    'parameters.codeTaken': '參數編碼 {code} 已存在',
    'parameters.systemFixed': '系統參數的編碼和類別不能修改',
    'parameters.systemUndeletable': '系統參數不能刪除',
    'parameters.valueLength': '{code} 的參數值長度須為 {min} 到 {max} 個字元',
  },
  'vi-VN': {
    'parameters.codeTaken': 'Mã tham số {code} đã tồn tại',
    'parameters.systemFixed': 'Không thể thay đổi mã và danh mục của tham số hệ thống',
    'parameters.systemUndeletable': 'Không thể xóa tham số hệ thống',
    'parameters.valueLength': 'Giá trị của {code} phải dài từ {min} đến {max} ký tự',
  },
});

declare module '../../platform/i18n/area-messages.js' {
  interface AreaMessageKeys extends Record<keyof (typeof parameterMessages)['en-US'], true> {}
}

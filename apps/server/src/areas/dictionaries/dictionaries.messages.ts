import { defineAreaMessages } from '../../platform/i18n/area-messages.js';

export const dictionaryMessages = defineAreaMessages({
  'en-US': {
    'dictionaries.codeTaken': 'The dictionary code {code} already exists',
    'dictionaries.valueCodeTaken': 'The value code {code} already exists in this dictionary',
    'dictionaries.defaultUndeletable': 'Default dictionary items cannot be deleted',
    'dictionaries.defaultCodeFixed': 'The code of a default dictionary item cannot be changed',
    'dictionaries.typeHasValues': 'This dictionary still has {count} values: delete them first',
    'dictionaries.noSuchDictionary': 'There is no such dictionary available',
  },
  'zh-CN': {
    'dictionaries.codeTaken': '字典编码 {code} 已存在',
    'dictionaries.valueCodeTaken': '该字典中已存在字典值编码 {code}',
    'dictionaries.defaultUndeletable': '默认字典项不能删除',
    'dictionaries.defaultCodeFixed': '默认字典项的编码不能修改',
    'dictionaries.typeHasValues': '该字典下还有 {count} 个字典值，请先删除字典值',
    'dictionaries.noSuchDictionary': '没有该字典',
  },
  'zh-TW': {
    'dictionaries.codeTaken': '字典編碼 {code} 已存在',
    'dictionaries.valueCodeTaken': '該字典中已存在字典值編碼 {code}',
    'dictionaries.defaultUndeletable': '預設字典項目不能刪除',
    'dictionaries.defaultCodeFixed': '預設字典項目的編碼不能修改',
    'dictionaries.typeHasValues': '該字典下還有 {count} 個字典值，請先刪除字典值',
    'dictionaries.noSuchDictionary': '沒有該字典',
  },
  'vi-VN': {
    'dictionaries.codeTaken': 'Mã từ điển {code} đã tồn tại',
    'dictionaries.valueCodeTaken': 'Mã giá trị {code} đã tồn tại trong từ điển này',
    'dictionaries.defaultUndeletable': 'Không thể xóa mục từ điển mặc định',
    'dictionaries.defaultCodeFixed': 'Không thể thay đổi mã của mục từ điển mặc định',
    'dictionaries.typeHasValues': 'Từ điển này vẫn còn {count} giá trị: hãy xóa chúng trước',
    'dictionaries.noSuchDictionary': 'Không có từ điển này',
  },
});

declare module '../../platform/i18n/area-messages.js' {
  interface AreaMessageKeys extends Record<keyof (typeof dictionaryMessages)['en-US'], true> {}
}

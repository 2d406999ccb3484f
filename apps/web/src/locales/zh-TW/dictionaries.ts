import type { Messages } from '../en-US';

export const dictionaries: Messages['dictionaries'] = {
  type: {
    title: '字典管理',
    add: '新增字典',
    editTitle: '編輯字典',
    values: '字典值',
    codeHelp: '頁面依此編碼查找字典。預設字典的編碼不能修改。',
    codeFormat: '以字母開頭，只能包含字母、數字、_ . -',
  },
  value: {
    title: '{{name}} 的字典值',
    titleUnknown: '字典值',
    back: '返回字典列表',
    add: '新增字典值',
    editTitle: '編輯字典值',
    label: '顯示名稱',
    color: '標籤顏色',
    colorNone: '無顏色',
    codeHelp: '記錄中儲存的值，例如男為 1。預設字典值的編碼不能修改。',
    noType: '請先在字典列表中選擇一個字典。',
  },
  param: {
    title: '系統參數',
    add: '新增參數',
    editTitle: '編輯參數',
    category: '類別',
    value: '參數值',
    isSystem: '系統參數',
    system: '系統',
    custom: '自訂',
    systemHelp: '系統參數的編碼和類別不能修改，且不能刪除。',
    codeHelp: '在本企業內唯一，例如 sys.user.defaultPassword。',
  },
};

import { defineAreaMessages } from '../i18n/area-messages.js';

/** Texts of the master-data import kit (sheet-import.ts). */
export const sheetImportMessages = defineAreaMessages({
  'en-US': {
    'sheetImport.unreadable': 'Excel file parsing failed, please contact Admin',
    'sheetImport.missingColumns': 'The file has no column: {columns}. Use the import template',
    'sheetImport.noRows': 'The file has no data rows',
    'sheetImport.tooManyRows': 'A file may hold at most {max} rows',
  },
  'zh-CN': {
    'sheetImport.unreadable': 'Excel 文件解析失败，请联系管理员',
    'sheetImport.missingColumns': '文件缺少列：{columns}。请使用导入模板',
    'sheetImport.noRows': '文件中没有数据行',
    'sheetImport.tooManyRows': '一个文件最多 {max} 行',
  },
  'zh-TW': {
    'sheetImport.unreadable': 'Excel 檔案解析失敗，請聯絡管理員',
    'sheetImport.missingColumns': '檔案缺少欄位：{columns}。請使用匯入範本',
    'sheetImport.noRows': '檔案中沒有資料列',
    'sheetImport.tooManyRows': '一個檔案最多 {max} 列',
  },
  'vi-VN': {
    'sheetImport.unreadable': 'Phân tích tệp Excel thất bại, vui lòng liên hệ quản trị viên',
    'sheetImport.missingColumns': 'Tệp thiếu cột: {columns}. Hãy dùng mẫu nhập',
    'sheetImport.noRows': 'Tệp không có dòng dữ liệu',
    'sheetImport.tooManyRows': 'Một tệp tối đa {max} dòng',
  },
});

import type { Messages } from '../en-US';

export const files: Messages['files'] = {
  title: '檔案儲存',
  repository: '儲存庫',
  repositories: { local: '本機目錄', s3: 'S3 相容儲存' },
  name: '檔案名稱',
  extension: '副檔名',
  size: '大小',
  key: '鍵',
  storagePath: '儲存路徑',
  purpose: '用途',
  purposes: {
    avatar: '頭像',
    signature: '簽名',
    'home-picture': '首頁圖片',
    'user-import-errors': '使用者匯入錯誤',
    upload: '在此上傳',
  },
  createdBy: '上傳人',
  createdAt: '上傳時間',
  download: '下載',
  upload: '上傳',
  uploaded: '已上傳 {{name}}',
  tooLarge: '檔案過大（最大 {{limit}}）',
  unsupported: '不支援該檔案類型（支援：{{types}}）',
  empty: '檔案不能為空',
  system: '系統',
};

import { defineAreaMessages } from '../../platform/i18n/area-messages.js';

/** Server texts of the object storage page. */
export const storageMessages = defineAreaMessages({
  'en-US': {
    'storage.keysRequired': 'Invalid request: {field}: an S3-compatible store needs an access key ID and a secret',
  },
  'zh-CN': {
    'storage.keysRequired': '请求无效：{field}：S3 兼容存储需要 AccessKey ID 和密钥',
  },
  'zh-TW': {
    'storage.keysRequired': '請求無效：{field}：S3 相容儲存需要 AccessKey ID 和金鑰',
  },
  'vi-VN': {
    'storage.keysRequired': 'Yêu cầu không hợp lệ: {field}: kho tương thích S3 cần Access Key ID và khóa bí mật',
  },
});

declare module '../../platform/i18n/area-messages.js' {
  interface AreaMessageKeys extends Record<keyof (typeof storageMessages)['en-US'], true> {}
}

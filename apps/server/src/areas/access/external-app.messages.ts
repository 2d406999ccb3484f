import { defineAreaMessages } from '../../platform/i18n/area-messages.js';

/** Server texts of external apps. */
export const externalAppMessages = defineAreaMessages({
  'en-US': {
    'externalApp.codeTaken': 'The external app code {code} is already in use',
    'externalApp.permissionNotGranted':
      'The permission {permission} is not open to apps or not granted to your enterprise',
    'externalApp.badToken': 'The app token is not valid (it may have been reset)',
    'externalApp.disabled': 'The external app {name} is disabled',
  },
  'zh-CN': {
    'externalApp.codeTaken': '外部应用编码 {code} 已被使用',
    'externalApp.permissionNotGranted': '权限 {permission} 不对应用开放，或未授予您的企业',
    'externalApp.badToken': '应用令牌无效（可能已被重置）',
    'externalApp.disabled': '外部应用 {name} 已停用',
  },
  'zh-TW': {
    'externalApp.codeTaken': '外部應用編碼 {code} 已被使用',
    'externalApp.permissionNotGranted': '權限 {permission} 不對應用開放，或未授予您的企業',
    'externalApp.badToken': '應用權杖無效（可能已被重設）',
    'externalApp.disabled': '外部應用 {name} 已停用',
  },
  'vi-VN': {
    'externalApp.codeTaken': 'Mã ứng dụng bên ngoài {code} đã được sử dụng',
    'externalApp.permissionNotGranted':
      'Quyền {permission} không mở cho ứng dụng hoặc chưa được cấp cho doanh nghiệp của bạn',
    'externalApp.badToken': 'Mã thông báo ứng dụng không hợp lệ (có thể đã được đặt lại)',
    'externalApp.disabled': 'Ứng dụng bên ngoài {name} đã bị vô hiệu hóa',
  },
});

declare module '../../platform/i18n/area-messages.js' {
  interface AreaMessageKeys extends Record<keyof (typeof externalAppMessages)['en-US'], true> {}
}

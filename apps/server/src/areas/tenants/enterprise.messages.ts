import { defineAreaMessages } from '../../platform/i18n/area-messages.js';

/** Server texts of the platform's enterprise administration. */
export const enterpriseMessages = defineAreaMessages({
  'en-US': {
    'enterprise.codeTaken': 'The enterprise code {code} already exists',
    'enterprise.accountTaken': 'The account {account} is already in use',
    'enterprise.deadlinePast': 'The deadline cannot be earlier than today',
    'enterprise.platformProtected': 'The platform itself cannot be edited, disabled or deleted here',
    'enterprise.deleteEnabled': 'Disable the enterprise before deleting it',
    'enterprise.unknownApp': 'There is no app {app} that an enterprise can be granted',
    'enterprise.defaultAppNotGranted': 'The default app must be one of the granted apps',
    'enterprise.disabledOffline': 'Your enterprise has been disabled. Please contact the platform administrator',
    'enterprise.noAdmin': 'This enterprise has no administrator account',
  },
  'zh-CN': {
    'enterprise.codeTaken': '企业编码 {code} 已存在',
    'enterprise.accountTaken': '账号 {account} 已被使用',
    'enterprise.deadlinePast': '截止日期不能早于今天',
    'enterprise.platformProtected': '不能在此编辑、停用或删除平台本身',
    'enterprise.deleteEnabled': '请先停用该企业再删除',
    'enterprise.unknownApp': '不存在可授予企业的应用 {app}',
    'enterprise.defaultAppNotGranted': '默认应用必须是已授权的应用之一',
    'enterprise.disabledOffline': '您所在的企业已被停用，请联系平台管理员',
    'enterprise.noAdmin': '该企业没有管理员账号',
  },
  'zh-TW': {
    'enterprise.codeTaken': '企業編碼 {code} 已存在',
    'enterprise.accountTaken': '帳號 {account} 已被使用',
    'enterprise.deadlinePast': '截止日期不能早於今天',
    'enterprise.platformProtected': '不能在此編輯、停用或刪除平台本身',
    'enterprise.deleteEnabled': '請先停用該企業再刪除',
    'enterprise.unknownApp': '不存在可授予企業的應用程式 {app}',
    'enterprise.defaultAppNotGranted': '預設應用程式必須是已授權的應用程式之一',
    'enterprise.disabledOffline': '您所在的企業已被停用，請聯絡平台管理員',
    'enterprise.noAdmin': '該企業沒有管理員帳號',
  },
  'vi-VN': {
    'enterprise.codeTaken': 'Mã doanh nghiệp {code} đã tồn tại',
    'enterprise.accountTaken': 'Tài khoản {account} đã được sử dụng',
    'enterprise.deadlinePast': 'Ngày hết hạn không được sớm hơn hôm nay',
    'enterprise.platformProtected': 'Không thể sửa, tắt hoặc xóa chính nền tảng tại đây',
    'enterprise.deleteEnabled': 'Hãy tắt doanh nghiệp trước khi xóa',
    'enterprise.unknownApp': 'Không có ứng dụng {app} nào có thể cấp cho doanh nghiệp',
    'enterprise.defaultAppNotGranted': 'Ứng dụng mặc định phải là một trong các ứng dụng được cấp',
    'enterprise.disabledOffline': 'Doanh nghiệp của bạn đã bị tắt. Vui lòng liên hệ quản trị viên nền tảng',
    'enterprise.noAdmin': 'Doanh nghiệp này không có tài khoản quản trị',
  },
});

declare module '../../platform/i18n/area-messages.js' {
  interface AreaMessageKeys extends Record<keyof (typeof enterpriseMessages)['en-US'], true> {}
}

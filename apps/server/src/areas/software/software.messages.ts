import { defineAreaMessages } from '../../platform/i18n/area-messages.js';

/** Server texts of internal apps (software) and their versions. */
export const softwareMessages = defineAreaMessages({
  'en-US': {
    'software.notFound': 'The internal app does not exist',
    'software.codeTaken': 'The app code {code} is already in use',
    'software.fileType':
      'This file type is not supported: {name} (an internal app is an .apk for Android, an .exe for Windows, otherwise a .zip)',
    'software.fileContent': 'Type not matching: {name} is not a real .{extension} file',
    'software.fileNameTooLong': 'The file name is too long (at most {max} characters)',
    'software.extensionChanged':
      'The new version must be a .{previous} file like the previous version, not .{extension}',
    'software.sameFileName': "The new version's file name must differ from the previous version's ({name})",
    'software.versionCodeNotHigher': "The version code {code} must be higher than the previous version's ({previous})",
    'software.noVersion': 'No version of {code} is available here',
    'software.disabled': 'The internal app {code} is disabled',
    'software.badToken': 'The app token is not valid (it may have been reset)',
    'software.tokenWrongApp': 'This token belongs to another app than {code}',
    'software.enterpriseUnknown': 'The enterprise {code} does not exist',
    'software.sync.storageDiffers':
      'Storage config differs: {tenant} keeps its files in another store than the platform, so the file cannot be shared',
    'software.sync.sameVersion': 'Same version: {tenant} already has {version}',
    'software.sync.higherVersion':
      "Version higher than the super enterprise: {tenant} has {version}, newer than the platform's {latest}",
    'software.sync.platform': 'The platform itself cannot receive a sync',
    'software.sync.disabledApp': 'The internal app {code} is disabled and cannot be synced',
  },
  'zh-CN': {
    'software.notFound': '内部应用不存在',
    'software.codeTaken': '应用编码 {code} 已被使用',
    'software.fileType': '不支持该文件类型：{name}（内部应用须为 Android 的 .apk、Windows 的 .exe，其他为 .zip）',
    'software.fileContent': '类型不匹配：{name} 不是真正的 .{extension} 文件',
    'software.fileNameTooLong': '文件名过长（最多 {max} 个字符）',
    'software.extensionChanged': '新版本须与上一版本同为 .{previous} 文件，不能是 .{extension}',
    'software.sameFileName': '新版本的文件名须与上一版本不同（{name}）',
    'software.versionCodeNotHigher': '版本号 {code} 须高于上一版本（{previous}）',
    'software.noVersion': '此处没有 {code} 的可用版本',
    'software.disabled': '内部应用 {code} 已停用',
    'software.badToken': '应用令牌无效（可能已被重置）',
    'software.tokenWrongApp': '该令牌属于其他应用，而非 {code}',
    'software.enterpriseUnknown': '企业 {code} 不存在',
    'software.sync.storageDiffers': '存储配置不同：{tenant} 的文件存放在与平台不同的存储中，无法共享文件',
    'software.sync.sameVersion': '版本相同：{tenant} 已有 {version}',
    'software.sync.higherVersion': '版本高于超级企业：{tenant} 的 {version} 比平台的 {latest} 更新',
    'software.sync.platform': '平台本身不能接收同步',
    'software.sync.disabledApp': '内部应用 {code} 已停用，不能同步',
  },
  'zh-TW': {
    'software.notFound': '內部應用不存在',
    'software.codeTaken': '應用編碼 {code} 已被使用',
    'software.fileType': '不支援此檔案類型：{name}（內部應用須為 Android 的 .apk、Windows 的 .exe，其他為 .zip）',
    'software.fileContent': '類型不符：{name} 不是真正的 .{extension} 檔案',
    'software.fileNameTooLong': '檔名過長（最多 {max} 個字元）',
    'software.extensionChanged': '新版本須與上一版本同為 .{previous} 檔案，不能是 .{extension}',
    'software.sameFileName': '新版本的檔名須與上一版本不同（{name}）',
    'software.versionCodeNotHigher': '版本碼 {code} 須高於上一版本（{previous}）',
    'software.noVersion': '此處沒有 {code} 的可用版本',
    'software.disabled': '內部應用 {code} 已停用',
    'software.badToken': '應用權杖無效（可能已被重設）',
    'software.tokenWrongApp': '此權杖屬於其他應用，而非 {code}',
    'software.enterpriseUnknown': '企業 {code} 不存在',
    'software.sync.storageDiffers': '儲存設定不同：{tenant} 的檔案存放在與平台不同的儲存中，無法共用檔案',
    'software.sync.sameVersion': '版本相同：{tenant} 已有 {version}',
    'software.sync.higherVersion': '版本高於超級企業：{tenant} 的 {version} 比平台的 {latest} 更新',
    'software.sync.platform': '平台本身不能接收同步',
    'software.sync.disabledApp': '內部應用 {code} 已停用，不能同步',
  },
  'vi-VN': {
    'software.notFound': 'Ứng dụng nội bộ không tồn tại',
    'software.codeTaken': 'Mã ứng dụng {code} đã được sử dụng',
    'software.fileType':
      'Loại tệp này không được hỗ trợ: {name} (ứng dụng nội bộ là .apk cho Android, .exe cho Windows, còn lại là .zip)',
    'software.fileContent': 'Loại không khớp: {name} không phải là tệp .{extension} thật',
    'software.fileNameTooLong': 'Tên tệp quá dài (tối đa {max} ký tự)',
    'software.extensionChanged': 'Phiên bản mới phải là tệp .{previous} như phiên bản trước, không phải .{extension}',
    'software.sameFileName': 'Tên tệp của phiên bản mới phải khác với phiên bản trước ({name})',
    'software.versionCodeNotHigher': 'Mã phiên bản {code} phải cao hơn của phiên bản trước ({previous})',
    'software.noVersion': 'Không có phiên bản nào của {code} ở đây',
    'software.disabled': 'Ứng dụng nội bộ {code} đã bị vô hiệu hóa',
    'software.badToken': 'Mã thông báo ứng dụng không hợp lệ (có thể đã được đặt lại)',
    'software.tokenWrongApp': 'Mã thông báo này thuộc về ứng dụng khác, không phải {code}',
    'software.enterpriseUnknown': 'Doanh nghiệp {code} không tồn tại',
    'software.sync.storageDiffers':
      'Cấu hình lưu trữ khác nhau: {tenant} lưu tệp ở kho khác với nền tảng, nên không thể dùng chung tệp',
    'software.sync.sameVersion': 'Cùng phiên bản: {tenant} đã có {version}',
    'software.sync.higherVersion':
      'Phiên bản cao hơn siêu doanh nghiệp: {tenant} có {version}, mới hơn {latest} của nền tảng',
    'software.sync.platform': 'Bản thân nền tảng không thể nhận đồng bộ',
    'software.sync.disabledApp': 'Ứng dụng nội bộ {code} đã bị vô hiệu hóa và không thể đồng bộ',
  },
});

declare module '../../platform/i18n/area-messages.js' {
  interface AreaMessageKeys extends Record<keyof (typeof softwareMessages)['en-US'], true> {}
}

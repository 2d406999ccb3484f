import { defineAreaMessages } from '../../platform/i18n/area-messages.js';

/** Server texts of subscription activation (licences). */
export const licenceMessages = defineAreaMessages({
  'en-US': {
    'licence.malformed': 'This text is not a licence and cannot be read',
    'licence.untrustedKey': 'The licence was signed with a key this installation does not trust',
    'licence.badSignature': 'Invalid signature: the licence has been altered or forged',
    'licence.enterpriseUnknown': 'The enterprise {code} named in the licence does not exist on this installation',
    'licence.enterpriseMismatch':
      'The licence is for enterprise {licensed}, but the application was made for {applied}',
    'licence.applicationUnknown': 'The application code {code} is not an open application of this installation',
    'licence.alreadyActivated': 'This licence has already been activated and cannot be used again',
    'licence.superAdminOnly': 'Only the super administrator can activate licences',
    'licence.notSigned': 'This record has no licence yet',
    'licence.platformEnterprise': 'The platform itself needs no licence',
  },
  'zh-CN': {
    'licence.malformed': '该文本不是授权文件，无法读取',
    'licence.untrustedKey': '该授权由本系统不信任的密钥签发',
    'licence.badSignature': '签名无效：授权已被篡改或伪造',
    'licence.enterpriseUnknown': '授权中的企业 {code} 在本系统中不存在',
    'licence.enterpriseMismatch': '该授权属于企业 {licensed}，但申请是为企业 {applied} 提交的',
    'licence.applicationUnknown': '申请码 {code} 不是本系统中待激活的申请',
    'licence.alreadyActivated': '该授权已激活，不能重复使用',
    'licence.superAdminOnly': '只有超级管理员可以激活授权',
    'licence.notSigned': '该记录尚未签发授权',
    'licence.platformEnterprise': '平台本身无需授权',
  },
  'zh-TW': {
    'licence.malformed': '此文字不是授權檔，無法讀取',
    'licence.untrustedKey': '此授權由本系統不信任的金鑰簽發',
    'licence.badSignature': '簽章無效：授權已被竄改或偽造',
    'licence.enterpriseUnknown': '授權中的企業 {code} 在本系統中不存在',
    'licence.enterpriseMismatch': '此授權屬於企業 {licensed}，但申請是為企業 {applied} 提出的',
    'licence.applicationUnknown': '申請碼 {code} 不是本系統中待啟用的申請',
    'licence.alreadyActivated': '此授權已啟用，不能重複使用',
    'licence.superAdminOnly': '只有超級管理員可以啟用授權',
    'licence.notSigned': '此記錄尚未簽發授權',
    'licence.platformEnterprise': '平台本身無需授權',
  },
  'vi-VN': {
    'licence.malformed': 'Văn bản này không phải là giấy phép và không thể đọc được',
    'licence.untrustedKey': 'Giấy phép được ký bằng một khóa mà hệ thống này không tin cậy',
    'licence.badSignature': 'Chữ ký không hợp lệ: giấy phép đã bị sửa đổi hoặc giả mạo',
    'licence.enterpriseUnknown': 'Doanh nghiệp {code} ghi trong giấy phép không tồn tại trên hệ thống này',
    'licence.enterpriseMismatch': 'Giấy phép dành cho doanh nghiệp {licensed}, nhưng yêu cầu được lập cho {applied}',
    'licence.applicationUnknown': 'Mã yêu cầu {code} không phải là yêu cầu đang chờ của hệ thống này',
    'licence.alreadyActivated': 'Giấy phép này đã được kích hoạt và không thể dùng lại',
    'licence.superAdminOnly': 'Chỉ quản trị viên cấp cao mới có thể kích hoạt giấy phép',
    'licence.notSigned': 'Bản ghi này chưa có giấy phép',
    'licence.platformEnterprise': 'Bản thân nền tảng không cần giấy phép',
  },
});

declare module '../../platform/i18n/area-messages.js' {
  interface AreaMessageKeys extends Record<keyof (typeof licenceMessages)['en-US'], true> {}
}

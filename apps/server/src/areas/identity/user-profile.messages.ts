import { defineAreaMessages } from '../../platform/i18n/area-messages.js';

/** Texts of the self-service routes: own profile, password, avatar and signature. */
export const userProfileMessages = defineAreaMessages({
  'en-US': {
    'userProfile.oldPasswordWrong': 'The current password is incorrect',
    'userProfile.sameAsOld': 'The new password must differ from the current one',
    'userProfile.passwordChanged': 'Your password was changed in another session, please sign in again',
  },
  'zh-CN': {
    'userProfile.oldPasswordWrong': '当前密码不正确',
    'userProfile.sameAsOld': '新密码不能与当前密码相同',
    'userProfile.passwordChanged': '您的密码已在其他会话中修改，请重新登录',
  },
  'zh-TW': {
    'userProfile.oldPasswordWrong': '目前密碼不正確',
    'userProfile.sameAsOld': '新密碼不能與目前密碼相同',
    'userProfile.passwordChanged': '您的密碼已在其他工作階段中變更，請重新登入',
  },
  'vi-VN': {
    'userProfile.oldPasswordWrong': 'Mật khẩu hiện tại không đúng',
    'userProfile.sameAsOld': 'Mật khẩu mới phải khác mật khẩu hiện tại',
    'userProfile.passwordChanged': 'Mật khẩu của bạn đã được đổi ở phiên khác, vui lòng đăng nhập lại',
  },
});

declare module '../../platform/i18n/area-messages.js' {
  interface AreaMessageKeys extends Record<keyof (typeof userProfileMessages)['en-US'], true> {}
}

import { defineAreaMessages } from '../../platform/i18n/area-messages.js';

export const accessMessages = defineAreaMessages({
  'en-US': {
    'access.superAdminLocked':
      'The super administrator cannot be edited or deleted, and its authorisation cannot be changed',
    'access.roleCodeTaken': 'The role code {code} is already in use',
    'access.roleInUse': 'The role {name} cannot be deleted: {count} users hold it. Remove it from them first',
    'access.unknownRoles': 'These roles do not exist: {ids}',
    'access.menusNotGrantable': 'These menus cannot be granted in this enterprise: {ids}',
    'access.customScopeNeedsOrgs': 'Choose at least one organisation for a custom data scope',
  },
  'zh-CN': {
    'access.superAdminLocked': '超级管理员不能编辑或删除，也不能修改其授权',
    'access.roleCodeTaken': '角色编码 {code} 已被使用',
    'access.roleInUse': '不能删除角色 {name}：有 {count} 个用户拥有该角色，请先取消他们的该角色',
    'access.unknownRoles': '以下角色不存在：{ids}',
    'access.menusNotGrantable': '以下菜单不能在本企业授权：{ids}',
    'access.customScopeNeedsOrgs': '自定义数据范围请至少选择一个机构',
  },
  'zh-TW': {
    'access.superAdminLocked': '超級管理員不能編輯或刪除，也不能修改其授權',
    'access.roleCodeTaken': '角色編碼 {code} 已被使用',
    'access.roleInUse': '不能刪除角色 {name}：有 {count} 位使用者擁有該角色，請先取消他們的該角色',
    'access.unknownRoles': '以下角色不存在：{ids}',
    'access.menusNotGrantable': '以下選單不能在本企業授權：{ids}',
    'access.customScopeNeedsOrgs': '自訂資料範圍請至少選擇一個機構',
  },
  'vi-VN': {
    'access.superAdminLocked': 'Không thể sửa hoặc xóa quản trị viên cấp cao, cũng không thể thay đổi quyền của họ',
    'access.roleCodeTaken': 'Mã vai trò {code} đã được sử dụng',
    'access.roleInUse':
      'Không thể xóa vai trò {name}: có {count} người dùng đang giữ vai trò này. Hãy gỡ vai trò khỏi họ trước',
    'access.unknownRoles': 'Các vai trò này không tồn tại: {ids}',
    'access.menusNotGrantable': 'Các menu này không thể cấp quyền trong doanh nghiệp này: {ids}',
    'access.customScopeNeedsOrgs': 'Hãy chọn ít nhất một tổ chức cho phạm vi dữ liệu tùy chỉnh',
  },
});

declare module '../../platform/i18n/area-messages.js' {
  interface AreaMessageKeys extends Record<keyof (typeof accessMessages)['en-US'], true> {}
}

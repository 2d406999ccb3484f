import { defineAreaMessages } from '../../platform/i18n/area-messages.js';

/** Texts of the apps and menus administration (super administrator). */
export const menuAdminMessages = defineAreaMessages({
  'en-US': {
    'menuAdmin.appCodeTaken': 'The app code {code} is already in use',
    'menuAdmin.appUnknown': 'The app {code} does not exist',
    'menuAdmin.appCatalogUndeletable': 'The app {name} ships with the product and cannot be deleted',
    'menuAdmin.appInUse':
      'The app {name} cannot be deleted: it has {menus} menus and is granted to {tenants} enterprises',
    'menuAdmin.appPlatformDefault': 'A platform-only app cannot be the default app: enterprise users never get it',
    'menuAdmin.menuCodeTaken': 'The menu number {code} is already in use',
    'menuAdmin.parentMissing': 'The parent menu does not exist',
    'menuAdmin.parentOtherApp': 'The parent menu belongs to another app ({app})',
    'menuAdmin.parentIncompatible': 'A {type} cannot be placed under a {parentType}',
    'menuAdmin.buttonAtTop': 'A button must be placed under a menu',
    'menuAdmin.childrenIncompatible': 'This entry has children that a {type} cannot hold',
    'menuAdmin.cycle': 'A menu cannot be moved under itself or one of its own children',
    'menuAdmin.catalogStructure':
      'This entry ships with the product: only its names, icon, sort, visibility and remark can be changed (changed: {fields})',
    'menuAdmin.catalogUndeletable': 'The menu {name} ships with the product and cannot be deleted; hide it instead',
    'menuAdmin.hasChildren':
      'The menu {name} cannot be deleted: it has {count} child entries. Delete or move them first',
    'menuAdmin.typeDirectory': 'directory',
    'menuAdmin.typeMenu': 'menu',
    'menuAdmin.typeButton': 'button',
  },
  'zh-CN': {
    'menuAdmin.appCodeTaken': '应用编码 {code} 已被使用',
    'menuAdmin.appUnknown': '应用 {code} 不存在',
    'menuAdmin.appCatalogUndeletable': '应用 {name} 是产品内置应用，不能删除',
    'menuAdmin.appInUse': '不能删除应用 {name}：它有 {menus} 个菜单，并已授权给 {tenants} 个企业',
    'menuAdmin.appPlatformDefault': '平台专用应用不能设为默认应用：企业用户无法使用它',
    'menuAdmin.menuCodeTaken': '菜单编号 {code} 已被使用',
    'menuAdmin.parentMissing': '上级菜单不存在',
    'menuAdmin.parentOtherApp': '上级菜单属于其他应用（{app}）',
    'menuAdmin.parentIncompatible': '{type}不能放在{parentType}下',
    'menuAdmin.buttonAtTop': '按钮必须放在菜单下',
    'menuAdmin.childrenIncompatible': '该项的下级不能放在{type}下',
    'menuAdmin.cycle': '不能把菜单移到它自己或它的下级之下',
    'menuAdmin.catalogStructure': '该项是产品内置菜单：只能修改名称、图标、排序、是否可见和备注（已修改：{fields}）',
    'menuAdmin.catalogUndeletable': '菜单 {name} 是产品内置菜单，不能删除，可以将其隐藏',
    'menuAdmin.hasChildren': '不能删除菜单 {name}：它有 {count} 个下级，请先删除或移走它们',
    'menuAdmin.typeDirectory': '目录',
    'menuAdmin.typeMenu': '菜单',
    'menuAdmin.typeButton': '按钮',
  },
  'zh-TW': {
    'menuAdmin.appCodeTaken': '應用程式編碼 {code} 已被使用',
    'menuAdmin.appUnknown': '應用程式 {code} 不存在',
    'menuAdmin.appCatalogUndeletable': '應用程式 {name} 是產品內建應用程式，不能刪除',
    'menuAdmin.appInUse': '不能刪除應用程式 {name}：它有 {menus} 個選單，並已授權給 {tenants} 個企業',
    'menuAdmin.appPlatformDefault': '平台專用應用程式不能設為預設應用程式：企業使用者無法使用它',
    'menuAdmin.menuCodeTaken': '選單編號 {code} 已被使用',
    'menuAdmin.parentMissing': '上層選單不存在',
    'menuAdmin.parentOtherApp': '上層選單屬於其他應用程式（{app}）',
    'menuAdmin.parentIncompatible': '{type}不能放在{parentType}下',
    'menuAdmin.buttonAtTop': '按鈕必須放在選單下',
    'menuAdmin.childrenIncompatible': '此項的下層不能放在{type}下',
    'menuAdmin.cycle': '不能把選單移到它自己或它的下層之下',
    'menuAdmin.catalogStructure': '此項是產品內建選單：只能修改名稱、圖示、排序、是否顯示和備註（已修改：{fields}）',
    'menuAdmin.catalogUndeletable': '選單 {name} 是產品內建選單，不能刪除，可以將其隱藏',
    'menuAdmin.hasChildren': '不能刪除選單 {name}：它有 {count} 個下層項目，請先刪除或移走它們',
    'menuAdmin.typeDirectory': '目錄',
    'menuAdmin.typeMenu': '選單',
    'menuAdmin.typeButton': '按鈕',
  },
  'vi-VN': {
    'menuAdmin.appCodeTaken': 'Mã ứng dụng {code} đã được sử dụng',
    'menuAdmin.appUnknown': 'Ứng dụng {code} không tồn tại',
    'menuAdmin.appCatalogUndeletable': 'Ứng dụng {name} đi kèm sản phẩm nên không thể xóa',
    'menuAdmin.appInUse':
      'Không thể xóa ứng dụng {name}: ứng dụng có {menus} menu và đã được cấp cho {tenants} doanh nghiệp',
    'menuAdmin.appPlatformDefault':
      'Ứng dụng chỉ dành cho nền tảng không thể làm ứng dụng mặc định: người dùng doanh nghiệp không bao giờ có nó',
    'menuAdmin.menuCodeTaken': 'Số hiệu menu {code} đã được sử dụng',
    'menuAdmin.parentMissing': 'Menu cấp trên không tồn tại',
    'menuAdmin.parentOtherApp': 'Menu cấp trên thuộc ứng dụng khác ({app})',
    'menuAdmin.parentIncompatible': 'Không thể đặt {type} dưới {parentType}',
    'menuAdmin.buttonAtTop': 'Nút phải được đặt dưới một menu',
    'menuAdmin.childrenIncompatible': 'Mục này có mục con mà {type} không thể chứa',
    'menuAdmin.cycle': 'Không thể chuyển menu vào dưới chính nó hoặc mục con của nó',
    'menuAdmin.catalogStructure':
      'Mục này đi kèm sản phẩm: chỉ có thể đổi tên, biểu tượng, thứ tự, hiển thị và ghi chú (đã đổi: {fields})',
    'menuAdmin.catalogUndeletable': 'Menu {name} đi kèm sản phẩm nên không thể xóa; hãy ẩn nó',
    'menuAdmin.hasChildren': 'Không thể xóa menu {name}: menu có {count} mục con. Hãy xóa hoặc di chuyển chúng trước',
    'menuAdmin.typeDirectory': 'thư mục',
    'menuAdmin.typeMenu': 'menu',
    'menuAdmin.typeButton': 'nút',
  },
});

declare module '../../platform/i18n/area-messages.js' {
  interface AreaMessageKeys extends Record<keyof (typeof menuAdminMessages)['en-US'], true> {}
}

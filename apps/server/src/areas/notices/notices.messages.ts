import { defineAreaMessages } from '../../platform/i18n/area-messages.js';

/** Notice management: server texts (keys `notices.<text>`). */
export const noticesMessages = defineAreaMessages({
  'en-US': {
    'notices.editOnlyDraft': 'Only a draft notice can be edited; for a released or withdrawn one, write a new draft',
    'notices.deleteReleased': 'A released notice cannot be deleted: withdraw it first',
  },
  'zh-CN': {
    'notices.editOnlyDraft': '只有草稿状态的公告可以编辑；已发布或已撤回的公告请另建草稿',
    'notices.deleteReleased': '已发布的公告不能删除，请先撤回',
  },
  'zh-TW': {
    'notices.editOnlyDraft': '只有草稿狀態的公告可以編輯；已發布或已撤回的公告請另建草稿',
    'notices.deleteReleased': '已發布的公告不能刪除，請先撤回',
  },
  'vi-VN': {
    'notices.editOnlyDraft': 'Chỉ có thể sửa thông báo ở trạng thái nháp; hãy tạo bản nháp mới thay vào đó',
    'notices.deleteReleased': 'Không thể xóa thông báo đã phát hành: hãy thu hồi trước',
  },
});

declare module '../../platform/i18n/area-messages.js' {
  interface AreaMessageKeys extends Record<keyof (typeof noticesMessages)['en-US'], true> {}
}

import { defineAreaMessages } from '../../platform/i18n/area-messages.js';

export const schedulerMessages = defineAreaMessages({
  'en-US': {
    'scheduler.codeTaken': 'The scheduled task code {code} is already in use',
    'scheduler.stopFirst': 'The task {code} is {state}: stop it before editing or deleting it',
    'scheduler.internalDelete':
      'The task {code} runs an internal job of the system and cannot be deleted; stop it instead',
    'scheduler.internalLocked': 'The {field} of the internal task {code} cannot be changed',
    'scheduler.urlNotHttp': 'url: the request address must be an http or https address',
    'scheduler.cronInvalid': 'expression: the cron expression is not valid ({reason})',
    'scheduler.cronNever': 'expression: the cron expression names no time in the future',
    'scheduler.cannotStart': 'The task {code} is {state}: only a stopped or cancelled task can be started',
    'scheduler.cannotStop': 'The task {code} is {state}: only a running task can be stopped',
    'scheduler.cannotRun': 'The task {code} is cancelled: start it again before running it',
    'scheduler.state.running': 'running',
    'scheduler.state.stopped': 'stopped',
    'scheduler.state.failed': 'execution failed',
    'scheduler.state.cancelled': 'cancelled',
  },
  'zh-CN': {
    'scheduler.codeTaken': '定时任务编码 {code} 已被使用',
    'scheduler.stopFirst': '任务 {code} 当前为{state}：请先停止再编辑或删除',
    'scheduler.internalDelete': '任务 {code} 执行系统内部作业，不能删除；可以停止它',
    'scheduler.internalLocked': '内部任务 {code} 的 {field} 不能修改',
    'scheduler.urlNotHttp': 'url：请求地址必须是 http 或 https 地址',
    'scheduler.cronInvalid': 'expression：Cron 表达式无效（{reason}）',
    'scheduler.cronNever': 'expression：Cron 表达式没有将来的执行时间',
    'scheduler.cannotStart': '任务 {code} 当前为{state}：只有已停止或已取消的任务可以启动',
    'scheduler.cannotStop': '任务 {code} 当前为{state}：只有运行中的任务可以停止',
    'scheduler.cannotRun': '任务 {code} 已取消：请先重新启动再执行',
    'scheduler.state.running': '运行中',
    'scheduler.state.stopped': '已停止',
    'scheduler.state.failed': '执行失败',
    'scheduler.state.cancelled': '已取消',
  },
  'zh-TW': {
    'scheduler.codeTaken': '排程任務編碼 {code} 已被使用',
    'scheduler.stopFirst': '任務 {code} 目前為{state}：請先停止再編輯或刪除',
    'scheduler.internalDelete': '任務 {code} 執行系統內部作業，不能刪除；可以停止它',
    'scheduler.internalLocked': '內部任務 {code} 的 {field} 不能修改',
    'scheduler.urlNotHttp': 'url：請求位址必須是 http 或 https 位址',
    'scheduler.cronInvalid': 'expression：Cron 運算式無效（{reason}）',
    'scheduler.cronNever': 'expression：Cron 運算式沒有未來的執行時間',
    'scheduler.cannotStart': '任務 {code} 目前為{state}：只有已停止或已取消的任務可以啟動',
    'scheduler.cannotStop': '任務 {code} 目前為{state}：只有執行中的任務可以停止',
    'scheduler.cannotRun': '任務 {code} 已取消：請先重新啟動再執行',
    'scheduler.state.running': '執行中',
    'scheduler.state.stopped': '已停止',
    'scheduler.state.failed': '執行失敗',
    'scheduler.state.cancelled': '已取消',
  },
  'vi-VN': {
    'scheduler.codeTaken': 'Mã tác vụ định kỳ {code} đã được sử dụng',
    'scheduler.stopFirst': 'Tác vụ {code} đang ở trạng thái {state}: hãy dừng trước khi sửa hoặc xóa',
    'scheduler.internalDelete': 'Tác vụ {code} chạy một công việc nội bộ của hệ thống và không thể xóa; hãy dừng nó',
    'scheduler.internalLocked': 'Không thể thay đổi {field} của tác vụ nội bộ {code}',
    'scheduler.urlNotHttp': 'url: địa chỉ yêu cầu phải là địa chỉ http hoặc https',
    'scheduler.cronInvalid': 'expression: biểu thức cron không hợp lệ ({reason})',
    'scheduler.cronNever': 'expression: biểu thức cron không có thời điểm nào trong tương lai',
    'scheduler.cannotStart':
      'Tác vụ {code} đang ở trạng thái {state}: chỉ tác vụ đã dừng hoặc đã hủy mới có thể khởi động',
    'scheduler.cannotStop': 'Tác vụ {code} đang ở trạng thái {state}: chỉ tác vụ đang chạy mới có thể dừng',
    'scheduler.cannotRun': 'Tác vụ {code} đã bị hủy: hãy khởi động lại trước khi chạy',
    'scheduler.state.running': 'đang chạy',
    'scheduler.state.stopped': 'đã dừng',
    'scheduler.state.failed': 'thực thi thất bại',
    'scheduler.state.cancelled': 'đã hủy',
  },
});

declare module '../../platform/i18n/area-messages.js' {
  interface AreaMessageKeys extends Record<keyof (typeof schedulerMessages)['en-US'], true> {}
}

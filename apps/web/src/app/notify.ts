import { message, notification } from 'antd';
import type { Notice } from './request';

/** Shows a request-client notice through antd's static API (spec 000 §7 "Handling"). */
export function showNotice(notice: Notice): void {
  if (notice.channel === 'notification') {
    notification[notice.level]({
      message: notice.title,
      description: notice.description,
      ...(notice.key ? { key: notice.key } : {}),
    });
    return;
  }
  message[notice.level]({ content: notice.title, ...(notice.key ? { key: notice.key } : {}) });
}

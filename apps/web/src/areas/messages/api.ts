import {
  MESSAGE_BULK_READ_FIELD,
  MESSAGE_PULL_PAGE_SIZE,
  messageRecordApi,
  NOTICE_GROUP_SIZE,
  noticeApi,
} from '@takt/contracts';
import { callApi } from '../../app/request';

/**
 * Calls of the messages area (spec 000 §7): the caller's message records and the notices
 * released to them. Route definitions come from @takt/contracts (messages/, notices/).
 */

export type ReadFilter = 'true' | 'false';

export interface PullQuery {
  /** 'false' unread, 'true' read. */
  read: ReadFilter;
  pageNo?: number;
  /** The header card pulls 99 (spec 000 §9). */
  pageSize?: number;
}

export function pullMessages({ read, pageNo = 1, pageSize = MESSAGE_PULL_PAGE_SIZE }: PullQuery, signal?: AbortSignal) {
  return callApi(messageRecordApi.pull, { query: { read, pageNo, pageSize }, ...(signal ? { signal } : {}) });
}

export function pullSentMessages(pageNo: number, pageSize: number, signal?: AbortSignal) {
  return callApi(messageRecordApi.pullSent, { query: { pageNo, pageSize }, ...(signal ? { signal } : {}) });
}

export function markMessageRead(messageRecordWithTargetId: string) {
  return callApi(messageRecordApi.read, { query: { messageRecordWithTargetId } });
}

/** `PUT message_record/bulk_read`: multipart, the field `messageRecordWithTargetIds` once per id (spec 000 §7). */
export function markMessagesRead(ids: readonly string[]) {
  const form = new FormData();
  for (const id of ids) form.append(MESSAGE_BULK_READ_FIELD, id);
  return callApi(messageRecordApi.bulkRead, { body: form });
}

export interface ReceivedQuery {
  /** One group only (its "more" pages); absent: every group. */
  type?: number;
  pageNo?: number;
}

export function receivedNotices({ type, pageNo = 1 }: ReceivedQuery = {}, signal?: AbortSignal) {
  return callApi(noticeApi.received, {
    query: { pageNo, pageSize: NOTICE_GROUP_SIZE, ...(type === undefined ? {} : { type }) },
    ...(signal ? { signal } : {}),
  });
}

export function unreadNotices(signal?: AbortSignal) {
  return callApi(noticeApi.unread, { query: {}, ...(signal ? { signal } : {}) });
}

export function markNoticeRead(id: string) {
  return callApi(noticeApi.read, { query: { id } });
}

import type { MessagePullResult, MessageRecord, NoticeGroup, ReceivedNotice } from '@takt/contracts';
import { describe, expect, it } from 'vitest';
import {
  addArrivals,
  addToRead,
  excerpt,
  isRead,
  markNoticeInGroups,
  orderNoticeGroups,
  removeFromUnread,
} from './message-cache';

function record(id: string, minute: number, state: 1 | 3 = 1): MessageRecord {
  return {
    messageRecordWithTargetId: id,
    messageRecordId: `r${id}`,
    state,
    type: 1,
    title: `Title ${id}`,
    content: `Content ${id}`,
    eventType: null,
    eventCode: null,
    btnText: null,
    jumpTarget: null,
    pagePath: null,
    senderId: '1',
    senderName: 'Admin',
    publicTime: new Date(Date.UTC(2025, 0, 1, 8, minute)).toISOString(),
    createdTime: new Date(Date.UTC(2025, 0, 1, 8, minute)).toISOString(),
    readTime: null,
  };
}

function list(rows: MessageRecord[], unreadCount: number, totalRows = rows.length): MessagePullResult {
  return { rows, totalRows, pageNo: 1, pageSize: 99, unreadCount };
}

describe('message lists', () => {
  it('moves a clicked message from the unread list to the read list', () => {
    const unread = list([record('3', 3), record('2', 2), record('1', 1)], 3);
    const read = list([record('9', 0, 3)], 3);
    const clicked = unread.rows[1]!;

    const nextUnread = removeFromUnread(unread, new Set([clicked.messageRecordWithTargetId]));
    expect(nextUnread.rows.map((row) => row.messageRecordWithTargetId)).toEqual(['3', '1']);
    expect(nextUnread.unreadCount).toBe(2);
    expect(nextUnread.totalRows).toBe(2);

    const nextRead = addToRead(read, [clicked]);
    expect(nextRead.rows.map((row) => row.messageRecordWithTargetId)).toEqual(['2', '9']);
    expect(nextRead.rows.every(isRead)).toBe(true);
    expect(nextRead.unreadCount).toBe(2);
    expect(nextRead.totalRows).toBe(2);
  });

  it('changes nothing for ids it does not hold, or records already in the read list', () => {
    const unread = list([record('1', 1)], 1);
    expect(removeFromUnread(unread, new Set(['7']))).toBe(unread);
    const read = list([record('1', 1, 3)], 0);
    expect(addToRead(read, [record('1', 1)])).toBe(read);
  });

  it('puts live arrivals on top of the unread list once, and counts them', () => {
    const unread = list([record('1', 1)], 5, 5);
    const next = addArrivals(unread, [record('2', 2), record('2', 2), record('1', 1), record('4', 4, 3)]);
    expect(next.rows.map((row) => row.messageRecordWithTargetId)).toEqual(['2', '1']);
    expect(next.unreadCount).toBe(6);
    expect(next.totalRows).toBe(6);
    expect(addArrivals(next, [record('2', 2)])).toBe(next);
  });

  it('keeps newest first, whatever order arrivals come in', () => {
    const unread = list([record('5', 5)], 1);
    const next = addArrivals(unread, [record('3', 3), record('7', 7)]);
    expect(next.rows.map((row) => row.messageRecordWithTargetId)).toEqual(['7', '5', '3']);
  });
});

describe('excerpt', () => {
  it('flattens whitespace and cuts long texts with an ellipsis, never inside a character', () => {
    expect(excerpt('  line one\n\nline   two ')).toBe('line one line two');
    expect(excerpt('abcdefghij', 5)).toBe('abcd…');
    expect(excerpt('abcde', 5)).toBe('abcde');
    expect(excerpt('😀😀😀😀😀😀', 4)).toBe('😀😀😀…');
  });
});

function notice(id: string, read = false): ReceivedNotice {
  return { id, title: `N${id}`, content: '', type: 1, publicTime: '2025-01-01T00:00:00Z', read, senderName: null };
}

describe('notice groups', () => {
  const groups: NoticeGroup[] = [
    { type: 2, typeName: 'Announcement', rows: [notice('5')], totalRows: 9, unreadCount: 1 },
    { type: 7, typeName: 'Other', rows: [], totalRows: 0, unreadCount: 0 },
  ];

  it('orders groups by type, adding empty ones and keeping unknown types last', () => {
    const ordered = orderNoticeGroups(groups, [1, 2], (type) => `type ${type}`);
    expect(ordered.map((group) => [group.type, group.typeName, group.totalRows])).toEqual([
      [1, 'type 1', 0],
      [2, 'Announcement', 9],
      [7, 'Other', 0],
    ]);
  });

  it('flags a read notice and lowers its group unread count once', () => {
    const once = markNoticeInGroups(groups, '5');
    expect(once[0]!.rows[0]!.read).toBe(true);
    expect(once[0]!.unreadCount).toBe(0);
    const twice = markNoticeInGroups(once, '5');
    expect(twice[0]).toBe(once[0]);
  });
});

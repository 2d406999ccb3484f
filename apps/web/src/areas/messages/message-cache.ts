import { type MessagePullResult, type MessageRecord, MessageState, type NoticeGroup } from '@takt/contracts';

/**
 * Pure updates of the cached message lists (spec 000 §4: a message moves from the unread list
 * to the read list when clicked or marked), applied at once so the card answers a click without
 * waiting for the server; the lists are refetched afterwards to settle on the server's truth.
 */

export function isRead(record: Pick<MessageRecord, 'state'>): boolean {
  return record.state === MessageState.READ;
}

/** The unread list without the records now read, its counts lowered to match. */
export function removeFromUnread(list: MessagePullResult, ids: ReadonlySet<string>): MessagePullResult {
  const rows = list.rows.filter((row) => !ids.has(row.messageRecordWithTargetId));
  const removed = list.rows.length - rows.length;
  if (removed === 0) return list;
  return {
    ...list,
    rows,
    totalRows: Math.max(0, list.totalRows - removed),
    unreadCount: Math.max(0, list.unreadCount - removed),
  };
}

/** The read list with the newly read records on top (newest first), without duplicates. */
export function addToRead(list: MessagePullResult, records: readonly MessageRecord[]): MessagePullResult {
  const known = new Set(list.rows.map((row) => row.messageRecordWithTargetId));
  const fresh = records
    .filter((record) => !known.has(record.messageRecordWithTargetId))
    .map((record) => ({ ...record, state: MessageState.READ }) as MessageRecord);
  if (fresh.length === 0) return list;
  const rows = sortNewestFirst([...fresh, ...list.rows]).slice(0, Math.max(list.pageSize, list.rows.length));
  return {
    ...list,
    rows,
    totalRows: list.totalRows + fresh.length,
    unreadCount: Math.max(0, list.unreadCount - fresh.length),
  };
}

/** The unread list with messages that just arrived over the hub, newest first. */
export function addArrivals(list: MessagePullResult, arrivals: readonly MessageRecord[]): MessagePullResult {
  const known = new Set(list.rows.map((row) => row.messageRecordWithTargetId));
  const fresh: MessageRecord[] = [];
  for (const record of arrivals) {
    if (isRead(record) || known.has(record.messageRecordWithTargetId)) continue;
    known.add(record.messageRecordWithTargetId);
    fresh.push(record);
  }
  if (fresh.length === 0) return list;
  return {
    ...list,
    rows: sortNewestFirst([...fresh, ...list.rows]).slice(0, Math.max(list.pageSize, list.rows.length)),
    totalRows: list.totalRows + fresh.length,
    unreadCount: list.unreadCount + fresh.length,
  };
}

function sortNewestFirst(rows: MessageRecord[]): MessageRecord[] {
  return rows
    .map((row, index) => ({ row, index, at: Date.parse(row.publicTime) || 0 }))
    .sort((a, b) => b.at - a.at || a.index - b.index)
    .map(({ row }) => row);
}

/** A one-line excerpt of a message's content for the card (whitespace collapsed). */
export function excerpt(text: string, max = 60): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const chars = [...flat]; // by code point: never cut a surrogate pair in half
  return chars.length <= max ? flat : `${chars.slice(0, max - 1).join('')}…`;
}

/**
 * The groups of the received notices in the order of `types`, one per type even when the
 * server sent none for it (an empty card says "no notices" rather than vanishing); types the
 * server knows and `types` does not come last, in the server's order.
 */
export function orderNoticeGroups(
  groups: readonly NoticeGroup[],
  types: readonly number[],
  fallbackName: (type: number) => string,
): NoticeGroup[] {
  const byType = new Map(groups.map((group) => [group.type, group]));
  const ordered: NoticeGroup[] = types.map(
    (type) => byType.get(type) ?? { type, typeName: fallbackName(type), rows: [], totalRows: 0, unreadCount: 0 },
  );
  for (const group of groups) if (!types.includes(group.type)) ordered.push(group);
  return ordered;
}

/** A group after one of its notices was read (the row flagged, the unread count lowered once). */
export function markNoticeInGroups(groups: readonly NoticeGroup[], id: string): NoticeGroup[] {
  return groups.map((group) => {
    const index = group.rows.findIndex((row) => row.id === id);
    const row = index >= 0 ? group.rows[index] : undefined;
    if (!row || row.read) return group;
    const rows = [...group.rows];
    rows[index] = { ...row, read: true };
    return { ...group, rows, unreadCount: Math.max(0, group.unreadCount - 1) };
  });
}

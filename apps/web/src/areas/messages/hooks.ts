import { MESSAGE_BULK_READ_MAX, type MessagePullResult, type MessageRecord, PAGE_SIZE_MAX } from '@takt/contracts';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { isSignedIn } from '../../app/session';
import {
  markMessageRead,
  markMessagesRead,
  markNoticeRead,
  pullMessages,
  pullSentMessages,
  type ReadFilter,
  receivedNotices,
  unreadNotices,
} from './api';
import { addArrivals, addToRead, isRead, markNoticeInGroups, removeFromUnread } from './message-cache';
import type { MessageLink } from './message-link';

/**
 * TanStack Query hooks of the messages area. Every message query lives under `['messages']`
 * and every notice query under `['notices']`, so a hub event or a mark-read refreshes the
 * header card and the pages alike.
 */
export const messageKeys = {
  all: ['messages'] as const,
  /** The header card's lists: page 1, 99 rows (spec 000 §9). */
  card: (read: ReadFilter) => ['messages', 'pull', read, 'card'] as const,
  page: (read: ReadFilter, pageNo: number, pageSize: number) => ['messages', 'pull', read, pageNo, pageSize] as const,
  sent: (pageNo: number, pageSize: number) => ['messages', 'sent', pageNo, pageSize] as const,
};

export const noticeKeys = {
  all: ['notices'] as const,
  received: (type: number | undefined, pageNo: number) => ['notices', 'received', type ?? 'all', pageNo] as const,
  unread: ['notices', 'unread'] as const,
};

/** The header card's unread (or read) list; the unread one also feeds the bell's badge. */
export function useCardMessages(read: ReadFilter, enabled = true) {
  return useQuery({
    queryKey: messageKeys.card(read),
    queryFn: ({ signal }) => pullMessages({ read }, signal),
    enabled: enabled && isSignedIn(),
    staleTime: 60_000,
  });
}

export function useMessagePage(read: ReadFilter, pageNo: number, pageSize: number) {
  return useQuery({
    queryKey: messageKeys.page(read, pageNo, pageSize),
    queryFn: ({ signal }) => pullMessages({ read, pageNo, pageSize }, signal),
    placeholderData: (previous) => previous,
  });
}

export function useSentMessages(pageNo: number, pageSize: number, enabled: boolean) {
  return useQuery({
    queryKey: messageKeys.sent(pageNo, pageSize),
    queryFn: ({ signal }) => pullSentMessages(pageNo, pageSize, signal),
    placeholderData: (previous) => previous,
    enabled,
  });
}

type PullCache = [readonly unknown[], MessagePullResult | undefined][];

/** Moves records from every cached unread list to the cached read lists (spec 000 §4). */
function moveToRead(client: QueryClient, records: readonly MessageRecord[]): void {
  const ids = new Set(records.map((record) => record.messageRecordWithTargetId));
  client.setQueriesData<MessagePullResult>({ queryKey: ['messages', 'pull', 'false'] }, (list) =>
    list ? removeFromUnread(list, ids) : list,
  );
  client.setQueryData<MessagePullResult>(messageKeys.card('true'), (list) => (list ? addToRead(list, records) : list));
}

/**
 * Marks one message read: it leaves the unread list at once (optimistic), the server's answer
 * settles it. A message already read (state 3) is not sent again (spec 000 §4).
 */
export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (record: MessageRecord) =>
      isRead(record) ? record : markMessageRead(record.messageRecordWithTargetId),
    onMutate: async (record) => {
      if (isRead(record)) return undefined;
      await client.cancelQueries({ queryKey: ['messages', 'pull'] });
      const snapshot: PullCache = client.getQueriesData<MessagePullResult>({ queryKey: ['messages', 'pull'] });
      moveToRead(client, [record]);
      return snapshot;
    },
    onError: (_error, _record, snapshot) => {
      for (const [key, data] of snapshot ?? []) client.setQueryData(key, data);
    },
    onSettled: (_data, _error, record) => {
      if (!isRead(record)) void client.invalidateQueries({ queryKey: messageKeys.all });
    },
  });
}

/** Marks the given messages read with one multipart `bulk_read` per 500 ids. */
export function useBulkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (records: readonly MessageRecord[]) => {
      const ids = records.filter((record) => !isRead(record)).map((record) => record.messageRecordWithTargetId);
      let changed = 0;
      for (let start = 0; start < ids.length; start += MESSAGE_BULK_READ_MAX) {
        changed += (await markMessagesRead(ids.slice(start, start + MESSAGE_BULK_READ_MAX))).changed;
      }
      return changed;
    },
    onMutate: (records) => moveToRead(client, records),
    onSettled: () => client.invalidateQueries({ queryKey: messageKeys.all }),
  });
}

/** How many rounds "mark all read" makes at most (500 ids each): 10,000 messages. */
const MARK_ALL_ROUNDS = 20;

/** Marks every unread message read, not only the 99 the card holds. */
export function useMarkAllRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      let changed = 0;
      for (let round = 0; round < MARK_ALL_ROUNDS; round += 1) {
        const page = await pullMessages({
          read: 'false',
          pageNo: 1,
          pageSize: Math.min(PAGE_SIZE_MAX, MESSAGE_BULK_READ_MAX),
        });
        if (page.rows.length === 0) break;
        const result = await markMessagesRead(page.rows.map((row) => row.messageRecordWithTargetId));
        changed += result.changed;
        if (result.unreadCount === 0 || result.changed === 0) break;
      }
      return changed;
    },
    onSettled: () => client.invalidateQueries({ queryKey: messageKeys.all }),
  });
}

/** New messages pushed by the hub: on top of the cached unread lists at once, then refetched. */
export function addArrivedMessages(client: QueryClient, records: readonly MessageRecord[]): void {
  client.setQueryData<MessagePullResult>(messageKeys.card('false'), (list) =>
    list ? addArrivals(list, records) : list,
  );
  void client.invalidateQueries({ queryKey: messageKeys.all });
}

export function useReceivedNotices(type: number | undefined, pageNo: number) {
  return useQuery({
    queryKey: noticeKeys.received(type, pageNo),
    queryFn: ({ signal }) => receivedNotices(type === undefined ? { pageNo } : { type, pageNo }, signal),
    placeholderData: (previous) => previous,
  });
}

export function useUnreadNotices() {
  return useQuery({
    queryKey: noticeKeys.unread,
    queryFn: ({ signal }) => unreadNotices(signal),
    enabled: isSignedIn(),
    staleTime: 60_000,
  });
}

export function useMarkNoticeRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => markNoticeRead(id),
    onMutate: (id) => {
      client.setQueriesData<Parameters<typeof markNoticeInGroups>[0]>(
        { queryKey: ['notices', 'received'] },
        (groups) => (groups ? markNoticeInGroups(groups, id) : groups),
      );
    },
    onSettled: () => client.invalidateQueries({ queryKey: noticeKeys.all }),
  });
}

/** The current time, renewed every `intervalMs` (relative times: 5000 ms header, 60 s page). */
export function useNow(intervalMs: number): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/** Opens a message's page: a console route in the console, other addresses as they ask. */
export function useFollowMessageLink(): (link: MessageLink) => void {
  const navigate = useNavigate();
  return useCallback(
    (link: MessageLink) => {
      if (link.kind === 'route') void navigate(link.to);
      else if (link.kind === 'window') window.open(link.url, '_blank', 'noopener,noreferrer');
      else window.location.assign(link.url);
    },
    [navigate],
  );
}

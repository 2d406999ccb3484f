import {
  type Language,
  NOTICE_TYPES,
  type Notice,
  type NoticeGroup,
  NoticeState,
  NoticeType,
  type NoticeUnreadResult,
  type noticeAddBodySchema,
  noticeDeletable,
  noticeEditable,
  type noticeEditBodySchema,
  type noticeReceivedQuerySchema,
  type noticeUnreadQuerySchema,
  type PageResult,
  type ReceivedNotice,
} from '@takt/contracts';
import type { z } from 'zod';
import type { AuthContext } from '../../platform/auth/auth-context.js';
import type { Database } from '../../platform/db/database.js';
import { conflict, invalid, notFound } from '../../platform/errors.js';
import type { Hub } from '../../platform/hub/hub.js';
import { type MessageKey, translate } from '../../platform/i18n/messages.js';
import type { AccountService } from '../identity/account.service.js';
import { fitForHub } from '../messages/realtime.js';
import type { TimeZoneService } from '../preferences/time-zone.service.js';
import type { NoticePageQuery, NoticeRepository, NoticeRow, ReceivedRow } from './notice.repository.js';

const TYPE_NAMES: Record<number, MessageKey> = {
  [NoticeType.NOTICE]: 'notice.type.notice',
  [NoticeType.ANNOUNCEMENT]: 'notice.type.announcement',
};

function toReceived(row: ReceivedRow): ReceivedNotice {
  const { notice } = row;
  return {
    id: notice.id,
    title: notice.title,
    content: notice.content,
    type: notice.type,
    publicTime: (notice.publishedAt ?? notice.createdAt).toISOString(),
    read: row.readAt !== null,
    senderName: notice.publisherName,
  };
}

function toNotice(row: NoticeRow, userIds: string[]): Notice {
  return {
    id: row.id,
    code: row.title,
    title: row.title,
    content: row.content,
    type: row.type,
    state: row.state,
    allUsers: row.allUsers,
    userIds,
    createdBy: row.createdBy,
    publisherName: row.publisherName,
    publicTime: row.publishedAt?.toISOString() ?? null,
    withdrawnTime: row.withdrawnAt?.toISOString() ?? null,
    createdTime: row.createdAt.toISOString(),
  };
}

/** What a publish leaves to do once it is committed: tell the recipients' sockets. */
export type Delivery = () => Promise<void>;

export class NoticeService {
  constructor(
    private readonly db: Database,
    private readonly repo: NoticeRepository,
    private readonly accounts: Pick<AccountService, 'unknownUserIds'>,
    private readonly hub: Hub,
    private readonly timeZones: Pick<TimeZoneService, 'effective'>,
  ) {}

  /** Every notice of the enterprise, whatever its state (the administrators' list). */
  page(auth: AuthContext, query: NoticePageQuery): Promise<PageResult<Notice>> {
    return this.db.tenant(auth.tenantId, async () => {
      const timeZone = await this.timeZones.effective(auth.tenantId, auth.userId);
      const { rows, totalRows } = await this.repo.page(auth.tenantId, query, timeZone);
      const recipients = await this.repo.recipientsOf(
        auth.tenantId,
        rows.map((row) => row.id),
      );
      return {
        rows: rows.map((row) => toNotice(row, recipients.get(row.id) ?? [])),
        totalRows,
        pageNo: query.pageNo,
        pageSize: query.pageSize,
      };
    });
  }

  detail(auth: AuthContext, id: string): Promise<Notice> {
    return this.db.tenant(auth.tenantId, async () => {
      const row = await this.repo.findById(auth.tenantId, id);
      if (!row) throw notFound();
      return toNotice(row, await this.repo.recipientIds(auth.tenantId, row));
    });
  }

  /** Spec 000 §4: only a draft changes; a released or withdrawn notice is refused with 409. */
  edit(auth: AuthContext, input: z.output<typeof noticeEditBodySchema>): Promise<Notice> {
    const userIds = input.allUsers ? [] : [...new Set(input.userIds)];
    return this.db.tenant(auth.tenantId, async () => {
      const current = await this.repo.lock(auth.tenantId, input.id);
      if (!current) throw notFound();
      if (!noticeEditable(current.state)) throw conflict('notices.editOnlyDraft');
      await this.assertUsers(auth.tenantId, userIds);
      const row = await this.repo.update(
        auth.tenantId,
        input.id,
        { title: input.title, content: input.content, type: input.type, allUsers: input.allUsers },
        userIds,
      );
      return toNotice(row, userIds);
    });
  }

  /** A draft or a withdrawn notice goes with its read marks; a released one must be withdrawn first. */
  delete(auth: AuthContext, id: string): Promise<void> {
    return this.db.tenant(auth.tenantId, async () => {
      const current = await this.repo.lock(auth.tenantId, id);
      if (!current) throw notFound();
      if (!noticeDeletable(current.state)) throw conflict('notices.deleteReleased');
      await this.repo.delete(auth.tenantId, id);
    });
  }

  private async assertUsers(tenantId: string, userIds: readonly string[]): Promise<void> {
    const unknown = await this.accounts.unknownUserIds(tenantId, userIds);
    if (unknown.length) throw invalid('message.unknownRecipients', { ids: unknown.join(', ') });
  }

  /**
   * Spec 000 §3/§7: the notices released to the caller, grouped by type (every type, in order,
   * even when empty), newest first, at most pageSize per group, with totalRows per group.
   */
  received(
    auth: AuthContext,
    query: z.output<typeof noticeReceivedQuerySchema>,
    language: Language,
  ): Promise<NoticeGroup[]> {
    return this.db.tenant(auth.tenantId, async () => {
      const counts = await this.repo.receivedCounts(auth.tenantId, auth.userId);
      const rows = await this.repo.receivedPages(auth.tenantId, auth.userId, query);
      const types = query.type === undefined ? NOTICE_TYPES : [query.type];
      return types.map((type) => {
        const count = counts.find((c) => c.type === type);
        return {
          type,
          typeName: translate(language, TYPE_NAMES[type] ?? 'notice.type.notice'),
          rows: rows.filter((row) => row.notice.type === type).map(toReceived),
          totalRows: count?.total ?? 0,
          unreadCount: count?.unread ?? 0,
        };
      });
    });
  }

  async unread(auth: AuthContext, query: z.output<typeof noticeUnreadQuerySchema>): Promise<NoticeUnreadResult> {
    const { count, rows } = await this.repo.unread(auth.tenantId, auth.userId, query.pageSize);
    return { unreadCount: count, rows: rows.map(toReceived) };
  }

  /** Marks a notice released to the caller read; anything else is not found. */
  read(auth: AuthContext, id: string): Promise<ReceivedNotice> {
    return this.db.tenant(auth.tenantId, async () => {
      const row = await this.repo.findReceived(auth.tenantId, auth.userId, id);
      if (!row) throw notFound();
      const readAt = row.readAt ?? new Date();
      if (!row.readAt) await this.repo.markRead(auth.tenantId, auth.userId, id, readAt);
      return toReceived({ ...row, readAt });
    });
  }

  /** A draft; spec 000 §5: content and recipients are required (the schema checks both). */
  add(auth: AuthContext, input: z.output<typeof noticeAddBodySchema>): Promise<Notice> {
    const userIds = input.allUsers ? [] : [...new Set(input.userIds)];
    return this.db.tenant(auth.tenantId, async () => {
      await this.assertUsers(auth.tenantId, userIds);
      const row = await this.repo.insert(
        auth.tenantId,
        {
          title: input.title,
          content: input.content,
          type: input.type,
          state: NoticeState.DRAFT,
          allUsers: input.allUsers,
          createdBy: auth.userId,
        },
        userIds,
      );
      return toNotice(row, userIds);
    });
  }

  /**
   * Draft or withdrawn → released. The returned delivery pushes `ReceiveMessage` to every
   * recipient's sockets (the whole enterprise for a notice to all users); run it only once the
   * transaction has committed.
   */
  publish(auth: AuthContext, id: string): Promise<{ result: Notice; deliver: Delivery }> {
    return this.db.tenant(auth.tenantId, async () => {
      const now = new Date();
      const row = await this.repo.changeState(auth.tenantId, id, [NoticeState.DRAFT, NoticeState.WITHDRAWN], {
        state: NoticeState.RELEASED,
        publisherId: auth.userId,
        publisherName: auth.name,
        publishedAt: now,
        withdrawnAt: null,
      });
      if (!row) throw (await this.repo.findById(auth.tenantId, id)) ? conflict('notice.cannotPublish') : notFound();
      await this.repo.clearReads(auth.tenantId, id);
      const userIds = await this.repo.recipientIds(auth.tenantId, row);
      const data = fitForHub(toReceived({ notice: row, readAt: null }));
      const deliver: Delivery = async () => {
        if (row.allUsers) {
          await this.hub.publish({ target: { tenantId: auth.tenantId }, event: 'ReceiveMessage', data });
          return;
        }
        for (const userId of userIds) {
          await this.hub.publish({ target: { tenantId: auth.tenantId, userId }, event: 'ReceiveMessage', data });
        }
      };
      return { result: toNotice(row, userIds), deliver };
    });
  }

  /** Released → withdrawn: the notice leaves its recipients' lists. */
  withdraw(auth: AuthContext, id: string): Promise<Notice> {
    return this.db.tenant(auth.tenantId, async () => {
      const row = await this.repo.changeState(auth.tenantId, id, [NoticeState.RELEASED], {
        state: NoticeState.WITHDRAWN,
        withdrawnAt: new Date(),
      });
      if (!row) throw (await this.repo.findById(auth.tenantId, id)) ? conflict('notice.cannotWithdraw') : notFound();
      return toNotice(row, await this.repo.recipientIds(auth.tenantId, row));
    });
  }
}

import {
  type MessageBulkReadResult,
  type MessagePullResult,
  type MessageRecord,
  type MessageSendResult,
  MessageState,
  type messagePullQuerySchema,
  type messagePullSentQuerySchema,
  type messageSendBodySchema,
  type PageResult,
  type SentMessage,
} from '@takt/contracts';
import type { z } from 'zod';
import type { AuthContext } from '../../platform/auth/auth-context.js';
import type { Database } from '../../platform/db/database.js';
import { invalid, notFound } from '../../platform/errors.js';
import type { Hub } from '../../platform/hub/hub.js';
import type { AccountService } from '../identity/account.service.js';
import type { InboxRow, MessageRecordRow, MessageRepository } from './message.repository.js';
import { fitForHub } from './realtime.js';

type JumpTarget = MessageRecord['jumpTarget'];

function toRecord(row: InboxRow): MessageRecord {
  const { record } = row;
  return {
    messageRecordWithTargetId: row.targetId,
    messageRecordId: record.id,
    state: row.state === MessageState.READ ? MessageState.READ : MessageState.UNREAD,
    type: record.type,
    title: record.title,
    content: record.content,
    eventType: record.eventType,
    eventCode: record.eventCode,
    btnText: record.btnText,
    jumpTarget: record.jumpTarget as JumpTarget,
    pagePath: record.pagePath,
    senderId: record.senderId,
    senderName: record.senderName,
    publicTime: record.publicTime.toISOString(),
    createdTime: record.createdAt.toISOString(),
    readTime: row.readAt?.toISOString() ?? null,
  };
}

function toSent(record: MessageRecordRow, readCount: number): SentMessage {
  return {
    messageRecordId: record.id,
    type: record.type,
    title: record.title,
    content: record.content,
    eventType: record.eventType,
    eventCode: record.eventCode,
    btnText: record.btnText,
    jumpTarget: record.jumpTarget as JumpTarget,
    pagePath: record.pagePath,
    publicTime: record.publicTime.toISOString(),
    createdTime: record.createdAt.toISOString(),
    recipientCount: record.recipientCount,
    readCount,
  };
}

/** Distinct, in first-seen order. */
function distinct(ids: readonly string[]): string[] {
  return [...new Set(ids)];
}

/** What a send leaves to do once it is committed: tell each recipient's sockets. */
export type Delivery = () => Promise<void>;

export class MessageService {
  constructor(
    private readonly db: Database,
    private readonly repo: MessageRepository,
    private readonly accounts: Pick<AccountService, 'unknownUserIds'>,
    private readonly hub: Hub,
  ) {}

  /** The caller's own messages (spec 000 §7 `message_record/pull`) and the unread count. */
  pull(auth: AuthContext, query: z.output<typeof messagePullQuerySchema>): Promise<MessagePullResult> {
    return this.db.tenant(auth.tenantId, async () => {
      const { rows, totalRows } = await this.repo.inbox(auth.tenantId, auth.userId, query);
      const unreadCount = await this.repo.unreadCount(auth.tenantId, auth.userId);
      return { rows: rows.map(toRecord), totalRows, pageNo: query.pageNo, pageSize: query.pageSize, unreadCount };
    });
  }

  async pullSent(
    auth: AuthContext,
    query: z.output<typeof messagePullSentQuerySchema>,
  ): Promise<PageResult<SentMessage>> {
    const { rows, totalRows } = await this.repo.sent(auth.tenantId, auth.userId, query);
    return {
      rows: rows.map((row) => toSent(row.record, row.readCount)),
      totalRows,
      pageNo: query.pageNo,
      pageSize: query.pageSize,
    };
  }

  /** Spec 000 §4: unread becomes read (state 3); a read message stays as it is. */
  read(auth: AuthContext, targetId: string): Promise<MessageRecord> {
    return this.db.tenant(auth.tenantId, async () => {
      await this.repo.markRead(auth.tenantId, auth.userId, [targetId], new Date());
      const row = await this.repo.findInboxRow(auth.tenantId, auth.userId, targetId);
      if (!row) throw notFound();
      return toRecord(row);
    });
  }

  /** All or nothing: one id that is not the caller's refuses the request and changes nothing. */
  bulkRead(auth: AuthContext, targetIds: readonly string[]): Promise<MessageBulkReadResult> {
    const ids = distinct(targetIds);
    return this.db.tenant(auth.tenantId, async () => {
      const owned = new Set(await this.repo.ownedTargetIds(auth.tenantId, auth.userId, ids));
      const missing = ids.filter((id) => !owned.has(id));
      if (missing.length) throw notFound('message.notYours', { ids: missing.join(', ') });
      const changed = await this.repo.markRead(auth.tenantId, auth.userId, ids, new Date());
      return { changed, unreadCount: await this.repo.unreadCount(auth.tenantId, auth.userId) };
    });
  }

  /**
   * One record, one row per recipient, in the caller's transaction. The returned delivery sends
   * each recipient `ReceiveNewMessage` with the message as their pull shows it; run it only once
   * the transaction has committed (see realtime.ts).
   */
  send(
    sender: AuthContext,
    input: z.output<typeof messageSendBodySchema>,
  ): Promise<{ result: MessageSendResult; deliver: Delivery }> {
    return this.sendAs({ tenantId: sender.tenantId, userId: sender.userId, name: sender.name }, input);
  }

  /** A message the system raises itself, without a sender (the push service's hub messages); as `send`. */
  notify(
    tenantId: string,
    input: z.output<typeof messageSendBodySchema>,
  ): Promise<{ result: MessageSendResult; deliver: Delivery }> {
    return this.sendAs({ tenantId, userId: null, name: null }, input);
  }

  private sendAs(
    sender: { tenantId: string; userId: string | null; name: string | null },
    input: z.output<typeof messageSendBodySchema>,
  ): Promise<{ result: MessageSendResult; deliver: Delivery }> {
    const recipientIds = distinct(input.userIds);
    return this.db.tenant(sender.tenantId, async () => {
      const unknown = await this.accounts.unknownUserIds(sender.tenantId, recipientIds);
      if (unknown.length) throw invalid('message.unknownRecipients', { ids: unknown.join(', ') });
      const pagePath = input.pagePath ?? null;
      const { record, targets } = await this.repo.insert(
        sender.tenantId,
        {
          senderId: sender.userId,
          senderName: sender.name,
          type: input.type,
          title: input.title,
          content: input.content,
          eventType: input.eventType ?? null,
          eventCode: input.eventCode ?? null,
          btnText: input.btnText ?? null,
          jumpTarget: pagePath ? (input.jumpTarget ?? 'self') : null,
          pagePath,
          publicTime: new Date(),
        },
        recipientIds,
      );
      const deliver: Delivery = async () => {
        for (const target of targets) {
          const data = toRecord({ targetId: target.id, state: MessageState.UNREAD, readAt: null, record });
          await this.hub.publish({
            target: { tenantId: sender.tenantId, userId: target.recipientId },
            event: 'ReceiveNewMessage',
            data: fitForHub(data),
          });
        }
      };
      return { result: { messageRecordId: record.id, recipientCount: targets.length }, deliver };
    });
  }
}

import {
  MESSAGE_AUDIENCE_MAX,
  type MessageBulkReadResult,
  type MessagePullResult,
  type MessageRecord,
  type MessageSendDetail,
  type MessageSendRecord,
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
import type { TimeZoneService } from '../preferences/time-zone.service.js';
import { withinDays } from './day-window.js';
import type { CentreQuery, InboxRow, MessageRecordRow, MessageRepository } from './message.repository.js';
import { messageRecords } from './message.table.js';
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

/** When a message was sent (the centre's date filter). */
const messageTime = messageRecords.createdAt;

/** Distinct, in first-seen order. */
function distinct(ids: readonly string[]): string[] {
  return [...new Set(ids)];
}

/** What a send leaves to do once it is committed: tell each recipient's sockets. */
export type Delivery = () => Promise<void>;

/** Who belongs to the organisations and roles a message is addressed to (other areas answer). */
export interface Audiences {
  /** The ids among `ids` that name no organisation of the tenant. */
  unknownOrgIds(tenantId: string, ids: readonly string[]): Promise<string[]>;
  /** The organisations and every organisation below them. */
  orgSubtree(tenantId: string, ids: readonly string[]): Promise<string[]>;
  usersInOrgs(tenantId: string, orgIds: readonly string[]): Promise<string[]>;
  roleHolders(tenantId: string, roleIds: readonly string[]): Promise<{ unknownIds: string[]; userIds: string[] }>;
  /** The users' names (deleted users are absent). */
  userNames(tenantId: string, userIds: readonly string[]): Promise<Map<string, string>>;
}

function toSendRecord(record: MessageRecordRow, readCount: number): MessageSendRecord {
  return {
    ...toSent(record, readCount),
    id: record.id,
    code: record.title,
    senderId: record.senderId,
    senderName: record.senderName,
  };
}

export class MessageService {
  constructor(
    private readonly db: Database,
    private readonly repo: MessageRepository,
    private readonly accounts: Pick<AccountService, 'unknownUserIds'>,
    private readonly hub: Hub,
    private readonly audiences: Audiences,
    private readonly timeZones: Pick<TimeZoneService, 'effective'>,
  ) {}

  /** The message centre: every send of the enterprise, with how many recipients read each. */
  async page(auth: AuthContext, query: CentreQuery): Promise<PageResult<MessageSendRecord>> {
    const timeZone = await this.timeZones.effective(auth.tenantId, auth.userId);
    const window = withinDays(messageTime, query.sentFrom, query.sentTo, timeZone);
    const { rows, totalRows } = await this.repo.centre(auth.tenantId, query, window);
    return {
      rows: rows.map((row) => toSendRecord(row.record, row.readCount)),
      totalRows,
      pageNo: query.pageNo,
      pageSize: query.pageSize,
    };
  }

  /** One send with each recipient and whether they read it. */
  detail(auth: AuthContext, id: string): Promise<MessageSendDetail> {
    return this.db.tenant(auth.tenantId, async () => {
      const found = await this.repo.findSend(auth.tenantId, id);
      if (!found) throw notFound();
      const targets = await this.repo.targetsOf(auth.tenantId, id);
      const names = await this.audiences.userNames(
        auth.tenantId,
        targets.map((target) => target.recipientId),
      );
      return {
        ...toSendRecord(found.record, found.readCount),
        recipients: targets.map((target) => ({
          messageRecordWithTargetId: target.id,
          userId: target.recipientId,
          userName: names.get(target.recipientId) ?? null,
          state: target.state === MessageState.READ ? MessageState.READ : MessageState.UNREAD,
          readTime: target.readAt?.toISOString() ?? null,
        })),
      };
    });
  }

  /** Removes a send from the centre and from its recipients' lists. */
  delete(auth: AuthContext, id: string): Promise<void> {
    return this.db.tenant(auth.tenantId, async () => {
      if (!(await this.repo.deleteSend(auth.tenantId, id))) throw notFound();
    });
  }

  /**
   * The users a send reaches: the chosen users, the users of the chosen organisations and the
   * organisations below them, and the holders of the chosen roles, each once.
   */
  private async audience(tenantId: string, input: z.output<typeof messageSendBodySchema>): Promise<string[]> {
    const unknownUsers = await this.accounts.unknownUserIds(tenantId, distinct(input.userIds));
    if (unknownUsers.length) throw invalid('message.unknownRecipients', { ids: unknownUsers.join(', ') });
    const unknownOrgs = await this.audiences.unknownOrgIds(tenantId, distinct(input.orgIds));
    if (unknownOrgs.length) throw invalid('messages.unknownOrgs', { ids: unknownOrgs.join(', ') });
    const roles = await this.audiences.roleHolders(tenantId, input.roleIds);
    if (roles.unknownIds.length) throw invalid('messages.unknownRoles', { ids: roles.unknownIds.join(', ') });
    const orgUsers = input.orgIds.length
      ? await this.audiences.usersInOrgs(tenantId, await this.audiences.orgSubtree(tenantId, input.orgIds))
      : [];
    const everyone = distinct([...input.userIds, ...orgUsers, ...roles.userIds]);
    if (everyone.length === 0) throw invalid('messages.noRecipients');
    if (everyone.length > MESSAGE_AUDIENCE_MAX) {
      throw invalid('messages.tooManyRecipients', { count: everyone.length, max: MESSAGE_AUDIENCE_MAX });
    }
    return everyone;
  }

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
    return this.db.tenant(sender.tenantId, async () => {
      const recipientIds = await this.audience(sender.tenantId, input);
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

import type { EmailRecord, EmailSendResult, emailSendBodySchema, PageResult } from '@takt/contracts';
import type { z } from 'zod';
import type { AuthContext } from '../../platform/auth/auth-context.js';
import { businessRule } from '../../platform/errors.js';
import type { TimeZoneService } from '../preferences/time-zone.service.js';
import { withinDays } from './day-window.js';
import type { SmtpMailSender } from './mail-sender.js';
import { emailRecords } from './message.table.js';
import type { EmailListQuery, EmailRecordRow, OutboundRepository } from './outbound.repository.js';

function toEmailRecord(row: EmailRecordRow): EmailRecord {
  return {
    id: row.id,
    code: row.subject,
    to: row.recipients,
    subject: row.subject,
    kind: row.kind === 'html' ? 'html' : 'text',
    source: row.source,
    status: row.status === 'sent' ? 'sent' : 'failed',
    answer: row.answer,
    senderName: row.senderName,
    createdTime: row.createdAt.toISOString(),
  };
}

export interface EmailPageQuery extends EmailListQuery {
  sentFrom?: string | undefined;
  sentTo?: string | undefined;
}

/** The e-mail page: send one e-mail (recorded, sent or failed) and list what was sent. */
export class EmailService {
  constructor(
    private readonly mail: SmtpMailSender,
    private readonly records: OutboundRepository,
    private readonly timeZones: Pick<TimeZoneService, 'effective'>,
  ) {}

  /**
   * Refused (422) when no SMTP server is configured, before anything is recorded. A send the
   * server refuses is recorded as failed with its answer, and answered, not thrown.
   */
  async send(auth: AuthContext, input: z.output<typeof emailSendBodySchema>): Promise<EmailSendResult> {
    if (!this.mail.configured) throw businessRule('messages.noSmtp');
    const { record, removed } = await this.mail.deliver(
      {
        tenantId: auth.tenantId,
        to: [...new Set(input.to)],
        subject: input.subject,
        ...(input.kind === 'html' ? { html: input.body } : { text: input.body }),
        source: 'email-page',
      },
      { userId: auth.userId, name: auth.name },
    );
    return { ...toEmailRecord(record), removed };
  }

  async page(auth: AuthContext, query: EmailPageQuery): Promise<PageResult<EmailRecord>> {
    const timeZone = await this.timeZones.effective(auth.tenantId, auth.userId);
    const window = withinDays(emailRecords.createdAt, query.sentFrom, query.sentTo, timeZone);
    const { rows, totalRows } = await this.records.emailPage(auth.tenantId, query, window);
    return { rows: rows.map(toEmailRecord), totalRows, pageNo: query.pageNo, pageSize: query.pageSize };
  }
}

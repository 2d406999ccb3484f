import type { EmailKind } from '@takt/contracts';
import nodemailer, { type Transporter } from 'nodemailer';
import type { MailResult, MailSender, OutboundMail } from '../../platform/notify/outbound.js';
import { sanitiseMailHtml } from './html-sanitiser.js';
import type { EmailRecordRow, OutboundRepository } from './outbound.repository.js';

/** The answer kept on a record is at most this long (the column's length). */
const ANSWER_MAX = 1000;
export const NO_SMTP_ANSWER = 'No SMTP server is configured (SMTP_URL)';

export const clip = (text: string) => (text.length > ANSWER_MAX ? `${text.slice(0, ANSWER_MAX - 1)}…` : text);

/** Who sent an e-mail from the console (none for the product's own e-mails). */
export interface MailSenderUser {
  userId: string;
  name: string;
}

/**
 * Sends e-mails through the configured SMTP server (`SMTP_URL`, from `SMTP_FROM`) and records
 * each one, sent or failed, with the server's answer. HTML is sanitised before it leaves. A
 * failure is answered and recorded, never thrown, so the record survives the caller's transaction.
 */
export class SmtpMailSender implements MailSender {
  private readonly transport: Transporter | null;

  constructor(
    smtpUrl: string | undefined,
    private readonly from: string,
    private readonly records: OutboundRepository,
  ) {
    this.transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  }

  /** Whether an SMTP server is configured. */
  get configured(): boolean {
    return this.transport !== null;
  }

  async send(mail: OutboundMail): Promise<MailResult> {
    const { result } = await this.deliver(mail);
    return result;
  }

  /** Sends and records; also answers the record and what the sanitiser removed. */
  async deliver(
    mail: OutboundMail,
    sender?: MailSenderUser,
  ): Promise<{ result: MailResult; record: EmailRecordRow; removed: string[] }> {
    const kind: EmailKind = mail.html !== undefined ? 'html' : 'text';
    const sanitised = mail.html !== undefined ? sanitiseMailHtml(mail.html) : null;
    const result = await this.transmit(mail, sanitised?.html);
    const record = await this.records.insertEmail(mail.tenantId, {
      recipients: mail.to,
      subject: mail.subject,
      kind,
      source: mail.source,
      status: result.ok ? 'sent' : 'failed',
      answer: clip(result.answer),
      senderId: sender?.userId ?? null,
      senderName: sender?.name ?? null,
    });
    return { result, record, removed: sanitised?.removed ?? [] };
  }

  private async transmit(mail: OutboundMail, html: string | undefined): Promise<MailResult> {
    if (!this.transport) return { ok: false, answer: NO_SMTP_ANSWER };
    try {
      const info = await this.transport.sendMail({
        from: this.from,
        to: mail.to,
        subject: mail.subject,
        ...(html !== undefined ? { html } : { text: mail.text ?? '' }),
      });
      const rejected = (info.rejected ?? []).map(String);
      if (rejected.length) return { ok: false, answer: `${info.response} (rejected: ${rejected.join(', ')})` };
      return { ok: true, answer: String(info.response ?? '') };
    } catch (error) {
      return { ok: false, answer: error instanceof Error ? error.message : String(error) };
    }
  }

  close(): void {
    this.transport?.close();
  }
}

/** `SMTP_FROM`, or `Takt MES <noreply@<SMTP host>>`. */
export function mailFrom(config: { SMTP_URL?: string | undefined; SMTP_FROM?: string | undefined }): string {
  if (config.SMTP_FROM) return config.SMTP_FROM;
  const host = config.SMTP_URL ? new URL(config.SMTP_URL).hostname : '';
  return `Takt MES <noreply@${host || 'localhost'}>`;
}

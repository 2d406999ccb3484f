/**
 * The two outbound senders other parts use (the e-mail page, verification codes, the push
 * service). Each implementation records what it sent (an e-mail record, an SMS record with the
 * provider's answer) so the console can show it.
 */

export interface OutboundMail {
  tenantId: string;
  to: string[];
  subject: string;
  /** Plain text; `html` when the message is HTML (sanitised before it is sent). */
  text?: string;
  html?: string;
  /** What sent it, for the records: 'email-page', 'push', 'verification-code'. */
  source: string;
}

export interface MailResult {
  ok: boolean;
  /** The SMTP server's answer or the failure's message. */
  answer: string;
}

export interface MailSender {
  send(mail: OutboundMail): Promise<MailResult>;
}

export interface OutboundSms {
  tenantId: string;
  phone: string;
  text: string;
  /** What sent it: 'verification-code', 'push'. */
  source: string;
}

export interface SmsResult {
  ok: boolean;
  /** The provider's name and answer, kept on the SMS record. */
  provider: string;
  answer: string;
}

export interface SmsSender {
  send(sms: OutboundSms): Promise<SmsResult>;
}

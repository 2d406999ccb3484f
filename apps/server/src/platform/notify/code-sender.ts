import type { CodeChannel, CodePurpose, Language } from '@takt/contracts';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import { translate } from '../i18n/messages.js';

/** One verification code on its way to a person. */
export interface CodeMessage {
  target: string;
  channel: CodeChannel;
  code: string;
  purpose: CodePurpose;
  language: Language;
  validMinutes: number;
}

/**
 * Delivers verification codes. The service does not care how: SMTP e-mail when configured,
 * the server log on a local install, whatever a test injects.
 */
export interface CodeSender {
  send(message: CodeMessage): Promise<void>;
}

/**
 * Writes the code to the server log at info level: how a local install without a mail server
 * (or SMS gateway) delivers codes. Never use it where strangers can read the log.
 */
export class LogCodeSender implements CodeSender {
  constructor(private readonly log: FastifyBaseLogger) {}

  async send(message: CodeMessage): Promise<void> {
    this.log.info(
      { target: message.target, channel: message.channel, purpose: message.purpose },
      `verification code for ${message.target}: ${message.code}`,
    );
  }
}

/**
 * E-mails codes through an SMTP server (`SMTP_URL`, sender `SMTP_FROM`). Mobile numbers go to
 * `sms` (the log, until an SMS gateway is configured).
 */
export class SmtpCodeSender implements CodeSender {
  private readonly transport: Transporter;

  constructor(
    url: string,
    private readonly from: string,
    private readonly sms: CodeSender,
  ) {
    this.transport = nodemailer.createTransport(url);
  }

  async send(message: CodeMessage): Promise<void> {
    if (message.channel !== 'email') return this.sms.send(message);
    const params = { code: message.code, minutes: message.validMinutes };
    await this.transport.sendMail({
      from: this.from,
      to: message.target,
      subject: translate(message.language, 'mail.code.subject', params),
      text: translate(message.language, 'mail.code.body', params),
    });
  }

  close(): void {
    this.transport.close();
  }
}

/** The sender the configuration asks for. */
export function createCodeSender(
  config: { SMTP_URL?: string | undefined; SMTP_FROM?: string | undefined },
  log: FastifyBaseLogger,
): CodeSender {
  const logSender = new LogCodeSender(log);
  if (!config.SMTP_URL) return logSender;
  const from = config.SMTP_FROM ?? `Takt MES <noreply@${new URL(config.SMTP_URL).hostname || 'localhost'}>`;
  return new SmtpCodeSender(config.SMTP_URL, from, logSender);
}

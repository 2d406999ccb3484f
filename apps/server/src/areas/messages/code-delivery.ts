import type { FastifyBaseLogger } from 'fastify';
import { translate } from '../../platform/i18n/messages.js';
import { type CodeMessage, type CodeSender, LogCodeSender } from '../../platform/notify/code-sender.js';
import type { SmsSender } from '../../platform/notify/outbound.js';
import type { SmtpMailSender } from './mail-sender.js';

/**
 * Verification codes through the product's recorded senders: phones by SMS (the configured
 * provider, the log by default), e-mail through the SMTP server when one is configured and
 * otherwise the server log, as before. Codes are asked for before anyone is signed in, so they
 * are recorded under the platform's tenant (the super administrator's SMS and e-mail records).
 */
export class RecordedCodeSender implements CodeSender {
  private readonly logSender: LogCodeSender;

  constructor(
    private readonly mail: SmtpMailSender,
    private readonly sms: SmsSender,
    private readonly platformTenantId: string,
    log: FastifyBaseLogger,
  ) {
    this.logSender = new LogCodeSender(log);
  }

  async send(message: CodeMessage): Promise<void> {
    const params = { code: message.code, minutes: message.validMinutes };
    if (message.channel === 'email') {
      if (!this.mail.configured) return this.logSender.send(message);
      const result = await this.mail.send({
        tenantId: this.platformTenantId,
        to: [message.target],
        subject: translate(message.language, 'mail.code.subject', params),
        text: translate(message.language, 'mail.code.body', params),
        source: 'verification-code',
      });
      if (!result.ok) throw new Error(`verification code e-mail refused: ${result.answer}`);
      return;
    }
    const result = await this.sms.send({
      tenantId: this.platformTenantId,
      phone: message.target,
      text: translate(message.language, 'messages.sms.code', params),
      source: 'verification-code',
    });
    if (!result.ok) throw new Error(`verification code SMS refused by ${result.provider}: ${result.answer}`);
  }
}

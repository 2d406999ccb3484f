import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database } from '../../platform/db/database.js';
import type { RouteGuards } from '../../platform/http/register-route.js';
import type { Hub } from '../../platform/hub/hub.js';
import { registerAreaMessages } from '../../platform/i18n/messages.js';
import type { AccountService } from '../identity/account.service.js';
import type { TimeZoneService } from '../preferences/time-zone.service.js';
import { RecordedCodeSender } from './code-delivery.js';
import { EmailService } from './email.service.js';
import { mailFrom, SmtpMailSender } from './mail-sender.js';
import { MessageRepository } from './message.repository.js';
import { registerMessageRoutes } from './message.routes.js';
import { type Audiences, MessageService } from './message.service.js';
import { messagesMessages } from './messages.messages.js';
import { OutboundRepository } from './outbound.repository.js';
import { SmsRecordService } from './sms-record.service.js';
import { RecordingSmsSender, smsProviderOf } from './sms-sender.js';

export interface MessagesDeps {
  db: Database;
  hub: Hub;
  log: FastifyBaseLogger;
  /** Which of the addressed users do not exist. */
  accounts: Pick<AccountService, 'unknownUserIds'>;
  /** The users of organisations and roles a message is addressed to. */
  audiences: Audiences;
  /** The reader's time zone, for the lists' date filters. */
  timeZones: Pick<TimeZoneService, 'effective'>;
  config: {
    SMTP_URL?: string | undefined;
    SMTP_FROM?: string | undefined;
    SMS_HTTP_URL?: string | undefined;
    SMS_HTTP_KEY?: string | undefined;
  };
}

/**
 * Personal messages between users (delivered live through the hub), the message centre, and
 * the product's outbound e-mail and SMS: `mailSender` and `smsSender` record everything they
 * send, for the e-mail page, the SMS records and any other area that sends (push).
 */
export function createMessagesModule(deps: MessagesDeps) {
  registerAreaMessages(messagesMessages);
  const outbound = new OutboundRepository(deps.db);
  const mailSender = new SmtpMailSender(deps.config.SMTP_URL, mailFrom(deps.config), outbound);
  const smsSender = new RecordingSmsSender(smsProviderOf(deps.config, deps.log), outbound);
  const messages = new MessageService(
    deps.db,
    new MessageRepository(deps.db),
    deps.accounts,
    deps.hub,
    deps.audiences,
    deps.timeZones,
  );
  const email = new EmailService(mailSender, outbound, deps.timeZones);
  const sms = new SmsRecordService(outbound, deps.timeZones);
  return {
    messages,
    mailSender,
    smsSender,
    /** Verification codes through these senders, recorded under the platform's tenant. */
    codeSender: (platformTenantId: string) => new RecordedCodeSender(mailSender, smsSender, platformTenantId, deps.log),
    register(app: FastifyInstance, guards: RouteGuards): void {
      registerMessageRoutes(app, guards, { messages, email, sms });
    },
    close(): void {
      mailSender.close();
    },
  };
}

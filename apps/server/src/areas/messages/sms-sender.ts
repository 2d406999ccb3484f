import type { FastifyBaseLogger } from 'fastify';
import type { OutboundSms, SmsResult, SmsSender } from '../../platform/notify/outbound.js';
import { clip } from './mail-sender.js';
import type { OutboundRepository } from './outbound.repository.js';

/** One way of getting an SMS to a phone; it answers, it does not record. */
export interface SmsProvider {
  /** Kept on each record (`log`, `http`). */
  readonly name: string;
  deliver(sms: OutboundSms): Promise<{ ok: boolean; answer: string }>;
}

/** The default: the SMS goes to the server log (a local install without a gateway). */
export class LogSmsProvider implements SmsProvider {
  readonly name = 'log';

  constructor(private readonly log: FastifyBaseLogger) {}

  async deliver(sms: OutboundSms): Promise<{ ok: boolean; answer: string }> {
    this.log.info({ phone: sms.phone, source: sms.source }, `SMS to ${sms.phone}: ${sms.text}`);
    return { ok: true, answer: 'written to the server log' };
  }
}

/** How long a gateway may take to answer. */
const GATEWAY_TIMEOUT_MS = 10_000;

/**
 * A generic JSON-over-HTTP gateway: `POST <url>` with `{ phone, text }` and
 * `Authorization: Bearer <key>`; a 2xx answer is accepted, and the answer's body is kept.
 */
export class HttpSmsProvider implements SmsProvider {
  readonly name = 'http';

  constructor(
    private readonly url: string,
    private readonly key: string | undefined,
  ) {}

  async deliver(sms: OutboundSms): Promise<{ ok: boolean; answer: string }> {
    try {
      const response = await fetch(this.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(this.key ? { authorization: `Bearer ${this.key}` } : {}),
        },
        body: JSON.stringify({ phone: sms.phone, text: sms.text }),
        signal: AbortSignal.timeout(GATEWAY_TIMEOUT_MS),
      });
      const body = (await response.text()).trim();
      return { ok: response.ok, answer: `HTTP ${response.status}${body ? ` ${body}` : ''}` };
    } catch (error) {
      return { ok: false, answer: error instanceof Error ? error.message : String(error) };
    }
  }
}

/** Sends through the configured provider and records every SMS with the provider's answer. */
export class RecordingSmsSender implements SmsSender {
  constructor(
    private readonly provider: SmsProvider,
    private readonly records: OutboundRepository,
  ) {}

  async send(sms: OutboundSms): Promise<SmsResult> {
    const { ok, answer } = await this.provider.deliver(sms);
    await this.records.insertSms(sms.tenantId, {
      phone: sms.phone,
      text: clip(sms.text),
      source: sms.source,
      state: ok ? 'sent' : 'failed',
      provider: this.provider.name,
      answer: clip(answer),
    });
    return { ok, provider: this.provider.name, answer };
  }
}

/** The provider the configuration asks for: the HTTP gateway when `SMS_HTTP_URL` is set, else the log. */
export function smsProviderOf(
  config: { SMS_HTTP_URL?: string | undefined; SMS_HTTP_KEY?: string | undefined },
  log: FastifyBaseLogger,
): SmsProvider {
  return config.SMS_HTTP_URL ? new HttpSmsProvider(config.SMS_HTTP_URL, config.SMS_HTTP_KEY) : new LogSmsProvider(log);
}

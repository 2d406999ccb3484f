import { createHmac } from 'node:crypto';
import type { RobotPlatform } from '@takt/contracts';

/** What a robot posts: a title (robots that show one) and a markdown or plain body. */
export interface RobotMessage {
  title: string;
  body: string;
  format: 'markdown' | 'text';
}

export interface RobotTarget {
  platform: RobotPlatform;
  webhook: string;
  secret: string | null;
}

/** One HTTP POST, exactly as it goes out. */
export interface RobotRequest {
  url: string;
  headers: Record<string, string>;
  body: string;
}

/** The generic webhook's signature headers (our own design; see the README's push notes). */
export const WEBHOOK_TIMESTAMP_HEADER = 'x-takt-timestamp';
export const WEBHOOK_SIGNATURE_HEADER = 'x-takt-signature';

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8' };

/** DingTalk: base64 HMAC-SHA256 of "timestamp\nsecret" keyed by the secret, timestamp in ms. */
export function dingTalkSign(timestampMs: number, secret: string): string {
  return createHmac('sha256', secret).update(`${timestampMs}\n${secret}`).digest('base64');
}

/** Feishu: base64 HMAC-SHA256 of nothing keyed by "timestamp\nsecret", timestamp in seconds. */
export function feishuSign(timestampSeconds: number, secret: string): string {
  return createHmac('sha256', `${timestampSeconds}\n${secret}`).update('').digest('base64');
}

/** Generic webhook: hex HMAC-SHA256 of "timestamp.body" keyed by the secret, timestamp in seconds. */
export function webhookSign(timestampSeconds: number, body: string, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestampSeconds}.${body}`).digest('hex')}`;
}

function withQuery(webhook: string, params: Record<string, string>): string {
  const url = new URL(webhook);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString();
}

/** Markdown robots show no separate title: it leads the text as a heading. */
const markdownWithTitle = (message: RobotMessage) =>
  message.title ? `### ${message.title}\n\n${message.body}` : message.body;
const textWithTitle = (message: RobotMessage) => (message.title ? `${message.title}\n${message.body}` : message.body);

function weCom(robot: RobotTarget, message: RobotMessage): RobotRequest {
  // WeCom group robots: the key is in the webhook address; no signature.
  const payload =
    message.format === 'markdown'
      ? { msgtype: 'markdown', markdown: { content: markdownWithTitle(message) } }
      : { msgtype: 'text', text: { content: textWithTitle(message) } };
  return { url: robot.webhook, headers: JSON_HEADERS, body: JSON.stringify(payload) };
}

function dingTalk(robot: RobotTarget, message: RobotMessage, now: Date): RobotRequest {
  const payload =
    message.format === 'markdown'
      ? {
          msgtype: 'markdown',
          markdown: { title: message.title || message.body.slice(0, 20), text: markdownWithTitle(message) },
        }
      : { msgtype: 'text', text: { content: textWithTitle(message) } };
  const timestamp = now.getTime();
  const url = robot.secret
    ? withQuery(robot.webhook, { timestamp: String(timestamp), sign: dingTalkSign(timestamp, robot.secret) })
    : robot.webhook;
  return { url, headers: JSON_HEADERS, body: JSON.stringify(payload) };
}

function feishu(robot: RobotTarget, message: RobotMessage, now: Date): RobotRequest {
  const timestamp = Math.floor(now.getTime() / 1000);
  const signature = robot.secret ? { timestamp: String(timestamp), sign: feishuSign(timestamp, robot.secret) } : {};
  // Feishu's text messages have no markdown; its interactive card has a markdown element.
  const message_ =
    message.format === 'markdown'
      ? {
          msg_type: 'interactive',
          card: {
            ...(message.title ? { header: { title: { tag: 'plain_text', content: message.title } } } : {}),
            elements: [{ tag: 'markdown', content: message.body }],
          },
        }
      : { msg_type: 'text', content: { text: textWithTitle(message) } };
  return { url: robot.webhook, headers: JSON_HEADERS, body: JSON.stringify({ ...signature, ...message_ }) };
}

function webhook(robot: RobotTarget, message: RobotMessage, now: Date): RobotRequest {
  const timestamp = Math.floor(now.getTime() / 1000);
  const body = JSON.stringify({
    title: message.title,
    text: message.body,
    format: message.format,
    sentAt: now.toISOString(),
  });
  const headers: Record<string, string> = { ...JSON_HEADERS };
  if (robot.secret) {
    headers[WEBHOOK_TIMESTAMP_HEADER] = String(timestamp);
    headers[WEBHOOK_SIGNATURE_HEADER] = webhookSign(timestamp, body, robot.secret);
  }
  return { url: robot.webhook, headers, body };
}

/** The request a robot of this platform expects for the message, signed at `now`. */
export function robotRequest(robot: RobotTarget, message: RobotMessage, now: Date): RobotRequest {
  switch (robot.platform) {
    case 'wecom':
      return weCom(robot, message);
    case 'dingtalk':
      return dingTalk(robot, message, now);
    case 'feishu':
      return feishu(robot, message, now);
    case 'webhook':
      return webhook(robot, message, now);
  }
}

/**
 * Whether the platform accepted the message: a 2xx, and for the chat platforms a zero result
 * code in the JSON answer (they answer 200 with `errcode`/`code` for refusals such as a bad sign).
 */
export function robotAccepted(platform: RobotPlatform, status: number, answer: string): boolean {
  if (status < 200 || status >= 300) return false;
  if (platform === 'webhook') return true;
  try {
    const parsed = JSON.parse(answer) as Record<string, unknown>;
    const code = platform === 'feishu' ? (parsed.code ?? parsed.StatusCode) : parsed.errcode;
    return code === 0;
  } catch {
    return false;
  }
}

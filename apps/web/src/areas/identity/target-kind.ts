import { targetChannel } from '@takt/contracts';

/**
 * Registration, SMS sign-in and password reset send a code to a "target": an e-mail address or
 * a mobile number (spec 000 §5: "Phone and e-mail must be valid"). The rules are the server's
 * (contracts' `targetChannel`); the form only forgives the spaces and dashes people type
 * inside phone numbers.
 */
export type TargetKind = 'email' | 'mobile';

/** What is sent to the server: trimmed; phone numbers without spaces or dashes. */
export function normalizeTarget(value: string): string {
  const text = value.trim();
  return text.includes('@') ? text : text.replace(/[\s-]/g, '');
}

/** 'email', 'mobile', or null when the value is neither (yet). */
export function targetKind(value: string | null | undefined): TargetKind | null {
  if (!value) return null;
  const channel = targetChannel(normalizeTarget(value));
  if (channel === 'sms') return 'mobile';
  return channel;
}

export function isEmail(value: string): boolean {
  return targetKind(value) === 'email';
}

export function isMobile(value: string): boolean {
  return targetKind(value) === 'mobile';
}

/**
 * For "a code was sent to …" messages: `li.lei@example.com` → `li***@example.com`,
 * `13812345678` → `138****5678`.
 */
export function maskTarget(target: string): string {
  const at = target.indexOf('@');
  if (at > 0) return `${target.slice(0, Math.min(2, at))}***${target.slice(at)}`;
  return /^\d{11}$/.test(target) ? `${target.slice(0, 3)}****${target.slice(7)}` : target;
}

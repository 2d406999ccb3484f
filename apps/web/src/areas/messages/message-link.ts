import type { MessageRecord } from '@takt/contracts';

/**
 * Where clicking a message goes (spec 000 §3 "jumpTarget, pagePath"): a console route opens in
 * the console, an address outside it replaces the page; `jumpTarget` 'blank' opens either in a
 * new window. Nothing for a message without a page, or with an address that is neither a route
 * nor http(s) (a `javascript:` link from a crafted message must never run).
 */
export type MessageLink =
  | { kind: 'route'; to: string }
  | { kind: 'location'; url: string }
  | { kind: 'window'; url: string };

export function messageLink(record: Pick<MessageRecord, 'pagePath' | 'jumpTarget'>): MessageLink | null {
  const path = record.pagePath?.trim();
  if (!path) return null;
  const isRoute = path.startsWith('/') && !path.startsWith('//');
  const isWeb = /^https?:\/\//i.test(path);
  if (!isRoute && !isWeb) return null;
  if (record.jumpTarget === 'blank') return { kind: 'window', url: path };
  return isRoute ? { kind: 'route', to: path } : { kind: 'location', url: path };
}

/** Locale key suffix of a message type (MessageType of the contracts). */
export function messageTypeKey(type: number): 'notification' | 'alert' | 'todo' | 'other' {
  switch (type) {
    case 1:
      return 'notification';
    case 2:
      return 'alert';
    case 3:
      return 'todo';
    default:
      return 'other';
  }
}

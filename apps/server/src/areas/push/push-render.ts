import {
  escapeHtml,
  PUSH_HUB_BODY_MAX,
  PUSH_HUB_TITLE_MAX,
  type PushChannelType,
  type PushValues,
  renderPushText,
} from '@takt/contracts';
import type { pushTemplates } from './push.table.js';

export type PushTemplateRow = typeof pushTemplates.$inferSelect;

/** A template rendered for one kind of channel; null when the template says nothing there. */
export interface RenderedPush {
  title: string | null;
  body: string;
  format: 'markdown' | 'html' | 'text';
}

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/**
 * Robots get markdown, SMS plain text, e-mail HTML (values escaped) or plain text, hub messages
 * plain text within the message centre's limits. Missing values render as nothing.
 */
export function renderForChannel(
  template: PushTemplateRow,
  type: PushChannelType,
  values: PushValues,
): RenderedPush | null {
  const plain = (text: string | null) => (text ? renderPushText(text, values) : null);
  switch (type) {
    case 'robot':
      return template.robotBody
        ? { title: plain(template.robotTitle), body: renderPushText(template.robotBody, values), format: 'markdown' }
        : null;
    case 'sms':
      return template.smsBody ? { title: null, body: renderPushText(template.smsBody, values), format: 'text' } : null;
    case 'email':
      if (!template.emailBody) return null;
      return {
        title: plain(template.emailSubject) ?? template.name,
        body: template.emailHtml
          ? renderPushText(template.emailBody, values, escapeHtml)
          : renderPushText(template.emailBody, values),
        format: template.emailHtml ? 'html' : 'text',
      };
    case 'hub':
      if (!template.hubBody) return null;
      return {
        title: clip(plain(template.hubTitle) || template.name, PUSH_HUB_TITLE_MAX),
        body: clip(renderPushText(template.hubBody, values), PUSH_HUB_BODY_MAX),
        format: 'text',
      };
  }
}

import { HUB_EVENTS } from '@takt/contracts';
import { z } from 'zod';
import { type MessageKey, type MessageParams, messageCatalogs } from '../i18n/messages.js';
import type { BusTopic, BusTopics } from './event-bus.js';

/**
 * What a message on each topic must look like when it arrives from another process: a
 * transport (PostgreSQL NOTIFY, Redis) carries text anyone with access to it can write, so each
 * message is checked before any listener sees it.
 */
const id = z.string().regex(/^\d{1,20}$/);
const messageKey = z.custom<MessageKey>(
  (key) => typeof key === 'string' && Object.hasOwn(messageCatalogs['en-US'], key),
);
const nestedMessage: z.ZodType<{ messageKey: MessageKey; params?: MessageParams }> = z.lazy(() =>
  z.object({ messageKey, params: messageParams.optional() }),
);
const messageParams: z.ZodType<MessageParams> = z.record(
  z.string(),
  z.union([z.string(), z.number(), nestedMessage, z.array(nestedMessage)]),
);

const busMessageSchemas: { [T in BusTopic]: z.ZodType<BusTopics[T]> } = {
  hub: z.object({
    target: z.object({ tenantId: id, userId: id.optional(), sessionId: id.optional() }),
    event: z.enum(HUB_EVENTS),
    data: z.unknown().optional(),
    message: z.object({ key: messageKey, params: messageParams.optional() }).optional(),
    close: z.boolean().optional(),
  }),
  catalog: z.object({ changedAt: z.string().max(64) }),
  tenantCache: z.object({ cache: z.string().min(1).max(64), tenantId: id }),
};

export const BUS_TOPICS = Object.keys(busMessageSchemas) as BusTopic[];

export function isBusTopic(topic: string): topic is BusTopic {
  return Object.hasOwn(busMessageSchemas, topic);
}

export type Decoded<T extends BusTopic> = { ok: true; payload: BusTopics[T] } | { ok: false; problem: string };

/** Checks a payload that crossed processes against its topic's schema. */
export function checkBusMessage<T extends BusTopic>(topic: T, payload: unknown): Decoded<T> {
  const parsed = busMessageSchemas[topic].safeParse(payload);
  if (parsed.success) return { ok: true, payload: parsed.data };
  const problem = parsed.error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.join('.') || '(message)'}: ${issue.message}`)
    .join('; ');
  return { ok: false, problem };
}

/** Parses and checks a message's JSON text. */
export function decodeBusMessage<T extends BusTopic>(topic: T, text: string): Decoded<T> {
  let payload: unknown;
  try {
    payload = JSON.parse(text);
  } catch {
    return { ok: false, problem: 'not JSON' };
  }
  return checkBusMessage(topic, payload);
}

/** The start of a refused message's text, for the log line that reports it. */
export function excerpt(text: string): string {
  return text.length > 200 ? `${text.slice(0, 200)}…` : text;
}

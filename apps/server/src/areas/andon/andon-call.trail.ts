import type { AndonCallEvent } from '@takt/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../platform/db/database.js';
import { pushDeliveries } from '../push/push.table.js';
import type { andonCallEvents } from './andon.table.js';

type EventRow = typeof andonCallEvents.$inferSelect;
type Recipient = AndonCallEvent['recipients'][number];

const listOf = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

/** A call's steps as the detail shows them; an escalation step with the deliveries of its push. */
export async function trailOf(tx: Tx, tenantId: string, events: readonly EventRow[]): Promise<AndonCallEvent[]> {
  const pushIds = [...new Set(events.flatMap((event) => (event.pushId ? [event.pushId] : [])))];
  const deliveries = pushIds.length
    ? await tx
        .select()
        .from(pushDeliveries)
        .where(and(eq(pushDeliveries.tenantId, tenantId), inArray(pushDeliveries.pushId, pushIds)))
        .orderBy(asc(pushDeliveries.id))
    : [];
  return events.map((event) => {
    const { recipients, channels, recipientIds: _ids, ...detail } = event.detail;
    return {
      id: event.id,
      kind: event.kind as AndonCallEvent['kind'],
      at: event.at.toISOString(),
      userName: event.userName,
      ladder: event.ladder as AndonCallEvent['ladder'],
      level: event.level,
      dueAt: event.dueAt?.toISOString() ?? null,
      recipients: listOf<Recipient>(recipients),
      channels: listOf<string>(channels),
      deliveries: deliveries
        .filter((delivery) => delivery.pushId === event.pushId)
        .map((delivery) => ({
          id: delivery.id,
          channelName: delivery.channelName,
          channelType: delivery.channelType,
          target: delivery.target,
          targetName: delivery.targetName,
          state: delivery.state,
          attempts: delivery.attempts,
          lastAnswer: delivery.lastAnswer,
        })),
      detail,
    };
  });
}

import { and, asc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../platform/db/database.js';
import type { ReferenceRegistry } from '../../platform/references/reference-registry.js';
import { andonItems } from './andon.table.js';
import type { AndonCalls } from './andon-call.service.js';

/** A gateway's andon button, as the gateways area tells it after commit. */
export interface AndonButtonPress {
  tenantId: string;
  gatewayId: string;
  channel: number;
  stationId: string | null;
  button: number;
  action: 'press' | 'cancel';
  at: Date;
}

/** What became of the presses so far (the unmatched are logged too). */
export interface AndonButtonCounts {
  raised: number;
  cancelled: number;
  /** No enabled item has the button, or the channel serves no workstation. */
  unmatched: number;
  /** Cancelled with no call of the item still calling there. */
  ignored: number;
}

/**
 * Andon boxes on the floor: a press raises the call of the enabled item with that button number
 * at the channel's workstation (source `button`, the gateway's code and channel as its source),
 * or answers the call already open; a cancel withdraws the call while it is still calling.
 */
export class AndonButtons {
  readonly counts: AndonButtonCounts = { raised: 0, cancelled: 0, unmatched: 0, ignored: 0 };

  constructor(
    private readonly db: Database,
    private readonly references: ReferenceRegistry,
    private readonly calls: Pick<AndonCalls, 'raise' | 'withdrawAtBox'>,
    private readonly log: FastifyBaseLogger,
  ) {}

  async handle(press: AndonButtonPress): Promise<void> {
    const { tenantId, stationId } = press;
    const itemId = stationId ? await this.itemOf(tenantId, press.button) : null;
    if (!stationId || !itemId) {
      this.counts.unmatched++;
      this.log.warn(
        { tenantId, gatewayId: press.gatewayId, channel: press.channel, button: press.button, stationId },
        stationId ? 'andon button: no enabled item has this button' : 'andon button: the channel serves no workstation',
      );
      return;
    }
    const sourceRef = await this.sourceOf(press);
    try {
      if (press.action === 'press') {
        await this.calls.raise(tenantId, { itemId, stationId, source: 'button', sourceRef });
        this.counts.raised++;
        return;
      }
      const withdrawn = await this.calls.withdrawAtBox(tenantId, { itemId, stationId, box: sourceRef });
      if (withdrawn) this.counts.cancelled++;
      else this.counts.ignored++;
    } catch (error) {
      this.log.warn({ err: error, tenantId, sourceRef, button: press.button }, 'andon button refused');
    }
  }

  /** The enabled item bound to the button (the first by sort and code if several are). */
  private async itemOf(tenantId: string, button: number): Promise<string | null> {
    const [row] = await this.db.tenant(tenantId, (tx) =>
      tx
        .select({ id: andonItems.id })
        .from(andonItems)
        .where(and(eq(andonItems.tenantId, tenantId), eq(andonItems.button, button), eq(andonItems.enabled, true)))
        .orderBy(asc(andonItems.sort), asc(andonItems.code))
        .limit(1),
    );
    return row?.id ?? null;
  }

  /** `<gateway code>/<channel>`, as the call shows where it came from. */
  private async sourceOf(press: AndonButtonPress): Promise<string> {
    const [gateway] = await this.references.options(press.tenantId, {
      kind: 'gateway',
      ids: [press.gatewayId],
      limit: 1,
    });
    return `${gateway?.code ?? press.gatewayId}/${press.channel}`;
  }
}

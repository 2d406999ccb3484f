import type {
  AndonCall,
  AndonCallDetail,
  AndonCallSource,
  AndonResponseChannel,
  andonArriveSchema,
  andonCancelSchema,
  andonOpenQuerySchema,
  andonResolveSchema,
} from '@takt/contracts';
import type { z } from 'zod';

/** Who does something to a call: a signed-in user (or the user behind an external app). */
export interface AndonActor {
  userId: string;
  name: string;
  account: string;
  adminType: number;
}

/** A call to raise: from the call screen, an app, a gateway button or a rule. */
export interface AndonRaise {
  itemId: string;
  stationId: string;
  source: AndonCallSource;
  /** The gateway and channel, the rule, or the app that called. */
  sourceRef?: string | null;
  note?: string | null;
  photoIds?: readonly string[];
  /** The user who called; none for buttons and rules. */
  by?: AndonActor | null;
}

/**
 * The calls (spec 001 §4): each method runs in the caller's transaction when there is one (a
 * rule raising from an ingest), else in its own; refusals are 404/422 in the user's language.
 */
export interface AndonCalls {
  /** A new call, or the open call of the same item at the same workstation. */
  raise(tenantId: string, input: AndonRaise): Promise<AndonCall>;
  respond(
    tenantId: string,
    actor: AndonActor,
    input: { id: string; channel: AndonResponseChannel },
  ): Promise<AndonCall>;
  arrive(tenantId: string, actor: AndonActor, input: z.output<typeof andonArriveSchema>): Promise<AndonCall>;
  resolve(tenantId: string, actor: AndonActor, input: z.output<typeof andonResolveSchema>): Promise<AndonCall>;
  cancel(tenantId: string, actor: AndonActor, input: z.output<typeof andonCancelSchema>): Promise<AndonCall>;
  /** Calls not ended, oldest first; `mine`: those the actor may respond to. */
  open(
    tenantId: string,
    actor: AndonActor,
    query: z.output<typeof andonOpenQuerySchema>,
  ): Promise<{ now: string; calls: AndonCall[] }>;
  detail(tenantId: string, id: string): Promise<AndonCallDetail>;
  /** Accepts through a robot message's signed link, as the user it names. */
  acceptLink(token: string): Promise<{ call: AndonCall; responderName: string }>;
}

import type { OrderProgress, StationContext } from '@takt/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { playTone } from './feedback';
import { type Advance, advanceOnFinish } from './selection';

/**
 * Auto-advance on a station screen: follows the chosen order through each context the screen
 * sees and, when the enterprise's setting is on and that order has just finished, chooses the
 * next one (`choose`) and plays the advance sound. The advance stays announced until dismissed.
 */
export function useAutoAdvance(
  context: StationContext | null,
  order: OrderProgress | null,
  choose: (orderId: string) => void,
): { advance: Advance | null; dismiss: () => void } {
  const [advance, setAdvance] = useState<Advance | null>(null);
  /** The chosen order as the context before this one had it. */
  const seen = useRef<OrderProgress | null>(null);
  useEffect(() => {
    const previous = seen.current;
    seen.current = order;
    const next = advanceOnFinish(previous, order, context?.orders ?? [], context?.settings.autoAdvance ?? false);
    if (!next) return;
    setAdvance(next);
    playTone('advance');
    if (next.to) choose(next.to.id);
  }, [context, order, choose]);
  const dismiss = useCallback(() => setAdvance(null), []);
  return { advance, dismiss };
}

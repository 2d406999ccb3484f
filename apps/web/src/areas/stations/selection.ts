import {
  OPEN_ORDER_STATUSES,
  type OrderProgress,
  PACKAGE_CAPACITY_MAX,
  SCANNABLE_ORDER_STATUSES,
  type StationKind,
} from '@takt/contracts';

/**
 * What a station screen remembers in this browser (workstation and work order per screen kind,
 * process per workstation) and how it picks defaults when nothing remembered fits. The work
 * order changes only when the operator chooses another, or, where the enterprise turned on
 * auto-advance, when the chosen one finishes (`advanceOnFinish`).
 */

export const selectionKeys = {
  station: (kind: StationKind) => `station:${kind}:station`,
  process: (kind: StationKind, stationId: string) => `station:${kind}:${stationId}:process`,
  /** Per screen, not per workstation: choosing another workstation keeps the order. */
  order: (kind: StationKind) => `station:${kind}:order`,
  /** Encasement box / pack carrier being filled, and its capacity. */
  package: (kind: StationKind, stationId: string) => `station:${kind}:${stationId}:package`,
  capacity: (kind: StationKind, stationId: string) => `station:${kind}:${stationId}:capacity`,
};

/** The remembered process while the station still has it, else its first process. */
export function pickProcess(processes: readonly { id: string }[], remembered: string | null): string | null {
  if (remembered && processes.some((process) => process.id === remembered)) return remembered;
  return processes[0]?.id ?? null;
}

export function isScannable(order: Pick<OrderProgress, 'status'>): boolean {
  return SCANNABLE_ORDER_STATUSES.includes(order.status);
}

/** Units already started may still finish on a completed order (the server refuses new ones there). */
export function takesScans(order: Pick<OrderProgress, 'status'>): boolean {
  return isScannable(order) || order.status === 'completed';
}

/**
 * The chosen order as the workstation's line has it: open (a paused one stays chosen, shown as
 * paused), or kept by the context once completed or closed. Null when none is chosen or the
 * line has no such order; never another order in its place.
 */
export function chosenOrder(
  context: { orders: readonly OrderProgress[]; chosenOrder: OrderProgress | null },
  chosen: string | null,
): OrderProgress | null {
  if (!chosen) return null;
  const listed = context.orders.find((order) => order.id === chosen);
  if (listed) return listed;
  return context.chosenOrder?.id === chosen ? context.chosenOrder : null;
}

/** Where a screen went when its chosen order finished: the next order, or none left (`to` null). */
export interface Advance {
  from: OrderProgress;
  /** How the order finished. */
  finished: 'completed' | 'closed';
  to: OrderProgress | null;
}

/**
 * With the enterprise's auto-advance on, what happens when the chosen order, open in the context
 * seen last (`seen`), is completed or closed in the one seen now (`now`): the screen moves to the
 * line's first other order that takes new units, in the order the context lists them (urgent
 * first, then plan date), or stays when none is left (`to` null). Null, the screen unchanged,
 * when the setting is off or the chosen order did not just finish (it was finished already, or
 * another order is chosen now).
 */
export function advanceOnFinish(
  seen: OrderProgress | null,
  now: OrderProgress | null,
  listed: readonly OrderProgress[],
  enabled: boolean,
): Advance | null {
  if (!enabled || !seen || !now || seen.id !== now.id) return null;
  if (!OPEN_ORDER_STATUSES.includes(seen.status) || OPEN_ORDER_STATUSES.includes(now.status)) return null;
  return {
    from: now,
    finished: now.status === 'closed' ? 'closed' : 'completed',
    to: listed.find((order) => order.id !== now.id && isScannable(order)) ?? null,
  };
}

/**
 * The order the header shows: the one the last scan counted on (with the counts the line lists
 * for it now, when it lists it), else the chosen one.
 */
export function headerOrder(
  chosen: OrderProgress | null,
  countedOn: OrderProgress | null,
  listed: readonly OrderProgress[],
): OrderProgress | null {
  if (!countedOn || countedOn.id === chosen?.id) return chosen;
  return listed.find((order) => order.id === countedOn.id) ?? countedOn;
}

/** Share of the plan made good, 0–100, one decimal. */
export function progressPercent(order: Pick<OrderProgress, 'planQuantity' | 'goodQuantity'>): number {
  if (order.planQuantity <= 0) return 0;
  return Math.min(100, Math.round((order.goodQuantity / order.planQuantity) * 1000) / 10);
}

/** A capacity typed or remembered, within the contract's limits; null when not a number. */
export function parseCapacity(text: string | null): number | null {
  if (!text) return null;
  const value = Number(text);
  return Number.isInteger(value) && value >= 1 && value <= PACKAGE_CAPACITY_MAX ? value : null;
}

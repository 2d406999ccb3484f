import { type OrderProgress, PACKAGE_CAPACITY_MAX, SCANNABLE_ORDER_STATUSES, type StationKind } from '@takt/contracts';

/**
 * What a station screen remembers in this browser (workstation per screen kind; process and work
 * order per workstation) and how it picks defaults when nothing remembered fits.
 */

export const selectionKeys = {
  station: (kind: StationKind) => `station:${kind}:station`,
  process: (kind: StationKind, stationId: string) => `station:${kind}:${stationId}:process`,
  order: (kind: StationKind, stationId: string) => `station:${kind}:${stationId}:order`,
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

/**
 * The remembered order while the line still lists it (a paused one stays chosen, shown as
 * paused), else the first that can be scanned (the server lists the most urgent first).
 */
export function pickOrder(orders: readonly OrderProgress[], remembered: string | null): string | null {
  if (remembered && orders.some((order) => order.id === remembered)) return remembered;
  return orders.find(isScannable)?.id ?? null;
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

/**
 * New messages arriving over the hub (spec 000 §9): the handler is debounced 300 ms, so a burst
 * of pushes is handled once (one refetch, one notification), and the bell then shakes for
 * 1500 ms. Pure timer logic with injected timers (burst.test.ts).
 */

export const NEW_MESSAGE_DEBOUNCE_MS = 300;
export const BELL_SHAKE_MS = 1500;

export interface BurstTimers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const defaultTimers: BurstTimers = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface BurstOptions<T> {
  /** Runs once per burst, 300 ms after its last item, with every item of the burst in order. */
  onBurst: (items: T[]) => void;
  /** true when the shake starts (with the burst), false 1500 ms after the last burst. */
  onShake: (shaking: boolean) => void;
  debounceMs?: number;
  shakeMs?: number;
  timers?: BurstTimers;
}

export interface Burst<T> {
  push(item: T): void;
  /** Drops what is pending and stops a shake (unmount). */
  dispose(): void;
}

export function createBurst<T>(options: BurstOptions<T>): Burst<T> {
  const timers = options.timers ?? defaultTimers;
  const debounceMs = options.debounceMs ?? NEW_MESSAGE_DEBOUNCE_MS;
  const shakeMs = options.shakeMs ?? BELL_SHAKE_MS;
  let pending: T[] = [];
  let debounce: unknown = null;
  let shake: unknown = null;
  let shaking = false;
  let disposed = false;

  const flush = () => {
    debounce = null;
    const items = pending;
    pending = [];
    if (items.length === 0) return;
    options.onBurst(items);
    // A burst during a shake makes it last 1500 ms from now (it does not stop and restart).
    if (shake !== null) timers.clearTimeout(shake);
    if (!shaking) {
      shaking = true;
      options.onShake(true);
    }
    shake = timers.setTimeout(() => {
      shake = null;
      shaking = false;
      options.onShake(false);
    }, shakeMs);
  };

  return {
    push(item) {
      if (disposed) return;
      pending.push(item);
      if (debounce !== null) timers.clearTimeout(debounce);
      debounce = timers.setTimeout(flush, debounceMs);
    },
    dispose() {
      disposed = true;
      pending = [];
      if (debounce !== null) timers.clearTimeout(debounce);
      if (shake !== null) timers.clearTimeout(shake);
      debounce = null;
      shake = null;
      if (shaking) {
        shaking = false;
        options.onShake(false);
      }
    },
  };
}

import { useCallback, useEffect, useState } from 'react';

/** Spec 000 §5/§9: a code may be sent again after a countdown; the code lives 10 minutes. */
export const RESEND_SECONDS = 60;
export const CODE_VALID_MINUTES = 10;
export const CODE_LENGTH = 6;

/** Whole seconds left until `endsAt` (ms since epoch), never negative; rounds up. */
export function secondsLeft(endsAt: number | null, now: number): number {
  if (endsAt === null) return 0;
  return Math.max(0, Math.ceil((endsAt - now) / 1000));
}

/**
 * A resend countdown: `start()` after the code was sent, `left` seconds until it may be sent
 * again (0 = now). Driven by the clock, not by counting ticks, so a throttled background tab
 * still ends on time.
 */
export function useCountdown(seconds: number = RESEND_SECONDS) {
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (endsAt === null) return;
    const timer = window.setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= endsAt) setEndsAt(null);
    }, 250);
    return () => window.clearInterval(timer);
  }, [endsAt]);

  /** Starts (or restarts) the countdown; `forSeconds` overrides the default, e.g. the server's. */
  const start = useCallback(
    (forSeconds: number = seconds) => {
      const current = Date.now();
      setNow(current);
      setEndsAt(current + forSeconds * 1000);
    },
    [seconds],
  );

  const reset = useCallback(() => setEndsAt(null), []);

  return { left: secondsLeft(endsAt, now), start, reset };
}

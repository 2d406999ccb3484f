import { useEffect, useState } from 'react';

/** The difference between the server's clock and this screen's, from a `now` the server sent. */
export const clockOffsetOf = (serverNow: string): number => Date.parse(serverNow) - Date.now();

/** The server's time now, moving every second (floor screens' running timers, free of this screen's clock skew). */
export function useServerNow(clockOffset: number): number {
  const [, setTick] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setTick((tick) => tick + 1), 1000);
    return () => clearInterval(timer);
  }, []);
  // Read at each render (a tick, or new data with its offset), so a timer never shows a stale second.
  return Date.now() + clockOffset;
}

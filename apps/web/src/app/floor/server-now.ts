import { useEffect, useState } from 'react';

/** The difference between the server's clock and this screen's, from a `now` the server sent. */
export const clockOffsetOf = (serverNow: string): number => Date.parse(serverNow) - Date.now();

/** The server's time now, moving every second (floor screens' running timers, free of this screen's clock skew). */
export function useServerNow(clockOffset: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now + clockOffset;
}

import { useEffect, useState } from 'react';

/** The current time, refreshed every 30 s, so 'Just now' becomes '1m ago' without a reload. */
export function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}
